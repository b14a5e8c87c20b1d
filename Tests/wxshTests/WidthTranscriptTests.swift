import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Every view at 40, 80 and 160 columns: no line wider than the width, and the pictures there.
@Suite struct WidthTranscriptTests {
    let home = TemporaryHome()
    static let views =
        "city; now; hourly; hourly compact; forecast; pollution; alerts; day 1; day 2; day 8; status; help; "
        + "help tab; help alerts; search Paris; map; map wider; places add; places; units imperial; now; forecast; units metric; "
        + "app finance; help; app weather"

    @Test(arguments: [40, 80, 160, 200])
    func noLineIsWiderThanTheWidth(width: Int) {
        let result = Run.wxsh(["--offline", "-c", Self.views], environment: home.environment(["COLUMNS": "\(width)"]))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 200)
        for line in lines { #expect(TextWidth.of(String(line)) <= width, "\(width): \(line)") }
        #expect(result.stdout.contains("┤") && result.stdout.contains("━") && result.stdout.contains("Yellow warning of wind"))
    }

    /// `explain next_hour` says the next hour's summary, a sentence, on its first line: wrapped
    /// at 40 columns like every other line, in every language.
    @Test(arguments: Language.allCases)
    func explainNextHourWrapsItsFirstLineAt40Columns(language: Language) {
        let result = Run.wxsh(
            ["--offline", "--lang", language.rawValue, "-c", "tab now; explain next_hour"], environment: home.environment(["COLUMNS": "40"])
        )
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wide = lines.filter { TextWidth.of($0) > 40 }
        #expect(wide.isEmpty, "\(language): \(wide)")
        // In English the summary goes on, indented, on the line after the label's.
        if language == .en, let start = lines.lastIndex(where: { $0.hasPrefix("Next hour  ") }), start + 1 < lines.count {
            #expect(lines[start] == "Next hour  rain now, stopping about", "\(lines[start])")
            #expect(lines[start + 1] == "           22:04", "\(lines[start + 1])")
        }
    }

    /// The views a person looks at, with `--echo` so that the hints a terminal gets are shown too.
    static let languageViews =
        "city; now; hourly; forecast; pollution; alerts; day 1; day 3; map; help; help explain; places add; places"

    /// The numbers in `text`: digits with the `.` or `,` between them (`9,3`, `1009`, `12.6`).
    static func numbers(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isASCII && character.isNumber {
                current.append(character)
            } else if !current.isEmpty, character == "." || character == ",", next.isASCII && next.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                found.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { found.insert(current) }
        return found
    }

    /// Every view at 40 columns in every language: no line wider than 40 display columns (a
    /// Japanese or Chinese character takes two; the city tab's hint was 42 in German, 44 in
    /// Japanese), no number cut (`ощущается как 5…`, `porywy 9,3 …`, `rafales 9,3…`), and every
    /// number the 80-column views show is there whole at 40.
    @Test(arguments: Language.allCases)
    func everyViewAt40ColumnsInEveryLanguageCutsNoNumber(language: Language) {
        func run(_ width: Int, home: TemporaryHome) -> RunResult {
            Run.wxsh(
                // `status` at 40 only: its paths hold the home's random name.
                ["--offline", "--echo", "--lang", language.rawValue, "-c", Self.languageViews + (width == 40 ? "; status" : "")],
                environment: home.environment(["COLUMNS": "\(width)"]))
        }
        // Each in a home of its own, where `places add` saves London for the first time.
        let narrow = run(40, home: home)
        let wide = run(80, home: TemporaryHome())
        #expect(narrow.status == 0 && wide.status == 0, "\(narrow.stderr)")
        for line in narrow.stdout.split(separator: "\n").map(String.init) {
            #expect(TextWidth.of(line) <= 40, "\(language): \(line)")
            // A digit before `…` (after a space or a separator at most): a number was cut.
            let characters = Array(line)
            for (index, character) in characters.enumerated() where character == "…" {
                var before = index - 1
                while before >= 0, [" ", ",", ".", "\u{00A0}", "\u{202F}"].contains(characters[before]) { before -= 1 }
                #expect(before < 0 || !characters[before].isNumber, "\(language) cuts a number: \(line)")
            }
        }
        let missing = Self.numbers(wide.stdout).subtracting(Self.numbers(narrow.stdout))
        #expect(missing.isEmpty, "\(language) at 40 columns lacks \(missing.sorted())")
    }

