import Foundation

/// The shell's behaviour as a pure state machine: input in, effects out, no I/O.
///
/// The shell feeds it lines (`handle(line:)`) and the results of the I/O it asked for
/// (`fileRead`), and carries out the returned effects in order.
public struct Session: Sendable {
    /// Set only by the session's own files (its extensions live beside it).
    public internal(set) var state: SessionState
    let services: SessionServices
    /// What was saved when the session started, kept for settings given on the command line.
    let remembered: SavedState
    /// Settings set for this run only (by flags), so they are not saved until a command sets them.
    var forThisRunOnly: Set<Setting>
    /// Saved-place edits not yet written, merged with other processes' when they are.
    var placeChanges: [PlaceChange] = []
    /// Set once `provider NAME` chose the provider, which is then saved (a flag's or the
    /// default choice is not).
    var providerChosen = false

    /// A setting that a flag can give for one run.
    public enum Setting: Hashable, Sendable { case units, format, mode, provider }

    public init(state: SessionState, services: SessionServices = .none, remembered: SavedState = SavedState(),
                forThisRunOnly: Set<Setting> = []) {
        self.state = state
        self.services = services
        self.remembered = remembered
        self.forThisRunOnly = forThisRunOnly
    }

    // MARK: - Input

    /// Handles one line of input: a command, or the sheet's answer when the sheet is open.
    public mutating func handle(line: String) -> [Effect] {
        if state.sheet != nil { return answerSheet(line) }
        let trimmed = LineSplitter.withoutComment(line).trimmingWhitespace()
        if trimmed.isEmpty { return [] }
        switch CommandParser.parse(trimmed, app: state.app) {
        case .success(let command): return handle(command)
        case .failure(let error): return [.error(error.text)]
        }
    }

