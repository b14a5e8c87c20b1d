import WeatherCore

/// What wxsh says on standard error before the session runs (a bad option, a damaged state
/// file, a bad URL variable): `wxsh: …`, or with `--format json` one JSON object a line, as every
/// later error and warning is, so a script reading JSON can parse every line from the first.
extension SessionRunner {
    /// A start-up failure: `{"error":{"command":null,"kind":…,"message":…}}` in JSON.
    /// The message is said in `words`' language (`startWords` before the session is made).
    static func startError(_ message: Phrase, kind: ErrorReport.Kind, json: Bool, words: Words) -> String {
        json ? ErrorReport(message, kind: kind).json(command: nil, file: nil, line: nil, words: words) : "wxsh: \(words(message))"
    }

    /// The language said before the session (and the saved `lang` in its state file) is read:
    /// `--lang`, else the environment's; English in a legacy character set.
    static func startWords(_ lang: Language?, environment: [String: String], folders: [String]) -> Words {
        if TerminalPolicy.legacyCharset(environment: environment) != nil { return .english }
        return LanguageFiles(folders: folders).words(for: lang ?? Language.from(environment: environment)).words
    }

    /// A warning, at start-up or later (`warn`): `wxsh: …`, or `{"warning":{"message":…}}` in JSON.
    static func warningLine(_ message: String, json: Bool) -> String {
        json ? ErrorReport.warningJSON(message) : "wxsh: \(message)"
    }
}

extension Invocation {
    /// Whether the arguments ask for JSON (`--format json`, `--format=json`), read before they
    /// are parsed so that even a usage error in them comes out as JSON.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return false }
            if argument.lowercased() == "--format=json" { return true }
            if argument == "--format", index + 1 < arguments.count, arguments[index + 1].lowercased() == "json" { return true }
        }
        return false
    }

    /// The language `--lang CODE` (`--lang=CODE`) asks for, read before the arguments are
    /// parsed so that a usage error in them is said in it.
    static func asksForLanguage(_ arguments: [String]) -> Language? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument.hasPrefix("--lang=") { return Language(code: String(argument.dropFirst(7))) }
            if argument == "--lang", index + 1 < arguments.count { return Language(code: arguments[index + 1]) }
        }
        return nil
    }
}
