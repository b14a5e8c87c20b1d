import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// The diagram `states` draws against the session it draws: thousands of random commands (both
/// apps, the sheet and its list, bad input), each with random outcomes for the I/O it asks for,
/// with trace on; every transition taken must be drawn, as an edge from its state or from a group
/// holding it (to the state, or to the history of its group), a command that stays but asks for
/// I/O must be listed inside the state or its group, and every edge drawn must be taken.
@Suite struct StateMachinePropertyTests {
    /// What a person or a script might type, good and bad, in either app or in the sheet.
    static let vocabulary = [
        "city", "now", "hourly", "forecast", "pollution", "tab city", "tab now", "show hourly", "tab forecast", "tab pollution",
        "hourly compact", "tab nowhere", "now please", "location", "location Paris", "location 48.85,2.35", "location Springfield",
        "location", "location", "cancel", "", "1", "2", "3", "9", "Paris", "Springfield", "places", "places 1", "places 2",
        "places add", "search Paris", "units imperial", "units metric", "wind km/h", "refresh", "load weather.json",
        "load air.json", "load", "day 2", "day 12", "alerts", "map", "status", "help", "help tab", "format json", "format text",
        "mode offline", "mode live", "provider openweather", "provider open-meteo", "charts off", "key", "app finance",
        "app weather", "app finance", "app finance", "app", "app nope", "states", "states dot", "states maybe", "trace", "trace on",
        "trace maybe", "raw",
        "frobnicate", "tab", "quit",
        // Questions, understood or not, about the place shown or another; `explain` after them.
        "will it rain tomorrow?", "is it windy?", "ask do I need an umbrella this afternoon?", "weather in Paris",
        "is Paris warmer than London tomorrow?", "ask -q will it snow?", "what?", "Regnet es morgen?", "explain",
        "what was the weather yesterday?"
    ]

    /// What is typed in the finance calculator (weather words there are bad input).
    static let financeVocabulary = [
        "savings", "compound", "loan", "mortgage", "tab loan", "tab savings", "tab compound", "tab pollution", "set P 1000",
        "set r 3.5%", "set t 10", "solve A", "clear", "show years", "show payments", "app weather", "app finance", "now", "help"
    ]

    /// The bundled London data, decoded once.
    static let london = Result { try Fixtures.london() }

    /// A session as a run starts one: bundled London, live, trace on.
    static func start(interactive: Bool, provider: ProviderID) throws -> Session {
        var state = SessionState(data: try london.get(), mode: .live, keySet: true)
        state.provider = provider
        state.places = [Place(name: "Paris", country: "FR", lat: 48.85, lon: 2.35)]
        state.sheetWaitsAfterAMistake = interactive
        state.trace = true
        return Session(state: state, services: services)
    }

    /// No place list; the shipped question words.
    static let services = SessionServices(
        gazetteer: { .failure(.missing(path: "places.wxg")) }, questionWords: { language in questionWords[language] })

    static let questionWords: [Language: QuestionWords] = {
        var found: [Language: QuestionWords] = [:]
        for language in Language.allCases {
            let text = String(decoding: Fixtures.data("Resources/lang/\(language.rawValue).ask"), as: UTF8.self)
            if case .success(let words) = QuestionWords.read(text, language: language) { found[language] = words }
        }
        return found
    }()

    /// Carries out the I/O among `effects` with random outcomes, as the runner would.
    static func resolve(_ effects: [Effect], on session: inout Session, random: inout SeededRandom, depth: Int = 0) throws {
        guard depth < 8 else { return }
        for effect in effects {
            let more: [Effect]
            switch effect {
            case .geocode(let name):
                let places = (0..<Int.random(in: 0...3, using: &random)).map {
                    GeocodedPlace(name: name, lat: 10 + Double($0) * 5, lon: 20 + Double($0) * 5, country: "US")
                }
                more = session.geocoded(name, result: Bool.random(using: &random) ? .success(places) : .failure(FetchFailure("down")))
            case .fetchWeather(let place, let purpose):
                var data = try london.get()
                data.place = place
                data.source = Bool.random(using: &random) ? .live : .cache
                data.fetchedAt = SessionServices.fixedMoment
                let result: Result<FetchedPlace, FetchFailure> =
                    Int.random(in: 0..<3, using: &random) == 0 ? .failure(FetchFailure("down")) : .success(FetchedPlace(data: data))
                more = session.fetched(place, purpose: purpose, result: result)
            case .readFile(let path, let units):
                let files: [Result<Data, FileReadError>] = [
                    .success(Fixtures.data("Resources/london/onecall.json")),
                    .success(Fixtures.data("Resources/london/air_pollution.json")), .success(Data("{".utf8)), .failure(.notFound)
                ]
                let file = path.contains("air") ? files[1] : files[Int.random(in: 0..<files.count, using: &random)]
                more = session.fileRead(path: path, units: units, result: file, now: SessionServices.fixedMoment)
            case .fetchPlaces(let places, _):
                var answers: [(Place, Result<FetchedPlace, FetchFailure>)] = []
                for place in places {
                    var data = try london.get()
                    data.place = place
                    answers.append(
                        (place, Bool.random(using: &random) ? .failure(FetchFailure("down")) : .success(FetchedPlace(data: data))))
                }
                more = session.placesFetched(answers, interrupted: Bool.random(using: &random))
            case .storeKey: more = session.keyStored(.success((keySet: true, summary: "set")), saved: "saved")
            case .quit: return
            default: continue
            }
            try resolve(more, on: &session, random: &random, depth: depth + 1)
        }
    }

