/// Turns a line of input into a `Command`, or says what is wrong with it.
public enum CommandParser {
    /// The longest line wxsh reads; longer input is refused rather than parsed.
    public static let maximumLineLength = 4096

    /// Parses one command for the open app. Names are case-insensitive; arguments keep their case.
    public static func parse(_ line: String, app: AppKind = .weather) -> Result<Command, CommandError> {
        if line.utf8.count > maximumLineLength {
            return .failure(
                CommandError(command: nil, message: "line too long (\(line.utf8.count) bytes; the limit is \(maximumLineLength))"))
        }
        let trimmed = line.trimmingWhitespace()
        let (word, rest) = trimmed.splitFirstWord()
        let name = word.lowercased()
        let argument = rest.isEmpty ? nil : rest

        // A bare tab name shows that tab.
        if app == .weather, let tab = WeatherTab(rawValue: name) {
            if tab == .hourly, let argument {
                return argument.lowercased() == "compact"
                    ? .success(.hourlyCompact)
                    : .failure(CommandError(command: name, message: "the only choice is `compact` (every 3rd hour)"))
            }
            return argument == nil
                ? .success(.tab(tab))
                : .failure(CommandError(command: name, message: "takes no argument; did you mean `tab \(name)`?"))
        }
        if app == .finance, CommandCatalog.info(named: name, in: .finance) == nil, let tab = FinanceTab(name: name) {
            return argument == nil
                ? .success(.financeTab(tab))
                : .failure(CommandError(command: name, message: "takes no argument; did you mean `set`?"))
        }
        // A bare number picks from the numbered list shown last.
        if app == .weather, argument == nil, let number = Int(word) { return .success(.pick(number)) }
        guard let info = CommandCatalog.info(named: name, in: app) else {
            let shown = TerminalSafety.sanitize(String(word.prefix(40)))
            if let other = CommandCatalog.otherApp(for: name, than: app) {
                return .failure(
                    CommandError(
                        command: nil, message: "`\(shown)` belongs to the \(other.rawValue) app; type `app \(other.rawValue)` first"))
            }
            if let guess = CommandCatalog.suggestion(for: name, in: app) {
                return .failure(CommandError(command: nil, message: "unknown command `\(shown)`; did you mean `\(guess)`?"))
            }
            return .failure(CommandError(command: nil, message: "unknown command `\(shown)`; type `help` for the list"))
        }
        switch (info.name, app) {
        case ("help", _):
            return .success(.help(topic: argument))
        case ("app", _):
            guard let argument else { return .failure(info.error("which app? weather or finance")) }
            return choice(argument, of: AppKind.self, info: info).map(Command.app)
        case ("tab", .weather):
            guard let argument else { return .failure(info.error("which tab? one of \(info.arguments.joined(separator: ", "))")) }
            let (tabName, rest) = argument.splitFirstWord()
            if tabName.lowercased() == "hourly", rest.lowercased() == "compact" { return .success(.hourlyCompact) }
            return choice(argument, of: WeatherTab.self, info: info).map(Command.tab)
        case ("tab", .finance):
            guard let argument else { return .failure(info.error("which tab? one of \(info.arguments.joined(separator: ", "))")) }
            if let tab = FinanceTab(name: argument) { return .success(.financeTab(tab)) }
            if WeatherTab(rawValue: argument.lowercased()) != nil {
                return .failure(info.error("`\(argument.lowercased())` is a weather tab; type `app weather` first"))
            }
            return choice(argument, of: FinanceTab.self, info: info).map(Command.financeTab)
        case ("set", _):
            let (field, value) = (argument ?? "").splitFirstWord()
            guard !field.isEmpty, !value.isEmpty else {
                return .failure(info.error("usage: set FIELD VALUE, e.g. `set r 3.5%`; fields are P, r, PMT, A, t, n"))
            }
            return .success(.set(field: field, value: value))
        case ("clear", _):
            return .success(.clear(field: argument))
        case ("solve", _):
            guard let argument else { return .failure(info.error("which field? one of P, r, PMT, A, t, n")) }
            return .success(.solve(field: argument))
        case ("show", _):
            guard let argument else { return .failure(info.error("show years or show payments?")) }
            if let unit = FinanceTimeUnit(name: argument) { return .success(.showTime(unit)) }
            if let tab = FinanceTab(name: argument) { return .success(.financeTab(tab)) }
            return .failure(info.error("`\(TerminalSafety.sanitize(String(argument.prefix(40))))` is not one of years, payments"))
        case ("location", _):
            guard let argument else { return .success(.location(nil)) }
            return .success(.location(argument))
        case ("search", _):
            guard let argument else { return .failure(info.error("what should I search for? e.g. `search zurich`")) }
            return .success(.search(argument))
        case ("units", _):
            guard let argument else { return .success(.units(nil)) }
            return choice(argument, of: Units.self, info: info).map { .units($0) }
        case ("refresh", _):
            return argument == nil ? .success(.refresh) : .failure(info.error("takes no argument"))
        case ("load", _):
            guard let argument else { return .failure(info.error("which file? usage: \(info.usage)")) }
            return parseLoad(argument, info: info)
        case ("format", _):
            guard let argument else { return .success(.format(nil)) }
            return choice(argument, of: OutputFormat.self, info: info).map { .format($0) }
        case ("status", _):
            return argument == nil ? .success(.status) : .failure(info.error("takes no argument"))
        case ("map", _):
            switch argument?.lowercased() {
            case nil: return .success(.map(zoom: 1))
            case "wider", "out": return .success(.map(zoom: 2))
            case "closer", "in": return .success(.map(zoom: 0.5))
            default: return .failure(info.error("`\(TerminalSafety.sanitize(argument ?? ""))` is not wider or closer"))
            }
        case ("alerts", _):
            return argument == nil ? .success(.alerts) : .failure(info.error("takes no argument"))
        case ("charts", _):
            switch argument?.lowercased() {
            case nil: return .success(.charts(nil))
            case "on": return .success(.charts(true))
            case "off": return .success(.charts(false))
            default: return .failure(info.error("`\(TerminalSafety.sanitize(argument ?? ""))` is not on or off"))
            }
        case ("icons", _):
            guard let argument else { return .success(.icons(nil)) }
            return choice(argument, of: IconChoice.self, info: info).map { .icons($0) }
        case ("pager", _):
            switch argument?.lowercased() {
            case nil: return .success(.pager(nil))
            case "on": return .success(.pager(true))
            case "off": return .success(.pager(false))
            default: return .failure(info.error("`\(TerminalSafety.sanitize(argument ?? ""))` is not on or off"))
            }
        case ("quit", _):
            return argument == nil ? .success(.quit) : .failure(info.error("takes no argument"))
        case ("places", _):
            return parsePlaces(argument, info: info)
        case ("key", _):
            return .success(.key(argument))
        case ("day", _):
            guard let argument, let number = Int(argument) else {
                return .failure(info.error("which day? a number from 1 (today) to 8"))
            }
            return .success(.day(number))
        case ("wind", _):
            guard let argument else { return .success(.wind(nil)) }
            guard let unit = WindUnit(name: argument) else {
                let shown = TerminalSafety.sanitize(String(argument.prefix(40)))
                return .failure(info.error("`\(shown)` is not one of \(WindUnit.allCases.map(\.symbol).joined(separator: ", "))"))
            }
            return .success(.wind(unit))
        case ("mode", _):
            guard let argument else { return .success(.mode(nil)) }
            return choice(argument, of: Mode.self, info: info).map { .mode($0) }
        case ("provider", _):
            guard let argument else { return .success(.provider(nil)) }
            if let provider = ProviderID.named(argument) { return .success(.provider(provider)) }
            return choice(argument, of: ProviderID.self, info: info).map { .provider($0) }

        default:
            return .failure(CommandError(command: nil, message: "unknown command `\(name)`"))
        }
    }

