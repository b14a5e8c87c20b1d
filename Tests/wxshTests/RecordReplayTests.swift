import Foundation
import Testing
import WXTestSupport

/// `--record` and `--replay` through the built `wxsh`: a scripted session recorded against the
/// fake servers on 127.0.0.1 replays with the servers stopped and prints the same bytes.
@Suite(.serialized) struct RecordReplayTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func env(key: Bool, _ extra: [String: String] = [:]) -> [String: String] {
        var values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        if key { values["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        for (k, v) in extra { values[k] = v }
        return home.environment(values)
    }

    static let script = """
        location Paris
        tab now
        tab hourly
        tab forecast
        tab pollution
        day 2
        refresh
        location Tokyo
        units imperial
        tab now
        status
        location Paris
        """

    /// Records `script`, stops the server, replays it, and returns both runs and the recording.
    func recordAndReplay(key: Bool, replayKey: Bool, arguments: [String] = []) throws -> (RunResult, RunResult, String) {
        let file = home.root.appendingPathComponent("demo.wxrec").path
        let recorded = Run.wxsh(arguments + ["--echo", "--record", file, "-c", Self.script], environment: env(key: key))
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("Tokyo"), "\(recorded.stdout)")
        let requests = server.count()
        #expect(requests >= 4, "the session fetched nothing: \(requests)")
        server.stop()
        let recording = try String(contentsOfFile: file, encoding: .utf8)
        let exchanges = recording.split(separator: "\n").filter { $0.contains("\"url\":") }
        #expect(exchanges.count == requests, "every request is recorded once")
        let replayed = Run.wxsh(arguments + ["--echo", "--replay", file, "-c", Self.script], environment: env(key: replayKey))
        return (recorded, replayed, recording)
    }