    /// Handles a parsed command.
    public mutating func handle(_ command: Command) -> [Effect] {
        switch command {
        case .help(let topic):
            if let topic, !HelpText.knows(topic, in: state.app) {
                let shown = TerminalSafety.sanitize(String(topic.prefix(40)))
                let guess = CommandCatalog.suggestion(for: topic, in: state.app).map { "; did you mean `\($0)`?" } ?? "; type `help` for the list"
                return [.error("help: no command called `\(shown)`\(guess)")]
            }
            return [.render(.help(topic: topic?.lowercased()))]

        case .app(let app):
            state.app = app
            return app == .finance ? [.render(.financeTab)] : renderTab()

        case .financeTab(let tab):
            return finance(state.finance.switchTab(to: tab), render: true)

        case .set(let field, let value):
            return finance(state.finance.set(field, value))

        case .clear(let field?):
            return finance(state.finance.clear(field))

        case .clear(nil):
            return finance(state.finance.clearAll(), render: true)

        case .solve(let field):
            return finance(state.finance.solve(field))

        case .showTime(let unit):
            return finance(state.finance.show(unit), render: true)

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

        case .map(let zoom):
            guard let place = state.data?.place else { return [.error("map: there is no place to draw; use `location PLACE`")] }
            let span = state.mapSpanKm * zoom
            guard MapPicture.spanLimits.contains(span) else {
                return [.error("map: \(zoom > 1 ? "5,000 km is the widest" : "20 km is the closest") the map goes")]
            }
            let gazetteer: Gazetteer
            switch services.gazetteer() {
            case .success(let found): gazetteer = found
            case .failure(let error): return [.error("map: the place list is not available (\(error.description))")]
            }
            state.mapSpanKm = span
            return [.render(.map(MapPicture.around(place, spanKm: span, saved: state.places, gazetteer: gazetteer)))]

        case .charts(nil):
            return [.render(.setting(name: "charts", value: state.charts ? "on" : "off"))]

        case .charts(let on?):
            state.charts = on
            return [.saveState]

        case .icons(nil):
            return [.render(.setting(name: "icons", value: state.icons.rawValue))]

        case .icons(let choice?):
            state.icons = choice
            return [.saveState]

        case .pager(nil):
            return [.render(.setting(name: "pager", value: state.pager ? "on" : "off"))]

        case .pager(let on?):
            state.pager = on
            return [.saveState]

        case .location(nil):
            state.sheet = .location
            let current = state.data.map { " (now \($0.place.displayName))" } ?? ""
            return [.hint("Change location\(current): type a place, or an empty line or `cancel` to keep it.")]

        case .location(let text?):
            return changeLocation(text)

        case .search(let text):
            switch services.gazetteer() {
            case .failure(let error):
                return [.error("search: \(error.description)")]
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
            guard let place = state.data?.place else { return [.error("refresh: there is no place to refresh; use `location PLACE`")] }
            if let reason = whyNoLiveData() { return [.error("refresh: \(reason)")] }
            return [.fetchWeather(place, .refresh)]

        case .load(let path, let units):
            if path.isEmpty { return [.error("load: which file? usage: load FILE [metric|imperial|standard]")] }
            return [.readFile(path: path, units: units)]

        case .format(nil):
            return [.render(.setting(name: "format", value: state.format.rawValue))]

        case .format(let format?):
            state.format = format
            return [.hint("Format: \(format.rawValue) (for this run only).")]

        case .status:
            return [.render(.status)]

        case .quit:
            state.finished = true
            return [.quit]

        case .mode(nil):
            return [.render(.setting(name: "mode", value: state.mode.rawValue))]

        case .mode(let mode?):
            state.mode = mode
            state.automaticFetchFailed = nil
            forThisRunOnly.remove(.mode)
            return [.saveState, .render(.setting(name: "mode", value: mode.rawValue))]

        case .day(let number):
            guard let data = state.data else { return renderTab() }
            let count = min(8, data.oneCall.daily?.count ?? 0)
            guard count > 0 else { return [.error("day: there is no daily forecast in this data")] }
            guard (1...count).contains(number) else { return [.error("day: choose a day from 1 (today) to \(count)")] }
            return freshened(.day(number))

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
            return [.render(.message(state.keySummary))]

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

        case .key(let text?):
            guard let key = APIKey(text) else {
                return [.error("key: \(APIKey.problem(with: text) ?? "that does not look like an OpenWeather API key")")]
            }
            return [.storeKey(key)]
        }
    }

    // MARK: - Saved places

    mutating func places(_ action: PlacesAction) -> [Effect] {
        switch action {
        case .list:
            let summaries = state.places.map { place -> SavedPlaceSummary in
                if let current = state.data, current.place.isSamePlace(as: place) { return SavedPlaceSummary(place: place, data: current) }
                return SavedPlaceSummary(place: place, data: services.cachedWeather(place))
            }
            state.pickList = state.places
            return [.render(.savedPlaces(summaries))]
        case .add(let name):
            let place: Place
            if let name {
                switch lookUp(name) {
                case .success(let found): place = found
                case .failure(let message): return [.error("places: \(message.text)")]
                }
            } else {
                guard let current = state.data?.place else { return [.error("places: there is no current place to save")] }
                place = current
            }
            if let index = state.places.firstIndex(where: { $0.isSamePlace(as: place) }) {
                return [.error("places: \(place.displayName) is already saved, as number \(index + 1)")]
            }
            state.places.append(place)
            placeChanges.append(.added(place))
            return [.saveState, .render(.message("Saved \(place.displayName) as number \(state.places.count)."))]
        case .remove(let which):
            let index: Int
            switch savedIndex(which) {
            case .success(let found): index = found
            case .failure(let message): return [.error("places: \(message.text)")]
            }
            let place = state.places.remove(at: index)
            placeChanges.append(.removed(place))
            return [.saveState, .render(.message("Removed \(place.displayName)."))]
        case .show(let number):
            guard (1...max(1, state.places.count)).contains(number), !state.places.isEmpty else {
                return [.error(state.places.isEmpty ? "places: no places are saved yet; `places add` saves the current one"
                                                      : "places: choose a number from 1 to \(state.places.count)")]
            }
            return [.fetchWeather(state.places[number - 1], .change)]
        }
    }

    /// A named place from the gazetteer, for `places add NAME`: one clear match, or why not.
    func lookUp(_ name: String) -> Result<Place, SimpleMessage> {
        switch LocationQuery.parse(name) {
        case .failure(let error): return .failure(SimpleMessage(error.message))
        case .success(.here): return .failure(SimpleMessage("name the place to save, or use `places add` for the current one"))
        case .success(.coordinates(let lat, let lon)):
            let gazetteer = try? services.gazetteer().get()
            return .success(gazetteer?.nearest(lat: lat, lon: lon).map { Place.near($0.place, lat: lat, lon: lon) } ?? .coordinates(lat: lat, lon: lon))
        case .success(.name(let text)):
            guard let gazetteer = try? services.gazetteer().get() else {
                return .failure(SimpleMessage("the place list is not available; change to the place with `location`, then `places add`"))
            }
            switch PlaceMatcher(gazetteer: gazetteer).resolve(text) {
            case .unique(let found), .dominant(let found): return .success(Place(found))
            case .ambiguous(let found):
                let examples = found.prefix(2).map { "`places add \($0.displayName)`" }.joined(separator: " or ")
                return .failure(SimpleMessage("several places are called `\(TerminalSafety.sanitize(text))`; say which, e.g. \(examples)"))
            case .notFound:
                return .failure(SimpleMessage("no place called `\(TerminalSafety.sanitize(text))` is in the place list; go there with `location`, then `places add`"))
            }
        }
    }

    /// The index of a saved place given by number or name.
    func savedIndex(_ which: String) -> Result<Int, SimpleMessage> {
        if state.places.isEmpty { return .failure(SimpleMessage("no places are saved")) }
        if let number = Int(which) {
            guard (1...state.places.count).contains(number) else {
                return .failure(SimpleMessage("choose a number from 1 to \(state.places.count)"))
            }
            return .success(number - 1)
        }
        let matches = PlaceMatcher(gazetteer: try? services.gazetteer().get()).indices(of: which, in: state.places)
        switch matches.count {
        case 1: return .success(matches[0])
        case 0: return .failure(SimpleMessage("no saved place is called `\(TerminalSafety.sanitize(which))`; `places` lists them"))
        default: return .failure(SimpleMessage("several saved places are called `\(TerminalSafety.sanitize(which))`; remove one by number"))
        }
    }

    /// After `key KEY`: whether a key is now in effect and what `key` says, or why saving failed.
    public mutating func keyStored(_ result: Result<(keySet: Bool, summary: String), SimpleMessage>, saved: String) -> [Effect] {
        switch result {
        case .failure(let error): return [.error("key: \(error.text)")]
        case .success(let lookup):
            state.keySet = lookup.keySet
            state.keySummary = lookup.summary
            state.automaticFetchFailed = nil
            // With no provider chosen, a key means OpenWeather, as it would at the next start.
            if lookup.keySet, !providerChosen, !forThisRunOnly.contains(.provider), remembered.provider == nil {
                state.provider = .openWeather
            }
            return [.render(.message(saved))]
        }
    }

    /// Stops the session (Ctrl-C in a script).
    public mutating func stop() {
        state.finished = true
    }

    // MARK: - Remembering

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
           (0..<Freshness.retryAfterFailureSeconds).contains(services.now() - failed.at) {
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

    // MARK: - The finance calculator

    /// What to show after a finance command, and whether to save: a refused command says why
    /// and changes nothing; otherwise the state is saved, and the result is said in one line
    /// (text) or the whole tab is shown (JSON, or when the view itself changed).
    mutating func finance(_ outcome: FinanceOutcome, render: Bool = false) -> [Effect] {
        let currency = state.currency
        switch outcome {
        case .rejected(let error):
            return [.error(error.message(currency: currency))]
        case .unsolvable:
            let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) ?? "cannot be worked out"
            return [.saveState, .error(message)]
        default:
            var effects: [Effect] = [.saveState]
            if render || state.format == .json {
                effects.append(.render(.financeTab))
            } else if let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) {
                effects.append(.render(.message(message)))
            }
            return effects
        }
    }

