import Foundation
import Testing
import WXTestSupport

/// The progress line in each of the twelve languages, as a terminal shows it: a real
/// pseudo-terminal, the fake OpenWeather server answering every One Call after 0.6 s, so each
/// fetch draws its line. Three fetches a language — the stale bundled London at start-up, the
/// saved places (`places`, a count with its plural form), a new place named in the language —
/// and the first frame of each is compared, whole, with `Golden/messages/progress-terminal.txt` (the core's lines alone: ProgressLineLanguageTests).
@Suite(.serialized) struct ProgressLanguageTests {
    static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ja", "zh"]

    /// The text of the first frame of each progress line in `raw`: a line is drawn as frames
    /// (`\r`, the turning mark, a space, the text, `ESC [K`) and ends with its erase (`\r ESC [K`).
    static func firstFrames(_ raw: String) -> [String] {
        raw.components(separatedBy: "\r\u{1B}[K").compactMap { episode in
            guard let frame = episode.firstMatch(of: /\r[^\r\n ]+ ([^\r\n]*?)\x{1B}\[K/) else { return nil }
            return String(frame.1)
        }
    }

    @Test func theProgressLineIsInEveryLanguage() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        var text = ""
        for code in Self.languages {
            let home = TemporaryHome()
            let environment = home.environment([
                "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey,
                "TERM": "xterm"
            ])
            let saved = Run.wxsh(["--offline", "-c", "places add Paris, FR; places add Tokyo, JP"], environment: environment)
            #expect(saved.status == 0, "\(saved.stderr)")
            server.delay(0.6, on: FakeOpenWeatherServer.Path.oneCall, times: 100)
            let pty = try PseudoTerminal(Run.wxsh, ["--lang", code, "--provider", "openweather"], environment: environment)
            #expect(pty.expect("> ", timeout: 15), "\(pty.text)")
            var mark = pty.transcript.count
            pty.send("places\r")
            #expect(pty.expect("> ", after: mark, timeout: 15), "\(pty.text)")
            mark = pty.transcript.count
            pty.send("location Berlin, DE\r")
            #expect(pty.expect("> ", after: mark, timeout: 15), "\(pty.text)")
            #expect(pty.pressCtrlDUntilExit() == 0)
            let frames = Self.firstFrames(pty.text)
            #expect(frames.count == 3, "\(code): \(pty.text.debugDescription)")
            text += "[\(code)]\n" + frames.map { $0 + "\n" }.joined()
        }
        let folder = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/messages")
        if let difference = Golden.check(text, name: "progress-terminal.txt", folder: folder) { Issue.record("\(difference)") }
    }
}
