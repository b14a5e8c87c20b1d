import CoreProviders
import CoreState
import CoreSupport

extension StateSlideRenderer {
    // MARK: - DOT

    /// Graphviz DOT, top to bottom: the start, `TabView` with its tabs in one row (rank=same,
    /// kept in order by invisible edges), `.sheet` below; one font family and size throughout.
    /// A transition of a whole group starts from a dot inside it.
    package func dot() -> String {
        let q = shared.quoted
        let font = "fontname=\"\(Self.fontName)\", fontsize=\(Self.fontSize)"
        var lines = [
            "digraph wxsh {", "  graph [\(font), rankdir=TB, nodesep=0.35, ranksep=0.6, labeljust=l];",
            "  node [\(font), shape=box, style=rounded, margin=\"0.15,0.06\"];", "  edge [\(font)];",
            "  start [shape=point, width=0.15];"
        ]
        func node(_ state: String) -> String {
            var attributes = ["label=\(q(([title(state)] + stays(state)).joined(separator: "\n")))"]
            if state == current {
                attributes += ["style=\"rounded,filled,bold\"", "fillcolor=\"\(StateDiagramRenderer.currentFill)\"", "penwidth=3"]
            }
            return "    \(q(state)) [\(attributes.joined(separator: ", "))];"
        }
        let heading = [Self.tabsLabel] + ([switchLine] + stays("tabs")).flatMap { Self.wrap($0).map { "  " + $0 } }
        lines.append("  subgraph cluster_tabs {")
        // The heading on the right, clear of the start arrow coming down to the first tab.
        lines.append("    graph [\(font), labeljust=r];")
        // Each line of the heading left-justified (`\l`), as UML lists a state's transitions.
        lines.append("    label=\"" + heading.map { q($0).dropFirst().dropLast() }.joined(separator: "\\l") + "\\l\";")
        lines += tabs.map { node($0.state) }
        if histories.contains("tabs") { lines.append("    \(q("tabs H")) [shape=circle, label=\"H\", width=0.6, fixedsize=true];") }
        // Where the transitions every tab takes start: a dot on TabView's edge, as UML draws one from the border.
        lines.append("    \(q("tabs")) [shape=point, width=0.1, label=\"\"];")
        lines.append("    { rank=same; " + tabs.map { q($0.state) + ";" }.joined(separator: " ") + " }")
        if tabs.count > 1 { lines.append("    " + tabs.map { q($0.state) }.joined(separator: " -> ") + " [style=invis];") }
        lines.append("  }")
        lines.append("  subgraph cluster_sheet {")
        lines.append("    graph [\(font)];")
        lines.append("    label=\(q(Self.sheetLabel));")
        lines += sheetStates.map(node)
        lines.append("    \(q(Self.sheetGroup)) [shape=point, width=0.1, label=\"\"];")
        lines.append("    { rank=same; " + sheetStates.map { q($0) + ";" }.joined(separator: " ") + " }")
        lines.append("  }")
        if let first = tabs.first { lines.append("  start -> \(q(first.state)) [label=\(q(BundledData.forecastFile))];") }
        for edge in edges {
            let head = edge.history ? "tabs H" : edge.to
            lines.append("  \(q(edge.from)) -> \(q(head)) [label=\(q(label(edge)))];")
        }
        // The sheet below the tabs.
        if let last = tabs.last { lines.append("  \(q(last.state)) -> \(q(Self.sheetGroup)) [style=invis];") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The groups whose history is a target.
    var histories: [String] { shared.histories }

    // MARK: - Mermaid

    /// Mermaid `stateDiagram-v2` with a font size for the slide: no edge from a group to its own
    /// child (the tab switch is one self-transition of `TabView`), history as a state `H`.
    package func mermaid() -> String {
        let id = shared.mermaidID
        var lines = [
            "---", "config:", "  themeVariables:", "    fontFamily: \(Self.fontName)", "    fontSize: \(Self.fontSize * 4 / 3)px", "---",
            "stateDiagram-v2",
            "    classDef current fill:\(StateDiagramRenderer.currentFill),stroke:#000,stroke-width:3px,font-weight:bold",
            "    state \"\(Self.tabsLabel)\" as \(id("tabs")) {", "        direction LR"
        ]
        if histories.contains("tabs") { lines.append("        state \"H\" as \(id("tabs H"))") }
        lines += tabs.map { "        state \"\($0.title)\" as \(id($0.state))" }
        lines.append("    }")
        lines.append("    state \"\(Self.sheetLabel)\" as \(id(Self.sheetGroup)) {")
        lines += sheetStates.map { "        state \"\($0)\" as \(id($0))" }
        lines.append("    }")
        if let first = tabs.first { lines.append("    [*] --> \(id(first.state)) : \(BundledData.forecastFile)") }
        lines.append("    \(id("tabs")) --> \(id("tabs")) : \(Self.colonless(StateDiagramRenderer.briefly(switching)))")
        for edge in edges {
            lines.append("    \(id(edge.from)) --> \(id(edge.history ? "tabs H" : edge.to)) : \(Self.colonless(label(edge)))")
        }
        for node in ["tabs"] + tabs.map(\.state) + sheetStates where !stays(node).isEmpty {
            lines.append("    note right of \(id(node))")
            lines += stays(node).map { "        " + Self.colonless($0) }
            lines.append("    end note")
        }
        if let current, diagram.states.contains(current) { lines.append("    class \(id(current)) current") }
        return lines.joined(separator: "\n")
    }

    /// Without `:`, which ends a Mermaid label's text.
    static func colonless(_ text: String) -> String { String(text.map { $0 == ":" ? "-" : $0 }) }

    // MARK: - PlantUML

    /// PlantUML with the slide's font size, the tabs in a row, history as PlantUML's `[H]`.
    package func plantUML() -> String {
        let id = shared.mermaidID
        // PlantUML's sizes are pixels: the DOT's 20 pt at 96 dpi.
        let size = Self.fontSize * 4 / 3 + 1
        var lines = [
            "@startuml", "skinparam defaultFontName \(Self.fontName)", "skinparam defaultFontSize \(size)",
            "skinparam ArrowFontSize \(size)", "skinparam StateFontSize \(size)", "skinparam StateAttributeFontSize \(size)",
            "hide empty description",
            "state \"\(Self.tabsLabel)\" as \(id("tabs")) {"
        ]
        for tab in tabs {
            let fill = tab.state == current ? " \(StateDiagramRenderer.currentFill)" : ""
            lines.append("  state \"\(tab.title)\" as \(id(tab.state))\(fill)")
            lines += stays(tab.state).map { "  \(id(tab.state)) : \($0)" }
        }
        for (left, right) in zip(tabs, tabs.dropFirst()) { lines.append("  \(id(left.state)) -[hidden]right-> \(id(right.state))") }
        lines.append("}")
        lines += ([switchLine] + stays("tabs")).flatMap { Self.wrap($0) }.map { "\(id("tabs")) : \($0)" }
        lines.append("state \"\(Self.sheetLabel)\" as \(id(Self.sheetGroup)) {")
        for state in sheetStates {
            let fill = state == current ? " \(StateDiagramRenderer.currentFill)" : ""
            lines.append("  state \"\(state)\" as \(id(state))\(fill)")
            lines += stays(state).map { "  \(id(state)) : \($0)" }
        }
        lines.append("}")
        if let first = tabs.first { lines.append("[*] --> \(id(first.state)) : \(BundledData.forecastFile)") }
        for edge in edges {
            lines.append("\(id(edge.from)) --> \(id(edge.to))\(edge.history ? "[H]" : "") : \(label(edge))")
        }
        lines.append("@enduml")
        return lines.joined(separator: "\n")
    }
}
