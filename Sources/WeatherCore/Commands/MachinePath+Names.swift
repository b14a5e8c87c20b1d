import CoreState
import CoreSupport

extension MachinePath {
    /// How a line is named in the path: its command's name, or what the sheet read; never the
    /// text itself, which may be a place or a key.
    package static func name(of line: String, app: AppKind, sheet: Bool) -> String {
        let trimmed = line.trimmingWhitespace()
        let word = String(trimmed.split(separator: " ").first ?? "").lowercased()
        if sheet {
            if trimmed.isEmpty { return "empty line" }
            if ["cancel", "quit", "exit"].contains(word) { return word }
            return trimmed.allSatisfy(\.isNumber) ? "N" : "PLACE"
        }
        if word.allSatisfy(\.isNumber), !word.isEmpty { return "N" }
        return CommandRegistry.isCommandWord(word, in: app) ? word : "?"
    }
}
