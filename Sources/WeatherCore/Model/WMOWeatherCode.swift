/// The WMO weather interpretation codes Open-Meteo sends as `weather_code`, turned into the
/// conditions OpenWeather would give (text, group and icon), so that both providers look alike.
package enum WMOWeatherCode {
    /// The condition for a code; `isDay` picks the icon's `d` or `n`. Nil for a code outside the table.
    package static func condition(_ code: Double?, isDay: Bool) -> WeatherCondition? {
        guard let code, code.isFinite, code == code.rounded(), let entry = table[Int(code)] else { return nil }
        return WeatherCondition(id: entry.id, main: entry.main, description: entry.text, icon: entry.icon + (isDay ? "d" : "n"))
    }

    /// Code: the WMO table's text, OpenWeather's nearest condition id and group, and its icon.
    // translatable: weather (first)
    package static let table: [Int: (text: String, id: Int, main: String, icon: String)] = [
        0: ("clear sky", 800, "Clear", "01"),
        1: ("mainly clear", 801, "Clouds", "02"),
        2: ("partly cloudy", 802, "Clouds", "03"),
        3: ("overcast", 804, "Clouds", "04"),
        45: ("fog", 741, "Fog", "50"),
        48: ("depositing rime fog", 741, "Fog", "50"),
        51: ("light drizzle", 300, "Drizzle", "09"),
        53: ("moderate drizzle", 301, "Drizzle", "09"),
        55: ("dense drizzle", 302, "Drizzle", "09"),
        56: ("light freezing drizzle", 300, "Drizzle", "09"),
        57: ("dense freezing drizzle", 302, "Drizzle", "09"),
        61: ("slight rain", 500, "Rain", "10"),
        63: ("moderate rain", 501, "Rain", "10"),
        65: ("heavy rain", 502, "Rain", "10"),
        66: ("light freezing rain", 511, "Rain", "13"),
        67: ("heavy freezing rain", 511, "Rain", "13"),
        71: ("slight snow fall", 600, "Snow", "13"),
        73: ("moderate snow fall", 601, "Snow", "13"),
        75: ("heavy snow fall", 602, "Snow", "13"),
        77: ("snow grains", 600, "Snow", "13"),
        80: ("slight rain showers", 520, "Rain", "09"),
        81: ("moderate rain showers", 521, "Rain", "09"),
        82: ("violent rain showers", 522, "Rain", "09"),
        85: ("slight snow showers", 620, "Snow", "13"),
        86: ("heavy snow showers", 622, "Snow", "13"),
        95: ("thunderstorm", 211, "Thunderstorm", "11"),
        96: ("thunderstorm with slight hail", 201, "Thunderstorm", "11"),
        99: ("thunderstorm with heavy hail", 202, "Thunderstorm", "11")
    ]
    // end translatable
}
