/// The weather at a point, whatever provider it came from: now, by the hour and by the day.
///
/// Values are in one canonical system whatever units they were fetched or loaded in: °C, m/s,
/// hPa, mm and metres; times are seconds since 1970. The views convert for display, so changing
/// units costs no request.
package struct Forecast: Codable, Equatable, Sendable {
    /// The IANA time zone, such as `Europe/London`, when the provider names it.
    package var timeZone: String?
    /// Seconds east of UTC at the time of the forecast.
    package var utcOffset: Int
    /// The weather now, when the provider has it.
    package var current: Reading?
    /// The forecast by the hour (or by the step the provider has), earliest first.
    package var hours: [Reading] = []
    /// The forecast by the day, today first.
    package var days: [Day] = []
    /// Weather warnings; always empty from a provider with no alerts feed.
    package var alerts: [Alert] = []
    /// Precipitation for each minute of the next hour, when the provider knows it.
    package var nextHour: [Minute]? = nil

    /// The observation time: the current reading's, else the first forecast's.
    package var observed: Int64? { current?.time ?? hours.first?.time ?? days.first?.time }

    /// Whether there is anything to show: a current reading, an hour or a day.
    package var isEmpty: Bool { current == nil && hours.isEmpty && days.isEmpty }

    /// The weather at one moment: now, or one hour of the forecast.
    package struct Reading: Codable, Equatable, Sendable {
        package var time: Int64
        /// °C.
        package var temperature: Double
        package var feelsLike: Double? = nil
        /// hPa at sea level.
        package var pressure: Double? = nil
        /// Percent.
        package var humidity: Double? = nil
        package var dewPoint: Double? = nil
        package var uvIndex: Double? = nil
        /// Cloud cover, percent.
        package var clouds: Double? = nil
        /// Metres.
        package var visibility: Double? = nil
        package var wind: Wind = Wind()
        /// The conditions, most significant first.
        package var conditions: [WeatherCondition] = []
        /// Probability of precipitation, 0 to 1.
        package var precipitationChance: Double? = nil
        /// Millimetres in the hour.
        package var rain: Double? = nil
        package var snow: Double? = nil
        /// Today's sunrise and sunset, for the current reading.
        package var sunrise: Int64? = nil
        package var sunset: Int64? = nil

        package init(
            time: Int64, temperature: Double, feelsLike: Double? = nil, pressure: Double? = nil, humidity: Double? = nil,
            dewPoint: Double? = nil, uvIndex: Double? = nil, clouds: Double? = nil, visibility: Double? = nil, wind: Wind = Wind(),
            conditions: [WeatherCondition] = [], precipitationChance: Double? = nil, rain: Double? = nil, snow: Double? = nil,
            sunrise: Int64? = nil, sunset: Int64? = nil
        ) {
            self.time = time
            self.temperature = temperature
            self.feelsLike = feelsLike
            self.pressure = pressure
            self.humidity = humidity
            self.dewPoint = dewPoint
            self.uvIndex = uvIndex
            self.clouds = clouds
            self.visibility = visibility
            self.wind = wind
            self.conditions = conditions
            self.precipitationChance = precipitationChance
            self.rain = rain
            self.snow = snow
            self.sunrise = sunrise
            self.sunset = sunset
        }
    }

    /// Wind: speeds in m/s, the direction it blows from in degrees.
    package struct Wind: Codable, Equatable, Sendable {
        package var speed: Double? = nil
        package var direction: Double? = nil
        package var gust: Double? = nil

        package init(speed: Double? = nil, direction: Double? = nil, gust: Double? = nil) {
            self.speed = speed
            self.direction = direction
            self.gust = gust
        }
    }

    /// The forecast for one day.
    package struct Day: Codable, Equatable, Sendable {
        /// The day's local noon.
        package var time: Int64
        /// °C: the day's extremes.
        package var low: Double
        package var high: Double
        /// °C by part of day, when the provider has them.
        package var temperatures: PartsOfDay = PartsOfDay()
        package var feelsLike: PartsOfDay? = nil
        /// 0 when the event does not happen that day.
        package var sunrise: Int64? = nil
        package var sunset: Int64? = nil
        package var moonrise: Int64? = nil
        package var moonset: Int64? = nil
        /// 0 and 1 are new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
        package var moonPhase: Double? = nil
        /// A sentence describing the day, when the provider has one.
        package var summary: String? = nil
        package var pressure: Double? = nil
        package var humidity: Double? = nil
        package var dewPoint: Double? = nil
        package var wind: Wind = Wind()
        package var conditions: [WeatherCondition] = []
        package var clouds: Double? = nil
        package var precipitationChance: Double? = nil
        /// Millimetres over the day.
        package var rain: Double? = nil
        package var snow: Double? = nil
        package var uvIndex: Double? = nil

        package init(
            time: Int64, low: Double, high: Double, temperatures: PartsOfDay = PartsOfDay(), feelsLike: PartsOfDay? = nil,
            sunrise: Int64? = nil, sunset: Int64? = nil, moonrise: Int64? = nil, moonset: Int64? = nil, moonPhase: Double? = nil,
            summary: String? = nil, pressure: Double? = nil, humidity: Double? = nil, dewPoint: Double? = nil, wind: Wind = Wind(),
            conditions: [WeatherCondition] = [], clouds: Double? = nil, precipitationChance: Double? = nil, rain: Double? = nil,
            snow: Double? = nil, uvIndex: Double? = nil
        ) {
            self.time = time
            self.low = low
            self.high = high
            self.temperatures = temperatures
            self.feelsLike = feelsLike
            self.sunrise = sunrise
            self.sunset = sunset
            self.moonrise = moonrise
            self.moonset = moonset
            self.moonPhase = moonPhase
            self.summary = summary
            self.pressure = pressure
            self.humidity = humidity
            self.dewPoint = dewPoint
            self.wind = wind
            self.conditions = conditions
            self.clouds = clouds
            self.precipitationChance = precipitationChance
            self.rain = rain
            self.snow = snow
            self.uvIndex = uvIndex
        }
    }

    /// A value at four times of day.
    package struct PartsOfDay: Codable, Equatable, Sendable {
        package var morning: Double? = nil
        package var day: Double? = nil
        package var evening: Double? = nil
        package var night: Double? = nil

        package init(morning: Double? = nil, day: Double? = nil, evening: Double? = nil, night: Double? = nil) {
            self.morning = morning
            self.day = day
            self.evening = evening
            self.night = night
        }
    }

    /// A national weather warning.
    package struct Alert: Codable, Equatable, Sendable {
        package var sender: String?
        package var event: String
        package var start: Int64?
        package var end: Int64?
        package var description: String?

        package init(sender: String? = nil, event: String, start: Int64? = nil, end: Int64? = nil, description: String? = nil) {
            self.sender = sender
            self.event = event
            self.start = start
            self.end = end
            self.description = description
        }
    }

    /// Precipitation in one minute of the next hour.
    package struct Minute: Codable, Equatable, Sendable {
        package var time: Int64
        /// Millimetres per hour.
        package var intensity: Double?

        package init(time: Int64, intensity: Double? = nil) {
            self.time = time
            self.intensity = intensity
        }
    }

    package init(
        timeZone: String? = nil, utcOffset: Int, current: Reading? = nil, hours: [Reading] = [], days: [Day] = [], alerts: [Alert] = [],
        nextHour: [Minute]? = nil
    ) {
        self.timeZone = timeZone
        self.utcOffset = utcOffset
        self.current = current
        self.hours = hours
        self.days = days
        self.alerts = alerts
        self.nextHour = nextHour
    }
}
