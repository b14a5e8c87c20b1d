/// How an answer to the change-location sheet turns out, as the session's own effects show it:
/// the guards `states` writes on the sheet's transitions (`PLACE [found]`).
package enum SheetOutcome: String, CaseIterable, Sendable {
    /// One place: its weather is fetched and the city tab shown.
    case found
    /// Several places: the numbered list to choose from opens.
    case several
    /// No such place, or it could not be looked up: the sheet waits at a terminal, closes in a script.
    case notFound = "not found"
    /// An empty line or `cancel`: back to the tab the sheet was opened over.
    case cancel

    /// The outcome of a line the sheet took, from what the session did with it (`effects`, with
    /// the answers to its I/O) and the sheet it left open; nil when the line left the sheet
    /// some other way (`quit`).
    package init?(effects: [Effect], sheetAfter: Sheet?) {
        if effects.contains(.quit) { return nil }
        if case .choosePlace? = sheetAfter, effects.contains(where: \.listsPlaces) {
            self = .several
        } else if effects.contains(where: \.isError) {
            self = .notFound
        } else if sheetAfter != nil {
            return nil
        } else if effects.contains(where: \.changesPlace) {
            self = .found
        } else {
            self = .cancel
        }
    }

    /// The guard as drawn: `[found]`.
    package var drawn: String { "[\(rawValue)]" }
}

extension Effect {
    /// Whether it opens the sheet's numbered list of places.
    fileprivate var listsPlaces: Bool {
        if case .render(.placeChoices) = self { return true }
        return false
    }

    /// Whether it reports a failure.
    fileprivate var isError: Bool {
        if case .error = self { return true }
        return false
    }

    /// Whether it fetches a new place's weather.
    fileprivate var changesPlace: Bool {
        if case .fetchWeather(_, .change) = self { return true }
        return false
    }
}
