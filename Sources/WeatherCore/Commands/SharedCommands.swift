import CoreModel
import CoreState

/// The commands of both apps, which the root session handles (and `key`, the weather app's).
package enum SharedCommands {
    /// `help [COMMAND]`
    package static let help = CommandDescriptor(
        name: "help", synonyms: ["?"], usage: "help [COMMAND]",
        summary: "list the commands, or explain one",
        details: "With no argument, lists every command. `help COMMAND` explains one, and `help TAB` describes a tab.",
        parse: { .success(.help(topic: $0.text)) })

    /// `format [text|json|line]`
    package static let format = CommandDescriptor.choosing(
        OutputFormat.self, name: "format",
        summary: "change the output format",
        details:
            "`text` for people; `json` prints every view as one line holding one JSON object; `line` prints each weather view (tabs, `day N`, `alerts`, `map`) as one short line for status bars such as tmux's, never wrapped or coloured (`London, GB 🌧️ 8.1 °C ↗ 4.6 m/s 93 %`), and everything else as text. The format is for this run only, like `--format`: it is not kept across runs.",
        command: { .format($0) })

    /// `status`
    package static let status = CommandDescriptor(
        name: "status", usage: "status",
        summary: "where the data came from and when, mode, units, provider, key",
        details:
            "Shows the data's source and age, the mode, units and format, the weather provider (and Open-Meteo's credit), whether an API key is set (never the key), and where wxsh keeps its files.",
        parse: { $0.none(.status) })

    /// `key [KEY]`
    package static let key = CommandDescriptor(
        name: "key", usage: "key [KEY]",
        summary: "say whether an OpenWeather API key is set, or save one",
        details: """
            `key` alone says whether a key is set and where it comes from, never the key itself. \
            `key KEY` saves it in $XDG_CONFIG_HOME/wxsh/config (mode 0600); OPENWEATHER_API_KEY, \
            when set, is used instead. Get a free key at https://home.openweathermap.org/api_keys \
            (the One Call 3.0 subscription has 1,000 free calls a day). A key is ASCII letters and \
            digits only, so it goes into a URL unchanged. The key is never printed, sent anywhere \
            but OpenWeather or written anywhere but that file: a line that saves one is never kept in \
            the history, and where a line is shown (--echo, trace, a cast, the `command` of a JSON \
            error) the key reads `********`. `key …` typed where a place is asked for is refused, \
            never looked up as a place. Open-Meteo needs no key: see `help provider`.
            """,
        parse: { .success(.weather(.key($0.text))) })

    /// `app weather|finance`
    package static let app = CommandDescriptor(
        name: "app", usage: "app weather|finance",
        summary: "switch between the weather app and the finance calculator",
        details:
            "wxsh hosts two apps with the same tabs and commands: the weather app and a finance calculator (lump-sum savings, savings with monthly contributions, loans and mortgages). The prompt shows which one is open.",
        completions: AppKind.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else { return .failure(arguments.error(.whichApp)) }
            return arguments.choice(text, of: AppKind.self).map(Command.app)
        })

    /// `quit`
    package static let quit = CommandDescriptor(
        name: "quit", synonyms: ["exit"], usage: "quit",
        summary: "leave wxsh (so does end of input)",
        details: "Leaves wxsh. `exit`, Ctrl-D on an empty line and the end of a script do the same.",
        parse: { $0.none(.quit) })
}
