/// A One Call API 3.0 response (`/data/3.0/onecall`): current weather and forecasts for one point.
///
/// Everything but the coordinates is optional because callers may `exclude` parts, and the
/// API itself omits fields (no `sunrise` in a polar night, no `visibility` in some hours).
struct OneCall: Codable, Equatable, Sendable {
    var lat: Double
    var lon: Double
    /// IANA time zone name, such as `Europe/London`.
    var timezone: String?
    /// Seconds east of UTC at the time of the response.
    var timezoneOffset: Int?
    var current: Current?
    var minutely: [Minutely]?
    var hourly: [Hourly]?
    var daily: [Daily]?
    var alerts: [Alert]?

    enum CodingKeys: String, SnakeCaseKey { case lat, lon, timezone, timezoneOffset, current, minutely, hourly, daily, alerts }

    /// Weather now (`current`) and one hour of the forecast (`hourly`), which have the same
    /// fields but for the sun's times (now only) and the chance of precipitation (hours only).
    typealias Current = Reading
    typealias Hourly = Reading

    /// The weather at one moment.
    struct Reading: Codable, Equatable, Sendable {
        var dt: Int64
        var sunrise: Int64?
        var sunset: Int64?
        var temp: Double
        var feelsLike: Double?
        var pressure: Double?
        var humidity: Double?
        var dewPoint: Double?
        var uvi: Double?
        var clouds: Double?
        /// Metres; the API caps it at 10 km.
        var visibility: Double?
        var windSpeed: Double?
        var windDeg: Double?
        var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        var weather: [WeatherCondition]?
        /// Probability of precipitation, 0 to 1.
        var pop: Double?
        var rain: Precipitation?
        var snow: Precipitation?

        enum CodingKeys: String, SnakeCaseKey {
            case dt, sunrise, sunset, temp, feelsLike, pressure, humidity, dewPoint, uvi, clouds, visibility
            case windSpeed, windDeg, windGust, weather, pop, rain, snow
        }
    }

    /// Precipitation for one minute of the next hour.
    struct Minutely: Codable, Equatable, Sendable {
        var dt: Int64
        /// Millimetres per hour.
        var precipitation: Double?
    }

    /// The forecast for one day.
    struct Daily: Codable, Equatable, Sendable {
        var dt: Int64
        var sunrise: Int64?
        var sunset: Int64?
        var moonrise: Int64?
        var moonset: Int64?
        /// 0 and 1 are new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
        var moonPhase: Double?
        /// A sentence describing the day, when the API has one.
        var summary: String?
        var temp: Temperatures
        var feelsLike: FeelsLike?
        var pressure: Double?
        var humidity: Double?
        var dewPoint: Double?
        var windSpeed: Double?
        var windDeg: Double?
        var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        var weather: [WeatherCondition]?
        var clouds: Double?
        var pop: Double?
        /// The day's total, sent as a bare number.
        var rain: Precipitation?
        var snow: Precipitation?
        var uvi: Double?

        enum CodingKeys: String, SnakeCaseKey {
            case dt, sunrise, sunset, moonrise, moonset, moonPhase, summary, temp, feelsLike, pressure, humidity
            case dewPoint, windSpeed, windDeg, windGust, weather, clouds, pop, rain, snow, uvi
        }
    }

    /// A day's temperatures at four times of day, with the day's extremes.
    struct Temperatures: Codable, Equatable, Sendable {
        /// Nil when the source has no temperatures by part of day (Open-Meteo).
        var day: Double?
        var min: Double
        var max: Double
        var night: Double?
        var eve: Double?
        var morn: Double?
    }

    /// How a day's temperatures feel at four times of day.
    struct FeelsLike: Codable, Equatable, Sendable {
        var day: Double?
        var night: Double?
        var eve: Double?
        var morn: Double?
    }

    /// A national weather warning.
    struct Alert: Codable, Equatable, Sendable {
        var senderName: String?
        var event: String
        var start: Int64?
        var end: Int64?
        var description: String?
        var tags: [String]?

        enum CodingKeys: String, SnakeCaseKey { case senderName, event, start, end, description, tags }
    }
}