    @Test func everyStepIsDrawnFromItsStateOrAGroupOrListedInsideAndEveryEdgeIsTaken() throws {
        let diagram = StateDiagram.session
        var random = SeededRandom(state: 23)
        var taken: Set<Int> = []
        var strays: [String] = []
        var unlisted: [String] = []
        var commands = 0
        for walk in 0..<200 {
            var session = try Self.start(interactive: walk % 2 == 0, provider: walk % 4 < 2 ? .openMeteo : .openWeather)
            for _ in 0..<150 {
                // Mostly what the open app understands, often anything at all.
                let words =
                    session.state.app == .finance && Bool.random(using: &random) ? Self.financeVocabulary : Self.vocabulary
                let line = words.randomElement(using: &random) ?? ""
                let before = session.state
                let from = before.machineState.name
                let effects = session.handle(line: line)
                try Self.resolve(effects, on: &session, random: &random)
                commands += 1
                let to = session.state.machineState.name
                if from != to {
                    // Drawn as an edge from the state or a group holding it, to the state or the
                    // history of a group holding it.
                    let drawn = diagram.edges.indices.filter { index in
                        let edge = diagram.edges[index]
                        return diagram.members(of: edge.from).contains(from)
                            && (edge.history ? diagram.members(of: edge.to).contains(to) : edge.to == to)
                    }
                    taken.formUnion(drawn)
                    if drawn.isEmpty { strays.append("\(from) → \(to) (`\(line)`)") }
                } else if effects.contains(where: { $0.asksForIO && !$0.freshens }) {
                    // A command that stays but asks for I/O is listed inside the state or its group
                    // (a view shown on stale data fetches it first: that is the view, not a step).
                    // A line read as a question is drawn as `QUESTION`.
                    let asks = effects.contains { effect in
                        if case .fetchWeather(_, .ask) = effect { return true }
                        if case .fetchDated(let request) = effect { return request.question != nil }
                        return false
                    }
                    var name = MachinePath.name(of: line, app: before.app, sheet: before.sheet != nil)
                    if asks, name == "?" { name = "QUESTION" }
                    let listed = diagram.internals(of: from).contains { stay in
                        stay.commands.contains { $0.split(separator: " ").first.map(String.init) == name }
                    }
                    if !listed { unlisted.append("\(from) (`\(line)`)") }
                }
                #expect(session.state.trace, "trace stays on")
                if session.state.finished { break }
            }
        }
        #expect(commands > 10_000, "\(commands)")
        #expect(strays.isEmpty, "transitions the diagram lacks: \(Set(strays).sorted())")
        #expect(unlisted.isEmpty, "internal transitions not listed: \(Set(unlisted).sorted())")
        let untaken = diagram.edges.indices.filter { !taken.contains($0) }.map { diagram.edges[$0] }
        #expect(untaken.isEmpty, "edges never taken: \(untaken.map { "\($0.from) → \($0.to)" })")
    }

    /// Every state `machineState` can name is in the diagram, and every tab of both apps.
    @Test func theDiagramHasEveryTabAndTheSheet() {
        let states = Set(StateDiagram.session.states)
        for tab in WeatherTab.allCases { #expect(states.contains(tab.rawValue)) }
        for tab in FinanceTab.allCases { #expect(states.contains("finance/" + tab.rawValue)) }
        #expect(states.isSuperset(of: ["sheet", "choose", "end"]))
        #expect(StateDiagram.session.initial == "city")
    }
}

extension Effect {
    /// Whether it fetches only because the data on screen is stale, to show a view.
    var freshens: Bool {
        if case .fetchWeather(_, .freshen) = self { return true }
        return false
    }
}
