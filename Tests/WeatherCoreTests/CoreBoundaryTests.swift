import Foundation
import Testing
import WXTestSupport

/// WeatherCore is the pure part: no files, sockets, mapped memory or clock. Reading and writing
/// files (the key, the cache, the gazetteer's mapping) and the transport live in WeatherIO; the
/// clock is passed in. This reads the sources, so that a call slipping back into the core fails here.
@Suite struct CoreBoundaryTests {
    /// What the core must not use, each a sign of I/O or of reading the clock.
    static let forbidden = [
        "FileManager", "FileHandle", "fopen", "mmap", "munmap", "URLSession", "curl_",
        "FoundationNetworking", "import WeatherIO", "mkstemp", "fsync", "unlink",
        "Date()", "Date.now", "Date.init", "ContinuousClock", "time(nil)",
        "ProcessInfo", "getenv", "isatty"
    ]

    /// Each line of code (comments left out) of every Swift file under Sources/WeatherCore.
    static func coreLines() throws -> [(file: String, number: Int, code: String)] {
        let folder = RepoPaths.root.appendingPathComponent("Sources/WeatherCore")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 50, "Sources/WeatherCore was not found or is nearly empty")
        var lines: [(String, Int, String)] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                lines.append((file, index + 1, code))
            }
        }
        return lines
    }

    @Test func theCoreDoesNoFileOrNetworkIOAndReadsNoClock() throws {
        let found = try Self.coreLines().flatMap { line in
            Self.forbidden.filter { line.code.contains($0) }.map { "\(line.file):\(line.number): \($0)" }
        }
        #expect(found.isEmpty, "WeatherCore must stay free of I/O; move these to WeatherIO:\n\(found.joined(separator: "\n"))")
    }

    /// The check itself can fail: a line that uses FileManager is found.
    @Test func theCheckFindsAForbiddenCall() {
        let code = "let names = try? FileManager.default.contentsOfDirectory(atPath: folder) // read"
        #expect(Self.forbidden.contains { code.contains($0) })
        let comment = "/// mapped with mmap by WeatherIO"
        let stripped = comment.range(of: "//").map { String(comment[..<$0.lowerBound]) } ?? comment
        #expect(!Self.forbidden.contains { stripped.contains($0) })
    }

    /// No Swift file under Sources is over 400 lines: a file that grows past it is split by
    /// concern (as Session and Shell were).
    @Test func noSourceFileIsOver400Lines() throws {
        let sources = RepoPaths.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= 400, "Sources/\(file) has \(lines) lines")
        }
    }

    /// `scripts/layers` (run by scripts/test on Package.swift) refuses a dependency on a target
    /// declared later, so a cycle or a layer reaching up, and an import its target cannot see.
    @Test func theLayerCheckRefusesAnArrowUp() throws {
        let home = TemporaryHome()
        let folder = home.root.appendingPathComponent("Low")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "import High\n".write(to: folder.appendingPathComponent("Low.swift"), atomically: true, encoding: .utf8)
        func layers(_ targets: [(String, [String])], path: String? = nil) throws -> (status: Int32, errors: String) {
            let json = targets.map { name, below in
                let dependencies = below.map { #"{"byName": ["\#($0)", null]}"# }.joined(separator: ", ")
                let where_ = name == "Low" && path != nil ? #", "path": "\#(path!)""# : ""
                return #"{"name": "\#(name)", "type": "regular", "dependencies": [\#(dependencies)]\#(where_)}"#
            }
            let file = home.root.appendingPathComponent("package.json")
            try #"{"targets": [\#(json.joined(separator: ", "))]}"#.write(to: file, atomically: true, encoding: .utf8)
            let run = Run.process(
                "/usr/bin/env", ["python3", RepoPaths.root.appendingPathComponent("scripts/layers").path, "--json", file.path],
                environment: ProcessInfo.processInfo.environment)
            return (run.status, run.stderr)
        }
        let good = try layers([("Low", []), ("High", ["Low"])])
        #expect(good.status == 0 && good.errors.isEmpty)
        let up = try layers([("Low", ["High"]), ("High", [])])
        #expect(up.status == 1 && up.errors.contains("layers: Low depends on High, declared after it"))
        let cycle = try layers([("Low", ["High"]), ("High", ["Low"])])
        #expect(cycle.status == 1 && cycle.errors.contains("Low depends on High"))
        let hidden = try layers([("Low", []), ("High", ["Low"])], path: folder.path)
        #expect(hidden.status == 1 && hidden.errors.contains("imports High, which Low does not depend on"))
    }
}
