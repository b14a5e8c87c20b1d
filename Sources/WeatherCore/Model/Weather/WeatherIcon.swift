/// The glyph shown for an OpenWeather icon code (`01d` … `50n`), and its image address.
package enum WeatherIcon {
    /// A glyph for the icon code: emoji on a UTF-8 terminal, a short ASCII tag otherwise.
    /// Unknown codes get a neutral mark rather than nothing.
    package static func glyph(_ code: String, unicode: Bool) -> String {
        let group = String(code.prefix(2))
        let night = code.hasSuffix("n")
        if unicode {
            switch group {
            case "01": return night ? "🌙" : "☀️"
            // Day and night agree on the order clear < few < scattered < broken clouds, and no
            // glyph with a sun is shown at night: 02n is a mostly clear night, 03n a cloudy one.
            case "02": return night ? "🌙" : "🌤️"
            case "03": return night ? "☁️" : "⛅"
            case "04": return "☁️"
            case "09": return "🌧️"
            case "10": return night ? "🌧️" : "🌦️"
            case "11": return "⛈️"
            case "13": return "❄️"
            case "50": return "🌫️"
            default: return "❔"
            }
        }
        switch group {
        case "01": return night ? "(C)" : "(O)"
        case "02": return night ? "(c~" : "(o~"
        case "03": return "~~"
        case "04": return "~~~"
        case "09": return "///"
        case "10": return night ? "/c/" : "/o/"
        case "11": return "/!/"
        case "13": return "***"
        case "50": return "=="
        default: return "?"
        }
    }

    /// The column width reserved for a glyph, so rows line up whichever icon they show.
    package static func slotWidth(unicode: Bool) -> Int { unicode ? 2 : 3 }

    /// OpenWeather's image for the icon code.
    package static func url(_ code: String) -> String {
        "https://openweathermap.org/img/wn/\(code)@2x.png"
    }
}
