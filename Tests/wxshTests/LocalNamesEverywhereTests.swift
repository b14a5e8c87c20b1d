import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// One local name everywhere, through the built `wxsh`: the name the tab heading uses, with its
/// region in the language, in confirmations, `places`, `search`, `map`, `format line` and
/// errors; `local_name` beside the canonical `name` in JSON (issue 34, item 3).
@Suite(.serialized) struct LocalNamesEverywhereTests {
    static let golden = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/local-names")
    let home = TemporaryHome()

    /// What a German and a Japanese user type, offline (the bundled London is on screen).
    static let sessions: [(String, String)] = [
        (
            "de",
            "places add München; places add Köln; places add München; places; search München; search Düsseldorf; "
                + "location Köln; map; format line; map; places; format json; places; search Köln"
        ),
        (
            "ja",
            "places add 東京; places add 札幌; places add 東京; places; search 札幌; search 大阪; "
                + "location 札幌; map; format line; map; places; format json; places; search 札幌"
        )
    ]

    func transcript(_ result: RunResult) -> String {
        "exit \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
    }

    @Test(arguments: sessions)
    func theLocalNameAndRegionEverywhere(language: String, commands: String) {
        let result = Run.wxsh(["--offline", "--lang", language, "--echo", "-c", commands], environment: home.environment())
        if let difference = Golden.check(transcript(result), name: "\(language).txt", folder: Self.golden) {
            Issue.record("\(difference)")
        }
        let expected: [String] =
            language == "de"
            ? [
                "München, Bayern, DE als Nummer 1 gespeichert.", "Köln, Nordrhein-Westfalen, DE als Nummer 2 gespeichert.",
                "1  München, Bayern, DE", "1  Düsseldorf, Nordrhein-Westfalen, DE", #""name":"Köln","country":"DE""#,
                #""name":"Munich","local_name":"München""#
            ]
            : [
                "東京都, 東京都, JPを1番に保存しました。", "札幌市, 北海道, JPを2番に保存しました。", "1  札幌市、北海道、JP",
                "ロンドン, GB · 300 km四方 · バーミンガム", #""name":"Sapporo","local_name":"札幌市""#
            ]
        for text in expected { #expect(result.stdout.contains(text), "\(text) in \(result.stdout)") }
        // The error for a place with no data offline names it as the heading would.
        let error = language == "de" ? "Köln, Nordrhein-Westfalen, DE" : "札幌市, 北海道, JP"
        #expect(result.stderr.contains(error), "\(result.stderr)")
        // Already saved: the error names it locally too.
        #expect(result.stderr.contains(language == "de" ? "München, Bayern, DE" : "東京都, 東京都, JP"), "\(result.stderr)")
    }

    /// English JSON is as it was: no `local_name`, nor where the language names a place alike;
    /// the canonical names stay in `name` and `state`.
    @Test func englishJSONHasNoLocalName() {
        let english = Run.wxsh(["--offline", "--format", "json", "-c", "search Munich; map"], environment: home.environment())
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stdout.contains(#""name":"Munich","country":"DE","state":"Bavaria""#), "\(english.stdout)")
        #expect(!english.stdout.contains("local_name"))
        let german = Run.wxsh(
            ["--offline", "--lang", "de", "--format", "json", "-c", "search Munich; map"], environment: home.environment())
        #expect(german.stdout.contains(#""name":"Munich","local_name":"München","country":"DE","state":"Bavaria""#), "\(german.stdout)")
        #expect(german.stdout.contains(#""place":{"name":"London","country":"GB""#), "named alike: no local_name: \(german.stdout)")
    }
}

/// OpenWeather's own text (day summaries, alerts) in the user's language: the request carries
/// `lang=`, a cached answer in another language is still used, and `lang` asks for nothing
/// (issue 34, item 5).
@Suite(.serialized) struct ProviderLanguageTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ arguments: [String]) -> RunResult {
        let values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        return Run.wxsh(["--provider", "openweather"] + arguments, environment: home.environment(values))
    }

