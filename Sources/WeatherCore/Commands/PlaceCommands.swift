import CoreState
import CoreSupport

/// Where the weather is for: `location`, `search`, `places`.
package enum PlaceCommands {
    /// `location [PLACE]`
    package static let location = CommandDescriptor(
        app: .weather, name: "location", usage: "location [PLACE]",
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
        parse: { .success(.weather(.location($0.text))) })

    /// `search TEXT`
    package static let search = CommandDescriptor(
        app: .weather, name: "search", usage: "search TEXT",
        summary: "list the places that match",
        details:
            "Lists the places whose names match TEXT, most populous first, numbered: `location N` or `N` alone then goes to entry N.",
        parse: { arguments in
            guard let text = arguments.text else { return .failure(arguments.error(.searchForWhat)) }
            return .success(.weather(.search(text)))
        })

    /// `places [refresh|add [PLACE]|remove N|NAME|N]`
    package static let places = CommandDescriptor(
        app: .weather, name: "places", usage: "places [refresh|add|remove|N]",
        summary: "every saved place's weather now; save, remove or switch to one",
        details: """
            `places` lists the saved places, numbered, each with its weather now: icon, \
            temperature, today's high and low, air-quality index, local time and conditions. In \
            live mode the places whose data is missing or over 10 minutes old are fetched first, \
            all together (Open-Meteo: one request per service for all of them; OpenWeather: at most \
            6 connections to a service); a place that fails shows why in \
            its row and the others are shown as usual. Offline, or within 10 minutes, nothing is \
            fetched and cached data shows its age. `places refresh` fetches every place even when \
            fresh. `places add` saves the current place (or `places add PLACE` a named one), \
            `places remove N` or `places remove NAME` forgets one, and `places N` switches to it \
            as `location` would. A place is saved once; the order is kept across runs.
            """,
        completions: ["add", "refresh", "remove"],
        parse: { parsePlaces($0).map { .weather(.places($0)) } })

    /// `places`, `places add [PLACE]`, `places remove N|NAME`, `places N`.
    package static func parsePlaces(_ arguments: CommandArguments) -> Result<PlacesAction, CommandError> {
        guard let text = arguments.text else { return .success(.list) }
        if let number = Int(text) { return .success(.show(number)) }
        let (verb, rest) = text.splitFirstWord()
        if Int(verb) != nil { return .failure(arguments.error(.oneNumber)) }
        switch verb.lowercased() {
        case "add": return .success(.add(rest.isEmpty ? nil : rest))
        case "remove", "rm", "delete":
            guard !rest.isEmpty else { return .failure(arguments.error(.removeWhich)) }
            return .success(.remove(rest))
        case "list": return rest.isEmpty ? .success(.list) : .failure(arguments.error(.listTakesNothing))
        case "refresh": return rest.isEmpty ? .success(.refresh) : .failure(arguments.error(.refreshTakesNothing))
        default:
            let shown = TerminalSafety.sanitize(String(verb.prefix(40)))
            return .failure(arguments.error(.notAVerb(shown, usage: arguments.command.usage)))
        }
    }
}
