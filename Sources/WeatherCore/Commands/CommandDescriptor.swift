import CoreLanguage
import CoreState
import CoreSupport

/// One command's facts in one place: its names, its help, the words that may follow it and how
/// to read them. `help`, Tab completion, suggestions for mistyped names, the parser and the
/// documentation test all read descriptors; adding a command means one descriptor and a handler.
package struct CommandDescriptor: Sendable {
    /// Which app a command belongs to; nil for commands of both.
    package let app: AppKind?
    package let name: String
    /// Other names for it (`?` for `help`, `exit` for `quit`).
    package let synonyms: [String]
    package let usage: String
    /// One line, for the `help` list.
    package let summary: String
    /// What `help COMMAND` says under the usage; lines starting with two spaces are a table.
    package let details: String
    /// Words that may follow the command, for completion and error messages.
    package let completions: [String]
    /// Reads what follows the command's name.
    package let parse: @Sendable (CommandArguments) -> Result<Command, CommandError>

    package init(
        app: AppKind? = nil, name: String, synonyms: [String] = [], usage: String, summary: String, details: String,
        completions: [String] = [], parse: @escaping @Sendable (CommandArguments) -> Result<Command, CommandError>
    ) {
        self.app = app
        self.name = name
        self.synonyms = synonyms
        self.usage = usage
        self.summary = summary
        self.details = details
        self.completions = completions
        self.parse = parse
    }

    /// Whether `word` (lowercased) names this command.
    package func isNamed(_ word: String) -> Bool { name == word || synonyms.contains(word) }

    package func error(_ message: Phrase) -> CommandError { CommandError(command: name, message: message) }

    /// A setting chosen from an enumeration's values: `NAME [A|B|C]`, completed with the values;
    /// the name alone shows the setting (`command(nil)`).
    package static func choosing<T: RawRepresentable & CaseIterable & Sendable>(
        _ values: T.Type, app: AppKind? = nil, name: String, summary: String, details: String,
        command: @escaping @Sendable (T?) -> Command
    ) -> CommandDescriptor where T.RawValue == String {
        let words = T.allCases.map(\.rawValue)
        return CommandDescriptor(
            app: app, name: name, usage: "\(name) [\(words.joined(separator: "|"))]", summary: summary, details: details,
            completions: words,
            parse: { arguments in
                guard let text = arguments.text else { return .success(command(nil)) }
                return arguments.choice(text, of: T.self).map(command)
            })
    }

    /// A setting turned `on` or `off`; the name alone shows it (`command(nil)`).
    package static func onOff(
        app: AppKind? = nil, name: String, summary: String, details: String, command: @escaping @Sendable (Bool?) -> Command
    ) -> CommandDescriptor {
        CommandDescriptor(
            app: app, name: name, usage: "\(name) [on|off]", summary: summary, details: details, completions: ["on", "off"],
            parse: { arguments in
                switch arguments.text?.lowercased() {
                case nil: return .success(command(nil))
                case "on": return .success(command(true))
                case "off": return .success(command(false))
                default: return .failure(arguments.error(.notOnOff(arguments.text ?? "")))
                }
            })
    }
}

/// What follows a command's name, with the command it follows, for its parser's errors.
package struct CommandArguments: Sendable {
    package let command: CommandDescriptor
    /// The rest of the line, trimmed; nil when nothing follows the name.
    package let text: String?

    package func error(_ message: Phrase) -> CommandError { command.error(message) }

    /// `command` when nothing follows the name, else "takes no argument".
    package func none(_ command: Command) -> Result<Command, CommandError> {
        text == nil ? .success(command) : .failure(error("takes no argument"))
    }

    /// `text` as one of an enumeration's raw values, or an error listing them (with a guess).
    package func choice<T: RawRepresentable & CaseIterable>(_ text: String, of type: T.Type) -> Result<T, CommandError>
    where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return .success(value) }
        let allowed = T.allCases.map(\.rawValue)
        let shown = TerminalSafety.sanitize(String(text.prefix(40)))
        var message: Phrase = "`\(shown)` is not one of \(allowed.joined(separator: ", "))"
        if let guess = CommandRegistry.suggestion(for: text, among: allowed) { message += "; did you mean `\(guess)`?" }
        return .failure(error(message))
    }
}
