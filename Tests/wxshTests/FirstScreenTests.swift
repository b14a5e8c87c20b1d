import Foundation
import Testing
import WXTestSupport

/// Issue 16's first screen and progress line, on a real pseudo-terminal against the fake
/// OpenWeather server: the weather under the banner, fetched first when it is stale, a spinner
/// on standard error while a fetch is slow, and never a spinner in a pipe.
@Suite(.serialized) struct FirstScreenTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func environment(key: Bool = true, _ extra: [String: String] = [:]) -> [String: String] {
        var values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "TERM": "xterm"]
        if key { values["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        for (k, v) in extra { values[k] = v }
        return home.environment(values)
    }

    /// The transcript from `mark`, without progress lines, as lines.
    func lines(_ pty: PseudoTerminal, after mark: Int = 0) -> [String] {
        ProgressLines.erased(String(decoding: pty.transcript[mark...], as: UTF8.self)).components(separatedBy: "\r\n")
    }

    @Test func offlineStartShowsTheCityViewUnderTheBanner() throws {
        defer { server.stop() }
        let pty = try PseudoTerminal(Run.wxsh, ["--offline"], environment: environment())
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        let shown = lines(pty)
        #expect(
            shown.contains { $0.hasPrefix("wxsh ") && $0.contains(" — weather and air quality. Showing London, England, GB") }, "\(shown)")
        let banner = try #require(shown.firstIndex { $0.hasPrefix("wxsh ") })
        // The banner, wrapped to the width, then the city tab.
        #expect(Array(shown[(banner + 2)...].prefix(2)) == ["London, England, GB", "Sat 25 Mar 2023, 21:26 GMT"], "\(shown)")
        #expect(shown[banner + 1] == "for commands, `quit` to leave.", "\(shown)")
        #expect(shown.contains("Type `location` to change place."), "\(shown)")
        #expect(server.count() == 0)
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    @Test func liveStartFetchesTheStaleSampleFirstWithASpinner() throws {
        defer { server.stop() }
        server.delay(1, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let pty = try PseudoTerminal(Run.wxsh, ["--provider", "openweather"], environment: environment())
        #expect(pty.expect("wxsh:city> ", timeout: 15), "\(pty.text)")
        let raw = pty.text
        // The spinner: a frame with what is being done, on the same line, then erased.
        #expect(raw.contains("Fetching London, England, GB…\u{1B}[K"), "\(raw.debugDescription)")
        #expect(raw.contains("\r\u{1B}[K"), "the progress line was not erased")
        let shown = lines(pty)
        let city = try #require(shown.firstIndex { $0 == "London, England, GB" })
        #expect(shown[city - 1] == "for commands, `quit` to leave.", "the city tab right under the banner: \(shown)")
        #expect(!shown[city + 1].hasPrefix("Sat 25 Mar 2023"), "the sample was shown, not the fetched data: \(shown)")
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 1)
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    @Test func aFailedFirstFetchShowsTheSampleLabelledWithItsAge() throws {
        defer { server.stop() }
        // No key: Open-Meteo, on a port nothing listens to.
        let pty = try PseudoTerminal(Run.wxsh, [], environment: environment(key: false))
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        let shown = lines(pty)
        #expect(
            shown.contains {
                $0.hasPrefix("wxsh: could not refresh London, England, GB: 127.0.0.1:9 refused the connection")
                    && $0.hasSuffix("; showing sample data from 25 Mar 2023")
            }, "\(shown)")
        #expect(shown.contains("Sat 25 Mar 2023, 21:26 GMT"), "\(shown)")
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    @Test func ctrlCSkipsTheFirstFetchAndShowsWhatThereIs() throws {
        defer { server.stop() }
        server.delay(8, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let pty = try PseudoTerminal(Run.wxsh, ["--provider", "openweather"], environment: environment())
        #expect(pty.expect("Fetching London, England, GB"), "\(pty.text)")
        let sent = Date()
        pty.send("\u{3}")
        #expect(pty.expect("wxsh:city> ", timeout: 3), "\(pty.text)")
        #expect(Date().timeIntervalSince(sent) < 1.5)
        let shown = lines(pty)
        #expect(shown.contains { $0.hasSuffix("wxsh: cancelled") }, "\(shown)")
        #expect(shown.contains("Sat 25 Mar 2023, 21:26 GMT"), "the sample is shown after all: \(shown)")
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    @Test func aSlowFetchInAPipeShowsNoSpinner() {
        defer { server.stop() }
        server.delay(0.6, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let result = Run.wxsh(["--provider", "openweather", "-c", "location Paris"], environment: environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "\(result.stderr.debugDescription)")
        #expect(!result.stdout.contains("Fetching") && !result.stdout.contains("\u{1B}"))
    }
}
