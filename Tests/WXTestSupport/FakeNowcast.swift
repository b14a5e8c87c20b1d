import Foundation

/// The next hour's rain at each fake place, the same from both fake providers, so that every
/// shape of the nowcast can be shown: dry, rain starting, rain stopping, rain throughout, and
/// no minute data at all.
public enum FakeNowcast: Equatable, Sendable {
    case dry, starting, stopping, throughout, none

    /// London (GB) stops raining, Paris (FR) starts, Tokyo rains throughout, Kampala has no
    /// minute data; everywhere else is dry.
    static func shape(for place: FakePlace?) -> FakeNowcast {
        switch (place?.name, place?.country) {
        case ("London", "GB"): return .stopping
        case ("Paris", "FR"): return .starting
        case ("Tokyo", _): return .throughout
        case ("Kampala", _): return .none
        default: return .dry
        }
    }

    /// mm/h at `fraction` (0 to 1) of the way through the window; nil for `none`.
    func intensity(at fraction: Double) -> Double? {
        let value: Double
        switch self {
        case .none: return nil
        case .dry: value = 0
        // Dry for the first third, then rain rising to 3 mm/h (moderate) and stopping before the end.
        case .starting: value = fraction < 1.0 / 3 || fraction >= 5.0 / 6 ? 0 : 0.5 + 5 * (fraction - 1.0 / 3)
        case .stopping: value = fraction < 0.25 ? 1.2 - fraction * 2 : 0
        // Heavy in the middle (9 mm/h), never below 3.
        case .throughout: value = 3 + 6 * sin(Double.pi * fraction)
        }
        return FakeOpenWeatherData.round2(value)
    }

    /// One Call's `minutely`: 61 minutes from the current one, or nil for `none`.
    func minutely(from epoch: Int64) -> [[String: Any]]? {
        guard self != .none else { return nil }
        let start = epoch / 60 * 60
        return (0..<61).map { i in ["dt": start + Int64(i) * 60, "precipitation": intensity(at: Double(i) / 61) ?? 0] }
    }

    /// Open-Meteo's `minutely_15` with `precipitation` (mm in each 15 minutes), `steps` of them
    /// from the current quarter hour, or nil for `none`.
    func minutely15(from epoch: Int64, steps: Int) -> [String: Any]? {
        guard self != .none, steps > 0 else { return nil }
        let start = epoch - epoch % 900
        return [
            "time": (0..<steps).map { start + Int64($0) * 900 },
            "precipitation": (0..<steps).map { FakeOpenWeatherData.round2((intensity(at: Double($0) / Double(steps)) ?? 0) / 4) }
        ]
    }
}
