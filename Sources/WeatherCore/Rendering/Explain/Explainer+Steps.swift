import CoreLanguage
import CoreModel
import CoreProviders

/// The steps from a raw value to the text the tab shows: the decoder's conversion into wxsh's
/// model (°C, m/s, metres, 0–1), the conversion into the session's units, the rounding, the
/// language's decimal separator and the unit after it.
extension Explainer {
    package func steps(_ figure: ExplainFigure, rawUnit: String?, value: Double?) -> [ExplainStep] {
        let unit = rawUnit?.lowercased() ?? ""
        let separator = style.words.numbers.decimalSeparator
        func written(_ places: Int, suffix: String) -> [ExplainStep] {
            [.round(places: places)] + (places > 0 && separator != "." ? [.decimalSeparator(separator)] : [])
                + (suffix.isEmpty ? [] : [.suffix(suffix)])
        }
        let readings = renderer.readings
        switch figure.quantity {
        case .temperature, .shortTemperature:
            var steps: [ExplainStep] = []
            if unit == "k" { steps.append(.kelvinToCelsius) } else if unit.contains("f") { steps.append(.fahrenheitToCelsius) }
            switch units {
            case .standard: steps.append(.celsiusToKelvin)
            case .imperial: steps.append(.celsiusToFahrenheit)
            case .metric: break
            }
            if figure.quantity == .temperature {
                let symbol = units == .standard ? " K" : (style.unicode ? " " + units.temperatureSymbol : (units == .metric ? " C" : " F"))
                return steps + written(1, suffix: symbol)
            }
            return steps + written(0, suffix: units == .standard ? "K" : (style.unicode ? "°" : ""))
        case .speed:
            var steps: [ExplainStep] = []
            switch unit {
            case "m/s": break
            case "mp/h", "mph": steps.append(.multiply(0.44704, why: "mph to m/s"))
            case "kn", "kt", "knots": steps.append(.multiply(0.514444, why: "knots to m/s"))
            default: steps.append(.divide(3.6, why: "km/h to m/s"))
            }
            switch readings.wind {
            case .metresPerSecond: break
            case .kilometresPerHour: steps.append(.multiply(3.6, why: "m/s to km/h"))
            case .milesPerHour: steps.append(.divide(0.44704, why: "m/s to mph"))
            case .knots: steps += [.multiply(3600, why: "seconds in an hour"), .divide(1852, why: "metres in a nautical mile")]
            }
            return steps + written(1, suffix: " " + readings.unit(readings.wind.symbol))
        case .direction:
            return [.compass(points: Compass.points.map { style.words.word($0, context: "compass") })]
        case .percent:
            return written(0, suffix: " %")
        case .pressure:
            if units == .imperial {
                return [.divide(33.8639, why: "hPa to inHg")] + written(2, suffix: " " + readings.unit("inHg"))
            }
            return written(0, suffix: " " + readings.unit("hPa"))
        case .distance:
            let toMetres: [ExplainStep] = unit == "ft" ? [.multiply(0.3048, why: "feet to metres")] : []
            let divide: ExplainStep =
                units == .imperial ? .divide(1609.344, why: "metres to miles") : .divide(1000, why: "metres to kilometres")
            return toMetres + [divide] + written(1, suffix: " " + readings.unitAfterDecimal(units.distanceSymbol))
        case .uvIndex:
            return [.round(places: 1), .trimZeros] + (separator != "." ? [.decimalSeparator(separator)] : [])
        case .time:
            return [.clockTime(utcOffset: value.map { renderer.clock.offset(at: Int64($0)) } ?? 0)]
        case .chance:
            let toFraction: [ExplainStep] =
                openMeteo ? [.clamp(min: 0, max: 100), .divide(100, why: "percent to 0–1, as wxsh keeps it")] : []
            return toFraction + [.multiply(100, why: "0–1 to percent")] + written(0, suffix: "%")
        case .airIndex:
            let labels = Dictionary(uniqueKeysWithValues: (1...5).map { ($0, style.airQuality(AirQuality.label($0))) })
            guard openMeteo else { return [.round(places: 0), .appendLabel(labels)] }
            let limits = zip(ExplainFigure.openMeteoPollutants, OpenMeteoAirQuality.breakpoints(AirQuality.Components()))
                .map { (name: $0, limits: $1.1) }
            return [.worstLevel(limits), .round(places: 0), .appendLabel(labels)]
        case .europeanIndex:
            return [.round(places: 0)]
        case .concentration:
            return written(2, suffix: " " + readings.micrograms)
        case .nextHour:
            return [.summariseNextHour]
        case .millimetres:
            return written(1, suffix: " " + readings.unit("mm"))
        case .moonPhase:
            return [.round(places: 2)]
        case .conditions:
            guard let condition = current?.conditions.primary else { return [] }
            let code: [ExplainStep] = openMeteo ? [.weatherCode(condition.description)] : []
            return code + [.inLanguage(style.sentence(condition))]
        case .icon:
            guard let condition = current?.conditions.primary else { return [] }
            let code: [ExplainStep] = openMeteo ? [.iconCode(condition.icon)] : []
            return code + [.glyph(WeatherIcon.glyph(condition.icon, unicode: style.unicode))]
        case .dateTime:
            guard let time = value.map(Int64.init) else { return [] }
            return [.utcOffset(renderer.clock.offset(at: time)), .localDateTime(shown(figure, row: nil, value: value))]
        case .place:
            return [.placeName(renderer.placeName)]
        }
    }
}
