import Foundation

/// The shell's behaviour as a pure state machine: input in, effects out, no I/O.
///
/// The shell feeds it lines (`handle(line:)`) and the results of the I/O it asked for
/// (`fileRead`), and carries out the returned effects in order.
public struct Session: Sendable {
    public private(set) var state: SessionState

    public init(state: SessionState) {
        self.state = state
    }

    // MARK: - Input

    /// Handles one line of input: a command, or the sheet's answer when the sheet is open.
    public mutating func handle(line: String) -> [Effect] {
        if state.sheet != nil { return answerSheet(line) }
        let trimmed = line.trimmingWhitespace()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return [] }
        switch CommandParser.parse(trimmed, app: state.app) {
        case .success(let command): return handle(command)
        case .failure(let error): return [.error(error.text)]
        }
    }

    /// Handles a parsed command.
    public mutating func handle(_ command: Command) -> [Effect] {
        switch command {
        case .help(let topic):
            if let topic, !HelpText.knows(topic, in: state.app) {
                let shown = TerminalSafety.sanitize(String(topic.prefix(40)))
                let guess = CommandCatalog.suggestion(for: topic, in: state.app).map { "; did you mean `\($0)`?" } ?? "; type `help` for the list"
                return [.error("help: no command called `\(shown)`\(guess)")]
            }
            return [.render(.help(topic: topic?.lowercased()))]

        case .app(let app):
            state.app = app
            return app == .finance ? [.render(.financeTab)] : renderTab()

        case .financeTab(let tab):
            return finance(state.finance.switchTab(to: tab), render: true)

        case .set(let field, let value):
            return finance(state.finance.set(field, value))

        case .clear(let field?):
            return finance(state.finance.clear(field))

        case .clear(nil):
            return finance(state.finance.clearAll(), render: true)

        case .solve(let field):
            return finance(state.finance.solve(field))

        case .showTime(let unit):
            return finance(state.finance.show(unit), render: true)

        case .tab(let tab):
            state.tab = tab
            return renderTab()

        case .location(nil):
            state.sheet = .location
            let current = state.data.map { " (now \($0.place.displayName))" } ?? ""
            return [.hint("Change location\(current): type a place, or an empty line or `cancel` to keep it.")]

        case .location(let text?):
            return changeLocation(text)

        case .search(let text):
            if text.trimmingWhitespace().isEmpty { return [.error("search: what should I search for?")] }
            return [.error("search: the place list is not available in this build yet")]

        case .units(nil):
            return [.render(.setting(name: "units", value: state.units.rawValue))]

        case .units(let units?):
            state.units = units
            return renderTab()

        case .refresh:
            return [.error(needsLiveData("refresh"))]

        case .load(let path, let units):
            if path.isEmpty { return [.error("load: which file? usage: load FILE [metric|imperial|standard]")] }
            return [.readFile(path: path, units: units)]

        case .format(nil):
            return [.render(.setting(name: "format", value: state.format.rawValue))]

        case .format(let format?):
            state.format = format
            return []

        case .status:
            return [.render(.status)]

        case .quit:
            state.finished = true
            return [.quit]
        }
    }

    /// Shows the current tab, or says why there is nothing to show.
    func renderTab() -> [Effect] {
        guard state.data != nil else {
            return [.error("no weather data to show: \(state.dataProblem ?? "nothing is loaded"); `load FILE` reads a One Call document")]
        }
        return [.render(.tab(state.tab))]
    }

    // MARK: - The finance calculator

    /// What to show after a finance command, and whether to save: a refused command says why
    /// and changes nothing; otherwise the state is saved, and the result is said in one line
    /// (text) or the whole tab is shown (JSON, or when the view itself changed).
    mutating func finance(_ outcome: FinanceOutcome, render: Bool = false) -> [Effect] {
        let currency = state.currency
        switch outcome {
        case .rejected(let error):
            return [.error(error.message(currency: currency))]
        case .unsolvable:
            let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) ?? "cannot be worked out"
            return [.saveState, .error(message)]
        default:
            var effects: [Effect] = [.saveState]
            if render || state.format == .json {
                effects.append(.render(.financeTab))
            } else if let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) {
                effects.append(.render(.message(message)))
            }
            return effects
        }
    }

    /// What is kept across runs.
    public var savedState: SavedState {
        SavedState(finance: state.finance)
    }

    // MARK: - The change-location sheet

    mutating func answerSheet(_ line: String) -> [Effect] {
        let text = line.trimmingWhitespace()
        if text.isEmpty || text.lowercased() == "cancel" {
            state.sheet = nil
            let place = state.data.map { ": still \($0.place.displayName)" } ?? ""
            return [.hint("Location unchanged\(place).")]
        }
        return changeLocation(text)
    }

    /// Validates a place; a refused one keeps the sheet open for another try.
    mutating func changeLocation(_ text: String) -> [Effect] {
        switch LocationQuery.parse(text) {
        case .failure(let error):
            if state.sheet != nil {
                return [.error("location: \(error.message)"), .hint("Type another place, or an empty line to cancel.")]
            }
            return [.error("location: \(error.message)")]
        case .success:
            state.sheet = nil
            return [.error(needsLiveData("location"))]
        }
    }

    func needsLiveData(_ command: String) -> String {
        if state.mode == .offline {
            return "\(command): wxsh is offline, so it cannot fetch weather; `load FILE` shows a saved One Call document"
        }
        return "\(command): fetching live weather is not available in this build yet; `load FILE` shows a saved One Call document"
    }

    // MARK: - Results of I/O

    /// Takes the bytes of a file the session asked to read, and shows what they hold.
    /// - Parameters:
    ///   - now: the current time, seconds since 1970, recorded as when the data was loaded.
    public mutating func fileRead(path: String, units: Units, result: Result<Data, FileReadError>, now: Int64) -> [Effect] {
        let shownPath = TerminalSafety.sanitize(path)
        let data: Data
        switch result {
        case .failure(let error): return [.error("load: \(shownPath): \(error.message)")]
        case .success(let bytes): data = bytes
        }
        let document: WeatherDocument
        do {
            document = try WeatherDocument.decode(data)
        } catch {
            return [.error("load: \(shownPath): \(error.message)")]
        }
        switch document {
        case .oneCall(let oneCall):
            guard oneCall.current != nil || oneCall.hourly != nil || oneCall.daily != nil else {
                return [.error("load: \(shownPath): this One Call document has no `current`, `hourly` or `daily` data to show")]
            }
            let standard = oneCall.convertedToStandard(from: units)
            var place = Place.coordinates(lat: oneCall.lat, lon: oneCall.lon)
            var air: AirPollution?
            if let previous = state.data, previous.place.isNear(lat: oneCall.lat, lon: oneCall.lon) {
                place = previous.place
                air = previous.air
            }
            state.data = WeatherData(place: place, oneCall: standard, air: air, source: .file,
                                     fetchedAt: now, origin: path)
            state.dataProblem = nil
            return renderTab()

        case .airPollution(let air):
            guard var current = state.data else {
                return [.error("load: \(shownPath): load a One Call document first; air quality is shown beside the weather")]
            }
            var effects: [Effect] = []
            if let coord = air.coord, !current.place.isNear(lat: coord.lat, lon: coord.lon) {
                effects.append(.hint("Note: this air quality is for \(Place.format(lat: coord.lat, lon: coord.lon)), not \(current.place.displayName)."))
            }
            current.air = air
            current.source = .file
            current.fetchedAt = now
            current.origin = path
            state.data = current
            if state.tab != .pollution { state.tab = .pollution }
            return effects + [.render(.tab(.pollution))]
        }
    }
}

/// Why a file could not be read, from the shell's side.
public enum FileReadError: Error, Equatable, Sendable {
    case notFound
    case permissionDenied
    case isDirectory
    case tooLarge(bytes: Int, limit: Int)
    case other(String)

    public var message: String {
        switch self {
        case .notFound: return "no such file"
        case .permissionDenied: return "permission denied"
        case .isDirectory: return "is a folder, not a file"
        case .tooLarge(let bytes, let limit): return "the file is too large (\(bytes) bytes; the limit is \(limit / 1024 / 1024) MB)"
        case .other(let text): return TerminalSafety.sanitize(text)
        }
    }
}

extension Place {
    /// Whether a point is within about 5 km of this place, so data for it belongs here.
    func isNear(lat: Double, lon: Double) -> Bool {
        abs(self.lat - lat) < 0.05 && abs(self.lon - lon) < 0.05
    }
}
