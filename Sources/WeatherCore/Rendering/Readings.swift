import CoreLanguage
import CoreModel
import CoreSupport

/// The values of one place's weather in the session's units, formatted as text or as JSON numbers.
///
/// Built once per render from `WeatherData` (which is in °C and m/s) and the chosen units.
package struct Readings {
    package let units: Units
    package let unicode: Bool
    /// The unit of wind speeds: chosen with `wind`, else following `units`.
    package var wind: WindUnit
    /// How the language writes numbers (`9,4` in German).
    package let words: Words

    package init(units: Units, unicode: Bool, wind: WindUnit? = nil, words: Words = .english) {
        self.units = units
        self.unicode = unicode
        self.wind = wind ?? WindUnit.following(units)
        self.words = words
    }

    /// A unit's symbol as the language writes it (`м/с` in Russian).
    package func unit(_ symbol: String) -> String { words.word(symbol, context: "unit") }

    /// A unit's symbol after a number with decimals (`5,0 мили` in Russian), where the language
    /// writes it another way than after a whole number.
    package func unitAfterDecimal(_ symbol: String) -> String {
        words.translates ? words.catalog.translation(symbol, context: "decimalunit") ?? unit(symbol) : symbol
    }

    /// A value with `decimals` decimals, as the language writes it.
    package func fixed(_ value: Double, _ decimals: Int) -> String { words.number(Measure.fixed(value, decimals: decimals)) }

    // MARK: - Text

    /// `7.6 °C`, `45.7 °F`, `280.8 K`
    package func temperature(_ celsius: Double?) -> String {
        guard let celsius else { return "—" }
        let symbol = units == .standard ? " K" : (unicode ? " " + units.temperatureSymbol : (units == .metric ? " C" : " F"))
        return fixed(units.temperature(celsius: celsius), 1) + symbol
    }

    /// `8°` (or `281K`): whole degrees for lists.
    package func shortTemperature(_ celsius: Double?) -> String {
        guard let celsius else { return "—" }
        let value = fixed(units.temperature(celsius: celsius), 0)
        return units == .standard ? value + "K" : value + (unicode ? "°" : "")
    }

    /// `5.1 m/s`, `11.4 mph`, `18.4 km/h`, `9.9 kn`
    package func speed(_ metresPerSecond: Double?) -> String {
        guard let metresPerSecond else { return "—" }
        return fixed(wind.speed(metresPerSecond), 1) + " " + unit(wind.symbol)
    }

    /// `10.0 km`, `6.2 mi`
    package func distance(_ metres: Double?) -> String {
        guard let metres else { return "—" }
        return fixed(units.distance(metres), 1) + " " + unitAfterDecimal(units.distanceSymbol)
    }

    package func percent(_ value: Double?) -> String {
        guard let value else { return "—" }
        return fixed(value, 0) + " %"
    }

    /// `1013 hPa`, or `29.92 inHg` in imperial units.
    package func pressure(_ hPa: Double?) -> String {
        guard let hPa else { return "—" }
        if units == .imperial { return fixed(Readings.inchesOfMercury(hPa), 2) + " " + unit("inHg") }
        return fixed(hPa, 0) + " " + unit("hPa")
    }

    /// Hectopascals in inches of mercury (1 inHg = 33.8639 hPa).
    package static func inchesOfMercury(_ hPa: Double) -> Double { hPa / 33.8639 }

    /// Probability of precipitation, 0…1, as `40%`.
    package func chance(_ pop: Double?) -> String {
        guard let pop else { return "—" }
        return fixed(pop * 100, 0) + "%"
    }

    package var micrograms: String { unicode ? "μg/m³" : "ug/m3" }

    // MARK: - JSON

    package func temperatureValue(_ celsius: Double?) -> JSONValue {
        celsius.map { .number(Measure.clean(units.temperature(celsius: $0))) } ?? .null
    }

    package func speedValue(_ metresPerSecond: Double?) -> JSONValue {
        metresPerSecond.map { .number(Measure.clean(wind.speed($0))) } ?? .null
    }

    /// Pressure in the session's units: hPa, or inHg in imperial.
    package func pressureValue(_ hPa: Double?) -> JSONValue {
        hPa.map { .number(Measure.clean(units == .imperial ? Readings.inchesOfMercury($0) : $0)) } ?? .null
    }

    package func distanceValue(_ metres: Double?) -> JSONValue {
        metres.map { .number(Measure.clean(units.distance($0))) } ?? .null
    }
}
