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
        #expect(air.status == 1 && air.stderr.hasSuffix("is not a path; write one as jq does: `current.temp`, `hourly[0]`\n"), "\(air.stderr)")
    }
}