    // MARK: - The change-location sheet

    mutating func answerSheet(_ line: String) -> [Effect] {
        let text = LineSplitter.withoutComment(line).trimmingWhitespace()
        if text.isEmpty || text.lowercased() == "cancel" {
            state.sheet = nil
            return [unchanged()]
        }
        if ["quit", "exit"].contains(text.lowercased()) {
            state.sheet = nil
            return handle(line: text)
        }
        if case .choosePlace(let places) = state.sheet {
            guard let number = Int(text), (1...places.count).contains(number) else {
                guard state.sheetWaitsAfterAMistake else {
                    state.sheet = nil
                    return [.error("location: type a number from 1 to \(places.count)"), unchanged()]
                }
                return [.error("location: type a number from 1 to \(places.count), or an empty line to cancel")]
            }
            return [.fetchWeather(places[number - 1], .change)]
        }
        return changeLocation(text)
    }

    /// Finds the place the user typed: the gazetteer first (no request), then the Geocoding
    /// API; a refused or unknown place keeps an open sheet open for another try.
    mutating func changeLocation(_ text: String) -> [Effect] {
        if let number = Int(text.trimmingWhitespace()), state.pickList != nil, state.sheet == nil {
            return pick(number)
        }
        let query: LocationQuery
        switch LocationQuery.parse(text) {
        case .failure(let error): return refuse(error.message)
        case .success(let parsed): query = parsed
        }
        let gazetteer = try? services.gazetteer().get()
        switch query {
        case .coordinates(let lat, let lon):
            let place = gazetteer?.nearest(lat: lat, lon: lon).map { Place.near($0.place, lat: lat, lon: lon) }
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
            return [.hint("Using \(place.displayName), the largest place in this machine's time zone (\(zone)): an approximation, as there is no GPS here."),
                    .fetchWeather(place, .change)]
        case .name(let typed):
            if let country = ShortPlaceNames.country(typed) {
                return refuse("`\(TerminalSafety.sanitize(typed))` is a country (\(country.code)); name a place in it, e.g. `\(country.example)`")
            }
            let name = ShortPlaceNames.expanded(typed) ?? typed
            guard let gazetteer else { return geocode(name) }
            switch gazetteer.resolve(name) {
            case .unique(let found), .dominant(let found):
                return [.fetchWeather(Place(found), .change)]
            case .ambiguous(let found):
                return choose(found.map(Place.init))
            case .notFound:
                return geocode(name)
            }
        }
    }

