import CoreLanguage
import CoreModel
import CoreSupport
import FoundationEssentials

/// Why a fetch from OpenWeather failed, each with one line saying what happened and what to do.
///
/// No case carries the API key or a URL with it; text from the server is sanitized and cut
/// short before it is kept.
package enum APIError: Error, Equatable, Sendable {
    /// No key is configured.
    case noKey
    /// 401: the key is wrong, revoked or not active yet.
    case invalidKey
    /// 401 from One Call 3.0 saying it needs a separate subscription; `OpenWeatherClient.weather`
    /// answers it by falling back to the free 2.5 endpoints, so callers rarely see it.
    case subscriptionRequired
    /// 404 for one of the API's own paths: the base URL is probably wrong.
    case notFound(path: String)
    /// 429: the key's call quota is used up, or the account is blocked for exceeding it.
    case quota(retryAfter: Int? = nil)
    /// 5xx.
    case server(status: Int, path: String)
    /// 400 or another status wxsh does not expect, with the server's message when it gave one.
    case rejected(status: Int, path: String, detail: String?)
    /// The body is not JSON, or not the shape of the endpoint's answer.
    case badResponse(path: String, problem: Phrase)
    /// A redirect (3xx), which wxsh never follows: the request holds the key. `location` is
    /// where it pointed (the key redacted), when it said.
    case redirect(status: Int, location: String?)
    /// The body was over the size limit.
    case tooLarge(limit: Int)
    /// The host name did not resolve.
    case dnsFailure(host: String)
    /// Nothing listens at the host and port, or the host refused.
    case connectionRefused(host: String)
    /// The connection dropped before the answer was complete.
    case connectionLost(host: String)
    /// A deadline ran out.
    case timedOut(TimeoutPhase, seconds: Double, host: String)
    /// The secure (TLS) connection failed: an untrusted or expired certificate, or no TLS.
    case tls(host: String, detail: String)
    /// The request's URL cannot be fetched (malformed, or not https).
    case badURL(detail: String)
    /// The machine has no network.
    case offline
    /// Cancelled by the user (Ctrl-C).
    case cancelled
    /// Any other network failure.
    case transport(host: String, detail: String)

    /// Where to get a key.
    package static let keysPage = "https://home.openweathermap.org/api_keys"

    /// The longest piece of server text kept in a message.
    package static let maximumDetailLength = 120

    /// One line: what happened, then what to do.
    package var message: Phrase {
        // translatable:
        switch self {
        case .noKey:
            return
                "no OpenWeather API key is set: get a free one at \(APIError.keysPage), then type `key YOUR_KEY` or set OPENWEATHER_API_KEY; or type `provider open-meteo`, which needs no key"
        case .invalidKey:
            return
                "OpenWeather rejected the API key (401): check it with `key`, or get one at \(APIError.keysPage) (a new key can take up to 2 hours to start working)"
        case .subscriptionRequired:
            return
                "One Call 3.0 is not enabled for this key (401): subscribe to \"One Call by Call\" at https://openweathermap.org/api/one-call-3 (it has a free daily allowance)"
        case .notFound(let path):
            return "OpenWeather has nothing at \(path) (404): check OPENWEATHER_API_URL (normally https://api.openweathermap.org)"
        case .quota:
            return "the API key's call quota is used up (429): wait, or raise the limit in your OpenWeather account"
        case .server(let status, let path):
            return "OpenWeather had a server error (\(status)) answering \(path): try `refresh` again in a minute"
        case .rejected(let status, let path, let detail):
            let said = detail.map { ": \($0)" } ?? ""
            return "OpenWeather refused the request to \(path) (\(status)\(said)): check the place or coordinates, and OPENWEATHER_API_URL"
        case .badResponse(let path, let problem):
            return
                "OpenWeather's answer from \(path) could not be read (\(problem)): try `refresh`; if it keeps happening, check OPENWEATHER_API_URL"
        case .redirect(let status, let location):
            let target = location.map { " to \($0)" } ?? ""
            return "OpenWeather answered with a redirect (\(status))\(target); wxsh does not follow redirects: check OPENWEATHER_API_URL"
        case .tooLarge(let limit):
            return "the answer was larger than \(APIError.size(limit)) and was dropped: check OPENWEATHER_API_URL"
        case .dnsFailure(let host):
            return "cannot find the server \(host) (DNS lookup failed): check the network connection and OPENWEATHER_API_URL"
        case .connectionRefused(let host):
            return "\(host) refused the connection: check OPENWEATHER_API_URL, or try again later"
        case .connectionLost(let host):
            return "the connection to \(host) closed before the answer was complete: try `refresh`"
        case .timedOut(.connect, let seconds, let host):
            return "\(host) did not answer within \(Measure.trimmed(seconds, decimals: 1)) s: check the network, then try `refresh`"
        case .timedOut(.total, let seconds, let host):
            return
                "the answer from \(host) took longer than \(Measure.trimmed(seconds, decimals: 1)) s and was abandoned: try `refresh` later"
        case .tls(let host, let detail):
            return
                "the secure connection to \(host) failed (\(detail)): check the machine's clock and certificates, and OPENWEATHER_API_URL"
        case .badURL(let detail):
            return "the request's URL cannot be used (\(detail)): check OPENWEATHER_API_URL"
        case .offline:
            return "this machine has no network connection: reconnect, then try `refresh` (`--offline` shows what is saved)"
        case .cancelled:
            return "cancelled: still showing the previous data"
        case .transport(let host, let detail):
            return "could not reach \(host) (\(detail)): check the network and OPENWEATHER_API_URL"
        // end translatable
        }
    }

    /// Server or system text made safe to show: control characters escaped, one line, cut short.
    package static func clean(_ text: String) -> String {
        let safe = TerminalSafety.sanitize(text).trimmingWhitespace()
        guard safe.count > maximumDetailLength else { return safe }
        return String(safe.prefix(maximumDetailLength - 1)) + "…"
    }

    /// `4 MB`, `512 KB`.
    package static func size(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? "\(bytes / 1024 / 1024) MB" : "\(max(1, bytes / 1024)) KB"
    }
}

extension APIError {
    /// The error for a transport failure, for any provider's client: the host to name, the
    /// deadlines that applied, and how to make outside text safe (redacting a key if there is one).
    package init(_ error: TransportError, host: String, connectTimeout: Double, totalTimeout: Double, clean: (String) -> String) {
        switch error {
        case .cannotFindHost: self = .dnsFailure(host: host)
        case .cannotConnect: self = .connectionRefused(host: host)
        case .timedOut(.connect): self = .timedOut(.connect, seconds: connectTimeout, host: host)
        case .timedOut(.total): self = .timedOut(.total, seconds: totalTimeout, host: host)
        case .connectionLost: self = .connectionLost(host: host)
        case .notConnected: self = .offline
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .cancelled: self = .cancelled
        case .tls(let detail): self = .tls(host: host, detail: clean(detail))
        case .badURL(let detail): self = .badURL(detail: clean(detail))
        case .other(let detail): self = .transport(host: host, detail: clean(detail))
        }
    }
}
