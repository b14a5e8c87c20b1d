import CoreLanguage
import CoreModel
import FoundationEssentials

/// Weather for a place, with what the user should be told about where it came from.
package struct FetchedPlace: Equatable, Sendable {
    package var data: WeatherData
    package var notes: [Phrase]
    /// Why the fetch asked for failed, when cached data was given instead: its message and its
    /// kind, so a command that reports it names the cause (`http`, `network`, …).
    package var fetchFailure: FetchFailure?

    package init(data: WeatherData, notes: [Phrase] = [], fetchFailure: FetchFailure? = nil) {
        self.data = data
        self.notes = notes
        self.fetchFailure = fetchFailure
    }
}

extension FetchFailure {
    /// The user pressed Ctrl-C while waiting.
    package static let cancelled = FetchFailure("cancelled; the previous data is still shown", kind: .interrupted)

    package var isCancellation: Bool { self == .cancelled }
}
