import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `--record`, `--replay` and `--cast` change for a run: the transport (recorded or
/// answered from a file), the clock (moved by the commands, from the recording in a replay) and
/// the output (also written to a cast). Nil when none is asked for: nothing changes then.
///
/// A recorded or replayed run starts from wxsh's defaults, as a first run does: the saved state
/// and the cache files are neither read nor written, so a replay starts as its recording did
/// wherever it runs (the presenter's own state is left as it was).
final class Demo {
    let clock: DemoClock?
    let replay: Replay?
    private let files: [LineFile]
    let cast: CastFile?

    /// Whether the run starts from defaults and saves no state and no cache file.
    var isolated: Bool { clock != nil }

    private init(clock: DemoClock?, replay: Replay?, files: [LineFile], cast: CastFile?) {
        self.clock = clock
        self.replay = replay
        self.files = files
        self.cast = cast
    }

    /// Opens the files the command line names and changes `services` to use them.
    /// - Returns: nil when there is nothing to do; a failure (a usage error) naming the file.
    static func open(_ invocation: Invocation, services: inout RunnerServices) -> Result<Demo?, SimpleMessage> {
        guard invocation.record != nil || invocation.replay != nil || invocation.cast != nil else { return .success(nil) }
        if let clash = SameFile.clash(invocation.namedFiles) { return .failure(clash) }
        let realNow = services.now
        var clock: DemoClock?
        var replay: Replay?
        var files: [LineFile] = []
        if let path = invocation.replay {
            switch FileBytes.read(path, limit: 64 * 1024 * 1024) {
            case .failure(let error):
                return .failure(SimpleMessage("cannot read the recording \(TerminalSafety.sanitize(path)): \(error.message)"))
            case .success(let file):
                switch Recording.read(file.data) {
                case .failure(let problem):
                    return .failure(SimpleMessage("cannot replay \(TerminalSafety.sanitize(path)): \(problem.text)"))
                case .success(let recording):
                    let answers = Replay(recording)
                    replay = answers
                    let commands = recording.commands
                    clock = DemoClock(start: recording.started) { $0 <= commands.count ? commands[$0 - 1] : nil }
                    services.transport = answers.transport
                }
            }
        } else if let path = invocation.record {
            let file: LineFile
            switch LineFile.create(path, what: "the recording") {
            case .failure(let problem): return .failure(problem)
            case .success(let created): file = created
            }
            files.append(file)
            let key = APIKeyStore(
                environment: services.environment, paths: XDGPaths(environment: services.environment, accountHome: services.accountHome)
            ).load().key
            let started = DemoClock.milliseconds(realNow())
            file.write(Recording.headerLine(started: started, hadKey: key != nil, version: WXVersion.string))
            clock = DemoClock(start: started, next: { _ in DemoClock.milliseconds(realNow()) }) { number, time in
                file.write(Recording.commandLine(number, at: time))
            }
            services.transport = .recording(services.transport, to: file, secret: key?.value, clock: realNow)
        }
        var cast: CastFile?
        if let path = invocation.cast {
            if let size = invocation.castSize, !services.terminal.outputIsTerminal {
                // The views are laid out for the cast's screen.
                services.environment["COLUMNS"] = String(size.columns)
                services.environment["LINES"] = String(size.rows)
            }
            let width = TerminalPolicy.width(environment: services.environment, terminalColumns: services.terminal.columns())
            let height = PagerPolicy.rows(environment: services.environment, terminalRows: services.terminal.rows()) ?? 24
            switch CastFile.open(
                path, width: width, height: height, title: invocation.title,
                look: SVGCast.Look(theme: invocation.castTheme ?? .dark, fontSize: invocation.castFontSize ?? 14), timestamp: realNow(),
                environment: services.environment)
            {
            case .failure(let problem):
                files.forEach { $0.abandon() }
                return .failure(problem)
            case .success(let opened):
                cast = opened
                services.output = opened.tee(services.output)
            }
        }
        if let clock { services.now = clock.now }
        let demo = Demo(clock: clock, replay: replay, files: files, cast: cast)
        services.demo = demo
        return .success(demo)
    }

    /// Leaves the recording and the cast out when the run does not start: what was there
    /// before stays, and an SVG cast is not drawn.
    func abandon() {
        files.forEach { $0.abandon() }
        cast?.abandon()
    }

    /// The key a replay runs with: a stand-in when the recording had one (the URLs it matches
    /// have none), none otherwise, whatever this machine has.
    var replayedKey: KeyLookup? {
        replay.map { replay in
            replay.recording.hadKey ? KeyLookup(key: APIKey("replayedkey"), source: .environment) : KeyLookup(key: nil, source: .none)
        }
    }

    /// Puts the recording and the cast in place, each whole, or leaves what was there before.
    /// - Returns: one line for each that could not be written.
    func finish() -> [Phrase] {
        files.compactMap { $0.finish() } + [cast?.finish()].compactMap { $0 }
    }
}

extension Invocation {
    /// The files the command line names, for `SameFile.clash`: the script, the recording
    /// replayed, and what is written (the recording made, the cast).
    var namedFiles: [SameFile.Named] {
        var files: [SameFile.Named] = []
        if case .script(let path) = input, path != "-" { files.append(SameFile.Named(role: "the script", path: path)) }
        if let replay { files.append(SameFile.Named(role: "--replay", path: replay)) }
        if let record { files.append(SameFile.Named(role: "--record", path: record)) }
        if let cast { files.append(SameFile.Named(role: "--cast", path: cast)) }
        return files
    }
}
