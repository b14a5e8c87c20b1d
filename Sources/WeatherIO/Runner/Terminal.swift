import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the process's terminal.
enum Terminal {
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The terminal's height in rows, when standard output is one.
    static func rows() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The terminal's width in columns, when `fd` is one.
    static func columns(_ fd: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// What the runner knows of its terminal: which streams are one, and its size, asked each time
/// (the window may be resized). Tests say what they like.
struct TerminalFacts {
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    /// Rows and columns of standard output's terminal, when it is one.
    var rows: () -> Int?
    var columns: () -> Int?
    /// Columns of standard error's terminal, for the progress line.
    var errorColumns: () -> Int?

    /// The process's own terminal.
    static func live() -> TerminalFacts {
        TerminalFacts(
            inputIsTerminal: Terminal.isTerminal(STDIN_FILENO), outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
            errorIsTerminal: Terminal.isTerminal(STDERR_FILENO), rows: Terminal.rows, columns: { Terminal.columns() },
            errorColumns: { Terminal.columns(STDERR_FILENO) })
    }
}
