import CoreLanguage
import CoreRendering

/// `wxsh --help` in the run's language (`--lang`, else the environment's): each option's
/// summary and each paragraph is a catalog message, wrapped at 80 columns; the options, the
/// variables and the values as typed stay as they are. English is `helpText`, as it was.
extension Invocation {
    /// `--help` in `words`' language.
    package static func helpText(in words: Words) -> String {
        guard words.language != .en else { return helpText }
        var style = RenderStyle(width: 80)
        style.words = words
        var lines = [words("Usage: wxsh [OPTIONS] [SCRIPT]"), ""]
        lines += style.wrap(words(HelpParagraphs.intro))
        lines += ["", words("Options:")]
        var column = style
        column.width = 80 - 23
        for option in options {
            let said = column.wrap(words(summary(of: option))).map { String(repeating: " ", count: 23) + $0 }
            let left = "  " + option.usage
            if option.help.first?.isEmpty ?? true || left.count > 22 {
                lines += [left] + said
            } else {
                lines += [left + String(repeating: " ", count: 23 - left.count) + said[0].dropFirst(23)] + said.dropFirst()
            }
        }
        lines.append("")
        for paragraph in HelpParagraphs.settings { lines += style.wrap(words(paragraph)) }
        lines.append("")
        for paragraph in HelpParagraphs.ending { lines += style.wrap(words(paragraph)) }
        lines += style.wrap(words(HelpParagraphs.environment))
        lines.append(words("See wxsh(1)."))
        return lines.joined(separator: "\n")
    }

    /// An option's summary as a catalog message: its `help` lines joined.
    package static func summary(of option: Option) -> Phrase {
        if option.long == "--lang" { return optionSummaries[optionSummaries.count - 1] }
        return Phrase(stringLiteral: option.help.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// Each option's summary as a catalog message, in `options`' order, `--lang`'s last (a test
    /// holds them to the options' own words).
    package static let optionSummaries: [Phrase] = [
        // translatable:
        "run TEXT (commands split by newlines or `;`), then exit",
        "run the commands in file SCRIPT (`-`: standard input)",
        "never touch the network",
        "metric, imperial or standard, for this run",
        "text, json or line, for this run",
        "openweather or open-meteo, for this run",
        "no colour (also with NO_COLOR, TERM=dumb, or no terminal)",
        "never page tall output through $PAGER",
        "print each command after the prompt, before its output",
        "stop at the first command that fails",
        "after each command, say what it did on standard error",
        "write every HTTP exchange (no key) to FILE, for --replay",
        "answer every request from FILE, never the network; the clock runs from the recording's times",
        "also write what the terminal shows to FILE (asciicast v2; FILE.svg: an animated SVG, for slides)",
        "with --echo, type each command a character every MS ms",
        "wait MS ms after each scripted command's output",
        "at a terminal, present the script a step at a time (Enter, Space, PgDn, Right, Down: next; PgUp, Left, Up, b: back; g N Enter: step N; n, p: narrated sections; `:` one improvised command; q leaves)",
        "the cast's title",
        "the cast's size when output is not a terminal (80x24)",
        "dark or light: the SVG cast's colours",
        "the SVG cast's font size in pixels (14)",
        "bundled: before a script's first command, show the launch screen (bundled London) as at a terminal",
        "always, auto or never: colour (auto: at a terminal only)",
        "print a completion script for bash, zsh or fish",
        "print the version and exit",
        "print this help and exit",
        "\(Language.codes), for this run"
        // end translatable
    ]
}

/// `--help`'s paragraphs after the options, as catalog messages.
private enum HelpParagraphs {
    // translatable:
    static let intro: Phrase =
        "A shell for weather and air quality from OpenWeather (with an API key) or Open-Meteo (no key; weather data by Open-Meteo.com, CC BY 4.0). Starts on bundled London data; type `help` inside for the commands."
    // end translatable
    static let settings: [Phrase] = [
        // translatable:
        "Without --units, the last run's units are used (at first, metric). The format is text unless --format says otherwise: it is never saved, `format` included.",
        "Without --provider, the one chosen with `provider`; at first OpenWeather when a key is set, else Open-Meteo.",
        "Without --lang, the one chosen with `lang`, else LC_ALL, LC_MESSAGES, LANG (English for C, POSIX and others).",
        "In commands, `#` at the start or after a space starts a comment (`now # why`).",
        "With neither -c nor SCRIPT, wxsh is interactive when standard input and output are terminals, and otherwise reads commands from standard input."
        // end translatable
    ]
    static let ending: [Phrase] = [
        // translatable:
        "Exit status (SCRIPT, -c, pipes): 0 when every command succeeded, 1 when any failed, 2 for a usage error or a SCRIPT that cannot be read (or is over 8 MB), 130 when Ctrl-C stopped the run; 143 (SIGTERM) and 129 (SIGHUP), state saved first.",
        "An interactive session exits 0 on `quit` or Ctrl-D.",
        "Requests wait 10 s to connect and 30 s in all; answers over 4 MB are refused."
        // end translatable
    ]
    // translatable:
    static let environment: Phrase =
        "Environment: \(variables), HOME (else the password database's; with neither, nothing is saved), \(proxies). Core dumps are off."
    // end translatable
    static let variables = """
        OPENWEATHER_API_KEY, OPENWEATHER_API_URL, OPEN_METEO_API_URL, OPENWEATHER_ICON_URL, XDG_CONFIG_HOME, \
        XDG_STATE_HOME, XDG_CACHE_HOME, WXSH_DATA_DIR, NO_COLOR, TERM, TERM_PROGRAM, TMUX, STY, COLUMNS, LINES, PAGER, LANG, \
        LC_ALL, LC_CTYPE, LC_MESSAGES, LC_MONETARY, TZ
        """  // untranslated: names of variables
    static let proxies = "https_proxy, HTTPS_PROXY, no_proxy, NO_PROXY, CURL_CA_BUNDLE, SWIFT_BACKTRACE"
}
