import Foundation
import Testing
import WXTestSupport

/// Weather on any date through the built `wxsh`, against the fake servers' archive, dated
/// forecast and day summary on 127.0.0.1: what each answer holds is what is shown, a range is
/// one request and never asked again, and what cannot be had is one line and no request.
@Suite(.serialized) struct DatedTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    static let archive = "/v1/archive"
    static let forecast = FakeOpenMeteo.Path.forecast
    static let daySummary = FakeOpenWeatherServer.Path.daySummary

    func run(_ provider: String, _ commands: [String], options: [String] = [], columns: Int = 80) -> RunResult {
        let values = [
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString,
            "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey, "COLUMNS": String(columns)
        ]
        return Run.wxsh(["--provider", provider] + options + commands.flatMap { ["-c", $0] }, environment: home.environment(values))
    }

    static func celsius(_ value: Double) -> String { String(format: "%.1f °C", value) }

    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    // MARK: - A past day

    @Test func aPastDayOnOpenMeteoShowsTheArchivesValuesAndItsHours() throws {
        defer { server.stop() }
        let result = run("open-meteo", ["day 2023-03-14"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let day = try #require(FakeOpenMeteo.archiveDay("2023-03-14"))
        #expect(result.stdout.contains("Tue 14 Mar 2023\nERA5 reanalysis via Open-Meteo\n"), "\(result.stdout)")
        #expect(result.stdout.contains("High / low   \(Self.celsius(day.high)) / \(Self.celsius(day.low))\n"), "\(result.stdout)")
        let water = try #require(day.precipitation)
        #expect(result.stdout.contains("Rain + snow  \(String(format: "%g", water)) mm\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Hour by hour\n"))
        #expect(server.counts == [Self.archive: 1], "\(server.counts)")
        let asked = try #require(server.requests.first { $0.path == Self.archive })
        #expect(asked.query["start_date"] == "2023-03-14" && asked.query["end_date"] == "2023-03-14")
        #expect(asked.query["hourly"]?.contains("temperature_2m") == true)
    }

    @Test func theThirteenthHasNoPrecipitationFigureAndShowsADash() throws {
        defer { server.stop() }
        let result = run("open-meteo", ["day 2023-03-13"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Rain + snow  —\n"), "\(result.stdout)")
    }

    @Test func aPastDayOnOpenWeatherShowsTheDaySummaryInOneCall() throws {
        defer { server.stop() }
        let result = run("openweather", ["day 2023-03-14"])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(FakeOpenWeatherServer.daySummary("2023-03-14"))
        #expect(result.stdout.contains("OpenWeather day summary\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains("High / low   \(Self.celsius(summary.max - 273.15)) / \(Self.celsius(summary.min - 273.15))\n"),
            "\(result.stdout)")
        #expect(result.stdout.contains("Morning      \(Self.celsius(summary.morning - 273.15))\n"))
        #expect(result.stdout.contains("Humidity     \(summary.humidity) %\n"))
        #expect(result.stdout.contains("No hour-by-hour data from this source."))
        #expect(server.counts == [Self.daySummary: 1], "\(server.counts)")
    }

    // MARK: - Days 9 to 16

    @Test func dayTwelveIsOneDatedForecastRequestWithOpenMeteoAndOneLineWithOpenWeather() throws {
        defer { server.stop() }
        let meteo = run("open-meteo", ["day 12"])
        #expect(meteo.status == 0, "\(meteo.stderr)")
        #expect(meteo.stdout.contains("\nDay 12 · "), "\(meteo.stdout)")
        #expect(meteo.stdout.contains("Open-Meteo forecast\n"))
        #expect(server.counts == [Self.forecast: 1], "\(server.counts)")
        let asked = try #require(server.requests.first { $0.path == Self.forecast })
        #expect(asked.query["start_date"] == asked.query["end_date"] && asked.query["forecast_days"] == nil)

        let weather = run("openweather", ["day 12"])
        #expect(weather.status == 1)
        #expect(weather.stdout.isEmpty)
        #expect(weather.stderr == "wxsh: day: OpenWeather's forecast has 8 days; `provider open-meteo` goes to day 16\n")
        #expect(server.count() == 1, "no request")
    }

    @Test func forecastSixteenListsSixteenDaysFromOneRequest() throws {
        defer { server.stop() }
        let result = run("open-meteo", ["forecast 16"], options: ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let days = try #require(Self.objects(result.stdout).first?["days"] as? [Any])
        #expect(days.count == 16)
        #expect(server.counts == [Self.forecast: 1], "\(server.counts)")
    }

    // MARK: - History

    @Test func aMonthOnOpenMeteoIsOneRequestAndNeverAskedAgain() throws {
        defer { server.stop() }
        let first = run("open-meteo", ["history 2023-03-01 2023-03-31"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("2023-03-01 – 2023-03-31 · 31 days\n"), "\(first.stdout)")
        #expect(server.counts == [Self.archive: 1], "\(server.counts)")
        let march = (1...31).compactMap { FakeOpenMeteo.archiveDay(String(format: "2023-03-%02d", $0)) }
        let warmest = try #require(march.max { $0.high < $1.high })
        #expect(first.stdout.contains("Warmest      \(Self.celsius(warmest.high))"), "\(first.stdout)")
        let total = march.compactMap(\.precipitation).reduce(0, +)
        #expect(first.stdout.contains("Total        \(String(format: "%g", (total * 100).rounded() / 100)) mm\n"), "\(first.stdout)")

        // Any later run, any part of the range, a day of it: no request.
        let again = run("open-meteo", ["history 2023-03-01 2023-03-31", "history 2023-03-10 2023-03-20"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(server.count() == 1, "\(server.counts)")
    }

    @Test func thirtyOneDaysOnOpenWeatherAreThirtyOneCallsSaidFirst() throws {
        defer { server.stop() }
        let result = run("openweather", ["history 2023-03-01 2023-03-31"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wxsh: history: fetching 31 days from OpenWeather: 31 day summary calls\n")
        #expect(server.counts == [Self.daySummary: 31], "\(server.counts)")
        let again = run("openweather", ["history 2023-03-01 2023-03-31"])
        #expect(again.status == 0)
        #expect(server.count() == 31, "kept for good")
    }

    @Test(arguments: [
        "day 1939-12-31", "day 2023-02-30", "day 0", "history 2023-03-31 2023-03-01", "history 2020-01-01 2023-01-01",
        "day " + String(repeating: "9", count: 10_000 / 2), "history 2 fortnights", "day 40 days from now"
    ])
    func aDateThatCannotBeHadIsOneLineExitOneAndNoRequest(command: String) {
        defer { server.stop() }
        let result = run("open-meteo", [command])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("wxsh: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(server.count() == 0)
    }

    @Test func afterTheForecastsEndIsRefused() {
        defer { server.stop() }
        let result = run("open-meteo", ["day 30"])
        #expect(result.status == 1 && result.stderr == "wxsh: day: choose a day from 1 (today) to 16\n")
        let far = run("open-meteo", ["day 2099-01-01"])
        #expect(far.status == 1 && far.stderr.hasPrefix("wxsh: day: the forecast ends on "), "\(far.stderr)")
        #expect(server.count() == 0)
    }

    // MARK: - explain, raw, trace, JSON

    @Test func explainNamesTheArchivesFieldAndRequestAndRawGivesItsValue() throws {
        defer { server.stop() }
        let result = run(
            "open-meteo", ["history 2023-03-01 2023-03-31", "explain day 2023-03-14 high", "raw daily.temperature_2m_max[13]"],
            options: ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = Self.objects(result.stdout)
        let answer = try #require(objects.first { $0["steps"] != nil })
        #expect(answer["path"] as? String == "daily.temperature_2m_max[13]", "\(answer)")
        let request = try #require(answer["request"] as? [String: Any])
        #expect((request["url"] as? String)?.contains("/v1/archive?") == true, "\(request)")
        #expect((request["url"] as? String)?.contains("start_date=2023-03-01") == true)
        let day = try #require(FakeOpenMeteo.archiveDay("2023-03-14"))
        #expect(answer["raw"] as? Double == day.high)
        let steps = try #require(answer["steps"] as? [[String: Any]])
        let shown = try #require(answer["shown"] as? String)
        #expect(try ExplainSteps.apply(steps, to: day.high) == shown)
        let raw = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(Double(raw) == day.high, "\(raw)")
        #expect(server.count() == 1, "explain and raw read the answer held")
    }

    @Test func aDayAsJSONSaysItsDateAndSourceAndAHistoryItsDays() throws {
        defer { server.stop() }
        let result = run("open-meteo", ["day 2023-03-14", "history 2023-03-01 2023-03-07"], options: ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = Self.objects(result.stdout)
        try #require(objects.count == 2)
        #expect(objects[0]["view"] as? String == "day" && objects[0]["date"] as? String == "2023-03-14")
        #expect(objects[0]["source"] as? String == "archive")
        #expect(objects[1]["view"] as? String == "history" && (objects[1]["days"] as? [Any])?.count == 7)
        // One line each for a status bar, from the answers held: no request.
        let lines = run("open-meteo", ["day 2023-03-14", "history 2023-03-01 2023-03-07"], options: ["--format", "line"])
        #expect(lines.status == 0, "\(lines.stderr)")
        let shown = lines.stdout.split(separator: "\n")
        #expect(shown.count == 2, "\(lines.stdout)")
        #expect(shown.first?.hasPrefix("London, GB · 2023-03-14 · ") == true, "\(lines.stdout)")
        #expect(shown.last?.hasPrefix("London, GB · 2023-03-01 – 2023-03-07 · 7 days · ") == true, "\(lines.stdout)")
        #expect(server.count() == 2)
    }

    @Test func traceSaysEachRequestsWeightInCalls() {
        defer { server.stop() }
        let result = run("open-meteo", ["trace on", "history 2023-03-01 2023-03-31"])
        #expect(result.status == 0, "\(result.stderr)")
        let all = result.stdout + result.stderr
        #expect(all.contains("/v1/archive — 200, "), "\(all)")
        #expect(all.contains(", 2.2 calls"), "5 variables over 31 days, 31 / 14: \(all)")
    }

    @Test func aRecordedSessionOfDatesReplaysByteForByteWithNoRequest() throws {
        defer { server.stop() }
        let file = home.root.appendingPathComponent("dates.wxrec").path
        let commands = ["day 2023-03-14", "history 2023-03-01 2023-03-10", "day 12"]
        let recorded = run("open-meteo", commands, options: ["--record", file])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let asked = server.count()
        #expect(asked == 3)
        let replayed = run("open-meteo", commands, options: ["--replay", file])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == recorded.stdout)
        #expect(server.count() == asked, "no request under --replay")
    }
}
