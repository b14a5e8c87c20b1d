import Foundation

extension OpenMeteoForecast {
    /// The forecast as a One Call document in `standard` units (kelvin, m/s, hPa, metres, mm),
    /// so that every view shows it as it shows OpenWeather's.
    ///
    /// Only what the answer has is kept: an hour or day without a temperature is left out, and
    /// what Open-Meteo does not offer (alerts, moon, temperatures by part of day) stays absent.
    /// A day's `dt` is its local noon, as in One Call; sunrise and sunset now are today's.
    public func oneCall() -> OneCall {
        let now = OpenMeteoUnits(currentUnits)
        let hours = OpenMeteoUnits(hourlyUnits)
        let days = OpenMeteoUnits(dailyUnits)
        let today = daily.flatMap { $0.time.isEmpty ? nil : 0 }

        var currentWeather: OneCall.Current?
        if let current, let temperature = now.kelvin("temperature_2m", current["temperature_2m"]) {
            let isDay = (current["is_day"] ?? 1) != 0
            currentWeather = OneCall.Current(
                dt: current.time,
                sunrise: today.flatMap { daily?.value("sunrise", at: $0) }.map { Int64($0) },
                sunset: today.flatMap { daily?.value("sunset", at: $0) }.map { Int64($0) },
                temp: temperature, feelsLike: now.kelvin("apparent_temperature", current["apparent_temperature"]),
                pressure: current["pressure_msl"], humidity: current["relative_humidity_2m"],
                dewPoint: now.kelvin("dew_point_2m", current["dew_point_2m"]), uvi: current["uv_index"],
                clouds: current["cloud_cover"], visibility: now.metres("visibility", current["visibility"]),
                windSpeed: now.metresPerSecond("wind_speed_10m", current["wind_speed_10m"]),
                windDeg: current["wind_direction_10m"],
                windGust: now.metresPerSecond("wind_gusts_10m", current["wind_gusts_10m"]),
                weather: WMOWeatherCode.condition(current["weather_code"], isDay: isDay).map { [$0] } ?? [],
                rain: OpenMeteoForecast.precipitation(now.millimetres("rain", current["rain"]), hours: 1),
                snow: OpenMeteoForecast.precipitation(now.millimetres("snowfall", current["snowfall"]), hours: 1))
        }

        var hourlyWeather: [OneCall.Hourly]?
        if let hourly {
            hourlyWeather = hourly.time.indices.compactMap { i -> OneCall.Hourly? in
                guard let temperature = hours.kelvin("temperature_2m", hourly.value("temperature_2m", at: i)) else { return nil }
                let isDay = (hourly.value("is_day", at: i) ?? 1) != 0
                return OneCall.Hourly(
                    dt: hourly.time[i], temp: temperature,
                    feelsLike: hours.kelvin("apparent_temperature", hourly.value("apparent_temperature", at: i)),
                    pressure: hourly.value("pressure_msl", at: i), humidity: hourly.value("relative_humidity_2m", at: i),
                    dewPoint: hours.kelvin("dew_point_2m", hourly.value("dew_point_2m", at: i)),
                    uvi: hourly.value("uv_index", at: i), clouds: hourly.value("cloud_cover", at: i),
                    visibility: hours.metres("visibility", hourly.value("visibility", at: i)),
                    windSpeed: hours.metresPerSecond("wind_speed_10m", hourly.value("wind_speed_10m", at: i)),
                    windDeg: hourly.value("wind_direction_10m", at: i),
                    windGust: hours.metresPerSecond("wind_gusts_10m", hourly.value("wind_gusts_10m", at: i)),
                    weather: WMOWeatherCode.condition(hourly.value("weather_code", at: i), isDay: isDay).map { [$0] } ?? [],
                    pop: hourly.value("precipitation_probability", at: i).map { min(max($0, 0), 100) / 100 },
                    rain: OpenMeteoForecast.precipitation(hours.millimetres("rain", hourly.value("rain", at: i)), hours: 1),
                    snow: OpenMeteoForecast.precipitation(hours.millimetres("snowfall", hourly.value("snowfall", at: i)), hours: 1))
            }
        }

        var dailyWeather: [OneCall.Daily]?
        if let daily {
            dailyWeather = daily.time.indices.compactMap { i -> OneCall.Daily? in
                guard let high = days.kelvin("temperature_2m_max", daily.value("temperature_2m_max", at: i)),
                    let low = days.kelvin("temperature_2m_min", daily.value("temperature_2m_min", at: i))
                else { return nil }
                return OneCall.Daily(
                    dt: daily.time[i] + 12 * 3600,
                    sunrise: daily.value("sunrise", at: i).map { Int64($0) },
                    sunset: daily.value("sunset", at: i).map { Int64($0) },
                    temp: OneCall.Temperatures(day: nil, min: low, max: high),
                    windSpeed: days.metresPerSecond("wind_speed_10m_max", daily.value("wind_speed_10m_max", at: i)),
                    windDeg: daily.value("wind_direction_10m_dominant", at: i),
                    windGust: days.metresPerSecond("wind_gusts_10m_max", daily.value("wind_gusts_10m_max", at: i)),
                    weather: WMOWeatherCode.condition(daily.value("weather_code", at: i), isDay: true).map { [$0] } ?? [],
                    pop: daily.value("precipitation_probability_max", at: i).map { min(max($0, 0), 100) / 100 },
                    rain: OpenMeteoForecast.precipitation(
                        days.millimetres("precipitation_sum", daily.value("precipitation_sum", at: i)), hours: 24),
                    uvi: daily.value("uv_index_max", at: i))
            }
        }

        return OneCall(
            lat: latitude, lon: longitude, timezone: timezone, timezoneOffset: utcOffsetSeconds,
            current: currentWeather, hourly: hourlyWeather, daily: dailyWeather, alerts: nil)
    }

    /// An amount over `hours`, or nil for none (as One Call leaves out a dry hour).
    static func precipitation(_ millimetres: Double?, hours: Int) -> Precipitation? {
        guard let millimetres, millimetres > 0 else { return nil }
        return Precipitation(millimetres: millimetres, hours: hours)
    }
}
