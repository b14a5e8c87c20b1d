import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal while `--step` presents: keys read one at a time and never echoed (a key typed
/// during a pause or while output is written is dropped), and a status line on the bottom row,
/// kept out of the scrolling session by a scroll region and written straight to the terminal,
/// so no cast and no redraw holds it.
final class StepScreen {
    private let rows: Int?
    private let columns: Int
    private let color: Bool
    private var saved = termios()
    private var raw = termios()
    private var changed = false
    private var status = ""
    /// Bytes read past the last key (the rest of a paste, a second key).
    private var unread: [UInt8] = []

    init(rows: Int?, columns: Int, color: Bool) {
        self.rows = rows.flatMap { $0 > 2 ? $0 : nil }
        self.columns = max(1, columns)
        self.color = color
    }

    /// The rows the session scrolls in: all but the status line.
    var contentRows: Int { (rows ?? 25) - 1 }

    /// Keys one at a time, unechoed (Ctrl-C still interrupts); the bottom row kept for the status.
    func begin() {
        if tcgetattr(STDIN_FILENO, &saved) == 0 {
            raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            changed = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
        }
        guard let rows else { return }
        // A line down and back, so the cursor is above the bottom row, then the scroll region.
        write("\n\u{1B}[A\u{1B}7\u{1B}[1;\(rows - 1)r\u{1B}8")
    }

    /// The terminal as it was: the whole screen scrolls again, the status line erased.
    func end() {
        if let rows { write("\u{1B}7\u{1B}[r\u{1B}8\u{1B}7\u{1B}[\(rows);1H\u{1B}[2K\u{1B}8") }
        if changed { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        changed = false
    }

    /// Drops what was typed and not yet read.
    func discardTyped() {
        tcflush(STDIN_FILENO, TCIFLUSH)
        unread = []
    }

    /// Shows `text` on the status line (nil: the last text again), cut to the screen's width.
    func drawStatus(_ text: String?) {
        if let text { status = text }
        guard let rows else { return }
        let shown = TextWidth.truncate(" " + status + " ", to: columns - 1)
        let styled = color ? "\u{1B}[7m" + shown + "\u{1B}[0m" : shown
        write("\u{1B}7\u{1B}[\(rows);1H\u{1B}[2K" + styled + "\u{1B}8")
    }

    /// Writes to the terminal itself, past the output (and so past any cast).
    func write(_ text: String) {
        Output.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// The next key of the presenter's; bytes that are none are dropped.
    /// - Returns: nil after Ctrl-C, SIGTERM or SIGHUP, or at the end of input.
    func readKey(interrupts: any InterruptSource) -> PresenterKey? {
        while true {
            if !unread.isEmpty {
                let (key, taken) = PresenterKey.read(unread[...])
                if taken > 0 {
                    unread.removeFirst(taken)
                    if let key { return key }
                    continue
                }
                // An escape sequence cut short: the rest follows at once, or it was Escape alone.
                guard fill(interrupts: interrupts, milliseconds: 50) else {
                    unread.removeFirst()
                    return .cancel
                }
                continue
            }
            guard fill(interrupts: interrupts, milliseconds: -1) else { return nil }
        }
    }

    /// Reads what is there, waiting up to `milliseconds` (-1: until something comes).
    /// - Returns: false when nothing came in time, at the end of input or after a signal.
    private func fill(interrupts: any InterruptSource, milliseconds: Int32) -> Bool {
        while true {
            if interrupts.isPending { return false }
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interrupts.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            ]
            let ready = poll(&fds, interrupts.wakeDescriptor >= 0 ? 2 : 1, milliseconds < 0 ? 1000 : milliseconds)
            if ready < 0 && errno != EINTR { return false }
            if interrupts.isPending { return false }
            if ready == 0 && milliseconds >= 0 { return false }
            guard ready > 0, fds[0].revents != 0 else { continue }
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            unread += bytes[..<count]
            return true
        }
    }

    /// One line typed with the terminal's own editing and echo, for `:`.
    /// - Returns: the line, or nil when Ctrl-C, Ctrl-D or a signal abandoned it.
    func readLine(interrupts: any InterruptSource) -> String? {
        var cooked = saved
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        if changed { tcsetattr(STDIN_FILENO, TCSANOW, &cooked) }
        defer { if changed { tcsetattr(STDIN_FILENO, TCSANOW, &raw) } }
        // What came after `:` before the terminal echoed again starts the line.
        var line = unread
        write(String(decoding: line, as: UTF8.self))
        while true {
            if let end = line.firstIndex(of: 0x0A) ?? line.firstIndex(of: 0x0D) {
                unread = []
                if line[end] == 0x0D { write("\n") }
                return String(decoding: line[..<end], as: UTF8.self)
            }
            unread = []
            guard fill(interrupts: interrupts, milliseconds: -1) else {
                // Ctrl-C abandons the line only; SIGTERM and SIGHUP stay pending for the runner.
                if interrupts.termination == nil { _ = interrupts.takeInterrupt() }
                return nil
            }
            line += unread
        }
    }
}
