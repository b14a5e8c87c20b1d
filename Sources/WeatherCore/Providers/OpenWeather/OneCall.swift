/// A One Call API 3.0 response (`/data/3.0/onecall`): current weather and forecasts for one point.
///
/// Everything but the coordinates is optional because callers may `exclude` parts, and the
/// API itself omits fields (no `sunrise` in a polar night, no `visibility` in some hours).
public struct OneCall: Codable, Equatable, Sendable {
    public var lat: Double
    public var lon: Double
    /// IANA time zone name, such as `Europe/London`.
    public var timezone: String?
    /// Seconds east of UTC at the time of the response.
    public var timezoneOffset: Int?
    public var current: Current?
    public var minutely: [Minutely]?
    public var hourly: [Hourly]?
    public var daily: [Daily]?
    public var alerts: [Alert]?

    enum CodingKeys: String, CodingKey {
        case lat, lon, timezone, current, minutely, hourly, daily, alerts
        case timezoneOffset = "timezone_offset"
    }

    /// Weather now (`current`) and one hour of the forecast (`hourly`), which have the same
    /// fields but for the sun's times (now only) and the chance of precipitation (hours only).
    public typealias Current = Reading
    public typealias Hourly = Reading

    /// The weather at one moment.
    public struct Reading: Codable, Equatable, Sendable {
        public var dt: Int64
        public var sunrise: Int64?
        public var sunset: Int64?
        public var temp: Double
        public var feelsLike: Double?
        public var pressure: Double?
        public var humidity: Double?
        public var dewPoint: Double?
        public var uvi: Double?
        public var clouds: Double?
        /// Metres; the API caps it at 10 km.
        public var visibility: Double?
        public var windSpeed: Double?
        public var windDeg: Double?
        public var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        public var weather: [WeatherCondition]?
        /// Probability of precipitation, 0 to 1.
        public var pop: Double?
        public var rain: Precipitation?
        public var snow: Precipitation?

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, pressure, humidity, uvi, clouds, visibility, pop, rain, snow, weather
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
            case windGust = "wind_gust"
        }
    }

    /// Precipitation for one minute of the next hour.
    public struct Minutely: Codable, Equatable, Sendable {
        public var dt: Int64
        /// Millimetres per hour.
        public var precipitation: Double?

    }

    /// The forecast for one day.
    public struct Daily: Codable, Equatable, Sendable {
        public var dt: Int64
        public var sunrise: Int64?
        public var sunset: Int64?
        public var moonrise: Int64?
        public var moonset: Int64?
        /// 0 and 1 are new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
        public var moonPhase: Double?
        /// A sentence describing the day, when the API has one.
        public var summary: String?
        public var temp: Temperatures
        public var feelsLike: FeelsLike?
        public var pressure: Double?
        public var humidity: Double?
        public var dewPoint: Double?
        public var windSpeed: Double?
        public var windDeg: Double?
        public var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        public var weather: [WeatherCondition]?
        public var clouds: Double?
        public var pop: Double?
        /// The day's total, sent as a bare number.
        public var rain: Precipitation?
        public var snow: Precipitation?
        public var uvi: Double?

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, moonrise, moonset, summary, temp, pressure, humidity
            case clouds, pop, rain, snow, uvi, weather
            case moonPhase = "moon_phase"
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
            case windGust = "wind_gust"
        }

    }

    /// A day's temperatures at four times of day, with the day's extremes.
    public struct Temperatures: Codable, Equatable, Sendable {
        /// Nil when the source has no temperatures by part of day (Open-Meteo).
        public var day: Double?
        public var min: Double
        public var max: Double
        public var night: Double?
        public var eve: Double?
        public var morn: Double?

    }

    /// How a day's temperatures feel at four times of day.
    public struct FeelsLike: Codable, Equatable, Sendable {
        public var day: Double?
        public var night: Double?
        public var eve: Double?
        public var morn: Double?

    }

    /// A national weather warning.
    public struct Alert: Codable, Equatable, Sendable {
        public var senderName: String?
        public var event: String
        public var start: Int64?
        public var end: Int64?
        public var description: String?
        public var tags: [String]?

        enum CodingKeys: String, CodingKey {
            case event, start, end, description, tags
            case senderName = "sender_name"
        }
    }
}
