import CoreLanguage
import CoreSupport

/// What a command needs after its name, when what follows is missing or not one of its words.
/// Each text typed is shown as it was typed, made safe for the terminal.
package enum CommandUsage: TypedMessage, Equatable {
    /// A setting that is `on` or `off`.
    case notOnOff(String)
    /// `trace` with a word that is not `on`, `off` or `sequence`.
    case notATraceSetting(String)
    /// `trace sequence` with a word that is neither `all` nor a command's number.
    case notACommandNumber(String)
    /// `map` with a word that is not `wider` or `closer`.
    case notWiderOrCloser(String)
    /// A command that reads a file, without one; `usage` the command's.
    case whichFile(usage: String)
    /// `tab` alone; `tabs` its words.
    case whichTab([String])
    /// A weather tab's name in the finance app.
    case weatherTab(String)
    /// `wind` with a word that is no unit; `units` the symbols it takes.
    case notAWindUnit(String, units: [String])
    /// `lang` with a code it does not know; `known` each language's code and name.
    case notALanguage(String, known: [String])
    /// `raw` with a text that is not a path.
    case notAPath(String)
    /// `app` alone.
    case whichApp
    /// `ask` alone.
    case noQuestion
    /// `explain hourly|day` without a row number (`row` nil) or with a word that is none.
    case rowNumber(kind: String, row: String?)
    /// `snapshot` alone.
    case snapshotFile
    /// `pause` with a text that is no number of seconds it takes.
    case notPauseSeconds(String)

    package var phrase: Phrase {
        switch self {
        case .notOnOff(let text): return "`\(TerminalSafety.sanitize(text))` is not on or off"
        case .notATraceSetting(let text): return "`\(TerminalSafety.sanitize(text))` is not on, off or sequence"
        case .notACommandNumber(let text): return "`\(TerminalSafety.sanitize(text))` is not all or a command's number"
        case .notWiderOrCloser(let text): return "`\(TerminalSafety.sanitize(text))` is not wider or closer"
        case .whichFile(let usage): return "which file? usage: \(usage)"
        case .whichTab(let tabs): return "which tab? one of \(tabs.joined(separator: ", "))"
        case .weatherTab(let tab): return "`\(tab)` is a weather tab; type `app weather` first"
        case .notAWindUnit(let text, let units): return "`\(text)` is not one of \(units.joined(separator: ", "))"
        case .notALanguage(let text, let known): return "`\(text)` is not a language wxsh speaks: \(known.joined(separator: ", "))"
        case .notAPath(let text): return "`\(text)` is not a path; write one as jq does: `current.temp`, `hourly[0]`"
        case .whichApp: return "which app? weather or finance"
        case .noQuestion: return "what is the question? e.g. `ask will it rain tomorrow?`"
        case .rowNumber(let kind, let row):
            let what: Phrase = row.map { "`\($0)` is not a row number" } ?? "a row number is missing"
            return "\(what); write `explain \(kind) N FIGURE`, N from 1"
        case .snapshotFile: return "needs a FILE to write, such as `snapshot now.svg`"
        case .notPauseSeconds(let text): return "`\(text)` is not a number of seconds from 0 to 600"
        }
    }
}

extension CommandArguments {
    package func error(_ message: CommandUsage) -> CommandError { error(message.phrase) }
}
