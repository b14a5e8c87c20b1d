import CoreLanguage
import CoreModel
import CorePlaces
import CoreProviders
import CoreRendering
import CoreState

/// The weather app: its state and its reducer. Commands and the results of the I/O it asked
/// for come in; effects go out; nothing else changes its state.
package struct WeatherSession: Sendable {
    /// Changed only by this reducer (its extensions live beside it).
    package var state: WeatherState
    package let services: SessionServices
    /// What was saved when the session started, kept for settings given on the command line.
    package let remembered: SavedState
    /// Settings set for this run only (by flags), so they are not saved until a command sets them.
    package var forThisRunOnly: Set<Session.Setting>
    /// Saved-place edits not yet written, merged with other processes' when they are.
    package var placeChanges: [PlaceChange] = []
    /// Set once `provider NAME` chose the provider, which is then saved (a flag's or the
    /// default choice is not).
    package var providerChosen = false

    package init(state: WeatherState, services: SessionServices, remembered: SavedState, forThisRunOnly: Set<Session.Setting>) {
        self.state = state
        self.services = services
        self.remembered = remembered
        self.forThisRunOnly = forThisRunOnly
    }

    /// Handles one of the weather app's commands.
    package mutating func handle(_ command: WeatherCommand) -> [Effect] {
        // `raw` and `explain` speak of the view before them; any other command shows another.
        switch command {
        case .raw, .explain: break
        default:
            state.datedShown = false
            state.answerShown = false
        }
        switch command {
        case .tab(let tab):
            let changed = state.tab != tab
            state.tab = tab
            return (changed ? [.saveState] : []) + renderTab()

        case .hourlyCompact:
            let changed = state.tab != .hourly
            state.tab = .hourly
            return (changed ? [.saveState] : []) + renderTab(.compactHourly)

        case .alerts:
            return renderTab(.alerts)
        case .rain:
            return renderTab(.rain)

        case .map(let zoom):
            guard let place = state.data?.place else { return [.error(.noPlaceToDraw)] }
            let span = state.mapSpanKm * zoom
            guard MapPicture.spanLimits.contains(span) else {
                // Said with the span shown now, which is as far as the map goes that way.
                // Two sentences, not an English word passed in; the number as the language writes it.
                let shown = MapRenderer.distance(state.mapSpanKm, numbers: .of(state.language))
                return [.error(.mapLimit(span: shown, closer: zoom <= 1))]
            }
            let gazetteer: Gazetteer
            switch services.gazetteer() {
            case .success(let found): gazetteer = found
            case .failure(let error):
                return [.error(ErrorReport("map: the place list is not available (\(error.description))", kind: .file))]
            }
            state.mapSpanKm = span
            return [.render(.map(MapPicture.around(place, spanKm: span, saved: state.places, gazetteer: gazetteer)))]

        case .charts(let on):
            return setting("charts", \.charts, to: on, shown: { $0 ? "on" : "off" })

        case .icons(let choice):
            return setting("icons", \.icons, to: choice, shown: \.rawValue)

        case .pager(let on):
            return setting("pager", \.pager, to: on, shown: { $0 ? "on" : "off" })

        case .location(nil):
            state.sheet = .location
            guard let data = state.data else {
                return [.hint("Change location: type a place, or an empty line or `cancel` to keep it.")]
            }
            return [.hint("Change location (now \(shown(data.place))): type a place, or an empty line or `cancel` to keep it.")]

        case .location(let text?):
            return changeLocation(text)

        case .search(let text):
            switch services.gazetteer() {
            case .failure(let error):
                return [.error(ErrorReport("search: \(error.description)", kind: .file))]
            case .success(let gazetteer):
                let found = gazetteer.search(text, limit: 10)
                state.pickList = found.map(Place.init)
                return [.render(.searchResults(query: text, places: found))]
            }

        case .units(nil):
            return [.render(.setting(name: "units", value: state.units.rawValue))]

        case .units(let units?):
            state.units = units
            forThisRunOnly.remove(.units)
            return [.saveState, .hint("Units: \(units.rawValue).")] + renderTab()

        case .refresh:
            guard let place = state.data?.place else { return [.error(.noPlaceToRefresh)] }
            if let reason = whyNoLiveData() {
                return [.error(ErrorReport("refresh: \(reason)", kind: state.mode == .offline ? .offline : .unauthorized))]
            }
            return [.fetchWeather(place, .refresh)]

        case .load(let path, let units):
            if path.isEmpty { return [.error(.loadWhichFile)] }
            return [.readFile(path: path, units: units)]

        case .mode(nil):
            return [.render(.setting(name: "mode", value: state.mode.rawValue))]

        case .mode(let mode?):
            state.mode = mode
            state.automaticFetchFailed = nil
            forThisRunOnly.remove(.mode)
            return [.saveState, .render(.setting(name: "mode", value: mode.rawValue))]

        case .day(let number):
            return day(number)
        case .dayOn(let text):
            return day(on: text)
        case .history(let query):
            return history(query)
        case .longForecast(let days):
            return longForecast(days)

        case .places(let action):
            return places(action)

        case .pick(let number):
            return pick(number)

        case .wind(nil):
            return [.render(.setting(name: "wind", value: state.windUnit.symbol + (state.wind == nil ? " (follows units)" : "")))]

        case .wind(let unit?):
            state.wind = unit
            return [.saveState, .hint("Wind: \(unit.symbol).")] + renderTab()

        case .key(nil):
            return [.render(.message(.whole(state.keySummary)))]

        case .provider(nil):
            return [.render(.setting(name: "provider", value: state.provider.rawValue))]

        case .provider(let provider?):
            let changed = state.provider != provider
            state.provider = provider
            providerChosen = true
            var effects: [Effect] = [.saveState, .render(.setting(name: "provider", value: provider.rawValue))]
            if changed, state.mode == .live, !state.canFetch, let reason = whyNoLiveData() {
                effects.append(.hint("Note: \(reason)."))
            }
            // In live mode the place on screen comes again from the new provider.
            if changed, state.canFetch, state.data != nil { effects += freshened(.tab(state.tab)) }
            return effects

        case .raw(let path):
            return raw(path)

        case .explain(let query):
            return explain(query, words: .english)

        case .ask(let request):
            return ask(request)

        case .key(let text?):
            guard let key = APIKey(text) else {
                return [.error(.notAKey(APIKey.problem(with: text)))]
            }
            return [.storeKey(key)]
        }
    }

    /// A setting alone shows its value; with one, it is set and saved.
    private mutating func setting<Value>(
        _ name: String, _ field: WritableKeyPath<WeatherState, Value>, to value: Value?, shown: (Value) -> String
    ) -> [Effect] {
        guard let value else { return [.render(.setting(name: name, value: shown(state[keyPath: field])))] }
        state[keyPath: field] = value
        // Confirmed in one line, as `mode` and `provider` are: `charts: off`.
        return [.saveState, .render(.setting(name: name, value: shown(value)))]
    }
}
