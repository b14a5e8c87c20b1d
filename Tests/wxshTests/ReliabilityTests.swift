import Foundation
import Testing
import WXTestSupport

/// Issue 26: a signal ends wxsh while its output is blocked; history, config and cache files it
/// cannot read are said and left alone; a change made before a fetch survives a kill during it.
@Suite(.serialized) struct ReliabilityTests {
    let home = TemporaryHome()

    // MARK: - 5: a change made before a slow fetch

    @Test func aChangeMadeBeforeAFetchSurvivesAKillDuringIt() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        server.delay(30, on: FakeOpenWeatherServer.Path.oneCall)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["-c", "places add Paris; location San Francisco"]
        process.environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while server.count(FakeOpenWeatherServer.Path.oneCall) == 0 && Date() < deadline { usleep(20_000) }
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 1, "the fetch started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let state = try? String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state?.contains("Paris") == true, "the saved place was written before the fetch: \(state ?? "no state")")
    }
}
