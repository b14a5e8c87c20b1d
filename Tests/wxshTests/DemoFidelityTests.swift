import Foundation
import Testing
import WXTestSupport

/// `--record` and `--replay` of failures, and recordings edited elsewhere, with the fake
/// OpenWeather server on 127.0.0.1.
@Suite(.serialized) struct RecordedFailureTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func env() -> [String: String] {
        home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPEN_METEO_API_URL": server.baseURL.absoluteString,
            "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
    }

    @Test func aFailedForecastReplaysWithTheSameMessageAsRecorded() throws {
        defer { server.stop() }
        // The forecast fails at once while the air quality request beside it is still out: it
        // is cancelled, and must be in the recording all the same.
        server.misbehave(.serverError(500), on: FakeOpenWeatherServer.Path.oneCall)
        server.delay(3, on: FakeOpenWeatherServer.Path.airPollution)
        let file = home.root.appendingPathComponent("failure.wxrec").path
        let commands = "location Paris; tab now"
        let recorded = Run.wxsh(["--record", file, "-c", commands], environment: env())
        #expect(recorded.status == 1)
        #expect(recorded.stderr.hasPrefix("wxsh: location: "), "\(recorded.stderr)")
        #expect(!recorded.stderr.contains("not in the recording"))
        let recording = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recording.contains("/data/2.5/air_pollution?") && recording.contains("\"error\":\"cancelled\""), "\(recording)")
        server.stop()
        let replayed = Run.wxsh(["--replay", file, "-c", commands], environment: env())
        #expect(replayed.status == recorded.status)
        #expect(replayed.stderr == recorded.stderr)
        #expect(replayed.stdout == recorded.stdout)
    }

    @Test func aRecordingWithCRLFLineEndsReplays() throws {
        defer { server.stop() }
        let file = home.root.appendingPathComponent("crlf.wxrec").path
        let commands = "location Paris; tab now; status"
        let recorded = Run.wxsh(["--record", file, "-c", commands], environment: env())
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        let replayed = Run.wxsh(["--replay", file, "-c", commands], environment: env())
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stderr.isEmpty)
        #expect(replayed.stdout == recorded.stdout)
    }
}
