import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WeatherCore

/// Runs wxsh: parses the command line, builds the session, reads commands and carries out
/// the effects the session returns.
final class Shell {
    let invocation: Invocation
    let environment: [String: String]
    let paths: XDGPaths
    let interactive: Bool
    /// Where errors say they come from: a script's name, for `FILE:LINE:`.
    let scriptName: String?
    var session: Session
    let store: StateStore
    let places: PlaceDirectory
    var failed = false
    var lineNumber = 0

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
        let places = PlaceDirectory(folders: Shell.dataFolders(environment: environment))
        var reader: any LineReader
        var interactive = false
        var scriptName: String?
        var commands: String?
        switch invocation.input {
        case .commands(let text):
            commands = text
            reader = PlainLineReader(fd: -1, flush: output.flush)
        case .script(let path):
            scriptName = path
            if path == "-" {
                reader = PlainLineReader(fd: STDIN_FILENO, flush: output.flush)
            } else {
                let fd = open(path, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else {
                    output.error("wxsh: cannot read script \(TerminalSafety.sanitize(path)): \(Files.error(errno).message)")
                    return 2
                }
                reader = PlainLineReader(fd: fd, flush: output.flush)
            }
        case .standardInput:
            if Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO) {
                interactive = true
                reader = EditLineReader(historyFile: XDGPaths(environment: environment).historyFile, flush: output.flush,
                                        places: { prefix in (try? places.gazetteer().get())?.completions(prefix: prefix, limit: 20) ?? [] })
            } else {
                reader = PlainLineReader(fd: STDIN_FILENO, flush: output.flush)
            }
        }
        let shell = Shell(invocation: invocation, environment: environment, interactive: interactive,
                          scriptName: scriptName, output: output, places: places)
        if interactive {
            output.line(shell.banner())
        }
        if let commands {
            shell.runCommands(commands)
        } else {
            shell.runLoop(reader: &reader)
        }
        return shell.failed ? 1 : 0
    }

    init(invocation: Invocation, environment: [String: String], interactive: Bool, scriptName: String?, output: Output,
         places: PlaceDirectory) {
        self.output = output
        self.invocation = invocation
        self.environment = environment
        self.paths = XDGPaths(environment: environment)
        self.interactive = interactive
        self.scriptName = scriptName
        let (data, problem) = Shell.loadBundledData(environment: environment)
        var state = SessionState(data: data, dataProblem: problem)
        store = StateStore(directory: paths.state)
        let (saved, warning) = store.load()
        if let warning { output.error("wxsh: \(warning)") }
        if let finance = saved?.finance { state.finance = finance }
        state.currency = Currency.from(environment: environment)
        state.units = invocation.units ?? .metric
        state.format = invocation.format ?? .text
        state.mode = invocation.offline ? .offline : .live
        state.keySet = !(environment["OPENWEATHER_API_KEY"] ?? "").isEmpty
        self.places = places
        session = Session(state: state, services: SessionServices(
            gazetteer: { places.gazetteer() },
            systemTimeZone: { PlaceDirectory.systemTimeZone(environment: environment) }))
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
            let result = reader.next(prompt: prompt)
            lineNumber += 1
            switch result {
            case .end:
                if interactive { output.line("") }
                return
            case .interrupted:
                if session.state.sheet != nil {
                    _ = session.handle(line: "cancel")
                }
                continue
            case .tooLong:
                report("line too long (over \(LineBuffer.maximumLineBytes) bytes); ignored")
                if invocation.bail { return }
            case .line(let line):
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
            if invocation.echo { output.line(prompt + command) }
            let wasFailed = failed
            failed = false
            perform(session.handle(line: command))
            let thisFailed = failed
            failed = failed || wasFailed
            if session.state.finished { return false }
            if thisFailed && invocation.bail { return false }
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
                let text = presenter().render(view, state: session.state)
                if !text.isEmpty { output.line(text) }
            case .hint(let text):
                if interactive || invocation.echo { output.line(text) }
            case .error(let message):
                report(message)
            case .readFile(let path, let units):
                let result = Files.read(expand(path), limit: WeatherDocument.maximumSize)
                perform(session.fileRead(path: path, units: units, result: result, now: Int64(Date().timeIntervalSince1970)))
            case .geocode(let name):
                perform(session.geocoded(name, result: .failure(FetchFailure("looking places up online is not available in this build yet"))))
            case .fetchWeather(let place):
                let message = session.state.mode == .offline
                    ? "no data is available offline for \(place.displayName)"
                    : "fetching live weather for \(place.displayName) is not available in this build yet"
                perform(session.fetched(place, result: .failure(FetchFailure(message))))
            case .saveState:
                if let warning = store.save(session.savedState) { output.error("wxsh: \(warning)") }
            case .quit:
                return
            }
        }
    }

    /// `~/x` as the user's home folder.
    func expand(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst(1)
    }

    func report(_ message: String) {
        failed = true
        if let scriptName {
            output.error("wxsh: \(TerminalSafety.sanitize(scriptName)):\(lineNumber): \(message)")
        } else {
            output.error("wxsh: \(message)")
        }
    }

    func presenter() -> Presenter {
        let outputIsTerminal = Terminal.isTerminal(STDOUT_FILENO)
        let style = RenderStyle(
            width: TerminalPolicy.width(environment: environment, terminalColumns: outputIsTerminal ? Terminal.columns() : nil),
            color: TerminalPolicy.colorEnabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: outputIsTerminal),
            unicode: TerminalPolicy.isUTF8(environment: environment))
        return Presenter(style: style, now: Int64(Date().timeIntervalSince1970),
                         files: [("History", paths.historyFile), ("Config", paths.config), ("Cache", paths.cache)])
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
            let limit = WeatherDocument.maximumSize
            switch (Files.read(oneCallPath, limit: limit),
                    Files.read(folder + "/" + BundledData.airPollutionFile, limit: limit),
                    Files.read(folder + "/" + BundledData.placeFile, limit: limit)) {
            case (.success(let oneCall), .success(let air), .success(let place)):
                do {
                    return (try BundledData.decode(oneCall: oneCall, airPollution: air, place: place, folder: folder), nil)
                } catch let error as DocumentError {
                    return (nil, "the bundled London data in \(folder) is damaged: \(error.message)")
                } catch let error as BundledDataError {
                    return (nil, "the bundled London data in \(folder) is damaged: \(error.file) \(error.message)")
                } catch {
                    return (nil, "the bundled London data in \(folder) is damaged: \(BundledData.placeFile) is not a Geocoding response")
                }
            case (.failure(let e), _, _), (_, .failure(let e), _), (_, _, .failure(let e)):
                return (nil, "the bundled London data in \(folder) is incomplete: \(e.message)")
            }
        }
        return (nil, "the bundled London data was not found (looked in \(folders.joined(separator: ", "))); set WXSH_DATA_DIR to the folder holding london/onecall.json, or reinstall with `make install`")
    }
}