    @Test func theRequestAsksInTheLanguageAndItsTextIsShown() {
        defer { server.stop() }
        let german = run(["--lang", "de", "-c", "location London; day 1; alerts"])
        #expect(german.status == 0, "\(german.stderr)")
        let oneCalls = server.requests.filter { $0.path == FakeOpenWeatherServer.Path.oneCall }
        #expect(oneCalls.count == 1)
        #expect(oneCalls.allSatisfy { $0.query["lang"] == "de" }, "\(oneCalls.map(\.query))")
        #expect(
            server.requests.filter { $0.path == FakeOpenWeatherServer.Path.airPollution }.allSatisfy { $0.query["lang"] == nil },
            "air quality has no text to translate")
        #expect(german.stdout.contains(FakeGermanText.summaries[0]), "\(german.stdout)")
        #expect(german.stdout.contains(FakeGermanText.alertEvent), "\(german.stdout)")
        #expect(german.stdout.contains(FakeGermanText.alertDescription), "\(german.stdout)")
        #expect(!german.stdout.contains("Expect a day of partly cloudy"), "the English summary is not shown")

        // Japanese: the fresh cached answer (in German) is used, with wxsh's own descriptions in
        // Japanese; only the summary waits for the next fetch. Neither `lang` asks for anything.
        let asked = server.requests.count
        let japanese = run(["--lang", "ja", "-c", "day 1; lang ja; lang de; lang ja; tab now"])
        #expect(japanese.status == 0, "\(japanese.stderr)")
        #expect(server.requests.count == asked, "no request: \(server.requests.dropFirst(asked).map(\.path))")
        #expect(japanese.stdout.contains(FakeGermanText.summaries[0]), "the cached summary: \(japanese.stdout)")
        #expect(japanese.stdout.contains("湿度"), "wxsh's own words in Japanese: \(japanese.stdout)")

        // The next fetch asks in the language then in effect; English sends no `lang`.
        let refreshed = run(["--lang", "ja", "-c", "refresh"])
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(server.requests.last { $0.path == FakeOpenWeatherServer.Path.oneCall }?.query["lang"] == "ja")
        let english = run(["--lang", "en", "-c", "refresh; day 1"])
        #expect(english.status == 0, "\(english.stderr)")
        let last = server.requests.last { $0.path == FakeOpenWeatherServer.Path.oneCall }
        #expect(last != nil && last?.query["lang"] == nil, "\(String(describing: last?.rawQuery))")
        #expect(english.stdout.contains("Expect a day of partly cloudy with rain"), "\(english.stdout)")
    }
}

/// `map` around a place with names in the language: the place and its towns labelled in it,
/// wide characters included; `format line` likewise (issue 34, item 3).
@Suite(.serialized) struct LocalMapLabelTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    @Test func theMapAndItsLineNameTownsInTheLanguage() {
        defer { server.stop() }
        let values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        let result = Run.wxsh(
            ["--provider", "openweather", "--lang", "ja", "-c", "location 札幌; map; format line; map"],
            environment: home.environment(values))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "札幌市、北海道、JP")
        #expect(lines.contains("札幌市、北海道、JPの地図 · 300 km四方"), "\(result.stdout)")
        #expect(lines.contains { $0.contains("◉ 札幌市") }, "the place labelled in Japanese: \(result.stdout)")
        #expect(lines.contains { $0.contains("•旭川") || $0.contains("旭川•") }, "a town labelled in Japanese: \(result.stdout)")
        #expect(lines.last == "札幌市, JP · 300 km四方 · 旭川, 函館市, 苫小牧")
        // Wide labels keep every line of the map as wide as the English one.
        let widths = Set(lines.filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }.map { TextWidth.of($0) })
        #expect(widths.allSatisfy { $0 <= 80 }, "\(widths)")
    }
}

