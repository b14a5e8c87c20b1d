import CoreLanguage
import CoreSupport

/// A failed command as the `.error` effect carries it: the line a person reads, and a kind (and
/// facts) a script can branch on, decided where the failure is understood.
///
/// Made from a typed message (`.error(.dayOutOfRange(last: 8))`) it is a usage error, the commonest kind; the other
/// kinds are said where they arise (`APIError.kind`, `FetchFailure.report`, …).
package struct ErrorReport: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// What kind of failure it is, as `--format json` names it.
    package enum Kind: String, CaseIterable, Equatable, Sendable {
        /// An unknown command or a bad argument.
        case usage
        /// No such place (or saved place).
        case notFound = "not_found"
        /// Several places answer to a name; `candidates` lists them.
        case ambiguous
        /// No data without the network (offline, nothing cached).
        case offline
        /// DNS, connecting, a timeout, a dropped connection, TLS.
        case network
        /// The server answered with an error status.
        case http
        /// The server asked for fewer requests (429).
        case rateLimited = "rate_limited"
        /// The API key is missing or refused.
        case unauthorized
        /// The answer or document could not be read.
        case invalidData = "invalid_data"
        /// A file could not be read or written (`load`, the state).
        case file
        /// Ctrl-C stopped it.
        case interrupted
    }

    package var kind: Kind
    /// What went wrong and what to do, said in the session's language when it is shown.
    package var message: Phrase
    /// The HTTP status, when a server's answer is the failure.
    package var status: Int?
    /// Seconds the server asked to wait (its `Retry-After`), when it said.
    package var retryAfter: Int?
    /// The places a name could mean, for `ambiguous`.
    package var candidates: [String]?

    package init(_ message: Phrase, kind: Kind = .usage, status: Int? = nil, retryAfter: Int? = nil, candidates: [String]? = nil) {
        self.message = message
        self.kind = kind
        self.status = status
        self.retryAfter = retryAfter
        self.candidates = candidates
    }

    package init(stringLiteral value: String) { self.init(Phrase(stringLiteral: value)) }

    package init(stringInterpolation: Phrase.Interpolation) { self.init(Phrase(stringInterpolation: stringInterpolation)) }

    /// The same failure said with `message` (a command's prefix, advice added).
    package func saying(_ message: Phrase) -> ErrorReport {
        var report = self
        report.message = message
        return report
    }

    /// The one line `--format json` prints on standard error for it:
    /// `{"error":{"command":…,"kind":…,"message":…}}` with the facts that apply, the message
    /// said by `words`.
    package func json(command: String?, file: String?, line: Int?, words: Words) -> String {
        var fields: [(String, JSONValue)] = [
            ("command", .string(command)), ("kind", .string(kind.rawValue)), ("message", .string(words(message)))
        ]
        if let status { fields.append(("status", .int(status))) }
        if let retryAfter { fields.append(("retry_after", .int(retryAfter))) }
        if let file { fields.append(("file", .string(file))) }
        if let line { fields.append(("line", .int(line))) }
        if let candidates { fields.append(("candidates", .array(candidates.map { .string($0) }))) }
        return JSONValue.object([("error", .object(fields))]).serialized
    }

    /// A warning (not a failure) as one line of JSON: `{"warning":{"message":…}}`.
    package static func warningJSON(_ message: String) -> String {
        JSONValue.object([("warning", .object([("message", .string(message))]))]).serialized
    }
}
