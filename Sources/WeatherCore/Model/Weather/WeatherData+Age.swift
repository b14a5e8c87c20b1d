/// How old the data on screen is, in words, for when it could not be fetched again.
extension WeatherData {
    /// `sample data from 25 Mar 2023` for the bundled data; `data from 3 hours ago` for data
    /// fetched earlier; `data from FILE's time` is not needed: loaded files are never refetched.
    /// - Parameter now: seconds since 1970.
    package func ageLabel(now: Int64) -> String {
        let observed = forecast.observed
        switch source {
        case .bundled:
            guard let observed else { return "the bundled sample data" }
            let c = localTime.components(observed)
            return "sample data from \(c.day) \(c.monthName) \(c.year)"
        case .file:
            return "the data loaded from a file"
        case .live, .cache:
            guard let fetchedAt else { return "the data fetched earlier" }
            return "data from " + WeatherData.ago(seconds: now - fetchedAt)
        }
    }

    /// `just now`, `5 minutes ago`, `1 hour ago`, `3 days ago`.
    package static func ago(seconds: Int64) -> String {
        func unit(_ n: Int64, _ name: String) -> String { "\(n) \(name)\(n == 1 ? "" : "s") ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return unit(seconds / 60, "minute")
        case ..<86_400: return unit(seconds / 3600, "hour")
        default: return unit(seconds / 86_400, "day")
        }
    }
}
