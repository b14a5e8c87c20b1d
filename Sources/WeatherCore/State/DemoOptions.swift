import CoreSupport

/// `--cast-size COLSxROWS`: the cast's size when standard output is not a terminal.
package struct CastSize: Equatable, Sendable {
    package let columns: Int
    package let rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Reads `100x30` (or `100X30`); nil unless both are whole numbers in range (40-1000 columns,
    /// 5-1000 rows: a screen narrower than wxsh's layouts or taller than any slide is a mistake).
    package init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), (40...1000).contains(columns),
            (5...1000).contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }
}

/// `--cast-theme dark|light`: the SVG cast's colours (a light one for a bright projector).
package enum CastTheme: String, CaseIterable, Equatable, Sendable {
    case dark, light
}

/// `--start bundled`: what a script or `-c` run shows before its first command.
package enum StartView: String, CaseIterable, Equatable, Sendable {
    /// The launch screen the app shows at a terminal: the banner and the bundled London's tab,
    /// before anything is fetched.
    case bundled
    /// Nothing (the default): the first command's view is the first.
    case none
}

/// `--color always|auto|never`: the usual convention (`--no-color` is `never`).
package enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    case always, auto, never

    /// Whether to colour: `always` even into a file or a pipe, `never` not at all, `auto` as
    /// `TerminalPolicy.colorEnabled` decides.
    package func enabled(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch noColorFlag ? .never : self {
        case .always: return true
        case .never: return false
        case .auto:
            return TerminalPolicy.colorEnabled(noColorFlag: false, environment: environment, outputIsTerminal: outputIsTerminal)
        }
    }
}

/// The rules of a presented demo: `--pause MS`, `pause [SECONDS]`, narration.
package enum DemoOptions {
    /// `--pause`'s milliseconds: a whole number up to a minute.
    package static func pauseMilliseconds(_ text: String) -> Int? { Int(text).flatMap { (0...60000).contains($0) ? $0 : nil } }

    /// `--cast-font-size`'s pixels: a whole number from 8 to 64.
    package static func castFontSize(_ text: String) -> Int? { Int(text).flatMap { (8...64).contains($0) ? $0 : nil } }

    /// `pause`'s seconds: a number from 0 to 600 (`0.3`, `2`); nil when it is not one.
    package static func pauseSeconds(_ text: String) -> Double? {
        // Decimal digits only: `Double` would also read `0x10` (16), `1e2`, `inf` and `nan`.
        let digits = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !text.isEmpty, text != ".", digits.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }) else { return nil }
        guard let seconds = Double(text), seconds.isFinite, (0...600).contains(seconds) else { return nil }
        return seconds
    }

    /// Whether a command is `pause`, which `--step` does not stop before (it waits itself).
    package static func isPause(_ command: String) -> Bool {
        command.split(separator: " ", maxSplits: 1).first?.lowercased() == "pause"
    }

    /// The narration in a script line that is only a comment (`# Now we change location`):
    /// the text after `#`, trimmed; nil for any other line, and for `#` alone.
    package static func narration(in line: String) -> String? {
        var text = Substring(line)
        if text.hasSuffix("\r") { text = text.dropLast() }
        let trimmed = String(text).trimmingWhitespace()
        guard trimmed.hasPrefix("#") else { return nil }
        let said = String(trimmed.dropFirst()).trimmingWhitespace()
        return said.isEmpty ? nil : said
    }
}
