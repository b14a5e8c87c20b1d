import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--step` as a presenter's clicker: the script's commands are steps, run forward with Enter,
/// Space, Page Down, Right or Down; Page Up, Left, Up and `b` go back a step, `g N` to step N,
/// `n` and `p` to the next or previous narrated section (each a re-run of the script, silent,
/// then the screen drawn as a plain run leaves it); `:` runs one improvised command; `q` leaves.
/// A status line below the session says where the presenter is; it is never in a cast.
extension SessionRunner {
    /// What the presenter asked for at a step.
    enum StepAction: Equatable {
        case next
        /// Go to step N (1-based; one past the last is the script's end).
        case jump(Int)
        case improvise
        case leave
        case interrupted
    }

    /// Reads the whole script, then presents it step by step.
    func runStepped(_ lines: Input.Lines) {
        var read: [String] = []
        switch lines {
        case .commands(let text):
            read = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .source(var source):
            let none = Prompt(text: "", app: .weather, inSheet: false)
            reading: while true {
                switch source.next(none, beforeWaiting: {}) {
                case .line(let line): read.append(line)
                case .end: break reading
                case .interrupted:
                    interruptedScript = true
                    return
                case .failed(let message):
                    readFailed(message)
                    return
                case .tooLong:
                    read.append("")
                    lineNumber = read.count
                    refuseLongLine()
                }
            }
        }
        let script = SteppedScript(lines: read)
        let screen = StepScreen(rows: services.terminal.rows(), columns: services.terminal.columns() ?? 80, color: outputTraits.color)
        screen.begin()
        output.kept = []
        defer {
            output.flush()
            screen.end()
            output.kept = nil
        }
        present(script, on: screen)
    }

    /// The presenter's loop: before each step its directives and its command, then a key.
    private func present(_ script: SteppedScript, on screen: StepScreen) {
        var at = 1
        var directives = true
        var landed = false
        while !session.isFinished {
            if directives {
                let before = at <= script.count ? script.steps[at - 1].before : script.after
                if !carryOut(before, waiting: !landed) { return }
            }
            directives = true
            landed = false
            output.flush()
            // What was typed while the step ran or paused is dropped, never shown or obeyed.
            screen.discardTyped()
            let pendingMark = output.kept?.count ?? 0
            if at <= script.count {
                output.raw(prompt + TerminalSafety.sanitize(KeyMask.masked(script.steps[at - 1].command)))
            }
            output.flush()
            switch askPresenter(script, at: at, on: screen) {
            case .next:
                guard at <= script.count else { return }
                let step = script.steps[at - 1]
                output.line("")
                castCommand(step.command)
                if !runStep(step, number: at) { return }
                at += 1
            case .jump(let target):
                forget(after: pendingMark)
                if target > at {
                    // The directives of step `at` were carried out already; the rest run silently.
                    silently { (at..<target).allSatisfy { runSilently(script, step: $0, directives: $0 != at) } }
                } else {
                    startOver()
                    silently { (1..<target).allSatisfy { runSilently(script, step: $0, directives: true) } }
                }
                if session.isFinished || interruptedScript || terminatedBy != nil { return }
                redraw(on: screen)
                at = target
                landed = true
            case .improvise:
                forget(after: pendingMark)
                output.raw("\r\u{1B}[2K")
                output.flush()
                if !improvise(on: screen) { return }
                directives = false
            case .leave:
                perform(session.handle(.quit))
                return
            case .interrupted:
                if interrupts.termination == nil, interrupts.takeInterrupt() { interruptedScript = true }
                if let signal = interrupts.termination { terminatedBy = signal }
                return
            }
        }
    }

    /// Drops what was kept after `mark` (the waiting step's line, gone from the screen).
    private func forget(after mark: Int) {
        guard let count = output.kept?.count, count > mark else { return }
        output.kept?.removeLast(count - mark)
    }

    /// Runs a step's command, errors naming the step. - Returns: false when the run should stop.
    private func runStep(_ step: SteppedScript.Step, number: Int) -> Bool {
        steppingAt = number
        lineNumber = step.line
        defer { steppingAt = nil }
        return runCommand(step.command)
    }

    /// Narration and `pause` before a step; `waiting`: a pause waits (not after a jump).
    /// - Returns: false when the run should stop.
    private func carryOut(_ directives: [SteppedScript.Directive], waiting: Bool) -> Bool {
        for directive in directives {
            switch directive {
            case .narration(let text):
                castNarration(text)  // the chapter starts before its narration
                if invocation.echo { narrate(text) }
            case .pause(let command):
                guard waiting else {
                    services.demo?.clock?.step()  // the recording counts it as a command
                    continue
                }
                output.flush()
                if !runCommand(command) { return false }
            }
        }
        return true
    }

    /// A step as a plain `--echo` run shows it, into what is kept and not onto the screen.
    private func runSilently(_ script: SteppedScript, step number: Int, directives: Bool) -> Bool {
        let before = script.steps[number - 1].before
        if directives, !carryOut(before, waiting: false) { return false }
        let step = script.steps[number - 1]
        output.line(prompt + TerminalSafety.sanitize(KeyMask.masked(step.command)))
        return runStep(step, number: number)
    }

    /// Runs `body` with nothing reaching the screen (or a cast): only kept, to be drawn after.
    private func silently(_ body: () -> Bool) {
        output.flush()
        output.silent = true
        _ = body()
        output.flush()
        output.silent = false
    }

    /// The session, its network side, the clock and the recording's answers as at the start.
    private func startOver() {
        let (fresh, freshLive) = startAgain()
        session = fresh
        live = freshLive
        if let replay = services.demo?.replay {
            replay.rewind()
            services.demo?.clock?.rewind()
        }
        presenting.lastView = nil
        lastTrace = nil
        trace = nil
        output.kept = []
    }

    /// Clears the screen and draws what a plain run up to here leaves on it: the end of what
    /// was kept, as many lines as the screen has.
    private func redraw(on screen: StepScreen) {
        let kept = output.kept ?? []
        var start = kept.endIndex
        var lines = 0
        while start > kept.startIndex {
            if kept[start - 1] == 0x0A {
                lines += 1
                if lines > screen.contentRows { break }
            }
            start -= 1
        }
        let saved = kept
        output.raw("\u{1B}[H\u{1B}[J")
        output.raw(String(decoding: kept[start...], as: UTF8.self))
        output.flush()
        output.kept = saved
        screen.drawStatus(nil)
    }

    /// `:`: reads one command at the prompt, with the terminal's own line editing, and runs it.
    /// - Returns: false when the run should stop.
    private func improvise(on screen: StepScreen) -> Bool {
        screen.drawStatus(session.state.words("one command: Enter runs it, Ctrl-C goes back"))
        let shown = prompt
        screen.write(shown)
        guard let line = screen.readLine(interrupts: interrupts) else {
            screen.write("\r\u{1B}[2K")
            return !session.isFinished
        }
        output.kept?.append(contentsOf: Array((shown + line + "\n").utf8))
        services.demo?.cast?.typed(line, after: shown)
        let commands = session.sheet != nil ? [line] : LineSplitter.commands(in: line)
        for command in commands where !runCommand(command, improvised: true) { return false }
        return true
    }

    /// Waits for the presenter's key (and `g N`'s number), the status line saying where they are.
    private func askPresenter(_ script: SteppedScript, at: Int, on screen: StepScreen) -> StepAction {
        let words = session.state.words
        let (place, section) = script.status(at: at)
        let status = words(place) + (section.map { " · " + TerminalSafety.sanitize($0) } ?? "")
        var notice: String?
        var number: String?
        while true {
            if let number {
                screen.drawStatus(words("go to step \(number)"))
            } else {
                screen.drawStatus(notice ?? status)
            }
            notice = nil
            guard let key = screen.readKey(interrupts: interrupts) else {
                return interrupts.isPending ? .interrupted : .leave
            }
            if var typed = number {
                number = nil
                switch key {
                case .digit(let digit):
                    number = typed.count < 6 ? typed + String(digit) : typed
                case .erase:
                    typed.removeLast(typed.isEmpty ? 0 : 1)
                    number = typed
                case .next:
                    guard let step = Int(typed), (1...max(1, script.count)).contains(step) else {
                        notice = words("no step \(typed); the steps are 1 to \(script.count)")
                        continue
                    }
                    return .jump(step)
                default: break
                }
                continue
            }
            switch key {
            case .next: return .next
            case .back:
                guard at > 1 else {
                    notice = words("this is the first step")
                    continue
                }
                return .jump(at - 1)
            case .go: number = ""
            case .nextSection:
                guard let step = script.nextSection(after: at) else {
                    notice = words("no narrated section after this step")
                    continue
                }
                return .jump(step)
            case .previousSection:
                guard let step = script.previousSection(before: at) else {
                    notice = words("no narrated section before this step")
                    continue
                }
                return .jump(step)
            case .command: return .improvise
            case .leave: return .leave
            case .digit, .erase, .cancel: continue
            }
        }
    }
}
