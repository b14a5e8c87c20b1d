import CoreLanguage
import CoreSupport
import FoundationEssentials

/// Why a request to Open-Meteo failed, each said in one line with what to do.
package enum OpenMeteoError: Error, Equatable, Sendable {
    /// 400 (or another unexpected status) with Open-Meteo's `reason` when it gave one.
    case rejected(status: Int, path: String, reason: String?)
    /// 429 just now: no request to that service for `OpenMeteoCourtesy.pause` seconds.
    case tooManyRequests(path: String)
    /// A 429 earlier: the pause is not over, so nothing was sent.
    case pausing(path: String, seconds: Int)
    case notFound(path: String)
    case server(status: Int, path: String)
    case badResponse(path: String, problem: Phrase)
    /// The network failed: said as for OpenWeather, naming OPEN_METEO_API_URL.
    case network(APIError)
    case cancelled

    package var message: Phrase {
        // translatable:
        switch self {
        case .rejected(let status, let path, let reason):
            let said = reason.map { ": \(APIError.clean($0))" } ?? ""
            return "Open-Meteo refused the request to \(path) (\(status)\(said)): check the place, and OPEN_METEO_API_URL"
        case .tooManyRequests(let path):
            return
                "Open-Meteo says too many requests (429) to \(path): wxsh sends it none for \(Int(OpenMeteoCourtesy.pause)) s; the free service allows 10,000 calls a day"
        case .pausing(let path, let seconds):
            return "Open-Meteo said too many requests (429) to \(path): wxsh waits \(seconds) s more before asking again"
        case .notFound(let path):
            return "Open-Meteo has nothing at \(path) (404): check OPEN_METEO_API_URL (normally unset)"
        case .server(let status, let path):
            return "Open-Meteo had a server error (\(status)) answering \(path): try `refresh` again in a minute"
        case .badResponse(let path, let problem):
            return
                "Open-Meteo's answer from \(path) could not be read (\(problem)): try `refresh`; if it keeps happening, check OPEN_METEO_API_URL"
        // end translatable
        case .network(let error):
            return error.message.naming("OPENWEATHER_API_URL", as: "OPEN_METEO_API_URL")
        case .cancelled:
            return APIError.cancelled.message
        }
    }
}

/// Open-Meteo's request to slow down, remembered: after a 429 from a service, no request goes
/// to it for 60 s. Shared by every copy of a client.
package final class OpenMeteoCourtesy: Sendable {
    /// Seconds without requests to a service after its 429.
    package static let pause: TimeInterval = 60
    private let until = Locked<[String: Date]>([:])

    package init() {}

    /// Seconds left to wait before asking `path` again, or nil when it may be asked.
    package func wait(for path: String, now: Date) -> Int? {
        until.withLock { table in
            guard let end = table[path] else { return nil }
            let left = end.timeIntervalSince(now)
            if left <= 0 {
                table[path] = nil
                return nil
            }
            return Int(left.rounded(.up))
        }
    }

    /// A 429 came from `path`.
    package func pauseAfterTooManyRequests(_ path: String, now: Date) {
        until.withLock { $0[path] = now.addingTimeInterval(OpenMeteoCourtesy.pause) }
    }
}
