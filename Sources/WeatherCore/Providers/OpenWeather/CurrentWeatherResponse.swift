/// A Current Weather API 2.5 response (`/data/2.5/weather`): the free endpoint wxsh falls back
/// to when the key has no One Call 3.0 subscription.
///
/// Tolerant like the other models: everything but `dt` and `main.temp` may be missing, `cod`
/// may be a number or a string, and `timezone` is an offset in seconds, not a zone name.
@dynamicMemberLookup
struct CurrentWeatherResponse: Decodable, Equatable, Sendable {
    var coord: Coordinate?
    /// The observation: its time, temperatures, conditions, wind, clouds, rain and snow.
    var values: FreeReading
    var sys: Sys?
    /// Seconds east of UTC.
    var timezone: Int?
    var name: String?

    enum CodingKeys: String, CodingKey { case coord, sys, timezone, name }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        coord = try c.decodeIfPresent(Coordinate.self, forKey: .coord)
        values = try FreeReading(from: decoder)
        sys = try c.decodeIfPresent(Sys.self, forKey: .sys)
        timezone = ExternalBounds.offset(try c.decodeIfPresent(Int.self, forKey: .timezone))
        name = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .name))
    }

    subscript<T>(dynamicMember field: KeyPath<FreeReading, T>) -> T { values[keyPath: field] }

    /// Temperatures (kelvin), pressure (hPa) and humidity (%).
    struct Main: Decodable, Equatable, Sendable {
        var temp: Double
        var feelsLike: Double?
        var tempMin: Double?
        var tempMax: Double?
        var pressure: Double?
        var humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
        }
    }

    /// Speed and gust (m/s), direction (degrees).
    struct Wind: Decodable, Equatable, Sendable {
        var speed: Double?
        var deg: Double?
        var gust: Double?
    }

    /// Cloud cover (%).
    struct Clouds: Decodable, Equatable, Sendable {
        var all: Double?
    }

    /// Country, sunrise and sunset.
    struct Sys: Decodable, Equatable, Sendable {
        var country: String?
        var sunrise: Int64?
        var sunset: Int64?
    }
}