    @Test func openMeteoReplaysByteForByteWithTheServerStopped() throws {
        let (recorded, replayed, recording) = try recordAndReplay(key: false, replayKey: false)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdoutData == recorded.stdoutData, "replayed:\n\(replayed.stdout)\nrecorded:\n\(recorded.stdout)")
        #expect(replayed.stderr == recorded.stderr)
        #expect(recording.hasPrefix("{\"wxsh_recording\":1,"))
        #expect(recording.contains("/v1/forecast?latitude=48.8534"))
        #expect(recording.contains("\"key\":false"))
        // Elsewhere, without OPEN_METEO_API_URL pointing at the fake server: the paths still
        // match, and all is the same until `status`, which names the URL this run would ask.
        let file = home.root.appendingPathComponent("demo.wxrec").path
        let elsewhere = Run.wxsh(["--echo", "--replay", file, "-c", Self.script], environment: home.environment())
        #expect(elsewhere.status == 0 && elsewhere.stderr.isEmpty, "\(elsewhere.stderr)")
        let beforeStatus = { (text: String) in text.components(separatedBy: "> status\n")[0] }
        #expect(beforeStatus(elsewhere.stdout) == beforeStatus(recorded.stdout) && elsewhere.stdout.contains("> status\n"))
    }

    @Test func openWeatherReplaysByteForByteWithoutTheKeyAndTheRecordingHoldsNone() throws {
        // In class the key may not be set: the recording says one was, and that is enough.
        let (recorded, replayed, recording) = try recordAndReplay(key: true, replayKey: false)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdoutData == recorded.stdoutData, "replayed:\n\(replayed.stdout)\nrecorded:\n\(recorded.stdout)")
        #expect(replayed.stderr == recorded.stderr)
        #expect(recording.contains("/data/3.0/onecall?"), "OpenWeather was asked")
        #expect(recording.contains("\"key\":true"))
        #expect(!recording.contains(FakeOpenWeatherServer.defaultKey), "the key is in the recording")
        #expect(!recording.lowercased().contains("appid"), "an appid parameter is in the recording")
        Secrets.check(Data(recording.utf8), in: "the recording")
    }

    @Test func jsonOutputReplaysByteForByteToo() throws {
        let (recorded, replayed, _) = try recordAndReplay(key: true, replayKey: true, arguments: ["--format", "json"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdoutData == recorded.stdoutData)
    }

    @Test func theClockRunsFromTheRecordingsTimesAsEdited() throws {
        let file = home.root.appendingPathComponent("edited.wxrec").path
        let recorded = Run.wxsh(["--record", file, "-c", "location Paris; status"], environment: env(key: false))
        server.stop()
        #expect(recorded.stdout.contains("Fetched      just now\n"), "\(recorded.stdout)")
        // A person moves the second command three minutes later.
        var lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("{\"command\":2,") })
        // Three minutes later as a date, so the hour, the day and the year roll over as they must.
        let stamp = try #require(
            lines[index].range(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"#, options: .regularExpression))
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let when = try #require(format.date(from: String(lines[index][stamp])))
        lines[index].replaceSubrange(stamp, with: format.string(from: when.addingTimeInterval(180)))
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let replayed = Run.wxsh(["--replay", file, "-c", "location Paris; status"], environment: env(key: false))
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout.contains("Fetched      3 min ago\n"), "\(replayed.stdout)")
        #expect(replayed.stdout.contains("State        not read or saved (--record, --replay)\n"))
    }

    @Test func aRequestNotInTheRecordingFailsNamingItAndNothingIsLost() throws {
        let file = home.root.appendingPathComponent("paris.wxrec").path
        let recorded = Run.wxsh(["--record", file, "-c", "location Paris"], environment: env(key: false))
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        let replayed = Run.wxsh(["--replay", file, "-c", "location Paris; location Kampala; tab city"], environment: env(key: false))
        #expect(replayed.status == 1)
        #expect(replayed.stderr == "wxsh: location: not in the recording: forecast for Kampala, Central Region, UG\n")
        // Paris stays on screen, as after any failed fetch.
        #expect(replayed.stdout.hasSuffix(recorded.stdout + recorded.stdout), "\(replayed.stdout)")
    }

    // MARK: - Bad input

    func usageError(_ arguments: [String]) -> RunResult {
        let result = Run.wxsh(arguments + ["-c", "tab now"], environment: env(key: false))
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        return result
    }

    @Test(
        arguments: [
            ("missing", nil, "cannot read the recording %@: no such file"),
            ("empty", Data(), "cannot replay %@: it is empty: record one with `--record FILE`"),
            ("latin1", Data([0x7B, 0xE9, 0xFF, 0x7D, 0x0A]), "cannot replay %@: it is not UTF-8 text"),
            (
                "version2", Data("{\"wxsh_recording\":2,\"started\":\"2026-11-25T08:00:00.000Z\"}\n".utf8),
                "cannot replay %@: it is a version 2 recording; this wxsh reads version 1"
            ),
            (
                "truncated",
                Data(
                    "{\"wxsh_recording\":1,\"started\":\"2026-11-25T08:00:00.000Z\",\"key\":false}\n{\"at\":\"2026-11-25T08:00:01.000Z\",\"url\":\"http"
                        .utf8),
                "cannot replay %@: line 2 is not a complete JSON object (the file may be cut short)"
            ),
            (
                "other json", Data("{\"version\": 2}\n".utf8),
                "cannot replay %@: line 1 has no \"wxsh_recording\": it is not a wxsh recording"
            )
        ] as [(String, Data?, String)])
    func aBadRecordingIsAUsageErrorNamingTheFile(name: String, contents: Data?, message: String) throws {
        let file = home.root.appendingPathComponent(name + ".wxrec").path
        if let contents { try contents.write(to: URL(fileURLWithPath: file)) }
        let result = usageError(["--replay", file])
        #expect(result.stderr == "wxsh: " + message.replacingOccurrences(of: "%@", with: file) + "\n")
        #expect(server.count() == 0)
        server.stop()
    }

    @Test func recordingIntoAMissingFolderOrBothOptionsAreUsageErrors() {
        defer { server.stop() }
        let missing = home.root.appendingPathComponent("no/such/demo.wxrec").path
        #expect(
            usageError(["--record", missing]).stderr
                == "wxsh: cannot write the recording \(missing): the folder \(home.root.path)/no/such does not exist\n")
        #expect(usageError(["--record", home.root.path]).stderr == "wxsh: cannot write the recording \(home.root.path): it is a folder\n")
        #expect(
            usageError(["--record", "a", "--replay", "b"]).stderr.hasPrefix("wxsh: give either --record FILE or --replay FILE, not both\n"))
        let noValue = Run.wxsh(["--replay"], environment: env(key: false))
        #expect(noValue.status == 2 && noValue.stderr.hasPrefix("wxsh: --replay needs a value\n"))
        #expect(!FileManager.default.fileExists(atPath: "a"))
    }
}

/// The demo options are in `--help`, the man page's OPTIONS and README's options table and
/// teaching section; the recording format is in the man page's FILES.
@Suite struct DemoDocumentationTests {
    func text(_ path: String) throws -> String {
        try String(contentsOf: RepoPaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theOptionsAndTheFormatAreDocumented() throws {
        let help = Run.wxsh(["--help"], environment: TemporaryHome().environment()).stdout
        let man = try text("man/wxsh.1")
        let options = man.components(separatedBy: ".SH OPTIONS").last?.components(separatedBy: ".SH COMMANDS")[0] ?? ""
        let files = man.components(separatedBy: ".SH FILES").last?.components(separatedBy: ".SH EXAMPLES")[0] ?? ""
        let readme = try text("README.md")
        for (option, value) in [("--record", "FILE"), ("--replay", "FILE"), ("--cast", "FILE"), ("--pace", "MS")] {
            #expect(help.contains("  \(option) \(value) "), "--help lacks \(option)")
            #expect(options.contains(".BI \\-\\-\(option.dropFirst(2)) \" \(value)\""), "man OPTIONS lacks \(option)")
            #expect(readme.contains("`\(option) \(value)`"), "README's options lack \(option)")
        }
        #expect(files.contains("wxsh_recording") && files.contains("body_base64"))
        #expect(readme.contains("### Record at home, replay in class") && readme.contains("### Casts for the course page"))
    }
}
