import CoreLanguage
import CoreSupport

/// OpenWeather's condition texts by condition id, as its API writes them in English: the key
/// a condition is translated by, whatever text a provider sent (Open-Meteo's WMO texts are keys
/// of their own, from `WMOWeatherCode.table`).
package enum ConditionWords {
    // translatable: weather
    package static let openWeather: [Int: String] = [
        200: "thunderstorm with light rain", 201: "thunderstorm with rain", 202: "thunderstorm with heavy rain",
        210: "light thunderstorm", 211: "thunderstorm", 212: "heavy thunderstorm", 221: "ragged thunderstorm",
        230: "thunderstorm with light drizzle", 231: "thunderstorm with drizzle", 232: "thunderstorm with heavy drizzle",
        300: "light intensity drizzle", 301: "drizzle", 302: "heavy intensity drizzle", 310: "light intensity drizzle rain",
        311: "drizzle rain", 312: "heavy intensity drizzle rain", 313: "shower rain and drizzle",
        314: "heavy shower rain and drizzle", 321: "shower drizzle",
        500: "light rain", 501: "moderate rain", 502: "heavy intensity rain", 503: "very heavy rain", 504: "extreme rain",
        511: "freezing rain", 520: "light intensity shower rain", 521: "shower rain", 522: "heavy intensity shower rain",
        531: "ragged shower rain",
        600: "light snow", 601: "snow", 602: "heavy snow", 611: "sleet", 612: "light shower sleet", 613: "shower sleet",
        615: "light rain and snow", 616: "rain and snow", 620: "light shower snow", 621: "shower snow", 622: "heavy shower snow",
        701: "mist", 711: "smoke", 721: "haze", 731: "sand/dust whirls", 741: "fog", 751: "sand", 761: "dust",
        762: "volcanic ash", 771: "squalls", 781: "tornado",
        800: "clear sky", 801: "few clouds", 802: "scattered clouds", 803: "broken clouds", 804: "overcast clouds"
    ]
    // end translatable

    /// Every English text a condition is translated by: OpenWeather's and the WMO table's.
    package static let known: Set<String> = Set(openWeather.values).union(WMOWeatherCode.table.values.map(\.text))

    /// The English key for a condition: its own text when it is one wxsh knows, else the text
    /// of its OpenWeather id; nil for a condition known to neither (shown as it came).
    package static func key(_ condition: WeatherCondition) -> String? {
        let text = condition.description.lowercased()
        if known.contains(text) { return text }
        return openWeather[condition.id]
    }
}

extension Words {
    /// A condition's description in this language (as the provider wrote it, in English).
    package func description(_ condition: WeatherCondition) -> String {
        guard language != .en else { return condition.description }
        // Providers write their texts in lower case: most descriptions are found as they come
        // (a lookup in the catalog's index, cheaper than making a table of all of them at start).
        if translates, let text = catalog.translation(condition.description, context: "weather") { return text }
        guard let key = ConditionWords.key(condition) else { return condition.description }
        return translates ? catalog.translation(key, context: "weather") ?? key : key
    }

    /// A condition as a sentence starts it (`Light rain`), in this language.
    package func sentence(_ condition: WeatherCondition) -> String {
        guard language != .en else { return condition.sentence }
        let text = TerminalSafety.sanitize(description(condition))
        guard let first = text.first else { return "—" }
        return first.uppercased() + text.dropFirst()
    }

    /// A number written plainly (`-1234.5`), as this language writes it.
    package func number(_ plain: String, grouping: Bool = false) -> String {
        numbers.localized(plain, grouping: grouping)
    }
}
