import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `states` in each format: DOT that Graphviz accepts (and that a small reader of our own finds
/// the same machine in), Mermaid, text that fits the terminal, JSON; and the errors around it.
@Suite struct StateDiagramTests {
    let diagram = StateDiagram.session

    func render(_ format: DiagramFormat?, width: Int = 80) -> String {
        StateDiagramRenderer(diagram: diagram, style: RenderStyle(width: width)).render(format)
    }

    /// The DOT's nodes and edges, read back: every `"A" -> "B" [label="…"]` line.
    func readDOT(_ dot: String) -> (nodes: Set<String>, edges: [String: [String]]) {
        var nodes: Set<String> = []
        var edges: [String: [String]] = [:]
        for line in dot.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
            if line.contains(" -> "), quoted.count == 3, !line.hasPrefix("start") {
                edges["\(quoted[0]) → \(quoted[1])"] = quoted[2].components(separatedBy: "\\n")
            } else if line.hasPrefix("\""), quoted.count == 1 {
                nodes.insert(quoted[0])
            }
        }
        return (nodes, edges)
    }

    @Test func dotHoldsTheMachine() {
        let dot = render(.dot)
        #expect(dot.hasPrefix("digraph wxsh {\n"))
        #expect(dot.hasSuffix("\n}"))
        let (nodes, edges) = readDOT(dot)
        #expect(nodes == Set(diagram.states))
        #expect(edges.count == diagram.edges.count)
        for edge in diagram.edges {
            #expect(edges["\(edge.from) → \(edge.to)"] == edge.commands, "\(edge.from) → \(edge.to)")
        }
        #expect(edges["now → hourly"]?.contains("tab hourly") == true)
        #expect(edges["city → sheet"] == ["location"])
        #expect(dot.contains("start -> \"city\";"))
    }

    /// Graphviz, where it is installed, draws the DOT without a complaint.
    @Test func graphvizAcceptsTheDOT() throws {
        let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let dotPath else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(render(.dot).utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(complaint.isEmpty, "\(complaint)")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("finance/loan"))
    }

    @Test func mermaidIsAStateDiagram() {
        let mermaid = render(.mermaid)
        let lines = mermaid.split(separator: "\n").map(String.init)
        #expect(lines.first == "stateDiagram-v2")
        #expect(lines.contains("    state \"finance/loan\" as s_finance_loan"))
        #expect(lines.contains("    [*] --> s_city"))
        #expect(lines.contains("    s_end --> [*]"))
        #expect(lines.filter { $0.contains(" --> ") && !$0.contains("[*]") }.count == diagram.edges.count)
        #expect(lines.contains { $0.hasPrefix("    s_now --> s_hourly : tab hourly") })
        // A label never holds a second colon, which Mermaid would misread.
        #expect(lines.allSatisfy { $0.filter { $0 == ":" }.count <= 1 })
    }

    @Test(arguments: [40, 80, 160])
    func textFitsTheWidth(width: Int) {
        let text = render(.text, width: width)
        for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= width, "\(line)") }
        for state in diagram.states { #expect(text.contains("\n\(state)\n")) }
        #expect(text.contains("  → hourly"))
    }

    @Test func jsonIsOneLine() {
        let json = render(nil)
        #expect(!json.contains("\n"))
        #expect(json.hasPrefix(#"{"initial":"city","states":["city","now","hourly","forecast","pollution","sheet","choose","#))
        #expect(json.contains(#"{"from":"city","to":"sheet","commands":["location"]}"#))
    }

    /// Through the session: `states` renders, a wrong format is one line naming the choices.
    @Test func theCommandAndItsErrors() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "states") == [.render(.states(nil))])
        #expect(session.handle(line: "states DOT") == [.render(.states(.dot))])
        #expect(session.handle(line: "states maybe") == [.error("states: `maybe` is not one of text, dot, mermaid")])
        #expect(session.handle(line: "trace maybe") == [.error("trace: `maybe` is not on or off")])
        #expect(session.handle(line: "trace") == [.render(.setting(name: "trace", value: "off"))])
        #expect(session.handle(line: "trace on") == [.hint("Trace: on (for this run only).")])
        #expect(session.state.trace)
        var text = Presenter(style: RenderStyle(width: 80), now: 0)
        #expect(text.render(.states(nil), state: session.state).hasPrefix("The session's states"))
        text.style.width = 40
        #expect(text.render(.states(.dot), state: session.state).hasPrefix("digraph"))
    }
}
