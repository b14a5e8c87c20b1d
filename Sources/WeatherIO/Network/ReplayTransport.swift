import FoundationEssentials
import WeatherCore

/// The answers of a recording, given out to the requests of a replay: no network at all.
///
/// Requests are matched by method and URL without the key; when no recorded URL is the same,
/// by path and query alone (a recording made against `OPEN_METEO_API_URL` or
/// `OPENWEATHER_API_URL` replays without them, and the other way round). The exchanges recorded
/// for one URL answer in the order they were recorded, a cancelled one as cancelled (as when
/// a failed forecast cancelled the air quality request beside it); once all have answered, the
/// last one that was not cancelled answers again.
/// A request the recording does not have fails as a network failure would, and is noted so
/// the runner can name it (`not in the recording: forecast for Kampala, UG`).
final class Replay: Sendable {
    private struct Cursor {
        var next: [String: Int] = [:]
        var missed = false
        /// The recorded URL that last answered each path, for `explain`'s Request line.
        var answered: [String: String] = [:]
    }

    let recording: Recording
    private let byRequest: [String: [Recording.Exchange]]
    private let byPath: [String: [Recording.Exchange]]
    private let cursor = Locked(Cursor())

    init(_ recording: Recording) {
        self.recording = recording
        byRequest = Dictionary(grouping: recording.exchanges) { "\($0.method) \($0.url)" }
        byPath = Dictionary(grouping: recording.exchanges) { "\($0.method) \(Replay.pathAndQuery($0.url))" }
    }

    /// `/v1/forecast?latitude=…` of a URL: what follows the scheme, host and port.
    static func pathAndQuery(_ url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        return rest.firstIndex { $0 == "/" || $0 == "?" }.map { String(rest[$0...]) } ?? "/"
    }

    /// What a request the recording does not have fails with.
    static let missing = "not in the recording"

    /// The recorded answer to a request, or `.other(Replay.missing)`.
    func answer(_ request: HTTPRequest) -> Result<HTTPResponse, TransportError> {
        let url = Recording.keyless(request.url)
        var name = "GET \(url)"
        var found = byRequest[name]
        if found == nil {
            name = "GET \(Replay.pathAndQuery(url))"
            found = byPath[name]
        }
        return cursor.withLock { cursor in
            guard let exchanges = found, !exchanges.isEmpty else {
                cursor.missed = true
                return .failure(.other(Replay.missing))
            }
            let index = cursor.next[name, default: 0]
            cursor.next[name] = index + 1
            let exchange =
                index < exchanges.count
                ? exchanges[index] : (exchanges.last { $0.answer != .failure(.cancelled) } ?? exchanges[exchanges.count - 1])
            cursor.answered[Replay.path(url)] = exchange.url
            return exchange.answer
        }
    }

    /// `/v1/forecast` of a URL: its path alone.
    static func path(_ url: String) -> String {
        String(pathAndQuery(url).prefix { $0 != "?" && $0 != "#" })
    }

    /// The URL as recorded (no key in it) of the exchange that last answered a request for the
    /// same path as `url`: what a replayed answer says it came from, rather than the URL the
    /// replay asked for today.
    func recordedURL(for url: String) -> String? {
        cursor.withLock { $0.answered[Replay.path(url)] }
    }

    /// Whether a request was not in the recording since this was last asked.
    func takeMiss() -> Bool {
        cursor.withLock { cursor in
            defer { cursor.missed = false }
            return cursor.missed
        }
    }

    /// Every URL's answers from the first again (`--step` going back re-runs the script).
    func rewind() {
        cursor.withLock { $0 = Cursor() }
    }

    var transport: HTTPTransport {
        HTTPTransport { [self] request throws(TransportError) in
            try answer(request).get()
        }
    }
}
