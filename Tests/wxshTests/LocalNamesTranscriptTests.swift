import Foundation
import Testing
import WXTestSupport

/// Places typed by their names in other languages, through the built `wxsh`: found in the bundled
/// gazetteer without a geocoding request, saved with their local names, and found again offline.
@Suite(.serialized) struct LocalNamesTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ arguments: [String]) -> RunResult {
        let values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        return Run.wxsh(arguments, environment: home.environment(values))
    }

    @Test func moscowByItsRussianNameOnlineThenOffline() throws {
        defer { server.stop() }
        let online = run(["-c", "location Москва"])
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout.split(separator: "\n").first == "Moscow, RU")
        #expect(server.counts[FakeOpenWeatherServer.Path.geocode] == nil, "the gazetteer knows Москва: no geocoding")
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state.contains(#""ru" : "Москва""#), "the place is saved with its names")

        // Offline the gazetteer resolves it again and the cache has its weather: Moscow's City tab.
        // In English the place is shown by its English name, in Russian by its Russian one.
        let offline = run(["--offline", "-c", "location Москва"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stderr == "")
        let lines = offline.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Moscow, RU")
        #expect(lines.count > 3)
        let russian = run(["--offline", "--lang", "ru", "-c", "location Москва"])
        #expect(russian.status == 0, "\(russian.stderr)")
        #expect(russian.stdout.hasPrefix("Москва, Москва, RU\n"), "the division in Russian too: \(russian.stdout)")
    }

    @Test func searchAndLocationByJapaneseAndChineseNamesOffline() {
        defer { server.stop() }
        let search = run(["--offline", "-c", "search 東京都; search 北京"])
        #expect(search.status == 0, "\(search.stderr)")
        let lines = search.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1  Tokyo, Tokyo, JP") }, "\(search.stdout)")
        #expect(lines.contains { $0.hasPrefix("1  Beijing, Beijing, CN") }, "\(search.stdout)")
        #expect(server.counts.isEmpty, "offline: no request")
    }
}
