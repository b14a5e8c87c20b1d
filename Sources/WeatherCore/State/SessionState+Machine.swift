import CoreFinance

/// A state of the session's machine: the one enum `states` draws and `trace` names, so a
/// state's name is written once (`name`).
package enum MachineState: Hashable, Sendable {
    /// A weather tab: `city` … `pollution`.
    case tab(WeatherTab)
    /// The change-location sheet.
    case sheet
    /// The sheet's numbered list of places.
    case choose
    /// A tab of the finance calculator: `finance/savings` ….
    case finance(FinanceTab)
    /// After `quit`.
    case end

    /// The state these facts make, for the session's root, which has them apart.
    package init(finished: Bool, sheet: Sheet?, app: AppKind, tab: WeatherTab, financeTab: FinanceTab) {
        if finished {
            self = .end
        } else if let sheet {
            switch sheet {
            case .location: self = .sheet
            case .choosePlace: self = .choose
            }
        } else {
            self = app == .finance ? .finance(financeTab) : .tab(tab)
        }
    }

    /// The name `states`, `states path` and `trace` print.
    package var name: String {
        switch self {
        case .tab(let tab): return tab.rawValue
        case .sheet: return "sheet"
        case .choose: return "choose"
        case .finance(let tab): return "finance/" + tab.rawValue
        case .end: return "end"
        }
    }
}

extension SessionState {
    /// The state the session is in.
    package var machineState: MachineState {
        MachineState(finished: finished, sheet: weather.sheet, app: app, tab: weather.tab, financeTab: finance.tab)
    }
}

/// How `states` draws the machine.
package enum DiagramFormat: String, CaseIterable, Sendable {
    case text, dot, mermaid, plantuml
}

/// Which part of the machine `states` draws: one app alone, or the path this session took.
package enum DiagramPart: String, CaseIterable, Sendable {
    case weather, finance, path
}

/// How big `states` draws: `slide`, the weather app alone for a 1920×1080 slide, every label
/// at least 24 px high there.
package enum DiagramLayout: String, CaseIterable, Sendable {
    case slide
}

/// What `states` draws: in which format (nil: the output format's own), which part (nil: all)
/// and for what (nil: the page, as large as it needs).
package struct DiagramRequest: Equatable, Sendable {
    package var format: DiagramFormat? = nil
    package var part: DiagramPart? = nil
    package var layout: DiagramLayout? = nil

    package init(format: DiagramFormat? = nil, part: DiagramPart? = nil, layout: DiagramLayout? = nil) {
        (self.format, self.part, self.layout) = (format, part, layout)
    }
}

/// The states this session has been in and the transitions it took, for `states path`: noted by
/// the session as each line arrives (the state the last one left it in), so a replayed demo
/// has the recorded run's path.
package struct MachinePath: Equatable, Sendable {
    /// A transition taken between two different states, how often, and by which commands.
    package struct Taken: Equatable, Sendable {
        package var from: String
        package var to: String
        package var count: Int
        /// The commands' names (`tab`, `location`; `PLACE` and `N` for the sheet's answers).
        package var commands: [String]
    }

    /// The states entered, in order, none twice in a row.
    package private(set) var visited: [String] = []
    package private(set) var taken: [Taken] = []
    /// The state the line under way started in, and its command's name.
    private var pending: Taken?

    package init() {}

    /// The state the session is in now (the last visited).
    package var current: String? { visited.last }
    /// The state it was in before that.
    package var previous: String? { visited.dropLast().last }

    /// Notes that a line is about to be handled in `state`: the previous line led here.
    package mutating func arrive(at state: String, command: String) {
        if let pending, pending.from != state {
            if let index = taken.firstIndex(where: { $0.from == pending.from && $0.to == state }) {
                taken[index].count += 1
                if !taken[index].commands.contains(pending.commands[0]) { taken[index].commands.append(pending.commands[0]) }
            } else {
                taken.append(Taken(from: pending.from, to: state, count: 1, commands: pending.commands))
            }
        }
        if visited.last != state { visited.append(state) }
        pending = Taken(from: state, to: state, count: 0, commands: [command])
    }
}
