import Foundation
import Testing
import WXTestSupport

/// `explain` through the built `wxsh`, with both providers, from the fake servers on 127.0.0.1,
/// from the real answers in Tests/Fixtures read with `load`, and from the bundled London: for
/// every figure of the now and pollution tabs and a row of hourly and forecast, the steps it
/// names turn the raw value it names into the value the tab shows, and `raw PATH` gives that
/// raw value.
@Suite(.serialized) struct ExplainTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    /// Where the data comes from.
    enum Source: String, CaseIterable, Sendable {
        case openWeatherLive, openMeteoLive, openWeatherFile, openMeteoFile, bundled
    }

    static let fixtures = RepoPaths.root.appendingPathComponent("Tests/Fixtures").path

    /// The options and the first commands that bring `source`'s data on screen.
    func start(_ source: Source) -> (arguments: [String], commands: [String]) {
        switch source {
        case .openWeatherLive: return (["--provider", "openweather"], ["location Paris"])
        case .openMeteoLive: return (["--provider", "open-meteo"], ["location Paris"])
        case .openWeatherFile:
            // The documentation's Air Pollution sample is for another place than its One Call
            // sample, so it is not shown beside it: this source has no pollution tab.
            return (["--offline"], ["load \(Self.fixtures)/openweather-docs/onecall-3.0.json"])
        case .openMeteoFile:
            return (
                ["--offline"],
                ["load \(Self.fixtures)/open-meteo/forecast-paris.json", "load \(Self.fixtures)/open-meteo/air-quality-paris.json"]
            )
        case .bundled: return (["--offline"], [])
        }
    }

    func run(_ source: Source, _ commands: [String], json: Bool = true) -> RunResult {
        let (arguments, first) = start(source)
        var values = [
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString,
            "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey, "COLUMNS": "200"
        ]
        if source == .bundled { values["OPENWEATHER_API_KEY"] = nil }
        let format = json ? ["--format", "json"] : []
        return Run.wxsh(arguments + format + (first + commands).flatMap { ["-c", $0] }, environment: home.environment(values))
    }

    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    // MARK: - The key test

    /// The settings the figures are shown in: units, wind unit and language (decimal comma).
    static let settings: [[String]] = [["units metric"], ["units imperial", "lang de"], ["units standard", "wind km/h"]]

    /// The figures to explain, with the tab they are shown on and the `explain` arguments' lead.
    struct Asked {
        let tab: String
        let lead: String
    }

    /// The tabs and rows asked about: the documentation's One Call sample has one hour and one day.
    static func asked(_ source: Source) -> [Asked] {
        if source == .openWeatherFile {
            return [Asked(tab: "now", lead: ""), Asked(tab: "hourly", lead: "hourly 1 "), Asked(tab: "forecast", lead: "day 1 ")]
        }
        return [
            Asked(tab: "now", lead: ""), Asked(tab: "pollution", lead: ""), Asked(tab: "hourly", lead: "hourly 5 "),
            Asked(tab: "forecast", lead: "day 2 ")
        ]
    }

    @Test(arguments: Source.allCases, [0, 1, 2])
    func stepsTurnTheRawValueIntoTheValueShown(source: Source, setting: Int) throws {
        defer { server.stop() }
        let settings = Self.settings[setting]
        // The figures of each tab or row, from `explain` alone.
        let listing = run(
            source,
            settings
                + Self.asked(source).flatMap {
                    ["tab \($0.tab == "hourly" || $0.tab == "forecast" ? "now" : $0.tab)", "explain \($0.lead)"]
                })
        #expect(listing.status == 0, "\(listing.stderr)")
        let lists = Self.objects(listing.stdout).filter { $0["figures"] != nil }
        try #require(lists.count == Self.asked(source).count, "\(listing.stdout)")
        var questions: [(asked: Asked, figure: String)] = []
        for (asked, list) in zip(Self.asked(source), lists) {
            let figures = try #require(list["figures"] as? [[String: Any]])
            questions += figures.compactMap { $0["figure"] as? String }.map { (asked, $0) }
        }
        let keys = Set(questions.map(\.figure))
        let pollution = source == .openWeatherFile ? [] : ["aqi", "co", "no2", "o3", "so2", "pm2_5", "pm10", "nh3"]
        for key in [
            "temperature", "feels_like", "high", "low", "wind_speed", "wind_direction", "wind_gust", "humidity", "pressure",
            "visibility", "uvi", "dew_point", "clouds", "sunrise", "sunset", "next_hour", "time", "pop"
        ] + pollution {
            #expect(keys.contains(key), "\(key) is not explained")
        }

        // Each figure explained, on its tab.
        var commands = settings
        for question in questions {
            commands += ["tab \(question.asked.tab)", "explain \(question.asked.lead)\(question.figure)"]
        }
        let explained = run(source, commands)
        #expect(explained.status == 0, "\(explained.stderr)")
        let answers = Self.objects(explained.stdout).filter { $0["steps"] != nil }
        try #require(answers.count == questions.count)

        // The tabs as text, where each shown value must be.
        let text = run(source, settings + ["tab now", "tab pollution", "tab hourly", "tab forecast"], json: false)
        #expect(text.status == 0, "\(text.stderr)")

        // Each path through `raw PATH`, on the tab whose answer has it.
        var rawCommands = settings
        var rawAsked: [Int] = []
        for (index, answer) in answers.enumerated() {
            guard let path = answer["path"] as? String else { continue }
            rawCommands += ["tab \(answer["document"] as? String == "air quality" ? "pollution" : "now")", "raw \(path)"]
            rawAsked.append(index)
        }
        let raws = run(source, rawCommands)
        #expect(raws.status == 0, "\(raws.stderr)")
        let rawLines = raws.stdout.split(separator: "\n").map(String.init)
        // Each `raw` follows its `tab`: the last lines alternate tab view, raw value.
        let rawValues = rawLines.suffix(2 * rawAsked.count).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        try #require(rawValues.count == rawAsked.count)
        let rawByAnswer = Dictionary(uniqueKeysWithValues: zip(rawAsked, rawValues))

        var applied = 0
        for (index, answer) in answers.enumerated() {
            let figure = "\(source) \(settings) \(questions[index].asked.lead)\(questions[index].figure)"
            let shown = try #require(answer["shown"] as? String)
            let steps = try #require(answer["steps"] as? [[String: Any]])
            #expect(answer["figure"] as? String == questions[index].figure)
            #expect(text.stdout.contains(shown), "\(figure): `\(shown)` is not on the tab")
            guard let path = answer["path"] as? String else {
                // A figure the answer has not: the tab shows a dash, and there is nothing to apply.
                #expect(shown == "—", "\(figure) has no path")
                #expect(answer["raw"] is NSNull && steps.isEmpty, "\(figure)")
                continue
            }
            let raw = try #require(answer["raw"])
            let rawOutput = try #require(rawByAnswer[index])
            let looked = try JSONSerialization.jsonObject(with: Data(rawOutput.utf8), options: .fragmentsAllowed)
            if let number = raw as? Double {
                #expect(looked as? Double == number, "\(figure): raw \(path) is \(rawOutput), explain says \(number)")
            } else if let object = raw as? [String: Any] {
                let whole = try #require(looked as? [String: Any])
                for (key, value) in object { #expect(whole[key] as? Double == value as? Double, "\(figure): \(key)") }
            } else {
                // The next hour: the minutes, counted.
                #expect((looked as? [Any])?.isEmpty == false, "\(figure): \(rawOutput)")
            }
            if let result = try ExplainSteps.apply(steps, to: raw) {
                #expect(result == shown, "\(figure): the steps give `\(result)` from \(raw), the tab shows `\(shown)`")
                applied += 1
            }
        }
        #expect(applied >= answers.count - 3)
    }

    // MARK: - The request

    @Test(arguments: [("openweather", "/data/3.0/onecall?"), ("open-meteo", "/v1/forecast?")])
    func theRequestIsNamedWithItsKeyMaskedThenTheCacheAnswers(provider: String, path: String) throws {
        defer { server.stop() }
        let values = [
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString,
            "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ]
        let live = Run.wxsh(
            ["--provider", provider, "--format", "json", "-c", "location Paris", "-c", "tab now", "-c", "explain temperature"],
            environment: home.environment(values))
        #expect(live.status == 0, "\(live.stderr)")
        let answer = try #require(Self.objects(live.stdout).last)
        let request = try #require(answer["request"] as? [String: Any])
        let url = try #require(request["url"] as? String)
        #expect(url.hasPrefix(server.baseURL.absoluteString.trimmingCharacters(in: ["/"]) + path), "\(url)")
        #expect(!live.stdout.contains(FakeOpenWeatherServer.defaultKey))
        if provider == "openweather" { #expect(url.contains("appid=…"), "\(url)") }
        #expect(request["method"] as? String == "GET")
        #expect(request["status"] as? Int == 200)
        #expect(request["source"] as? String == "live")
        #expect((request["received"] as? String)?.isEmpty == false)
        #expect(answer["provider"] as? String == provider)

        let again = Run.wxsh(
            ["--provider", provider, "--format", "json", "-c", "explain temperature"], environment: home.environment(values))
        let cached = try #require((Self.objects(again.stdout).last?["request"]) as? [String: Any])
        #expect(cached["source"] as? String == "cache")
    }

    @Test func aReplayedAnswerIsSaidToBeReplayed() throws {
        defer { server.stop() }
        let file = home.root.appendingPathComponent("demo.json").path
        let values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString]
        let recorded = Run.wxsh(
            ["--provider", "open-meteo", "--record", file, "-c", "location Paris"], environment: home.environment(values))
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        let replayed = Run.wxsh(
            [
                "--provider", "open-meteo", "--format", "json", "--replay", file, "-c", "location Paris", "-c", "tab now", "-c",
                "explain humidity"
            ],
            environment: home.environment(values))
        #expect(replayed.status == 0, "\(replayed.stderr)")
        let request = try #require(Self.objects(replayed.stdout).last?["request"] as? [String: Any])
        #expect(request["source"] as? String == "replay")
        #expect(request["status"] as? Int == 200)
    }

    // MARK: - Text and bad input

    @Test func theTextSaysFieldRawValueStepsAndSource() {
        defer { server.stop() }
        let result = run(.bundled, ["tab now", "explain Temperature"], json: false)
        #expect(result.status == 0, "\(result.stderr)")
        let explanation = result.stdout.components(separatedBy: "\nTemperature  8.1 °C\n").last ?? ""
        #expect(
            explanation == """
                Field        OpenWeather's forecast answer, `current.temp` (`raw current.temp` prints it)
                Raw value    281.21 K (no `units=` in the request: OpenWeather's standard units)
                Decoded into `OneCall.current.temp: Double`
                Kept in      `Forecast.current.temperature: Double`
                Steps        1. kelvin to °C (− 273.15) → 8.06
                             2. rounded to 1 decimal → "8.1"
                             3. unit `°C` after it → "8.1 °C"
                From         \(RepoPaths.root.appendingPathComponent("Resources/london/onecall.json").path)
                             bundled with wxsh

                """, "\(result.stdout)")
    }

    /// A figure is named by its label in English or in the session's language, its JSON key or
    /// the provider's field name; all four explain the same figure.
    @Test func aFigureIsNamedByLabelInEitherLanguageKeyOrField() throws {
        defer { server.stop() }
        let result = run(
            .bundled,
            [
                "lang de", "tab now", "explain Luftfeuchte", "explain humidity", "explain HUMIDITY", "explain dew point",
                "explain dew_point",
                "explain wind_deg", "explain Direction"
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let answers = Self.objects(result.stdout).filter { $0["steps"] != nil }
        #expect(
            answers.map { $0["figure"] as? String } == [
                "humidity", "humidity", "humidity", "dew_point", "dew_point", "wind_direction", "wind_direction"
            ])
        #expect(answers.first?["label"] as? String == "Luftfeuchte")
        #expect(answers.last?["shown"] as? String == "SW")
    }

    /// Open-Meteo's recorded Paris forecast with one piece of text replaced (which must be in it),
    /// written into the home as `name`; returns its path.
    func parisForecast(replacing original: String, with replacement: String, as name: String) throws -> String {
        let fixture = try String(contentsOfFile: "\(Self.fixtures)/open-meteo/forecast-paris.json", encoding: .utf8)
        let edited = fixture.replacingOccurrences(of: original, with: replacement)
        try #require(edited != fixture, "the fixture has no \(original)")
        return home.write(name, edited)
    }

    /// A value the answer has as `null` (Open-Meteo with no gusts) is missing: `raw` is JSON
    /// null, as `raw PATH` prints it, there are no steps, and it is shown `—`.
    @Test func aNullValueIsNullWithNoStepsInTextAndJSON() throws {
        defer { server.stop() }
        let file = try parisForecast(replacing: "\"wind_gusts_10m\": 32.4", with: "\"wind_gusts_10m\": null", as: "gustless.json")
        let commands = ["load \(file)", "tab now", "explain wind_gust", "raw current.wind_gusts_10m"].flatMap { ["-c", $0] }
        let json = Run.wxsh(["--offline", "--format", "json"] + commands, environment: home.environment())
        #expect(json.status == 0, "\(json.stderr)")
        let answer = try #require(Self.objects(json.stdout).first { $0["figure"] as? String == "wind_gust" })
        #expect(answer["raw"] is NSNull, "\(answer["raw"] ?? "")")
        #expect((answer["steps"] as? [Any])?.isEmpty == true, "\(answer["steps"] ?? "")")
        #expect(answer["shown"] as? String == "—")
        #expect(answer["path"] as? String == "current.wind_gusts_10m")
        #expect(json.stdout.hasSuffix("\nnull\n"), "raw prints null")
        let text = Run.wxsh(
            ["--offline", "-c", "load \(file)", "-c", "tab now", "-c", "explain wind_gust"],
            environment: home.environment(["COLUMNS": "200"]))
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("\nGusts  —\n"), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "\nRaw value    null\nDecoded into `OpenMeteoForecast.current.values[\"wind_gusts_10m\"]: [String: Double]`\n"
                    + "Kept in      `Forecast.current.wind.gust: Double?`\nSteps        none\n"), "\(text.stdout)")
    }

    /// In a new run whose place is cached live, `explain` as the first command explains what the
    /// tab would show now (the cached Open-Meteo answer), not the bundled London file. London is
    /// the case: the saved place is the bundled one, so the run starts on the bundled file.
    @Test func explainFirstInANewRunExplainsTheCachedLiveAnswer() throws {
        defer { server.stop() }
        let env = home.environment([
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString, "COLUMNS": "200"
        ])
        let first = Run.wxsh(["-c", "provider open-meteo", "-c", "tab now"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        let requests = server.requests.count
        #expect(requests > 0, "London was fetched live")
        let alone = Run.wxsh(["--format", "json", "-c", "explain day 2 high"], environment: env)
        #expect(alone.status == 0, "\(alone.stderr)")
        let after = Run.wxsh(["--format", "json", "-c", "day 2; explain day 2 high"], environment: env)
        #expect(server.requests.count == requests, "the cache is fresh: nothing is fetched")
        let explained = try #require(Self.objects(alone.stdout).first { $0["figure"] as? String == "high" })
        let shown = try #require(Self.objects(after.stdout).first { $0["figure"] as? String == "high" })
        #expect(explained["provider"] as? String == "open-meteo", "\(explained)")
        #expect((explained["request"] as? [String: Any])?["source"] as? String != "bundled", "\(explained)")
        #expect(explained["path"] as? String == "daily.temperature_2m_max[1]")
        #expect(explained["path"] as? String == shown["path"] as? String)
        #expect(explained["shown"] as? String == shown["shown"] as? String)
        #expect(explained["raw"] as? Double == shown["raw"] as? Double)
    }

    /// −0.4 °C shows `0°` in the hourly list and in `explain`'s rounding step alike, and the man
    /// page's `round` says a zero has no sign (a program following it gets the same `0°`).
    @Test func minusZeroPointFourIsZeroInTheListAndInTheSteps() throws {
        defer { server.stop() }
        let file = try parisForecast(replacing: "\"temperature_2m\": [\n   14.3,", with: "\"temperature_2m\": [\n   -0.4,", as: "cold.json")
        let text = Run.wxsh(
            ["--offline", "-c", "load \(file)", "-c", "tab hourly", "-c", "explain hourly 1 temperature"],
            environment: home.environment(["COLUMNS": "100"]))
        #expect(text.status == 0, "\(text.stderr)")
        let row = text.stdout.split(separator: "\n").first { $0.hasPrefix("  21:00  ") }.map(String.init) ?? ""
        #expect(row.contains(" 0°  ") && !row.contains("-0°"), "\(row)")
        #expect(text.stdout.contains("1. rounded to 0 decimals → \"0\"\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("-0°") && !text.stdout.contains("→ \"-0\""), "\(text.stdout)")
        let json = Run.wxsh(
            ["--offline", "--format", "json", "-c", "load \(file)", "-c", "tab hourly", "-c", "explain hourly 1 temperature"],
            environment: home.environment())
        let answer = try #require(Self.objects(json.stdout).first { $0["figure"] as? String == "temperature" })
        #expect(answer["shown"] as? String == "0°")
        let steps = try #require(answer["steps"] as? [[String: Any]])
        #expect(try ExplainSteps.apply(steps, to: try #require(answer["raw"])) == "0°")
        let man = try String(contentsOf: RepoPaths.root.appendingPathComponent("man/wxsh.1"), encoding: .utf8)
        #expect(man.contains("zero has no sign: \\-0.4 to 0 places is \\fB0\\fR"), "the man page's round step")
    }

    @Test func badQuestionsAreOneLineErrorsAndNothingIsLost() {
        defer { server.stop() }
        let result = run(
            .bundled,
            [
                "tab now", "explain nothing", "explain hourly x pop", "explain hourly 99 pop", "tab hourly", "explain temperature",
                "tab now",
                "explain uvi"
            ], json: false)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                wxsh: explain: `nothing` is not a figure of the now tab; its figures: temperature, feels_like, high, low, wind_speed, wind_direction, wind_gust, humidity, pressure, visibility, uvi, dew_point, clouds, sunrise, sunset, next_hour
                wxsh: explain: `x` is not a row number; write `explain hourly N FIGURE`, N from 1
                wxsh: explain: the hourly tab has 48 rows; `explain hourly N FIGURE`, N from 1
                wxsh: explain: the hourly tab's figures are in its rows: `explain hourly N temperature`

                """)
        #expect(result.stdout.hasSuffix("UV index  0\n") || result.stdout.contains("\nUV index  0\n"), "\(result.stdout)")
    }
}

/// The steps of `explain --format json` applied as a program would, from their description
/// alone: nil for a step no program can redo alone (the next hour's summary).
enum ExplainSteps {
    static func apply(_ steps: [[String: Any]], to raw: Any) throws -> String? {
        var number = raw as? Double
        var text: String?
        for step in steps {
            let op = try #require(step["op"] as? String)
            switch op {
            case "kelvin_to_celsius": number = number.map { $0 - 273.15 }
            case "fahrenheit_to_celsius": number = number.map { ($0 - 32) * 5 / 9 }
            case "celsius_to_fahrenheit": number = number.map { $0 * 9 / 5 + 32 }
            case "celsius_to_kelvin": number = number.map { $0 + 273.15 }
            case "multiply": number = try number.map { $0 * (try #require(step["by"] as? Double)) }
            case "divide": number = try number.map { $0 / (try #require(step["by"] as? Double)) }
            case "clamp":
                let low = try #require(step["min"] as? Double)
                let high = try #require(step["max"] as? Double)
                number = number.map { min(max($0, low), high) }
            case "round":
                let places = try #require(step["places"] as? Int)
                let value = try #require(number)
                let scale = pow(10.0, Double(places))
                var written = String(format: "%.\(places)f", (value * scale).rounded() / scale)
                if written.hasPrefix("-"), written.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { written.removeFirst() }
                text = written
            case "trim_zeros":
                if var written = text, written.contains(".") {
                    while written.hasSuffix("0") { written.removeLast() }
                    if written.hasSuffix(".") { written.removeLast() }
                    text = written
                }
            case "decimal_separator": text = text?.replacingOccurrences(of: ".", with: try #require(step["separator"] as? String))
            case "suffix": text = (text ?? "") + (try #require(step["text"] as? String))
            case "compass":
                let points = try #require(step["points"] as? [String])
                var degrees = try #require(number).truncatingRemainder(dividingBy: 360)
                if degrees < 0 { degrees += 360 }
                text = points[Int((degrees / 22.5).rounded()) % points.count]
            case "clock_time":
                let offset = try #require(step["utc_offset"] as? Int)
                let seconds = ((Int(try #require(number)) + offset) % 86_400 + 86_400) % 86_400
                text = String(format: "%02d:%02d", seconds / 3600, seconds % 3600 / 60)
            case "append_label":
                let labels = try #require(step["labels"] as? [String: String])
                text = try #require(text) + " " + (labels[try #require(text)] ?? "Unknown")
            case "worst_level":
                let breakpoints = try #require(step["breakpoints"] as? [String: [Double]])
                let values = try #require(raw as? [String: Any])
                var worst = 0
                for (name, limits) in breakpoints {
                    guard let value = values[name] as? Double else { continue }
                    worst = max(worst, (limits.firstIndex { value < $0 } ?? limits.count) + 1)
                }
                number = Double(worst)
            case "summarise_next_hour": return nil
            default: Issue.record("unknown step \(op)")
            }
        }
        return text
    }
}
