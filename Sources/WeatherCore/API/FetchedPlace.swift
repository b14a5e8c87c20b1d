import Foundation

/// Weather for a place, with what the user should be told about where it came from.
public struct FetchedPlace: Equatable, Sendable {
    public var data: WeatherData
    public var notes: [String]
    /// Why the fetch asked for failed, when cached data was given instead.
    public var fetchFailure: String?

    public init(data: WeatherData, notes: [String] = [], fetchFailure: String? = nil) {
        self.data = data
        self.notes = notes
        self.fetchFailure = fetchFailure
    }
}

extension FetchFailure {
    /// The user pressed Ctrl-C while waiting.
    public static let cancelled = FetchFailure("cancelled; the previous data is still shown")

    public var isCancellation: Bool { self == .cancelled }
}
