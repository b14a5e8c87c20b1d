import Foundation

/// A way the fake OpenWeather server can fail on purpose, one per failure class wxsh must handle.
public enum FakeMisbehaviour: Equatable, Sendable {
    /// 401 with OpenWeather's "Invalid API key" body.
    case invalidKey
    /// 401 with the body `/data/3.0/onecall` sends to keys without a One Call subscription.
    case oneCallSubscription
    /// 404 with OpenWeather's `{"cod":"404","message":"city not found"}` body.
    case notFound
    /// 429 with the body of an account blocked for exceeding its quota.
    case quota
    /// 500 (JSON body), 502 or 503 (openresty's HTML page), or any other 5xx.
    case serverError(Int)
    /// Any status with any body (sent as `application/json`).
    case status(Int, body: String)
    /// 302 to `location` (a path or URL), as a proxy or a moved API might answer.
    case redirect(to: String)
    /// 200 with an HTML page (a captive portal), not JSON.
    case notJSON
    /// 200 with JSON that is not the shape of the path's answer.
    case wrongShape
    /// 200 with a body of `bytes` bytes, streamed in 64 KB chunks; with or without a
    /// `Content-Length` (without it, the body ends when the connection closes).
    case huge(bytes: Int, declaredLength: Bool)
    /// 200 with the normal headers, then the body a few bytes every `interval` seconds.
    case trickle(interval: TimeInterval)
    /// 200 with the normal headers and half the body, then the connection closes.
    case closeMidBody
    /// The request is read, then the connection closes without a byte of answer.
    case dropConnection

    /// The name used by the `fake-openweather` executable's `--mode` flag.
    public var name: String {
        switch self {
        case .invalidKey: return "invalid-key"
        case .oneCallSubscription: return "onecall-subscription"
        case .notFound: return "not-found"
        case .quota: return "quota"
        case .serverError(let status): return "server-\(status)"
        case .status(let status, _): return "status-\(status)"
        case .redirect: return "redirect"
        case .notJSON: return "not-json"
        case .wrongShape: return "wrong-shape"
        case .huge(let bytes, let declared): return declared ? "huge-\(bytes)" : "huge-stream-\(bytes)"
        case .trickle(let interval): return "trickle-\(interval)"
        case .closeMidBody: return "close-mid-body"
        case .dropConnection: return "drop"
        }
    }

    /// Parses a `--mode` name: `invalid-key`, `onecall-subscription`, `not-found`, `quota`,
    /// `server-500` (`-502`, `-503`, …), `status-NNN`, `redirect`, `not-json`, `wrong-shape`, `huge`
    /// (50 MB with a length), `huge-stream` (50 MB without), `huge-N`, `huge-stream-N`,
    /// `trickle` (`trickle-SECONDS`), `close-mid-body`, `drop`.
    public init?(name: String) {
        let text = name.lowercased()
        func number(after prefix: String) -> Double? {
            guard text.hasPrefix(prefix) else { return nil }
            return Double(text.dropFirst(prefix.count))
        }
        switch text {
        case "invalid-key": self = .invalidKey
        case "onecall-subscription", "subscription": self = .oneCallSubscription
        case "not-found", "404": self = .notFound
        case "quota", "429": self = .quota
        case "redirect": self = .redirect(to: "/moved")
        case "not-json": self = .notJSON
        case "wrong-shape": self = .wrongShape
        case "huge": self = .huge(bytes: 50 * 1024 * 1024, declaredLength: true)
        case "huge-stream": self = .huge(bytes: 50 * 1024 * 1024, declaredLength: false)
        case "trickle": self = .trickle(interval: 0.5)
        case "close-mid-body": self = .closeMidBody
        case "drop", "drop-connection": self = .dropConnection
        default:
            if let n = number(after: "server-"), (500...599).contains(Int(n)) {
                self = .serverError(Int(n))
                return
            }
            if let n = number(after: "status-"), (100...599).contains(Int(n)) {
                self = .status(Int(n), body: "{\"cod\":\(Int(n)),\"message\":\"status \(Int(n)) on request\"}")
                return
            }
            if let n = number(after: "huge-stream-"), n > 0 {
                self = .huge(bytes: Int(n), declaredLength: false)
                return
            }
            if let n = number(after: "huge-"), n > 0 {
                self = .huge(bytes: Int(n), declaredLength: true)
                return
            }
            if let n = number(after: "trickle-"), n > 0 {
                self = .trickle(interval: n)
                return
            }
            return nil
        }
    }
}
