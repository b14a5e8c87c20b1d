import Foundation
import Testing
import WXTestSupport

@testable import CoreRendering
@testable import CoreState
@testable import WeatherCore

/// `states` in each format: a statechart whose hierarchy is worked out from the explored steps,
/// DOT that Graphviz draws within a 1080p slide, Mermaid with composite states, text that fits
/// the terminal, JSON; one app alone, the path taken, the current state marked; and the errors.
@Suite struct StateDiagramTests {
    let diagram = StateDiagram.session

    func render(_ format: DiagramFormat?, width: Int = 80, current: String? = nil) -> String {
        StateDiagramRenderer(diagram: diagram, style: RenderStyle(width: width), current: current).render(format)
    }

    /// The DOT's drawn edges, read back: every `"A" -> "B" [label="…", …]` line, as `A → B` to
    /// the label's commands.
    func readDOT(_ dot: String) -> [String: [String]] {
        var edges: [String: [String]] = [:]
        for line in dot.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where line.contains(" -> ") {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
            guard !line.hasPrefix("start"), quoted.count >= 3 else { continue }
            edges["\(quoted[0]) → \(quoted[1])"] = quoted[2].components(separatedBy: "\\n").flatMap { $0.components(separatedBy: ", ") }
        }
        return edges
    }

