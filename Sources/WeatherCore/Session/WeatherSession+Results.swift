import CoreLanguage
import CoreModel
import CoreProviders
import CoreState
import CoreSupport
import FoundationEssentials

/// The results of the I/O the session asked for: geocoding, fetched weather, files read.
extension WeatherSession {
    /// Takes the Geocoding API's answer for a name: one place is fetched, several are offered,
    /// none keeps an open sheet open.
    package mutating func geocoded(_ name: String, result: Result<[GeocodedPlace], FetchFailure>) -> [Effect] {
        switch result {
        case .failure(let failure):
            state.sheet = nil
            return [.error(failure.report("location: \(WeatherSession.advice(failure.message, retry: "location \(name)"))"))]
        case .success(let found):
            var distinct: [Place] = []
            for place in found.map(Place.init) where !distinct.contains(where: { $0.isNear(lat: place.lat, lon: place.lon) }) {
                distinct.append(place)
            }
            switch distinct.count {
            case 0: return refuse("no place called `\(TerminalSafety.sanitize(name))` was found" + notFoundAdvice(name), kind: .notFound)
            case 1: return [.fetchWeather(distinct[0], .change)]
            default: return choose(distinct)
            }
        }
    }

    /// Takes the weather fetched for a place. A new place replaces everything, closes the sheet
    /// and shows the city tab; a refresh shows the current tab. A failure keeps the previous
    /// place and data; stale data that could not be refreshed is still shown, with a warning.
    package mutating func fetched(_ place: Place, purpose: FetchPurpose, result: Result<FetchedPlace, FetchFailure>) -> [Effect] {
        if case .ask(let pending) = purpose { return askFetched(pending, place: place, result: result) }
        let wasWanted = state.wantedPlace.map { $0.isSamePlace(as: place) } ?? false
        switch result {
        case .failure(let failure):
            if case .freshen(let view) = purpose {
                state.automaticFetchFailed = AutomaticFetchFailure(provider: state.provider, place: place, at: services.now())
                if wasWanted {
                    state.wantedPlace = nil
                    // translatable:
                    let showing: Phrase =
                        state.data.map { "; showing \(shown($0.place)) (\($0.ageLabel(now: services.now(), language: state.language)))" }
                        ?? ""
                    // end translatable
                    return [.warning("could not get \(shown(place)): \(failure.message)\(showing)"), .render(view)]
                }
                // translatable:
                let showing: Phrase = state.data.map { "; showing \($0.ageLabel(now: services.now(), language: state.language))" } ?? ""
                // end translatable
                return [.warning("could not refresh \(shown(place)): \(failure.message)\(showing)"), .render(view)]
            }
            state.sheet = nil
            if purpose == .change, state.mode == .offline, let data = state.data, data.place.isSamePlace(as: place) {
                // Offline, going to the place on screen: its data is already here.
                state.tab = .city
                return [.render(.tab(.city))]
            }
            if purpose == .refresh { return [.error(failure.report("refresh: \(failure.message)"))] }
            return [.error(failure.report("location: \(WeatherSession.advice(failure.message, retry: "location \(shown(place))"))"))]
        case .success(let fetched):
            var data = fetched.data
            data.place = place
            var effects: [Effect] = fetched.notes.map { .warning($0) }
            if purpose == .refresh, let problem = fetched.fetchFailure {
                effects = [
                    .error(problem.report("refresh: could not fetch \(shown(place)): \(problem.message); showing the cached data"))
                ]
            }
            if let expected = place.timeZone, let actual = data.forecast.timeZone, expected != actual,
                LocalTime(zoneIdentifier: expected, fallbackOffset: 0).offset(at: data.forecast.current?.time ?? 0)
                    != LocalTime(zoneIdentifier: actual, fallbackOffset: 0).offset(at: data.forecast.current?.time ?? 0)
            {
                effects.append(
                    .hint(
                        "Note: the place list puts \(shown(place)) in \(expected), but \(data.provider.displayName) says \(TerminalSafety.sanitize(actual)); times follow \(data.provider.displayName)."
                    ))
            }
            let placeChanged = !(state.data?.place.isSamePlace(as: place) ?? false)
            state.automaticFetchFailed = nil
            state.data = data
            state.dataProblem = nil
            if wasWanted { state.wantedPlace = nil }
            switch purpose {
            case .change:
                state.sheet = nil
                state.wantedPlace = nil
                state.tab = .city
                return effects + [.saveState, .render(.tab(.city))]
            case .refresh:
                return effects + (placeChanged ? [.saveState] : []) + [.render(.tab(state.tab))]
            case .freshen(let view):
                return effects + (placeChanged ? [.saveState] : []) + [.render(view)]
            case .ask:
                return effects
            }
        }
    }

    /// Takes the bytes of a file the session asked to read, and shows what they hold.
    /// - Parameters:
    ///   - now: the current time, seconds since 1970, recorded as when the data was loaded.
    package mutating func fileRead(path: String, units: Units, result: Result<Data, FileReadError>, now: Int64) -> [Effect] {
        let shownPath = TerminalSafety.sanitize(path)
        let data: Data
        switch result {
        case .failure(let error): return [.error(ErrorReport("load: \(shownPath): \(error.message)", kind: .file))]
        case .success(let bytes): data = bytes
        }
        let document: WeatherDocument
        do {
            document = try WeatherDocument.decode(data, units: units)
        } catch {
            return [.error(ErrorReport("load: \(shownPath): \(error.message)", kind: .invalidData))]
        }
        switch document {
        case .forecast(let forecast, let point, let provider):
            return showLoaded(forecast, at: point, provider: provider, path: path, now: now, raw: data, units: units)
        case .airQuality(let air, let point, let provider):
            return showLoaded(air, at: point, provider: provider, path: path, now: now, raw: data)
        }
    }
}
