import Foundation
import Testing

@testable import WeatherCore

/// Which requests a span of dates takes, what they weigh, and how their answers read.
@Suite struct DatedPlanTests {
    static func date(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }
    static let today = date("2026-11-28")

    @Test func openMeteoAsksTheArchiveTheForecastOrBothNeverADayAtATime() {
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        #expect(DatedPlan.parts(.openMeteo, range: march, today: Self.today) == [DatedPlan.Part(.archive, march)])
        let recent = DateRange(Self.date("2026-11-20"), Self.date("2026-11-27"))
        #expect(DatedPlan.parts(.openMeteo, range: recent, today: Self.today) == [DatedPlan.Part(.forecast, recent)])
        let ahead = DateRange(Self.date("2026-12-06"), Self.date("2026-12-06"))
        #expect(DatedPlan.parts(.openMeteo, range: ahead, today: Self.today) == [DatedPlan.Part(.forecast, ahead)])
        let year = DateRange(Self.date("2025-11-28"), Self.date("2026-11-27"))
        #expect(
            DatedPlan.parts(.openMeteo, range: year, today: Self.today) == [
                DatedPlan.Part(.archive, DateRange(Self.date("2025-11-28"), Self.date("2026-11-23"))),
                DatedPlan.Part(.forecast, DateRange(Self.date("2026-11-24"), Self.date("2026-11-27")))
            ])
    }

    @Test func openWeatherAsksOneDaySummaryADay() {
        let week = DateRange(Self.date("2023-03-01"), Self.date("2023-03-07"))
        let parts = DatedPlan.parts(.openWeather, range: week, today: Self.today)
        #expect(parts.count == 7)
        #expect(parts.allSatisfy { $0.source == .daySummary && $0.range.count == 1 })
        #expect(parts.last?.range.from == Self.date("2023-03-07"))
    }

    @Test func theArchiveRequestNamesItsDaysAndWeighsAsOpenMeteoCountsIt() {
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        let endpoint = OpenMeteoEndpoint.archive(lat: 51.5085, lon: -0.1257, range: march, hourly: false)
        let url = endpoint.url(.standard).absoluteString
        #expect(
            url.hasPrefix(
                "https://archive-api.open-meteo.com/v1/archive?latitude=51.5085&longitude=-0.1257&start_date=2023-03-01&end_date=2023-03-31&daily="
            ))
        #expect(url.hasSuffix("&timezone=auto&timeformat=unixtime&wind_speed_unit=ms"))
        // A range's 5 daily variables (a call's worth: 10) over 31 days: 31 / 14.
        #expect(abs((endpoint.weight ?? 0) - 31.0 / 14) < 1e-9)
        #expect(url.contains("&daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum%2Cwind_speed_10m_max&"))
        #expect(OpenMeteoWeight.of(url) == endpoint.weight)
        // One day with its hours: 24 variables, one day.
        let day = OpenMeteoEndpoint.archive(lat: 51.5, lon: 0, range: DateRange(Self.date("2023-03-14")), hourly: true)
        #expect(day.weight == 2.4)
        // The ordinary forecast is not a request for dates: unchanged, and not weighed here.
        #expect(OpenMeteoEndpoint.forecast(lat: 51.5, lon: 0).weight == nil)
        #expect(OpenMeteoWeight.of(OpenMeteoEndpoint.forecast(lat: 51.5, lon: 0).url(.standard).absoluteString) == nil)
    }

    @Test func anArchiveAnswerReadsEachDayAndLeavesNullsAbsent() throws {
        let body = Data(
            """
            {"latitude":51.5,"longitude":-0.12,"generationtime_ms":0.5,"utc_offset_seconds":0,"timezone":"Europe/London",
             "timezone_abbreviation":"GMT","elevation":23,
             "daily_units":{"time":"unixtime","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_sum":"mm",
               "snowfall_sum":"cm","wind_speed_10m_max":"km/h"},
             "daily":{"time":[1678665600,1678752000],"temperature_2m_max":[11.2,12.5],"temperature_2m_min":[4.1,null],
               "precipitation_sum":[null,3.4],"snowfall_sum":[0.0,0.2],"wind_speed_10m_max":[36.0,18.0],"weather_code":[3,61]}}
            """.utf8)
        let document = try OpenMeteoAnswer.decode(body, as: OpenMeteoDated.self, path: "/v1/archive").get()
        let days = document.days(in: DateRange(Self.date("2023-03-13"), Self.date("2023-03-14")))
        #expect(days.map(\.date.iso) == ["2023-03-13", "2023-03-14"])
        #expect(days[0].high == 11.2 && days[0].low == 4.1 && days[0].precipitation == nil)
        #expect(days[1].low == nil, "a null is absent, never 0")
        #expect(days[1].precipitation == 3.4 && days[1].snow == 2.0)
        #expect(days[0].wind.speed == 10, "km/h to m/s")
        #expect(days[1].row == 1)
        #expect(document.days(in: DateRange(Self.date("2023-03-14"))).map(\.row) == [1])
    }

    @Test func aDaySummaryReadsInKelvinAndLeavesAbsentPartsAbsent() throws {
        let body = Data(
            """
            {"lat":51.5085,"lon":-0.1257,"tz":"+00:00","date":"2023-03-14","units":"standard","cloud_cover":{"afternoon":75},
             "humidity":{"afternoon":81},"precipitation":{"total":2.5},"temperature":{"min":278.15,"max":285.65,"afternoon":284.15,
             "night":279.15,"evening":281.15,"morning":279.65},"pressure":{"afternoon":1012},"wind":{"max":{"speed":8.7,"direction":240}}}
            """.utf8)
        let summary = try JSONDecoder().decode(DaySummary.self, from: body)
        let day = summary.day(Self.date("2023-03-14"))
        #expect(abs(day.high! - 12.5) < 1e-9 && abs(day.low! - 5) < 1e-9)
        #expect(abs(day.temperatures.day! - 11) < 1e-9)
        #expect(day.precipitation == 2.5 && day.humidity == 81 && day.pressure == 1012 && day.clouds == 75)
        #expect(day.wind.speed == 8.7 && day.wind.direction == 240 && day.wind.gust == nil)
        #expect(day.rain == nil && day.sunrise == nil, "the summary has neither")
        let sparse = try JSONDecoder().decode(DaySummary.self, from: Data(#"{"date":"2023-03-14"}"#.utf8))
        #expect(sparse.day(Self.date("2023-03-14")).high == nil)
    }

    @Test func aDayOfAWiderAnswerKeepsItsRowAndAnswer() {
        let place = Place(name: "London", country: "GB", lat: 51.5, lon: -0.12)
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        var day = DatedDay(date: Self.date("2023-03-14"), row: 13)
        day.high = 12
        day.low = 4
        let answer = DatedAnswer(body: Data("{}".utf8), origin: AnswerOrigin(arrival: .live), range: march)
        let weather = DatedWeather(
            place: place, provider: .openMeteo, source: .archive, range: march, days: [day], timeZone: nil, utcOffset: 0,
            answers: [answer], requests: 1)
        let one = weather.limited(to: DateRange(day.date))
        #expect(one.days == [day] && one.answers == [answer])
        #expect(one.weatherData.forecast.days.first?.time == Int64(day.date.daysSince1970) * 86_400 + 12 * 3600)
    }
}
