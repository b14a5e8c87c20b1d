import Foundation
import Testing
import WXTestSupport

/// With `--format json` every error is one JSON object on standard error, with a kind a script
/// can branch on: each kind from a real trigger, through the built `wxsh` and the fake servers.
@Suite(.serialized) struct ErrorKindTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    /// Open-Meteo (no key) unless `key` is true, both pointed at the fake server.
    func env(key: Bool = false) -> [String: String] {
        var values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        if key { values["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        return home.environment(values)
    }

    /// Every line of standard error, each of which must be one JSON object.
    static func objects(_ stderr: String) throws -> [[String: Any]] {
        try stderr.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
        }
    }

    /// The `error` object of the only error line.
    static func error(_ result: RunResult) throws -> [String: Any] {
        let errors = try objects(result.stderr).compactMap { $0["error"] as? [String: Any] }
        #expect(errors.count == 1, "\(result.stderr)")
        return try #require(errors.first, "no error in: \(result.stderr)")
    }

    func run(_ commands: String, key: Bool = false, offline: Bool = false) -> RunResult {
        Run.wxsh((offline ? ["--offline"] : []) + ["--format", "json", "-c", commands], environment: env(key: key))
    }

    @Test func offlineKinds() throws {
        defer { server.stop() }
        let cases: [(String, String)] = [
            ("frob", "usage"), ("day 17", "usage"), ("location Qwertyuiop", "not_found"), ("places add Springfield", "ambiguous"),
            ("location Paris", "offline"), ("load /nonexistent/doc.json", "file"), ("load /tmp", "file")
        ]
        for (command, kind) in cases {
            let result = run(command, offline: true)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            let error = try Self.error(result)
            #expect(error["kind"] as? String == kind, "\(command): \(result.stderr)")
            #expect(error["command"] as? String == command)
            #expect((error["message"] as? String)?.isEmpty == false)
            #expect(error["file"] == nil && error["line"] == nil, "not from a script file")
        }
        let ambiguous = try Self.error(run("places add Springfield", offline: true))
        let candidates = try #require(ambiguous["candidates"] as? [String])
        #expect(candidates.count > 1 && candidates.allSatisfy { $0.hasPrefix("Springfield, ") }, "\(candidates)")
    }

    @Test func serverKinds() throws {
        defer { server.stop() }
        server.misbehave(.serverError(500), on: FakeOpenMeteo.Path.forecast, times: 1)
        let http = try Self.error(run("location Paris"))
        #expect(http["kind"] as? String == "http" && http["status"] as? Int == 500, "\(http)")

        server.misbehave(.status(200, body: "{\"latitude\": 48.85, \"longitude\""), on: FakeOpenMeteo.Path.forecast, times: 1)
        let truncated = try Self.error(run("location Paris"))
        #expect(truncated["kind"] as? String == "invalid_data", "\(truncated)")

        server.misbehave(.quota, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let limited = try Self.error(run("location Paris", key: true))
        #expect(limited["kind"] as? String == "rate_limited", "\(limited)")
        #expect(limited["status"] as? Int == 429 && limited["retry_after"] as? Int == 30, "Retry-After: 30 from the server: \(limited)")

        server.misbehave(.invalidKey, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let unauthorized = try Self.error(run("location Paris", key: true))
        #expect(unauthorized["kind"] as? String == "unauthorized" && unauthorized["status"] as? Int == 401, "\(unauthorized)")
    }

    @Test func refusedConnectionIsANetworkError() throws {
        let port = server.port
        server.stop()
        var environment = env()
        environment["OPEN_METEO_API_URL"] = "http://127.0.0.1:\(port)"
        let result = Run.wxsh(["--format", "json", "-c", "location Paris"], environment: environment)
        #expect(result.status == 1)
        let error = try Self.error(result)
        #expect(error["kind"] as? String == "network" && error["status"] == nil, "\(error)")
    }

    /// `places` failed with `"kind":"usage"` whatever the cause: its kind is the failure's, as
    /// `location` says it.
    @Test func placesFailuresHaveTheKindOfTheirCause() throws {
        let saved = Run.wxsh(["--offline", "-c", "places add Berlin; places add Madrid"], environment: env())
        #expect(saved.status == 0, "\(saved.stderr)")
        server.misbehave(.serverError(500), on: FakeOpenMeteo.Path.forecast)
        let http = run("places")
        #expect(http.status == 1)
        let httpError = try Self.error(http)
        #expect(httpError["kind"] as? String == "http" && httpError["status"] as? Int == 500, "\(httpError)")
        #expect(httpError["message"] as? String == "places: 2 places of 2 could not be fetched; `places refresh` tries again")
        let port = server.port
        server.stop()
        var environment = env()
        environment["OPEN_METEO_API_URL"] = "http://127.0.0.1:\(port)"
        let refused = Run.wxsh(["--format", "json", "-c", "places refresh"], environment: environment)
        #expect(refused.status == 1)
        let refusedError = try Self.error(refused)
        #expect(refusedError["kind"] as? String == "network" && refusedError["status"] == nil, "\(refusedError)")
        #expect(refusedError["command"] as? String == "places refresh")
    }

    @Test func aScriptFileSaysWhereAndTextModeIsUnchanged() throws {
        defer { server.stop() }
        let script = home.root.appendingPathComponent("script.wx")
        try "format json\nnow\nfrob\n".write(to: script, atomically: true, encoding: .utf8)
        let result = Run.wxsh(["--offline", script.path], environment: env())
        #expect(result.status == 1)
        let error = try Self.error(result)
        #expect(error["file"] as? String == script.path && error["line"] as? Int == 3, "\(error)")
        let text = Run.wxsh(["--offline", "-c", "frob"], environment: env())
        #expect(text.stderr == "wxsh: unknown command `frob`; type `help` for the list\n")
        #expect(text.status == 1)
    }

    @Test func ctrlCIsInterrupted() throws {
        defer { server.stop() }
        server.delay(5, on: FakeOpenMeteo.Path.forecast)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["--format", "json", "-c", "location Paris; city"]
        process.environment = env()
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while server.count(FakeOpenMeteo.Path.forecast) < 1, Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, SIGINT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let kinds = try Self.objects(stderr).compactMap { ($0["error"] as? [String: Any])?["kind"] as? String }
        #expect(kinds.last == "interrupted", "\(stderr)")
    }

    /// What is said before the session runs is JSON too: a bad option, a script that cannot be
    /// read, a bad URL variable (a warning), a state file that cannot be read (a warning).
    @Test func startUpLinesAreJSONToo() throws {
        defer { server.stop() }
        let option = Run.wxsh(["--format", "json", "--units", "foo"], environment: env())
        #expect(option.status == 2)
        #expect(try Self.error(option)["kind"] as? String == "usage")
        let script = Run.wxsh(["--format=json", home.root.appendingPathComponent("missing.wx").path], environment: env())
        #expect(script.status == 2)
        #expect(try Self.error(script)["kind"] as? String == "file")
        var environment = env()
        environment["OPENWEATHER_API_URL"] = "ftp://example"
        let state = home.state.appendingPathComponent("wxsh")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try "{ not json".write(to: state.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        let warned = Run.wxsh(["--offline", "--format", "json", "-c", "units"], environment: environment)
        #expect(warned.status == 0, "\(warned.stderr)")
        let warnings = try Self.objects(warned.stderr).compactMap { ($0["warning"] as? [String: Any])?["message"] as? String }
        #expect(warnings.count == 2, "\(warned.stderr)")
        #expect(warnings.contains { $0.contains("OPENWEATHER_API_URL") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("state") }, "\(warnings)")
        let text = Run.wxsh(["--units", "foo"], environment: env())
        #expect(text.stderr == "wxsh: --units takes metric, imperial or standard (got `foo`)\nTry `wxsh --help` for more information.\n")
    }
}
