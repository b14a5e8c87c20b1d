import CoreModel
import CoreSupport
import FoundationEssentials

/// One step from a raw value in a provider's answer to the text a tab shows: a conversion, a
/// rounding, the language's decimal separator, a unit after it.
///
/// Each is written out for people (`text`) and as data for programs (`json`: `{"op": …}`), so a
/// test or a student can apply the steps to the raw value and get the value shown.
package enum ExplainStep: Equatable, Sendable {
    /// °C from kelvin: `value − 273.15`.
    case kelvinToCelsius
    /// °C from °F: `(value − 32) × 5 / 9`.
    case fahrenheitToCelsius
    /// °F from °C: `value × 9 / 5 + 32`.
    case celsiusToFahrenheit
    /// Kelvin from °C: `value + 273.15`.
    case celsiusToKelvin
    case multiply(Double, why: String)
    case divide(Double, why: String)
    /// The value kept within `min…max`.
    case clamp(min: Double, max: Double)
    /// The number written with `places` decimals, half away from zero (a number becomes text).
    case round(places: Int)
    /// Trailing zeros after the point dropped, and the point with them.
    case trimZeros
    /// The point written as the language writes it (`,` in German).
    case decimalSeparator(String)
    /// Text written after the number: its unit.
    case suffix(String)
    /// Degrees as one of 16 compass points, `points[Int((degrees mod 360) / 22.5 rounded) mod 16]`.
    case compass(points: [String])
    /// Seconds since 1970 as the local `HH:MM`, `utcOffset` seconds east of UTC.
    case clockTime(utcOffset: Int)
    /// The index followed by a space and its name.
    case appendLabel([Int: String])
    /// OpenWeather's 1–5 index from the concentrations: for each pollutant, 1 + how many of its
    /// limits it reaches; the worst of them.
    case worstLevel([(name: String, limits: [Double])])
    /// The minute-by-minute precipitation summarised in a sentence (see `help rain`).
    case summariseNextHour
    /// Open-Meteo's WMO weather code as the condition OpenWeather would send (`slight rain`).
    case weatherCode(String)
    /// The WMO code and `is_day` as OpenWeather's icon code (`10d`).
    case iconCode(String)
    /// The provider's words for the conditions said in the session's language.
    case inLanguage(String)
    /// The icon code drawn as its glyph on this terminal.
    case glyph(String)
    /// Seconds east of UTC added: the place's offset at that moment, from its time zone's rules.
    case utcOffset(Int)
    /// Local seconds written as the date, the time and the zone's name.
    case localDateTime(String)
    /// The answer's coordinates named by the place they were asked for.
    case placeName(String)

    package static func == (lhs: ExplainStep, rhs: ExplainStep) -> Bool { lhs.json.serialized == rhs.json.serialized }

    /// The step as data: `{"op": "round", "places": 1}`.
    package var json: JSONValue {
        switch self {
        case .kelvinToCelsius: return .object([("op", .string("kelvin_to_celsius"))])
        case .fahrenheitToCelsius: return .object([("op", .string("fahrenheit_to_celsius"))])
        case .celsiusToFahrenheit: return .object([("op", .string("celsius_to_fahrenheit"))])
        case .celsiusToKelvin: return .object([("op", .string("celsius_to_kelvin"))])
        case .multiply(let by, let why): return .object([("op", .string("multiply")), ("by", .number(by)), ("why", .string(why))])
        case .divide(let by, let why): return .object([("op", .string("divide")), ("by", .number(by)), ("why", .string(why))])
        case .clamp(let low, let high): return .object([("op", .string("clamp")), ("min", .number(low)), ("max", .number(high))])
        case .round(let places): return .object([("op", .string("round")), ("places", .int(places))])
        case .trimZeros: return .object([("op", .string("trim_zeros"))])
        case .decimalSeparator(let separator):
            return .object([("op", .string("decimal_separator")), ("separator", .string(separator))])
        case .suffix(let text): return .object([("op", .string("suffix")), ("text", .string(text))])
        case .compass(let points): return .object([("op", .string("compass")), ("points", .array(points.map { .string($0) }))])
        case .clockTime(let offset): return .object([("op", .string("clock_time")), ("utc_offset", .int(offset))])
        case .appendLabel(let labels):
            return .object([
                ("op", .string("append_label")),
                ("labels", .object(labels.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value)) }))
            ])
        case .worstLevel(let limits):
            return .object([
                ("op", .string("worst_level")),
                ("breakpoints", .object(limits.map { ($0.name, .array($0.limits.map { .number($0) })) }))
            ])
        case .summariseNextHour: return .object([("op", .string("summarise_next_hour"))])
        case .weatherCode(let text): return .object([("op", .string("weather_code")), ("text", .string(text))])
        case .iconCode(let code): return .object([("op", .string("icon_code")), ("text", .string(code))])
        case .inLanguage(let text): return .object([("op", .string("in_language")), ("text", .string(text))])
        case .glyph(let text): return .object([("op", .string("glyph")), ("text", .string(text))])
        case .utcOffset(let offset): return .object([("op", .string("utc_offset")), ("seconds", .int(offset))])
        case .localDateTime(let text): return .object([("op", .string("local_date_time")), ("text", .string(text))])
        case .placeName(let text): return .object([("op", .string("place_name")), ("text", .string(text))])
        }
    }

    /// The step in words: `kelvin to °C (− 273.15)`.
    package var text: String {
        switch self {
        case .kelvinToCelsius: return "kelvin to °C (− 273.15)"
        case .fahrenheitToCelsius: return "°F to °C ((F − 32) × 5 / 9)"
        case .celsiusToFahrenheit: return "°C to °F (C × 9 / 5 + 32)"
        case .celsiusToKelvin: return "°C to kelvin (+ 273.15)"
        case .multiply(let by, let why): return "× \(Measure.trimmed(by, decimals: 6)) (\(why))"
        case .divide(let by, let why): return "÷ \(Measure.trimmed(by, decimals: 6)) (\(why))"
        case .clamp(let low, let high): return "kept within \(Measure.trimmed(low, decimals: 6))…\(Measure.trimmed(high, decimals: 6))"
        case .round(let places): return places == 1 ? "rounded to 1 decimal" : "rounded to \(places) decimals"
        case .trimZeros: return "trailing zeros dropped"
        case .decimalSeparator(let separator): return "decimal separator `\(separator)`"
        case .suffix(let text): return "unit `\(text.trimming(.whitespaces))` after it"
        case .compass: return "as one of 16 compass points"
        case .clockTime(let offset):
            return "as local time (UTC\(offset < 0 ? "−" : "+")\(Measure.trimmed(Double(abs(offset)) / 3600, decimals: 2)) h)"
        case .appendLabel: return "its name after it"
        case .worstLevel: return "the worst of the pollutants' levels on OpenWeather's scale"
        case .summariseNextHour: return "the minutes summarised in a sentence"
        case .weatherCode: return "WMO weather code to OpenWeather's condition (`WMOWeatherCode`)"
        case .iconCode: return "WMO code and `is_day` to OpenWeather's icon code"
        case .inLanguage: return "said in the session's language"
        case .glyph: return "the icon code's glyph (`WeatherIcon.glyph`)"
        case .utcOffset(let offset):
            return
                "+ \(offset) s: UTC\(offset < 0 ? "−" : "+")\(Measure.trimmed(Double(abs(offset)) / 3600, decimals: 2)) h, the zone's offset then"
        case .localDateTime: return "written as local date, time and zone"
        case .placeName: return "named as the place asked for (the answer has only coordinates)"
        }
    }

    /// A value on its way from raw to shown: a number until it is rounded, then text.
    package enum Value: Equatable {
        case number(Double)
        case text(String)
        /// Not worked out here (the next hour's summary, the level from several pollutants).
        case opaque
    }

    /// The step applied to `value`, to show the value after each step.
    package func apply(_ value: Value) -> Value {
        switch (self, value) {
        case (.kelvinToCelsius, .number(let v)): return .number(v - 273.15)
        case (.fahrenheitToCelsius, .number(let v)): return .number((v - 32) * 5 / 9)
        case (.celsiusToFahrenheit, .number(let v)): return .number(v * 9 / 5 + 32)
        case (.celsiusToKelvin, .number(let v)): return .number(v + 273.15)
        case (.multiply(let by, _), .number(let v)): return .number(v * by)
        case (.divide(let by, _), .number(let v)): return .number(v / by)
        case (.clamp(let low, let high), .number(let v)): return .number(Swift.min(Swift.max(v, low), high))
        case (.round(let places), .number(let v)): return .text(Measure.fixed(v, decimals: places))
        case (.trimZeros, .text(let t)):
            guard let number = Double(t) else { return .text(t) }
            return .text(Measure.trimmed(number, decimals: t.split(separator: ".").dropFirst().first?.count ?? 0))
        case (.decimalSeparator(let separator), .text(let t)): return .text(t.replacingEvery(".", with: separator))
        case (.suffix(let suffix), .text(let t)): return .text(t + suffix)
        case (.compass(let points), .number(let v)):
            guard v.isFinite else { return .opaque }
            var d = v.truncatingRemainder(dividingBy: 360)
            if d < 0 { d += 360 }
            return .text(points[Int((d / 22.5).rounded()) % points.count])
        case (.clockTime(let offset), .number(let v)):
            guard v.isFinite, abs(v) < 1e12 else { return .opaque }
            let seconds = ((Int64(v) + Int64(offset)) % 86_400 + 86_400) % 86_400
            let hours = Int(seconds / 3600)
            let minutes = Int(seconds % 3600 / 60)
            return .text((hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes))
        case (.appendLabel(let labels), .text(let t)): return .text(t + " " + (Int(t).flatMap { labels[$0] } ?? "Unknown"))
        case (.utcOffset(let offset), .number(let v)): return .number(v + Double(offset))
        case (.weatherCode(let text), _), (.iconCode(let text), _), (.inLanguage(let text), _), (.glyph(let text), _),
            (.localDateTime(let text), _), (.placeName(let text), _):
            return .text(text)
        default: return .opaque
        }
    }
}
