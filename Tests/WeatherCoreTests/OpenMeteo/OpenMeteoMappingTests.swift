import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import WeatherCore

/// Open-Meteo's documents mapped into the One Call and Air Pollution model wxsh shows.
@Suite struct OpenMeteoMappingTests {
    static func forecast() throws -> OpenMeteoForecast {
        try JSONDecoder().decode(OpenMeteoForecast.self, from: Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json"))
    }

    @Test func theForecastBecomesTheModelInCanonicalUnits() throws {
        let forecast = try Self.forecast().forecast()
        #expect(forecast.timeZone == "Europe/Paris")
        #expect(forecast.utcOffset == 3600)
        let current = try #require(forecast.current)
        #expect(current.temperature == 14.3, "°C as it is")
        #expect(current.humidity == 71)
        #expect(abs((current.wind.speed ?? 0) - 15.1 / 3.6) < 1e-9, "km/h (the default) to m/s")
        #expect(abs((current.wind.gust ?? 0) - 32.4 / 3.6) < 1e-9)
        #expect(current.wind.direction == 240)
        #expect(current.visibility == 24140)
        #expect(current.conditions.first?.description == "overcast")
        #expect(current.conditions.first?.icon == "04n", "is_day 0 is night")
        #expect(current.sunrise == forecast.days.first?.sunrise, "today's sunrise")
        #expect(forecast.hours.count == 48)
        #expect(forecast.days.count == 8)
        #expect(forecast.alerts.isEmpty)
        let day = try #require(forecast.days.first)
        #expect(day.temperatures.day == nil && day.temperatures.morning == nil, "no day parts: nothing invented")
        #expect(day.moonPhase == nil && day.moonrise == nil)
        #expect(day.high == 17.2)
    }

    @Test func windInMetresPerSecondIsKeptAsItIs() throws {
        let json = """
            {"latitude":48.85,"longitude":2.35,"utc_offset_seconds":3600,"timezone":"Europe/Paris",
             "current_units":{"wind_speed_10m":"m/s","temperature_2m":"°F"},
             "current":{"time":1795465800,"temperature_2m":50,"wind_speed_10m":4.2}}
            """
        let forecast = try JSONDecoder().decode(OpenMeteoForecast.self, from: Data(json.utf8)).forecast()
        #expect(forecast.current?.wind.speed == 4.2)
        #expect(abs((forecast.current?.temperature ?? 0) - 10) < 1e-9, "°F to °C")
        #expect(forecast.current?.humidity == nil, "a variable not sent is not invented")
        #expect(forecast.hours.isEmpty && forecast.days.isEmpty)
    }

    @Test(arguments: [
        (0.0, true, "01d", "clear sky"), (0.0, false, "01n", "clear sky"), (1.0, true, "02d", "mainly clear"),
        (2.0, true, "03d", "partly cloudy"), (3.0, true, "04d", "overcast"), (45.0, true, "50d", "fog"),
        (48.0, true, "50d", "depositing rime fog"), (53.0, true, "09d", "moderate drizzle"), (57.0, true, "09d", "dense freezing drizzle"),
        (65.0, false, "10n", "heavy rain"), (66.0, true, "13d", "light freezing rain"), (75.0, true, "13d", "heavy snow fall"),
        (77.0, true, "13d", "snow grains"), (81.0, true, "09d", "moderate rain showers"), (86.0, true, "13d", "heavy snow showers"),
        (95.0, true, "11d", "thunderstorm"), (99.0, false, "11n", "thunderstorm with heavy hail")
    ])
    func wmoCodesBecomeOpenWeatherConditions(code: Double, isDay: Bool, icon: String, text: String) {
        let condition = WMOWeatherCode.condition(code, isDay: isDay)
        #expect(condition?.icon == icon)
        #expect(condition?.description == text)
    }

    @Test func anUnknownCodeHasNoCondition() {
        #expect(WMOWeatherCode.condition(4, isDay: true) == nil)
        #expect(WMOWeatherCode.condition(2.5, isDay: true) == nil)
        #expect(WMOWeatherCode.condition(nil, isDay: true) == nil)
    }

    @Test(arguments: [
        // Just below and at each PM2.5 breakpoint: 10/25/50/75.
        (9.99, 1), (10.0, 2), (24.9, 2), (25.0, 3), (49.9, 3), (50.0, 4), (74.9, 4), (75.0, 5), (500.0, 5)
    ])
    func theIndexFollowsOpenWeathersBreakpoints(pm2_5: Double, index: Int) {
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(pm2_5: pm2_5)) == index)
    }

    @Test func theWorstPollutantDecides() {
        let components = AirPollution.Components(co: 4399, no2: 39, o3: 140, so2: 19, pm2_5: 9, pm10: 19)
        #expect(OpenMeteoAirQuality.index(components) == 4, "O₃ at 140 is Poor; everything else is Good")
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(co: 15_400)) == 5)
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(so2: 80)) == 3)
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(no2: 200)) == 5)
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(pm10: 100)) == 4)
        #expect(OpenMeteoAirQuality.index(AirPollution.Components(nh3: 90)) == nil, "ammonia is not on the scale")
    }

    @Test func airQualityHasNoNOAndMayLackAmmonia() throws {
        let paris = try JSONDecoder().decode(
            OpenMeteoAirQuality.self, from: Fixtures.data("Tests/Fixtures/open-meteo/air-quality-paris.json"))
        let entry = try #require(paris.airQuality())
        #expect(entry.index == 2, "PM2.5 11.4 is Fair")
        #expect(entry.europeanIndex == 35)
        #expect(entry.components.no == nil)
        #expect(entry.components.nh3 == 1.2)
        let json = #"{"latitude":-75.1,"longitude":123.3,"current":{"time":1795465800,"pm2_5":3,"ammonia":null,"european_aqi":null}}"#
        let far = try JSONDecoder().decode(OpenMeteoAirQuality.self, from: Data(json.utf8)).airQuality()
        #expect(far?.components.nh3 == nil)
        #expect(far?.europeanIndex == nil)
        let none = #"{"latitude":1,"longitude":2,"current":{"time":1795465800,"ammonia":1}}"#
        #expect(
            try JSONDecoder().decode(OpenMeteoAirQuality.self, from: Data(none.utf8)).airQuality() == nil, "no pollutant of the index")
    }

    @Test func outsideDataIsBoundedAsItIsDecoded() throws {
        let hours = (0..<60).map { String(1_795_460_000 + $0 * 3600) }.joined(separator: ",")
        let temps = (0..<60).map { _ in "10" }.joined(separator: ",")
        let days = (0..<12).map { String(1_795_400_000 + $0 * 86_400) }.joined(separator: ",")
        let highs = (0..<12).map { _ in "12" }.joined(separator: ",")
        let zone = String(repeating: "A", count: 65)
        let json = """
            {"latitude":1,"longitude":2,"utc_offset_seconds":\(19 * 3600),"timezone":"\(zone)",
             "hourly":{"time":[\(hours)],"temperature_2m":[\(temps)]},
             "daily":{"time":[\(days)],"temperature_2m_max":[\(highs)],"temperature_2m_min":[\(highs)]}}
            """
        let forecast = try JSONDecoder().decode(OpenMeteoForecast.self, from: Data(json.utf8))
        #expect(forecast.timezone == nil, "a zone name over 64 characters is dropped")
        #expect(forecast.utcOffsetSeconds == nil, "an offset beyond 18 h is dropped")
        #expect(forecast.forecast().hours.count == 48)
        #expect(forecast.forecast().days.count == 8)
        let many = (0..<15).map { #"{"name":"P\#($0)","latitude":1,"longitude":2}"# }.joined(separator: ",")
        #expect(try JSONDecoder().decode(OpenMeteoSearch.self, from: Data(#"{"results":[\#(many)]}"#.utf8)).results.count == 10)
        let long = String(repeating: "n", count: 300)
        let named = try JSONDecoder().decode(
            OpenMeteoSearch.self, from: Data(#"{"results":[{"name":"\#(long)","latitude":1,"longitude":2}]}"#.utf8))
        #expect(named.results.first?.name.count == 200)
    }

    @Test func aSearchWithoutResultsIsEmpty() throws {
        let none = try JSONDecoder().decode(OpenMeteoSearch.self, from: Fixtures.data("Tests/Fixtures/open-meteo/search-no-results.json"))
        #expect(none.results.isEmpty)
        let paris = try JSONDecoder().decode(OpenMeteoSearch.self, from: Fixtures.data("Tests/Fixtures/open-meteo/search-paris.json"))
        #expect(paris.results.first?.countryCode == "FR")
        #expect(paris.results.first?.timezone == "Europe/Paris")
    }

    @Test func documentsAreToldFromTheirShape() throws {
        guard case .forecast(_, _, .openMeteo) = try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json"))
        else {
            Issue.record("not a forecast")
            return
        }
        guard
            case .airQuality(_, _, .openMeteo) = try WeatherDocument.decode(
                Fixtures.data("Tests/Fixtures/open-meteo/air-quality-paris.json"))
        else {
            Issue.record("not air quality")
            return
        }
        #expect(throws: DocumentError.self) { try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/error-400.json")) }
        do {
            _ = try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/error-429.json"))
        } catch {
            #expect(error.message.english.contains("an Open-Meteo error response (Minutely API request limit exceeded"), "\(error.message)")
        }
        #expect(throws: DocumentError.self) { try Fixtures.decode(#"{"latitude":1,"longitude":2,"generationtime_ms":1}"#) }
    }
}
