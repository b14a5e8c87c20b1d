import CoreModel

/// One Call documents as wxsh's provider-neutral `Forecast`.
extension OneCall {
    /// The document as a forecast in °C and m/s.
    /// - Parameter units: the units the document is in: `standard` (kelvin) as the API sends it
    ///   unasked, or what a loaded file says it is in.
    package func forecast(from units: Units = .standard) -> Forecast {
        let t = units.celsius
        let s = units.metresPerSecond
        return Forecast(
            timeZone: timezone, utcOffset: timezoneOffset ?? 0,
            current: current.map { $0.reading(t, s) },
            hours: (hourly ?? []).map { $0.reading(t, s) },
            days: (daily ?? []).map { $0.day(t, s) },
            alerts: (alerts ?? []).map {
                Forecast.Alert(sender: $0.senderName, event: $0.event, start: $0.start, end: $0.end, description: $0.description)
            },
            nextHour: minutely?.map { Forecast.Minute(time: $0.dt, intensity: $0.precipitation) })
    }

    /// Whether the document has anything to show: `current`, `hourly` or `daily`.
    package var hasWeather: Bool { current != nil || hourly != nil || daily != nil }
}

extension OneCall.Reading {
    package func reading(_ t: (Double) -> Double, _ s: (Double) -> Double) -> Forecast.Reading {
        Forecast.Reading(
            time: dt, temperature: t(temp), feelsLike: feelsLike.map(t), pressure: pressure, humidity: humidity,
            dewPoint: dewPoint.map(t), uvIndex: uvi, clouds: clouds, visibility: visibility,
            wind: Forecast.Wind(speed: windSpeed.map(s), direction: windDeg, gust: windGust.map(s)),
            conditions: weather ?? [], precipitationChance: pop, rain: rain?.millimetres, snow: snow?.millimetres,
            sunrise: sunrise, sunset: sunset)
    }
}

extension OneCall.Daily {
    package func day(_ t: (Double) -> Double, _ s: (Double) -> Double) -> Forecast.Day {
        Forecast.Day(
            time: dt, low: t(temp.min), high: t(temp.max),
            temperatures: Forecast.PartsOfDay(
                morning: temp.morn.map(t), day: temp.day.map(t), evening: temp.eve.map(t), night: temp.night.map(t)),
            feelsLike: feelsLike.map {
                Forecast.PartsOfDay(morning: $0.morn.map(t), day: $0.day.map(t), evening: $0.eve.map(t), night: $0.night.map(t))
            },
            sunrise: sunrise, sunset: sunset, moonrise: moonrise, moonset: moonset, moonPhase: moonPhase, summary: summary,
            pressure: pressure, humidity: humidity, dewPoint: dewPoint.map(t),
            wind: Forecast.Wind(speed: windSpeed.map(s), direction: windDeg, gust: windGust.map(s)),
            conditions: weather ?? [], clouds: clouds, precipitationChance: pop, rain: rain?.millimetres, snow: snow?.millimetres,
            uvIndex: uvi)
    }
}

extension AirPollution {
    /// The first entry as wxsh's provider-neutral `AirQuality`; nil when the list is empty.
    package var airQuality: AirQuality? {
        guard let entry = list.first else { return nil }
        return AirQuality(time: entry.dt, index: entry.main.aqi, europeanIndex: entry.europeanAQI, components: entry.components)
    }
}
