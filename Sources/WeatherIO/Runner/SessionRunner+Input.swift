import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where the lines come from (`-c`, a SCRIPT, a terminal, a pipe) and feeding them to the session.
extension SessionRunner {
    /// The run's input, chosen from the command line and the terminal.
    struct Input {
        enum Lines {
            /// `-c COMMANDS`: every line is run, none is read.
            case commands(String)
            case source(any LineSource)
        }

        var lines: Lines
        /// Whether a person types at a terminal (standard input and output are both one).
        var interactive = false
        var scriptName: String?

        /// Opens what the command line names. - Returns: the input, or why a SCRIPT cannot be read.
        static func choose(
            for invocation: Invocation, services: RunnerServices, places: PlaceDirectory, say: @escaping @Sendable (Phrase) -> String
        ) -> Result<Input, SimpleMessage> {
            switch invocation.input {
            case .commands(let text):
                return .success(Input(lines: .commands(text)))
            case .script(let path):
                if path == "-" {
                    return .success(
                        Input(
                            lines: .source(PlainLineReader(fd: STDIN_FILENO, script: path, interrupts: services.interrupts)),
                            scriptName: path))
                }
                return openScript(path).map {
                    Input(lines: .source(PlainLineReader(fd: $0, script: path, interrupts: services.interrupts)), scriptName: path)
                }
            case .standardInput:
                guard services.terminal.inputIsTerminal && services.terminal.outputIsTerminal else {
                    return .success(Input(lines: .source(services.standardInput())))
                }
                let setup = TerminalLineSetup(
                    historyFile: XDGPaths(environment: services.environment, accountHome: services.accountHome)?.historyFile,
                    places: { prefix, language in
                        (try? places.gazetteer().get())?.completions(prefix: prefix, limit: 20, language: language) ?? []
                    },
                    say: say)
                return .success(Input(lines: .source(services.terminalLines(setup)), interactive: true))
            }
        }

        /// Opens a SCRIPT file (a FIFO may be one: its writer comes; a folder never is).
        /// - Returns: its descriptor, or why it cannot be read.
        static func openScript(_ path: String) -> Result<Int32, SimpleMessage> {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            var info = stat()
            let problem: FileReadError? =
                fd < 0
                ? FileReadError(errno: errno)
                : fstat(fd, &info) != 0
                    ? FileReadError(errno: errno)
                    : (info.st_mode & S_IFMT) == S_IFDIR ? .isDirectory : nil
            if let problem {
                if fd >= 0 { close(fd) }
                return .failure(SimpleMessage("cannot read script \(TerminalSafety.sanitize(path)): \(problem.message)"))
            }
            if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > ScriptInput.maximumBytes {
                close(fd)
                return .failure(SimpleMessage(ScriptInput.tooLarge(path)))
            }
            return .success(fd)
        }
    }

    // MARK: - Reading

    func runCommands(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if !runLine(String(line)) { return }
        }
    }

    func runLoop(_ source: inout any LineSource) {
        while !session.isFinished {
            let app = session.promptTab.app
            // The translated tab names are for Tab completion: worked out at a terminal only.
            let shown = Prompt(
                text: prompt, app: app, inSheet: session.sheet == .location,
                tabNames: interactive ? LocalTabNames.completions(app: app, words: session.currentWords) : [],
                language: interactive ? session.currentWords.language : .en)
            let result = source.next(shown, beforeWaiting: beforeWaiting)
            lineNumber += 1
            if let signal = interrupts.termination {
                terminatedBy = signal
                return
            }
            switch result {
            case .end:
                if interactive { output.line("") }
                if interactive && session.sheet != nil {
                    // Ctrl-D in the sheet closes it, as an empty answer does; wxsh goes on.
                    perform(session.endOfInputInSheet())
                    continue
                }
                return
            case .interrupted:
                guard interactive else {
                    interruptedScript = true
                    return
                }
                perform(session.interrupt())
                continue
            case .failed(let message):
                readFailed(message)
                return
            case .tooLong:
                refuseLongLine()
                if invocation.bail { return }
            case .line(let line):
                if interactive { services.demo?.cast?.typed(line, after: prompt) }
                if let entry = History.entry(for: line, sheet: session.sheet) { source.record(entry) }
                if !runLine(line) { return }
            }
        }
    }

    /// The SCRIPT cannot be read further: said, and the run ends with status 2.
    func readFailed(_ message: Phrase) {
        output.error(SessionRunner.startError(message, kind: .file, json: session.state.format == .json, words: session.state.words))
        readFailureStatus = 2
    }

    /// A line too long to run is refused, and the rest goes on.
    func refuseLongLine() {
        currentCommand = nil
        report(ErrorReport("line too long (over \(LineBuffer.maximumLineBytes) bytes); ignored"))
    }

    /// Runs every command on one line. Returns false when the run should stop.
    func runLine(_ line: String) -> Bool {
        let commands: [String]
        if session.sheet != nil {
            // The sheet takes the whole line as a place (it may not contain `;` anyway).
            var text = Substring(line)
            if text.hasSuffix("\r") { text = text.dropLast() }
            commands = [String(text)]
        } else {
            commands = LineSplitter.commands(in: line)
            if scripted, let said = DemoOptions.narration(in: line) {
                castNarration(said)  // the chapter starts before its narration
                if invocation.echo { narrate(said) }
            }
        }
        for command in commands {
            castCommand(command)
            // `pause` is the presenter's, not a command the audience is shown.
            if invocation.echo && !(scripted && DemoOptions.isPause(command)) { echo(command) }
            if !runCommand(command) { return false }
        }
        return true
    }

    /// Runs one command (shown already, when it is shown). Returns false when the run should stop.
    /// - Parameter improvised: typed at `--step`'s `:`, not the script's: the demo clock stays
    ///   where it is, so the script's own commands keep the recording's times.
    func runCommand(_ command: String, improvised: Bool = false) -> Bool {
        if !improvised { services.demo?.clock?.step() }
        let wasFailed = failed
        failed = false
        currentCommand = command
        trace = startTrace(command)
        perform(session.handle(line: command))
        finishTrace()
        places.releaseResidentPages()
        if !improvised { pauseAfterCommand() }
        let thisFailed = failed
        failed = failed || wasFailed
        if session.isFinished { return false }
        if thisFailed && invocation.bail { return false }
        if let signal = interrupts.termination {
            terminatedBy = signal
            return false
        }
        if !interactive && interrupts.takeInterrupt() {
            interruptedScript = true
            return false
        }
        return true
    }

    var prompt: String {
        if session.sheet != nil { return "wxsh:location? " }
        let (app, tab) = session.promptTab
        return app == .finance ? "wxsh:finance/" + tab + "> " : "wxsh:" + tab + "> "
    }
}
