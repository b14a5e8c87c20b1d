import CoreLanguage
import CoreState
import CoreSupport

/// `states [text|dot|mermaid|plantuml] [weather|finance|path] [slide]`: the session's state
/// machine as a statechart, drawn from the session itself.
package enum StatesCommand {
    package static let descriptor = CommandDescriptor(
        name: "states", usage: "states [FORMAT] [PART] [slide]",
        summary: "the session's state machine as a statechart: text, Graphviz DOT, Mermaid or PlantUML",
        details: """
            Draws the states wxsh moves between (the weather tabs, the change-location sheet and \
            its list of places, the finance calculator's tabs, the end after `quit`) as a \
            statechart: the weather app and the calculator are groups, a transition every state \
            of a group takes is drawn once from the group (`tab hourly` from `tabs`, `quit` from \
            `wxsh`), `H` is the state a group was last left in (`app weather` goes back to the \
            tab you left), and commands that stay in a state but do something are listed inside \
            it (`location PLACE / fetch`, `units / re-render`). It is worked out from the \
            commands and the session themselves, so it is always the machine wxsh runs. The \
            state this session is in is marked (▶, filled in DOT, class `current` in Mermaid). \
            The names are those `trace` prints. FORMAT is text, dot, mermaid or plantuml; PART is \
            weather, finance or path; either may come first.
              text       for the terminal, wrapped to its width (the default)
              dot        Graphviz DOT: `wxsh -c 'states dot' | dot -Tsvg > states.svg`
              mermaid    a Mermaid stateDiagram-v2, for Markdown pages and slides
              plantuml   a PlantUML state diagram, history as its own `[H]`
              weather    the weather app alone (`states dot weather`)
              finance    the finance calculator alone
              path       the states this session has been in and the transitions it took, \
            with how often: the current state, the previous one and the others visited in their \
            own colours (after `--replay FILE`, the recorded run's path)
              slide      the weather app for a 1920×1080 slide (`states dot slide`): every label \
            at least 24 px high, the tabs in the app's order inside `TabView`, the sheet below \
            as `.sheet` with a guard on each of its transitions (`[found]`, `[not found]`)
            With `format json`, `states` prints the statechart (or the path) as one JSON line.
            """,
        completions: words,
        parse: { arguments in
            var request = DiagramRequest()
            for word in (arguments.text ?? "").split(separator: " ").map(String.init) {
                if request.format == nil, let format = DiagramFormat(rawValue: word.lowercased()) {
                    request.format = format
                } else if request.part == nil, let part = DiagramPart(rawValue: word.lowercased()) {
                    request.part = part
                } else if request.layout == nil, let layout = DiagramLayout(rawValue: word.lowercased()) {
                    request.layout = layout
                } else if let format = DiagramFormat(rawValue: word.lowercased()), let first = request.format {
                    return .failure(arguments.error(.oneFormat(first.rawValue, format.rawValue)))
                } else if let part = DiagramPart(rawValue: word.lowercased()), let first = request.part {
                    return .failure(arguments.error(.onePart(first.rawValue, part.rawValue)))
                } else {
                    let shown = TerminalSafety.sanitize(String(word.prefix(40)))
                    var message: Phrase = "`\(shown)` is not one of \(words.joined(separator: ", "))"
                    if let guess = CommandRegistry.suggestion(for: word, among: words) { message += "; did you mean `\(guess)`?" }
                    return .failure(arguments.error(message))
                }
            }
            if let layout = request.layout, let part = request.part, part != .weather {
                return .failure(arguments.error(.layoutDrawsWeather(layout: layout.rawValue, part: part.rawValue)))
            }
            return .success(.states(request))
        })

    /// Every word `states` takes, from the formats, parts and layouts themselves.
    static let words =
        DiagramFormat.allCases.map(\.rawValue) + DiagramPart.allCases.map(\.rawValue) + DiagramLayout.allCases.map(\.rawValue)
}
