/// A Current Weather API 2.5 response (`/data/2.5/weather`): the free endpoint wxsh falls back
/// to when the key has no One Call 3.0 subscription.
///
/// Tolerant like the other models: everything but `dt` and `main.temp` may be missing, `cod`
/// may be a number or a string, and `timezone` is an offset in seconds, not a zone name.
public struct CurrentWeatherResponse: Decodable, Equatable, Sendable {
    public var coord: Coordinate?
    public var weather: [WeatherCondition]
    public var main: Main
    /// Metres.
    public var visibility: Double?
    public var wind: Wind?
    public var clouds: Clouds?
    public var rain: Precipitation?
    public var snow: Precipitation?
    public var dt: Int64
    public var sys: Sys?
    /// Seconds east of UTC.
    public var timezone: Int?
    public var name: String?

    enum CodingKeys: String, CodingKey { case coord, weather, main, visibility, wind, clouds, rain, snow, dt, sys, timezone, name }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        coord = try c.decodeIfPresent(Coordinate.self, forKey: .coord)
        weather = try c.decodeIfPresent([WeatherCondition].self, forKey: .weather) ?? []
        main = try c.decode(Main.self, forKey: .main)
        visibility = try c.decodeIfPresent(Double.self, forKey: .visibility)
        wind = try c.decodeIfPresent(Wind.self, forKey: .wind)
        clouds = try c.decodeIfPresent(Clouds.self, forKey: .clouds)
        rain = try c.decodeIfPresent(Precipitation.self, forKey: .rain)
        snow = try c.decodeIfPresent(Precipitation.self, forKey: .snow)
        dt = try c.decode(Int64.self, forKey: .dt)
        sys = try c.decodeIfPresent(Sys.self, forKey: .sys)
        timezone = try c.decodeIfPresent(Int.self, forKey: .timezone)
        name = try c.decodeIfPresent(String.self, forKey: .name)
    }

    /// A point, `{"lon": …, "lat": …}` in either order.
    public struct Coordinate: Decodable, Equatable, Sendable {
        public var lon: Double
        public var lat: Double
    }

    /// Temperatures (kelvin), pressure (hPa) and humidity (%).
    public struct Main: Decodable, Equatable, Sendable {
        public var temp: Double
        public var feelsLike: Double?
        public var tempMin: Double?
        public var tempMax: Double?
        public var pressure: Double?
        public var humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max"
        }
    }

    /// Speed and gust (m/s), direction (degrees).
    public struct Wind: Decodable, Equatable, Sendable {
        public var speed: Double?
        public var deg: Double?
        public var gust: Double?
    }

    /// Cloud cover (%).
    public struct Clouds: Decodable, Equatable, Sendable {
        public var all: Double?
    }

    /// Country, sunrise and sunset.
    public struct Sys: Decodable, Equatable, Sendable {
        public var country: String?
        public var sunrise: Int64?
        public var sunset: Int64?
    }
}
