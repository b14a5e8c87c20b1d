import CoreLanguage
import CoreModel
import CoreState

/// wxsh's command-line options as data: `--help` lists them from this table, and
/// `--completion` makes each shell's completion script from it.
extension Invocation {
    /// One option (or the SCRIPT operand) as `--help` shows it and a shell completes it.
    package struct Option: Equatable, Sendable {
        /// What its value is, for completion.
        package enum Value: Equatable, Sendable {
            /// A switch: no value.
            case none
            /// One of these words.
            case choices([String])
            /// A file's name.
            case file
            /// wxsh commands (`-c`).
            case commands
            /// Anything (a number).
            case text
        }

        /// `-c`, or nil.
        package let short: String?
        /// `--command`, or nil for the SCRIPT operand.
        package let long: String?
        /// How `--help` names the value (`TEXT`), or nil for a switch.
        package let placeholder: String?
        package let value: Value
        /// `--help`'s lines for it; the first is its one-line summary.
        package let help: [String]

        package init(_ short: String?, _ long: String?, _ placeholder: String? = nil, _ value: Value = .none, _ help: String...) {
            self.short = short
            self.long = long
            self.placeholder = placeholder
            self.value = value
            self.help = help
        }

        /// `-c, --command TEXT`, as `--help` writes it.
        package var usage: String {
            [[short, long].compactMap { $0 }.joined(separator: ", "), placeholder].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: " ")
        }
    }

    /// Every option, in `--help`'s order (SCRIPT, the operand, among them where `--help` puts it).
    package static let options: [Option] = [
        Option("-c", "--command", "TEXT", .commands, "run TEXT (commands split by newlines or `;`), then exit"),
        Option(nil, nil, "SCRIPT", .file, "run the commands in file SCRIPT (`-`: standard input)"),
        Option(nil, "--offline", nil, .none, "never touch the network"),
        Option(nil, "--units", "UNITS", .choices(Units.allCases.map(\.rawValue)), "metric, imperial or standard, for this run"),
        Option(nil, "--format", "FORMAT", .choices(OutputFormat.allCases.map(\.rawValue)), "text, json or line, for this run"),
        Option(nil, "--provider", "NAME", .choices(["openweather", "open-meteo"]), "openweather or open-meteo, for this run"),
        Option(nil, "--no-color", nil, .none, "no colour (also with NO_COLOR, TERM=dumb, or no terminal)"),
        Option(nil, "--no-pager", nil, .none, "never page tall output through $PAGER"),
        Option(nil, "--echo", nil, .none, "print each command after the prompt, before its output"),
        Option(nil, "--bail", nil, .none, "stop at the first command that fails"),
        Option(nil, "--trace", nil, .none, "after each command, say what it did on standard error"),
        Option(nil, "--record", "FILE", .file, "write every HTTP exchange (no key) to FILE, for --replay"),
        Option(
            nil, "--replay", "FILE", .file, "answer every request from FILE, never the network;",
            "the clock runs from the recording's times"),
        Option(
            nil, "--cast", "FILE", .file, "also write what the terminal shows to FILE (asciicast v2;",
            "FILE.svg: an animated SVG, for slides)"),
        Option(nil, "--pace", "MS", .text, "with --echo, type each command a character every MS ms"),
        Option(nil, "--pause", "MS", .text, "wait MS ms after each scripted command's output"),
        Option(
            nil, "--step", nil, .none, "at a terminal, present the script a step at a time",
            "(Enter, Space, PgDn, Right, Down: next; PgUp, Left, Up,",
            "b: back; g N Enter: step N; n, p: narrated sections;",
            "`:` one improvised command; q leaves)"),
        Option(nil, "--title", "TEXT", .text, "the cast's title"),
        Option(nil, "--cast-size", "COLSxROWS", .text, "", "the cast's size when output is not a terminal (80x24)"),
        Option(nil, "--cast-theme", "THEME", .choices(CastTheme.allCases.map(\.rawValue)), "dark or light: the SVG cast's colours"),
        Option(nil, "--cast-font-size", "PX", .text, "the SVG cast's font size in pixels (14)"),
        Option(
            nil, "--start", "VIEW", .choices(StartView.allCases.map(\.rawValue)), "bundled: before a script's first command, show",
            "the launch screen (bundled London) as at a terminal"),
        Option(nil, "--color", "WHEN", .choices(["always", "auto", "never"]), "always, auto or never: colour (auto: at a terminal only)"),
        Option(nil, "--lang", "CODE", .choices(Language.allCases.map(\.rawValue)), "\(Language.codes), for this run"),
        Option(
            nil, "--completion", "SHELL", .choices(CompletionScript.Shell.allCases.map(\.rawValue)),
            "print a completion script for bash, zsh or fish"),
        Option("-V", "--version", nil, .none, "print the version and exit"),
        Option("-h", "--help", nil, .none, "print this help and exit")
    ]

    /// The Options section of `--help`: each usage in a column of 21, its help beside it.
    package static var optionsHelp: String {
        options.flatMap { option in
            option.help.enumerated().map { index, line in
                let left = index == 0 ? option.usage : ""
                // A usage too long for the column has its help on the next line, with no space after it.
                guard !line.isEmpty else { return "  " + left }
                return "  " + left + String(repeating: " ", count: max(1, 21 - left.count)) + line
            }
        }.joined(separator: "\n")
    }
}