    /// Asks the Geocoding API, or says the place is unknown when that is not possible.
    mutating func geocode(_ name: String) -> [Effect] {
        if state.canFetch { return [.geocode(name)] }
        let shown = TerminalSafety.sanitize(name)
        if state.mode == .offline { return refuse("no place called `\(shown)` is known offline" + notFoundAdvice(name)) }
        if state.provider == .openWeather, let problem = state.liveDataProblem {
            return refuse("no place called `\(shown)` is in the place list, and looking further is off: \(problem)" + notFoundAdvice(name))
        }
        if state.provider == .openMeteo {
            return refuse("no place called `\(shown)` is in the place list, and Open-Meteo cannot be asked until OPEN_METEO_API_URL is fixed"
                          + notFoundAdvice(name))
        }
        return refuse("no place called `\(shown)` is in the place list, and looking further needs an API key (see `help key`) or `provider open-meteo`"
                      + notFoundAdvice(name))
    }

    /// Opens the numbered list of places to choose from.
    mutating func choose(_ places: [Place]) -> [Effect] {
        state.sheet = .choosePlace(places)
        return [.render(.placeChoices(places))]
    }

    /// Refuses what was typed; an open sheet stays open for another try.
    mutating func refuse(_ message: String) -> [Effect] {
        if state.sheet != nil {
            guard state.sheetWaitsAfterAMistake else {
                state.sheet = nil
                return [.error("location: \(message)"), unchanged()]
            }
            state.sheet = .location
            return [.error("location: \(message)"), .hint("Type another place, or an empty line to cancel.")]
        }
        return [.error("location: \(message)")]
    }

