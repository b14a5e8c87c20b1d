import CoreCommands
import CoreFinance
import CoreLanguage
import CoreModel
import CoreProviders
import CoreState
import FoundationEssentials

/// Finds the state machine by walking it: from each state reached, every command the
/// descriptors describe (a command's name alone, with each completion, and with a sample for
/// each placeholder of its usage; each tab's name; a bare number; and in the sheet its
/// answers), each under a few outcomes of the I/O it asks for.
package enum StateExplorer {
    /// A line to try, and how the diagram names it.
    package struct Probe {
        package let line: String
        package let label: String
    }

    /// How the I/O a command asks for turns out.
    package enum World: CaseIterable {
        /// One place found, the weather fetched, a forecast document read.
        case succeeds
        /// Several places found, an air quality document read.
        case ambiguous
        /// Every request fails, the file cannot be read.
        case fails
        /// No place found, a file that is not a document.
        case unknown
    }

    package static func explore() -> StateDiagram {
        var states: [String] = []
        var steps: [StateDiagram.Step] = []
        var seenSteps: Set<StateDiagram.Step> = []
        func note(_ state: String) { if !states.contains(state) { states.append(state) } }
        var queue = starts()
        var seen = Set(queue.map { key($0.state) })
        while !queue.isEmpty {
            let session = queue.removeFirst()
            let before = session.state
            let from = before.machineState.name
            note(from)
            for probe in probes(for: before) {
                var handled = session
                let effects = handled.handle(line: probe.line)
                let changed = handled.state != before
                // Only a command that asks for I/O is tried under each of its outcomes.
                let worlds = effects.contains(where: \.asksForIO) ? World.allCases : [.succeeds]
                var action: String?
                for world in worlds {
                    var next = handled
                    var asked = effects
                    resolve(effects, on: &next, world: world, depth: 0, asked: &asked)
                    if world == .succeeds { action = StateExplorer.action(of: asked, changed: changed) }
                    let to = next.state.machineState.name
                    note(to)
                    // A line the sheet took is drawn with its outcome as the guard (`[found]`).
                    let outcome = before.sheet == nil ? nil : SheetOutcome(effects: asked, sheetAfter: next.state.sheet)
                    let step = StateDiagram.Step(
                        from: from, to: to, command: probe.label, remembered: remembers(to, before), action: from == to ? action : nil,
                        condition: from == to ? nil : outcome?.drawn)
                    if seenSteps.insert(step).inserted { steps.append(step) }
                    if !next.state.finished, seen.insert(key(next.state)).inserted { queue.append(next) }
                }
            }
        }
        let rank = order(of: states)
        states.sort { rank($0) < rank($1) }
        return StateDiagram(steps: steps, states: states, groups: groups(of: states))
    }

    /// The groups the states sit in, outermost first, from the apps and their tabs: `wxsh`
    /// (every state but `end`), `weather` (the weather app: its tabs, sheet and list), `tabs`
    /// (the weather tabs), `finance` (the calculator's tabs).
    package static func groups(of states: [String]) -> [StateDiagram.Group] {
        let tabs = Set(CommandRegistry.tabNames(for: .weather))
        return [
            StateDiagram.Group(name: "wxsh", label: "wxsh", members: states.filter { $0 != "end" }),
            StateDiagram.Group(
                name: "weather", label: "weather app", members: states.filter { !$0.hasPrefix("finance/") && $0 != "end" }),
            StateDiagram.Group(name: "tabs", label: "tabs", members: states.filter(tabs.contains)),
            StateDiagram.Group(name: "finance", label: "finance calculator", members: states.filter { $0.hasPrefix("finance/") })
        ]
    }

    /// Whether `state` is the one its app was last left on: the weather tab, or the calculator's.
    package static func remembers(_ state: String, _ before: SessionState) -> Bool {
        state == before.tab.rawValue || state == "finance/" + before.finance.tab.rawValue
    }

    /// What a command that stays in its state did, named for the drawing: its I/O, or
    /// `re-render` when it changed what the tab shows; nil when there is nothing to explain.
    package static func action(of effects: [Effect], changed: Bool) -> String? {
        var action: String?
        for effect in effects {
            switch effect {
            case .fetchWeather: return "fetch"
            case .render(.answer): action = action ?? "answer"
            case .fetchDated: action = action ?? "fetch dates"
            case .fetchPlaces: action = "fetch places"
            case .geocode: action = action ?? "look up"
            case .readFile: action = action ?? "read file"
            case .storeKey: action = action ?? "save key"
            default: continue
            }
        }
        if action == nil, changed, effects.contains(where: \.rendersATab) { return "re-render" }
        return action
    }

    /// Where a state is listed: the weather tabs in their order, the sheet and its list, the
    /// calculator's tabs, the end; any other in the order found.
    package static func order(of found: [String]) -> (String) -> Int {
        let known =
            CommandRegistry.tabNames(for: .weather) + ["sheet", "choose"]
            + CommandRegistry.tabNames(for: .finance).map { "finance/" + $0 } + ["end"]
        return { state in known.firstIndex(of: state) ?? (known.count + (found.firstIndex(of: state) ?? 0)) }
    }

    /// Answers the I/O among `effects` (and what its answers ask for in turn).
    package static func resolve(_ effects: [Effect], on session: inout Session, world: World, depth: Int, asked: inout [Effect]) {
        guard depth < 8 else { return }
        for effect in effects {
            let more: [Effect]
            switch effect {
            case .geocode(let name): more = session.geocoded(name, result: world.geocoding)
            case .fetchWeather(let place, let purpose): more = session.fetched(place, purpose: purpose, result: world.fetch(place))
            case .readFile(let path, let units):
                more = session.fileRead(path: path, units: units, result: world.file, now: SessionServices.fixedMoment)
            case .fetchPlaces(let places, _): more = session.placesFetched(places.map { ($0, world.fetch($0)) }, interrupted: false)
            case .storeKey: more = session.keyStored(.success((keySet: true, summary: "a key is set")), saved: "saved")
            case .quit: return
            default: continue
            }
            asked += more
            resolve(more, on: &session, world: world, depth: depth + 1, asked: &asked)
        }
    }

    /// What tells two sessions apart for the walk: the state's name, and what a state returns to
    /// (the weather tab under the sheet or the calculator, the calculator's tab, whether the
    /// sheet waits after a mistake).
    package static func key(_ state: SessionState) -> String {
        "\(state.machineState.name) \(state.app) \(state.tab) \(state.finance.tab) \(state.sheetWaitsAfterAMistake)"
    }

    /// The lines to try in a state: the sheet's answers when it is open, else every command of
    /// the open app, every tab's name and a bare number.
    package static func probes(for state: SessionState) -> [Probe] {
        if state.sheet != nil {
            return [
                Probe(line: "", label: "empty line"), Probe(line: "cancel", label: "cancel"), Probe(line: "Paris", label: "PLACE"),
                Probe(line: "1", label: "N"), Probe(line: "quit", label: "quit")
            ]
        }
        var probes: [Probe] = []
        for command in CommandRegistry.commands(for: state.app) {
            probes.append(Probe(line: command.name, label: command.name))
            // Words after a placeholder (`load FILE [metric|…]`) do not follow the name itself.
            let takesWords = placeholders(in: command.usage).first.map { !command.usage.contains("\(command.name) \($0)") } ?? true
            for word in command.completions where takesWords {
                probes.append(Probe(line: "\(command.name) \(word)", label: "\(command.name) \(word)"))
            }
            for placeholder in placeholders(in: command.usage) {
                probes.append(Probe(line: "\(command.name) \(sample(for: placeholder))", label: "\(command.name) \(placeholder)"))
            }
        }
        // A line that is no command but a question is asked.
        if state.app == .weather { probes.append(Probe(line: "will it rain?", label: "QUESTION")) }
        for tab in CommandRegistry.tabs(for: state.app) {
            probes.append(Probe(line: tab.name, label: tab.name))
            for word in tab.completions { probes.append(Probe(line: "\(tab.name) \(word)", label: "\(tab.name) \(word)")) }
        }
        if state.app == .weather { probes.append(Probe(line: "1", label: "N")) }
        return probes
    }

    /// The upper-case words of a usage (`PLACE`, `N`), each once.
    package static func placeholders(in usage: String) -> [String] {
        var found: [String] = []
        for word in usage.split(whereSeparator: { " []|".contains($0) }).dropFirst().map(String.init)
        where word.allSatisfy(\.isUppercase) && !found.contains(word) {
            found.append(word)
        }
        return found
    }

    /// A value to try for a placeholder.
    package static func sample(for placeholder: String) -> String {
        switch placeholder {
        case "N": return "1"
        case "PLACE", "NAME", "TEXT": return "Paris"
        case "FILE": return "weather.json"
        case "FIELD": return "r"
        case "COMMAND": return "tab"
        case "QUESTION": return "will it rain?"
        default: return "x"
        }
    }

    // MARK: - The sessions it starts from

    package static let london = Place(name: "London", country: "GB", state: "England", lat: 51.51, lon: -0.13)
    package static let paris = Place(name: "Paris", country: "FR", state: "Île-de-France", lat: 48.85, lon: 2.35)

    /// A session at a terminal and one in a script (where the sheet closes after a mistake),
    /// each live, on fresh data, with saved places and a numbered list to pick from.
    package static func starts() -> [Session] {
        [true, false].map { interactive in
            var state = SessionState(data: data(at: london), mode: .live, keySet: true)
            state.provider = .openMeteo
            state.places = [london, paris]
            state.pickList = [paris]
            state.sheetWaitsAfterAMistake = interactive
            return Session(state: state, services: explorerServices)
        }
    }

    /// No gazetteer or zone, and the few English question words the sample question needs.
    package static let explorerServices = SessionServices(
        gazetteer: { .failure(.missing(path: "places.wxg")) },
        questionWords: { $0 == .en ? QuestionWords(language: .en, lists: ["question": ["will"], "rain": ["rain"], "filler": ["it"]]) : nil }
    )

    /// Fresh weather for `place`, from the sample documents.
    package static func data(at place: Place) -> WeatherData {
        WeatherData(
            place: place, forecast: sampleForecast, air: sampleAir, source: .live, fetchedAt: SessionServices.fixedMoment,
            origin: nil, provider: .openMeteo)
    }

    // Computed, not stored: a Data held in a global is reported by LeakSanitizer (its storage
    // pointer sits in an enum whose tag uses the pointer's spare bits); each is read rarely.
    package static var forecastDocument: Data {
        Data(
            #"{"lat":51.51,"lon":-0.13,"timezone":"Europe/London","timezone_offset":0,"current":{"dt":1767225600,"temp":280.0},"daily":[{"dt":1767225600,"temp":{"min":278.0,"max":283.0}}]}"#
                .utf8)
    }
    package static var airDocument: Data {
        Data(
            #"{"coord":{"lon":-0.13,"lat":51.51},"list":[{"dt":1767225600,"main":{"aqi":2},"components":{"co":200,"no":0,"no2":10,"o3":50,"so2":1,"pm2_5":5,"pm10":8,"nh3":1}}]}"#
                .utf8)
    }

    package static let sampleForecast: Forecast = {
        if case .forecast(let forecast, _, _)? = try? WeatherDocument.decode(forecastDocument) { return forecast }
        return Forecast(utcOffset: 0)
    }()

    package static let sampleAir: AirQuality? = {
        if case .airQuality(let air, _, _)? = try? WeatherDocument.decode(airDocument) { return air }
        return nil
    }()
}

