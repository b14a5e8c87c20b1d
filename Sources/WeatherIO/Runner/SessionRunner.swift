import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs wxsh: parses the command line, starts the session, feeds it each line read and carries
/// out the effects it returns. The session's state changes in the session only: the runner
/// keeps what the process needs (what to save, how the run ends).
public final class SessionRunner {
    let invocation: Invocation
    let services: RunnerServices
    /// Nil when there is no home folder: nothing is saved this run.
    let paths: XDGPaths?
    let interactive: Bool
    /// Where errors say they come from: a script's name, for `FILE:LINE:`.
    let scriptName: String?
    var session: Session
    let store: StateStore
    let places: PlaceDirectory
    /// The network side; made again, with the session, when `--step` goes back.
    var live: LiveData
    /// The session and its network side as the run started them (`--step` going back re-runs
    /// the script from there).
    let startAgain: () -> (Session, LiveData)
    /// The zone abbreviations times are named with.
    let zones: ZoneFiles
    /// Set by a fetch, whose cache file may still be being written.
    var cacheFilesPending = false
    /// Set when Ctrl-C stopped a script: it ends with status 130.
    var interruptedScript = false
    /// Something to save changed; it is written before wxsh next waits for input, and at exit.
    var stateDirty = false
    var failed = false
    /// `ask -q`'s status (0 yes, 1 no, 2 cannot answer): the run's, when nothing failed.
    var quietStatus: Int32?
    var lineNumber = 0
    /// `--step`: the step being run, which its errors name (not the script's path and line).
    var steppingAt: Int?
    /// The command being carried out, for `--format json`'s errors.
    var currentCommand: String?
    /// SIGTERM or SIGHUP stopped the run: it ends, state saved, with 128 + this.
    var terminatedBy: Int32?
    /// Set when the SCRIPT could not be read to its end (too large, a read error): status 2.
    var readFailureStatus: Int32?

    let output: Output
    /// Counts the HTTP requests sent, for `trace`.
    let requests: RequestCounter
    /// The command being traced (`trace on`), collecting what it did; nil when trace is off.
    var trace: TraceRecord?
    /// The last command traced, for `trace sequence`.
    var lastTrace: TraceRecord?
    /// Every command traced in the session, for `trace sequence all` and `trace sequence N`.
    var traced: [TraceRecord] = []
    /// The language catalogs, read when a language is first wanted.
    let languages: LanguageFiles
    /// The question words, read when a line is first read as a question.
    let questions: QuestionWordFiles
    /// What a presented demo keeps: the last view, for `snapshot`.
    let presenting = Presenting()
    /// The tabs rendered for the data on show, shown again without rendering.
    let renderCache = RenderCache()

    var environment: [String: String] { services.environment }
    var interrupts: any InterruptSource { services.interrupts }

    /// Runs wxsh in this process and returns its exit status.
    /// - Parameters:
    ///   - arguments: the command line, without the program's name.
    ///   - interrupts: Ctrl-C, SIGTERM and SIGHUP, as the executable's signal handlers see them.
    ///   - terminalLines: the line reader for a person at a terminal (libedit).
    package static func run(
        arguments: [String], environment: [String: String], interrupts: any InterruptSource,
        terminalLines: @escaping (TerminalLineSetup) -> any LineSource
    ) -> Int32 {
        run(arguments: arguments, services: .live(environment: environment, interrupts: interrupts, terminalLines: terminalLines))
    }

