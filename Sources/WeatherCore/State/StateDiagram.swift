import FoundationEssentials

/// The session's state machine as a statechart: its states (named as `MachineState.name`
/// names them), the groups they sit in, the transitions between them, each with the commands
/// that take it, and the internal transitions that stay in a state but do something.
///
/// Nobody draws it: `StateExplorer` finds every step by running the session itself on every
/// command the descriptors describe, and the hierarchy is worked out from those steps: a
/// transition that every state of a group takes to the same target with the same command is
/// drawn once, from the group; one that lands on the state a group was left in goes to the
/// group's history (`H`). A new tab or command appears in `states` as soon as it exists.
package struct StateDiagram: Equatable, Sendable {
    /// A drawn transition: from a state or a group, to a state or (when `history`) to the
    /// history state of the group `to`, with the commands that take it.
    package struct Edge: Equatable, Sendable {
        package var from: String
        package var to: String
        package var history = false
        /// The commands that take it, as typed (`tab hourly`, `location PLACE`), in help's order.
        package var commands: [String]
        /// The guard under which they take it (`[found]`), when the outcome of their I/O decides.
        package var condition: String? = nil
    }

    /// A group of states (a composite state): `wxsh` (all but `end`), `weather` (the weather
    /// app's tabs, its sheet and list), `tabs` (the weather tabs), `finance` (the calculator).
    package struct Group: Equatable, Sendable {
        package let name: String
        /// What the drawing calls it.
        package let label: String
        /// Every state inside it, at any depth.
        package let members: [String]

        package init(name: String, label: String, members: [String]) {
            self.name = name
            self.label = label
            self.members = members
        }
    }

    /// Commands that stay in a state (or in every state of a group) and do something worth
    /// explaining: `location PLACE / fetch`.
    package struct Internal: Equatable, Sendable {
        /// The state or group it is listed in, what it does, and the commands that do it.
        package var within: String, action: String, commands: [String]
    }

    /// One step the explorer saw: the command from a state, where it led, and what it did.
    package struct Step: Hashable, Sendable {
        package var from: String
        package var to: String
        package var command: String
        /// Whether it landed on the state its group was last left in (the group's history).
        package var remembered: Bool
        /// What it did when it stayed (`fetch`, `re-render`); nil when nothing worth drawing.
        package var action: String?
        /// The guard it was taken under (`[several]`), when the outcome of its I/O decided.
        package var condition: String?

        package init(from: String, to: String, command: String, remembered: Bool, action: String? = nil, condition: String? = nil) {
            self.from = from
            self.to = to
            self.command = command
            self.remembered = remembered
            self.action = action
            self.condition = condition
        }
    }

    /// Every state, the initial one first.
    package var states: [String]
    /// The groups, outermost first.
    package var groups: [Group]
    package var edges: [Edge]
    package var internals: [Internal]

    /// The state a fresh run starts in.
    package var initial: String { states.first ?? "city" }

    /// The group called `name`.
    package func group(_ name: String) -> Group? { groups.first { $0.name == name } }

    /// The states a node stands for: a group's members, or the state itself.
    package func members(of node: String) -> [String] { group(node)?.members ?? [node] }

    /// The groups holding `state`, innermost first.
    package func groups(holding state: String) -> [Group] { groups.filter { $0.members.contains(state) }.reversed() }

    /// Whether a step from `from` to another state `to` is drawn: an edge from the state or a
    /// group holding it, to the state or to the history of a group holding it.
    package func draws(from: String, to: String) -> Bool {
        edges.contains { edge in
            members(of: edge.from).contains(from) && (edge.history ? members(of: edge.to).contains(to) : edge.to == to)
        }
    }

    /// The internal transitions listed for `state`, its own and its groups'.
    package func internals(of state: String) -> [Internal] {
        internals.filter { members(of: $0.within).contains(state) }
    }

}

