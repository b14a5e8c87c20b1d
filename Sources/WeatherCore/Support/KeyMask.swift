/// The one place that decides how a line that may carry the API key is shown: every writer of
/// a command line (the echo of a script, the trace, JSON errors' `command`, a cast's typed
/// line, history) goes through it, so the key is masked the same way everywhere.
package enum KeyMask {
    /// What stands for a key wherever a line is shown.
    package static let mask = "********"

    /// The line with the argument of every `key …` command in it replaced by `********`; the
    /// other commands of the line and a comment after them are kept as they are
    /// (`units metric; key ********`).
    package static func masked(_ line: String) -> String {
        guard isSecret(line) else { return line }
        let code = LineSplitter.withoutComment(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        let comment = line.dropFirst(code.count)
        let pieces = code.split(separator: ";", omittingEmptySubsequences: false).map { piece -> String in
            guard let shown = secretPrefix(String(piece).trimmingWhitespace()) else { return String(piece) }
            let indent = piece.prefix { $0 == " " || $0 == "\t" }
            return "\(indent)\(shown) \(mask)"
        }
        return pieces.joined(separator: ";") + comment
    }

    /// Whether the line may carry an API key: `key SOMETHING`, alone or among other commands
    /// (`units metric; key …`), or `location key SOMETHING` (a key typed where a place was
    /// meant). Such a line never goes into history.
    package static func isSecret(_ line: String) -> Bool {
        LineSplitter.commands(in: line).contains { secretPrefix($0) != nil }
    }

    /// The words of a command that come before its key (`key`, `location key`), or nil when
    /// the command carries none.
    private static func secretPrefix(_ command: String) -> String? {
        let (word, rest) = command.splitFirstWord()
        if word.lowercased() == "key" { return rest.isEmpty ? nil : word }
        guard word.lowercased() == "location" else { return nil }
        let (second, key) = rest.splitFirstWord()
        return second.lowercased() == "key" && !key.isEmpty ? "\(word) \(second)" : nil
    }
}
