import CoreCommands
import CoreLanguage
import CoreModel
import CorePlaces
import CoreState
import CoreSupport
import FoundationEssentials

/// The change-location sheet: its answers, and why live data cannot be had.
extension WeatherSession {
    /// The sheet's answer: a place, a number from its list, or an empty line or `cancel`.
    package mutating func answerSheet(_ line: String) -> [Effect] {
        let text = LineSplitter.withoutComment(line).trimmingWhitespace()
        if text.isEmpty || text.lowercased() == "cancel" {
            state.sheet = nil
            return [unchanged()]
        }
        if case .choosePlace(let places) = state.sheet {
            guard let number = Int(text), (1...places.count).contains(number) else {
                guard state.sheetWaitsAfterAMistake else {
                    state.sheet = nil
                    return [.error(.typeNumber(count: places.count, orCancel: false)), unchanged()]
                }
                return [.error(.typeNumber(count: places.count, orCancel: true))]
            }
            return [.fetchWeather(places[number - 1], .change)]
        }
        return changeLocation(text)
    }

    /// Closes the sheet without a word (`quit` typed in it).
    package mutating func closeSheet() {
        state.sheet = nil
    }

    /// Finds the place the user typed: the gazetteer first (no request), then the Geocoding
    /// API; a refused or unknown place keeps an open sheet open for another try.
    package mutating func changeLocation(_ text: String) -> [Effect] {
        if let number = Int(text.trimmingWhitespace()), state.pickList != nil, state.sheet == nil {
            return pick(number)
        }
        let gazetteer = try? services.gazetteer().get()
        if KeyMask.isSecret(text), !names(text, aPlaceIn: gazetteer) {
            // `key …` typed where a place is wanted is a key, not a place: it is never sent to
            // the geocoder, recorded or quoted back.
            return refuse("`key` sets the API key and names no place: leave the place prompt, then type `key YOUR_KEY` on its own")
        }
        let query: LocationQuery
        switch LocationQuery.parse(text) {
        case .failure(let error): return refuse(error.message)
        case .success(let parsed): query = parsed
        }
        switch query {
        case .coordinates(let lat, let lon):
            let place =
                gazetteer?.nearest(lat: lat, lon: lon).map { Place.near($0.place, lat: lat, lon: lon) }
                ?? Place.coordinates(lat: lat, lon: lon)
            return [.fetchWeather(place, .change)]
        case .here:
            guard let zone = services.systemTimeZone() else {
                return refuse("this machine's time zone is not known (set TZ, e.g. TZ=Europe/London)")
            }
            guard let gazetteer else { return refuse("`here` needs the place list, which is not available") }
            guard let found = gazetteer.mostPopulous(inTimeZone: zone) else {
                return refuse("no known place is in this machine's time zone (\(TerminalSafety.sanitize(zone)))")
            }
            let place = Place(found)
            return [
                .hint(
                    "Using \(shown(place)), the largest place in this machine's time zone (\(zone)): an approximation, as there is no GPS here."
                ),
                .fetchWeather(place, .change)
            ]
        case .name(let typed):
            if let country = ShortPlaceNames.country(typed) {
                return refuse(
                    "`\(TerminalSafety.sanitize(typed))` is a country (\(country.code)); name a place in it, e.g. `\(country.example)`")
            }
            let name = ShortPlaceNames.expanded(typed) ?? typed
            guard let gazetteer else { return geocode(name) }
            switch gazetteer.resolve(name) {
            case .found(let found):
                return [.fetchWeather(Place(found), .change)]
            case .ambiguous(let found):
                return choose(found.map(Place.init))
            case .notFound:
                return geocode(name)
            }
        }
    }

    /// Whether the place list knows the text as a place (`Key West`), so that a line starting
    /// with the word `key` is still taken as a place when it names one.
    private func names(_ text: String, aPlaceIn gazetteer: Gazetteer?) -> Bool {
        switch gazetteer?.resolve(text) {
        case .found, .ambiguous: return true
        case .notFound, nil: return false
        }
    }

    /// Asks the Geocoding API, or says the place is unknown when that is not possible.
    package mutating func geocode(_ name: String) -> [Effect] {
        if state.canFetch { return [.geocode(name)] }
        let shown = TerminalSafety.sanitize(name)
        if state.mode == .offline { return refuse("no place called `\(shown)` is known offline" + notFoundAdvice(name), kind: .notFound) }
        if state.provider == .openWeather, let problem = state.liveDataProblem {
            return refuse(
                "no place called `\(shown)` is in the place list, and looking further is off: \(problem)" + notFoundAdvice(name),
                kind: .notFound)
        }
        if state.provider == .openMeteo {
            return refuse(
                "no place called `\(shown)` is in the place list, and Open-Meteo cannot be asked until OPEN_METEO_API_URL is fixed"
                    + notFoundAdvice(name), kind: .notFound)
        }
        return refuse(
            "no place called `\(shown)` is in the place list, and looking further needs an API key (see `help key`) or `provider open-meteo`"
                + notFoundAdvice(name), kind: .notFound)
    }

    /// Opens the numbered list of places to choose from.
    package mutating func choose(_ places: [Place]) -> [Effect] {
        state.sheet = .choosePlace(places)
        return [.render(.placeChoices(places))]
    }

    /// Refuses what was typed; an open sheet stays open for another try.
    package mutating func refuse(_ message: Phrase, kind: ErrorReport.Kind = .usage) -> [Effect] {
        let report = ErrorReport("location: \(message)", kind: kind)
        if state.sheet != nil {
            guard state.sheetWaitsAfterAMistake else {
                state.sheet = nil
                return [.error(report), unchanged()]
            }
            state.sheet = .location
            return [.error(report), .hint("Type another place, or an empty line to cancel.")]
        }
        return [.error(report)]
    }

    /// "Location unchanged: still London, England, GB.", when the sheet closes without a place.
    package func unchanged() -> Effect {
        guard let data = state.data else { return .hint("Location unchanged.") }
        return .hint("Location unchanged: still \(shown(data.place)).")
    }

    /// Why live data cannot be fetched now, or nil when it can.
    package func whyNoLiveData() -> Phrase? {
        // translatable:
        if state.mode == .offline { return "wxsh is offline (`mode live` or no --offline to fetch)" }
        if state.provider == .openMeteo, !state.openMeteoReady { return "Open-Meteo cannot be asked until OPEN_METEO_API_URL is fixed" }
        if state.provider == .openWeather, let problem = state.liveDataProblem { return "live data is off: \(problem)" }
        if state.provider == .openWeather, !state.keySet {
            return
                "fetching live weather from OpenWeather needs an API key: set OPENWEATHER_API_KEY or type `key KEY`, or type `provider open-meteo`, which needs none"
        }
        // end translatable
        return nil
    }
}