extension StateDiagram {
    /// The statechart of the steps the explorer saw, with `states` in their order and the
    /// groups (outermost first) they sit in.
    package init(steps: [Step], states: [String], groups: [Group]) {
        self.states = states
        self.groups = groups
        edges = []
        internals = []
        let histories = Self.historyCommands(in: steps, groups: groups)
        // Where each command leads, from which states: a target is a state, or a group's history.
        var sources: [(target: String, history: Bool, command: String, condition: String?, from: Set<String>)] = []
        for step in steps {
            let group = Self.home(of: step.to, in: groups)
            let history =
                step.remembered && group.map { histories.contains(Self.key(step.from, Self.guarded(step), $0.name)) } ?? false
            let target = history ? (group?.name ?? step.to) : step.to
            if let index = sources.firstIndex(where: {
                $0.target == target && $0.history == history && $0.command == step.command && $0.condition == step.condition
            }) {
                sources[index].from.insert(step.from)
            } else {
                sources.append((target, history, step.command, step.condition, [step.from]))
            }
        }
        for source in sources {
            for node in lifted(source.from) where node != source.target || source.history {
                if let index = edges.firstIndex(where: {
                    $0.from == node && $0.to == source.target && $0.history == source.history && $0.condition == source.condition
                }) {
                    if !edges[index].commands.contains(source.command) { edges[index].commands.append(source.command) }
                } else {
                    edges.append(
                        Edge(
                            from: node, to: source.target, history: source.history, commands: [source.command], condition: source.condition)
                    )
                }
            }
        }
        // Commands that stay and do something, listed once for the widest group that shares them.
        var stays: [(action: String, command: String, states: Set<String>)] = []
        for step in steps where step.from == step.to {
            guard let action = step.action else { continue }
            if let index = stays.firstIndex(where: { $0.action == action && $0.command == step.command }) {
                stays[index].states.insert(step.from)
            } else {
                stays.append((action, step.command, [step.from]))
            }
        }
        for stay in stays {
            for node in lifted(stay.states) {
                if let index = internals.firstIndex(where: { $0.within == node && $0.action == stay.action }) {
                    if !internals[index].commands.contains(stay.command) { internals[index].commands.append(stay.command) }
                } else {
                    internals.append(Internal(within: node, action: stay.action, commands: [stay.command]))
                }
            }
        }
        let rank = nodeRank()
        let outcomes = SheetOutcome.allCases.map(\.drawn)
        func outcome(_ edge: Edge) -> Int { edge.condition.flatMap { outcomes.firstIndex(of: $0) } ?? -1 }
        edges.sort {
            (rank($0.from), rank($0.to), $0.history ? 1 : 0, outcome($0)) < (rank($1.from), rank($1.to), $1.history ? 1 : 0, outcome($1))
        }
        internals.sort { rank($0.within) < rank($1.within) }
    }

    /// The nodes standing for `states`: each group all of whose states are among them
    /// (outermost first), then the states no such group holds.
    package func lifted(_ states: Set<String>) -> [String] {
        var left = states
        var nodes: [String] = []
        for group in groups where !group.members.isEmpty && left.isSuperset(of: group.members) {
            nodes.append(group.name)
            left.subtract(group.members)
        }
        return nodes + self.states.filter(left.contains)
    }

    /// Where a node is listed: the groups in their order, then the states in theirs.
    package func nodeRank() -> (String) -> Int {
        let names = groups.map(\.name) + states
        return { names.firstIndex(of: $0) ?? names.count }
    }

    /// The innermost group holding `state`.
    package static func home(of state: String, in groups: [Group]) -> Group? { groups.last { $0.members.contains(state) } }

    package static func key(_ from: String, _ command: String, _ group: String) -> String { "\(from)\u{1}\(command)\u{1}\(group)" }

    /// A step's command with its guard: `PLACE [found]` always lands on the city tab, while
    /// `PLACE [not found]` goes back to the tab the sheet was opened over.
    package static func guarded(_ step: Step) -> String { step.condition.map { step.command + " " + $0 } ?? step.command }

    /// The commands that, from a state outside a group, land on the state that group was left
    /// in, whichever of its states that was: `app weather` from the calculator, `cancel` from
    /// the sheet. Keyed by state, command and group.
    package static func historyCommands(in steps: [Step], groups: [Group]) -> Set<String> {
        var targets: [String: Set<String>] = [:]
        for step in steps where step.remembered {
            guard let group = home(of: step.to, in: groups), home(of: step.from, in: groups)?.name != group.name else { continue }
            targets[key(step.from, guarded(step), group.name), default: []].insert(step.to)
        }
        return Set(targets.filter { $0.value.count > 1 }.keys)
    }

    /// The part of the machine inside `group` alone: its states, the groups within it, and the
    /// transitions and internal transitions that neither start nor end outside it.
    package func only(_ name: String) -> StateDiagram {
        guard let group = group(name) else { return self }
        let kept = Set(group.members)
        var part = self
        part.states = states.filter(kept.contains)
        part.groups = groups.filter { kept.isSuperset(of: $0.members) }
        let nodes = Set(part.states + part.groups.map(\.name))
        part.edges = edges.filter { nodes.contains($0.from) && nodes.contains($0.to) }
        part.internals = internals.filter { nodes.contains($0.within) }
        return part
    }
}

/// The machine `states` draws, as the session layer hands it to the renderers: worked out when
/// first drawn, since exploring the reducer runs `states` too, and that must not wait for itself.
package struct MachineDiagram: Equatable, Sendable {
    private let make: @Sendable () -> StateDiagram

    package init(_ make: @escaping @Sendable () -> StateDiagram) { self.make = make }

    package var diagram: StateDiagram { make() }

    /// Any two are equal: a session has one machine.
    package static func == (_: MachineDiagram, _: MachineDiagram) -> Bool { true }
}
