import CoreLanguage
import CoreState
import CoreSupport

/// Turns a line of input into a `Command`, or says what is wrong with it: finds the command's
/// descriptor (or the tab's) and lets it read the rest.
package enum CommandParser {
    /// The longest line wxsh reads; longer input is refused rather than parsed.
    package static let maximumLineLength = LineBuffer.maximumCommandBytes

    /// Parses one command for the open app. Names are case-insensitive; arguments keep their case.
    package static func parse(_ line: String, app: AppKind = .weather) -> Result<Command, CommandError> {
        if line.utf8.count > maximumLineLength {
            return .failure(
                CommandError(command: nil, message: "line too long (\(line.utf8.count) bytes; the limit is \(maximumLineLength))"))
        }
        let trimmed = line.trimmingWhitespace()
        let (word, rest) = trimmed.splitFirstWord()
        let name = word.lowercased()
        let argument = rest.isEmpty ? nil : rest

        // A bare tab name shows that tab (a command's name wins over a finance tab's synonym).
        if CommandRegistry.command(named: name, in: app) == nil, let tab = CommandRegistry.tab(named: name, in: app) {
            return tab.parse(name, argument)
        }
        // A bare number picks from the numbered list shown last.
        if app == .weather, argument == nil, let number = Int(word) { return .success(.weather(.pick(number))) }
        guard let command = CommandRegistry.command(named: name, in: app) else {
            let shown = TerminalSafety.sanitize(String(word.prefix(40)))
            if let other = CommandRegistry.otherApp(for: name, than: app) {
                return .failure(
                    CommandError(
                        command: nil, message: "`\(shown)` belongs to the \(other.rawValue) app; type `app \(other.rawValue)` first"))
            }
            if let guess = CommandRegistry.suggestion(for: name, in: app) {
                return .failure(CommandError(command: nil, message: "unknown command `\(shown)`; did you mean `\(guess)`?"))
            }
            return .failure(CommandError(command: nil, message: "unknown command `\(shown)`; type `help` for the list"))
        }
        return command.parse(CommandArguments(command: command, text: argument))
    }
}

extension CommandParser {
    /// Whether the line's first word names nothing of either app (no command, tab or number):
    /// such a line may be a question (`ask`), never a changed meaning of a command.
    package static func isUnknownCommand(_ line: String, app: AppKind) -> Bool {
        let (word, _) = line.trimmingWhitespace().splitFirstWord()
        let name = word.lowercased()
        guard !name.isEmpty, line.utf8.count <= maximumLineLength else { return false }
        return CommandRegistry.command(named: name, in: app) == nil && CommandRegistry.tab(named: name, in: app) == nil && Int(word) == nil
            && CommandRegistry.otherApp(for: name, than: app) == nil
    }
}

/// A line that is not a valid command, and why.
package struct CommandError: Error, Equatable, Sendable {
    /// The command it concerns, when the name was understood.
    package let command: String?
    package let message: Phrase

    package init(command: String?, message: Phrase) {
        self.command = command
        self.message = message
    }

    /// `tab: which tab? …` or just the message.
    package var text: Phrase { command.map { "\($0): \(message)" } ?? message }
}
