import Foundation
import Testing
import WXTestSupport
import WeatherCore

@testable import WeatherIO

/// `raw` through the runner: the answers the transport brought, alone, without the key.
@Suite struct RawRunnerTests {
    /// The JSON after the city tab `location` printed: the One Call answer, then on the
    /// pollution tab the Air Pollution answer; the key is in neither.
    @Test func theAnswersBehindTheTabs() async throws {
        let run = try await RunnerRun(
            ["location Paris", "raw", "tab pollution", "raw"].map { .line($0) }, interactive: false, arguments: ["--no-color"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(!run.stdout.contains(FakeOpenWeatherServer.defaultKey))
        let documents = run.stdout.components(separatedBy: "\n{\n").dropFirst().map {
            "{\n" + ($0.components(separatedBy: "\n}\n").first ?? "") + "\n}"
        }
        #expect(documents.count == 2)
        let forecast = try JSONSerialization.jsonObject(with: Data((documents.first ?? "").utf8)) as? [String: Any]
        #expect((forecast?["lat"] as? Double).map { abs($0 - 48.85) < 0.1 } == true)
        #expect(forecast?["current"] != nil)
        let air = try JSONSerialization.jsonObject(with: Data((documents.last ?? "").utf8)) as? [String: Any]
        #expect(air?["list"] != nil)
    }

    /// With `--format json` the document is one line.
    @Test func oneLineInJSON() async throws {
        let run = try await RunnerRun([.line("raw")], interactive: false, arguments: ["--offline", "--format", "json"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(#"{"lat":51.5085,"lon":-0.1257,"timezone":"Europe/London""#) == true)
    }
}
