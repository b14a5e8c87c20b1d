import Foundation
import Testing
import WXTestSupport

@testable import CoreRendering
@testable import CoreState
@testable import WeatherCore

/// `states … slide`: the weather app drawn for a 1920×1080 slide with every label at least
/// 24 px high (measured by Graphviz itself), the tabs in the app's order, guards from the
/// sheet's own outcomes; PlantUML that PlantUML reads; Mermaid with no edge from a group to its
/// own state.
@Suite struct StateSlideTests {
    let diagram = StateDiagram.session

    func slide(current: String? = "city") -> StateSlideRenderer {
        StateSlideRenderer(diagram: diagram.only("weather"), style: RenderStyle(width: 80), current: current)
    }

    /// Pixels at Graphviz's 96 dpi for a length in points.
    static func pixels(_ points: Double) -> Double { points * 96 / 72 }

    /// Every font size (points) a Graphviz `-Tjson` drawing uses: each object's and edge's
    /// `fontsize` and the `F` operations of its `_draw_`/`_ldraw_`/`_hldraw_`/`_tldraw_`.
    static func fontSizes(in json: Any) -> [Double] {
        var sizes: [Double] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let size = object["fontsize"] as? String, let points = Double(size) { sizes.append(points) }
                if object["op"] as? String == "F", let size = object["size"] as? Double { sizes.append(size) }
                object.values.forEach(walk)
            } else if let list = value as? [Any] {
                list.forEach(walk)
            }
        }
        walk(json)
        return sizes
    }

    /// Drawn by Graphviz and measured from its JSON: the bounding box within 1920×1080 px at
    /// 96 dpi, and the smallest text at least 24 px high after any scaling to the slide.
    @Test(arguments: ["city", "hourly", "sheet", "choose"])
    func theSlideFits1080pWithLabels24PixelsHigh(current: String) throws {
        guard let dot = Graphviz.path else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install graphviz (scripts/ensure-test-deps)")
            return
        }
        let (drawn, complaint, status) = try Graphviz.run(dot, ["-Tjson"], slide(current: current).dot())
        #expect(status == 0 && complaint.isEmpty, "\(complaint)")
        let json = try #require(try JSONSerialization.jsonObject(with: drawn) as? [String: Any])
        let box = try #require((json["bb"] as? String)?.split(separator: ",").compactMap { Double($0) })
        try #require(box.count == 4)
        let width = Self.pixels(box[2] - box[0])
        let height = Self.pixels(box[3] - box[1])
        // A drawing larger than the slide would be scaled down to fit, and its text with it;
        // a `size` attribute would scale it too.
        var scale = min(1, 1920 / width, 1080 / height)
        if let size = (json["size"] as? String)?.split(separator: ",").compactMap({ Double($0.filter { $0 != "!" }) }), size.count == 2 {
            scale = min(scale, Self.pixels(size[0] * 72) / width, Self.pixels(size[1] * 72) / height)
        }
        #expect(width <= 1920 && height <= 1080, "\(width)×\(height) px")
        let sizes = Self.fontSizes(in: json)
        let smallest = try #require(sizes.min())
        #expect(Self.pixels(smallest) * scale >= 24, "smallest text \(Self.pixels(smallest) * scale) px")
        #expect(sizes.count > 20, "every label is measured")
        // One family throughout: every font Graphviz drew with is Helvetica.
        let faces = Set(
            String(decoding: drawn, as: UTF8.self).split(separator: "\"face\": \"").dropFirst().map { $0.prefix { $0 != "\"" } })
        #expect(faces == [Substring(StateSlideRenderer.fontName)], "\(faces)")
    }

    /// The five tabs, titled, in the app's order in one row inside TabView, and Graphviz puts
    /// them left to right at one height.
    @Test func theTabsAreInTheAppsOrderInOneRow() throws {
        #expect(slide().tabs.map(\.title) == ["City", "Weather Now", "Hourly", "Forecast", "Pollution"])
        let dot = slide().dot()
        #expect(dot.contains(#"{ rank=same; "city"; "now"; "hourly"; "forecast"; "pollution"; }"#))
        #expect(dot.contains(#"start -> "city" [label="london/onecall.json"];"#))
        guard let program = Graphviz.path else { return }
        let (drawn, _, _) = try Graphviz.run(program, ["-Tjson"], dot)
        let json = try #require(try JSONSerialization.jsonObject(with: drawn) as? [String: Any])
        let objects = try #require(json["objects"] as? [[String: Any]])
        let places = slide().tabs.compactMap { tab in
            objects.first { $0["name"] as? String == tab.state }.flatMap {
                ($0["pos"] as? String)?.split(separator: ",").compactMap { Double($0) }
            }
        }
        try #require(places.count == 5)
        #expect(Set(places.map { $0[1] }).count == 1, "one row: \(places)")
        #expect(places.map { $0[0] } == places.map { $0[0] }.sorted(), "left to right: \(places)")
    }

    /// Every transition out of the sheet to another state has a guard, and the guards are the
    /// sheet's own outcomes, each drawn.
    @Test func theSheetsTransitionsHaveGuards() {
        let weather = diagram.only("weather")
        let fromSheet = weather.edges.filter { ["sheet", "choose"].contains($0.from) && $0.to != "end" }
        #expect(!fromSheet.isEmpty)
        #expect(fromSheet.allSatisfy { $0.condition != nil }, "\(fromSheet)")
        #expect(Set(fromSheet.compactMap(\.condition)) == Set(SheetOutcome.allCases.map(\.drawn)))
        #expect(fromSheet.contains { $0.to == "city" && $0.condition == SheetOutcome.found.drawn && !$0.history })
        #expect(fromSheet.contains { $0.to == "choose" && $0.condition == SheetOutcome.several.drawn })
        #expect(fromSheet.contains { $0.to == "tabs" && $0.history && $0.condition == SheetOutcome.notFound.drawn })
        #expect(
            fromSheet.contains {
                $0.to == "tabs" && $0.history && $0.commands.contains("cancel") && $0.condition == SheetOutcome.cancel.drawn
            })
        for format in [slide().dot(), slide().mermaid(), slide().plantUML()] {
            for outcome in SheetOutcome.allCases { #expect(format.contains(outcome.drawn), "\(outcome)") }
        }
        // The outcomes as the session's effects show them.
        #expect(SheetOutcome(effects: [.hint("Location unchanged.")], sheetAfter: nil) == .cancel)
        #expect(SheetOutcome(effects: [.render(.placeChoices([]))], sheetAfter: .choosePlace([])) == .several)
        #expect(SheetOutcome(effects: [.error("location: no place called `x` was found")], sheetAfter: .location) == .notFound)
        #expect(SheetOutcome(effects: [.quit], sheetAfter: nil) == nil)
    }

    /// Mermaid's composite states and edges read back: no edge starts at a group and ends at a
    /// state (or a history) inside it, in every drawing.
    @Test(arguments: ["all", "weather", "finance", "slide"])
    func mermaidHasNoEdgeFromAGroupToItsOwnChild(part: String) {
        let renderer = StateDiagramRenderer(
            diagram: part == "all" ? diagram : diagram.only(part == "slide" ? "weather" : part), style: RenderStyle(width: 80), current: nil
        )
        let mermaid = part == "slide" ? slide().mermaid() : renderer.mermaid()
        var open: [String] = []
        var inside: [String: Set<String>] = [:]
        var edges: [(String, String)] = []
        for line in mermaid.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("state "), let id = words.firstIndex(of: "as").map({ words[$0 + 1] }) {
                for group in open { inside[group, default: []].insert(id) }
                if line.hasSuffix("{") { open.append(id) }
            } else if line == "}" {
                open.removeLast()
            } else if words.count >= 3, words[1] == "-->" {
                edges.append((words[0], words[2]))
            }
        }
        #expect(open.isEmpty)
        #expect(!inside.isEmpty)
        for (from, to) in edges { #expect(inside[from]?.contains(to) != true, "\(from) --> \(to)") }
        if part != "finance" { #expect(edges.contains { $0 == ("s_tabs", "s_tabs") }, "the tab switch is one self-transition") }
    }

    /// PlantUML reads every drawing (`-syntax`) and draws it (`-tsvg -pipe`). It skips only
    /// where PlantUML is not installed and this is not CI (CI installs it).
    @Test func plantUMLAcceptsIt() throws {
        guard let plantuml = PlantUML.path else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install plantuml (scripts/ensure-test-deps)")
            return
        }
        let full = StateDiagramRenderer(diagram: diagram, style: RenderStyle(width: 80), current: "hourly")
        let path = StatePathRenderer(path: MachinePath.after(["city", "hourly", "sheet", "hourly"]), style: RenderStyle(width: 80))
        for (name, source) in [
            ("full", full.plantUML()), ("slide", slide(current: "sheet").plantUML()), ("path", path.plantUML(using: full))
        ] {
            let (checked, _, _) = try PlantUML.run(plantuml, ["-syntax"], source)
            let verdict = String(decoding: checked, as: UTF8.self)
            #expect(verdict.hasPrefix("STATE"), "\(name): \(verdict)")
            let (svg, complaint, status) = try PlantUML.run(plantuml, ["-tsvg", "-pipe"], source)
            let text = String(decoding: svg, as: UTF8.self)
            #expect(status == 0 && text.contains("<svg") && !text.contains("Syntax Error"), "\(name): \(complaint)")
            guard name == "slide" else { continue }
            // PlantUML's sizes are pixels: scaled to fit 1920×1080, its smallest text is still 24 px.
            func numbers(after key: String) -> [Double] {
                text.components(separatedBy: key).dropFirst().compactMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
            }
            let width = try #require(numbers(after: "width:").first)
            let height = try #require(numbers(after: "height:").first)
            let smallest = try #require(numbers(after: "font-size=\"").min())
            #expect(smallest * min(1, 1920 / width, 1080 / height) >= 24, "\(smallest) px in \(width)×\(height)")
        }
    }

    /// Golden slides in each format, drawn through the session as `states FORMAT slide`.
    @Test(arguments: DiagramFormat.allCases)
    func goldens(format: DiagramFormat) throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        _ = session.handle(line: "tab hourly")
        guard case .render(let view)? = session.handle(line: "states \(format.rawValue) slide").first else {
            Issue.record("states \(format.rawValue) slide")
            return
        }
        let text = Presenter(style: RenderStyle(width: 80), now: 0).render(view, state: session.state)
        if let difference = Golden.check(text + "\n", name: "states/slide.\(format.rawValue)", folder: Fixtures.goldenFolder) {
            Issue.record("\(difference)")
        }
    }

    /// The words: `slide` with any format and with `weather`, in any order; not with another part.
    @Test func theCommandTakesSlide() {
        var session = Session(state: SessionState())
        for (line, request) in [
            ("states slide", DiagramRequest(layout: .slide)), ("states plantuml slide", DiagramRequest(format: .plantuml, layout: .slide)),
            ("states weather slide", DiagramRequest(part: .weather, layout: .slide)),
            ("states slide dot", DiagramRequest(format: .dot, layout: .slide)), ("states plantuml", DiagramRequest(format: .plantuml))
        ] {
            guard case .render(.states(let parsed, _, _))? = session.handle(line: line).first else {
                Issue.record("\(line)")
                continue
            }
            #expect(parsed == request, "\(line)")
        }
        #expect(session.handle(line: "states finance slide") == [.error("states: `slide` draws the weather app, not `finance`")])
        #expect(StatesCommand.descriptor.completions.contains("plantuml") && StatesCommand.descriptor.completions.contains("slide"))
    }
}
