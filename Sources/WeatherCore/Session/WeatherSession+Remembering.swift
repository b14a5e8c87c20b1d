import CoreModel
import CoreState
import FoundationEssentials

/// What is saved across runs, and showing a view (fetching first when the data is old).
extension WeatherSession {
    /// What the weather app keeps across runs: settings given by a flag keep their saved value.
    package var savedState: SavedState {
        SavedState(
            place: state.data?.place,
            tab: state.tab,
            units: forThisRunOnly.contains(.units) ? remembered.units : state.units,
            format: nil,
            mode: forThisRunOnly.contains(.mode) ? remembered.mode : state.mode,
            places: state.places,
            charts: state.charts,
            pager: state.pager,
            icons: state.icons,
            provider: providerChosen ? state.provider : remembered.provider,
            wind: state.wind)
    }

    /// After a save: the places now on disk (ours merged with any other process's).
    package mutating func didSave(_ saved: SavedState) {
        state.places = saved.places ?? state.places
        placeChanges = []
    }

    /// Shows the current tab (or `view`, a form of it), or says why there is nothing to show.
    package func renderTab(_ view: View? = nil) -> [Effect] {
        guard state.data != nil else {
            return [
                .error(
                    ErrorReport(
                        "no weather data to show: \(state.dataProblem ?? "nothing is loaded"); `load FILE` reads a One Call document",
                        kind: .offline))
            ]
        }
        return freshened(view ?? .tab(state.tab))
    }

    /// Data older than 10 minutes is fetched again before it is shown, in live mode with a key;
    /// so is the bundled data (wxsh opens live) and the place wanted since the last run. Data the
    /// user loaded from a file is shown as it is.
    package func freshened(_ view: View) -> [Effect] {
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
