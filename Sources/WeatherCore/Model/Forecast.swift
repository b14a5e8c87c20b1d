/// The weather at a point, whatever provider it came from: now, by the hour and by the day.
///
/// Values are in one canonical system whatever units they were fetched or loaded in: °C, m/s,
/// hPa, mm and metres; times are seconds since 1970. The views convert for display, so changing
/// units costs no request.
public struct Forecast: Codable, Equatable, Sendable {
    /// The IANA time zone, such as `Europe/London`, when the provider names it.
    public var timeZone: String?
    /// Seconds east of UTC at the time of the forecast.
    public var utcOffset: Int
    /// The weather now, when the provider has it.
    public var current: Reading?
    /// The forecast by the hour (or by the step the provider has), earliest first.
    public var hours: [Reading] = []
    /// The forecast by the day, today first.
    public var days: [Day] = []
    /// Weather warnings; always empty from a provider with no alerts feed.
    public var alerts: [Alert] = []
    /// Precipitation for each minute of the next hour, when the provider knows it.
    public var nextHour: [Minute]? = nil

    /// The observation time: the current reading's, else the first forecast's.
    public var observed: Int64? { current?.time ?? hours.first?.time ?? days.first?.time }

    /// Whether there is anything to show: a current reading, an hour or a day.
    public var isEmpty: Bool { current == nil && hours.isEmpty && days.isEmpty }

    /// The weather at one moment: now, or one hour of the forecast.
    public struct Reading: Codable, Equatable, Sendable {
        public var time: Int64
        /// °C.
        public var temperature: Double
        public var feelsLike: Double? = nil
        /// hPa at sea level.
        public var pressure: Double? = nil
        /// Percent.
        public var humidity: Double? = nil
        public var dewPoint: Double? = nil
        public var uvIndex: Double? = nil
        /// Cloud cover, percent.
        public var clouds: Double? = nil
        /// Metres.
        public var visibility: Double? = nil
        public var wind: Wind = Wind()
        /// The conditions, most significant first.
        public var conditions: [WeatherCondition] = []
        /// Probability of precipitation, 0 to 1.
        public var precipitationChance: Double? = nil
        /// Millimetres in the hour.
        public var rain: Double? = nil
        public var snow: Double? = nil
        /// Today's sunrise and sunset, for the current reading.
        public var sunrise: Int64? = nil
        public var sunset: Int64? = nil
    }

    /// Wind: speeds in m/s, the direction it blows from in degrees.
    public struct Wind: Codable, Equatable, Sendable {
        public var speed: Double? = nil
        public var direction: Double? = nil
        public var gust: Double? = nil
    }

    /// The forecast for one day.
    public struct Day: Codable, Equatable, Sendable {
        /// The day's local noon.
        public var time: Int64
        /// °C: the day's extremes.
        public var low: Double
        public var high: Double
        /// °C by part of day, when the provider has them.
        public var temperatures: PartsOfDay = PartsOfDay()
        public var feelsLike: PartsOfDay? = nil
        /// 0 when the event does not happen that day.
        public var sunrise: Int64? = nil
        public var sunset: Int64? = nil
        public var moonrise: Int64? = nil
        public var moonset: Int64? = nil
        /// 0 and 1 are new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
        public var moonPhase: Double? = nil
        /// A sentence describing the day, when the provider has one.
        public var summary: String? = nil
        public var pressure: Double? = nil
        public var humidity: Double? = nil
        public var dewPoint: Double? = nil
        public var wind: Wind = Wind()
        public var conditions: [WeatherCondition] = []
        public var clouds: Double? = nil
        public var precipitationChance: Double? = nil
        /// Millimetres over the day.
        public var rain: Double? = nil
        public var snow: Double? = nil
        public var uvIndex: Double? = nil
    }

    /// A value at four times of day.
    public struct PartsOfDay: Codable, Equatable, Sendable {
        public var morning: Double? = nil
        public var day: Double? = nil
        public var evening: Double? = nil
        public var night: Double? = nil
    }

    /// A national weather warning.
    public struct Alert: Codable, Equatable, Sendable {
        public var sender: String?
        public var event: String
        public var start: Int64?
        public var end: Int64?
        public var description: String?
    }

    /// Precipitation in one minute of the next hour.
    public struct Minute: Codable, Equatable, Sendable {
        public var time: Int64
        /// Millimetres per hour.
        public var intensity: Double?
    }
}
