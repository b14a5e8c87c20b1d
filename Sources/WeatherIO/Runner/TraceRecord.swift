import FoundationEssentials
import WeatherCore

// untranslated: a trace is for a developer, in English as the requests it shows

/// What one command did, collected while the runner carries out its effects, for `trace`: the
/// state before it, the effects it asked for (fetches with their requests and time), and the
/// requests and time it took in all.
final class TraceRecord {
    /// One effect as the trace says it, with the requests it made.
    struct Step {
        enum Kind {
            case show, fetch, other
            /// The error the user is shown, in English, and its kind (`http`).
            case error(message: String, kind: String)
        }
        var text: String
        var kind: Kind
        var calls: [TraceCall] = []
        /// A fetch that failed.
        var failed = false
    }

    let command: String
    let from: String
    /// Where the run's requests are counted and, while a command is traced, noted.
    private let counter: RequestCounter
    private let requestsAtStart: Int
    private let started = ContinuousClock.now
    /// The current time, seconds since 1970, for the age of cached data.
    private let now: Int64
    private(set) var steps: [Step] = []
    /// The effects as the trace says them.
    var effects: [String] { steps.map(\.text) }
    /// The requests of all the steps.
    var calls: [TraceCall] { steps.flatMap(\.calls) }
    /// When the lookup or fetch under way started, the requests sent and noted before it.
    private var pending: (started: ContinuousClock.Instant, requests: Int, calls: Int)?
    /// What the session would save before the command, to tell whether it changed.
    var savedBefore: SavedState?
    /// Where among the effects the session asked to save its state, said only if it is saved.
    private(set) var saveAt: Int?
    /// The state after the command, once it is finished.
    private(set) var to: String?
    /// The requests sent while the command ran, once it is finished.
    private(set) var requests = 0
    private(set) var milliseconds = 0.0
    /// Whether the command was `trace sequence`, which draws the command before it.
    private(set) var describesTrace = false
    /// The view being shown and how many calls were noted when it started: a request made
    /// while showing it (the condition icon's image) is the view's.
    private var showing: (step: Int, calls: Int)?

    init(command: String, from: String, counter: RequestCounter, now: Int64) {
        self.command = TerminalSafety.sanitize(KeyMask.masked(command))
        self.from = from
        self.counter = counter
        requestsAtStart = counter.count
        counter.startLog()
        self.now = now
    }

    /// Notes an effect as the runner starts carrying it out.
    func note(_ effect: Effect) {
        endShowing()
        switch effect {
        case .render(let view):
            steps.append(Step(text: "show " + TraceRecord.name(of: view), kind: .show))
            showing = (steps.count - 1, counter.calls().count)
        case .hint: break
        case .error(let failure):
            steps.append(
                Step(text: "error", kind: .error(message: TerminalSafety.sanitize(failure.message.english), kind: failure.kind.rawValue)))
        case .warning: add("warning")
        case .readFile(let path, _): add("read file " + TerminalSafety.sanitize(path))
        case .geocode, .fetchWeather, .fetchPlaces, .fetchDated: pending = (ContinuousClock.now, counter.count, counter.calls().count)
        case .storeKey: add("save key")
        case .saveState: saveAt = saveAt ?? steps.count
        case .readLanguage(let language): add("read language " + language.rawValue)
        case .quit: add("quit")
        case .demo(let command):
            if case .traceSequence = command { describesTrace = true }
            add(command.traceName)
        }
    }

    private func add(_ text: String) { steps.append(Step(text: text, kind: .other)) }

    /// The requests made while the last view was shown, given to its step.
    private func endShowing() {
        guard let (step, start) = showing else { return }
        showing = nil
        let made = counter.calls().dropFirst(start)
        if !made.isEmpty, steps.indices.contains(step) { steps[step].calls += made }
    }

    /// After a lookup: `look up Paris (Open-Meteo): 1 request, 40 ms`.
    func finish(looking name: String, provider: ProviderID, result: Result<[GeocodedPlace], FetchFailure>) {
        let (sent, ms, calls) = measured()
        let failed = if case .failure = result { TraceRecord.failure(calls) } else { "" }
        let asked = "look up \(TerminalSafety.sanitize(name)) (\(provider.displayName))"
        steps.append(
            Step(text: "\(asked)\(failed): \(TraceRecord.requests(sent)), \(ms) ms", kind: .fetch, calls: calls, failed: !failed.isEmpty))
    }

