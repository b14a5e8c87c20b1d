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

    public init(
        state: SessionState, services: SessionServices = .none, remembered: SavedState = SavedState(),
        forThisRunOnly: Set<Setting> = []
    ) {
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
                let guess =
                    CommandCatalog.suggestion(for: topic, in: state.app).map { "; did you mean `\($0)`?" } ?? "; type `help` for the list"
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
                // Said with the span shown now, which is as far as the map goes that way.
                let shown = MapRenderer.distance(state.mapSpanKm)
                return [.error("map: \(shown) across is as \(zoom > 1 ? "wide" : "close") as the map goes")]
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
            let count = min(8, data.forecast.days.count)
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
}
