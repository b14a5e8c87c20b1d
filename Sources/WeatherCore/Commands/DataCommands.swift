import CoreModel
import CoreState
import CoreSupport

/// What data is shown and how: `refresh`, `load`, `day`, `map`, `alerts`.
package enum DataCommands {
    /// `refresh`
    package static let refresh = CommandDescriptor(
        app: .weather, name: "refresh", usage: "refresh",
        summary: "fetch the current place again",
        details: """
            Fetches the current place's weather and air quality again, even when the data on \
            screen is fresh, and shows the current tab. If the fetch fails, it says so (and the \
            command fails) and the data already shown stays.
            """,
        parse: { $0.none(.weather(.refresh)) })

    /// `load FILE [metric|imperial|standard]`
    package static let load = CommandDescriptor(
        app: .weather, name: "load", usage: "load FILE [metric|imperial|standard]",
        summary: "load a One Call 3.0 or Air Pollution JSON document",
        details: """
            Reads a One Call 3.0 or an Air Pollution response saved as JSON; its kind is told \
            from its shape. The second word says which units the document's numbers are in: \
            `standard` (kelvin, the API's default) unless you say otherwise. A document that \
            cannot be read leaves the current data as it was, and the error names the JSON path \
            at fault.
            """,
        completions: Units.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else { return .failure(arguments.error("which file? usage: \(arguments.command.usage)")) }
            return .success(parseLoad(text))
        })

    /// `map [wider|closer]`
    package static let map = CommandDescriptor(
        app: .weather, name: "map", usage: "map [wider|closer]",
        summary: "the area around the place, drawn from the place list's own towns",
        details: """
            Draws about 300 km around the place in Braille dots, one for each place wxsh knows \
            (larger towns bigger), so that coasts and rivers show by their towns; the place is \
            marked and named, a few of the largest towns and the saved places are marked too. \
            `map wider` doubles the area, `map closer` halves it (38 to 4,800 km across).
            """,
        completions: ["wider", "closer"],
        parse: { arguments in
            switch arguments.text?.lowercased() {
            case nil: return .success(.weather(.map(zoom: 1)))
            case "wider", "out": return .success(.weather(.map(zoom: 2)))
            case "closer", "in": return .success(.weather(.map(zoom: 0.5)))
            default: return .failure(arguments.error("`\(TerminalSafety.sanitize(arguments.text ?? ""))` is not wider or closer"))
            }
        })

    /// `alerts`
    package static let alerts = CommandDescriptor(
        app: .weather, name: "alerts", usage: "alerts",
        summary: "every weather alert for the place, in full",
        details: """
            Shows each weather alert for the place: the event, who issued it, when it starts and \
            ends in the place's own time, and its whole description. The now tab shows the first \
            in one line.
            """,
        parse: { $0.none(.weather(.alerts)) })

    /// `day N`
    package static let day = CommandDescriptor(
        app: .weather, name: "day", usage: "day N",
        summary: "one forecast day in detail (1 is today, up to 8)",
        details: """
            Shows day N of the forecast: its summary, morning, day, evening and night \
            temperatures and feels-like, high and low, sunrise, sunset, moonrise, moonset and the \
            moon's phase, wind, humidity, pressure, dew point, UV index, chance and amount of \
            precipitation, and that day's hours where they fall within the next 48 hours.
            """,
        completions: (1...8).map(String.init),
        parse: { arguments in
            guard let text = arguments.text, let number = Int(text) else {
                return .failure(arguments.error("which day? a number from 1 (today) to 8"))
            }
            return .success(.weather(.day(number)))
        })

    /// `load FILE [UNITS]`: the last word is units only when it names them, so paths with
    /// spaces still work.
    package static func parseLoad(_ argument: String) -> Command {
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
        return .weather(.load(path: path, units: units))
    }
}
