import FoundationEssentials
import WeatherCore

/// What one command did, collected while the runner carries out its effects, for `trace`: the
/// state before it, the effects it asked for (fetches with their requests and time), and the
/// requests and time it took in all.
final class TraceRecord {
    let command: String
    let from: String
    /// The requests sent so far in the run (the counting transport's count).
    private let requests: () -> Int
    private let requestsAtStart: Int
    private let started = ContinuousClock.now
    /// The current time, seconds since 1970, for the age of cached data.
    private let now: Int64
    private(set) var effects: [String] = []
    /// When the lookup or fetch under way started, and the requests sent before it.
    private var pending: (started: ContinuousClock.Instant, requests: Int)?
    /// What the session would save before the command, to tell whether it changed.
    var savedBefore: SavedState?
    /// Where among the effects the session asked to save its state, said only if it is saved.
    private(set) var saveAt: Int?

    init(command: String, from: String, requests: @escaping () -> Int, now: Int64) {
        self.command = TerminalSafety.sanitize(KeyMask.masked(command))
        self.from = from
        self.requests = requests
        requestsAtStart = requests()
        self.now = now
    }

    /// Notes an effect as the runner starts carrying it out.
    func note(_ effect: Effect) {
        switch effect {
        case .render(let view): effects.append("show " + TraceRecord.name(of: view))
        case .hint: break
        case .error: effects.append("error")
        case .warning: effects.append("warning")
        case .readFile(let path, _): effects.append("read file " + TerminalSafety.sanitize(path))
        case .geocode, .fetchWeather, .fetchPlaces: pending = (ContinuousClock.now, requests())
        case .storeKey: effects.append("save key")
        case .saveState: saveAt = saveAt ?? effects.count
        case .readLanguage(let language): effects.append("read language " + language.rawValue)
        case .quit: effects.append("quit")
        case .demo(let command): effects.append(command.traceName)
        }
    }

    /// After a lookup: `look up Paris (Open-Meteo): 1 request, 40 ms`.
    func finish(looking name: String, provider: ProviderID, result: Result<[GeocodedPlace], FetchFailure>, requests count: Int) {
        let (sent, ms) = measured(count)
        let failed = if case .failure = result { " failed" } else { "" }
        effects.append(
            "look up \(TerminalSafety.sanitize(name)) (\(provider.displayName))\(failed): \(TraceRecord.requests(sent)), \(ms) ms")
    }

    /// After a fetch: `fetch forecast + air quality for Paris, FR (Open-Meteo): 2 requests, 84 ms`,
    /// or `from cache, fetched 3 min ago: 0 requests`.
    func finish(fetching place: Place, provider: ProviderID, result: Result<FetchedPlace, FetchFailure>, requests count: Int) {
        let (sent, ms) = measured(count)
        if case .success(let fetched) = result, fetched.data.source == .cache, sent == 0 {
            let age = Presenter.age(from: fetched.data.fetchedAt ?? now, to: now)
            effects.append("from cache, fetched \(age): 0 requests")
            return
        }
        let failed = if case .failure = result { " failed" } else { "" }
        effects.append(
            "fetch forecast + air quality for \(place.displayName) (\(provider.displayName))\(failed): \(TraceRecord.requests(sent)), \(ms) ms"
        )
    }

    /// After `places`: `fetch 8 places (Open-Meteo), 1 failed: 16 requests, 120 ms`.
    func finish(fetchingPlaces count: Int, failed: Int, provider: ProviderID, requests sent: Int) {
        let (made, ms) = measured(sent)
        let failures = failed == 0 ? "" : ", \(failed) failed"
        let places = count == 1 ? "1 place" : "\(count) places"
        effects.append("fetch \(places) (\(provider.displayName))\(failures): \(TraceRecord.requests(made)), \(ms) ms")
    }

    /// The requests and milliseconds since the pending effect started.
    private func measured(_ count: Int) -> (Int, String) {
        defer { pending = nil }
        guard let pending else { return (0, "0") }
        return (count - pending.requests, TraceRecord.milliseconds(ContinuousClock.now - pending.started))
    }

    /// Says `save state` where the session asked for it: only when the state file will be
    /// written (not under `--record` or `--replay`, not when nothing saved changed).
    func saves() {
        guard let saveAt else { return }
        effects.insert("save state", at: min(saveAt, effects.count))
    }

    /// The trace line: `trace: now → hourly (tab hourly) — save state; show hourly`, or one
    /// JSON object: `{"trace":{"command","from","to","effects","requests","ms"}}`.
    func line(to: String, json: Bool, unicode: Bool) -> String {
        if json {
            let ms = (ContinuousClock.now - started).milliseconds
            return JSONValue.object([
                (
                    "trace",
                    .object([
                        ("command", .string(command)), ("from", .string(from)), ("to", .string(to)),
                        ("effects", .array(effects.map { .string($0) })), ("requests", .int(requests() - requestsAtStart)),
                        ("ms", .number((ms * 10).rounded() / 10))
                    ])
                )
            ]).serialized
        }
        let arrow = unicode ? "→" : "->"
        let said = effects.isEmpty ? "" : (unicode ? " — " : " - ") + effects.joined(separator: "; ")
        return "trace: \(from) \(arrow) \(to) (\(command))\(said)"
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
        case .map: return "map"
        case .rain: return "rain"
        case .states: return "states"
        case .raw: return "raw"
        }
    }

    static func requests(_ count: Int) -> String { count == 1 ? "1 request" : "\(count) requests" }

    /// `84`, or `0.4` under 10 ms.
    static func milliseconds(_ duration: Duration) -> String {
        let ms = duration.milliseconds
        return ms < 10 ? PrintfDecimal.text(ms, decimals: 1) : String(Int(ms.rounded()))
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
