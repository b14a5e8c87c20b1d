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
            guard let text = arguments.text else { return .failure(arguments.error(.whichFile(usage: arguments.command.usage))) }
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
            default: return .failure(arguments.error(.notWiderOrCloser(arguments.text ?? "")))
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

    /// `day N`, `day DATE`
    package static let day = CommandDescriptor(
        app: .weather, name: "day", usage: "day N|DATE",
        summary: "one day in detail: forecast day N (1 is today), or any date since 1940",
        details: """
            Shows day N of the forecast: its summary, morning, day, evening and night \
            temperatures and feels-like, high and low, sunrise, sunset, moonrise, moonset and the \
            moon's phase, wind, humidity, pressure, dew point, UV index, chance and amount of \
            precipitation, and that day's hours where they fall within the next 48 hours. \
            Open-Meteo has 16 days (days 9 to 16 cost one request when first asked for), \
            OpenWeather 8.
            A date shows that day in the same layout, with what the source has and `—` where it \
            has nothing: `day 2023-03-14`, `day yesterday`, `day 14 March 2023`, `day 14.3.2023`, \
            or the language's own forms, in the place's time zone. Open-Meteo reaches back to \
            1 January 1940 (ERA5 reanalysis; one request a day asked, never again for a past day); \
            OpenWeather to 2 January 1979 (one day summary call a day, of a key's 1,000 free a day).
            """,
        completions: (1...16).map(String.init) + ["yesterday"],
        parse: { arguments in
            guard let text = arguments.text else {
                return .failure(arguments.error(.whichDay))
            }
            if let number = Int(text) { return .success(.weather(.day(number))) }
            return .success(.weather(.dayOn(text)))
        })

    /// `history FROM TO`, `history N days|weeks|months`
    package static let history = CommandDescriptor(
        app: .weather, name: "history", usage: "history FROM TO|N days|weeks|months",
        summary: "past weather: one row a day, a chart and totals",
        details: """
            Shows the weather of past days at the place: one row a day (icon, high, low, \
            precipitation, wind), a chart of the temperatures and precipitation, and the warmest, \
            coldest and wettest day with the total precipitation. `history 2023-03-01 2023-03-31` \
            gives a span of dates (in any form `day` reads); `history 2 weeks` the days up to \
            yesterday. Open-Meteo: one request for up to a year, from 1940, never asked twice for \
            the same past days. OpenWeather: one day summary call a day, at most 31 days a \
            command, from 1979; the calls are said before more than 7 days are fetched.
            """,
        completions: HistoryUnit.allCases.map { "1 \($0.rawValue)" },
        parse: { arguments in
            guard let text = arguments.text else {
                return .failure(arguments.error(.whichDays))
            }
            let words = text.split(separator: " ").map(String.init)
            if words.count == 2, let count = Int(words[0]) {
                let unit = words[1].lowercased()
                let named = HistoryUnit.allCases.first { $0.rawValue == unit || $0.rawValue.dropLast() == unit }
                guard let named else {
                    return .failure(arguments.error(.notAHistoryUnit(TerminalSafety.sanitize(words[1]))))
                }
                return .success(.weather(.history(.back(count, named))))
            }
            if let (from, to) = DataCommands.twoDates(words) { return .success(.weather(.history(.between(from, to)))) }
            return .failure(arguments.error(.whichDays))
        })

    /// FROM and TO from the words of `history`: split where both halves have the same number of
    /// words (`14 March 2023 20 March 2023`), or in two at `to`/`-`/`–`.
    package static func twoDates(_ words: [String]) -> (String, String)? {
        for separator in ["to", "-", "–", "..", "bis", "до", "à", "al", "a", "tot", "do", "から", "至", "по"] {
            if let index = words.firstIndex(where: { $0.lowercased() == separator }), index > 0, index < words.count - 1 {
                return (words[..<index].joined(separator: " "), words[(index + 1)...].joined(separator: " "))
            }
        }
        guard words.count >= 2, words.count % 2 == 0 else { return nil }
        let half = words.count / 2
        return (words[..<half].joined(separator: " "), words[half...].joined(separator: " "))
    }

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
