import Foundation
import Testing
import WXTestSupport

/// `states` through the built `wxsh`: the committed slide picture is what the code draws now,
/// bad words are one line and exit 1 with nothing lost, and `states path` after `--replay` is
/// the recorded demo's path.
@Suite(.serialized) struct StatechartTranscriptTests {
    let home = TemporaryHome()
    var docs: URL { RepoPaths.root.appendingPathComponent("docs") }

    /// docs/states.dot is `states dot` in a fresh home, and docs/states.svg Graphviz's drawing
    /// of it: `scripts/make-diagrams` remakes both. The drawing fits a 1080p slide at 96 dpi.
    @Test func theCommittedDiagramIsCurrent() throws {
        let run = Run.wxsh(["--offline", "-c", "states dot"], environment: home.environment())
        #expect(run.status == 0 && run.stderr == "")
        let committed = try String(contentsOf: docs.appendingPathComponent("states.dot"), encoding: .utf8)
        #expect(run.stdout == committed, "docs/states.dot is out of date: run scripts/make-diagrams")
        guard let dot = Graphviz.path else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install graphviz (scripts/ensure-test-deps)")
            return
        }
        let (svg, complaint, status) = try Graphviz.run(dot, ["-Tsvg"], committed)
        #expect(status == 0 && complaint.isEmpty, "\(complaint)")
        let svgCommitted = try Data(contentsOf: docs.appendingPathComponent("states.svg"))
        #expect(svg == svgCommitted, "docs/states.svg is out of date: run scripts/make-diagrams")
        let (png, _, _) = try Graphviz.run(dot, ["-Tpng"], run.stdout)
        let size = try #require(Graphviz.pngSize(png))
        #expect(size.width <= 1920 && size.height <= 1080, "\(size)")
        #expect(run.stdout.components(separatedBy: " -> ").count - 1 <= 31, "at most 30 edges and the start arrow")
    }

    /// docs/slide.dot is `states dot slide` in a fresh home, and docs/slide.svg Graphviz's
    /// drawing of it (README's lecture shows it): `scripts/make-diagrams` remakes both.
    @Test func theCommittedSlideDiagramIsCurrent() throws {
        let run = Run.wxsh(["--offline", "-c", "states dot slide"], environment: home.environment())
        #expect(run.status == 0 && run.stderr == "")
        let committed = try String(contentsOf: docs.appendingPathComponent("slide.dot"), encoding: .utf8)
        #expect(run.stdout == committed, "docs/slide.dot is out of date: run scripts/make-diagrams")
        #expect(committed.contains("TabView") && committed.contains("onecall.json"), "not the slide: \(committed)")
        guard let dot = Graphviz.path else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install graphviz (scripts/ensure-test-deps)")
            return
        }
        let (svg, complaint, status) = try Graphviz.run(dot, ["-Tsvg"], run.stdout)
        #expect(status == 0 && complaint.isEmpty, "\(complaint)")
        let svgCommitted = try Data(contentsOf: docs.appendingPathComponent("slide.svg"))
        #expect(svg == svgCommitted, "docs/slide.svg is out of date: run scripts/make-diagrams")
        let readme = try String(contentsOf: RepoPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/slide.svg)"), "README shows the slide diagram")
    }

    @Test func badWordsAreOneLineAndLoseNothing() {
        let run = Run.wxsh(
            ["--offline", "-c", "units imperial; states nonsense; states dot nowhere; units"], environment: home.environment())
        #expect(
            run.stderr == """
                wxsh: states: `nonsense` is not one of text, dot, mermaid, plantuml, weather, finance, path, slide
                wxsh: states: `nowhere` is not one of text, dot, mermaid, plantuml, weather, finance, path, slide

                """)
        #expect(run.stdout.hasSuffix("units: imperial\n"), "\(run.stdout)")
        #expect(run.status == 1)
    }

    /// Each format of each part marks where the session is.
    @Test func everyPartInEveryFormatMarksTheCurrentState() {
        for format in ["text", "dot", "mermaid", "plantuml"] {
            let weather = Run.wxsh(["--offline", "-c", "tab hourly; states \(format) weather"], environment: home.environment())
            let finance = Run.wxsh(["--offline", "-c", "app finance; loan; states finance \(format)"], environment: home.environment())
            let path = Run.wxsh(["--offline", "-c", "tab hourly; now; states path \(format)"], environment: home.environment())
            let marks: [String: (String) -> String] = [
                "text": { "▶ \($0)" }, "dot": { "\"\($0)\" [style=\"rounded,filled,bold\"" },
                "mermaid": { "class s_\($0.replacingOccurrences(of: "/", with: "_")) current" },
                "plantuml": { "as s_\($0.replacingOccurrences(of: "/", with: "_")) #ffd54f" }
            ]
            let mark = marks[format] ?? { $0 }
            #expect(weather.status == 0 && finance.status == 0 && path.status == 0, "\(weather.stderr)\(finance.stderr)\(path.stderr)")
            #expect(weather.stdout.contains(mark("hourly")), "\(format): \(weather.stdout)")
            #expect(finance.stdout.contains(mark("finance/loan")), "\(format): \(finance.stdout)")
            #expect(!finance.stdout.contains("hourly"), "the calculator alone")
            let pathMark = format == "dot" ? "\"now\" [fillcolor=\"#ffd54f\", penwidth=3" : mark("now")
            #expect(path.stdout.contains(pathMark), "\(format): \(path.stdout)")
        }
    }

    /// `slide` in any format, and `states weather slide`: the weather app alone, the current tab
    /// marked, never the calculator.
    @Test func theSlideIsTheWeatherAppInEveryFormat() {
        for line in ["states dot slide", "states slide mermaid", "states plantuml slide", "states weather slide", "states slide"] {
            let run = Run.wxsh(["--offline", "-c", "tab hourly; \(line)"], environment: home.environment())
            #expect(run.status == 0 && run.stderr.isEmpty, "\(line): \(run.stderr)")
            #expect(run.stdout.contains("hourly") && !run.stdout.contains("finance"), "\(line): \(run.stdout)")
        }
        let dot = Run.wxsh(["--offline", "-c", "tab hourly; states dot slide"], environment: home.environment())
        #expect(dot.stdout.contains(#""hourly" [label="Hourly", style="rounded,filled,bold""#), "\(dot.stdout)")
        let wrong = Run.wxsh(["--offline", "-c", "states path slide"], environment: home.environment())
        #expect(wrong.stderr == "wxsh: states: `slide` draws the weather app, not `path`\n" && wrong.status == 1, "\(wrong.stderr)")
    }

    /// After `--replay`, `states path` is the recorded run's path.
    @Test func thePathAfterAReplayIsTheDemosPath() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        let env = home.environment([
            "OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString
        ])
        let file = home.root.appendingPathComponent("demo.wxrec").path
        let script = "location Paris; tab hourly; app finance; app weather; tab now"
        let recorded = Run.wxsh(["--record", file, "-c", script], environment: env)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        let replayed = Run.wxsh(["--replay", file, "-c", script + "; states path"], environment: env)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(
            replayed.stdout.hasSuffix(
                """
                  city             visited
                  hourly           previous
                  finance/savings  visited
                ▶ now              current

                  city → hourly 1× tab
                  hourly → finance/savings 1× app
                  finance/savings → hourly 1× app
                  hourly → now 1× tab

                """), "\(replayed.stdout)")
    }
}
