import Foundation
import Testing
import WXTestSupport

/// `--echo` shows a script as it is, made safe: control characters as errors show them, and a
/// line too long to run refused before it is typed.
@Suite struct EchoSafetyTests {
    let home = TemporaryHome()

    @Test func echoShowsControlCharactersAsErrorsDo() {
        let script = home.write("hostile.wxsh", "units \u{1B}[2Jmetric\u{7}\u{0}\u{202E}x\n")
        let result = Run.wxsh(["--offline", "--echo", script], environment: home.environment())
        #expect(result.status == 1)
        let shown = "^[[2Jmetric^G^@<U+202E>x"
        #expect(result.stdout == "wxsh:city> units \(shown)\n")
        #expect(result.stderr == "wxsh: \(script):1: units: `\(shown)` is not one of metric, imperial, standard\n", "\(result.stderr)")
    }

    @Test func echoWithPaceRefusesAnOverLongLineBeforeTypingIt() {
        let line = String(repeating: "x", count: 5000)
        let started = Date()
        let result = Run.wxsh(["--offline", "--echo", "--pace", "5", "-c", line + "\ntab now"], environment: home.environment())
        #expect(Date().timeIntervalSince(started) < 10, "it typed the long line")
        #expect(result.status == 1)
        #expect(result.stderr == "wxsh: line too long (5000 bytes; the limit is 4096)\n")
        #expect(!result.stdout.contains("xxxx"))
        #expect(result.stdout.hasPrefix("wxsh:city> tab now\n"), "\(result.stdout.prefix(200))")
    }
}

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
