/// Decisions about the terminal that depend only on the environment and what is a terminal.
package enum TerminalPolicy {
    /// Colour only on a terminal, and not when `--no-color`, `NO_COLOR` (non-empty) or `TERM=dumb` say no.
    package static func colorEnabled(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> Bool {
        if noColorFlag || !outputIsTerminal { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// Whether the terminal says it shows 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    package static func truecolor(environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }

    /// Whether the locale is UTF-8 (`LC_ALL`, then `LC_CTYPE`, then `LANG`, as POSIX orders them).
    package static func isUTF8(environment: [String: String]) -> Bool {
        for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[variable], !value.isEmpty {
                let lowered = value.lowercased()
                return lowered.contains("utf-8") || lowered.contains("utf8")
            }
        }
        return false
    }

    /// The character set a locale names that is not UTF-8 (`ISO-8859-1`, `eucJP`, `KOI8-R`), or
    /// nil for UTF-8 and for `C`/`POSIX`: read from `LC_ALL`, `LC_CTYPE` or `LANG` as `isUTF8`
    /// reads them. A locale without a codeset (`de_DE`) is its language's legacy set, named by
    /// the locale. wxsh then speaks English in ASCII, as for `C`: no language it speaks but
    /// English fits in ASCII, and the terminal shows a legacy set's bytes, not UTF-8's.
    package static func legacyCharset(environment: [String: String]) -> String? {
        guard let value = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            !isUTF8(environment: environment)
        else { return nil }
        var name = Substring(value)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if ["C", "POSIX"].contains(name) || name.hasPrefix("C.") { return nil }
        if let dot = name.firstIndex(of: ".") { name = name[name.index(after: dot)...] }
        return name.isEmpty ? nil : TerminalSafety.sanitize(String(name))
    }

    /// The narrowest layout: a narrower terminal or `COLUMNS` is laid out at 40 columns.
    package static let minimumWidth = 40

    /// Columns to lay text out in: `COLUMNS` when it is a number, else the terminal's width,
    /// else 80; never below 40.
    package static func width(environment: [String: String], terminalColumns: Int?) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return max(minimumWidth, columns)
        }
        if let terminalColumns, terminalColumns > 0 { return max(minimumWidth, terminalColumns) }
        return 80
    }
}
