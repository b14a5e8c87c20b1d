/// Every command wxsh knows, with its usage and explanation: the one source for `help`,
/// Tab completion, suggestions for mistyped names, and the test that the man page is complete.
public struct CommandInfo: Sendable, Equatable {
    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let details: String
    /// Words that may follow the command, for completion and error messages.
    public let arguments: [String]
}

public enum CommandCatalog {
    public static let all: [CommandInfo] = [
        CommandInfo(
            name: "help", aliases: ["?"], usage: "help [COMMAND]",
            summary: "list the commands, or explain one",
            details: "With no argument, lists every command. `help COMMAND` explains one, and `help TAB` describes a tab.",
            arguments: []),
        CommandInfo(
            name: "tab", aliases: ["show"], usage: "tab city|now|hourly|forecast|pollution",
            summary: "switch to a tab and render it",
            details: """
            Switches to a tab and renders it. `show TAB` and the bare tab name do the same.
              city       place, local date and time, temperature, humidity, pressure, conditions
              now        the details: feels-like, high and low, wind, visibility, UV, dew point, sun
              hourly     the next 48 hours
              forecast   the next 8 days
              pollution  weather with the air quality index and pollutant concentrations
            """,
            arguments: WeatherTab.allCases.map(\.rawValue)),
        CommandInfo(
            name: "location", aliases: [], usage: "location [PLACE]",
            summary: "change place (alone: open the change-location sheet)",
            details: """
            `location PLACE` changes place: a name (`San Francisco`, `Paris, FR`, `Paris, TX, US`) or \
            `LAT,LON`. Every tab then shows the new place and the city tab is rendered.
            `location` alone opens the change-location sheet: the next line is the place; an empty \
            line or `cancel` closes it unchanged.
            """,
            arguments: []),
        CommandInfo(
            name: "search", aliases: [], usage: "search TEXT",
            summary: "list the places that match",
            details: "Lists the places whose names match TEXT, most populous first.",
            arguments: []),
        CommandInfo(
            name: "units", aliases: [], usage: "units [metric|imperial|standard]",
            summary: "change units and re-render",
            details: """
            metric: °C, m/s, km. imperial: °F, mph, miles. standard: kelvin, m/s, km.
            Changing units converts the data already loaded; it costs no request. `units` alone \
            shows the current units.
            """,
            arguments: Units.allCases.map(\.rawValue)),
        CommandInfo(
            name: "refresh", aliases: [], usage: "refresh",
            summary: "fetch the current place again",
            details: "Fetches the current place's weather and air quality again.",
            arguments: []),
        CommandInfo(
            name: "load", aliases: [], usage: "load FILE [metric|imperial|standard]",
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
            name: "format", aliases: [], usage: "format [text|json]",
            summary: "change the output format",
            details: "`text` for people; `json` prints every view as one line holding one JSON object.",
            arguments: OutputFormat.allCases.map(\.rawValue)),
        CommandInfo(
            name: "status", aliases: [], usage: "status",
            summary: "where the data came from and when, mode, units, key",
            details: "Shows the data's source and age, the mode, units and format, whether an API key is set (never the key), and where wxsh keeps its files.",
            arguments: []),
        CommandInfo(
            name: "quit", aliases: ["exit"], usage: "quit",
            summary: "leave wxsh (so does end of input)",
            details: "Leaves wxsh. `exit`, Ctrl-D on an empty line and the end of a script do the same.",
            arguments: []),
    ]

    /// The command called `name` or one of its aliases (case-insensitive).
    public static func info(named name: String) -> CommandInfo? {
        let key = name.lowercased()
        return all.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// Every word that starts a command: names, aliases and bare tab names.
    public static var commandWords: [String] {
        all.flatMap { [$0.name] + $0.aliases.filter { $0 != "?" } } + WeatherTab.allCases.map(\.rawValue)
    }

    /// The known word closest to a mistyped one, when it is close enough to be what was meant.
    public static func suggestion(for word: String, among candidates: [String]? = nil) -> String? {
        let key = word.lowercased()
        guard !key.isEmpty else { return nil }
        let pool = candidates ?? commandWords
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
        let a = Array(a), b = Array(b)
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
