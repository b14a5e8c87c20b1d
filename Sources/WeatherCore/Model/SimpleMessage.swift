import CoreLanguage
import CoreSupport
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reason to refuse, as one sentence.
package struct SimpleMessage: Error, Equatable, Sendable {
    package let text: Phrase
    /// What kind of refusal it is (`not_found`, `ambiguous` with its candidates; else usage).
    package var kind: ErrorReport.Kind = .usage
    package var candidates: [String]? = nil
    package init(_ text: Phrase, kind: ErrorReport.Kind = .usage, candidates: [String]? = nil) {
        self.text = text
        self.kind = kind
        self.candidates = candidates
    }

    /// The refusal as an error, said as `message`.
    package func report(_ message: Phrase) -> ErrorReport { ErrorReport(message, kind: kind, candidates: candidates) }
}

/// Why a file could not be read, from the shell's side.
package enum FileReadError: Error, Equatable, Sendable {
    case notFound
    case permissionDenied
    case isDirectory
    /// A FIFO, socket or device where a file was expected.
    case notRegularFile
    case tooLarge(bytes: Int, limit: Int)
    case other(String)

    /// The error for a failed `open`, `stat` or `read`.
    package init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        default: self = .other(String(cString: strerror(code)))
        }
    }

    package var message: Phrase {
        switch self {
        // translatable:
        case .notFound: return "no such file"
        case .permissionDenied: return "permission denied"
        case .isDirectory: return "is a folder, not a file"
        case .notRegularFile: return "is not a regular file"
        case .tooLarge(let bytes, let limit): return "the file is too large (\(bytes) bytes; the limit is \(limit / 1024 / 1024) MB)"
        // end translatable
        case .other(let text): return .verbatim(TerminalSafety.sanitize(text))
        }
    }
}