    /// The hierarchy is lifted from the steps: a group's shared transition once, history for
    /// `app weather`/`app finance` and `cancel`, `quit` once from the outermost group.
    @Test func theStatechartIsLiftedFromTheSteps() {
        let edges = readDOT(render(.dot))
        #expect(edges.count <= 30, "\(edges.count) edges")
        // Two edges may join the same states under different guards (the sheet's `[cancel]`, `[not found]`).
        let drawn = render(.dot).split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("start ->") }
        #expect(drawn.count == diagram.edges.count)
        #expect(edges["any tabs → hourly"]?.contains("tab hourly") == true)
        #expect(edges["any tabs → finance H"] == ["app finance"])
        #expect(edges["any finance → tabs H"] == ["app weather"])
        #expect(edges["any wxsh → end"] == ["quit"])
        #expect(edges["any tabs → sheet"] == ["location"])
        #expect(edges["sheet → tabs H"]?.contains("cancel [cancel]") == true, "\(edges)")
        #expect(diagram.edges.filter { $0.commands.contains("quit") }.count == 1, "quit is drawn once")
        #expect(diagram.edges.filter { $0.commands.contains("app finance") }.count == 1)
        // Internal transitions are listed inside the boxes, not dropped.
        let stays = diagram.internals(of: "now").map { "\($0.commands.joined(separator: ", ")) / \($0.action)" }
        #expect(stays.contains { $0.contains("location PLACE") && $0.hasSuffix("/ fetch") }, "\(stays)")
        #expect(stays.contains { $0.contains("units imperial") && $0.hasSuffix("/ re-render") }, "\(stays)")
        #expect(stays.contains { $0.contains("refresh") })
        #expect(render(.dot).contains("units, wind / re-render"))
    }

    /// Lifting: a group takes a command's edge only when every state in it does.
    @Test func anEdgeIsLiftedOnlyWhenEveryChildHasIt() {
        let groups = StateExplorer.groups(of: ["city", "now", "sheet", "finance/loan", "end"])
        func step(_ from: String, _ to: String) -> StateDiagram.Step {
            StateDiagram.Step(from: from, to: to, command: "go", remembered: false, action: nil)
        }
        let all = StateDiagram(
            steps: [step("city", "end"), step("now", "end"), step("sheet", "end"), step("finance/loan", "end")],
            states: ["city", "now", "sheet", "finance/loan", "end"], groups: groups)
        #expect(all.edges == [StateDiagram.Edge(from: "wxsh", to: "end", commands: ["go"])])
        let some = StateDiagram(
            steps: [step("city", "end"), step("now", "end"), step("finance/loan", "end")],
            states: ["city", "now", "sheet", "finance/loan", "end"], groups: groups)
        #expect(some.edges.map(\.from) == ["tabs", "finance"], "\(some.edges)")
    }

    /// Graphviz draws the DOT without a complaint, at 96 dpi no larger than a 1080p slide. It
    /// skips only where Graphviz is not installed and this is not CI (CI installs it).
    @Test func graphvizDrawsItWithinASlide() throws {
        guard let dot = Graphviz.path else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install graphviz (scripts/ensure-test-deps)")
            return
        }
        for source in [render(.dot, current: "hourly"), render(.dot, current: "sheet")] {
            let (png, complaint, status) = try Graphviz.run(dot, ["-Tpng"], source)
            #expect(status == 0)
            #expect(complaint.isEmpty, "\(complaint)")
            let size = try #require(Graphviz.pngSize(png))
            #expect(size.width <= 1920 && size.height <= 1080, "\(size)")
        }
        for part in ["weather", "finance"] {
            let source = StateDiagramRenderer(diagram: diagram.only(part), style: RenderStyle(width: 80)).dot()
            let (svg, complaint, status) = try Graphviz.run(dot, ["-Tsvg"], source)
            #expect(status == 0 && complaint.isEmpty, "\(part): \(complaint)")
            #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        }
    }

    @Test func mermaidHasCompositeStates() {
        let mermaid = render(.mermaid, current: "hourly")
        let lines = mermaid.split(separator: "\n").map(String.init)
        #expect(lines.first == "stateDiagram-v2")
        #expect(lines.contains("    state \"wxsh\" as s_wxsh {"))
        #expect(lines.contains("        state \"weather app\" as s_weather {"))
        #expect(lines.contains("            state \"tabs\" as s_tabs {"))
        #expect(lines.contains("                state \"hourly\" as s_hourly"))
        #expect(lines.contains("    s_tabs --> s_tabs_H : app weather") == false)
        #expect(lines.contains { $0.hasPrefix("    s_tabs --> s_tabs : tab, ") }, "the tab switch is one self-transition")
        #expect(lines.contains("    s_finance --> s_tabs_H : app weather"))
        #expect(lines.contains("    s_wxsh --> s_end : quit"))
        #expect(lines.contains("    [*] --> s_city"))
        #expect(lines.contains("    s_end --> [*]"))
        #expect(lines.contains("    class s_hourly current"))
        // Each edge once, those from a group to its own states folded into its self-transition.
        let inward = diagram.edges.filter { edge in
            diagram.group(edge.from).map { Set($0.members).isSuperset(of: diagram.members(of: edge.to)) } ?? false
        }
        let folded = Set(inward.map(\.from)).count
        #expect(lines.filter { $0.contains(" --> ") && !$0.contains("[*]") }.count == diagram.edges.count - inward.count + folded)
        // A label never holds a second colon, which Mermaid would misread.
        #expect(lines.allSatisfy { $0.filter { $0 == ":" }.count <= 1 || $0.contains("classDef") })
    }

    @Test(arguments: [40, 80, 160])
    func textFitsTheWidth(width: Int) {
        let text = render(.text, width: width, current: "hourly")
        for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= width, "\(line)") }
        for state in diagram.states { #expect(text.contains(" \(state)\n") || text.contains("\n\(state)")) }
        #expect(text.contains("\n    ▶ hourly\n"))
        #expect(text.contains("→ hourly"))
    }

    @Test func jsonIsOneLine() {
        let json = render(nil, current: "now")
        #expect(!json.contains("\n"))
        #expect(
            json.hasPrefix(#"{"initial":"city","current":"now","states":["city","now","hourly","forecast","pollution","sheet","choose","#))
        #expect(json.contains(#"{"from":"tabs","to":"sheet","history":false,"commands":["location"]}"#))
        #expect(json.contains(#"{"from":"finance","to":"tabs","history":true,"commands":["app weather"]}"#))
    }

    /// Through the session: `states` with a format and a part in either order; a wrong word is
    /// one line naming the choices.
    @Test func theCommandAndItsErrors() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(
            session.handle(line: "states") == [
                .render(.states(DiagramRequest(), MachinePath.after(["city"]), MachineDiagram { StateDiagram.session }))
            ])
        #expect(
            session.handle(line: "states DOT") == [
                .render(.states(DiagramRequest(format: .dot), MachinePath.after(["city"]), MachineDiagram { StateDiagram.session }))
            ])
        let choices = "text, dot, mermaid, plantuml, weather, finance, path, slide"
        #expect(session.handle(line: "states maybe") == [.error("states: `maybe` is not one of \(choices)")])
        #expect(session.handle(line: "states nonsense") == [.error("states: `nonsense` is not one of \(choices)")])
        #expect(session.handle(line: "states dot nowhere") == [.error("states: `nowhere` is not one of \(choices)")])
        #expect(session.handle(line: "states dot mermaid") == [.error("states: give one format, not `dot` and `mermaid`")])
        #expect(session.handle(line: "states path weather") == [.error("states: give one part, not `path` and `weather`")])
        #expect(session.handle(line: "states weathr") == [.error("states: `weathr` is not one of \(choices); did you mean `weather`?")])
        if case .render(.states(let request, _, _))? = session.handle(line: "states weather dot").first {
            #expect(request == DiagramRequest(format: .dot, part: .weather))
        } else {
            Issue.record("states weather dot")
        }
        #expect(session.handle(line: "trace maybe") == [.error("trace: `maybe` is not on, off or sequence")])
        #expect(session.handle(line: "trace") == [.render(.setting(name: "trace", value: "off"))])
        // `trace sequence` is the runner's to draw; the session stays where it is.
        let before = session.state
        #expect(session.handle(line: "trace SEQUENCE") == [.demo(.traceSequence(.last))])
        #expect(session.state == before)
        #expect(session.handle(line: "trace on") == [.hint("Trace: on (for this run only).")])
        #expect(session.state.trace)
    }

    /// One app alone: its states and the transitions inside it, none from outside.
    @Test func oneAppAlone() {
        let weather = diagram.only("weather")
        #expect(weather.states == ["city", "now", "hourly", "forecast", "pollution", "sheet", "choose"])
        #expect(weather.groups.map(\.name) == ["weather", "tabs"])
        #expect(!weather.edges.contains { $0.to == "finance" || $0.from == "finance" || $0.to == "end" })
        let finance = diagram.only("finance")
        #expect(finance.states == ["finance/savings", "finance/compound", "finance/loan"])
        #expect(finance.edges.allSatisfy { $0.from == "finance" && !$0.history }, "\(finance.edges)")
    }

    /// The path: noted as each line arrives, so a command's transition is counted once the next
    /// line comes, and the sheet's answers are named, never shown.
    @Test func thePathCountsTheTransitionsTaken() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        for line in ["tab hourly", "now", "tab hourly", "app finance", "loan", "app weather", "location", "cancel", "states path"] {
            _ = session.handle(line: line)
        }
        guard case .render(.states(_, let path, _))? = session.handle(line: "states path").first else {
            Issue.record("no path")
            return
        }
        #expect(path.visited == ["city", "hourly", "now", "hourly", "finance/savings", "finance/loan", "hourly", "sheet", "hourly"])
        #expect(path.current == "hourly")
        #expect(path.previous == "sheet")
        let taken = path.taken.map { "\($0.from) → \($0.to) \($0.count)× \($0.commands.joined(separator: ","))" }
        #expect(
            taken == [
                "city → hourly 1× tab", "hourly → now 1× now", "now → hourly 1× tab", "hourly → finance/savings 1× app",
                "finance/savings → finance/loan 1× loan", "finance/loan → hourly 1× app", "hourly → sheet 1× location",
                "sheet → hourly 1× cancel"
            ])
        #expect(MachinePath.name(of: "Paris", app: .weather, sheet: true) == "PLACE")
        #expect(MachinePath.name(of: "frobnicate secret", app: .weather, sheet: false) == "?")
    }

    /// Golden pictures of the whole machine, each app and a path, in every format, with the
    /// current state marked.
    @Test(arguments: ["", "weather", "finance", "path"])
    func goldens(part: String) throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        // In the calculator for its own picture, so that each marks where the session is.
        let lines =
            ["tab hourly", "app finance", "loan", "app weather", "tab now", "tab hourly"] + (part == "finance" ? ["app finance"] : [])
        for line in lines { _ = session.handle(line: line) }
        for format in DiagramFormat.allCases {
            let line = "states \(format.rawValue) \(part)"
            guard case .render(let view)? = session.handle(line: line).first else {
                Issue.record("\(line)")
                continue
            }
            let text = Presenter(style: RenderStyle(width: 80), now: 0).render(view, state: session.state)
            let name = "states/\(part.isEmpty ? "all" : part).\(format.rawValue)"
            if let difference = Golden.check(text + "\n", name: name, folder: Fixtures.goldenFolder) {
                Issue.record("\(difference)")
            }
        }
    }
}

extension MachinePath {
    /// The path of a session that has been in `states` and is handling a line now.
    static func after(_ states: [String]) -> MachinePath {
        var path = MachinePath()
        for state in states { path.arrive(at: state, command: "states") }
        return path
    }
}
