/// The unit wind speeds are shown in, chosen with `wind` (or following `units`).
package enum WindUnit: String, CaseIterable, Codable, Sendable {
    case metresPerSecond = "m/s"
    case kilometresPerHour = "km/h"
    case milesPerHour = "mph"
    case knots = "kn"

    /// The unit as written after a speed, and as `wind` takes it.
    package var symbol: String { rawValue }

    /// The unit a user typed: its symbol, or a common other spelling (`kmh`, `kt`, `knots`, `ms`).
    package init?(name: String) {
        let aliases: [String: WindUnit] = [
            "m/s": .metresPerSecond, "ms": .metresPerSecond, "mps": .metresPerSecond,
            "km/h": .kilometresPerHour, "kmh": .kilometresPerHour, "kph": .kilometresPerHour, "kmph": .kilometresPerHour,
            "mph": .milesPerHour, "kn": .knots, "kt": .knots, "kts": .knots, "knots": .knots
        ]
        guard let unit = aliases[name.lowercased()] else { return nil }
        self = unit
    }

    /// The wind unit that goes with a unit system: mph for imperial, m/s otherwise.
    package static func following(_ units: Units) -> WindUnit {
        units == .imperial ? .milesPerHour : .metresPerSecond
    }

    /// A speed given in metres per second, in this unit.
    package func speed(_ metresPerSecond: Double) -> Double {
        switch self {
        case .metresPerSecond: return metresPerSecond
        case .kilometresPerHour: return metresPerSecond * 3.6
        case .milesPerHour: return metresPerSecond / 0.44704
        case .knots: return metresPerSecond * 3600 / 1852
        }
    }
}
