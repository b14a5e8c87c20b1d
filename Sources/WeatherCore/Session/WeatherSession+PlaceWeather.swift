import CoreLanguage
import CoreModel
import CoreProviders
import CoreState

/// `places` with every saved place's weather now: the stale ones are fetched together (one
/// effect, answered by one event), the fresh ones come from what is known.
extension WeatherSession {
    /// Lists the saved places; in live mode first asks for those whose data is missing, stale
    /// (the 10-minute rule `location` follows) or from another provider, or all of them for
    /// `places refresh`.
    package mutating func listPlaces(refresh: Bool) -> [Effect] {
        state.pickList = state.places
        guard !state.places.isEmpty else { return [.render(.savedPlaces([]))] }
        guard state.canFetch else {
            let shown: [Effect] = [.render(.savedPlaces(state.places.map { SavedPlaceSummary(place: $0, data: known($0)) }))]
            guard refresh else { return shown }
            let why =
                state.mode == .offline
                ? "offline mode makes no request; `mode live` fetches"
                : "\(state.provider.displayName) cannot be asked; `status` says why"
            return shown + [.warning("places refresh: \(why); showing what is cached")]
        }
        let wanted = refresh ? state.places : state.places.filter { !isFresh(known($0)) }
        guard !wanted.isEmpty else {
            return [.render(.savedPlaces(state.places.map { SavedPlaceSummary(place: $0, data: known($0)) }))]
        }
        return [.fetchPlaces(wanted, refresh: refresh)]
    }

    /// Takes the answers to `.fetchPlaces`, one per place asked (in any order), and shows the
    /// list: fetched places with their new data, failed ones with their reason, the others as
    /// known. Any failure is an error too (a script exits 1). Ctrl-C (`interrupted`) shows what
    /// had arrived, and the places still waiting as they were known.
    package mutating func placesFetched(_ answers: [(Place, Result<FetchedPlace, FetchFailure>)], interrupted: Bool) -> [Effect] {
        var failed = 0
        // The error's kind (and status) is the first failed row's: a refused connection is
        // `network`, a 500 `http`, as `location` would say for that place.
        var cause: FetchFailure?
        let summaries = state.places.map { place -> SavedPlaceSummary in
            guard let (_, result) = answers.first(where: { $0.0.isSamePlace(as: place) }) else {
                return SavedPlaceSummary(place: place, data: known(place))
            }
            switch result {
            case .success(let fetched):
                var data = fetched.data
                data.place = place
                if let problem = fetched.fetchFailure {
                    failed += 1
                    cause = cause ?? problem
                    return SavedPlaceSummary(place: place, data: data, error: problem.message)
                }
                if let current = state.data, current.place.isSamePlace(as: place), current.source != .file {
                    state.data = data
                }
                return SavedPlaceSummary(place: place, data: data)
            case .failure(let failure):
                if failure.isCancellation { return SavedPlaceSummary(place: place, data: known(place)) }
                failed += 1
                cause = cause ?? failure
                return SavedPlaceSummary(place: place, data: known(place), error: failure.message)
            }
        }
        var effects: [Effect] = interrupted ? [.warning("cancelled")] : []
        effects.append(.render(.savedPlaces(summaries)))
        if let cause {
            let total = state.places.count
            let message: Phrase = .plural(
                "places: \(failed) place of \(total) could not be fetched; `places refresh` tries again",
                "places: \(failed) places of \(total) could not be fetched; `places refresh` tries again", count: failed)
            effects.append(.error(cause.report(message)))
        }
        return effects
    }

    /// What is known of a place's weather: the data on screen when it is that place, else the cache.
    package func known(_ place: Place) -> WeatherData? {
        if let current = state.data, current.place.isSamePlace(as: place) { return current }
        return services.cachedWeather(place)
    }

    /// Whether data needs no request now: fetched (or cached) from the chosen provider under 10 minutes ago.
    package func isFresh(_ data: WeatherData?) -> Bool {
        guard let data, data.source == .live || data.source == .cache, data.provider == state.provider, let fetchedAt = data.fetchedAt
        else { return false }
        return Freshness.isFresh(age: Double(services.now() - fetchedAt))
    }
}
