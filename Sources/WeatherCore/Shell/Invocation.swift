import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// What the user asked for on the command line.
package struct Invocation: Equatable, Sendable {
    /// Where commands come from.
    package enum Input: Equatable, Sendable {
        /// `-c TEXT`
        case commands(String)
        /// `SCRIPT`; `-` is standard input.
        case script(String)
        /// Neither: interactive on a terminal, else standard input.
        case standardInput
    }

    package var input: Input = .standardInput
    package var offline = false
    package var units: Units?
    package var format: OutputFormat?
    package var provider: ProviderID?
    package var noColor = false
    /// `--no-pager`: print tall output straight, this run.
    package var noPager = false
    package var echo = false
    package var bail = false
    /// `--trace`: `trace on` for this run.
    package var trace = false
    package var showVersion = false
    package var showHelp = false
    /// `--record FILE`, `--replay FILE`, `--cast FILE`, `--pace MS`: demos (see `Recording`).
    package var record: String?
    package var replay: String?
    package var cast: String?
    package var pace: Int?
    /// `--pause MS`: a wait after each scripted command's output; `--step`: wait for Enter
    /// before each (see `DemoOptions`).
    package var pauseAfter: Int?
    package var step = false
    /// `--title TEXT`, `--cast-size COLSxROWS`: what the cast says of itself.
    package var title: String?
    package var castSize: CastSize?
    /// `--cast-theme dark|light`, `--cast-font-size PX`: how an SVG cast looks.
    package var castTheme: CastTheme?
    package var castFontSize: Int?
    /// `--start bundled`: show the launch screen before a script's first command.
    package var start: StartView?
    /// `--color always|auto|never`; nil is `auto` (`--no-color` is `never`).
    package var color: ColorChoice?
    /// `--lang CODE`: the language for this run.
    package var lang: Language?
    /// `--completion SHELL`: print that shell's completion script and exit.
    package var completion: CompletionScript.Shell?

    package init() {}

    /// Parses the arguments after the program name.
    /// - Returns: the invocation, or a usage error (exit status 2).
    package static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        var result = Invocation()
        var commands: [String] = []
        var script: String?
        var index = 0
        func value(for option: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError("\(option) needs a value")) }
            return .success(arguments[index])
        }
        var onlyOperands = false
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyOperands, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take(_ option: String) -> Result<String, UsageError> {
                if let inlineValue { return .success(inlineValue) }
                return value(for: option)
            }
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                guard script == nil else {
                    return .failure(UsageError("only one SCRIPT can be given (got `\(TerminalSafety.sanitize(argument))` too)"))
                }
                script = argument
                index += 1
                continue
            }
            if inlineValue != nil, Invocation.switches.contains(argument) {
                return .failure(UsageError("\(argument) takes no value (got `\(argument)=\(TerminalSafety.sanitize(inlineValue ?? ""))`)"))
            }
            /// The option's value as `read` reads it, or an error saying what the option takes.
            func choice<T>(_ option: String, takes: Phrase, _ read: (String) -> T?) -> Result<T, UsageError> {
                take(option).flatMap { text in
                    read(text).map { .success($0) }
                        ?? .failure(UsageError("\(option) takes \(takes) (got `\(TerminalSafety.sanitize(text))`)"))
                }
            }
            /// A file's name: not empty (`--cast ''` names no file, not the current folder).
            func file(_ option: String) -> Result<String, UsageError> {
                take(option).flatMap { $0.isEmpty ? .failure(UsageError("\(option) needs a file name, not an empty one")) : .success($0) }
            }
            do throws(UsageError) {
                switch argument {
                case "--":
                    onlyOperands = true
                case "-c", "--command": commands.append(try take(argument).get())
                case "--offline": result.offline = true
                case "--units":
                    result.units = try choice(argument, takes: Takes.units) { Units(rawValue: $0.lowercased()) }.get()
                case "--format":
                    result.format = try choice(argument, takes: Takes.format) { OutputFormat(rawValue: $0.lowercased()) }.get()
                case "--provider": result.provider = try choice(argument, takes: Takes.provider, ProviderID.named).get()
                case "--no-color", "--no-colour": result.noColor = true
                case "--no-pager": result.noPager = true
                case "--echo": result.echo = true
                case "--bail": result.bail = true
                case "--trace": result.trace = true
                case "-V", "--version": result.showVersion = true
                case "-h", "--help": result.showHelp = true
                case "--record": result.record = try file(argument).get()
                case "--replay": result.replay = try file(argument).get()
                case "--cast": result.cast = try file(argument).get()
                case "--lang": result.lang = try choice(argument, takes: Takes.language, Language.init(code:)).get()
                case "--completion":
                    result.completion = try choice(argument, takes: Takes.shell, CompletionScript.Shell.init(rawValue:)).get()
                case "--pace": result.pace = try choice(argument, takes: Takes.pace, Invocation.pace).get()
                case "--pause":
                    result.pauseAfter = try choice(argument, takes: Takes.pause, DemoOptions.pauseMilliseconds).get()
                case "--step": result.step = true
                case "--title": result.title = try take(argument).get()
                case "--cast-size":
                    result.castSize = try choice(argument, takes: Takes.castSize, CastSize.init).get()
                case "--cast-theme":
                    result.castTheme = try choice(argument, takes: Takes.castTheme) { CastTheme(rawValue: $0.lowercased()) }.get()
                case "--cast-font-size":
                    result.castFontSize = try choice(argument, takes: Takes.castFontSize, DemoOptions.castFontSize).get()
                case "--start":
                    result.start = try choice(argument, takes: Takes.start) { StartView(rawValue: $0.lowercased()) }.get()
                case "--color", "--colour":
                    result.color = try choice(argument, takes: Takes.color) { ColorChoice(rawValue: $0.lowercased()) }.get()
                default:
                    if inlineValue == nil, argument.hasPrefix("-c"), argument.count > 2 {
                        commands.append(String(argument.dropFirst(2)))
                    } else {
                        throw UsageError("unknown option `\(TerminalSafety.sanitize(argument))`")
                    }
                }
            } catch {
                return .failure(error)
            }
            index += 1
        }
        // A presenter's keys go to wxsh, never to a pager.
        if result.step { result.noPager = true }
        if result.record != nil && result.replay != nil {
            return .failure(UsageError("give either --record FILE or --replay FILE, not both"))
        }
        if !commands.isEmpty && script != nil {
            return .failure(UsageError("give either -c TEXT or a SCRIPT, not both"))
        }
        if !commands.isEmpty {
            result.input = .commands(commands.joined(separator: "\n"))
        } else if let script {
            result.input = .script(script)
        }
        return .success(result)
    }

    /// `--pace`'s milliseconds: a whole number up to 5 s.
    package static func pace(_ text: String) -> Int? { Int(text).flatMap { (0...5000).contains($0) ? $0 : nil } }

    /// The long options that are on or off and so take no `=VALUE`.
    package static let switches: Set<String> = [
        "--offline", "--no-color", "--no-colour", "--no-pager", "--echo", "--bail", "--version", "--help", "--trace", "--step"
    ]

    /// `wxsh --help`.
    package static let helpText = """
        Usage: wxsh [OPTIONS] [SCRIPT]

        A shell for weather and air quality from OpenWeather (with an API key) or
        Open-Meteo (no key; weather data by Open-Meteo.com, CC BY 4.0). Starts on
        bundled London data; type `help` inside for the commands.

        Options:
        \(optionsHelp)

        Without --units, the last run's units are used (at first, metric). The format
        is text unless --format says otherwise: it is never saved, `format` included.
        Without --provider, the one chosen with `provider`; at first OpenWeather when a
        key is set, else Open-Meteo. Without --lang, the one chosen with `lang`,
        else LC_ALL, LC_MESSAGES, LANG (English for C, POSIX and others).
        In commands, `#` at the start or after a space starts a comment (`now # why`).
        With neither -c nor SCRIPT, wxsh is interactive when standard input and output
        are terminals, and otherwise reads commands from standard input.

        Exit status (SCRIPT, -c, pipes): 0 when every command succeeded, 1 when any
        failed, 2 for a usage error or a SCRIPT that cannot be read (or is over 8 MB),
        130 when Ctrl-C stopped the run; 143 (SIGTERM) and 129 (SIGHUP), state saved
        first. An interactive session exits 0 on `quit` or Ctrl-D.
        Requests wait 10 s to connect and 30 s in all; answers over 4 MB are refused.
        Environment: OPENWEATHER_API_KEY, OPENWEATHER_API_URL, OPEN_METEO_API_URL,
        OPENWEATHER_ICON_URL, XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_CACHE_HOME,
        WXSH_DATA_DIR, NO_COLOR, TERM, TERM_PROGRAM, TMUX, STY, COLUMNS, LINES, PAGER,
        LANG, LC_ALL, LC_CTYPE, LC_MESSAGES, LC_MONETARY, TZ, HOME (else the password
        database's; with neither, nothing is saved), https_proxy, HTTPS_PROXY, no_proxy,
        NO_PROXY, CURL_CA_BUNDLE, SWIFT_BACKTRACE. Core dumps are off.
        See wxsh(1).
        """
}

/// What each option takes, as its usage error says it: in the language, the values as typed.
private enum Takes {
    static let units: Phrase = "metric, imperial or standard"
    static let format: Phrase = "text, json or line"
    static let provider: Phrase = "openweather or open-meteo"
    static let language: Phrase = "one of \(Language.codes)"
    static let shell: Phrase = "bash, zsh or fish"
    static let pace: Phrase = "milliseconds from 0 to 5000"
    static let pause: Phrase = "milliseconds from 0 to 60000"
    static let castSize: Phrase = "COLSxROWS from 40x5 to 1000x1000, such as 100x30"
    static var castTheme: Phrase { "dark or light" }
    static var castFontSize: Phrase { "pixels from 8 to 64" }
    static var start: Phrase { "bundled or none" }
    static let color: Phrase = "always, auto or never"
}

/// A command line wxsh cannot run, said in one line.
package struct UsageError: Error, Equatable, Sendable {
    package let message: Phrase
    package init(_ message: Phrase) { self.message = message }
}