    @Test func theDoneWhenCommands() {
        for width in [40, 80, 160] {
            let env = home.environment(["COLUMNS": "\(width)"])
            let hourly = Run.wxsh(["--offline", "-c", "tab hourly"], environment: env).stdout
            #expect(hourly.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no Braille at \(width)")
            #expect(hourly.contains("▁") && hourly.contains("█"))
            let forecast = Run.wxsh(["--offline", "-c", "tab forecast"], environment: env).stdout
            #expect(forecast.split(separator: "\n").filter { $0.contains("━") }.count == 8)
            let alerts = Run.wxsh(["--offline", "-c", "alerts"], environment: env).stdout
            let words = alerts.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            #expect(words.contains("Some short term loss of power and other services is possible"))
        }
    }

    @Test func chartsOffIsRememberedAcrossRuns() throws {
        let env = home.environment(["COLUMNS": "80"])
        let off = Run.wxsh(["--offline", "-c", "charts off"], environment: env)
        #expect(off.status == 0 && off.stdout == "charts: off\n" && off.stderr == "", "confirmed in one line")
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state.contains(#""charts" : false"#))
        let plain = Run.wxsh(["--offline", "-c", "charts; hourly; forecast"], environment: env)
        #expect(plain.stdout.hasPrefix("charts: off\n"))
        #expect(!plain.stdout.contains("┤") && !plain.stdout.contains("━"))
        let drawn = Run.wxsh(["--offline", "-c", "charts on; hourly"], environment: env)
        #expect(drawn.stdout.contains("┤"))
    }
}

/// Every command in every language, at 40, 80 and 160 columns, from both providers: the views
/// the soak found too wide (the finance messages, Open-Meteo's `alerts`, `rain` without minute
/// data, `alerts` without alerts, `rain`'s time axis off the quarter hour) among them, and
/// answers to questions with the `explain` after one.
@Suite(.serialized) struct LanguageWidthTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    /// The fake server's clock at 6, 21, 36 or 51 minutes past the hour (the last such time
    /// before now): `rain`'s axis then starts between two quarter hours.
    init() throws {
        let now = Date().timeIntervalSince1970
        let offQuarter = (now - now.truncatingRemainder(dividingBy: 900) + 360).rounded()
        let start = Date(timeIntervalSince1970: offQuarter > now ? offQuarter - 900 : offQuarter)
        let clock = Date()
        server = try FakeOpenWeatherServer(clock: { start.addingTimeInterval(Date().timeIntervalSince(clock)) })
        try server.start()
    }

    static let finance =
        "app finance; help; tab loan; set P 350000; set r 3.5; set t 25; clear t; set PMT 2000; solve t; tab savings; "
        + "set P 1000; set r 4; show payments; tab compound; set PMT 100; tab loan; clear; app weather"
    static let weather =
        "city; now; hourly; hourly compact; forecast; pollution; alerts; rain; day 1; day 8; status; help; help rain; "
        + "search Paris; map; places; ask will it rain tomorrow?; explain; ask do I need a coat today?; ask how windy is it now?"

    static func tooWide(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { TextWidth.of($0) > width }
    }

    @Test(arguments: Language.allCases)
    func everyViewFitsInEveryLanguage(language: Language) {
        defer { server.stop() }
        for width in [40, 80, 160] {
            let env = home.environment([
                "COLUMNS": "\(width)", "OPENWEATHER_API_URL": server.baseURL.absoluteString,
                "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
            ])
            let runs: [(String, [String])] = [
                ("bundled", ["--offline", "-c", Self.weather + "; " + Self.finance]),
                ("openweather", ["--provider", "openweather", "-c", "location London; \(Self.weather); location Kampala; rain; alerts"]),
                ("open-meteo", ["--provider", "open-meteo", "-c", "location London; \(Self.weather); location Kampala; rain; alerts"])
            ]
            for (name, arguments) in runs {
                let result = Run.wxsh(["--lang", language.rawValue] + arguments, environment: env)
                #expect(result.status == 0, "\(language) \(name) \(width): \(result.stderr)")
                #expect(result.stdout.split(separator: "\n").count > 60, "\(language) \(name) \(width)")
                #expect(Self.tooWide(result.stdout, width: width) == [], "\(language) \(name) at \(width)")
                #expect(
                    Self.tooWide(result.stderr, width: width).filter { !$0.hasPrefix("wxsh: ") } == [], "\(language) \(name) at \(width)")
            }
        }
    }
}
