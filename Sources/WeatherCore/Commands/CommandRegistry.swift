import CoreState

/// Every command and tab wxsh knows, in the order `help` lists them: the one list that `help`,
/// Tab completion, suggestions for mistyped names, the parser and the documentation test read.
package enum CommandRegistry {
    package static let all: [CommandDescriptor] = [
        SharedCommands.help, TabCommands.weather, PlaceCommands.location, PlaceCommands.search, SettingCommands.units,
        SettingCommands.wind, DataCommands.refresh, DataCommands.load, SharedCommands.format, SharedCommands.status,
        PlaceCommands.places, SettingCommands.mode, DataCommands.map, DataCommands.alerts, RainCommand.rain,
        SettingCommands.charts,
        SettingCommands.icons, SettingCommands.pager, SettingCommands.provider, DataCommands.day, DataCommands.history, SharedCommands.key,
        SharedCommands.app, TabCommands.finance, FinanceCommands.set, FinanceCommands.clear, FinanceCommands.solve,
        FinanceCommands.show, SharedCommands.quit,
        StatesCommand.descriptor, TraceCommand.descriptor, RawCommand.descriptor, ExplainCommand.descriptor, AskCommand.descriptor,
        LangCommand.descriptor,
        PauseCommand.descriptor, SnapshotCommand.descriptor
    ]

    /// The commands of one app (and those of both), in `help`'s order.
    package static func commands(for app: AppKind) -> [CommandDescriptor] {
        app == .weather ? weatherCommands : financeCommands
    }

    /// Each app's commands and command words, worked out once: every line typed reads them
    /// (the parser, and the path `states path` keeps), and filtering 34 descriptors a line cost
    /// about a fifth of a piped command.
    private static let weatherCommands = all.filter { $0.app == nil || $0.app == .weather }
    private static let financeCommands = all.filter { $0.app == nil || $0.app == .finance }
    private static let weatherWords = words(for: .weather)
    private static let financeWords = words(for: .finance)
    private static let weatherWordSet = Set(weatherWords)
    private static let financeWordSet = Set(financeWords)

    /// The command called `name` or one of its synonyms (case-insensitive) in `app`.
    package static func command(named name: String, in app: AppKind = .weather) -> CommandDescriptor? {
        let key = name.lowercased()
        return commands(for: app).first { $0.isNamed(key) }
    }

    /// The tabs of one app, in its order.
    package static func tabs(for app: AppKind) -> [TabDescriptor] {
        TabDescriptor.all.filter { $0.app == app }
    }

    /// The tab called `name` (case-insensitive, synonyms too) in `app`.
    package static func tab(named name: String, in app: AppKind) -> TabDescriptor? {
        let key = name.lowercased()
        return tabs(for: app).first { $0.isNamed(key) }
    }

    /// The names of an app's tabs.
    package static func tabNames(for app: AppKind) -> [String] {
        tabs(for: app).map(\.name)
    }

    /// The other app, when `name` is one of its commands or tabs but not one of `app`'s,
    /// so the error can say "type `app …` first".
    package static func otherApp(for name: String, than app: AppKind) -> AppKind? {
        let other: AppKind = app == .weather ? .finance : .weather
        if command(named: name, in: app) != nil { return nil }
        return tab(named: name, in: other) != nil || command(named: name, in: other) != nil ? other : nil
    }

    /// Every word that starts a command in `app`: names, synonyms and bare tab names.
    package static func commandWords(for app: AppKind = .weather) -> [String] {
        app == .weather ? weatherWords : financeWords
    }

    /// Whether `word` (lowercased) starts a command in `app`.
    package static func isCommandWord(_ word: String, in app: AppKind) -> Bool {
        (app == .weather ? weatherWordSet : financeWordSet).contains(word)
    }

    private static func words(for app: AppKind) -> [String] {
        commands(for: app).flatMap { [$0.name] + $0.synonyms.filter { $0 != "?" } } + tabNames(for: app)
    }

    /// The known word closest to a mistyped one, when it is close enough to be what was meant.
    package static func suggestion(for word: String, among candidates: [String]? = nil, in app: AppKind = .weather) -> String? {
        let key = word.lowercased()
        guard !key.isEmpty else { return nil }
        let pool = candidates ?? commandWords(for: app)
        var best: (word: String, distance: Int)?
        for candidate in pool {
            let d = EditDistance.between(key, candidate)
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = key.count <= 4 ? 1 : 2
        if best.distance <= allowed { return best.word }
        if let prefixed = pool.first(where: { $0.hasPrefix(key) }), key.count >= 2 { return prefixed }
        return nil
    }
}
