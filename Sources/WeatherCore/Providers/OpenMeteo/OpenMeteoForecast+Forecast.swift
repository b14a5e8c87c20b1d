import CoreModel

extension OpenMeteoForecast {
    /// The answer as wxsh's forecast (°C, m/s, hPa, metres, mm).
    ///
    /// Only what the answer has is kept: an hour or day without a temperature is left out, and
    /// what Open-Meteo does not offer (alerts, moon, temperatures by part of day) stays absent.
    /// A day's time is its local noon; sunrise and sunset now are today's.
    package func forecast() -> Forecast {
        let days = OpenMeteoUnits(dailyUnits)
        let today = daily.flatMap { $0.time.isEmpty ? nil : 0 }
        var now = current.flatMap { current in
            OpenMeteoForecast.reading(OpenMeteoUnits(currentUnits), time: current.time) { current[$0] }
        }
        now?.sunrise = today.flatMap { daily?.value("sunrise", at: $0) }.map { Int64($0) }
        now?.sunset = today.flatMap { daily?.value("sunset", at: $0) }.map { Int64($0) }
        let hours = OpenMeteoUnits(hourlyUnits)
        let hourlyWeather = hourly.map { hourly in
            hourly.time.indices.compactMap { i in
                OpenMeteoForecast.reading(hours, time: hourly.time[i]) { hourly.value($0, at: i) }
            }
        }
        let dailyWeather = daily.map { daily in
            daily.time.indices.compactMap { i -> Forecast.Day? in
                let value = { (name: String) in daily.value(name, at: i) }
                guard let high = days.celsius("temperature_2m_max", value("temperature_2m_max")),
                    let low = days.celsius("temperature_2m_min", value("temperature_2m_min"))
                else { return nil }
                return Forecast.Day(
                    time: daily.time[i] + 12 * 3600, low: low, high: high,
                    sunrise: value("sunrise").map { Int64($0) }, sunset: value("sunset").map { Int64($0) },
                    wind: Forecast.Wind(
                        speed: days.metresPerSecond("wind_speed_10m_max", value("wind_speed_10m_max")),
                        direction: value("wind_direction_10m_dominant"),
                        gust: days.metresPerSecond("wind_gusts_10m_max", value("wind_gusts_10m_max"))),
                    conditions: WMOWeatherCode.condition(value("weather_code"), isDay: true).map { [$0] } ?? [],
                    precipitationChance: value("precipitation_probability_max").map { min(max($0, 0), 100) / 100 },
                    rain: OpenMeteoForecast.amount(days.millimetres("precipitation_sum", value("precipitation_sum"))),
                    uvIndex: value("uv_index_max"))
            }
        }
        return Forecast(
            timeZone: timezone, utcOffset: utcOffsetSeconds ?? 0, current: now, hours: hourlyWeather ?? [],
            days: dailyWeather ?? [], nextHour: nextMinutes())
    }

    /// The 15-minute precipitation as the nowcast's steps, in mm/h (each step's mm × 4); nil
    /// when the answer has none.
    package func nextMinutes() -> [Forecast.Minute]? {
        guard let steps = minutely15, steps.values["precipitation"] != nil, !steps.time.isEmpty else { return nil }
        return steps.time.indices.map { i in
            Forecast.Minute(time: steps.time[i], intensity: steps.value("precipitation", at: i).map { max(0, $0) * 4 })
        }
    }

    /// The weather at one moment from the variables `value` reads (the current ones, or an
    /// hour's); nil without a temperature.
    package static func reading(_ units: OpenMeteoUnits, time: Int64, _ value: (String) -> Double?) -> Forecast.Reading? {
        guard let temperature = units.celsius("temperature_2m", value("temperature_2m")) else { return nil }
        let isDay = (value("is_day") ?? 1) != 0
        return Forecast.Reading(
            time: time, temperature: temperature, feelsLike: units.celsius("apparent_temperature", value("apparent_temperature")),
            pressure: value("pressure_msl"), humidity: value("relative_humidity_2m"),
            dewPoint: units.celsius("dew_point_2m", value("dew_point_2m")), uvIndex: value("uv_index"),
            clouds: value("cloud_cover"), visibility: units.metres("visibility", value("visibility")),
            wind: Forecast.Wind(
                speed: units.metresPerSecond("wind_speed_10m", value("wind_speed_10m")), direction: value("wind_direction_10m"),
                gust: units.metresPerSecond("wind_gusts_10m", value("wind_gusts_10m"))),
            conditions: WMOWeatherCode.condition(value("weather_code"), isDay: isDay).map { [$0] } ?? [],
            precipitationChance: value("precipitation_probability").map { min(max($0, 0), 100) / 100 },
            rain: OpenMeteoForecast.amount(units.millimetres("rain", value("rain"))),
            snow: OpenMeteoForecast.amount(units.millimetres("snowfall", value("snowfall"))))
    }

    /// An amount, or nil for none (a dry hour has no rain, as in One Call).
    package static func amount(_ millimetres: Double?) -> Double? {
        guard let millimetres, millimetres > 0 else { return nil }
        return millimetres
    }
}
