import Foundation
import Testing
import WXTestSupport

/// Issue 16's image icons on a real pseudo-terminal against the fake server: OpenWeather's PNG
/// shown with kitty's graphics protocol, fetched once across renders and runs, never in a pipe.
@Suite(.serialized) struct IconImageTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer
    static let iconPath = "/img/wn/09d@2x.png"

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func environment(_ extra: [String: String]) -> [String: String] {
        var values = ["OPENWEATHER_ICON_URL": server.baseURL.absoluteString + "/img/wn", "TERM": "xterm-kitty"]
        for (k, v) in extra { values[k] = v }
        return home.environment(values)
    }

    @Test func offlineNeverFetchesAndShowsTheArt() throws {
        defer { server.stop() }
        let pty = try PseudoTerminal(Run.wxsh, ["--offline"], environment: environment([:]))
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        #expect(!pty.text.contains("\u{1B}_G"))
        #expect(pty.text.contains("(___.__)__)"), "the art stands in for the image")
        #expect(pty.pressCtrlDUntilExit() == 0)
        #expect(server.requests.filter { $0.path.hasPrefix("/img/wn/") }.isEmpty, "offline never fetches")
    }

    @Test func fetchedOnceLiveThenFromTheCache() throws {
        defer { server.stop() }
        let live = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        for run in 1...2 {
            let pty = try PseudoTerminal(Run.wxsh, ["--provider", "openweather"], environment: environment(live))
            // The second run opens on the tab the first one left: pollution.
            #expect(pty.expect(run == 1 ? "wxsh:city> " : "wxsh:pollution> "), "\(pty.text)")
            let mark = pty.transcript.count
            pty.send("tab now; tab pollution\r")
            #expect(pty.expect("wxsh:pollution> ", after: mark))
            // The first screen, the now tab and the pollution tab: the served PNG, whole, each time.
            let escape = "\u{1B}_Ga=T,f=100,c=13,r=5,q=2,m=0;" + FakeOpenWeatherServer.iconPNG.base64EncodedString() + "\u{1B}\\"
            #expect(pty.text.components(separatedBy: escape).count - 1 == 3, "\(pty.text.debugDescription.prefix(300))")
            #expect(!pty.text.contains("(___.__)"), "no art beside the image")
            #expect(pty.pressCtrlDUntilExit() == 0)
        }
        let fetched = server.requests.filter { $0.path.hasPrefix("/img/wn/") }
        #expect(fetched.count == 1, "fetched \(fetched.count) times across two renders and two runs")
        let cached = home.cache.appendingPathComponent("wxsh/icons").path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cached))?.count == 1)
    }

    @Test func aPipeTmuxOrAnotherTerminalGetsNoImage() throws {
        defer { server.stop() }
        let live = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        let piped = Run.wxsh(["--provider", "openweather", "-c", "tab now"], environment: environment(live))
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}"), "no escape in a pipe")
        #expect(piped.stdout.contains("(___.__)__)"), "the art instead")
        let tmux = try PseudoTerminal(
            Run.wxsh, ["--provider", "openweather"], environment: environment(live.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 }))
        #expect(tmux.expect("wxsh:now> "), "the piped run left the now tab")
        #expect(!tmux.text.contains("\u{1B}_G"), "never inside tmux")
        #expect(tmux.pressCtrlDUntilExit() == 0)
        #expect(server.requests.filter { $0.path.hasPrefix("/img/wn/") }.isEmpty, "nothing fetched")
    }
}
