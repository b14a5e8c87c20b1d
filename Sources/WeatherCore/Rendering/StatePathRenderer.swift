import CoreState
import CoreSupport

/// `states path`: the states this session has been in and the transitions it took, coloured as
/// simulation tools colour a running machine: the current state, the previous one, the others
/// visited; each transition with how often it was taken.
package struct StatePathRenderer {
    package let path: MachinePath
    package let style: RenderStyle

    /// The fills of the current, the previous and the other visited states.
    package static let previousFill = "#ffab91"
    package static let visitedFill = "#bbdefb"

    /// What a visited state was: `current`, `previous` or `visited`.
    package func role(of state: String) -> String {
        state == path.current ? "current" : state == path.previous ? "previous" : "visited"
    }

    /// The states in the order first visited.
    package var states: [String] {
        var found: [String] = []
        for state in path.visited where !found.contains(state) { found.append(state) }
        return found
    }

    /// A visited state's fill, by its role.
    package func fill(of state: String) -> String {
        switch role(of: state) {
        case "current": StateDiagramRenderer.currentFill
        case "previous": Self.previousFill
        default: Self.visitedFill
        }
    }

    package func label(_ taken: MachinePath.Taken) -> String { "\(taken.count)× " + taken.commands.joined(separator: ", ") }

    package func text() -> String {
        var lines = style.wrap(
            "The states this session has been in (▶ the current one, then the previous one and the others visited) and the transitions it took, with how often and by which commands."
        )
        lines.append("")
        let column = 2 + (states.map { TextWidth.of($0) }.max() ?? 0) + 2
        for state in states {
            let mark = state == path.current ? "▶ " : "  "
            let line = mark + TextWidth.padRight(state, to: column - 2) + role(of: state)
            lines.append(state == path.current ? style.bold(line) : line)
        }
        if !path.taken.isEmpty { lines.append("") }
        for taken in path.taken {
            lines += style.wrap("\(taken.from) → \(taken.to)  " + label(taken), indent: 4, firstIndent: 2)
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    package func dot(using shared: StateDiagramRenderer) -> String {
        var lines = [
            "digraph wxsh_path {", "  rankdir=LR;", "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];"
        ]
        for state in states {
            let border = state == path.current ? ", penwidth=3, style=\"rounded,filled,bold\"" : ""
            lines.append("  \(shared.quoted(state)) [fillcolor=\"\(fill(of: state))\"\(border)];")
        }
        for taken in path.taken {
            let width = min(1 + Double(taken.count - 1) * 0.5, 4)
            lines.append(
                "  \(shared.quoted(taken.from)) -> \(shared.quoted(taken.to)) [label=\(shared.quoted(label(taken))), penwidth=\(width)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    package func mermaid(using shared: StateDiagramRenderer) -> String {
        var lines = [
            "stateDiagram-v2",
            "    classDef current fill:\(StateDiagramRenderer.currentFill),stroke:#000,stroke-width:3px,font-weight:bold",
            "    classDef previous fill:\(Self.previousFill)", "    classDef visited fill:\(Self.visitedFill)"
        ]
        lines += states.map { "    state \"\($0)\" as \(shared.mermaidID($0))" }
        for taken in path.taken {
            lines.append("    \(shared.mermaidID(taken.from)) --> \(shared.mermaidID(taken.to)) : \(label(taken))")
        }
        lines += states.map { "    class \(shared.mermaidID($0)) \(role(of: $0))" }
        return lines.joined(separator: "\n")
    }

    /// PlantUML: the states visited in their colours, each transition taken with how often.
    package func plantUML(using shared: StateDiagramRenderer) -> String {
        var lines = ["@startuml", "skinparam defaultFontName Helvetica", "hide empty description"]
        lines += states.map { "state \"\($0)\" as \(shared.mermaidID($0)) \(fill(of: $0))" }
        for taken in path.taken {
            lines.append("\(shared.mermaidID(taken.from)) --> \(shared.mermaidID(taken.to)) : \(label(taken))")
        }
        lines.append("@enduml")
        return lines.joined(separator: "\n")
    }

    /// One line: `{"current","previous","visited":[…],"taken":[{"from","to","count","commands"}]}`.
    package func json() -> JSONValue {
        let taken = path.taken.map { step in
            JSONValue.object([
                ("from", .string(step.from)), ("to", .string(step.to)), ("count", .int(step.count)),
                ("commands", StateDiagramRenderer.strings(step.commands))
            ])
        }
        return .object([
            ("current", StateDiagramRenderer.string(path.current)), ("previous", StateDiagramRenderer.string(path.previous)),
            ("visited", StateDiagramRenderer.strings(states)), ("taken", .array(taken))
        ])
    }
}

extension StateDiagramRenderer {
    /// What `states` prints for `request`: the whole machine, one app or the path, in the
    /// format asked for (else text, or JSON under `format json`), the current state marked.
    package static func render(
        _ request: DiagramRequest, machine: StateDiagram, path: MachinePath, state: SessionState, style: RenderStyle, json: Bool
    ) -> String {
        let format = request.format ?? (json ? nil : .text)
        var diagram = machine
        if let part = request.part, part != .path { diagram = diagram.only(part.rawValue) }
        let renderer = StateDiagramRenderer(diagram: diagram, style: style, current: state.machineState.name)
        if request.layout == .slide {
            let slide = StateSlideRenderer(diagram: machine.only("weather"), style: style, current: state.machineState.name)
            return slide.render(format)
        }
        guard request.part == .path else { return renderer.render(format) }
        let pathRenderer = StatePathRenderer(path: path, style: style)
        switch format {
        case .text: return pathRenderer.text()
        case .dot: return pathRenderer.dot(using: renderer)
        case .mermaid: return pathRenderer.mermaid(using: renderer)
        case .plantuml: return pathRenderer.plantUML(using: renderer)
        case nil: return pathRenderer.json().serialized
        }
    }
}
