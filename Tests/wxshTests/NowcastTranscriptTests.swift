import Foundation
import Testing
import WXTestSupport

/// The next hour through the built `wxsh` and the fake servers' minute data, from both
/// providers: fetched with the forecast (no extra request), shown in the now tab, `rain`,
/// `format line` and JSON; nothing where there is no minute data.
@Suite(.serialized) struct NowcastTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ commands: String, key: Bool) -> RunResult {
        var values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        if key { values["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        return Run.wxsh(["-c", commands], environment: home.environment(values))
    }

    @Test(arguments: [true, false])
    func parisStartsRainingAndKampalaHasNoMinuteData(key: Bool) throws {
        defer { server.stop() }
        let paris = run("location Paris; now; rain; format line; now; format json; now", key: key)
        #expect(paris.status == 0 && paris.stderr.isEmpty, "\(paris.stderr)")
        let lines = paris.stdout.split(separator: "\n").map(String.init)
        let nextHour = try #require(lines.first { $0.hasPrefix("Next hour    ") }, "\(paris.stdout)")
        #expect(nextHour.contains("rain from ") && nextHour.contains(" min) until "), "\(nextHour)")
        #expect(lines.contains { $0.hasPrefix("light   │") } && lines.contains { $0.hasPrefix("heavy   │") })
        #expect(lines.contains { $0.hasPrefix("Paris, FR ") && $0.contains(" ☔ in ") && $0.hasSuffix(" min") })
        let json = try #require(lines.last.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let nowcast = try #require(json["nowcast"] as? [String: Any])
        #expect((nowcast["minutes"] as? [Any])?.count == (key ? 61 : 8))
        #expect(nowcast["starts"] is String && nowcast["ends"] is String && nowcast["peak_mm_h"] is Double)
        let forecast = key ? FakeOpenWeatherServer.Path.oneCall : FakeOpenMeteo.Path.forecast
        #expect(server.count(forecast) == 1, "no extra request for the minute data")
        if !key {
            let asked = try #require(server.requests.first { $0.path == forecast })
            #expect(asked.query["minutely_15"] == "precipitation" && asked.query["forecast_minutely_15"] == "8")
        }

        let kampala = run("location Kampala; now; rain; format json; now", key: key)
        #expect(kampala.status == 0, "\(kampala.stderr)")
        #expect(!kampala.stdout.contains("Next hour"))
        #expect(kampala.stdout.contains("No minute-by-minute precipitation in this data."), "\(kampala.stdout)")
        #expect(kampala.stdout.contains(#""nowcast":null"#))
    }
}
