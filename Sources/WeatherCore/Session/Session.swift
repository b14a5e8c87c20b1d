import CoreCommands
import CoreFinance
import CoreLanguage
import CoreModel
import CoreProviders
import CoreRendering
import CoreState
import CoreSupport
import FoundationEssentials

/// The shell's behaviour as a pure state machine: input in, effects out, no I/O.
///
/// A small root over two apps, each with its own state and reducer: the weather app
/// (`WeatherSession`) and the finance calculator (`FinanceSession`). The root parses lines,
/// handles the commands of both apps (`help`, `app`, `format`, `status`, `quit`) and hands
/// every other command to the app that owns it. The shell feeds it lines (`handle(line:)`),
/// events (`interrupt()`) and the results of the I/O it asked for (`fetched`, `fileRead`), and
/// carries out the returned effects in order.
package struct Session: Sendable {
    /// The weather app.
    private var weather: WeatherSession
    /// The finance calculator.
    private var finance: FinanceSession
    /// Which app is open: the one whose commands and tabs the line reads.
    private var app: AppKind
    /// How output is written, for this run.
    private var format: OutputFormat
    /// The symbol money is shown with, from the locale.
    private let currency: Currency
    /// Set by `quit`; the shell stops reading input.
    private var finished: Bool
    /// `trace on`: the runner traces each command (not saved).
    private var trace: Bool
    /// The language views speak, and its words once read.
    private var lang: Language
    private var words: Words
    /// The language saved with `lang` (nil: none chosen); `--lang` and the environment choose
    /// for one run and leave it as it is.
    private var savedLang: Language?
    /// The states this session has been in and the transitions it took (`states path`).
    private var path = MachinePath()

    /// Everything the views and the shell read: the root's own state with each app's.
    package var state: SessionState {
        var state = SessionState(format: format)
        state.app = app
        state.currency = currency
        state.finished = finished
        state.trace = trace
        state.lang = lang
        state.words = words
        state.weather = weather.state
        state.finance = finance.state
        return state
    }

    /// Whether `trace` is on: read before every command, without building `state`.
    package var isTracing: Bool { trace }

    /// What the shell reads around every line, without building `state` (a copy of every field):
    /// whether `quit` was typed, and the sheet when it is open.
    package var isFinished: Bool { finished }
    package var sheet: Sheet? { weather.state.sheet }
    /// The words of the session's language (the prompt's translated tab names come from them).
    package var currentWords: Words { words }

    /// The prompt's parts: the open app, and the tab shown (the finance tab in the finance app).
    package var promptTab: (app: AppKind, tab: String) {
        (app, app == .finance ? finance.state.tab.rawValue : weather.state.tab.rawValue)
    }

    /// What the session may consult that is not its own state (the weather app's).
    package var services: SessionServices { weather.services }

    /// A setting that a flag can give for one run.
    package enum Setting: Hashable, Sendable { case units, format, mode, provider }

    package init(
        state: SessionState, services: SessionServices = .none, remembered: SavedState = SavedState(),
        forThisRunOnly: Set<Setting> = []
    ) {
        app = state.app
        format = state.format
        currency = state.currency
        finished = state.finished
        trace = state.trace
        lang = state.lang
        words = state.words
        savedLang = remembered.lang
        weather = WeatherSession(state: state.weather, services: services, remembered: remembered, forThisRunOnly: forThisRunOnly)
        finance = FinanceSession(state: state.finance)
    }

    // MARK: - Input

    /// Handles one line of input: a command, or the sheet's answer when the sheet is open.
    package mutating func handle(line: String) -> [Effect] {
        let trimmed = LineSplitter.withoutComment(line).trimmingWhitespace()
        let here = MachineState(
            finished: finished, sheet: weather.state.sheet, app: app, tab: weather.state.tab, financeTab: finance.state.tab
        ).name
        let english = LocalTabNames.inEnglish(trimmed, app: app, words: words)
        // A line that names no command and reads as a question is asked (`ask` is implied).
        let isQuestion =
            app == .weather && weather.state.sheet == nil && !trimmed.isEmpty && CommandParser.isUnknownCommand(english, app: app)
            && weather.looksLikeQuestion(trimmed)
        path.arrive(at: here, command: isQuestion ? "QUESTION" : MachinePath.name(of: trimmed, app: app, sheet: weather.state.sheet != nil))
        if weather.state.sheet != nil {
            // `quit` and `exit` leave even from the sheet, which closes first.
            guard ["quit", "exit"].contains(trimmed.lowercased()) else { return weather.answerSheet(line) }
            weather.closeSheet()
        }
        if trimmed.isEmpty { return [] }
        if isQuestion { return handle(.weather(.ask(AskRequest(text: trimmed)))) }
        switch CommandParser.parse(english, app: app) {
        case .success(let command): return handle(command)
        case .failure(let error): return [.error(ErrorReport(error.text))]
        }
    }

    /// Handles a parsed command: the root's own, or the app's that owns it.
    package mutating func handle(_ command: Command) -> [Effect] {
        switch command {
        case .help(let topic):
            if let topic, !HelpText.knows(topic, in: app) {
                let shown = TerminalSafety.sanitize(String(topic.prefix(40)))
                return [.error(.noSuchCommand(shown, guess: CommandRegistry.suggestion(for: topic, in: app)))]
            }
            return [.render(.help(topic: topic?.lowercased()))]

        case .app(let chosen):
            app = chosen
            return chosen == .finance ? [.render(.financeTab)] : weather.renderTab()

        case .format(nil):
            return [.render(.setting(name: "format", value: format.rawValue))]

        case .format(let chosen?):
            format = chosen
            return [.hint("Format: \(chosen.rawValue) (for this run only).")]

        case .status:
            return [.render(.status)]

        case .quit:
            finished = true
            return [.quit]

        case .states(let request):
            return [.render(.states(request, path, MachineDiagram { StateDiagram.session }))]

        case .trace(nil):
            return [.render(.setting(name: "trace", value: trace ? "on" : "off"))]

        case .trace(let on?):
            trace = on
            return [.hint("Trace: \(on ? "on" : "off") (for this run only).")]

        case .lang(nil):
            return [.render(.setting(name: "lang", value: lang.rawValue))]

        case .lang(let chosen?):
            lang = chosen
            savedLang = chosen
            // The words are read by the runner, which answers with `languageRead`.
            return [.saveState, .readLanguage(chosen)]

        case .demo(let command):
            return [.demo(command)]

        case .weather(.explain(let query)):
            // Figures are named in the session's language too, which the weather app does not keep.
            return weather.explain(query, words: words)

        case .weather(let command):
            return weather.handle(command)

        case .finance(let command):
            return finance.handle(command, format: format, currency: currency, language: lang)
        }
    }

    // MARK: - Events

    /// Ctrl-C at the prompt (the line reader has shown `^C`): an open sheet closes and the place
    /// stays as it was; nothing is said.
    package mutating func interrupt() -> [Effect] {
        weather.interrupt()
    }

    /// Ctrl-D at an interactive prompt while the sheet is open: the sheet closes as an empty
    /// answer closes it ("Location unchanged"), and the session goes on.
    package mutating func endOfInputInSheet() -> [Effect] {
        weather.endOfInputInSheet()
    }

    /// After `key KEY`: whether a key is now in effect and what `key` says, or why saving failed.
    package mutating func keyStored(_ result: Result<(keySet: Bool, summary: Phrase), SimpleMessage>, saved: Phrase) -> [Effect] {
        weather.keyStored(result, saved: saved)
    }

    /// Takes the words of the language `lang` chose (read by the runner): says so, and shows
    /// the view again in the language. Nothing is fetched.
    package mutating func languageRead(_ read: Words) -> [Effect] {
        guard read.language == lang else { return [] }
        words = read
        weather.useLanguage(lang)
        let again: [Effect] = app == .finance ? [.render(.financeTab)] : (weather.state.data == nil ? [] : weather.renderTab())
        return [.hint("Language: \(lang.nativeName).")] + again
    }

    /// The words of the language in effect, read by the runner at start; the places shown get
    /// their names in it.
    package mutating func useWords(_ read: Words) {
        guard read.language == lang else { return }
        words = read
        weather.useLanguage(lang)
    }

    /// Stops the session (Ctrl-C in a script).
    package mutating func stop() {
        finished = true
    }

    // MARK: - Results of the I/O the session asked for

    /// Takes the Geocoding API's answer for a name: one place is fetched, several are offered,
    /// none keeps an open sheet open.
    package mutating func geocoded(_ name: String, result: Result<[GeocodedPlace], FetchFailure>) -> [Effect] {
        weather.geocoded(name, result: result)
    }

    /// Takes the weather fetched for a place (see `WeatherSession.fetched`).
    package mutating func fetched(_ place: Place, purpose: FetchPurpose, result: Result<FetchedPlace, FetchFailure>) -> [Effect] {
        weather.fetched(place, purpose: purpose, result: result)
    }

    /// Takes the answers to `.fetchPlaces` (see `WeatherSession.placesFetched`).
    package mutating func placesFetched(_ answers: [(Place, Result<FetchedPlace, FetchFailure>)], interrupted: Bool) -> [Effect] {
        weather.placesFetched(answers, interrupted: interrupted)
    }

    /// Takes the weather of dates the session asked for (see `WeatherSession.datedFetched`).
    package mutating func datedFetched(_ request: DatedRequest, result: Result<DatedWeather, FetchFailure>) -> [Effect] {
        weather.datedFetched(request, result: result)
    }

    /// Takes the bytes of a file the session asked to read, and shows what they hold.
    /// - Parameters:
    ///   - now: the current time, seconds since 1970, recorded as when the data was loaded.
    package mutating func fileRead(path: String, units: Units, result: Result<Data, FileReadError>, now: Int64) -> [Effect] {
        weather.fileRead(path: path, units: units, result: result, now: now)
    }

    // MARK: - Saving and starting

    /// What is kept across runs: both apps' choices; settings given by a flag keep their saved value.
    package var savedState: SavedState {
        var saved = weather.savedState
        saved.finance = finance.state
        saved.lang = savedLang
        return saved
    }

    /// The saved-place edits to merge into the file.
    package var pendingPlaceChanges: [PlaceChange] { weather.placeChanges }

    /// After a save: the places now on disk (ours merged with any other process's).
    package mutating func didSave(_ saved: SavedState) {
        weather.didSave(saved)
    }

    /// What an interactive start shows under the banner: the current tab (fetched first when its
    /// data is stale, as any tab is), or the finance calculator; nothing when there is no data,
    /// which the start has already said.
    package func firstScreen() -> [Effect] {
        if app == .finance { return [.render(.financeTab)] }
        return weather.state.data == nil ? [] : weather.renderTab()
    }

    /// `--start bundled`: the first screen from the data as it is (the bundled London), with
    /// nothing fetched first; the first command fetches as it would have.
    package func bundledScreen() -> [Effect] {
        if app == .finance { return [.render(.financeTab)] }
        return weather.state.data == nil ? [] : [.render(.tab(weather.state.tab))]
    }
}
