import FoundationEssentials

/// Why the gazetteer file could not be opened, in words a person can act on.
package enum GazetteerError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// There is no file at the path.
    case missing(path: String)
    /// The file exists but could not be read or mapped.
    case unreadable(path: String, reason: String)
    /// The bytes do not start like a wxsh gazetteer.
    case notAGazetteer
    /// A gazetteer of a format version this wxsh does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The header promises more bytes than there are, or its tables do not fit together.
    case corrupt(String)

    package var description: String {
        switch self {
        case .missing(let path):
            return "the place list \(path) is missing; reinstall wxsh or regenerate it with scripts/make-gazetteer.py"
        case .unreadable(let path, let reason):
            return "cannot read the place list \(path): \(reason)"
        case .notAGazetteer:
            return "the place list is not a wxsh gazetteer (wrong signature); regenerate it with scripts/make-gazetteer.py"
        case .unsupportedVersion(let found, let supported):
            return "the place list has format version \(found), this wxsh reads version \(supported); "
                + "regenerate it with scripts/make-gazetteer.py"
        case .corrupt(let detail):
            return "the place list is damaged or truncated (\(detail)); regenerate it with scripts/make-gazetteer.py"
        }
    }

    package var errorDescription: String? { description }
}
