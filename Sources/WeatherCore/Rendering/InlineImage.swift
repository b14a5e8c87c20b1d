import FoundationEssentials

/// Pictures written into the terminal itself: which protocol a terminal speaks, and the escape
/// that shows a PNG in a box of cells.
package enum InlineImage {
    package enum TerminalProtocol: Equatable, Sendable {
        /// kitty's graphics protocol (kitty, Ghostty).
        case kitty
        /// iTerm2's inline images (iTerm2, WezTerm).
        case iTerm2
    }

    /// The protocol the terminal speaks, from its environment; nil when it shows no images, or
    /// when a multiplexer (tmux, screen) sits between wxsh and it, or output is not a terminal.
    package static func terminalProtocol(environment: [String: String], outputIsTerminal: Bool) -> TerminalProtocol? {
        guard outputIsTerminal else { return nil }
        if environment["TMUX"].map({ !$0.isEmpty }) == true || environment["STY"].map({ !$0.isEmpty }) == true { return nil }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" { return .kitty }
        if program == "iTerm.app" || program == "WezTerm" { return .iTerm2 }
        return nil
    }

    /// The escape that shows `png` in a box `columns` wide and `rows` high, the cursor left
    /// under it: kitty's in chunks of at most 4,096 base64 bytes; iTerm2's in one piece.
    package static func escape(png: Data, protocol kind: TerminalProtocol, columns: Int, rows: Int) -> String {
        let encoded = png.base64EncodedString()
        switch kind {
        case .kitty:
            var out = ""
            var chunks: [Substring] = []
            var rest = Substring(encoded)
            while !rest.isEmpty {
                chunks.append(rest.prefix(4096))
                rest = rest.dropFirst(4096)
            }
            if chunks.isEmpty { chunks = [""] }
            for (index, chunk) in chunks.enumerated() {
                let more = index < chunks.count - 1 ? 1 : 0
                let keys = index == 0 ? "a=T,f=100,c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more)"
                out += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
            }
            return out + "\n"
        case .iTerm2:
            return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(encoded)\u{7}\n"
        }
    }

    /// Whether `data` starts as a PNG does (a server's error page must not be shown as one).
    package static func isPNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