    /// "Location unchanged: still London, England, GB.", when the sheet closes without a place.
    func unchanged() -> Effect {
        .hint("Location unchanged" + (state.data.map { ": still \($0.place.displayName)" } ?? "") + ".")
    }

    /// Why live data cannot be fetched now, or nil when it can.
    func whyNoLiveData() -> String? {
        if state.mode == .offline { return "wxsh is offline (`mode live` or no --offline to fetch)" }
        if state.provider == .openMeteo, !state.openMeteoReady { return "Open-Meteo cannot be asked until OPEN_METEO_API_URL is fixed" }
        if state.provider == .openWeather, let problem = state.liveDataProblem { return "live data is off: \(problem)" }
        if state.provider == .openWeather, !state.keySet {
            return "fetching live weather from OpenWeather needs an API key: set OPENWEATHER_API_KEY or type `key KEY`, or type `provider open-meteo`, which needs none"
        }
        return nil
    }

    // MARK: - Results of I/O

    /// Takes the Geocoding API's answer for a name: one place is fetched, several are offered,
    /// none keeps an open sheet open.
    public mutating func geocoded(_ name: String, result: Result<[GeocodedPlace], FetchFailure>) -> [Effect] {
        switch result {
        case .failure(let failure):
            state.sheet = nil
            return [.error("location: \(Session.advice(failure.message, retry: "location \(name)"))")]
        case .success(let found):
            var distinct: [Place] = []
            for place in found.map(Place.init) where !distinct.contains(where: { $0.isNear(lat: place.lat, lon: place.lon) }) {
                distinct.append(place)
            }
            switch distinct.count {
            case 0: return refuse("no place called `\(TerminalSafety.sanitize(name))` was found" + notFoundAdvice(name))
            case 1: return [.fetchWeather(distinct[0], .change)]
            default: return choose(distinct)
            }
        }
    }

    /// Takes the weather fetched for a place. A new place replaces everything, closes the sheet
    /// and shows the city tab; a refresh shows the current tab. A failure keeps the previous
    /// place and data; stale data that could not be refreshed is still shown, with a warning.
    public mutating func fetched(_ place: Place, purpose: FetchPurpose, result: Result<FetchedPlace, FetchFailure>) -> [Effect] {
        let wasWanted = state.wantedPlace.map { $0.isSamePlace(as: place) } ?? false
        switch result {
        case .failure(let failure):
            if case .freshen(let view) = purpose {
                state.automaticFetchFailed = AutomaticFetchFailure(provider: state.provider, place: place, at: services.now())
                if wasWanted {
                    state.wantedPlace = nil
                    let shown = state.data.map { "; showing \($0.place.displayName) (\($0.ageLabel(now: services.now())))" } ?? ""
                    return [.warning("could not get \(place.displayName): \(failure.message)\(shown)"), .render(view)]
                }
                let shown = state.data.map { "; showing \($0.ageLabel(now: services.now()))" } ?? ""
                return [.warning("could not refresh \(place.displayName): \(failure.message)\(shown)"), .render(view)]
            }
            state.sheet = nil
            if purpose == .change, state.mode == .offline, let data = state.data, data.place.isSamePlace(as: place) {
                // Offline, going to the place on screen: its data is already here.
                state.tab = .city
                return [.render(.tab(.city))]
            }
            if purpose == .refresh { return [.error("refresh: \(failure.message)")] }
            return [.error("location: \(Session.advice(failure.message, retry: "location \(place.displayName)"))")]
        case .success(let fetched):
            var data = fetched.data
            data.place = place
            var effects: [Effect] = fetched.notes.map { .warning($0) }
            if purpose == .refresh, let problem = fetched.fetchFailure {
                effects = [.error("refresh: could not fetch \(place.displayName): \(problem); showing the cached data")]
            }
            if let expected = place.timeZone, let actual = data.oneCall.timezone, expected != actual,
               LocalTime(zoneIdentifier: expected, fallbackOffset: 0).offset(at: data.oneCall.current?.dt ?? 0)
                != LocalTime(zoneIdentifier: actual, fallbackOffset: 0).offset(at: data.oneCall.current?.dt ?? 0) {
                effects.append(.hint("Note: the place list puts \(place.displayName) in \(expected), but \(data.provider.displayName) says \(TerminalSafety.sanitize(actual)); times follow \(data.provider.displayName)."))
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
            }
        }
    }