    /// Runs wxsh with the world it is given, and returns the exit status.
    static func run(arguments: [String], services: RunnerServices) -> Int32 {
        let output = Output(sink: services.output)
        defer { output.flush() }
        let invocation: Invocation
        switch Invocation.parse(arguments) {
        case .failure(let error):
            let json = Invocation.asksForJSON(arguments)
            let words = startWords(Invocation.asksForLanguage(arguments), environment: services.environment, folders: services.dataFolders)
            output.error(startError(error.message, kind: .usage, json: json, words: words))
            if !json { output.error(words("Try `wxsh --help` for more information.")) }
            return 2
        case .success(let parsed):
            invocation = parsed
        }
        if invocation.showHelp {
            output.line(
                Invocation.helpText(in: startWords(invocation.lang, environment: services.environment, folders: services.dataFolders)))
            return 0
        }
        if let shell = invocation.completion {
            output.line(String(CompletionScript.make(shell).dropLast()))
            return 0
        }
        if invocation.showVersion {
            output.line("wxsh \(WXVersion.string)")
            return 0
        }
        var services = services
        let json = invocation.format == .json
        // Read only when something is said before the session (a catalog costs start-up time),
        // and then once, however many things are said.
        let startWordsRead = Locked<Words?>(nil)
        let words: @Sendable () -> Words = { [environment = services.environment, folders = services.dataFolders] in
            startWordsRead.withLock { read in
                if let read { return read }
                let words = startWords(invocation.lang, environment: environment, folders: folders)
                read = words
                return words
            }
        }
        if let problem = stepProblem(invocation, terminal: services.terminal) {
            output.error(startError(problem, kind: .usage, json: json, words: words()))
            return 2
        }
        // `--step` keeps the bottom row for its status line: the views are laid out above it.
        if invocation.step, let rows = services.terminal.rows() ?? PagerPolicy.rows(environment: services.environment, terminalRows: nil),
            rows > 2
        {
            services.environment["LINES"] = String(rows - 1)
        }
        if case .failure(let problem) = Demo.open(invocation, services: &services) {
            output.error(startError(problem.text, kind: .usage, json: json, words: words()))
            return 2
        }
        let places = PlaceDirectory(folders: services.dataFolders)
        let status: Int32
        switch Input.choose(for: invocation, services: services, places: places, say: { words()($0) }) {
        case .failure(let problem):
            // Nothing ran: the recording and the cast are left out, not put in place.
            services.demo?.abandon()
            output.error(startError(problem.text, kind: .file, json: json, words: words()))
            return 2
        case .success(let input):
            let runner = SessionRunner(
                invocation: invocation, services: services, interactive: input.interactive, scriptName: input.scriptName,
                output: services.demo?.cast == nil ? output : Output(sink: services.output), places: places)
            status = runner.run(input)
        }
        // The recording and the cast are put in place last, also after a signal; one that could
        // not be written is said (not into the cast) and fails the run.
        let problems = services.demo?.finish() ?? []
        for problem in problems { output.error(startError(problem, kind: .file, json: json, words: words())) }
        return problems.isEmpty || status != 0 ? status : 1
    }

    init(
        invocation: Invocation, services: RunnerServices, interactive: Bool, scriptName: String?, output: Output,
        places: PlaceDirectory
    ) {
        self.output = output
        let environment = services.environment
        // A legacy character set: English in ASCII for this run (a saved `lang` is kept), said once.
        let legacyCharset = TerminalPolicy.legacyCharset(environment: environment)
        var invocation = invocation
        if legacyCharset != nil { invocation.lang = .en }
        self.invocation = invocation
        self.services = services
        requests = RequestCounter(source: services.demo?.replay == nil ? .live : .replay)
        self.paths = XDGPaths(environment: environment, accountHome: services.accountHome)
        let json = invocation.format == .json
        // Said once the session's language is known (the saved `lang` is in the state file).
        var warnings: [Phrase] = []
        // untranslated: said in English, as a legacy character set cannot show the other languages' letters
        if let legacyCharset { warnings.append("the locale's character set \(legacyCharset) is not UTF-8; speaking English in ASCII") }
        // end untranslated
        if paths == nil {
            warnings.append(XDGPaths.noHomeWarning)
        } else if let paths {
            StaleFiles.remove(in: [paths.config, paths.state, paths.cache])
        }
        self.interactive = interactive
        self.scriptName = scriptName
        let (data, problem) = SessionRunner.loadBundledData(folders: services.dataFolders)
        store = StateStore(directory: services.demo?.isolated == true ? nil : paths?.state)
        let (loaded, warning) = store.load()
        if let warning { warnings.append(warning) }
        let saved = loaded ?? SavedState()
        // Parts of the file were damaged (and a copy kept): write it again without them, once.
        stateDirty = !saved.ignored.isEmpty
        let transport = requests.counting(services.transport)
        let homePaths = self.paths
        let freshLive = {
            LiveData(
                environment: environment, paths: homePaths, transport: transport, now: services.now,
                keepsFiles: services.demo?.isolated != true, key: services.demo?.replayedKey)
        }
        let live = freshLive()
        self.live = live
        warnings += live.lookup.warnings
        if let problem = live.baseURLProblem { warnings.append("\(problem); live data is off until it is fixed") }
        if let problem = live.openMeteoProblem { warnings.append("\(problem); Open-Meteo is off until it is fixed") }
        self.places = places
        zones = ZoneFiles(environment: environment)
        let languages = LanguageFiles(folders: services.dataFolders)
        self.languages = languages
        let questions = QuestionWordFiles(folders: services.dataFolders)
        self.questions = questions
        let now = services.now
        let start = { [invocation] (live: LiveData) in
            var facts = StartFacts(
                keySet: live.lookup.key != nil && live.baseURLProblem == nil, keySummary: live.lookup.summary,
                liveDataProblem: live.baseURLProblem, openMeteoReady: live.openMeteoProblem == nil,
                defaultProvider: live.lookup.key != nil ? .openWeather : .openMeteo, interactive: interactive,
                cachedWeather: { live.cached($0) })
            facts.environmentLanguage = Language.from(environment: environment)
            return Session(
                bundled: data, dataProblem: problem, saved: saved, invocation: invocation,
                currency: Currency.from(environment: environment), facts: facts,
                services: SessionServices(
                    gazetteer: { places.gazetteer() },
                    systemTimeZone: { PlaceDirectory.systemTimeZone(environment: environment) },
                    cachedWeather: { [cache = live.cache] in LiveData.cached($0, in: cache, now: now) },
                    now: { Int64(now().timeIntervalSince1970) },
                    questionWords: { questions.words(for: $0) }))
        }
        session = start(live)
        startAgain = {
            let live = freshLive()
            var session = start(live)
            session.useWords(languages.words(for: session.state.lang).0)
            return (session, live)
        }
        if let problem, interactive || invocation.input != .standardInput { warnings.append(problem) }
        let (words, wordsProblem) = languages.words(for: session.state.lang)
        if let wordsProblem { warnings.append(wordsProblem) }
        session.useWords(words)
        for warning in warnings { output.error(SessionRunner.warningLine(words(warning), json: json)) }
    }

