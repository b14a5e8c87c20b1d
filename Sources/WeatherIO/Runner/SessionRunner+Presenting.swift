import Dispatch
import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's side of presenting a demo: narration (`# comments` with `--echo`), `pause`,
/// `--pause` and `snapshot` (`--step` is `SessionRunner+Stepping`).
extension SessionRunner {
    /// What the presenter pressed while wxsh waited.
    enum KeyAnswer {
        /// Enter (or space): go on.
        case next
        /// `q`, or the end of input: leave, as `quit` does.
        case leave
        /// Ctrl-C, SIGTERM or SIGHUP: the run stops as they stop it.
        case interrupted
    }

    /// Why `--step` cannot be used in this run, or nil: it needs a person at a terminal to
    /// press Enter, so standard input and output must be one and the SCRIPT not standard input.
    static func stepProblem(_ invocation: Invocation, terminal: TerminalFacts) -> Phrase? {
        guard invocation.step else { return nil }
        if invocation.input == .script("-") { return "--step reads Enter from the terminal, so the SCRIPT cannot be `-`" }
        guard terminal.inputIsTerminal && terminal.outputIsTerminal else {
            return "--step needs a terminal (standard input and output) to wait for Enter at"
        }
        return nil
    }

    /// Whether this run presents scripted commands (a SCRIPT, `-c`, a pipe), not a person typing.
    var scripted: Bool { !interactive }

    // MARK: - Narration

    /// A `# comment` line of a script, shown with `--echo` as narration: its own line, bold
    /// and coloured at a terminal, plain elsewhere; typed like a command with `--pace`.
    func narrate(_ text: String) {
        let shown = "# " + TerminalSafety.sanitize(text)
        let styled = outputTraits.color
        if styled { output.raw("\u{1B}[1;36m") }
        // Like a command, narration too long to run is not typed a character at a time.
        if let pace = invocation.pace, pace > 0, !output.silent, shown.utf8.count <= LineBuffer.maximumCommandBytes {
            output.flush()
            for character in shown {
                usleep(UInt32(pace) * 1000)
                output.raw(String(character))
                output.flush()
            }
        } else {
            output.raw(shown)
        }
        output.line(styled ? "\u{1B}[0m" : "")
    }

    // MARK: - Waiting

    /// `--pause MS` after a scripted command's output.
    func pauseAfterCommand() {
        guard scripted, let milliseconds = invocation.pauseAfter, milliseconds > 0 else { return }
        output.flush()
        sleep(milliseconds: milliseconds)
    }

    /// Carries out `pause` or `snapshot`.
    func carryOut(_ command: DemoCommand) {
        switch command {
        case .pause(let seconds?):
            output.flush()
            sleep(milliseconds: Int((seconds * 1000).rounded()))
        case .pause(nil):
            // At a terminal, until Enter; in a pipe or a file there is no one to press it; with
            // `--step`, every step waits for its key already.
            guard services.terminal.inputIsTerminal, invocation.input != .script("-"), !invocation.step else { return }
            output.flush()
            let answer = waitForKey()
            output.line("")
            if answer == .leave { perform(session.handle(.quit)) }
        case .snapshot(let path):
            writeSnapshot(to: path)
        case .traceSequence(let selection):
            showTraceSequence(selection)
        }
    }

    /// Waits for `milliseconds`, or until Ctrl-C, SIGTERM or SIGHUP (left pending for the
    /// runner, which stops the script as they ask).
    func sleep(milliseconds: Int) {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        while !interrupts.isPending {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < end else { return }
            var wake = pollfd(fd: interrupts.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, wake.fd >= 0 ? 1 : 0, Int32(min(1000, (end - now) / 1_000_000 + 1)))
        }
    }

    /// Reads one key from the terminal, its line discipline off for the moment (no echo, no
    /// waiting for a whole line), so Enter goes on and `q` leaves at once.
    func waitForKey() -> KeyAnswer {
        var saved = termios()
        let raw = tcgetattr(STDIN_FILENO, &saved) == 0
        if raw {
            var changed = saved
            changed.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &changed.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &changed)
        }
        defer { if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        while true {
            if interrupts.isPending { return .interrupted }
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interrupts.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            ]
            let ready = poll(&fds, interrupts.wakeDescriptor >= 0 ? 2 : 1, 1000)
            if ready < 0 && errno != EINTR { return .leave }
            if interrupts.isPending { return .interrupted }
            guard ready > 0, fds[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return .leave }
            switch byte {
            case 0x0D, 0x0A, 0x20: return .next
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: return .leave
            default: continue
            }
        }
    }

    // MARK: - Snapshot

    /// `snapshot FILE`: the last view as a still SVG, at the run's width, written whole.
    func writeSnapshot(to path: String) {
        guard let view = presenting.lastView else {
            report(ErrorReport("snapshot: nothing has been shown yet; show a view first (such as `tab now`)"))
            return
        }
        // A snapshot may not overwrite the script, the recording or the cast of this run.
        if let clash = SameFile.clash(invocation.namedFiles + [SameFile.Named(role: "the snapshot", path: expand(path))]) {
            report(ErrorReport("snapshot: " + clash.text, kind: .usage))
            return
        }
        let width = TerminalPolicy.width(environment: environment, terminalColumns: services.terminal.columns())
        let svg = SVGCast.still(view, columns: width, title: invocation.title)
        // What was printed goes first: the snapshot may be written into standard output itself.
        output.flush()
        if let problem = SnapshotFile.write(svg, to: expand(path), what: "the snapshot") {
            report(ErrorReport("snapshot: \(problem)"))
        } else if (interactive || invocation.echo) && session.state.format == .text {
            output.line(session.state.words("Snapshot written to \(TerminalSafety.sanitize(path))."))
        }
    }
}
