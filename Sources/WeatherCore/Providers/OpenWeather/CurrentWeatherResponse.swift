import CoreModel
import CoreSupport

/// A Current Weather API 2.5 response (`/data/2.5/weather`): the free endpoint wxsh falls back
/// to when the key has no One Call 3.0 subscription.
///
/// Tolerant like the other models: everything but `dt` and `main.temp` may be missing, `cod`
/// may be a number or a string, and `timezone` is an offset in seconds, not a zone name.
@dynamicMemberLookup
package struct CurrentWeatherResponse: Decodable, Equatable, Sendable {
    package var coord: Coordinate?
    /// The observation: its time, temperatures, conditions, wind, clouds, rain and snow.
    package var values: FreeReading
    package var sys: Sys?
    /// Seconds east of UTC.
    package var timezone: Int?
    package var name: String?

    enum CodingKeys: String, CodingKey { case coord, sys, timezone, name }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        coord = try c.decodeIfPresent(Coordinate.self, forKey: .coord)
        values = try FreeReading(from: decoder)
        sys = try c.decodeIfPresent(Sys.self, forKey: .sys)
        timezone = ExternalBounds.offset(try c.decodeIfPresent(Int.self, forKey: .timezone))
        name = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .name))
    }

    @inlinable

    package subscript<T>(dynamicMember field: KeyPath<FreeReading, T>) -> T { values[keyPath: field] }

    /// Temperatures (kelvin), pressure (hPa) and humidity (%).
    package struct Main: Decodable, Equatable, Sendable {
        package var temp: Double
        package var feelsLike: Double?
        package var tempMin: Double?
        package var tempMax: Double?
        package var pressure: Double?
        package var humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
        }
    }

    /// Speed and gust (m/s), direction (degrees).
    package struct Wind: Decodable, Equatable, Sendable {
        package var speed: Double?
        package var deg: Double?
        package var gust: Double?
    }

    /// Cloud cover (%).
    package struct Clouds: Decodable, Equatable, Sendable {
        package var all: Double?
    }

    /// Country, sunrise and sunset.
    package struct Sys: Decodable, Equatable, Sendable {
        package var country: String?
        package var sunrise: Int64?
        package var sunset: Int64?
    }
}
