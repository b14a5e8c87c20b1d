import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import CoreProviders
@testable import WeatherCore

/// The One Call document built from the free 2.5 answers, checked on OpenWeather's own samples.
@Suite struct FallbackConversionTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: RepoPaths.root.appendingPathComponent("Tests/Fixtures/openweather-docs/\(name)"))
    }

    static func documented() throws -> (CurrentWeatherResponse, ForecastResponse) {
        let current = try JSONDecoder().decode(CurrentWeatherResponse.self, from: fixture("weather-2.5.json"))
        let forecast = try JSONDecoder().decode(ForecastResponse.self, from: fixture("forecast-2.5.json"))
        return (current, forecast)
    }

    @Test func theDocumentedSamplesDecode() throws {
        let (current, forecast) = try Self.documented()
        #expect(current.main.temp == 298.48)
        #expect(current.timezone == 7200)
        #expect(current.rain == Precipitation(millimetres: 3.16, hours: 1))
        #expect(current.sys?.sunrise == 1_661_834_187)
        #expect(forecast.list.count == 4)
        #expect(forecast.list[0].rain == Precipitation(millimetres: 0.26, hours: 3))
        #expect(forecast.list[3].rain == nil)
        #expect(forecast.list[3].pop == 0)
        #expect(forecast.city?.timezone == 7200)
    }

    @Test func currentAndHourlyComeStraightFromThe25Answers() throws {
        let (current, forecast) = try Self.documented()
        let converted = OpenWeatherFallback.forecast(current: current, forecast: forecast)
        #expect(converted.timeZone == nil)
        #expect(converted.utcOffset == 7200)
        let now = try #require(converted.current)
        #expect(now.time == 1_661_870_592 && now.temperature == 298.48 - 273.15 && now.feelsLike == 298.74 - 273.15)
        #expect(now.pressure == 1015 && now.humidity == 64 && now.visibility == 10000 && now.clouds == 100)
        #expect(now.wind == Forecast.Wind(speed: 0.62, direction: 349, gust: 1.18))
        #expect(now.sunrise == 1_661_834_187 && now.sunset == 1_661_882_248)
        #expect(now.uvIndex == nil)
        #expect(now.conditions.first?.id == 501)
        // Dew point from 25.33 °C and 64 %: about 18.1 °C.
        #expect(abs((now.dewPoint ?? 0) - 18.1) < 0.3)
        let hourly = converted.hours
        #expect(hourly.map(\.time) == [1_661_871_600, 1_661_882_400, 1_661_893_200, 1_662_292_800])
        #expect(hourly[1].precipitationChance == 0.33 && hourly[1].rain == 0.57)
        #expect(converted.alerts.isEmpty && converted.nextHour == nil)
    }

    @Test func daysAggregateTheStepsOfEachLocalDay() throws {
        let (current, forecast) = try Self.documented()
        let daily = OpenWeatherFallback.forecast(current: current, forecast: forecast).days
        // 30 Aug (the observation and three steps) and 4 Sep (one step), local time UTC+2.
        #expect(daily.count == 2)
        let first = daily[0]
        #expect(first.time == 1_661_853_600)  // 2022-08-30 12:00 +02:00
        #expect(first.low == 290.31 - 273.15)
        #expect(first.high == 298.48 - 273.15)
        #expect(first.precipitationChance == 0.7)
        #expect(first.rain == 1.32)
        #expect(first.conditions.first?.id == 501)
        #expect(first.conditions.first?.icon == "10d")
        #expect(first.sunrise == 1_661_834_187)
        let second = daily[1]
        #expect(second.time == 1_662_285_600)  // 2022-09-04 12:00 +02:00
        #expect(second.low == 294.93 - 273.15 && second.high == 294.93 - 273.15)
        #expect(second.rain == nil && second.precipitationChance == 0)
        #expect(second.conditions.first?.main == "Clouds")
        #expect(second.sunrise == nil)
    }

    /// 40 steps from a chosen start, with a condition per step.
    static func forecast(start: Int64, conditions: (Int) -> (Int, String) = { _ in (800, "01d") }) throws -> ForecastResponse {
        let list = (0..<40).map { i -> String in
            let (id, icon) = conditions(i)
            return """
                {"dt":\(start + Int64(i) * 10_800),"main":{"temp":\(280 + i % 8),"temp_min":\(279 + i % 8),"temp_max":\(281 + i % 8),"humidity":50},\
                "weather":[{"id":\(id),"main":"X","description":"x","icon":"\(icon)"}],"pop":\(Double(i % 5) / 10)}
                """
        }
        let json = "{\"cod\":\"200\",\"message\":0,\"cnt\":40,\"list\":[\(list.joined(separator: ","))],\"city\":{\"timezone\":-18000}}"
        return try JSONDecoder().decode(ForecastResponse.self, from: Data(json.utf8))
    }

    static func current(dt: Int64, timezone: Int = -18000) throws -> CurrentWeatherResponse {
        let json =
            "{\"dt\":\(dt),\"main\":{\"temp\":285},\"weather\":[{\"id\":800,\"main\":\"Clear\",\"description\":\"clear sky\",\"icon\":\"01n\"}],\"timezone\":\(timezone)}"
        return try JSONDecoder().decode(CurrentWeatherResponse.self, from: Data(json.utf8))
    }

    @Test func fortyStepsGiveFiveDaysStartingToday() throws {
        // 2024-01-10 23:30 local (UTC-5): today has only the observation; the forecast starts tomorrow.
        let now: Int64 = 1_704_947_400
        let converted = OpenWeatherFallback.forecast(current: try Self.current(dt: now), forecast: try Self.forecast(start: 1_704_949_200))
        let daily = converted.days
        #expect(daily.count == 5)
        let clock = LocalTime(zoneIdentifier: nil, fallbackOffset: -18000)
        #expect(daily.map { clock.isoDate($0.time) } == ["2024-01-10", "2024-01-11", "2024-01-12", "2024-01-13", "2024-01-14"])
        #expect(daily[0].low == 285 - 273.15 && daily[0].high == 285 - 273.15)
        #expect(daily[1].low == 279 - 273.15 && daily[1].high == 288 - 273.15)
        #expect(converted.hours.count == 40)
    }

    @Test func theMostSevereConditionWinsInItsDayIcon() throws {
        let start: Int64 = 1_704_949_200  // 2024-01-11 00:00 local (UTC-5)
        let forecast = try Self.forecast(start: start) { i in
            switch i {
            case 1: return (500, "10n")  // light rain at night
            case 2: return (211, "11n")  // a thunderstorm
            case 4: return (804, "04d")
            case 9: return (600, "13n")  // next day: snow at night beats clouds at noon
            case 12: return (803, "04d")
            default: return (800, "01d")
            }
        }
        let daily = OpenWeatherFallback.forecast(current: try Self.current(dt: start - 60), forecast: forecast).days
        #expect(daily[1].conditions.first?.id == 211)
        #expect(daily[1].conditions.first?.icon == "11d")
        #expect(daily[2].conditions.first?.id == 600)
        #expect(daily[2].conditions.first?.icon == "13d")
    }

    @Test(arguments: [(20.0, 50.0, 9.25), (0.0, 100.0, 0.0), (30.0, 20.0, 4.58)])
    func dewPointsFollowTheMagnusFormula(celsius: Double, humidity: Double, expected: Double) throws {
        let dewPoint = try #require(OpenWeatherFallback.dewPoint(celsius: celsius, humidity: humidity))
        #expect(abs(dewPoint - expected) < 0.3)
        #expect(OpenWeatherFallback.dewPoint(celsius: celsius, humidity: 0) == nil)
        #expect(OpenWeatherFallback.dewPoint(celsius: celsius, humidity: nil) == nil)
    }
}