    /// Takes the bytes of a file the session asked to read, and shows what they hold.
    /// - Parameters:
    ///   - now: the current time, seconds since 1970, recorded as when the data was loaded.
    public mutating func fileRead(path: String, units: Units, result: Result<Data, FileReadError>, now: Int64) -> [Effect] {
        let shownPath = TerminalSafety.sanitize(path)
        let data: Data
        switch result {
        case .failure(let error): return [.error("load: \(shownPath): \(error.message)")]
        case .success(let bytes): data = bytes
        }
        let document: WeatherDocument
        do {
            document = try WeatherDocument.decode(data)
        } catch {
            return [.error("load: \(shownPath): \(error.message)")]
        }
        switch document {
        case .oneCall(let oneCall):
            guard oneCall.current != nil || oneCall.hourly != nil || oneCall.daily != nil else {
                return [.error("load: \(shownPath): this One Call document has no `current`, `hourly` or `daily` data to show")]
            }
            return showLoaded(oneCall.convertedToStandard(from: units), provider: .openWeather, path: path, now: now)

        case .airPollution(let air):
            return showLoaded(air, provider: nil, path: path, now: now)

        case .openMeteoForecast(let forecast):
            return showLoaded(forecast.oneCall(), provider: .openMeteo, path: path, now: now)

        case .openMeteoAirQuality(let document):
            guard let air = document.airPollution() else {
                return [.error("load: \(shownPath): this Open-Meteo document has no pollutant concentrations to show")]
            }
            return showLoaded(air, provider: .openMeteo, path: path, now: now)
        }
    }
}

/// A reason to refuse, as one sentence.
public struct SimpleMessage: Error, Equatable, Sendable {
    public let text: String
    public init(_ text: String) { self.text = text }
}

/// Why a file could not be read, from the shell's side.
public enum FileReadError: Error, Equatable, Sendable {
    case notFound
    case permissionDenied
    case isDirectory
    /// A FIFO, socket or device where a file was expected.
    case notRegularFile
    case tooLarge(bytes: Int, limit: Int)
    case other(String)

    /// The error for a failed `open`, `stat` or `read`.
    public init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        default: self = .other(String(cString: strerror(code)))
        }
    }

    public var message: String {
        switch self {
        case .notFound: return "no such file"
        case .permissionDenied: return "permission denied"
        case .isDirectory: return "is a folder, not a file"
        case .notRegularFile: return "is not a regular file"
        case .tooLarge(let bytes, let limit): return "the file is too large (\(bytes) bytes; the limit is \(limit / 1024 / 1024) MB)"
        case .other(let text): return TerminalSafety.sanitize(text)
        }
    }
}

extension Place {
    /// Whether a point is within about 5 km of this place, so data for it belongs here.
    func isNear(lat: Double, lon: Double) -> Bool {
        abs(self.lat - lat) < 0.05 && abs(self.lon - lon) < 0.05
    }
}
