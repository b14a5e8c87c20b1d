import CoreLanguage
import CoreSupport

/// Why weather for a place could not be had; the message says what happened and what to do.
package struct FetchFailure: Error, Equatable, Sendable {
    package let message: Phrase
    /// What kind of failure, with its status and `Retry-After` where they apply.
    package var report: ErrorReport
    package init(_ message: Phrase, kind: ErrorReport.Kind = .network, status: Int? = nil, retryAfter: Int? = nil) {
        self.message = message
        report = ErrorReport(message, kind: kind, status: status, retryAfter: retryAfter)
    }

    /// The failure said as `message`, keeping its kind and facts.
    package func report(_ message: Phrase) -> ErrorReport { report.saying(message) }
}