    /// After a fetch: `fetch forecast + air quality for Paris, FR (Open-Meteo): 2 requests, 84 ms`,
    /// or `from cache, fetched 3 min ago: 0 requests`.
    func finish(fetching place: Place, provider: ProviderID, result: Result<FetchedPlace, FetchFailure>) {
        let started = pending?.started ?? ContinuousClock.now
        let (sent, ms, calls) = measured()
        if case .success(let fetched) = result, fetched.data.source == .cache, sent == 0 {
            let data = fetched.data
            let age = Presenter.age(from: data.fetchedAt ?? now, to: now)
            let cached = TraceCall(
                endpoint: data.origin.map(TraceCall.endpoint) ?? provider.displayName, status: 200,
                bytes: (data.raw.forecast?.count ?? 0) + (data.raw.air?.count ?? 0),
                milliseconds: (ContinuousClock.now - started).milliseconds, source: .cache)
            steps.append(Step(text: "from cache, fetched \(age): 0 requests", kind: .fetch, calls: calls + [cached]))
            return
        }
        fetched("fetch forecast + air quality for \(place.displayName) (\(provider.displayName))", result, sent: sent, ms: ms, calls: calls)
    }

    /// `WHAT: 2 requests, 84 ms`, with ` failed` (or what a replay says of it) after WHAT when it did.
    private func fetched<Value>(_ what: String, _ result: Result<Value, FetchFailure>, sent: Int, ms: String, calls: [TraceCall]) {
        let failed = if case .failure = result { TraceRecord.failure(calls) } else { "" }
        steps.append(
            Step(text: "\(what)\(failed): \(TraceRecord.requests(sent)), \(ms) ms", kind: .fetch, calls: calls, failed: !failed.isEmpty))
    }

    /// After a fetch of dates: `fetch 2023-03-01 to 2023-03-31 for London, GB (Open-Meteo): 1 request, 40 ms`,
    /// or `from cache: 0 requests`.
    func finish(dated request: DatedRequest, provider: ProviderID, result: Result<DatedWeather, FetchFailure>) {
        let (sent, ms, calls) = measured()
        let span = request.range.count == 1 ? request.range.from.iso : "\(request.range.from.iso) to \(request.range.to.iso)"
        if case .success(let weather) = result, sent == 0 {
            let kept = weather.answers.map {
                TraceCall(
                    endpoint: $0.origin.url.map(TraceCall.endpoint) ?? provider.displayName, status: $0.origin.status, bytes: $0.body.count,
                    milliseconds: 0, source: .cache)
            }
            steps.append(Step(text: "weather of \(span) from cache: 0 requests", kind: .fetch, calls: calls + kept))
            return
        }
        fetched(
            "fetch weather of \(span) for \(request.place.displayName) (\(provider.displayName))", result, sent: sent, ms: ms, calls: calls)
    }

    /// After `places`: `fetch 8 places (Open-Meteo), 1 failed: 16 requests, 120 ms`.
    func finish(fetchingPlaces count: Int, failed: Int, provider: ProviderID) {
        let (made, ms, calls) = measured()
        let missed = calls.contains { $0.failure == Replay.missing }
        let failures = failed == 0 ? "" : ", \(failed) \(missed ? Replay.missing : "failed")"
        let places = count == 1 ? "1 place" : "\(count) places"
        steps.append(
            Step(
                text: "fetch \(places) (\(provider.displayName))\(failures): \(TraceRecord.requests(made)), \(ms) ms", kind: .fetch,
                calls: calls, failed: failed > 0))
    }

    /// ` failed`, or what a replay says of it: ` not in the recording` when the recording did not
    /// have a request (nothing was sent), ` failed as recorded` when it answered with a failure.
    private static func failure(_ calls: [TraceCall]) -> String {
        if calls.contains(where: { $0.failure == Replay.missing }) { return " not in the recording" }
        if !calls.isEmpty, calls.allSatisfy({ $0.source == .replay }) { return " failed as recorded" }
        return " failed"
    }

