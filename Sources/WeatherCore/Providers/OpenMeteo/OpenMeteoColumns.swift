import FoundationEssentials

/// Any JSON object key, for Open-Meteo's objects whose keys are the variables asked for.
package struct OpenMeteoKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ name: String) { stringValue = name }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}

/// Open-Meteo's `hourly` or `daily`: a `time` array (unix seconds, as asked with
/// `timeformat=unixtime`) and one array of numbers per variable, parallel to it.
///
/// A variable that is not an array of numbers (or nulls) is left out, never guessed; values
/// that are not finite read as missing.
package struct OpenMeteoColumns: Decodable, Equatable, Sendable {
    package var time: [Int64]
    package var values: [String: [Double?]]

    package init(time: [Int64], values: [String: [Double?]]) {
        self.time = time
        self.values = values
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: OpenMeteoKey.self)
        do {
            time = try c.decode([Int64].self, forKey: OpenMeteoKey("time"))
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: OpenMeteoKey("time"), in: c,
                debugDescription: "expected unix times (the request's timeformat=unixtime)")
        }
        var values: [String: [Double?]] = [:]
        for key in c.allKeys where key.stringValue != "time" {
            if let column = try? c.decode([Double?].self, forKey: key) { values[key.stringValue] = column }
        }
        self.values = values
    }

    /// The first `count` rows.
    package func prefix(_ count: Int) -> OpenMeteoColumns {
        OpenMeteoColumns(time: Array(time.prefix(count)), values: values.mapValues { Array($0.prefix(count)) })
    }

    /// Variable `name` at row `index`, or nil when absent, null or not finite.
    package func value(_ name: String, at index: Int) -> Double? {
        guard let column = values[name], column.indices.contains(index), let value = column[index], value.isFinite else { return nil }
        return value
    }
}

/// Open-Meteo's `current`: one number per variable, and `time`.
package struct OpenMeteoValues: Decodable, Equatable, Sendable {
    package var time: Int64
    package var values: [String: Double]

    package init(time: Int64, values: [String: Double]) {
        self.time = time
        self.values = values
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: OpenMeteoKey.self)
        do {
            time = try c.decode(Int64.self, forKey: OpenMeteoKey("time"))
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: OpenMeteoKey("time"), in: c,
                debugDescription: "expected a unix time (the request's timeformat=unixtime)")
        }
        var values: [String: Double] = [:]
        for key in c.allKeys where key.stringValue != "time" {
            if let value = try? c.decode(Double.self, forKey: key), value.isFinite { values[key.stringValue] = value }
        }
        self.values = values
    }

    package subscript(_ name: String) -> Double? { values[name] }
}

/// What Open-Meteo says its numbers are in (`*_units`), read leniently: unknown units are taken
/// as the defaults the requests ask for.
package struct OpenMeteoUnits: Equatable, Sendable {
    package var units: [String: String]

    package init(_ units: [String: String]?) { self.units = units ?? [:] }

    /// °C from the variable's temperature unit (`°C` unless it says `°F`).
    package func celsius(_ variable: String, _ value: Double?) -> Double? {
        guard let value else { return nil }
        if units[variable]?.contains("F") == true { return (value - 32) * 5 / 9 }
        return value
    }

    /// Metres per second from `m/s`, `km/h` (the service's default), `mp/h` or `kn`.
    package func metresPerSecond(_ variable: String, _ value: Double?) -> Double? {
        guard let value else { return nil }
        switch units[variable]?.lowercased() {
        case "m/s": return value
        case "mp/h", "mph": return value * 0.44704
        case "kn", "kt", "knots": return value * 0.514444
        default: return value / 3.6
        }
    }

    /// A conversion of one variable (`celsius`, `metresPerSecond`, `millimetres`, each linear) as
    /// its scale and offset, its unit looked up once: for the columns of a year's rows.
    package func linear(_ variable: String, _ convert: (String, Double?) -> Double?) -> (scale: Double, offset: Double) {
        let zero = convert(variable, 0) ?? 0
        return ((convert(variable, 1) ?? 1) - zero, zero)
    }

    /// Millimetres from `mm`, `cm` (snowfall) or `inch`.
    package func millimetres(_ variable: String, _ value: Double?) -> Double? {
        guard let value else { return nil }
        switch units[variable]?.lowercased() {
        case "cm": return value * 10
        case "inch", "in": return value * 25.4
        default: return value
        }
    }

    /// Metres from `m` or `ft`.
    package func metres(_ variable: String, _ value: Double?) -> Double? {
        guard let value else { return nil }
        return units[variable]?.lowercased() == "ft" ? value * 0.3048 : value
    }
}
