import FoundationEssentials
import WeatherCore

/// Keeps the answers for dates (`day DATE`, `history`) in `$XDG_CACHE_HOME/wxsh/days/`: an answer
/// whose days are all over never goes stale and is never asked for again, in this run or any other;
/// one that reaches today or later is good for 10 minutes, as a forecast is.
///
/// Each answer is one file, named by provider, place (2 decimals), its first and last day and
/// whether it has hours; it holds one line of facts (the request, status, when it came, until when
/// it is good) and then the body as it came. At most `limit` files are kept, the oldest dropped
/// first. A damaged file is removed and ignored.
actor DatedCache {
    /// The folder; nil keeps answers in memory only (a recording, a replay, a test).
    let folder: String?
    /// The most files kept.
    let limit: Int
    private var memory: [String: Entry] = [:]

    /// The largest file read back.
    static let maximumFileSize = 8 * 1024 * 1024
    static let header = "wxsh-days 1"

    /// One answer kept.
    struct Entry: Sendable {
        var facts: Facts
        var body: Data
    }

    /// What is said of an answer beside its body.
    struct Facts: Codable, Sendable {
        var url: String?
        var status: Int?
        var receivedAt: Int64
        /// Seconds since 1970 after which it is stale; nil: never.
        var goodUntil: Int64?
        var source: String

        /// The facts as the file's one JSON line, as `JSONDecoder` reads them back (made without
        /// `JSONEncoder`, which cost more than drawing a year's rows).
        var line: String {
            JSONValue.object([
                ("url", .string(url)), ("status", status.map { .int($0) } ?? .null), ("receivedAt", .int(Int(receivedAt))),
                ("goodUntil", goodUntil.map { .int(Int($0)) } ?? .null), ("source", .string(source))
            ]).serialized
        }
    }

    init(folder: String?, limit: Int = 2_000) {
        self.folder = folder.map { $0 + "/days" }
        self.limit = limit
    }

    /// `open-meteo_51.51,-0.13`: the provider and the place's key, as the weather cache has it.
    static func placeKey(_ provider: ProviderID, _ place: Coordinate) -> String {
        provider.rawValue + "_" + ResponseCache.hundredths(place.lat) + "," + ResponseCache.hundredths(place.lon)
    }

    static func name(_ provider: ProviderID, _ place: Coordinate, _ range: DateRange, hourly: Bool) -> String {
        "\(placeKey(provider, place))_\(range.from.iso)_\(range.to.iso)\(hourly ? "_hours" : "").txt"
    }

    /// A kept answer that covers `range` (with hours when `hourly`), good at `now`.
    func lookup(_ provider: ProviderID, _ place: Coordinate, _ range: DateRange, hourly: Bool, now: Int64) -> (
        range: DateRange, answer: DatedAnswer, source: DatedSource
    )? {
        let prefix = DatedCache.placeKey(provider, place) + "_"
        var names = Set(memory.keys.filter { $0.hasPrefix(prefix) })
        if let folder, let listed = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            names.formUnion(listed.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") })
        }
        // The smallest answer that covers the span: its body is the quickest to read.
        let candidates = names.compactMap { name -> (String, DateRange)? in
            guard let found = DatedCache.range(of: name, prefix: prefix), found.range.covers(range), found.hours || !hourly else {
                return nil
            }
            return (name, found.range)
        }.sorted { $0.1.count < $1.1.count }
        for (name, covered) in candidates {
            guard let entry = entry(name), entry.facts.goodUntil.map({ now < $0 }) ?? true else { continue }
            let origin = AnswerOrigin(arrival: .cache, url: entry.facts.url, status: entry.facts.status, receivedAt: entry.facts.receivedAt)
            let source = DatedSource(rawValue: entry.facts.source) ?? .archive
            return (covered, DatedAnswer(body: entry.body, origin: origin, range: covered), source)
        }
        return nil
    }

    /// The range and whether hours are kept, from a file's name.
    static func range(of name: String, prefix: String) -> (range: DateRange, hours: Bool)? {
        var rest = name.dropFirst(prefix.count).dropLast(4)
        let hours = rest.hasSuffix("_hours")
        if hours { rest = rest.dropLast(6) }
        let parts = rest.split(separator: "_")
        guard parts.count == 2, let from = CivilDate(iso: String(parts[0])), let to = CivilDate(iso: String(parts[1])), from <= to else {
            return nil
        }
        return (DateRange(from, to), hours)
    }

    private func entry(_ name: String) -> Entry? {
        if let kept = memory[name] { return kept }
        guard let folder else { return nil }
        let path = folder + "/" + name
        guard let read = try? AtomicFile.read(path, limit: DatedCache.maximumFileSize), let entry = DatedCache.parse(read.data) else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return entry
    }

    /// A file's contents: the header line, the facts line, the body.
    static func parse(_ data: Data) -> Entry? {
        let bytes = [UInt8](data)
        guard let first = bytes.firstIndex(of: 0x0A), let second = bytes[(first + 1)...].firstIndex(of: 0x0A),
            String(decoding: bytes[..<first], as: UTF8.self) == header,
            let facts = try? JSONDecoder().decode(Facts.self, from: Data(bytes[(first + 1)..<second]))
        else { return nil }
        let body = Data(bytes[(second + 1)...])
        guard JSONLimits.check(body, numbers: true) == nil else { return nil }
        return Entry(facts: facts, body: body)
    }

    /// Keeps an answer; an answer of days all over is kept for good.
    /// - Returns: why the file could not be written, or nil.
    @discardableResult
    func store(
        _ provider: ProviderID, _ place: Coordinate, _ range: DateRange, hourly: Bool, source: DatedSource, answer: DatedAnswer,
        final: Bool, now: Int64
    ) -> Phrase? {
        let name = DatedCache.name(provider, place, range, hourly: hourly)
        let facts = Facts(
            url: answer.origin.url, status: answer.origin.status, receivedAt: now, goodUntil: final ? nil : now + Freshness.seconds,
            source: source.rawValue)
        let entry = Entry(facts: facts, body: answer.body)
        guard let folder else {
            memory[name] = entry
            return nil
        }
        var contents = Data((DatedCache.header + "\n").utf8)
        contents.append(contentsOf: Array(facts.line.utf8))
        contents.append(0x0A)
        contents.append(answer.body)
        do {
            try AtomicFile.makeFolder(folder, mode: 0o700)
            try AtomicFile.write(contents, to: folder + "/" + name, mode: 0o600, durable: false)
        } catch {
            memory[name] = entry
            return error.message
        }
        trim(folder)
        return nil
    }

    /// Drops the oldest files beyond `limit` (by when each was written).
    private func trim(_ folder: String) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder), names.count > limit else { return }
        let written = names.filter { $0.hasSuffix(".txt") }.map { name in
            (name, (try? files.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date) ?? .distantPast)
        }
        for (name, _) in written.sorted(by: { $0.1 < $1.1 }).prefix(max(0, written.count - limit)) {
            try? files.removeItem(atPath: folder + "/" + name)
        }
    }
}
