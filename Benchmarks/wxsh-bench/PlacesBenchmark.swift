import Foundation
import WeatherCore
import WeatherIO

/// The gazetteer's budgets, measured: opening, lookups and the memory they cost.
enum PlacesBenchmark {
    static let defaultFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/places.wxg")

    static let openBudgetMs = 10.0
    static let lookupBudgetMs = 1.0
    /// "did you mean …?" runs only after a miss, once per command: well under a tenth of a second.
    static let didYouMeanBudgetMs = 50.0
    static let memoryBudgetMB = 40.0

    /// Runs every measurement and prints the table; returns the exit status (1 when a budget is missed).
    static func run(arguments: [String]) -> Int32 {
        let file = option("--file", in: arguments).map { URL(fileURLWithPath: $0) } ?? defaultFile
        var random = SplitMix64(seed: UInt64(option("--seed", in: arguments) ?? "") ?? 2024)
        #if DEBUG
            print("note: a debug build; run with `-c release` for figures that mean something\n")
        #endif

        _ = residentMB()  // the first read of /proc pages in Foundation's file reading; not the gazetteer's cost
        _ = ContinuousClock.now
        let rssBefore = residentMB()
        var openTimes: [Double] = []
        var gazetteer: Gazetteer?
        for _ in 0..<20 {
            gazetteer = nil
            let start = ContinuousClock.now
            do {
                gazetteer = try Gazetteer(contentsOf: file)
            } catch {
                FileHandle.standardError.write(Data("wxsh-bench: \(error)\n".utf8))
                return 1
            }
            openTimes.append(milliseconds(since: start))
        }
        guard let gazetteer else { return 1 }
        let rssOpened = residentMB()
        let mappedOpened = mappedResidentMB(of: file)

        let names = (0..<1000).map { _ in gazetteer.place(at: Int(random.next(below: UInt64(gazetteer.count))))?.name ?? "" }
        let prefixes = (0..<1000).map { _ -> String in
            let name = gazetteer.place(at: Int(random.next(below: UInt64(gazetteer.count))))?.name ?? ""
            let length = 1 + Int(random.next(below: UInt64(max(1, name.count - 1))))
            return String(name.prefix(length))
        }
        // Where people ask: within about 20 km of a random place; and anywhere at all, mostly at sea.
        let nearPlaces = (0..<1000).map { _ -> (Double, Double) in
            let place = gazetteer.place(at: Int(random.next(below: UInt64(gazetteer.count))))
            let dLat = Double(random.next(below: 400)) / 1000 - 0.2
            let dLon = Double(random.next(below: 400)) / 1000 - 0.2
            return (min(90, max(-90, (place?.lat ?? 0) + dLat)), (place?.lon ?? 0) + dLon)
        }
        let anywhere = (0..<1000).map { _ in
            (Double(random.next(below: 180_000)) / 1000 - 90, Double(random.next(below: 360_000)) / 1000 - 180)
        }

        var found = 0
        let exact = time(names) { found += gazetteer.search($0, limit: 10).isEmpty ? 0 : 1 }
        let prefix = time(prefixes) { _ = gazetteer.search($0, limit: 10) }
        let completion = time(prefixes) { _ = gazetteer.completions(prefix: $0, limit: 20) }
        let resolve = time(names) { _ = gazetteer.resolve($0) }
        let nearest = time(nearPlaces) { _ = gazetteer.nearest(lat: $0.0, lon: $0.1) }
        let nearestAnywhere = time(anywhere) { _ = gazetteer.nearest(lat: $0.0, lon: $0.1) }
        let rssAfter = residentMB()
        let mappedAfter = mappedResidentMB(of: file)
        // "did you mean …?" runs only when nothing matched: misspelt names (two letters swapped).
        let misspelt = names.prefix(100).map { name -> String in
            var letters = Array(name)
            guard letters.count >= 4 else { return name + "q" }
            let at = 1 + Int(random.next(below: UInt64(letters.count - 2)))
            letters.swapAt(at, at + 1)
            return String(letters)
        }
        let didYouMean = time(Array(misspelt)) { _ = gazetteer.didYouMean($0) }

        var rows: [Row] = []
        rows.append(Row("open, median of 20", openTimes.percentile(50), "ms", openBudgetMs))
        rows.append(Row("open, max of 20", openTimes.max() ?? 0, "ms", openBudgetMs))
        for (label, samples) in [("exact name (1,000 random places)", exact), ("prefix (1,000 random prefixes)", prefix)] {
            rows.append(Row("search \(label), p50", samples.percentile(50), "ms", nil))
            rows.append(Row("search \(label), p99", samples.percentile(99), "ms", lookupBudgetMs))
            rows.append(Row("search \(label), max", samples.max() ?? 0, "ms", nil))
        }
        rows.append(Row("completions (same prefixes), p99", completion.percentile(99), "ms", lookupBudgetMs))
        rows.append(Row("resolve (same names), p99", resolve.percentile(99), "ms", lookupBudgetMs))
        rows.append(Row("nearest (1,000 points near random places), p99", nearest.percentile(99), "ms", lookupBudgetMs))
        rows.append(Row("nearest (1,000 points anywhere, mostly at sea), p99", nearestAnywhere.percentile(99), "ms", nil))
        rows.append(Row("did you mean (100 misspelt names), p50", didYouMean.percentile(50), "ms", nil))
        rows.append(Row("did you mean (100 misspelt names), p99", didYouMean.percentile(99), "ms", didYouMeanBudgetMs))
        rows.append(Row("resident memory growth after opening", rssOpened - rssBefore, "MB", nil))
        rows.append(Row("… of which pages of the mapped file", mappedOpened, "MB", nil))
        rows.append(Row("resident memory growth after opening and all lookups", rssAfter - rssBefore, "MB", memoryBudgetMB))
        rows.append(Row("… of which pages of the mapped file", mappedAfter, "MB", nil))

        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print(
            "Gazetteer \(file.lastPathComponent): \(gazetteer.count) places, \(size) bytes; "
                + "\(found) of \(names.count) sampled names found by exact search.\n")
        print("| measure | value | budget | result |")
        print("| --- | ---: | ---: | --- |")
        var failed = false
        for row in rows {
            let value = String(format: row.unit == "ms" ? "%.3f %@" : "%.1f %@", row.value, row.unit)
            if let budget = row.budget {
                let pass = row.value <= budget
                failed = failed || !pass
                print("| \(row.label) | \(value) | ≤ \(String(format: "%g", budget)) \(row.unit) | \(pass ? "PASS" : "FAIL") |")
            } else {
                print("| \(row.label) | \(value) | | |")
            }
        }
        print(
            """

            A session that never searches, completes or resolves a place never opens the file: it costs nothing.
            Opening maps the file and reads its header; the kernel then maps whole page-cache folios (up to
            2 MB each) on first touch, so the file's share of resident memory can never exceed its size.
            """)
        return failed ? 1 : 0
    }

