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

    public init(
        lat: Double, lon: Double, timezone: String?, timezoneOffset: Int?, current: Current?,
        minutely: [Minutely]? = nil, hourly: [Hourly]? = nil, daily: [Daily]? = nil,
        alerts: [Alert]? = nil
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

    enum CodingKeys: String, CodingKey {
        case lat, lon, timezone, current, minutely, hourly, daily, alerts
        case timezoneOffset = "timezone_offset"
    }

    /// Weather now.
    public struct Current: Codable, Equatable, Sendable {
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
        public var weather: [WeatherCondition] {
            get { conditions ?? [] }
            set { conditions = newValue }
        }
        var conditions: [WeatherCondition]?
        public var rain: Precipitation?
        public var snow: Precipitation?

        public init(
            dt: Int64, sunrise: Int64? = nil, sunset: Int64? = nil, temp: Double,
            feelsLike: Double? = nil, pressure: Double? = nil, humidity: Double? = nil,
            dewPoint: Double? = nil, uvi: Double? = nil, clouds: Double? = nil,
            visibility: Double? = nil, windSpeed: Double? = nil, windDeg: Double? = nil,
            windGust: Double? = nil, weather: [WeatherCondition] = [],
            rain: Precipitation? = nil, snow: Precipitation? = nil
        ) {
            self.dt = dt
            self.sunrise = sunrise
            self.sunset = sunset
            self.temp = temp
            self.feelsLike = feelsLike
            self.pressure = pressure
            self.humidity = humidity
            self.dewPoint = dewPoint
            self.uvi = uvi
            self.clouds = clouds
            self.visibility = visibility
            self.windSpeed = windSpeed
            self.windDeg = windDeg
            self.windGust = windGust
            self.conditions = weather
            self.rain = rain
            self.snow = snow
        }

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, pressure, humidity, uvi, clouds, visibility, rain, snow
            case conditions = "weather"
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

        public init(dt: Int64, precipitation: Double?) {
            self.dt = dt
            self.precipitation = precipitation
        }
    }

    /// The forecast for one hour.
    public struct Hourly: Codable, Equatable, Sendable {
        public var dt: Int64
        public var temp: Double
        public var feelsLike: Double?
        public var pressure: Double?
        public var humidity: Double?
        public var dewPoint: Double?
        public var uvi: Double?
        public var clouds: Double?
        public var visibility: Double?
        public var windSpeed: Double?
        public var windDeg: Double?
        public var windGust: Double?
        /// The conditions, most significant first (the API always sends them; a file may not).
        public var weather: [WeatherCondition] {
            get { conditions ?? [] }
            set { conditions = newValue }
        }
        var conditions: [WeatherCondition]?
        /// Probability of precipitation, 0 to 1.
        public var pop: Double?
        public var rain: Precipitation?
        public var snow: Precipitation?

        public init(
            dt: Int64, temp: Double, feelsLike: Double? = nil, pressure: Double? = nil,
            humidity: Double? = nil, dewPoint: Double? = nil, uvi: Double? = nil,
            clouds: Double? = nil, visibility: Double? = nil, windSpeed: Double? = nil,
            windDeg: Double? = nil, windGust: Double? = nil, weather: [WeatherCondition] = [],
            pop: Double? = nil, rain: Precipitation? = nil, snow: Precipitation? = nil
        ) {
            self.dt = dt
            self.temp = temp
            self.feelsLike = feelsLike
            self.pressure = pressure
            self.humidity = humidity
            self.dewPoint = dewPoint
            self.uvi = uvi
            self.clouds = clouds
            self.visibility = visibility
            self.windSpeed = windSpeed
            self.windDeg = windDeg
            self.windGust = windGust
            self.conditions = weather
            self.pop = pop
            self.rain = rain
            self.snow = snow
        }

        enum CodingKeys: String, CodingKey {
            case dt, temp, pressure, humidity, uvi, clouds, visibility, pop, rain, snow
            case conditions = "weather"
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
            case windGust = "wind_gust"
        }

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
        public var weather: [WeatherCondition] {
            get { conditions ?? [] }
            set { conditions = newValue }
        }
        var conditions: [WeatherCondition]?
        public var clouds: Double?
        public var pop: Double?
        /// The day's total, sent as a bare number.
        public var rain: Precipitation?
        public var snow: Precipitation?
        public var uvi: Double?

        public init(
            dt: Int64, sunrise: Int64? = nil, sunset: Int64? = nil, moonrise: Int64? = nil,
            moonset: Int64? = nil, moonPhase: Double? = nil, summary: String? = nil,
            temp: Temperatures, feelsLike: FeelsLike? = nil, pressure: Double? = nil,
            humidity: Double? = nil, dewPoint: Double? = nil, windSpeed: Double? = nil,
            windDeg: Double? = nil, windGust: Double? = nil, weather: [WeatherCondition] = [],
            clouds: Double? = nil, pop: Double? = nil, rain: Precipitation? = nil,
            snow: Precipitation? = nil, uvi: Double? = nil
        ) {
            self.dt = dt
            self.sunrise = sunrise
            self.sunset = sunset
            self.moonrise = moonrise
            self.moonset = moonset
            self.moonPhase = moonPhase
            self.summary = summary
            self.temp = temp
            self.feelsLike = feelsLike
            self.pressure = pressure
            self.humidity = humidity
            self.dewPoint = dewPoint
            self.windSpeed = windSpeed
            self.windDeg = windDeg
            self.windGust = windGust
            self.conditions = weather
            self.clouds = clouds
            self.pop = pop
            self.rain = rain
            self.snow = snow
            self.uvi = uvi
        }

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, moonrise, moonset, summary, temp, pressure, humidity
            case clouds, pop, rain, snow, uvi
            case conditions = "weather"
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

        public init(day: Double?, min: Double, max: Double, night: Double? = nil, eve: Double? = nil, morn: Double? = nil) {
            self.day = day
            self.min = min
            self.max = max
            self.night = night
            self.eve = eve
            self.morn = morn
        }
    }

    /// How a day's temperatures feel at four times of day.
    public struct FeelsLike: Codable, Equatable, Sendable {
        public var day: Double?
        public var night: Double?
        public var eve: Double?
        public var morn: Double?

        public init(day: Double? = nil, night: Double? = nil, eve: Double? = nil, morn: Double? = nil) {
            self.day = day
            self.night = night
            self.eve = eve
            self.morn = morn
        }
    }

    /// A national weather warning.
    public struct Alert: Codable, Equatable, Sendable {
        public var senderName: String?
        public var event: String
        public var start: Int64?
        public var end: Int64?
        public var description: String?
        public var tags: [String]?

        public init(senderName: String?, event: String, start: Int64?, end: Int64?, description: String?, tags: [String]?) {
            self.senderName = senderName
            self.event = event
            self.start = start
            self.end = end
            self.description = description
            self.tags = tags
        }

        enum CodingKeys: String, CodingKey {
            case event, start, end, description, tags
            case senderName = "sender_name"
        }
    }
}
