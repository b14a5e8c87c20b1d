import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WeatherCore
import WeatherIO

/// Runs wxsh: parses the command line, builds the session, reads commands and carries out
/// the effects the session returns.
final class Shell {
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

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
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
                let problem: FileReadError? = fd < 0 ? FileReadError(errno: errno)
                    : fstat(fd, &info) != 0 ? FileReadError(errno: errno)
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
                reader = EditLineReader(historyFile: XDGPaths(environment: environment, accountHome: Account.home())?.historyFile,
                                        flush: beforeWaiting.run,
                                        places: { prefix in (try? places.gazetteer().get())?.completions(prefix: prefix, limit: 20) ?? [] })
            } else {
                reader = PlainLineReader(fd: STDIN_FILENO, flush: beforeWaiting.run)
            }
        }
        let shell = Shell(invocation: invocation, environment: environment, interactive: interactive,
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

    init(invocation: Invocation, environment: [String: String], interactive: Bool, scriptName: String?, output: Output,
         places: PlaceDirectory) {
        self.output = output
        self.invocation = invocation
        self.environment = environment
        self.paths = XDGPaths(environment: environment, accountHome: Account.home())
        if paths == nil { output.error("wxsh: \(XDGPaths.noHomeWarning)") }
        else if let paths { StaleFiles.remove(in: [paths.config, paths.state, paths.cache]) }
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
        var (state, forThisRunOnly) = SessionState.starting(data: data, dataProblem: problem, saved: saved,
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
        session = Session(state: state, services: SessionServices(
            gazetteer: { places.gazetteer() },
            systemTimeZone: { PlaceDirectory.systemTimeZone(environment: environment) },
            cachedWeather: { [cache = live.cache] in LiveData.cached($0, in: cache) },
            now: { Int64(Date().timeIntervalSince1970) }),
            remembered: saved, forThisRunOnly: forThisRunOnly)
        if let problem, interactive || invocation.input != .standardInput {
            output.error("wxsh: \(problem)")
        }
    }

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
                    // Ctrl-D in the sheet closes it, as `cancel` does; wxsh goes on.
                    perform(session.handle(line: "cancel"))
                    continue
                }
                return
            case .interrupted:
                guard interactive else {
                    interruptedScript = true
                    return
                }
                if session.state.sheet != nil {
                    _ = session.handle(line: "cancel")
                }
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

    // MARK: - Effects

    func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .render(let view):
                var presenter = presenter()
                var view = view
                // The hourly tab on a terminal too short for it lists every 3rd hour.
                if view == .tab(.hourly), session.state.format == .text, outputTraits.isTerminal,
                   let rows = PagerPolicy.rows(environment: environment, terminalRows: Terminal.rows()),
                   presenter.render(view, state: session.state).split(separator: "\n").count > rows - 1 {
                    view = .compactHourly
                }
                let image = imageEscape(for: view)
                presenter.style.showsImages = image != nil
                let text = presenter.render(view, state: session.state)
                presenter.style.showsImages = false
                if !text.isEmpty {
                    show(text, image: image) { presenter.render(view, state: session.state) }
                }
                if case .tab(.city) = view, session.state.format == .text, !text.isEmpty {
                    perform([.hint("\n" + TabRenderer.changePlaceHint)])
                }
            case .hint(let text):
                if interactive || invocation.echo { output.line(text) }
            case .error(let message):
                report(message)
            case .readFile(let path, let units):
                let result = FileBytes.read(expand(path), limit: WeatherDocument.maximumSize).map(\.data)
                perform(session.fileRead(path: path, units: units, result: result, now: Int64(Date().timeIntervalSince1970)))
            case .geocode(let name):
                let fetcher = live.fetcher(for: session.state.provider)
                let mode = session.state.mode
                let (result, interrupted) = LiveData.run(spinner: spinner(for: effect)) { await fetcher.geocode(name, mode: mode) }
                if interrupted && stopForInterrupt() { return }
                perform(afterInterrupt(interrupted, session.geocoded(name, result: result)))
            case .fetchWeather(let place, let purpose):
                let fetcher = live.fetcher(for: session.state.provider)
                let mode = session.state.mode
                let (result, interrupted) = LiveData.run(spinner: spinner(for: effect)) {
                    await fetcher.weather(for: place, mode: mode, refresh: purpose == .refresh)
                }
                cacheFilesPending = true
                if interrupted && stopForInterrupt() { return }
                // Ctrl-C skips a fetch of stale data: what there is is shown.
                let skipped: Bool = if case .freshen = purpose { interrupted } else { false }
                perform(afterInterrupt(interrupted, session.fetched(place, purpose: purpose, result: result), keepViews: skipped))
            case .storeKey(let key):
                switch live.store(key) {
                case .success(let stored):
                    perform(session.keyStored(.success((stored.keySet, stored.summary)), saved: stored.saved))
                case .failure(let error):
                    perform(session.keyStored(.failure(error), saved: ""))
                }
            case .warning(let message):
                output.error("wxsh: \(message)")
            case .saveState:
                stateDirty = true
            case .quit:
                return
            }
        }
    }

    /// Prints a view, through the pager when it is taller than the terminal.
    /// With an image above it (OpenWeather's icon) when there is one; never while paging, when
    /// `withoutImage` gives the text to page instead (the art in place of the image).
    func show(_ text: String, image: String? = nil, withoutImage: () -> String = { "" }) {
        let rows = PagerPolicy.rows(environment: environment, terminalRows: outputTraits.isTerminal ? Terminal.rows() : nil)
        if let command = PagerPolicy.command(for: text, outputIsTerminal: outputTraits.isTerminal,
                                             enabled: session.state.pager && !invocation.noPager, rows: rows, pager: environment["PAGER"]) {
            output.flush()
            if Pager.show((image == nil ? text : withoutImage()) + "\n", command: command, environment: environment) { return }
        }
        if let image { output.raw(image) }
        output.line(text)
    }

    /// The escape that shows the current conditions' icon image above the city, now and
    /// pollution tabs, when the terminal shows images and `icons` allows; else nil.
    func imageEscape(for view: View) -> String? {
        guard case .tab(let tab) = view, [.city, .now, .pollution].contains(tab), session.state.format == .text, session.state.charts,
              let kind = imageProtocol, session.state.icons.resolved(showsImages: true) == .image,
              let code = session.state.data?.oneCall.current?.weather.first?.icon,
              let png = images.png(code, offline: session.state.mode == .offline) else { return nil }
        return InlineImage.escape(png: png, protocol: kind, columns: 13, rows: 5)
    }

    lazy var imageProtocol = InlineImage.terminalProtocol(environment: environment, outputIsTerminal: outputTraits.isTerminal)
    lazy var images = IconImages(environment: environment, cacheFolder: paths?.cache)

    /// `~/x` as the user's home folder.
    func expand(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] ?? Account.home() else { return path }
        return home + path.dropFirst(1)
    }

    /// Ctrl-C stopped a fetch: a script ends (status 130); at the prompt, the command is dropped.
    /// - Returns: whether the run should stop.
    func stopForInterrupt() -> Bool {
        _ = Signals.takeInterrupt()
        if let signal = Signals.termination {
            terminatedBy = signal
            session.stop()
            return true
        }
        if interactive {
            output.error("wxsh: cancelled")
            return false
        }
        interruptedScript = true
        session.stop()
        return true
    }

    /// The session's effects for a fetch Ctrl-C cancelled at the prompt: its state changes
    /// only, since `stopForInterrupt` has said the one line there is to say.
    func afterInterrupt(_ interrupted: Bool, _ effects: [Effect], keepViews: Bool = false) -> [Effect] {
        guard interrupted else { return effects }
        return effects.filter {
            switch $0 {
            case .render: return keepViews
            case .hint, .error, .warning: return false
            default: return true
            }
        }
    }

    /// Writes the session's state if it changed, merging saved places with the file's.
    func saveStateIfNeeded() {
        guard stateDirty else { return }
        stateDirty = false
        let ours = session.savedState
        let changes = session.pendingPlaceChanges
        let (written, warning) = store.save { disk in ours.merged(onto: disk, changes: changes) }
        if let written { session.didSave(written) }
        if let warning { output.error("wxsh: \(warning)") }
    }

    /// Waits for the cache files fetches are writing, and says if any could not be.
    func finishCacheFiles() {
        // Only after a fetch: waiting means starting Swift's task threads, a few milliseconds.
        guard cacheFilesPending else { return }
        cacheFilesPending = false
        for problem in live.finishWriting() { output.error("wxsh: \(problem)") }
    }

    func report(_ message: String) {
        failed = true
        if let scriptName {
            output.error("wxsh: \(TerminalSafety.sanitize(scriptName)):\(lineNumber): \(message)")
        } else {
            output.error("wxsh: \(message)")
        }
    }

    /// What the output can show, which does not change during a run: worked out once, not for
    /// every command.
    lazy var outputTraits: (isTerminal: Bool, color: Bool, unicode: Bool, truecolor: Bool) = {
        let isTerminal = Terminal.isTerminal(STDOUT_FILENO)
        return (isTerminal, TerminalPolicy.colorEnabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: isTerminal),
                TerminalPolicy.isUTF8(environment: environment), TerminalPolicy.truecolor(environment: environment))
    }()

    /// The progress line for a network effect, when standard error is a terminal.
    func spinner(for effect: Effect) -> Spinner? {
        Spinner(for: effect, unicode: outputTraits.unicode,
                width: TerminalPolicy.width(environment: environment, terminalColumns: Terminal.columns(STDERR_FILENO)),
                beforeFirstFrame: output.flush)
    }

    func presenter() -> Presenter {
        let traits = outputTraits
        let outputIsTerminal = traits.isTerminal
        let style = RenderStyle(
            width: TerminalPolicy.width(environment: environment, terminalColumns: outputIsTerminal ? Terminal.columns() : nil),
            color: traits.color, unicode: traits.unicode, truecolor: traits.truecolor,
            zoneNames: zones.names(for: session.state.data?.oneCall.timezone))
        return Presenter(style: style, now: Int64(Date().timeIntervalSince1970),
                         files: paths.map { [("State", store.path), ("History", $0.historyFile), ("Config", live.keyStore.file ?? ""), ("Cache", $0.cache)] } ?? [],
                         outputIsTerminal: outputIsTerminal)
    }

    func banner() -> String {
        let place = session.state.data?.place.displayName ?? "no data"
        return "wxsh \(WXVersion.string) — weather and air quality. Showing \(place); type `help` for commands, `quit` to leave."
    }

    // MARK: - Bundled data

    /// Where wxsh's data files may be, best first.
    static func dataFolders(environment: [String: String]) -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let sourceResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path
        return BundledData.searchPath(environment: environment, executable: executable, sourceResources: sourceResources)
    }

    /// Reads the London data from the first data folder that has it.
    /// - Returns: the data, or nil and a sentence saying what is missing and where it looked.
    static func loadBundledData(environment: [String: String]) -> (WeatherData?, String?) {
        let folders = dataFolders(environment: environment)
        for folder in folders {
            let oneCallPath = folder + "/" + BundledData.oneCallFile
            guard FileManager.default.fileExists(atPath: oneCallPath) else { continue }
            var files: [Data] = []
            for name in [BundledData.oneCallFile, BundledData.airPollutionFile, BundledData.placeFile] {
                switch FileBytes.read(folder + "/" + name, limit: WeatherDocument.maximumSize).map(\.data) {
                case .success(let data): files.append(data)
                case .failure(let error): return (nil, "the bundled London data in \(folder) is incomplete: \(name): \(error.message)")
                }
            }
            do {
                return (try BundledData.decode(oneCall: files[0], airPollution: files[1], place: files[2], folder: folder), nil)
            } catch {
                return (nil, "the bundled London data in \(folder) is damaged: \(error.file): \(error.message)")
            }
        }
        return (nil, "the bundled London data was not found (looked in \(folders.joined(separator: ", "))); set WXSH_DATA_DIR to the folder holding london/onecall.json, or reinstall with `make install`")
    }
}

/// A call the line readers make before they block, set once the shell exists.
final class WaitHook {
    var action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() { action() }
}
