import Foundation

/// What is saved across runs, and showing a view (fetching first when the data is old).
extension Session {
    /// What is kept across runs: settings given by a flag keep their saved value.
    public var savedState: SavedState {
        SavedState(
            place: state.data?.place,
            tab: state.tab,
            units: forThisRunOnly.contains(.units) ? remembered.units : state.units,
            format: nil,
            mode: forThisRunOnly.contains(.mode) ? remembered.mode : state.mode,
            places: state.places,
            finance: state.finance,
            charts: state.charts,
            pager: state.pager,
            icons: state.icons,
            provider: providerChosen ? state.provider : remembered.provider,
            wind: state.wind)
    }

    /// The saved-place edits to merge into the file.
    public var pendingPlaceChanges: [PlaceChange] { placeChanges }

    /// After a save: the places now on disk (ours merged with any other process's).
    public mutating func didSave(_ saved: SavedState) {
        state.places = saved.places ?? state.places
        placeChanges = []
    }

    /// Shows the current tab (or `view`, a form of it), or says why there is nothing to show.
    /// What an interactive start shows under the banner: the current tab (fetched first when its
    /// data is stale, as any tab is), or the finance calculator; nothing when there is no data,
    /// which the start has already said.
    public func firstScreen() -> [Effect] {
        if state.app == .finance { return [.render(.financeTab)] }
        return state.data == nil ? [] : renderTab()
    }

    func renderTab(_ view: View? = nil) -> [Effect] {
        guard state.data != nil else {
            return [.error("no weather data to show: \(state.dataProblem ?? "nothing is loaded"); `load FILE` reads a One Call document")]
        }
        return freshened(view ?? .tab(state.tab))
    }

    /// Data older than 10 minutes is fetched again before it is shown, in live mode with a key;
    /// so is the bundled data (wxsh opens live) and the place wanted since the last run. Data the
    /// user loaded from a file is shown as it is.
    func freshened(_ view: View) -> [Effect] {
        guard state.canFetch, let data = state.data else { return [.render(view)] }
        if let failed = state.automaticFetchFailed, failed.provider == state.provider,
            failed.place.isSamePlace(as: state.wantedPlace ?? data.place),
            (0..<Freshness.retryAfterFailureSeconds).contains(services.now() - failed.at)
        {
            return [.render(view)]
        }
        if let wanted = state.wantedPlace { return [.fetchWeather(wanted, .freshen(view))] }
        switch data.source {
        case .file:
            return [.render(view)]
        case .bundled:
            return [.fetchWeather(data.place, .freshen(view))]
        case .live, .cache:
            // Data from the other provider is fetched again from the chosen one.
            if data.provider != state.provider { return [.fetchWeather(data.place, .freshen(view))] }
            let age = services.now() - (data.fetchedAt ?? 0)
            return Freshness.isFresh(age: Double(age)) ? [.render(view)] : [.fetchWeather(data.place, .freshen(view))]
        }
    }
}
