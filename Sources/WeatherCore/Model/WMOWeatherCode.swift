/// The WMO weather interpretation codes Open-Meteo sends as `weather_code`, turned into the
/// conditions OpenWeather would give (text, group and icon), so that both providers look alike.
package enum WMOWeatherCode {
    /// The condition for a code; `isDay` picks the icon's `d` or `n`. Nil for a code outside the table.
    package static func condition(_ code: Double?, isDay: Bool) -> WeatherCondition? {
        guard let code, code.isFinite, code == code.rounded(), abs(code) < 1_000, let entry = entry(Int(code)) else { return nil }
        return WeatherCondition(id: entry.id, main: entry.main, description: entry.text, icon: entry.icon + (isDay ? "d" : "n"))
    }

    /// The codes the table has (WMO's are 0 to 99).
    package static var codes: [Int] { (0...99).filter { entry($0) != nil } }

    /// Code: the WMO table's text, OpenWeather's nearest condition id and group, and its icon. A
    /// `switch`, not a dictionary: building the dictionary cost 300,000 instructions on first use.
    // translatable: weather (first)
    package static func entry(_ code: Int) -> (text: String, id: Int, main: String, icon: String)? {
        switch code {
        case 0: return ("clear sky", 800, "Clear", "01")
        case 1: return ("mainly clear", 801, "Clouds", "02")
        case 2: return ("partly cloudy", 802, "Clouds", "03")
        case 3: return ("overcast", 804, "Clouds", "04")
        case 45: return ("fog", 741, "Fog", "50")
        case 48: return ("depositing rime fog", 741, "Fog", "50")
        case 51: return ("light drizzle", 300, "Drizzle", "09")
        case 53: return ("moderate drizzle", 301, "Drizzle", "09")
        case 55: return ("dense drizzle", 302, "Drizzle", "09")
        case 56: return ("light freezing drizzle", 300, "Drizzle", "09")
        case 57: return ("dense freezing drizzle", 302, "Drizzle", "09")
        case 61: return ("slight rain", 500, "Rain", "10")
        case 63: return ("moderate rain", 501, "Rain", "10")
        case 65: return ("heavy rain", 502, "Rain", "10")
        case 66: return ("light freezing rain", 511, "Rain", "13")
        case 67: return ("heavy freezing rain", 511, "Rain", "13")
        case 71: return ("slight snow fall", 600, "Snow", "13")
        case 73: return ("moderate snow fall", 601, "Snow", "13")
        case 75: return ("heavy snow fall", 602, "Snow", "13")
        case 77: return ("snow grains", 600, "Snow", "13")
        case 80: return ("slight rain showers", 520, "Rain", "09")
        case 81: return ("moderate rain showers", 521, "Rain", "09")
        case 82: return ("violent rain showers", 522, "Rain", "09")
        case 85: return ("slight snow showers", 620, "Snow", "13")
        case 86: return ("heavy snow showers", 622, "Snow", "13")
        case 95: return ("thunderstorm", 211, "Thunderstorm", "11")
        case 96: return ("thunderstorm with slight hail", 201, "Thunderstorm", "11")
        case 99: return ("thunderstorm with heavy hail", 202, "Thunderstorm", "11")
        default: return nil
        }
    }
    // end translatable

    /// Every code's entry.
    package static var table: [Int: (text: String, id: Int, main: String, icon: String)] {
        Dictionary(uniqueKeysWithValues: codes.compactMap { code in entry(code).map { (code, $0) } })
    }
}
