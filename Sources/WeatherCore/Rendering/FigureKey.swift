import CoreSupport

/// The keys a weather tab's JSON gives its figures, which `explain` takes and reads back: named
/// once here, so the tab that writes a key and the `explain` that finds it cannot drift apart
/// (a misspelt case does not compile; a misspelt string would have).
package enum FigureKey: String, CaseIterable, Sendable {
    case temperature
    case feelsLike = "feels_like"
    case high, low, humidity, pressure
    case windSpeed = "wind_speed"
    case windDirection = "wind_direction"
    case windGust = "wind_gust"
    case visibility, uvi
    case dewPoint = "dew_point"
    case clouds, sunrise, sunset
    case nextHour = "next_hour"
    case aqi
    case europeanAQI = "european_aqi"
    case co, no, no2, o3, so2
    case pm2_5, pm10, nh3
    /// An hour row's time and chance of precipitation (and a forecast row's chance).
    case time, pop
    /// Rain and snow in mm, and the moon's phase: figures an answer to a question uses.
    case rain, snow
    case moonPhase = "moon_phase"
    /// The city tab's conditions line and its icon, and the place in its header.
    case conditions, icon, place

    /// The figure's member of a tab's JSON object.
    package func pair(_ value: JSONValue) -> (String, JSONValue) { (rawValue, value) }
}
