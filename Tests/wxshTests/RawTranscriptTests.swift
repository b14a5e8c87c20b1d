import Foundation
import Testing
import WXTestSupport

/// `raw` through the built `wxsh` against the fake servers on 127.0.0.1, with either provider:
/// the answers as they came, alone on standard output, in this run and in the next one (from the
/// cache file), and never the key.
@Suite(.serialized) struct RawTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ arguments: [String], key: Bool) -> RunResult {
        var values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        if key { values["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        return Run.wxsh(arguments, environment: home.environment(values))
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: [("openweather", true), ("open-meteo", false)])
    func rawInThisRunAndTheNext(provider: String, key: Bool) throws {
        defer { server.stop() }
        let first = run(["--provider", provider, "-c", "location Paris"], key: key)
        #expect(first.status == 0, "\(first.stderr)")
        let requests = server.requests.count
        // The next run: Paris from the cache file, its answer with it; no request.
        let again = run(["--provider", provider, "-c", "raw"], key: key)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.isEmpty, "\(again.stderr)")
        #expect(server.requests.count == requests)
        let forecast = try object(again.stdout)
        #expect(forecast[provider == "openweather" ? "current" : "hourly"] != nil)
        #expect(again.stdout.hasPrefix("{\n  \""))
        let air = run(["--provider", provider, "-c", "tab pollution; raw"], key: key)
        let pollution = air.stdout.components(separatedBy: "\n{\n").last.map { "{\n" + $0 } ?? ""
        #expect(try object(pollution)[provider == "openweather" ? "list" : "latitude"] != nil)
        for output in [first.stdout, again.stdout, air.stdout] { #expect(!output.contains(FakeOpenWeatherServer.defaultKey)) }
    }

    /// `raw PATH` prints that part alone; bad paths are one line each, exit 1, and the
    /// commands after them still run.
    @Test func aPathPrintsOnlyThatPart() {
        defer { server.stop() }
        let good = run(["--offline", "-c", "raw current.temp"], key: false)
        #expect(good.stdout == "281.21\n")
        #expect(good.status == 0 && good.stderr.isEmpty)
        let bad = run(["--offline", "-c", "raw a..b; raw [x]; raw current.nothing; raw current.dt"], key: false)
        #expect(
            bad.stderr == """
                wxsh: raw: `a..b` is not a path; write one as jq does: `current.temp`, `hourly[0]`
                wxsh: raw: `[x]` is not a path; write one as jq does: `current.temp`, `hourly[0]`
                wxsh: raw: the forecast answer has no `current.nothing` (`current` is)

                """)
        #expect(bad.stdout == "1679779619\n", "nothing lost: the last command ran")
        #expect(bad.status == 1)
    }

