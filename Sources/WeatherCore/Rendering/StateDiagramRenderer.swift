import CoreState
import CoreSupport

/// `states`: the statechart as text for the terminal, Graphviz DOT, Mermaid or JSON, with the
/// state the session is in marked.
package struct StateDiagramRenderer {
    package let diagram: StateDiagram
    package let style: RenderStyle
    /// The state the session is in, marked in every format; nil marks none.
    package var current: String?

    /// The fill of the state the session is in, and its border's width.
    package static let currentFill = "#ffd54f"

    // MARK: - Text

    /// The groups and states indented as they nest, each with the transitions out of it and the
    /// commands that stay in it, wrapped to the width; `▶` (bold at a terminal) marks the current.
    package func text() -> String {
        var lines = style.wrap(
            "The session's states as a statechart: a transition every state of a group takes is listed once, under the group; `H` is the state a group was last left in; `inside` lists commands that stay in the state but do something. A run starts in `\(diagram.initial)`, or where the last run left off."
                + (current.map { " ▶ marks `\($0)`, where this session is." } ?? ""))
        let names = diagram.edges.map { target(of: $0) }
        let column = min(max(style.width / 3, 12), 6 + (names.map { TextWidth.of($0) }.max() ?? 0) + 2)
        var lastSaid = true
        func write(_ node: String, label: String, depth: Int) {
            let indent = 2 * depth
            let says = diagram.edges.contains { $0.from == node } || diagram.internals.contains { $0.within == node }
            // A group, or a state with something to say, stands apart; a bare state is one line.
            if says || diagram.group(node) != nil || lastSaid { lines.append("") }
            lastSaid = says || diagram.group(node) != nil
            let name = String(repeating: " ", count: max(0, indent - 2)) + (node == current ? "▶ " : indent >= 2 ? "  " : "")
            lines.append(node == current ? style.bold(name + label) : name + label)
            for edge in diagram.edges where edge.from == node {
                let at = indent + 2
                let arrow = String(repeating: " ", count: at) + "→ " + target(of: edge)
                let commands = Self.withGuard(edge.commands.joined(separator: ", "), edge)
                let start = max(column + indent, TextWidth.of(arrow) + 2)
                let wrapped = style.wrap(commands, indent: min(start, style.width - 12), firstIndent: min(start, style.width - 12))
                if TextWidth.of(arrow) + 2 > start || start > style.width - 12 {
                    lines.append(arrow)
                    lines += style.wrap(commands, indent: at + 4, firstIndent: at + 4)
                } else {
                    lines += wrapped.enumerated().map { index, line in
                        index == 0 ? TextWidth.padRight(arrow, to: start) + line.dropFirst(start) : line
                    }
                }
            }
            for stay in diagram.internals where stay.within == node {
                let text = "inside: " + Self.briefly(stay.commands) + " / " + stay.action
                lines += style.wrap(text, indent: indent + 4, firstIndent: indent + 2)
            }
        }
        for (item, depth) in nesting() {
            switch item {
            case .open(let group): write(group.name, label: group.label, depth: depth)
            case .state(let state): write(state, label: state, depth: depth)
            case .close: continue
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// How an edge's target is named: the state, or `tabs H` for a group's history.
    package func target(of edge: StateDiagram.Edge) -> String { edge.history ? "\(edge.to) H" : edge.to }

    // MARK: - DOT

    /// Graphviz DOT: each group a cluster, a transition of a whole group drawn once from its
    /// border (from a small `any` node listing what stays in every state of it), history as an
    /// `H` circle, commands that stay listed in the state's box; the current state filled.
    package func dot() -> String {
        var lines = [
            "digraph wxsh {", "  rankdir=LR;", "  compound=true;", "  newrank=true;", "  nodesep=0.2;", "  ranksep=0.35;",
            // The clusters' labels in the nodes' family, not Graphviz's default Times.
            "  fontname=\"Helvetica\";",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=12, margin=\"0.08,0.03\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];", "  start [shape=point];"
        ]
        for (item, depth) in nesting() {
            let pad = String(repeating: "  ", count: depth + 1)
            switch item {
            case .open(let group):
                lines.append("\(pad)subgraph cluster_\(group.name) {")
                lines.append("\(pad)  label=\(quoted(group.label));")
                let stays = diagram.internals.filter { $0.within == group.name }
                if !stays.isEmpty {
                    lines.append(
                        "\(pad)  \(quoted(anyID(group.name))) [label=\(quoted(boxLabel("any", stays))), style=\"rounded,dashed\"];")
                } else if diagram.edges.contains(where: { $0.from == group.name }) {
                    lines.append("\(pad)  \(quoted(anyID(group.name))) [shape=point, label=\"\"];")
                }
                if histories.contains(group.name) {
                    lines.append("\(pad)  \(quoted(historyID(group.name))) [shape=circle, label=\"H\", width=0.3, fixedsize=true];")
                }
            case .state(let state) where state != "end":
                let stays = diagram.internals.filter { $0.within == state }
                var attributes = stays.isEmpty ? [] : ["label=\(quoted(boxLabel(state, stays)))"]
                if state == current {
                    attributes += ["style=\"rounded,filled,bold\"", "fillcolor=\"\(Self.currentFill)\"", "penwidth=3"]
                }
                lines.append("\(pad)\(quoted(state))\(attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]");")
            case .state: continue
            case .close: lines.append("\(pad)}")
            }
        }
        if diagram.states.contains("end") {
            let marked = current == "end" ? ", style=filled, fillcolor=\"\(Self.currentFill)\", penwidth=3" : ""
            lines.append("  \(quoted("end")) [shape=doublecircle\(marked)];")
        }
        if diagram.states.contains(diagram.initial) { lines.append("  start -> \(quoted(diagram.initial));") }
        for edge in diagram.edges {
            let tail = diagram.group(edge.from) == nil ? edge.from : anyID(edge.from)
            let head = edge.history ? historyID(edge.to) : edge.to
            var attributes = ["label=\(quoted(Self.withGuard(label(edge.commands), edge)))"]
            if let group = diagram.group(edge.from), !group.members.contains(edge.to),
                !(edge.history && Set(group.members).isSuperset(of: diagram.members(of: edge.to)))
            {
                attributes.append("ltail=cluster_\(group.name)")
            }
            lines.append("  \(quoted(tail)) -> \(quoted(head)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The groups whose history state is drawn, in order.
    package var histories: [String] { diagram.groups.map(\.name).filter { name in diagram.edges.contains { $0.history && $0.to == name } } }

    /// What `nesting` lists: a group opening, a state inside the groups open, a group closing.
    package enum Nested {
        case open(StateDiagram.Group)
        case state(String)
        case close
    }

    /// The groups and states as they nest, in the states' order, each with its depth (0 outside
    /// every group): what each format walks to draw the hierarchy.
    package func nesting() -> [(item: Nested, depth: Int)] {
        var items: [(item: Nested, depth: Int)] = []
        func walk(_ group: StateDiagram.Group?, depth: Int) {
            let inside = group.map(\.members) ?? diagram.states
            let children = childGroups(of: group)
            var placed: Set<String> = []
            for state in diagram.states where inside.contains(state) {
                if let child = children.first(where: { $0.members.contains(state) }) {
                    guard placed.insert(child.name).inserted else { continue }
                    items.append((.open(child), depth))
                    walk(child, depth: depth + 1)
                    items.append((.close, depth))
                } else {
                    items.append((.state(state), depth))
                }
            }
        }
        walk(nil, depth: 0)
        return items
    }

    /// The groups directly inside `group` (or at the top when nil).
    package func childGroups(of group: StateDiagram.Group?) -> [StateDiagram.Group] {
        let inside = Set(group.map(\.members) ?? diagram.states)
        let within = diagram.groups.filter { $0.name != group?.name && inside.isSuperset(of: $0.members) && !$0.members.isEmpty }
        return within.filter { child in
            !within.contains { $0.name != child.name && Set($0.members).isStrictSuperset(of: child.members) }
        }
    }

    /// An edge's commands, two to a line so that no label is wider than its drawing needs.
    package func label(_ commands: [String]) -> String {
        stride(from: 0, to: commands.count, by: 2).map { commands[$0..<min($0 + 2, commands.count)].joined(separator: ", ") }
            .joined(separator: "\n")
    }

    /// An edge's commands followed by its guard, as UML writes a trigger and its guard:
    /// `PLACE [found]`.
    package static func withGuard(_ commands: String, _ edge: StateDiagram.Edge) -> String {
        edge.condition.map { commands + " " + $0 } ?? commands
    }

    /// A state's box: its name, then each internal transition as `commands / action`, wrapped.
    package func boxLabel(_ name: String, _ stays: [StateDiagram.Internal]) -> String {
        let lines = stays.flatMap { RenderStyle(width: 36).wrap(Self.briefly($0.commands) + " / " + $0.action, indent: 2) }
        return ([name] + lines).joined(separator: "\n")
    }

    /// Commands named briefly: those that share a name (`units imperial`, `units standard`)
    /// by the name alone (`units`), the others as they are.
    package static func briefly(_ commands: [String]) -> String {
        var names: [String] = []
        for command in commands {
            let name = String(command.split(separator: " ").first ?? "")
            let shared = commands.filter { $0.split(separator: " ").first.map(String.init) == name }.count > 1
            let shown = shared ? name : command
            if !names.contains(shown) { names.append(shown) }
        }
        return names.joined(separator: ", ")
    }

    package func anyID(_ group: String) -> String { "any " + group }
    package func historyID(_ group: String) -> String { group + " H" }

    // MARK: - Mermaid

    /// Mermaid `stateDiagram-v2`: composite states nested as the groups are, transitions from a
    /// composite drawn once (to its own states as one self-transition), history as a state `H` with a note (Mermaid has no history state),
    /// internal transitions as notes, the current state in `classDef current`.
    package func mermaid() -> String {
        var lines = ["stateDiagram-v2", "    classDef current fill:\(Self.currentFill),stroke:#000,stroke-width:3px,font-weight:bold"]
        for entry in nesting() {
            let pad = String(repeating: "    ", count: entry.depth + 1)
            switch entry.item {
            case .open(let group):
                lines.append("\(pad)state \"\(group.label)\" as \(mermaidID(group.name)) {")
                if histories.contains(group.name) { lines.append("\(pad)    state \"H\" as \(mermaidID(historyID(group.name)))") }
            case .state(let state): lines.append("\(pad)state \"\(state)\" as \(mermaidID(state))")
            case .close: lines.append("\(pad)}")
            }
        }
        if diagram.states.contains(diagram.initial) { lines.append("    [*] --> \(mermaidID(diagram.initial))") }
        // Mermaid lays an edge from a group to its own child over the labels: those of a group
        // are drawn as one self-transition of the group, with their commands.
        var inward: [(group: String, commands: [String])] = []
        for edge in diagram.edges {
            if let group = diagram.group(edge.from), Set(group.members).isSuperset(of: diagram.members(of: edge.to)) {
                if let index = inward.firstIndex(where: { $0.group == group.name }) {
                    inward[index].commands += edge.commands
                } else {
                    inward.append((group.name, edge.commands))
                }
                continue
            }
            let head = edge.history ? historyID(edge.to) : edge.to
            let label = Self.withGuard(edge.commands.joined(separator: ", "), edge).replacingColons()
            lines.append("    \(mermaidID(edge.from)) --> \(mermaidID(head)) : \(label)")
        }
        for (group, commands) in inward {
            lines.append("    \(mermaidID(group)) --> \(mermaidID(group)) : \(Self.briefly(commands).replacingColons())")
        }
        if diagram.states.contains("end") { lines.append("    \(mermaidID("end")) --> [*]") }
        for group in histories {
            lines.append("    note right of \(mermaidID(historyID(group))) : H, back to the state \(group) was left in")
        }
        for node in Set(diagram.internals.map(\.within)).sorted() {
            lines.append("    note right of \(mermaidID(node))")
            for stay in diagram.internals where stay.within == node {
                lines.append("        " + (Self.briefly(stay.commands) + " / " + stay.action).replacingColons())
            }
            lines.append("    end note")
        }
        if let current, diagram.states.contains(current) { lines.append("    class \(mermaidID(current)) current") }
        return lines.joined(separator: "\n")
    }

    // MARK: - JSON

    /// One line: `{"initial","current","states","groups","edges","internal"}`.
    package func json() -> JSONValue {
        let groups = diagram.groups.map { JSONValue.object([("name", .string($0.name)), ("states", Self.strings($0.members))]) }
        let edges = diagram.edges.map { edge in
            JSONValue.object(
                [
                    ("from", .string(edge.from)), ("to", .string(edge.to)), ("history", .bool(edge.history)),
                    ("commands", Self.strings(edge.commands))
                ] + (edge.condition.map { [("guard", JSONValue.string($0))] } ?? []))
        }
        let stays = diagram.internals.map { stay in
            JSONValue.object([("in", .string(stay.within)), ("action", .string(stay.action)), ("commands", Self.strings(stay.commands))])
        }
        return .object([
            ("initial", .string(diagram.initial)), ("current", Self.string(current)), ("states", Self.strings(diagram.states)),
            ("groups", .array(groups)), ("edges", .array(edges)), ("internal", .array(stays))
        ])
    }

    /// A JSON list of strings.
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    /// A JSON string, or null.
    package static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    // MARK: - Shared

    /// A DOT string: in quotes, with quotes and backslashes escaped and newlines as `\n`.
    package func quoted(_ text: String) -> String {
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
    package func mermaidID(_ name: String) -> String {
        "s_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

extension String {
    /// Without `:`, which ends a Mermaid label's text.
    fileprivate func replacingColons() -> String { String(map { $0 == ":" ? "-" : $0 }) }
}

extension StateDiagramRenderer {
    /// The diagram in `format`; nil is one line of JSON.
    package func render(_ format: DiagramFormat?) -> String {
        switch format {
        case .text: return text()
        case .dot: return dot()
        case .mermaid: return mermaid()
        case .plantuml: return plantUML()
        case nil: return json().serialized
        }
    }
}
