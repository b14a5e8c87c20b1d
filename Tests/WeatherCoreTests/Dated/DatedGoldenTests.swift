import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// A past day and a history range, whole, in English, German, Japanese and Russian at 40, 80 and
/// 160 columns, and the forecast tab with 16 rows, against the files in `Golden/dated/`
/// (`RECORD_GOLDEN=1` rewrites them). The days are the fake archive's (`FakeOpenMeteo.archiveDay`).
@Suite struct DatedGoldenTests {
    static let london = Place(name: "London", country: "GB", state: "England", lat: 51.5085, lon: -0.1257, timeZone: "Europe/London")
    static let languages: [Language] = [.en, .de, .ja, .ru]
    static let widths = [40, 80, 160]

    static func date(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// A day as the archive sends it, read as wxsh reads it (wind in m/s, snowfall in cm).
    static func day(_ iso: String, row: Int, source: DatedSource = .archive) -> DatedDay {
        let sent = FakeOpenMeteo.archiveDay(iso)!
        let date = date(iso)
        var day = DatedDay(date: date, row: row)
        day.high = sent.high
        day.low = sent.low
        day.precipitation = sent.precipitation
        day.rain = sent.rain
        day.snow = sent.snowfall * 10
        day.wind = Forecast.Wind(speed: sent.windMax, direction: Double(sent.windDirection), gust: sent.gustMax)
        day.chance = source == .forecast ? Double(sent.precipitationProbabilityMax) / 100 : nil
        day.conditions = WMOWeatherCode.condition(Double(sent.weatherCode), isDay: true).map { [$0] } ?? []
        let midnight = Int64(date.daysSince1970) * 86_400
        day.sunrise = midnight + Int64(sent.sunrise)
        day.sunset = midnight + Int64(sent.sunset)
        return day
    }

    static func weather(_ range: DateRange, source: DatedSource = .archive, hours: Bool = false) -> DatedWeather {
        let days = range.days.enumerated().map { day($0.element.iso, row: $0.offset, source: source) }
        var readings: [Forecast.Reading] = []
        if hours {
            let midnight = Int64(range.from.daysSince1970) * 86_400
            readings = (0..<24).compactMap { hour in
                guard let values = FakeOpenMeteo.archiveHour(range.from.iso, hour: hour), let temperature = values["temperature_2m"] else {
                    return nil
                }
                return Forecast.Reading(
                    time: midnight + Int64(hour) * 3600, temperature: temperature, humidity: values["relative_humidity_2m"],
                    wind: Forecast.Wind(speed: values["wind_speed_10m"], direction: values["wind_direction_10m"]),
                    conditions: WMOWeatherCode.condition(values["weather_code"], isDay: (6...18).contains(hour)).map { [$0] } ?? [])
            }
        }
        return DatedWeather(
            place: london, provider: .openMeteo, source: source, range: range, days: days, hours: readings,
            timeZone: "Europe/London", utcOffset: 0, answers: [], requests: 1)
    }

    static func render(_ view: View, weather: DatedWeather, language: Language, width: Int, json: Bool = false) throws -> String {
        var state = SessionState(data: try Fixtures.london())
        state.weather.dated = weather
        state.lang = language
        state.words = try LanguageGoldenTests.words(language)
        if json { state.format = .json }
        let presenter = Presenter(
            style: RenderStyle(width: width, color: false, unicode: true, zoneNames: Fixtures.londonZoneNames), now: 1_795_867_200)
        return presenter.render(view, state: state)
    }

    static func check(_ text: String, _ name: String, width: Int) {
        if let difference = Golden.check(text + "\n", name: "dated/\(name)", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
        for line in text.split(separator: "\n") {
            #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)")
        }
    }

    @Test(arguments: languages)
    func aPastDayAtEveryWidth(language: Language) throws {
        let day = Self.date("2023-03-14")
        let weather = Self.weather(DateRange(day), hours: true)
        for width in Self.widths {
            let text = try Self.render(.datedDay(day, number: nil), weather: weather, language: language, width: width)
            Self.check(text, "day-\(language.rawValue)-\(width).txt", width: width)
        }
    }

    @Test(arguments: languages)
    func aMonthOfHistoryAtEveryWidth(language: Language) throws {
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        let weather = Self.weather(march)
        for width in Self.widths {
            let text = try Self.render(.history(march), weather: weather, language: language, width: width)
            Self.check(text, "history-\(language.rawValue)-\(width).txt", width: width)
        }
    }

    @Test func theForecastTabWithSixteenRowsOnOneScale() throws {
        let days = DateRange(Self.date("2026-11-28"), Self.date("2026-12-13"))
        let weather = Self.weather(days, source: .forecast)
        for width in Self.widths {
            let text = try Self.render(.longForecast(16), weather: weather, language: .en, width: width)
            Self.check(text, "forecast16-\(width).txt", width: width)
        }
        let text = try Self.render(.longForecast(16), weather: weather, language: .en, width: 80)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("Sat 28 Nov  ") || $0.hasPrefix("Sun 13 Dec  ") }.count == 2)
    }

    @Test func dayAndHistoryAsJSON() throws {
        let day = Self.date("2023-03-13")
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        let one = try Self.render(
            .datedDay(day, number: nil), weather: Self.weather(DateRange(day), hours: true), language: .en, width: 80, json: true)
        Self.check(one, "day-2023-03-13.json", width: 10_000)
        #expect(one.contains(#""date":"2023-03-13","source":"archive""#))
        #expect(one.contains(#""precipitation":null"#), "the 13th has none, and none is invented")
        let month = try Self.render(.history(march), weather: Self.weather(march), language: .en, width: 80, json: true)
        Self.check(month, "history-2023-03.json", width: 100_000)
    }
}