    /// The requests, milliseconds and calls since the pending effect started.
    private func measured() -> (Int, String, [TraceCall]) {
        defer { pending = nil }
        guard let pending else { return (0, "0", []) }
        let calls = Array(counter.calls().dropFirst(pending.calls))
        return (counter.count - pending.requests, TraceRecord.milliseconds(ContinuousClock.now - pending.started), calls)
    }

    /// Says `save state` where the session asked for it: only when the state file will be
    /// written (not under `--record` or `--replay`, not when nothing saved changed).
    func saves() {
        guard let saveAt else { return }
        steps.insert(Step(text: "save state", kind: .other), at: min(saveAt, steps.count))
    }

    /// Ends the record: the state the command left, the requests and time it took in all.
    func finish(to state: String) {
        endShowing()
        to = state
        requests = counter.count - requestsAtStart
        milliseconds = (ContinuousClock.now - started).milliseconds
        _ = counter.calls(stop: true)
    }

    /// The trace line, `trace: now → hourly (tab hourly) — save state; show hourly`, followed by
    /// a line for each request (`↳ api.open-meteo.com/v1/forecast — 200, 3456 bytes, 84 ms,
    /// live`); or one JSON object:
    /// `{"trace":{"command","from","to","effects","requests","calls","ms"}}`.
    func lines(json: Bool, unicode: Bool) -> [String] {
        let to = to ?? from
        if json {
            return [
                JSONValue.object([
                    (
                        "trace",
                        .object([
                            ("command", .string(command)), ("from", .string(from)), ("to", .string(to)),
                            ("effects", .array(effects.map { .string($0) })), ("requests", .int(requests)),
                            ("calls", .array(calls.map(\.json))), ("ms", .number((milliseconds * 10).rounded() / 10))
                        ])
                    )
                ]).serialized
            ]
        }
        let arrow = unicode ? "→" : "->"
        let said = effects.isEmpty ? "" : (unicode ? " — " : " - ") + effects.joined(separator: "; ")
        let mark = unicode ? "↳ " : "> "
        return ["trace: \(from) \(arrow) \(to) (\(command))\(said)"] + calls.map { "  " + mark + $0.line(unicode: unicode) }
    }

    /// How a view is named in a trace: `hourly`, `help`, `day 3`.
    static func name(of view: View) -> String {
        switch view {
        case .tab(let tab): return tab.rawValue
        case .compactHourly: return "hourly compact"
        case .alerts: return "alerts"
        case .help: return "help"
        case .status: return "status"
        case .setting(let name, _): return name
        case .financeTab: return "calculator"
        case .message, .financeMessage: return "message"
        case .searchResults: return "search results"
        case .placeChoices: return "place choices"
        case .savedPlaces: return "places"
        case .day(let number): return "day \(number)"
        case .datedDay(let date, _): return "day \(date.iso)"
        case .history(let range): return "history \(range.from.iso) \(range.to.iso)"
        case .longForecast(let days): return "forecast \(days)"
        case .map: return "map"
        case .rain: return "rain"
        case .states: return "states"
        case .raw: return "raw"
        case .explain: return "explain"
        case .answer(let answer): return "answer (\(understood(answer)))"
        case .quietAnswer(let status): return "quiet answer, status \(status)"
        case .explainAnswer: return "explain answer"
        }
    }

    /// What a question was understood to ask: `rain, London, 2026-11-29T10:00+00:00 to …`.
    static func understood(_ answer: QuestionAnswer) -> String {
        let clock = answer.data.localTime
        var text = "\(answer.reading.subject.rawValue), \(answer.place.displayName), "
        text += "\(clock.iso8601(answer.window.from)) to \(clock.iso8601(answer.window.to))"
        if let comparison = answer.reading.compare { text += ", \(comparison.rawValue) than " }
        if let other = answer.otherPlace { text += other.displayName }
        if let against = answer.againstWindow { text += "\(clock.iso8601(against.from)) to \(clock.iso8601(against.to))" }
        return text + ", verdict \(answer.verdict.rawValue)"
    }

    static func requests(_ count: Int) -> String { count == 1 ? "1 request" : "\(count) requests" }

    /// `84`, or `0.4` under 10 ms.
    static func milliseconds(_ duration: Duration) -> String { milliseconds(duration.milliseconds) }

    static func milliseconds(_ ms: Double) -> String {
        ms < 10 ? PrintfDecimal.text(ms, decimals: 1) : String(Int(ms.rounded()))
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
