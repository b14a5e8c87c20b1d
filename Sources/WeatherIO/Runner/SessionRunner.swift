import Foundation
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs wxsh: parses the command line, builds the session, reads commands and carries out
/// the effects the session returns.
public final class Shell {
    let invocation: Invocation
    let environment: [String: String]
    /// Nil when there is no home folder: nothing is saved this run.
    let paths: XDGPaths?
    let interactive: Bool
    /// Where errors say they come from: a script's name, for `FILE:LINE:`.
    let scriptName: String?
    var session: Session
    let store: StateStore
    let places: PlaceDirectory
    let live: LiveData
    /// The zone abbreviations times are named with.
    let zones: ZoneFiles
    /// Set by a fetch, whose cache file may still be being written.
    var cacheFilesPending = false
    /// Set when Ctrl-C stopped a script: it ends with status 130.
    var interruptedScript = false
    /// Something to save changed; it is written before wxsh next waits for input, and at exit.
    var stateDirty = false
    var failed = false
    var lineNumber = 0
    /// SIGTERM or SIGHUP stopped the run: it ends, state saved, with 128 + this.
    var terminatedBy: Int32?
    /// Set when the SCRIPT could not be read to its end (too large, a read error): status 2.
    var readFailureStatus: Int32?

    let output: Output

    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let output = Output()
        defer { output.flush() }
        let invocation: Invocation
        switch Invocation.parse(arguments) {
        case .failure(let error):
            output.error("wxsh: \(error.message)")
            output.error("Try `wxsh --help` for more information.")
            return 2
        case .success(let parsed):
            invocation = parsed
        }
        if invocation.showHelp {
            output.line(Invocation.helpText)
            return 0
        }
        if invocation.showVersion {
            output.line("wxsh \(WXVersion.string)")
            return 0
        }
        Signals.catchInterrupts()
        let places = PlaceDirectory(folders: Shell.dataFolders(environment: environment))
        // What to do before waiting for input: save changed state, then show all output.
        let beforeWaiting = WaitHook(output.flush)
        var reader: any LineReader
        var interactive = false
        var scriptName: String?
        var commands: String?
        switch invocation.input {
        case .commands(let text):
            commands = text
            reader = PlainLineReader(fd: -1, flush: beforeWaiting.run)
        case .script(let path):
            scriptName = path
            if path == "-" {
                reader = PlainLineReader(fd: STDIN_FILENO, script: path, flush: beforeWaiting.run)
            } else {
                // A FIFO may be a script (its writer comes); a folder never is.
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
                    output.error("wxsh: cannot read script \(TerminalSafety.sanitize(path)): \(problem.message)")
                    return 2
                }
                if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > ScriptInput.maximumBytes {
                    close(fd)
                    output.error("wxsh: \(ScriptInput.tooLarge(path))")
                    return 2
                }
                reader = PlainLineReader(fd: fd, script: path, flush: beforeWaiting.run)
            }
        case .standardInput:
            if Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO) {
                interactive = true
                reader = EditLineReader(
                    historyFile: XDGPaths(environment: environment, accountHome: Account.home())?.historyFile,
                    flush: beforeWaiting.run,
                    places: { prefix in (try? places.gazetteer().get())?.completions(prefix: prefix, limit: 20) ?? [] })
            } else {
                reader = PlainLineReader(fd: STDIN_FILENO, flush: beforeWaiting.run)
            }
        }
        let shell = Shell(
            invocation: invocation, environment: environment, interactive: interactive,
            scriptName: scriptName, output: output, places: places)
        beforeWaiting.action = {
            // Output first: saving the state and finishing the cache files need not delay it.
            output.flush()
            shell.saveStateIfNeeded()
            shell.finishCacheFiles()
            output.flush()
        }
        if interactive {
            output.line(shell.presenter().style.wrapped(shell.banner()))
            // Then the weather itself, fetched first when the data is stale.
            shell.perform(shell.session.firstScreen())
        }
        if let commands {
            shell.runCommands(commands)
        } else {
            shell.runLoop(reader: &reader)
        }
        shell.saveStateIfNeeded()
        shell.finishCacheFiles()
        output.flush()
        if let status = shell.readFailureStatus { return status }
        if shell.interruptedScript { return 130 }
        if let failure = output.writeFailure {
            output.error("wxsh: cannot write the output: \(failure)")
            return 1
        }
        if let signal = shell.terminatedBy { return 128 + signal }
        // At a terminal, failures were said as they happened; leaving is not one.
        return shell.failed && !interactive ? 1 : 0
    }

    init(
        invocation: Invocation, environment: [String: String], interactive: Bool, scriptName: String?, output: Output,
        places: PlaceDirectory
    ) {
        self.output = output
        self.invocation = invocation
        self.environment = environment
        self.paths = XDGPaths(environment: environment, accountHome: Account.home())
        if paths == nil {
            output.error("wxsh: \(XDGPaths.noHomeWarning)")
        } else if let paths {
            StaleFiles.remove(in: [paths.config, paths.state, paths.cache])
        }
        self.interactive = interactive
        self.scriptName = scriptName
        let (data, problem) = Shell.loadBundledData(environment: environment)
        store = StateStore(directory: paths?.state)
        let (loaded, warning) = store.load()
        if let warning { output.error("wxsh: \(warning)") }
        let saved = loaded ?? SavedState()
        // Parts of the file were damaged (and a copy kept): write it again without them, once.
        stateDirty = !saved.ignored.isEmpty
        let live = LiveData(environment: environment, paths: paths)
        var (state, forThisRunOnly) = SessionState.starting(
            data: data, dataProblem: problem, saved: saved,
            invocation: invocation, currency: Currency.from(environment: environment),
            defaultProvider: live.lookup.key != nil ? .openWeather : .openMeteo)
        self.live = live
        for warning in live.lookup.warnings { output.error("wxsh: \(warning)") }
        if let problem = live.baseURLProblem { output.error("wxsh: \(problem); live data is off until it is fixed") }
        if let problem = live.openMeteoProblem { output.error("wxsh: \(problem); Open-Meteo is off until it is fixed") }
        state.openMeteoReady = live.openMeteoProblem == nil
        state.keySet = live.lookup.key != nil && live.baseURLProblem == nil
        state.liveDataProblem = live.baseURLProblem
        state.sheetWaitsAfterAMistake = interactive
        state.keySummary = live.lookup.summary
        // The last run's place: its cached data if there is some, else fetched when it can be.
        if let last = saved.place, let bundled = state.data, !last.isSamePlace(as: bundled.place) {
            if let cached = live.cached(last) {
                state.data = cached
            } else if state.canFetch {
                state.wantedPlace = last
            }
        }
        self.places = places
        zones = ZoneFiles(environment: environment)
        session = Session(
            state: state,
            services: SessionServices(
                gazetteer: { places.gazetteer() },
                systemTimeZone: { PlaceDirectory.systemTimeZone(environment: environment) },
                cachedWeather: { [cache = live.cache] in LiveData.cached($0, in: cache) },
                now: { Int64(Date().timeIntervalSince1970) }),
            remembered: saved, forThisRunOnly: forThisRunOnly)
        if let problem, interactive || invocation.input != .standardInput {
            output.error("wxsh: \(problem)")
        }
    }

    lazy var imageProtocol = InlineImage.terminalProtocol(environment: environment, outputIsTerminal: outputTraits.isTerminal)
    lazy var images = IconImages(environment: environment, cacheFolder: paths?.cache)

    /// What the output can show, which does not change during a run: worked out once, not for
    /// every command.
    lazy var outputTraits: (isTerminal: Bool, color: Bool, unicode: Bool, truecolor: Bool) = {
        let isTerminal = Terminal.isTerminal(STDOUT_FILENO)
        return (
            isTerminal,
            TerminalPolicy.colorEnabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: isTerminal),
            TerminalPolicy.isUTF8(environment: environment), TerminalPolicy.truecolor(environment: environment)
        )
    }()

    // MARK: - Reading

    func runCommands(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if !runLine(String(line)) { return }
        }
    }

    func runLoop(reader: inout any LineReader) {
        while !session.state.finished {
            completionApp = session.state.app
            completionInSheet = session.state.sheet == .location
            let result = reader.next(prompt: prompt)
            lineNumber += 1
            if let signal = Signals.termination {
                terminatedBy = signal
                return
            }
            switch result {
            case .end:
                if interactive { output.line("") }
                if interactive && session.state.sheet != nil {
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
                output.error("wxsh: \(message)")
                readFailureStatus = 2
                return
            case .tooLong:
                report("line too long (over \(LineBuffer.maximumLineBytes) bytes); ignored")
                if invocation.bail { return }
            case .line(let line):
                if let entry = History.entry(for: line, sheet: session.state.sheet) { reader.record(entry) }
                if !runLine(line) { return }
            }
        }
    }

    /// Runs every command on one line. Returns false when the run should stop.
    func runLine(_ line: String) -> Bool {
        let commands: [String]
        if session.state.sheet != nil {
            // The sheet takes the whole line as a place (it may not contain `;` anyway).
            var text = Substring(line)
            if text.hasSuffix("\r") { text = text.dropLast() }
            commands = [String(text)]
        } else {
            commands = LineSplitter.commands(in: line)
        }
        for command in commands {
            if invocation.echo { output.line(prompt + History.redacted(command)) }
            let wasFailed = failed
            failed = false
            perform(session.handle(line: command))
            places.releaseResidentPages()
            let thisFailed = failed
            failed = failed || wasFailed
            if session.state.finished { return false }
            if thisFailed && invocation.bail { return false }
            if let signal = Signals.termination {
                terminatedBy = signal
                return false
            }
            if !interactive && Signals.takeInterrupt() {
                interruptedScript = true
                return false
            }
        }
        return true
    }

    var prompt: String {
        let state = session.state
        if state.sheet != nil { return "wxsh:location? " }
        return state.app == .finance ? "wxsh:finance/\(state.finance.tab.rawValue)> " : "wxsh:\(state.tab.rawValue)> "
    }
}

/// A call the line readers make before they block, set once the shell exists.
final class WaitHook {
    var action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() { action() }
}
