import FoundationEssentials
import WeatherCore

/// Counts the HTTP requests sent through a transport, so that `trace` can say how many a
/// command made, and while a command is traced notes each one (`TraceCall`). Wrapping costs a
/// lock per request, nothing per command; with trace off nothing is noted.
final class RequestCounter: @unchecked Sendable {
    /// The requests sent, and those of the traced command (nil when trace is off).
    private let state = Locked((sent: 0, log: [TraceCall]?.none))

    /// Where the transport's answers come from: `live`, or `replay` under `--replay`.
    let source: AnswerOrigin.Arrival

    init(source: AnswerOrigin.Arrival = .live) {
        self.source = source
    }

    /// The requests sent so far. A request a replay's recording does not have was never sent,
    /// and is not counted.
    var count: Int { state.withLock { $0.sent } }

    /// Starts noting each request (a command is traced).
    func startLog() { state.withLock { $0.log = [] } }

    /// The requests noted since `startLog`; with `stop`, noting stops.
    func calls(stop: Bool = false) -> [TraceCall] {
        state.withLock { noted in
            let calls = noted.log ?? []
            if stop { noted.log = nil }
            return calls
        }
    }

    /// `transport`, counting each request it is given (and noting it while a command is traced).
    func counting(_ transport: HTTPTransport) -> HTTPTransport {
        HTTPTransport(prepare: transport.prepare) { [self] request throws(TransportError) -> HTTPResponse in
            let started = ContinuousClock.now
            let result: Result<HTTPResponse, TransportError>
            do throws(TransportError) { result = .success(try await transport.send(request)) } catch { result = .failure(error) }
            let missed = if case .failure(let error) = result { isMiss(error) } else { false }
            state.withLock {
                if !missed { $0.sent += 1 }
                guard $0.log != nil else { return }
                $0.log?.append(TraceCall(request.url, result: result, duration: ContinuousClock.now - started, source: source))
            }
            return try result.get()
        }
    }

    /// Whether a failure is a replay's "not in the recording": nothing was sent.
    private func isMiss(_ error: TransportError) -> Bool {
        source == .replay && error == .other(Replay.missing)
    }
}

/// One request of a traced command, or one answer the cache gave in place of a request: the
/// endpoint (host and path: the query, and with it the key, is never shown), the status, the
/// bytes, the time and where the answer came from (`AnswerOrigin.Arrival`, as `explain` says it:
/// a trace only ever meets live, cache and replay).
struct TraceCall: Equatable, Sendable {
    /// `api.openweathermap.org/data/3.0/onecall`.
    var endpoint: String
    /// The HTTP status; nil when no answer came (`failure` says why).
    var status: Int?
    var failure: String?
    var bytes: Int
    var milliseconds: Double
    var source: AnswerOrigin.Arrival
    /// What Open-Meteo counts a request for dates as, in calls; nil for any other request.
    var weight: Double?

    init(
        endpoint: String, status: Int?, failure: String? = nil, bytes: Int, milliseconds: Double, source: AnswerOrigin.Arrival,
        weight: Double? = nil
    ) {
        self.weight = weight
        self.endpoint = endpoint
        self.status = status
        self.failure = failure
        self.bytes = bytes
        self.milliseconds = milliseconds
        self.source = source
    }

    init(_ url: URL, result: Result<HTTPResponse, TransportError>, duration: Duration, source: AnswerOrigin.Arrival) {
        let endpoint = TraceCall.endpoint(url.absoluteString)
        let ms = duration.milliseconds
        switch result {
        case .success(let response):
            self.init(
                endpoint: endpoint, status: response.status, bytes: response.body.count, milliseconds: ms, source: source,
                weight: OpenMeteoWeight.of(url.absoluteString))
        case .failure(let error):
            // untranslated: a trace line, for a developer
            let failure: String =
                switch error {
                case .other(let text) where text == Replay.missing: Replay.missing
                case .cancelled: "cancelled"
                case .timedOut: "timed out"
                case .cannotFindHost: "host not found"
                case .cannotConnect: "cannot connect"
                case .connectionLost: "connection lost"
                case .notConnected: "no network"
                case .tooLarge: "too large"
                case .tls: "TLS failed"
                case .badURL: "bad URL"
                case .other: "failed"
                }
            // end untranslated
            self.init(
                endpoint: endpoint, status: nil, failure: failure, bytes: 0, milliseconds: ms, source: source,
                weight: OpenMeteoWeight.of(url.absoluteString))
        }
    }

    /// The host and path of a URL, without scheme, port or query: what a trace may show.
    static func endpoint(_ url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var host = rest[..<slash]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") { host = host[..<colon] }
        return TerminalSafety.sanitize(KeyMask.masked(String(host + rest[slash...])))
    }

    /// `api.openweathermap.org/data/3.0/onecall — 200, 14210 bytes, 84 ms, live`; an Open-Meteo
    /// request for dates adds what it weighs: `, 2.4 calls`.
    func line(unicode: Bool) -> String {
        // untranslated: a trace line
        let weighed = weight.map { ", \(PrintfDecimal.text($0, decimals: 1)) calls" } ?? ""
        return
            "\(endpoint)\(unicode ? " — " : " - ")\(outcome), \(bytes) bytes, \(TraceRecord.milliseconds(milliseconds)) ms, \(source.rawValue)\(weighed)"
        // end untranslated
    }

    /// The status, or why there is none: `200`, `not in the recording`.
    var outcome: String { status.map(String.init) ?? failure ?? "failed" }

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("endpoint", .string(endpoint)), ("status", status.map { .int($0) } ?? .null),
            ("error", failure.map { .string($0) } ?? .null), ("bytes", .int(bytes)),
            ("ms", .number((milliseconds * 10).rounded() / 10)), ("source", .string(source.rawValue))
        ]
        if let weight { pairs.append(("weight", .number((weight * 10).rounded() / 10))) }
        return .object(pairs)
    }
}