    lazy var imageProtocol = InlineImage.terminalProtocol(environment: environment, outputIsTerminal: outputTraits.isTerminal)
    lazy var images = IconImages(
        environment: environment, cacheFolder: paths?.cache, transport: requests.counting(services.transport),
        interrupts: services.interrupts, source: requests.source == .replay ? .replay : .live)

    /// What the output can show, which does not change during a run: worked out once, not for
    /// every command.
    lazy var outputTraits: (isTerminal: Bool, color: Bool, unicode: Bool, truecolor: Bool) = {
        let isTerminal = services.terminal.outputIsTerminal
        return (
            isTerminal,
            (invocation.color ?? .auto).enabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: isTerminal),
            TerminalPolicy.isUTF8(environment: environment), TerminalPolicy.truecolor(environment: environment)
        )
    }()

    /// Shows the first screen at a terminal, reads every line, and saves what changed.
    /// - Returns: the exit status.
    func run(_ input: Input) -> Int32 {
        if interactive {
            output.line(presenter().style.wrapped(banner()))
            // Then the weather itself, fetched first when the data is stale.
            perform(session.firstScreen())
        } else if invocation.start == .bundled {
            // A script starts as the app does at a terminal, on the bundled data as it is:
            // nothing is fetched before its first command.
            output.line(presenter().style.wrapped(banner()))
            perform(session.bundledScreen())
        }
        if invocation.step {
            runStepped(input.lines)
        } else {
            switch input.lines {
            case .commands(let text): runCommands(text)
            case .source(var source): runLoop(&source)
            }
        }
        // Ctrl-C taken from a script: what is left to write may not wait for a reader.
        if interruptedScript { output.leaving() }
        // What was shown first, then the state and the cache files (as `beforeWaiting`).
        output.flush()
        saveStateIfNeeded()
        finishCacheFiles()
        output.flush()
        if let status = readFailureStatus { return status }
        if interruptedScript {
            if session.state.format == .json {
                report(ErrorReport("interrupted (Ctrl-C): the script stopped", kind: .interrupted))
            }
            return 130
        }
        if let failure = output.writeFailure {
            let said = session.state.words("cannot write the output: \(failure)")
            output.error(said: said)
            return 1
        }
        if let signal = terminatedBy { return 128 + signal }
        // At a terminal, failures were said as they happened; leaving is not one.
        if let quietStatus, !failed { return quietStatus }
        return failed && !interactive ? 1 : 0
    }

    /// What is done before wxsh waits for input: show all output, then save changed state and
    /// finish the cache files (which need not delay the output).
    func beforeWaiting() {
        output.flush()
        saveStateIfNeeded()
        finishCacheFiles()
        output.flush()
    }
}
