import CoreProviders
import CoreState
import CoreSupport

/// `states … slide`: the weather app's statechart for a 1920×1080 slide, every label at least
/// 24 px high there: the tabs in the app's order in one row inside `TabView`, switching between
/// them one self-transition of `TabView`, the sheet's states below in `.sheet`, the start
/// labelled with the bundled data, the sheet's transitions with their guards, history as `H`.
package struct StateSlideRenderer {
    /// The weather app alone.
    package let diagram: StateDiagram
    package let style: RenderStyle
    package var current: String?

    /// One family for every label (graph, clusters, nodes, edges).
    package static let fontName = "Helvetica"
    /// Points at 96 dpi: 20 pt is 26.7 px, above the back row's 24 px with room to spare.
    package static let fontSize = 20
    /// What the group of tabs and the sheet are called on the slide: SwiftUI's names.
    package static let tabsLabel = "TabView"
    package static let sheetLabel = ".sheet"
    /// The ids of the sheet's group and of the tab switch's action.
    package static let sheetGroup = "sheet group"
    package static let switchAction = "select tab"

    package init(diagram: StateDiagram, style: RenderStyle, current: String?) {
        self.diagram = diagram
        self.style = style
        self.current = current
    }

    var shared: StateDiagramRenderer { StateDiagramRenderer(diagram: diagram, style: style, current: current) }

    /// The tabs in the app's order (`WeatherTab`'s), each with its title.
    package var tabs: [(state: String, title: String)] {
        WeatherTab.allCases.filter { diagram.states.contains($0.rawValue) }.map { ($0.rawValue, $0.title) }
    }

    /// The states of the sheet: those of the app that are no tab.
    package var sheetStates: [String] { diagram.states.filter { state in !tabs.contains { $0.state == state } } }

    /// The commands that switch from any tab to another: the edges from `tabs` to its own tabs,
    /// drawn once as a self-transition of `TabView`.
    package var switching: [String] {
        let inside = Set(tabs.map(\.state))
        return diagram.edges.filter { $0.from == "tabs" && !$0.history && inside.contains($0.to) }.flatMap(\.commands)
    }

    /// The transitions other than the tab switch, those that both sheet states take alike
    /// (same target, guard and commands) drawn once from `.sheet`.
    package var edges: [StateDiagram.Edge] {
        let inside = Set(tabs.map(\.state))
        var kept = diagram.edges.filter { !($0.from == "tabs" && !$0.history && inside.contains($0.to)) }
        let sheet = Set(sheetStates)
        guard sheet.count > 1 else { return kept }
        var lifted: [StateDiagram.Edge] = []
        for edge in kept where edge.from == sheetStates[0] {
            let alike = kept.filter { $0.to == edge.to && $0.history == edge.history && $0.condition == edge.condition }
            guard Set(alike.map(\.from)).isSuperset(of: sheet) else { continue }
            var commands: [String] = []
            for other in alike where sheet.contains(other.from) { commands += other.commands.filter { !commands.contains($0) } }
            var shared = edge
            shared.from = Self.sheetGroup
            shared.commands = commands
            lifted.append(shared)
        }
        kept.removeAll { edge in
            sheet.contains(edge.from)
                && lifted.contains { $0.to == edge.to && $0.history == edge.history && $0.condition == edge.condition }
        }
        return lifted + kept
    }

    /// What a node is called on the slide: a tab's title, `TabView`, `.sheet`, or the state.
    package func title(_ node: String) -> String {
        if node == "tabs" { return Self.tabsLabel }
        if node == Self.sheetGroup { return Self.sheetLabel }
        return tabs.first { $0.state == node }?.title ?? node
    }

    /// The internal transitions listed in `node`, each as `commands / action`.
    package func stays(_ node: String) -> [String] {
        diagram.internals.filter { $0.within == node }.map { StateDiagramRenderer.briefly($0.commands) + " / " + $0.action }
    }

    /// The tab switch as one line: `tab, city, now, … / select tab`.
    package var switchLine: String { StateDiagramRenderer.briefly(switching) + " / " + Self.switchAction }

    /// An edge's label: its commands and its guard.
    package func label(_ edge: StateDiagram.Edge) -> String {
        StateDiagramRenderer.withGuard(edge.commands.joined(separator: ", "), edge)
    }

    /// The slide in `format`; text and JSON are the weather app's own.
    package func render(_ format: DiagramFormat?) -> String {
        switch format {
        case .dot: return dot()
        case .mermaid: return mermaid()
        case .plantuml: return plantUML()
        case .text, nil: return shared.render(format)
        }
    }

    /// Lines wrapped to `width` characters at word boundaries.
    package static func wrap(_ text: String, width: Int = 44) -> [String] {
        RenderStyle(width: width).wrap(text)
    }
}