    /// Prints what each query gives, for looking at rankings by hand.
    static func lookup(arguments: [String]) -> Int32 {
        let file = option("--file", in: arguments).map { URL(fileURLWithPath: $0) } ?? defaultFile
        var queries: [String] = []
        var skip = false
        for argument in arguments {
            if skip {
                skip = false
                continue
            }
            if argument == "--file" {
                skip = true
                continue
            }
            queries.append(argument)
        }
        do {
            let gazetteer = try Gazetteer(contentsOf: file)
            for query in queries {
                print("search \(query):")
                for place in gazetteer.search(query) {
                    print("  \(place.displayName)  pop \(place.population)  \(place.lat),\(place.lon)  \(place.timeZone)")
                }
                print("completions \(query):")
                for completion in gazetteer.completions(prefix: query, limit: 10) {
                    print("  \(completion.text): \(completion.places.map(\.displayName).joined(separator: " | "))")
                }
                print("resolve \(query): \(gazetteer.resolve(query))")
                if case .success(.coordinates(let lat, let lon)) = LocationQuery.parse(query),
                    let near = gazetteer.nearest(lat: lat, lon: lon)
                {
                    print("nearest: \(near.place.displayName) \(String(format: "%.1f", near.distanceKm)) km")
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("wxsh-bench: \(error)\n".utf8))
            return 1
        }
    }

    // MARK: - Helpers

    struct Row {
        let label: String
        let value: Double
        let unit: String
        let budget: Double?

        init(_ label: String, _ value: Double, _ unit: String, _ budget: Double?) {
            self.label = label
            self.value = value
            self.unit = unit
            self.budget = budget
        }
    }

    static func option(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// Times `body` once per input, in milliseconds.
    static func time<T>(_ inputs: [T], _ body: (T) -> Void) -> [Double] {
        inputs.map { input in
            let start = ContinuousClock.now
            body(input)
            return milliseconds(since: start)
        }
    }

    /// Resident pages of the mapping of `file`, from /proc/self/smaps, in MB; 0 where there is no /proc.
    static func mappedResidentMB(of file: URL) -> Double {
        guard let smaps = readProcFile("/proc/self/smaps") else { return 0 }
        var inMapping = false
        var kilobytes = 0.0
        for line in smaps.split(separator: "\n") {
            if line.first?.isHexDigit == true, line.contains("-"), line.split(separator: " ").count >= 5 {
                inMapping = line.hasSuffix(file.standardizedFileURL.path)
            } else if inMapping, line.hasPrefix("Rss:") {
                kilobytes += line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
            }
        }
        return kilobytes / 1024
    }

    /// The whole of a /proc file (Foundation's readers stop after the first read of these).
    static func readProcFile(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var data = Data()
        while let chunk = try? handle.read(upToCount: 65536), !chunk.isEmpty { data.append(chunk) }
        return String(decoding: data, as: UTF8.self)
    }

    /// VmRSS from /proc/self/status, in MB; 0 where there is no /proc.
    static func residentMB() -> Double {
        guard let status = readProcFile("/proc/self/status") else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
            return kilobytes / 1024
        }
        return 0
    }
}

/// A small seeded generator, so that two runs sample the same names.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: UInt64) -> UInt64 {
        bound == 0 ? 0 : next() % bound
    }
}

extension Array where Element == Double {
    /// The nearest-rank percentile.
    func percentile(_ p: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let rank = Int((p / 100 * Double(count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(count - 1, rank))]
    }
}
