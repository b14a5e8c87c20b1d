/// One command's facts in one place: its names, its help, the words that may follow it and how
/// to read them. `help`, Tab completion, suggestions for mistyped names, the parser and the
/// documentation test all read descriptors; adding a command means one descriptor and a handler.
struct CommandDescriptor: Sendable {
    /// Which app a command belongs to; nil for commands of both.
    let app: AppKind?
    let name: String
    /// Other names for it (`?` for `help`, `exit` for `quit`).
    let synonyms: [String]
    let usage: String
    /// One line, for the `help` list.
    let summary: String
    /// What `help COMMAND` says under the usage; lines starting with two spaces are a table.
    let details: String
    /// Words that may follow the command, for completion and error messages.
    let completions: [String]
    /// Reads what follows the command's name.
    let parse: @Sendable (CommandArguments) -> Result<Command, CommandError>

    init(
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
    func isNamed(_ word: String) -> Bool { name == word || synonyms.contains(word) }

    func error(_ message: String) -> CommandError { CommandError(command: name, message: message) }
}

/// What follows a command's name, with the command it follows, for its parser's errors.
struct CommandArguments: Sendable {
    let command: CommandDescriptor
    /// The rest of the line, trimmed; nil when nothing follows the name.
    let text: String?

    func error(_ message: String) -> CommandError { command.error(message) }

    /// `command` when nothing follows the name, else "takes no argument".
    func none(_ command: Command) -> Result<Command, CommandError> {
        text == nil ? .success(command) : .failure(error("takes no argument"))
    }

    /// One of an enumeration's values by its raw value (case-insensitive); alone, `command(nil)`
    /// (the setting is shown).
    func setting<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ command: (T?) -> Command) -> Result<Command, CommandError>
    where T.RawValue == String {
        guard let text else { return .success(command(nil)) }
        return choice(text, of: type).map(command)
    }

    /// `on` or `off`; alone, `command(nil)` (the setting is shown).
    func onOff(_ command: (Bool?) -> Command) -> Result<Command, CommandError> {
        switch text?.lowercased() {
        case nil: return .success(command(nil))
        case "on": return .success(command(true))
        case "off": return .success(command(false))
        default: return .failure(error("`\(TerminalSafety.sanitize(text ?? ""))` is not on or off"))
        }
    }

    /// `text` as one of an enumeration's raw values, or an error listing them (with a guess).
    func choice<T: RawRepresentable & CaseIterable>(_ text: String, of type: T.Type) -> Result<T, CommandError>
    where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return .success(value) }
        let allowed = T.allCases.map(\.rawValue)
        let shown = TerminalSafety.sanitize(String(text.prefix(40)))
        var message = "`\(shown)` is not one of \(allowed.joined(separator: ", "))"
        if let guess = CommandRegistry.suggestion(for: text, among: allowed) { message += "; did you mean `\(guess)`?" }
        return .failure(error(message))
    }
}