extension StateExplorer.World {
    package var geocoding: Result<[GeocodedPlace], FetchFailure> {
        let paris = GeocodedPlace(name: "Paris", lat: 48.85, lon: 2.35, country: "FR")
        switch self {
        case .succeeds: return .success([paris])
        case .ambiguous: return .success([paris, GeocodedPlace(name: "Paris", lat: 33.66, lon: -95.56, country: "US", state: "Texas")])
        case .fails: return .failure(FetchFailure("the network is down"))
        case .unknown: return .success([])
        }
    }

    package func fetch(_ place: Place) -> Result<FetchedPlace, FetchFailure> {
        self == .fails ? .failure(FetchFailure("the network is down")) : .success(FetchedPlace(data: StateExplorer.data(at: place)))
    }

    package var file: Result<Data, FileReadError> {
        switch self {
        case .succeeds: return .success(StateExplorer.forecastDocument)
        case .ambiguous: return .success(StateExplorer.airDocument)
        case .fails: return .failure(.notFound)
        case .unknown: return .success(Data("not a document".utf8))
        }
    }
}

extension Effect {
    /// Whether it draws a tab of either app.
    package var rendersATab: Bool {
        switch self {
        case .render(.tab), .render(.compactHourly), .render(.financeTab): return true
        default: return false
        }
    }

    /// Whether the runner must do I/O and answer the session.
    package var asksForIO: Bool {
        switch self {
        case .geocode, .fetchWeather, .fetchPlaces, .readFile, .storeKey: return true
        default: return false
        }
    }
}

extension StateDiagram {
    /// The machine of the session wxsh runs, worked out once (a few thousand steps of the
    /// reducer, on first use).
    package static let session = StateExplorer.explore()
}