    /// `places`, `places add [PLACE]`, `places remove N|NAME`, `places N`.
    static func parsePlaces(_ argument: String?, info: CommandInfo) -> Result<Command, CommandError> {
        guard let argument else { return .success(.places(.list)) }
        if let number = Int(argument) { return .success(.places(.show(number))) }
        let (verb, rest) = argument.splitFirstWord()
        if Int(verb) != nil { return .failure(info.error("`places N` takes one number")) }
        switch verb.lowercased() {
        case "add": return .success(.places(.add(rest.isEmpty ? nil : rest)))
        case "remove", "rm", "delete":
            guard !rest.isEmpty else { return .failure(info.error("which place? `places remove N` or `places remove NAME`")) }
            return .success(.places(.remove(rest)))
        case "list": return rest.isEmpty ? .success(.places(.list)) : .failure(info.error("`places list` takes no argument"))
        default:
            let shown = TerminalSafety.sanitize(String(verb.prefix(40)))
            return .failure(info.error("`\(shown)` is not add, remove or a number; usage: \(info.usage)"))
        }
    }

    /// `load FILE [UNITS]`: the last word is units only when it names them, so paths with
    /// spaces still work.
    static func parseLoad(_ argument: String, info: CommandInfo) -> Result<Command, CommandError> {
        var path = argument
        var units = Units.standard
        if let space = argument.lastIndex(of: " ") {
            let last = argument[argument.index(after: space)...].lowercased()
            if let named = Units(rawValue: last) {
                units = named
                path = String(argument[..<space]).trimmingWhitespace()
            }
        }
        if path.count >= 2, let first = path.first, first == path.last, first == "\"" || first == "'" {
            path = String(path.dropFirst().dropLast())
        }
        return .success(.load(path: path, units: units))
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, of type: T.Type, info: CommandInfo) -> Result<T, CommandError>
    where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return .success(value) }
        let allowed = T.allCases.map(\.rawValue)
        let shown = TerminalSafety.sanitize(String(text.prefix(40)))
        var message = "`\(shown)` is not one of \(allowed.joined(separator: ", "))"
        if let guess = CommandCatalog.suggestion(for: text, among: allowed) { message += "; did you mean `\(guess)`?" }
        return .failure(info.error(message))
    }
}

/// A line that is not a valid command, and why.
public struct CommandError: Error, Equatable, Sendable {
    /// The command it concerns, when the name was understood.
    public let command: String?
    public let message: String

    public init(command: String?, message: String) {
        self.command = command
        self.message = message
    }

    /// `tab: which tab? …` or just the message.
    public var text: String { command.map { "\($0): \(message)" } ?? message }
}

extension CommandInfo {
    func error(_ message: String) -> CommandError { CommandError(command: name, message: message) }
}

extension String {
    /// Without leading and trailing spaces and tabs (no Foundation needed).
    public func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" { s.removeLast() }
        return String(s)
    }

    /// The first word and the rest, trimmed, with inner runs of spaces kept in the rest.
    func splitFirstWord() -> (String, String) {
        guard let space = firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (self, "") }
        return (String(self[..<space]), String(self[space...]).trimmingWhitespace())
    }
}