/// Tab names in the user's language: the tab headings' words and each tab's short name, in any
/// case, after `tab` and `show` and alone; the English names keep working.
@Suite(.serialized) struct LocalTabNameTests {
    let home = TemporaryHome()

    /// The prompts a run echoes, which name the tab each command left open.
    func prompts(_ language: String, _ commands: String) -> (prompts: [String], result: RunResult) {
        let result = Run.wxsh(["--offline", "--lang", language, "--echo", "-c", commands], environment: home.environment())
        let prompts = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("wxsh:"), let end = line.firstIndex(of: ">") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 5)..<end])
        }
        return (prompts, result)
    }

    @Test(arguments: [
        ("de", "tab vorhersage; tab STÜNDLICH; show Aktuelles Wetter; schadstoffe; tab stadt; jetzt; tab forecast; tab city"),
        ("ja", "tab 予報; tab 1時間ごとの予報; show 現在の天気; 大気汚染; tab 都市; 現在; tab forecast; tab city"),
        ("fr", "tab prévisions; tab HORAIRE; show météo actuelle; pollution; tab ville; maintenant; tab forecast; tab city"),
        ("ru", "tab прогноз; tab по часам; show Погода сейчас; загрязнение; tab город; сейчас; tab forecast; tab city")
    ])
    func aTabByItsNameInTheLanguage(language: String, commands: String) {
        let (shown, result) = prompts(language, commands + "; format text")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(shown == ["city", "forecast", "hourly", "now", "pollution", "city", "now", "forecast", "city"], "\(result.stdout)")
    }

    @Test func hourlyCompactAndTheFinanceTabs() {
        let (shown, result) = prompts(
            "de", "stündlich compact; tab Stündlich compact; app finance; tab kredit; sparen; tab Zinseszins; tab loan; format text")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(shown.count == 8, "\(result.stdout)")
        #expect(shown.suffix(4) == ["finance/loan", "finance/savings", "finance/compound", "finance/loan"], "\(shown)")
    }

    /// Another language's names, and a misspelt one, are refused as any unknown tab is.
    @Test func otherLanguagesNamesAreNotTabs() {
        let english = Run.wxsh(["--offline", "-c", "tab vorhersage"], environment: home.environment())
        #expect(english.status != 0)
        #expect(english.stderr.contains("vorhersage"), "\(english.stderr)")
        let misspelt = Run.wxsh(["--offline", "--lang", "de", "-c", "tab vorhersag"], environment: home.environment())
        #expect(misspelt.status != 0)
        #expect(misspelt.stderr.split(separator: "\n").count == 1, "one line: \(misspelt.stderr)")
    }
}

/// Tab completes tab names in the user's language at a real terminal.
@Suite(.serialized) struct LocalTabNameCompletionTests {
    let home = TemporaryHome()

    @Test(arguments: [("de", "vorh", "forecast"), ("de", "Stü", "hourly"), ("ja", "予", "forecast"), ("ja", "大気", "pollution")])
    func tabCompletesALocalName(language: String, typed: String, tab: String) throws {
        let pty = try PseudoTerminal(
            Run.wxsh, ["--offline", "--lang", language], environment: home.environment(["TERM": "xterm"]), columns: 80)
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        let mark = pty.transcript.count
        pty.send("tab \(typed)\t\r")
        #expect(pty.expect("wxsh:\(tab)> ", after: mark), "\(pty.text)")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }

    /// A second Tab lists the local names beside the English ones.
    @Test func theListHasBoth() throws {
        let pty = try PseudoTerminal(
            Run.wxsh, ["--offline", "--lang", "de"], environment: home.environment(["TERM": "xterm"]), columns: 120)
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        let mark = pty.transcript.count
        pty.send("tab \t\t")
        #expect(pty.expect("vorhersage", after: mark) && pty.expect("forecast", after: mark), "\(pty.text)")
        #expect(pty.expect("schadstoffe", after: mark), "\(pty.text)")
        pty.send("\u{15}quit\r")
        _ = pty.waitForExit()
    }
}
