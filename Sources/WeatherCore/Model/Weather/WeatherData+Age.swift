import CoreLanguage

/// How old the data on screen is, in words, for when it could not be fetched again.
extension WeatherData {
    /// `sample data from 25 Mar 2023` for the bundled data; `data from 3 hours ago` for data
    /// fetched earlier; `data from FILE's time` is not needed: loaded files are never refetched.
    /// Said in the session's language: the date in its calendar's words, the rest by the catalog.
    /// - Parameter now: seconds since 1970.
    package func ageLabel(now: Int64, language: Language) -> Phrase {
        let observed = forecast.observed
        switch source {
        // translatable:
        case .bundled:
            guard let observed else { return "the bundled sample data" }
            return "sample data from \(sampleDate(observed, language: language))"
        case .file:
            return "the data loaded from a file"
        case .live, .cache:
            guard let fetchedAt else { return "the data fetched earlier" }
            return "data from \(WeatherData.ago(seconds: now - fetchedAt))"
        // end translatable
        }
    }

    /// `25 Mar 2023`, or the language's own form of the day (`25. März 2023`).
    private func sampleDate(_ epoch: Int64, language: Language) -> String {
        let c = localTime.components(epoch)
        return language == .en ? "\(c.day) \(c.monthName) \(c.year)" : CalendarWords.of(language).dayMonthYear(c)
    }

    /// `just now`, `5 minutes ago`, `1 hour ago`, `3 days ago`.
    package static func ago(seconds: Int64) -> Phrase {
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return .plural("\(seconds / 60) minute ago", "\(seconds / 60) minutes ago", count: Int(seconds / 60))
        case ..<86_400: return .plural("\(seconds / 3600) hour ago", "\(seconds / 3600) hours ago", count: Int(seconds / 3600))
        default: return .plural("\(seconds / 86_400) day ago", "\(seconds / 86_400) days ago", count: Int(seconds / 86_400))
        }
    }
}
