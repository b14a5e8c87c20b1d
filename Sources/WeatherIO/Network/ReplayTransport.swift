import Foundation
import WeatherCore

/// The answers of a recording, given out to the requests of a replay: no network at all.
///
/// Requests are matched by method and URL without the key. The exchanges recorded for one URL
/// answer in the order they were recorded; once all have answered, the last one answers again.
/// A request the recording does not have fails as a network failure would, and is noted so
/// the runner can name it (`not in the recording: forecast for Kampala, UG`).
final class Replay: Sendable {
    private struct Cursor {
        var next: [String: Int] = [:]
        var missed = false
    }

    let recording: Recording
    private let byRequest: [String: [Recording.Exchange]]
    private let cursor = Locked(Cursor())

    init(_ recording: Recording) {
        self.recording = recording
        byRequest = Dictionary(grouping: recording.exchanges) { "\($0.method) \($0.url)" }
    }

    /// The recorded answer to a request, or `.other("not in the recording")`.
    func answer(_ request: HTTPRequest) -> Result<HTTPResponse, TransportError> {
        let name = "GET \(Recording.keyless(request.url))"
        return cursor.withLock { cursor in
            guard let exchanges = byRequest[name], !exchanges.isEmpty else {
                cursor.missed = true
                return .failure(.other("not in the recording"))
            }
            let index = cursor.next[name, default: 0]
            cursor.next[name] = index + 1
            return exchanges[min(index, exchanges.count - 1)].answer
        }
    }

    /// Whether a request was not in the recording since this was last asked.
    func takeMiss() -> Bool {
        cursor.withLock { cursor in
            defer { cursor.missed = false }
            return cursor.missed
        }
    }

    var transport: HTTPTransport {
        HTTPTransport { [self] request throws(TransportError) in
            try answer(request).get()
        }
    }
}
