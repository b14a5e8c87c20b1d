/// Every command wxsh knows, with its usage and explanation: the one source for `help`,
/// Tab completion, suggestions for mistyped names, and the test that the man page is complete.
public struct CommandInfo: Sendable, Equatable {
    /// Which app a command belongs to; nil for commands of both.
    public let app: AppKind?
    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let details: String
    /// Words that may follow the command, for completion and error messages.
    public let arguments: [String]

    init(app: AppKind? = nil, name: String, aliases: [String], usage: String, summary: String, details: String, arguments: [String]) {
        self.app = app
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.details = details
        self.arguments = arguments
    }
}

public enum CommandCatalog {
    public static let all: [CommandInfo] = [
        CommandInfo(
            name: "help", aliases: ["?"], usage: "help [COMMAND]",
            summary: "list the commands, or explain one",
            details: "With no argument, lists every command. `help COMMAND` explains one, and `help TAB` describes a tab.",
            arguments: []),
        CommandInfo(
            app: .weather, name: "tab", aliases: ["show"], usage: "tab city|now|hourly|forecast|pollution",
            summary: "switch to a tab and render it",
            details: """
                Switches to a tab and renders it. `show TAB` and the bare tab name do the same.
                  city       place, local date and time, temperature, humidity, pressure, conditions
                  now        the details: feels-like, high and low, wind, visibility, UV, dew point, sun
                  hourly     a chart of the next 48 hours, then each (`hourly compact`: every 3rd)
                  forecast   the next 8 days
                  pollution  weather with the air quality index and pollutant concentrations
                """,
            arguments: WeatherTab.allCases.map(\.rawValue)),
        CommandInfo(
            app: .weather, name: "location", aliases: [], usage: "location [PLACE]",
            summary: "change place (alone: open the change-location sheet)",
            details: """
                `location PLACE` changes place: a name (`San Francisco`, `Paris, FR`, `Paris, TX, US`), \
                `LAT,LON`, or `here` (the largest place in this machine's time zone). Every tab then \
                shows the new place and the city tab is rendered.
                `location` alone opens the change-location sheet: the next line is the place; an empty \
                line or `cancel` closes it unchanged. A place it cannot use keeps it open for another \
                try at a terminal, and closes it in a script.
                After `search` or `places`, `location N` (or `N` alone) picks entry N of that list. \
                Short forms standing alone are understood: NYC, LA, SF, DC (Washington D.C.); after a \
                comma, UK, USA and UAE name countries and LA, DC stay state codes (`Shreveport, LA`). \
                A name nothing is known by gets the nearest names the place list knows (`did you mean \
                London, GB?`), offline too.
                """,
            arguments: []),
        CommandInfo(
            app: .weather, name: "search", aliases: [], usage: "search TEXT",
            summary: "list the places that match",
            details:
                "Lists the places whose names match TEXT, most populous first, numbered: `location N` or `N` alone then goes to entry N.",
            arguments: []),
        CommandInfo(
            app: .weather, name: "units", aliases: [], usage: "units [metric|imperial|standard]",
            summary: "change units and re-render",
            details: """
                metric: °C, m/s, km, hPa. imperial: °F, mph, miles, inHg. standard: kelvin, m/s, km, hPa.
                Changing units converts the data already loaded; it costs no request. `units` alone \
                shows the current units. The units are kept across runs.
                """,
            arguments: Units.allCases.map(\.rawValue)),
        CommandInfo(
            app: .weather, name: "wind", aliases: [], usage: "wind [m/s|km/h|mph|kn]",
            summary: "the unit wind speeds are shown in",
            details: """
                Shows every wind speed (the now tab, `day N`, JSON's `wind_speed` with its `wind_unit`) \
                in metres per second, kilometres per hour, miles per hour or knots. Until one is chosen \
                it follows `units` (mph for imperial, m/s otherwise). The choice is kept across runs; \
                `wind` alone shows it.
                """,
            arguments: WindUnit.allCases.map(\.symbol)),
        CommandInfo(
            app: .weather, name: "refresh", aliases: [], usage: "refresh",
            summary: "fetch the current place again",
            details: """
                Fetches the current place's weather and air quality again, even when the data on \
                screen is fresh, and shows the current tab. If the fetch fails, it says so (and the \
                command fails) and the data already shown stays.
                """,
            arguments: []),
        CommandInfo(
            app: .weather, name: "load", aliases: [], usage: "load FILE [metric|imperial|standard]",
            summary: "load a One Call 3.0 or Air Pollution JSON document",
            details: """
                Reads a One Call 3.0 or an Air Pollution response saved as JSON; its kind is told \
                from its shape. The second word says which units the document's numbers are in: \
                `standard` (kelvin, the API's default) unless you say otherwise. A document that \
                cannot be read leaves the current data as it was, and the error names the JSON path \
                at fault.
                """,
            arguments: Units.allCases.map(\.rawValue)),
        CommandInfo(
            name: "format", aliases: [], usage: "format [text|json|line]",
            summary: "change the output format",
            details:
                "`text` for people; `json` prints every view as one line holding one JSON object; `line` prints each weather view (tabs, `day N`, `alerts`, `map`) as one short line for status bars such as tmux's, never wrapped or coloured (`London, GB 🌧️ 8.1 °C ↗ 4.6 m/s 93 %`), and everything else as text. The format is for this run only, like `--format`: it is not kept across runs.",
            arguments: OutputFormat.allCases.map(\.rawValue)),
        CommandInfo(
            name: "status", aliases: [], usage: "status",
            summary: "where the data came from and when, mode, units, provider, key",
            details:
                "Shows the data's source and age, the mode, units and format, the weather provider (and Open-Meteo's credit), whether an API key is set (never the key), and where wxsh keeps its files.",
            arguments: []),
        CommandInfo(
            app: .weather, name: "places", aliases: [], usage: "places [add [PLACE]|remove N|NAME|N]",
            summary: "list, save, remove or switch to saved places",
            details: """
                `places` lists the saved places, numbered, with their last known temperature and \
                conditions. `places add` saves the current place (or `places add PLACE` a named one), \
                `places remove N` or `places remove NAME` forgets one, and `places N` switches to it \
                as `location` would. A place is saved once; the order is kept across runs.
                """,
            arguments: ["add", "remove"]),
        CommandInfo(
            app: .weather, name: "mode", aliases: [], usage: "mode [live|offline]",
            summary: "fetch live data, or never touch the network",
            details: """
                `mode offline` never touches the network: every place shows the bundled data or its \
                last live result, with its age. `mode live` fetches (with an API key). When the \
                network is down, wxsh shows cached data and tries again on the next command that needs \
                data. The mode is kept across runs; `--offline` sets it for one run.
                """,
            arguments: Mode.allCases.map(\.rawValue)),
        CommandInfo(
            app: .weather, name: "map", aliases: [], usage: "map [wider|closer]",
            summary: "the area around the place, drawn from the place list's own towns",
            details: """
                Draws about 300 km around the place in Braille dots, one for each place wxsh knows \
                (larger towns bigger), so that coasts and rivers show by their towns; the place is \
                marked and named, a few of the largest towns and the saved places are marked too. \
                `map wider` doubles the area, `map closer` halves it (38 to 4,800 km across).
                """,
            arguments: ["wider", "closer"]),
        CommandInfo(
            app: .weather, name: "alerts", aliases: [], usage: "alerts",
            summary: "every weather alert for the place, in full",
            details: """
                Shows each weather alert for the place: the event, who issued it, when it starts and \
                ends in the place's own time, and its whole description. The now tab shows the first \
                in one line.
                """,
            arguments: []),
        CommandInfo(
            app: .weather, name: "charts", aliases: [], usage: "charts [on|off]",
            summary: "show the setting, or draw charts and bars (on) or leave them out (off)",
            details: """
                `charts off` leaves out the hourly chart and the forecast's bars, for screen readers \
                and plain logs; `charts on` (the default) draws them again. Saved between runs.
                """,
            arguments: ["on", "off"]),
        CommandInfo(
            app: .weather, name: "icons", aliases: [], usage: "icons [auto|image|art|emoji]",
            summary: "show the setting, or choose the big weather picture",
            details: """
                The city, now and pollution tabs show a big picture of the weather: OpenWeather's own \
                image where the terminal shows images (kitty, Ghostty, iTerm2, WezTerm; not in tmux or \
                screen, not in pipes) and wxsh's own ASCII art elsewhere (`auto`, the default); `image` \
                or `art` choose one, `emoji` shows none (the emoji stay in the rows). Saved between runs.
                """,
            arguments: IconChoice.allCases.map(\.rawValue)),
        CommandInfo(
            app: .weather, name: "pager", aliases: [], usage: "pager [on|off]",
            summary: "show the setting, or page output taller than the terminal (on) or not (off)",
            details: """
                At a terminal, output taller than the screen goes through `$PAGER` (`less -FRX` when \
                PAGER is unset; an empty PAGER or `cat` pages nothing), as git does; never in pipes. \
                `pager off` prints everything straight, as `--no-pager` does for one run. Saved between runs.
                """,
            arguments: ["on", "off"]),
        CommandInfo(
            app: .weather, name: "provider", aliases: [], usage: "provider [openweather|open-meteo]",
            summary: "show or switch where weather comes from",
            details: """
                `provider` alone names the weather provider. `provider open-meteo` switches to \
                Open-Meteo, which needs no key (weather data by Open-Meteo.com, CC BY 4.0); \
                `provider openweather` to OpenWeather, which needs an API key (see `key`). The choice \
                is kept across runs, and in live mode the current place is fetched again from the new \
                provider. With no choice saved, wxsh uses OpenWeather when a key is set, else \
                Open-Meteo; `--provider` chooses for one run.
                """,
            arguments: ProviderID.allCases.map(\.rawValue)),
        CommandInfo(
            app: .weather, name: "day", aliases: [], usage: "day N",
            summary: "one forecast day in detail (1 is today, up to 8)",
            details: """
                Shows day N of the forecast: its summary, morning, day, evening and night \
                temperatures and feels-like, high and low, sunrise, sunset, moonrise, moonset and the \
                moon's phase, wind, humidity, pressure, dew point, UV index, chance and amount of \
                precipitation, and that day's hours where they fall within the next 48 hours.
                """,
            arguments: (1...8).map(String.init)),
        CommandInfo(
            name: "key", aliases: [], usage: "key [KEY]",
            summary: "say whether an OpenWeather API key is set, or save one",
            details: """
                `key` alone says whether a key is set and where it comes from, never the key itself. \
                `key KEY` saves it in $XDG_CONFIG_HOME/wxsh/config (mode 0600); OPENWEATHER_API_KEY, \
                when set, is used instead. Get a free key at https://home.openweathermap.org/api_keys \
                (the One Call 3.0 subscription has 1,000 free calls a day). A line that saves a key is \
                never kept in the history. Open-Meteo needs no key: see `help provider`.
                """,
            arguments: []),
        CommandInfo(
            name: "app", aliases: [], usage: "app weather|finance",
            summary: "switch between the weather app and the finance calculator",
            details:
                "wxsh hosts two apps with the same tabs and commands: the weather app and a finance calculator (lump-sum savings, savings with monthly contributions, loans and mortgages). The prompt shows which one is open.",
            arguments: AppKind.allCases.map(\.rawValue)),
        CommandInfo(
            app: .finance, name: "tab", aliases: [], usage: "tab savings|compound|loan",
            summary: "switch to a calculator and show its fields",
            details: """
                Switches to one of the finance calculator's tabs. The bare tab name does the same.
                  savings    a lump sum growing with monthly compound interest, no contributions
                  compound   savings with an initial sum and a monthly contribution
                  loan       a loan or mortgage repaid in equal monthly payments
                """,
            arguments: FinanceTab.allCases.map(\.rawValue)),
        CommandInfo(
            app: .finance, name: "set", aliases: [], usage: "set FIELD VALUE",
            summary: "set a field: P, r, PMT, A, t (years) or n (payments)",
            details: """
                Sets a field of the open calculator: P present value (the sum invested or borrowed), \
                r annual interest rate in %, PMT monthly payment, A future value, t time in years or \
                n number of monthly payments. Values may be written `3.5%`, `£350,000`, `25y`, `300`. \
                When exactly one field is left blank it is worked out at once.
                """,
            arguments: ["P", "r", "PMT", "A", "t", "n"]),
        CommandInfo(
            app: .finance, name: "clear", aliases: [], usage: "clear [FIELD]",
            summary: "blank one field, or every field of the open tab",
            details:
                "`clear FIELD` blanks one field (and works it out again if the others allow); `clear` alone blanks every field of the open tab.",
            arguments: ["P", "r", "PMT", "A", "t", "n"]),
        CommandInfo(
            app: .finance, name: "solve", aliases: [], usage: "solve FIELD",
            summary: "work out a field from the others",
            details: "Works out the named field from the other fields of the open tab, replacing its value.",
            arguments: ["P", "r", "PMT", "A", "t", "n"]),
        CommandInfo(
            app: .finance, name: "show", aliases: [], usage: "show years|payments",
            summary: "show time in years or in monthly payments",
            details: "Switches how time is shown and entered: in years (t) or as a number of monthly payments (n, 12 a year).",
            arguments: FinanceTimeUnit.allCases.map(\.rawValue)),
        CommandInfo(
            name: "quit", aliases: ["exit"], usage: "quit",
            summary: "leave wxsh (so does end of input)",
            details: "Leaves wxsh. `exit`, Ctrl-D on an empty line and the end of a script do the same.",
            arguments: [])
    ]

