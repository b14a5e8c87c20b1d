import CoreState
import CoreSupport

extension StateDiagramRenderer {
    /// PlantUML's state diagram: composite states nested as the groups are, transitions from a
    /// composite drawn once, history as PlantUML's own `[H]`, internal transitions as the
    /// state's description lines, the current state filled.
    package func plantUML() -> String {
        var lines = ["@startuml", "skinparam defaultFontName Helvetica", "hide empty description"]
        for entry in nesting() {
            let pad = String(repeating: "  ", count: entry.depth)
            switch entry.item {
            case .open(let group):
                lines.append("\(pad)state \"\(group.label)\" as \(mermaidID(group.name)) {")
                lines += plantUMLInside(group.name, pad: pad + "  ")
            case .state(let state):
                let fill = state == current ? " \(Self.currentFill)" : ""
                lines.append("\(pad)state \"\(state)\" as \(mermaidID(state))\(fill)")
                lines += plantUMLInside(state, pad: pad)
            case .close: lines.append("\(pad)}")
            }
        }
        if diagram.states.contains(diagram.initial) { lines.append("[*] --> \(mermaidID(diagram.initial))") }
        for edge in diagram.edges {
            let head = mermaidID(edge.to) + (edge.history ? "[H]" : "")
            lines.append("\(mermaidID(edge.from)) --> \(head) : \(Self.withGuard(edge.commands.joined(separator: ", "), edge))")
        }
        if diagram.states.contains("end") { lines.append("\(mermaidID("end")) --> [*]") }
        lines.append("@enduml")
        return lines.joined(separator: "\n")
    }

    /// A state's internal transitions as its description lines (`s_tabs : units, wind / re-render`).
    package func plantUMLInside(_ node: String, pad: String) -> [String] {
        diagram.internals.filter { $0.within == node }.map { "\(pad)\(mermaidID(node)) : \(Self.briefly($0.commands)) / \($0.action)" }
    }
}
