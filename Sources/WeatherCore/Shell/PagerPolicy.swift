import CoreCommands

/// Whether one command's output goes through a pager, as git and psql decide it: on a terminal,
/// when it is taller than the screen, with the pager on; never in pipes.
package enum PagerPolicy {
    /// `less -FRX`: quits when the text fits (-F), keeps colour (-R), leaves the text on the
    /// screen when it quits (-X).
    package static let defaultCommand = "less -FRX"

    /// The shell command to page `text` with, or nil to print it straight.
    /// - Parameters:
    ///   - outputIsTerminal: whether standard output (and input) are a terminal.
    ///   - enabled: `pager on` and no `--no-pager`.
    ///   - rows: the terminal's height (`LINES`, else the terminal's own); nil when unknown.
    ///   - pager: `PAGER` from the environment (nil when unset).
    package static func command(for text: String, outputIsTerminal: Bool, enabled: Bool, rows: Int?, pager: String?) -> String? {
        guard outputIsTerminal, enabled, let rows, rows > 1 else { return nil }
        let command = (pager ?? defaultCommand).trimmingWhitespace()
        guard !command.isEmpty, command != "cat" else { return nil }
        // The prompt takes the last row.
        var lines = 1
        for byte in text.utf8 where byte == 0x0A {
            lines += 1
            if lines > rows - 1 { return command }
        }
        return nil
    }

    /// The terminal's height: `LINES` when it is a positive number, else `terminalRows`.
    package static func rows(environment: [String: String], terminalRows: Int?) -> Int? {
        if let text = environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        return terminalRows.flatMap { $0 > 0 ? $0 : nil }
    }
}