    /// A negative index is refused in one line on every array of either provider's answers (it
    /// crashed wxsh with SIGILL: `0..<number` with number -1), and so is a signed one; the
    /// commands after it still run.
    @Test(arguments: [
        ("openweather", true, ["hourly", "daily", "hourly[0].weather", "daily[0].weather"], "tab pollution; raw list[-1]"),
        ("open-meteo", false, ["daily.temperature_2m_max", "hourly.time", "daily.time"], "tab pollution; raw hourly.pm2_5[-1]")
    ])
    func aNegativeIndexIsOneLineNotACrash(provider: String, key: Bool, arrays: [String], pollution: String) {
        defer { server.stop() }
        #expect(run(["--provider", provider, "-c", "location Paris"], key: key).status == 0, "the provider's own answer is cached")
        for array in arrays {
            for index in ["-1", "-48", "+1"] {
                let result = run(["--provider", provider, "-c", "raw \(array)[\(index)]; raw \(array)[0]"], key: key)
                #expect(result.status == 1, "\(array)[\(index)]: \(result.stderr)")
                #expect(
                    result.stderr == "wxsh: raw: `\(array)[\(index)]` is not a path; write one as jq does: `current.temp`, `hourly[0]`\n")
                #expect(!result.stdout.isEmpty, "nothing lost: `raw \(array)[0]` after it ran")
            }
        }
        let air = run(["--provider", provider, "-c", pollution], key: key)
        #expect(
            air.status == 1 && air.stderr.hasSuffix("is not a path; write one as jq does: `current.temp`, `hourly[0]`\n"), "\(air.stderr)")
    }

    static let fixtures = RepoPaths.root.appendingPathComponent("Tests/Fixtures").path

    /// A loaded document whose keys are written with escapes: `raw` finds them by what they
    /// say (`témp`, `a"b`, `c\d`, `🌧`), and `raw .` prints the whole document, as jq does.
    @Test func keysWrittenWithEscapesAreFoundByWhatTheySayAndDotIsTheWholeDocument() throws {
        defer { server.stop() }
        let fixture = try String(contentsOfFile: "\(Self.fixtures)/open-meteo/forecast-paris.json", encoding: .utf8)
        let escaped = fixture.replacingOccurrences(
            of: "\"current\": {\n",
            with: #""current": {"t\u00e9mp": 1.5, "a\"b": 2, "c\\d": 3, "\ud83c\udf27": 4, "\u65e5\u672c": "x\u00e9","# + "\n")
        try #require(escaped != fixture)
        let file = home.write("escaped.json", escaped)
        let result = run(
            [
                "--offline", "-c", "load \(file)", "-c", "raw current.témp", "-c", #"raw current.a"b"#, "-c", #"raw current.c\d"#, "-c",
                "raw current.🌧",
                "-c", "raw .current.日本"
            ], key: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.hasSuffix("\n1.5\n2\n3\n4\n\"xé\"\n") || result.stdout.hasSuffix("\n1.5\n2\n3\n4\n\"x\\u00e9\"\n"),
            "\(result.stdout)")
        // `raw .` is `raw`: the whole document.
        let whole = run(["--offline", "-c", "raw"], key: false)
        let dot = run(["--offline", "-c", "raw ."], key: false)
        #expect(dot.status == 0 && dot.stderr.isEmpty, "\(dot.stderr)")
        #expect(dot.stdout == whole.stdout && dot.stdout.hasPrefix("{\n"))
    }

    /// The answers the random paths are tried on, each with its seed: OpenWeather's One Call, and
    /// Open-Meteo's forecast and air quality.
    static let randomSetups: [([String], UInt64)] = [
        (["load openweather-docs/onecall-3.0.json"], 49), (["load open-meteo/forecast-paris.json"], 4949),
        (["load open-meteo/forecast-paris.json", "load open-meteo/air-quality-paris.json", "tab pollution"], 494_949)
    ]

    /// `raw PATH` over random paths (negative, huge and non-numeric indexes, escaped and unicode
    /// keys, empty parts) on both providers' recorded answers: never a crash, and every command
    /// is one line, its answer on standard output or its refusal on standard error.
    @Test(arguments: RawTranscriptTests.randomSetups)
    func randomPathsNeverCrashAndEveryRefusalIsOneLine(setup: [String], seed: UInt64) throws {
        defer { server.stop() }
        var random = SeededRandom(state: seed)
        let keys = [
            "current", "hourly", "daily", "minutely", "alerts", "temp", "temperature_2m", "time", "weather", "main", "list",
            "components", "pm2_5", "latitude", "hourly_units", "témp", "a\"b", "c\\d", "🌧", "日本", "\\u00e9", "-", "0", "null", "x y"
        ]
        let indexes = [
            "[0]", "[1]", "[2]", "[47]", "[-1]", "[-0]", "[+1]", "[99999999999999999999]", "[999999999]", "[x]", "[]", "[1e3]",
            "[0x1]", "[ 1]", "[", "]", "[0"
        ]
        var paths: [String] = [".", "..", "", "a..b", "current.", ".current", "[0]"]
        while paths.count < 150 {
            var path = random.next(in: 0...5) == 0 ? "." : ""
            for position in 0..<random.next(in: 1...4) {
                switch random.next(in: 0...9) {
                case 0...5: path += (position == 0 ? "" : ".") + keys[random.next(in: 0...(keys.count - 1))]
                case 6...8: path += indexes[random.next(in: 0...(indexes.count - 1))]
                default: path += ["", ".", ".."][random.next(in: 0...2)]
                }
            }
            paths.append(path)
        }
        let first = setup.map { $0.replacingOccurrences(of: "load ", with: "load \(Self.fixtures)/") }
        let commands = first + paths.map { "raw \($0)".trimmingCharacters(in: .whitespaces) }
        let result = run(["--offline", "--format", "json"] + commands.flatMap { ["-c", $0] }, key: false)
        #expect(result.status == 0 || result.status == 1, "seed \(seed): status \(result.status): \(result.stderr.suffix(400))")
        let refusals = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in refusals {
            let error = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["error"] as? [String: Any]
            #expect((error?["command"] as? String)?.hasPrefix("raw") == true, "seed \(seed): \(line)")
            #expect((error?["message"] as? String)?.contains("\n") == false, "seed \(seed): \(line)")
        }
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count - setup.count
        #expect(answers + refusals.count == paths.count, "seed \(seed): each command is one line: \(answers) + \(refusals.count)")
        #expect(refusals.count > 20 && answers > 0, "seed \(seed): the paths try both: \(answers) answers, \(refusals.count) refusals")
    }
}
