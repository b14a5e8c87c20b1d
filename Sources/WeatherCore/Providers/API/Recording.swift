import CoreSupport
import FoundationEssentials

/// A demo's HTTP exchanges and clock, as `--record` writes them and `--replay` reads them: a
/// file of JSON lines a person can read and edit (the VCR "cassette" of Ruby's vcr and vcrpy).
///
/// ```
/// {"wxsh_recording":1,"wxsh":"1.4.0","started":"2026-11-25T08:00:00.000Z","key":false}
/// {"command":1,"at":"2026-11-25T08:00:01.250Z"}
/// {"at":"2026-11-25T08:00:01.311Z","method":"GET","url":"https://api.open-meteo.com/v1/forecast?latitude=…","status":200,"headers":{},"body":"{…}"}
/// ```
///
/// The first line says the format's version, when the run started and whether an OpenWeather
/// key was set (never the key). A `command` line is the clock when the run's Nth command began;
/// an exchange is a request (its URL without the key: `appid` and any other key parameter are
/// left out) and its answer: the status, the headers wxsh uses (`location`), the body as text
/// (`body_base64` when it is not UTF-8), or the failure (`error`) in place of an answer.
package struct Recording: Equatable, Sendable {
    /// The format's version, the header's `wxsh_recording`.
    package static let version = 1

    /// When the run started, in milliseconds since 1970.
    package var started: Int64
    /// Whether an OpenWeather key was set: a replay answers as if one were.
    package var hadKey: Bool
    /// The clock when each command began, in order, in milliseconds since 1970.
    package var commands: [Int64] = []
    package var exchanges: [Exchange] = []

    package init(started: Int64, hadKey: Bool) {
        self.started = started
        self.hadKey = hadKey
    }

    /// One request and what came back.
    package struct Exchange: Equatable, Sendable {
        /// When the answer was received, in milliseconds since 1970.
        package var at: Int64
        package var method = "GET"
        /// The URL without the key (`Recording.keyless`).
        package var url: String
        package var answer: Result<HTTPResponse, TransportError>

        package init(at: Int64, method: String = "GET", url: String, answer: Result<HTTPResponse, TransportError>) {
            self.at = at
            self.method = method
            self.url = url
            self.answer = answer
        }
    }

    /// Query parameters that carry a key, left out of every recorded URL (any case).
    package static let keyParameters: Set<String> = ["appid", "apikey", "api_key", "key", "token", "access_token"]

    /// The URL as text without its key parameters: what is recorded and what a replay matches.
    package static func keyless(_ url: URL) -> String {
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else { return text }
        var query = String(text[text.index(after: mark)...])
        var fragment = ""
        if let hash = query.firstIndex(of: "#") {
            fragment = String(query[hash...])
            query = String(query[..<hash])
        }
        let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { item in
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return !keyParameters.contains(name.lowercased())
        }
        let base = String(text[..<mark])
        return (kept.isEmpty ? base : base + "?" + kept.joined(separator: "&")) + fragment
    }

    // MARK: - Writing

    /// The first line of a recording.
    package static func headerLine(started: Int64, hadKey: Bool, version wxsh: String) -> String {
        "{\"wxsh_recording\":\(version),\"wxsh\":\(quoted(wxsh)),\"started\":\(quoted(timestamp(started))),\"key\":\(hadKey)}"
    }

    /// The line that says when the run's `number`th command began.
    package static func commandLine(_ number: Int, at: Int64) -> String {
        "{\"command\":\(number),\"at\":\(quoted(timestamp(at)))}"
    }

    /// The line for one exchange; `secret` (the key), wherever it appears, is written `REDACTED`.
    package static func line(for exchange: Exchange, secret: String?) -> String {
        func clean(_ text: String) -> String {
            guard let secret, !secret.isEmpty else { return text }
            return text.replacingEvery(secret, with: OpenWeatherEndpoint.redactedValue)
        }
        var line = "{\"at\":\(quoted(timestamp(exchange.at))),\"method\":\(quoted(exchange.method)),\"url\":\(quoted(clean(exchange.url))),"
        switch exchange.answer {
        case .success(let response):
            let headers = response.location.map { "\"location\":\(quoted(clean($0)))" } ?? ""
            line += "\"status\":\(response.status),\"headers\":{\(headers)},"
            if let text = String(data: response.body, encoding: .utf8) {
                line += "\"body\":\(quoted(clean(text)))}"
            } else {
                line += "\"body_base64\":\(quoted(response.body.base64EncodedString()))}"
            }
        case .failure(let error):
            line += "\"error\":\(quoted(clean(RecordedError.text(error))))}"
        }
        return line
    }

    /// Text as a JSON string: quotes, backslashes and control characters escaped, the rest as it is.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// A transport failure as a recording writes it (`"error":"cannot connect"`), and back.
package enum RecordedError {
    package static let plain: [(String, TransportError)] = [
        ("cannot find host", .cannotFindHost), ("cannot connect", .cannotConnect),
        ("timed out connecting", .timedOut(.connect)), ("timed out", .timedOut(.total)),
        ("connection lost", .connectionLost), ("not connected", .notConnected), ("cancelled", .cancelled)
    ]

    package static func text(_ error: TransportError) -> String {
        if let name = plain.first(where: { $0.1 == error })?.0 { return name }
        switch error {
        case .tooLarge(let limit): return "too large: \(limit)"
        case .tls(let detail): return "tls: \(detail)"
        case .badURL(let detail): return "bad url: \(detail)"
        case .other(let detail): return "other: \(detail)"
        default: return "other: \(error)"
        }
    }

    /// The failure a recorded `error` names; nil for text no recording holds.
    package static func error(_ text: String) -> TransportError? {
        if let error = plain.first(where: { $0.0 == text })?.1 { return error }
        func rest(_ prefix: String) -> String? { text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil }
        if let limit = rest("too large: ").flatMap({ Int($0) }) { return .tooLarge(limit: limit) }
        if let detail = rest("tls: ") { return .tls(detail) }
        if let detail = rest("bad url: ") { return .badURL(detail) }
        if let detail = rest("other: ") { return .other(detail) }
        return nil
    }
}
