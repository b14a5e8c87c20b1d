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
