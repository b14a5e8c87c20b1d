/// `states`: the state machine as text for the terminal, Graphviz DOT, Mermaid or JSON.
struct StateDiagramRenderer {
    let diagram: StateDiagram
    let style: RenderStyle

    /// The states, each with the transitions out of it and their commands, wrapped to the width.
    func text() -> String {
        var lines = style.wrap(
            "The session's states and the commands that move between them (commands that leave the state as it is are not listed). A run starts in `\(diagram.initial)`, or where the last run left off."
        )
        let column = 4 + (diagram.states.map { TextWidth.of($0) }.max() ?? 0) + 2
        for state in diagram.states {
            lines.append("")
            lines.append(style.bold(state))
            let out = diagram.edges.filter { $0.from == state }
            if out.isEmpty { lines.append("  (no way out)") }
            for edge in out {
                let commands = edge.commands.joined(separator: ", ")
                lines += style.wrap(commands, indent: column, firstIndent: column).enumerated().map { index, line in
                    index == 0 ? "  → " + TextWidth.padRight(edge.to, to: column - 4) + line.dropFirst(column) : line
                }
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// Graphviz DOT: one node per state (the weather app's and the calculator's in their own
    /// boxes), one edge per transition labelled with its commands, a line each.
    func dot() -> String {
        var lines = [
            "digraph wxsh {", "  rankdir=LR;", "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];", "  start [shape=point];"
        ]
        let finance = diagram.states.filter { $0.hasPrefix("finance/") }
        let weather = diagram.states.filter { !$0.hasPrefix("finance/") && $0 != "end" }
        for (name, label, members) in [("weather", "weather app", weather), ("finance", "finance calculator", finance)]
        where !members.isEmpty {
            lines.append("  subgraph cluster_\(name) {")
            lines.append("    label=\(quoted(label));")
            lines += members.map { "    \(quoted($0));" }
            lines.append("  }")
        }
        if diagram.states.contains("end") { lines.append("  \(quoted("end")) [shape=doublecircle];") }
        lines.append("  start -> \(quoted(diagram.initial));")
        for edge in diagram.edges {
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.commands.joined(separator: "\n")))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Mermaid `stateDiagram-v2`: each state declared with its name, each transition labelled.
    func mermaid() -> String {
        var lines = ["stateDiagram-v2"]
        lines += diagram.states.map { "    state \"\($0)\" as \(mermaidID($0))" }
        lines.append("    [*] --> \(mermaidID(diagram.initial))")
        for edge in diagram.edges {
            let label = edge.commands.joined(separator: ", ").replacingColons()
            lines.append("    \(mermaidID(edge.from)) --> \(mermaidID(edge.to)) : \(label)")
        }
        if diagram.states.contains("end") { lines.append("    \(mermaidID("end")) --> [*]") }
        return lines.joined(separator: "\n")
    }

    /// One line: `{"initial":…,"states":[…],"edges":[{"from","to","commands"}]}`.
    func json() -> JSONValue {
        .object([
            ("initial", .string(diagram.initial)),
            ("states", .array(diagram.states.map { .string($0) })),
            (
                "edges",
                .array(
                    diagram.edges.map {
                        .object([("from", .string($0.from)), ("to", .string($0.to)), ("commands", .array($0.commands.map { .string($0) }))])
                    })
            )
        ])
    }

    /// A DOT string: in quotes, with quotes and backslashes escaped and newlines as `\n`.
    func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A Mermaid state id: letters, digits and `_` only (`finance/loan` is `s_finance_loan`),
    /// prefixed so that none is a keyword such as `end`.
    func mermaidID(_ name: String) -> String {
        "s_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

extension String {
    /// Without `:`, which ends a Mermaid label's text.
    fileprivate func replacingColons() -> String { String(map { $0 == ":" ? "-" : $0 }) }
}

extension StateDiagramRenderer {
    /// The diagram in `format`; nil is one line of JSON.
    func render(_ format: DiagramFormat?) -> String {
        switch format {
        case .text: return text()
        case .dot: return dot()
        case .mermaid: return mermaid()
        case nil: return json().serialized
        }
    }
}
