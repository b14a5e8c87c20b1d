import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Open-Meteo's documents mapped into the One Call and Air Pollution model wxsh shows.
@Suite struct OpenMeteoMappingTests {
    static func forecast() throws -> OpenMeteoForecast {
        try JSONDecoder().decode(OpenMeteoForecast.self, from: Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json"))
    }

    @Test func theForecastBecomesOneCallInStandardUnits() throws {
        let oneCall = try Self.forecast().oneCall()
        #expect(oneCall.timezone == "Europe/Paris")
        #expect(oneCall.timezoneOffset == 3600)
        let current = try #require(oneCall.current)
        #expect(abs(current.temp - (14.3 + 273.15)) < 1e-9, "°C to kelvin")
        #expect(current.humidity == 71)
        #expect(abs((current.windSpeed ?? 0) - 15.1 / 3.6) < 1e-9, "km/h (the default) to m/s")
        #expect(abs((current.windGust ?? 0) - 32.4 / 3.6) < 1e-9)
        #expect(current.windDeg == 240)
        #expect(current.visibility == 24140)
        #expect(current.weather.first?.description == "overcast")
        #expect(current.weather.first?.icon == "04n", "is_day 0 is night")
        #expect(current.sunrise == oneCall.daily?.first?.sunrise, "today's sunrise")
        #expect(oneCall.hourly?.count == 48)
        #expect(oneCall.daily?.count == 8)
        #expect(oneCall.alerts == nil)
        let day = try #require(oneCall.daily?.first)
        #expect(day.temp.day == nil && day.temp.morn == nil, "no day parts: nothing invented")
        #expect(day.moonPhase == nil && day.moonrise == nil)
        #expect(abs(day.temp.max - (17.2 + 273.15)) < 1e-9)
    }

    @Test func windInMetresPerSecondIsKeptAsItIs() throws {
        let json = """
            {"latitude":48.85,"longitude":2.35,"utc_offset_seconds":3600,"timezone":"Europe/Paris",
             "current_units":{"wind_speed_10m":"m/s","temperature_2m":"°F"},
             "current":{"time":1795465800,"temperature_2m":50,"wind_speed_10m":4.2}}
            """
        let oneCall = try JSONDecoder().decode(OpenMeteoForecast.self, from: Data(json.utf8)).oneCall()
        #expect(oneCall.current?.windSpeed == 4.2)
        #expect(abs((oneCall.current?.temp ?? 0) - 283.15) < 1e-9, "°F to kelvin")
        #expect(oneCall.current?.humidity == nil, "a variable not sent is not invented")
        #expect(oneCall.hourly == nil && oneCall.daily == nil)
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
        let entry = try #require(paris.airPollution()?.list.first)
        #expect(entry.main.aqi == 2, "PM2.5 11.4 is Fair")
        #expect(entry.europeanAQI == 35)
        #expect(entry.components.no == nil)
        #expect(entry.components.nh3 == 1.2)
        let json = #"{"latitude":-75.1,"longitude":123.3,"current":{"time":1795465800,"pm2_5":3,"ammonia":null,"european_aqi":null}}"#
        let far = try JSONDecoder().decode(OpenMeteoAirQuality.self, from: Data(json.utf8)).airPollution()
        #expect(far?.list.first?.components.nh3 == nil)
        #expect(far?.list.first?.europeanAQI == nil)
        let none = #"{"latitude":1,"longitude":2,"current":{"time":1795465800,"ammonia":1}}"#
        #expect(
            try JSONDecoder().decode(OpenMeteoAirQuality.self, from: Data(none.utf8)).airPollution() == nil, "no pollutant of the index")
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
        #expect(forecast.oneCall().hourly?.count == 48)
        #expect(forecast.oneCall().daily?.count == 8)
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
        guard case .openMeteoForecast = try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json")) else {
            Issue.record("not a forecast")
            return
        }
        guard case .openMeteoAirQuality = try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/air-quality-paris.json"))
        else {
            Issue.record("not air quality")
            return
        }
        #expect(throws: DocumentError.self) { try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/error-400.json")) }
        do {
            _ = try WeatherDocument.decode(Fixtures.data("Tests/Fixtures/open-meteo/error-429.json"))
        } catch {
            #expect(error.message.contains("an Open-Meteo error response (Minutely API request limit exceeded"), "\(error.message)")
        }
        #expect(throws: DocumentError.self) { try Fixtures.decode(#"{"latitude":1,"longitude":2,"generationtime_ms":1}"#) }
    }
}
