import CoreLanguage
import CoreSupport

/// The rules for reading commands from a SCRIPT: a cap on its size, and what is said when it
/// cannot be read to its end (both end the run with status 2).
package enum ScriptInput {
    /// The largest SCRIPT read: 8 MB. A device that never ends (`/dev/zero`) reaches it quickly.
    package static let maximumBytes = 8 * 1024 * 1024

    /// Said when a SCRIPT is larger than the cap (reading stops there).
    package static func tooLarge(_ name: String) -> Phrase {
        "script \(TerminalSafety.sanitize(name)) is larger than 8 MB; it is not read further"
    }

    /// Said when reading fails part way (an I/O error): never a silent success.
    package static func readFailed(_ name: String, reason: String) -> Phrase {
        "cannot read script \(TerminalSafety.sanitize(name)): \(reason)"
    }
}
