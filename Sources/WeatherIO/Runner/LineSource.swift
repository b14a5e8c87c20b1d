import WeatherCore

/// Where the runner reads its lines: libedit at a terminal (the executable's), a file
/// descriptor otherwise (`PlainLineReader`), an array of lines in tests.
package protocol LineSource {
    /// The next line, `.interrupted` after Ctrl-C, or `.end` at the end of input.
    /// - Parameters:
    ///   - prompt: what to show, and what Tab completion needs to know of the session.
    ///   - beforeWaiting: called before a read that may block, so that everything printed so far
    ///     is seen (and changed state saved) first.
    mutating func next(_ prompt: Prompt, beforeWaiting: () -> Void) -> ReadResult
    /// Keeps a line in the history, where there is one.
    mutating func record(_ line: String)
}

extension LineSource {
    package mutating func record(_ line: String) {}
}

/// What a line source read.
package enum ReadResult: Equatable, Sendable {
    case line(String)
    /// A line longer than wxsh accepts; its bytes were dropped.
    case tooLong
    /// Ctrl-C: the line being typed was abandoned.
    case interrupted
    /// The input cannot be read further (too large, an I/O error): said, and the run ends with 2.
    case failed(Phrase)
    case end
}

/// The prompt, with what Tab completes against: the open app, and whether the change-location
/// sheet takes the line as a place.
public struct Prompt: Equatable, Sendable {
    public let text: String
    public let app: AppKind
    public let inSheet: Bool
    /// The app's tab names in the user's language (`vorhersage`, `予報`), offered beside the English ones.
    public var tabNames: [String] = []
    /// The session's language: a place's name in it completes as its own name does (`Wien`).
    public var language: Language = .en
}

/// What the terminal's line reader is handed: where the history is kept (nil: nowhere this run)
/// the place names Tab completes after `location`, and how a message of its own (the history
/// could not be read or saved) is said in the language.
public struct TerminalLineSetup: Sendable {
    public let historyFile: String?
    /// The names that complete a typed start, in a language.
    public let places: @Sendable (String, Language) -> [GazetteerCompletion]
    package let say: @Sendable (Phrase) -> String
}
