import Foundation
import Testing
import WXTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--cast FILE.svg` and `snapshot FILE.svg` through the built `wxsh`: the pictures are read
/// with an XML parser and drawn with Debian's rsvg-convert.
@Suite struct SVGCastTests {
    let home = TemporaryHome()

    static let script = """
        # Paris & <Tokyo>: "quotes" and 'apostrophes'
        tab now
        pause 0.3
        search aquila
        units imperial
        """

    /// The SVG's elements called `name` (any namespace).
    func elements(_ document: XMLDocument, _ name: String) throws -> [XMLElement] {
        try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }

    /// An element's attribute, whatever its namespace.
    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
    }

    /// Checks what every picture wxsh writes must be: XML, no script, no reference outside it.
    func readPicture(_ path: String) throws -> (text: String, document: XMLDocument) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = try XMLDocument(data: Data(text.utf8))
        #expect(document.rootElement()?.localName == "svg")
        #expect(try elements(document, "script").isEmpty && !text.lowercased().contains("<script"))
        #expect(!text.contains("url(") && !text.contains("@import") && !text.contains("<image"))
        for use in try elements(document, "use") {
            let href = attribute(use, "href") ?? ""
            #expect(href.hasPrefix("#"), "an outside reference: \(href)")
        }
        return (text, document)
    }

    /// Draws the SVG with rsvg-convert, where it is installed (always in CI), and checks a PNG came out.
    func render(_ path: String) {
        guard let rsvg = Tools.path("rsvg-convert") else { return }
        let png = path + ".png"
        let result = Run.process(rsvg, ["-o", png, path], environment: home.environment())
        #expect(result.status == 0 && result.stderr.isEmpty, "rsvg-convert: \(result.stderr)")
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data()
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "no PNG from rsvg-convert")
    }

    @Test func theAnimatedSVGHasAFramePerScreenChangeWithTheCastsTiming() throws {
        let script = home.write("paris.wxsh", Self.script)
        let environment = home.environment(["COLUMNS": "90", "LINES": "40"])
        let castFile = home.root.appendingPathComponent("talk.cast").path
        let svgFile = home.root.appendingPathComponent("talk.svg").path
        let cast = Run.wxsh(["--offline", "--echo", "--color", "always", "--cast", castFile, script], environment: environment)
        let other = TemporaryHome()
        let result = Run.wxsh(
            ["--offline", "--echo", "--color", "always", "--title", "Rain & <shine>", "--cast", svgFile, script],
            environment: other.environment(["COLUMNS": "90", "LINES": "40"]))
        #expect(result.status == 0 && cast.status == 0, "\(result.stderr)")
        #expect(result.stdout == cast.stdout, "the SVG cast changes nothing on screen")
        let (text, document) = try readPicture(svgFile)
        #expect(try elements(document, "title").first?.stringValue == "Rain & <shine>")
        #expect(text.contains("Paris &amp; &lt;Tokyo&gt;: &quot;quotes&quot; and &apos;apostrophes&apos;"))
        #expect(text.contains("L&apos;Aquila"))
        #expect(text.contains("steps(1,end) infinite") && text.contains("@keyframes"))
        #expect(text.contains("Noto Color Emoji") && text.contains("monospace"))
        // 90 columns and 40 rows of 8.4 × 18 pixels, with a 10-pixel margin and a 29-pixel
        // title bar.
        let root = try #require(document.rootElement())
        #expect(attribute(root, "width") == "776" && attribute(root, "height") == "769")
        // One frame for each output event of the same run cast as asciicast (each changed the
        // screen), with times that grow and a stop in the animation at each.
        let frames = try elements(document, "g").filter { attribute($0, "class") == "frame" }
        let events = try Cast.read(castFile).events
        #expect(frames.count == events.count, "\(frames.count) frames for \(events.count) events")
        let times = frames.compactMap { Double(attribute($0, "data-time") ?? "") }
        #expect(times.count == frames.count && times == times.sorted() && times.first == 2)
        // Before them, held 2 s, the poster: the screen once the first view (`tab now`) is shown.
        let poster = try #require(try elements(document, "g").first { attribute($0, "class") == "frame poster" })
        #expect(attribute(poster, "data-time") == "0")
        // The pause: a gap of 0.3 s before the search's frame, none so long elsewhere.
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(gaps.filter { $0 >= 0.3 }.count == 1, "\(gaps)")
        let stops = text.components(separatedBy: "@keyframes play{")[1].components(separatedBy: "}#strip")[0]
        #expect(stops.components(separatedBy: "%{").count - 1 == frames.count + 1)
        // The session's text is in the frames' lines, with colour.
        let shown = try elements(document, "tspan").compactMap(\.stringValue).joined(separator: " ")
        for words in ["Paris & <Tokyo>", "wxsh:city>", "Weather Now", "L'Aquila", "units imperial"] {
            #expect(shown.contains(words), "\(words) is not in the picture")
        }
        #expect(text.contains("fill=\"#"), "no colour")
        render(svgFile)
    }

    @Test func aSnapshotIsTheLastViewAtTheTerminalsWidthInColour() throws {
        let file = home.root.appendingPathComponent("now.svg").path
        let result = Run.wxsh(
            ["--offline", "--color", "always", "-c", "tab forecast; tab now; units metric; snapshot \(file)"],
            environment: home.environment(["COLUMNS": "100"]))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let (text, document) = try readPicture(file)
        let root = try #require(document.rootElement())
        #expect(attribute(root, "width") == "860")
        let shown = try elements(document, "tspan").compactMap(\.stringValue).joined(separator: " ")
        #expect(shown.contains("Weather Now") && !shown.contains("Forecast"), "\(shown)")
        #expect(!text.contains("@keyframes"), "a still picture")
        #expect(text.contains("fill=\"#"), "no colour")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        render(file)
        // Written again over the old one, whole; no temporary file is left beside it.
        let again = Run.wxsh(["--offline", "--echo", "-c", "tab hourly; snapshot \(file)"], environment: home.environment())
        #expect(again.stdout.hasSuffix("wxsh:hourly> snapshot \(file)\nSnapshot written to \(file).\n"), "\(again.stdout)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Hourly"))
        let left = try FileManager.default.contentsOfDirectory(atPath: home.root.path).filter { $0.contains(".tmp") }
        #expect(left.isEmpty, "\(left)")
    }
}
