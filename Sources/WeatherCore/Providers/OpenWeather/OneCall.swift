import CoreModel
import CoreSupport

/// A One Call API 3.0 response (`/data/3.0/onecall`): current weather and forecasts for one point.
///
/// Everything but the coordinates is optional because callers may `exclude` parts, and the
/// API itself omits fields (no `sunrise` in a polar night, no `visibility` in some hours).
package struct OneCall: Codable, Equatable, Sendable {
    package var lat: Double
    package var lon: Double
    /// IANA time zone name, such as `Europe/London`.
    package var timezone: String?
    /// Seconds east of UTC at the time of the response.
    package var timezoneOffset: Int?
    package var current: Current?
    package var minutely: [Minutely]?
    package var hourly: [Hourly]?
    package var daily: [Daily]?
    package var alerts: [Alert]?

    enum CodingKeys: String, SnakeCaseKey { case lat, lon, timezone, timezoneOffset, current, minutely, hourly, daily, alerts }

    /// Weather now (`current`) and one hour of the forecast (`hourly`), which have the same
    /// fields but for the sun's times (now only) and the chance of precipitation (hours only).
    package typealias Current = Reading
    package typealias Hourly = Reading

    /// The weather at one moment.
    package struct Reading: Codable, Equatable, Sendable {
        package var dt: Int64
        package var sunrise: Int64?
        package var sunset: Int64?
        package var temp: Double
        package var feelsLike: Double?
        package var pressure: Double?
        package var humidity: Double?
        package var dewPoint: Double?
        package var uvi: Double?
        package var clouds: Double?
        /// Metres; the API caps it at 10 km.
        package var visibility: Double?
        package var windSpeed: Double?
        package var windDeg: Double?
        package var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        package var weather: [WeatherCondition]?
        /// Probability of precipitation, 0 to 1.
        package var pop: Double?
        package var rain: Precipitation?
        package var snow: Precipitation?

        enum CodingKeys: String, SnakeCaseKey {
            case dt, sunrise, sunset, temp, feelsLike, pressure, humidity, dewPoint, uvi, clouds, visibility
            case windSpeed, windDeg, windGust, weather, pop, rain, snow
        }
    }

    /// Precipitation for one minute of the next hour.
    package struct Minutely: Codable, Equatable, Sendable {
        package var dt: Int64
        /// Millimetres per hour.
        package var precipitation: Double?
    }

    /// The forecast for one day.
    package struct Daily: Codable, Equatable, Sendable {
        package var dt: Int64
        package var sunrise: Int64?
        package var sunset: Int64?
        package var moonrise: Int64?
        package var moonset: Int64?
        /// 0 and 1 are new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
        package var moonPhase: Double?
        /// A sentence describing the day, when the API has one.
        package var summary: String?
        package var temp: Temperatures
        package var feelsLike: FeelsLike?
        package var pressure: Double?
        package var humidity: Double?
        package var dewPoint: Double?
        package var windSpeed: Double?
        package var windDeg: Double?
        package var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        package var weather: [WeatherCondition]?
        package var clouds: Double?
        package var pop: Double?
        /// The day's total, sent as a bare number.
        package var rain: Precipitation?
        package var snow: Precipitation?
        package var uvi: Double?

        enum CodingKeys: String, SnakeCaseKey {
            case dt, sunrise, sunset, moonrise, moonset, moonPhase, summary, temp, feelsLike, pressure, humidity
            case dewPoint, windSpeed, windDeg, windGust, weather, clouds, pop, rain, snow, uvi
        }
    }

    /// A day's temperatures at four times of day, with the day's extremes.
    package struct Temperatures: Codable, Equatable, Sendable {
        /// Nil when the source has no temperatures by part of day (Open-Meteo).
        package var day: Double?
        package var min: Double
        package var max: Double
        package var night: Double?
        package var eve: Double?
        package var morn: Double?
    }

    /// How a day's temperatures feel at four times of day.
    package struct FeelsLike: Codable, Equatable, Sendable {
        package var day: Double?
        package var night: Double?
        package var eve: Double?
        package var morn: Double?
    }

    /// A national weather warning.
    package struct Alert: Codable, Equatable, Sendable {
        package var senderName: String?
        package var event: String
        package var start: Int64?
        package var end: Int64?
        package var description: String?
        package var tags: [String]?

        enum CodingKeys: String, SnakeCaseKey { case senderName, event, start, end, description, tags }
    }

    package init(
        lat: Double, lon: Double, timezone: String? = nil, timezoneOffset: Int? = nil, current: Current? = nil, minutely: [Minutely]? = nil,
        hourly: [Hourly]? = nil, daily: [Daily]? = nil, alerts: [Alert]? = nil
    ) {
        self.lat = lat
        self.lon = lon
        self.timezone = timezone
        self.timezoneOffset = timezoneOffset
        self.current = current
        self.minutely = minutely
        self.hourly = hourly
        self.daily = daily
        self.alerts = alerts
    }
}
