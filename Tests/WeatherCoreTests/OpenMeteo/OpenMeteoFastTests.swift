import Foundation
import Testing

@testable import WeatherCore

/// Open-Meteo's answers read without `Codable` (issue 35: `places` of 8 places spent most of its
/// CPU in `JSONDecoder`): the same values as `JSONDecoder`, and `JSONDecoder` itself wherever
/// the fast reading is not sure.
@Suite struct OpenMeteoFastTests {
    static let forecast = OpenMeteoClientTests.fixture("forecast-paris.json")
    static let air = OpenMeteoClientTests.fixture("air-quality-paris.json")

    static func decoded<T: Decodable>(_ text: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    @Test func theFixturesReadAsJSONDecoderReadsThem() throws {
        let forecast = try #require(OpenMeteoForecast.fast(Self.forecast))
        #expect(forecast == (try JSONDecoder().decode(OpenMeteoForecast.self, from: Self.forecast)))
        #expect(forecast.hourly?.time.isEmpty == false && forecast.daily?.time.isEmpty == false && forecast.current != nil)
        let air = try #require(OpenMeteoAirQuality.fast(Self.air))
        #expect(air == (try JSONDecoder().decode(OpenMeteoAirQuality.self, from: Self.air)))
        #expect(air.current?["pm2_5"] != nil)
    }

    /// Nulls, values of other kinds and lists that are not numbers: what `JSONDecoder` leaves out,
    /// the fast reading leaves out too.
    static let odd = """
        {"latitude":48.86,"longitude":2.35,"utc_offset_seconds":3600,"timezone":"Europe/Paris",
         "timezone_abbreviation":"an abbreviation far too long","current":{"time":1795465800,"temperature_2m":14.3,
         "is_day":true,"weather_code":"3","rain":null},"current_units":{"temperature_2m":"°C","interval":900},
         "hourly":{"time":[1795465800,1795469400],"temperature_2m":[14.3,null],"weather_code":["3","61"],
         "rain":[0,0.2,{"x":1}],"snowfall":7},"hourly_units":{"temperature_2m":"°F"},
         "minutely_15":{"time":[1795465800],"precipitation":[0.1]}}
        """

    @Test func oddValuesAreLeftOutAsJSONDecoderLeavesThem() throws {
        let data = Data(Self.odd.utf8)
        let fast = try #require(OpenMeteoForecast.fast(data))
        #expect(fast == (try JSONDecoder().decode(OpenMeteoForecast.self, from: data)))
        #expect(fast.current?.values == ["temperature_2m": 14.3] && fast.currentUnits == nil)
        #expect(fast.hourly?.values.keys.sorted() == ["temperature_2m"] && fast.hourlyUnits == ["temperature_2m": "°F"])
        #expect(fast.timezoneAbbreviation == nil && fast.minutely15?.values["precipitation"] == [0.1])
    }

    /// What the fast reading is not sure of goes to `JSONDecoder`: the answer (or the error) is its.
    @Test(arguments: [
        #"{"latitude":48.86,"longitude":2.35,"utc_offset_seconds":3600.0}"#,
        #"{"latitude":48.86,"longitude":2.35,"current":{"time":1.7e9,"temperature_2m":1}}"#,
        #"{"latitude":48.86,"longitude":2.35,"hourly":{"time":["2026-11-26T10:00"],"temperature_2m":[1]}}"#,
        #"{"latitude":"48.86","longitude":2.35}"#, #"{"longitude":2.35}"#, "[1]"
    ])
    func whatItIsNotSureOfIsLeftToJSONDecoder(text: String) {
        let data = Data(text.utf8)
        #expect(OpenMeteoForecast.fast(data) == nil)
        let path = OpenMeteoEndpoint.forecast(lat: 48.86, lon: 2.35).path
        let decoded = Result { try JSONDecoder().decode(OpenMeteoForecast.self, from: data) }
        switch (OpenMeteoAnswer.decode(data, as: OpenMeteoForecast.self, path: path), decoded) {
        case (.success(let answer), .success(let expected)): #expect(answer == expected)
        case (.failure(let error), .failure(let expected)):
            #expect(error == .badResponse(path: path, problem: DocumentError(expected).message))
        default: Issue.record("the answer differs from JSONDecoder's for \(text)")
        }
    }
}
