/// `states [text|dot|mermaid]`: the session's state machine, drawn from the session itself.
enum StatesCommand {
    static let descriptor = CommandDescriptor.choosing(
        DiagramFormat.self, name: "states",
        summary: "the session's state machine: text, Graphviz DOT or Mermaid",
        details: """
            Draws the states wxsh moves between (the weather tabs, the change-location sheet and \
            its list of places, the finance calculator's tabs, the end after `quit`) and, for each \
            transition, the commands that take it. It is worked out from the commands and the \
            session themselves, so it is always the machine wxsh runs; commands that leave the \
            state as it is are not drawn. The names are those `trace` prints.
              text       for the terminal, wrapped to its width (the default)
              dot        Graphviz DOT: `wxsh -c 'states dot' | dot -Tsvg > states.svg`
              mermaid    a Mermaid stateDiagram-v2, for Markdown pages and slides
            With `format json`, `states` alone prints the states and transitions as one JSON line.
            """,
        command: { .states($0) })
}