    /// The commands of one app (and those of both), in catalog order.
    public static func commands(for app: AppKind) -> [CommandInfo] {
        all.filter { $0.app == nil || $0.app == app }
    }

    /// The command called `name` or one of its aliases (case-insensitive) in `app`.
    public static func info(named name: String, in app: AppKind = .weather) -> CommandInfo? {
        let key = name.lowercased()
        return commands(for: app).first { $0.name == key || $0.aliases.contains(key) }
    }

    /// The other app, when `name` is one of its commands or tabs but not one of `app`'s,
    /// so the error can say "type `app …` first".
    public static func otherApp(for name: String, than app: AppKind) -> AppKind? {
        let key = name.lowercased()
        let other: AppKind = app == .weather ? .finance : .weather
        if info(named: key, in: app) != nil { return nil }
        let isOtherTab = other == .weather ? WeatherTab(rawValue: key) != nil : FinanceTab(name: key) != nil
        return isOtherTab || info(named: key, in: other) != nil ? other : nil
    }

    /// The names of an app's tabs.
    public static func tabNames(for app: AppKind) -> [String] {
        app == .weather ? WeatherTab.allCases.map(\.rawValue) : FinanceTab.allCases.map(\.rawValue)
    }

    /// Every word that starts a command in `app`: names, aliases and bare tab names.
    public static func commandWords(for app: AppKind = .weather) -> [String] {
        commands(for: app).flatMap { [$0.name] + $0.aliases.filter { $0 != "?" } } + tabNames(for: app)
    }

    /// The known word closest to a mistyped one, when it is close enough to be what was meant.
    public static func suggestion(for word: String, among candidates: [String]? = nil, in app: AppKind = .weather) -> String? {
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

/// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
/// alignment), for "did you mean" suggestions: `nwo` is one edit from `now`.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
