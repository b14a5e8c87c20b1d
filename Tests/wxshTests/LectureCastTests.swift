import Foundation
import Testing
import WXTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// README's worked lecture, recorded against the fake servers and replayed into casts as the
/// README says: the SVG at 100×30 shows the hourly chart whole, its first frame (all a static
/// renderer such as rsvg-convert shows) is the title and the first view, a light theme and a
/// font size can be chosen, the asciicast's chapters are the narration, and `--start bundled`
/// shows the bundled London before the first fetch.
@Suite(.serialized) struct LectureCastTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    var environment: [String: String] {
        home.environment(["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString])
    }

    /// The lecture script as README.md writes it (between `cat > lecture.wxsh <<'END'` and `END`).
    static func readmeLecture() throws -> String {
        let readme = try String(contentsOf: RepoPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "cat > lecture.wxsh <<'END'\n"), "README has no lecture script")
        let end = try #require(readme.range(of: "\nEND\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    /// Records the lecture in the temporary home (its `snapshot` writes there) and returns the
    /// script's and the recording's paths.
    func recordLecture() throws -> (script: String, recording: String) {
        let script = home.write("lecture.wxsh", try Self.readmeLecture())
        let recording = home.root.appendingPathComponent("lecture.wxrec").path
        let run = Run.process(
            Run.wxsh, ["--record", recording, "--echo", script], environment: environment, currentDirectory: home.root.path)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return (script, recording)
    }

    /// Replays the lecture with README's options and more; returns the run.
    func replay(_ files: (script: String, recording: String), _ options: [String]) -> RunResult {
        Run.process(
            Run.wxsh,
            ["--replay", files.recording, "--echo", "--pace", "1", "--color", "always", "--cast-size", "100x30"] + options
                + [files.script],
            environment: home.environment(), currentDirectory: home.root.path)
    }

    // MARK: - Reading the picture

    struct Picture {
        var text: String
        /// Each line's drawn text, by its id (`l3`).
        var lines: [String: String]
        /// Each frame's class and its rows' line ids, in the strip's order.
        var frames: [(kind: String, rows: [String])]

        /// A frame's rows as text.
        func shown(_ index: Int) -> [String] { frames[index].rows.map { lines[$0] ?? "" } }
    }

    /// An element's attribute, whatever its namespace.
    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
    }

    /// Records the lecture, replays it into the SVG cast `name` with `options`, and reads it.
    func castLecture(to name: String, _ options: [String]) throws -> Picture {
        let files = try recordLecture()
        let svgFile = home.root.appendingPathComponent(name).path
        let run = replay(files, options + ["--cast", svgFile])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return try readPicture(svgFile)
    }

    func readPicture(_ path: String) throws -> Picture {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = try XMLDocument(data: Data(text.utf8))
        var lines: [String: String] = [:]
        for group in try document.nodes(forXPath: "//*[local-name()='defs']/*[local-name()='g']").compactMap({ $0 as? XMLElement }) {
            let id = attribute(group, "id") ?? ""
            var row = ""
            for span in try group.nodes(forXPath: ".//*[local-name()='tspan']").compactMap({ $0 as? XMLElement }) {
                row += span.stringValue ?? ""
            }
            lines[id] = row
        }
        let strip = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { $0 as? XMLElement }.first {
            attribute($0, "id") == "strip"
        }
        let frames = (strip?.children ?? []).compactMap {
            $0 as? XMLElement
        }.map { frame in
            let uses = (frame.children ?? []).compactMap { $0 as? XMLElement }
            let rows = uses.compactMap { use in attribute(use, "href").map { String($0.dropFirst()) } }
            return (attribute(frame, "class") ?? "", rows)
        }
        return Picture(text: text, lines: lines, frames: frames)
    }

    /// Draws an SVG with rsvg-convert and returns the PNG, or nil where it is not installed.
    func png(_ svg: String, _ name: String) throws -> Data? {
        guard let rsvg = Tools.path("rsvg-convert") else { return nil }
        let file = home.write(name + ".svg", svg)
        let out = file + ".png"
        let result = Run.process(rsvg, ["-o", out, file], environment: home.environment())
        #expect(result.status == 0 && result.stderr.isEmpty, "rsvg-convert: \(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "no PNG from rsvg-convert")
        return bytes
    }

    // MARK: - Tests

    @Test func theLecturesSVGCastShowsTheHourlyChartWholeAndStartsOnItsTitleAndFirstView() throws {
        let picture = try castLecture(to: "lecture.svg", ["--title", "Weather in a shell", "--start", "bundled"])
        #expect(picture.frames.count > 100)
        // Some frame shows the hourly view from its heading to its chart's axis: nothing of it
        // scrolled off the 30 rows.
        let hourly = picture.frames.indices.filter { index in
            let rows = picture.shown(index)
            guard let top = rows.firstIndex(where: { $0.contains("· Hourly") }) else { return false }
            return rows[top...].contains { $0.contains("┤") } && rows[top...].contains { $0.contains("└") }
        }
        let seen = picture.frames.indices.map { picture.shown($0) }.filter { $0.contains { $0.contains("Hourly") } }.last ?? []
        #expect(!hourly.isEmpty, "no frame shows the hourly view whole with its chart: \(seen.joined(separator: "\n"))")
        // The first frame is the poster: the bundled London's city tab as at launch, with
        // the banner; not a lone `#`.
        #expect(picture.frames.first?.kind == "frame poster")
        let poster = picture.shown(0)
        #expect(poster.contains { $0.contains("London") } && poster.contains { $0.contains("Humidity") }, "\(poster)")
        #expect(poster.contains { $0.contains("Showing London") }, "\(poster)")
        #expect(picture.text.contains("<text class=\"t\"") && picture.text.contains(">Weather in a shell</text>"))
        // Emoji fonts only for emoji; dim text at 80 % or more.
        let textRule = try #require(picture.text.components(separatedBy: "text{font-family:").dropFirst().first)
        #expect(!textRule.prefix { $0 != "}" }.contains("Emoji"), "an emoji font for all the text")
        let opacities = picture.text.components(separatedBy: "opacity:").dropFirst().compactMap {
            Double($0.prefix { "0123456789.".contains($0) })
        }
        #expect(opacities.allSatisfy { $0 >= 0.8 }, "\(opacities)")
        // What rsvg-convert draws is that first frame: without its rows, or without the title,
        // the picture is not the same.
        guard let drawn = try png(picture.text, "as-written") else { return }
        let posterGroup = try #require(picture.text.range(of: "<g class=\"frame poster\""))
        let posterEnd = try #require(picture.text.range(of: "</g>", range: posterGroup.upperBound..<picture.text.endIndex))
        let withoutPoster = picture.text.replacingCharacters(
            in: posterGroup.lowerBound..<posterEnd.upperBound, with: "<g class=\"frame poster\"></g>")
        #expect(try png(withoutPoster, "no-poster") != drawn, "rsvg-convert does not draw the first frame")
        let withoutTitle = picture.text.replacingOccurrences(of: ">Weather in a shell</text>", with: "></text>")
        #expect(try png(withoutTitle, "no-title") != drawn, "rsvg-convert does not draw the title")
    }

    @Test func aLightThemeAndAFontSize() throws {
        let picture = try castLecture(to: "light.svg", ["--cast-theme", "light", "--cast-font-size", "20"])
        #expect(picture.text.contains("fill=\"#fbfbf8\""), "the light background")
        #expect(picture.text.contains("font-size:20px") && picture.text.contains("fill:#2e3436"), "dark text at 20 px")
        #expect(!picture.text.contains("fill=\"#d3d7cf\"") && !picture.text.contains("fill=\"#eeeeec\""), "white text on white")
        // 100 columns of 12 px and 30 rows of 26 px, with a margin of 14 px; no title bar.
        #expect(picture.text.contains("width=\"1228\" height=\"808\""), "\(picture.text.prefix(300))")
        _ = try png(picture.text, "light")
        let bad = Run.wxsh(["--offline", "--cast-theme", "sepia", "-c", "tab now"], environment: home.environment())
        #expect(bad.status == 2 && bad.stderr.hasPrefix("wxsh: --cast-theme takes dark or light (got `sepia`)\n"), "\(bad.stderr)")
        let tiny = Run.wxsh(["--offline", "--cast-font-size", "3", "-c", "tab now"], environment: home.environment())
        #expect(tiny.status == 2 && tiny.stderr.hasPrefix("wxsh: --cast-font-size takes pixels from 8 to 64 (got `3`)\n"))
    }

    @Test func theAsciicastsMarkersAreTheNarrationPlacedBeforeIt() throws {
        let files = try recordLecture()
        let castFile = home.root.appendingPathComponent("lecture.cast").path
        let run = replay(files, ["--cast", castFile])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let cast = try Cast.read(castFile)
        let narration = try Self.readmeLecture().split(separator: "\n").filter { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
        #expect(narration.count >= 3)
        #expect(cast.markers.map(\.text) == narration)
        // Each marker comes before its narration is typed: the output up to it does not hold
        // the narration, and the output up to the next marker does.
        for (index, marker) in cast.markers.enumerated() {
            let before = cast.events.filter { $0.time <= marker.time }.map(\.text).joined()
            let nextTime = index + 1 < cast.markers.count ? cast.markers[index + 1].time : .infinity
            let until = cast.events.filter { $0.time < nextTime }.map(\.text).joined()
            #expect(!before.contains(marker.text) && until.contains(marker.text), "\(marker.text)")
        }
    }

    @Test func startBundledShowsTheBundledLondonBeforeTheFirstFetch() throws {
        let files = try recordLecture()
        let plain = Run.process(
            Run.wxsh, ["--replay", files.recording, "--echo", files.script], environment: home.environment(),
            currentDirectory: home.root.path)
        let started = Run.process(
            Run.wxsh, ["--replay", files.recording, "--echo", "--start", "bundled", files.script], environment: home.environment(),
            currentDirectory: home.root.path)
        #expect(plain.status == 0 && started.status == 0, "\(plain.stderr)\(started.stderr)")
        #expect(plain.stdout.hasPrefix("# The city tab"), "\(plain.stdout)")
        // The launch screen, then the same run as without it.
        let launch = try #require(started.stdout.components(separatedBy: "# The city tab").first)
        #expect(started.stdout == launch + plain.stdout)
        #expect(launch.hasPrefix("wxsh ") && launch.contains("Showing London"), "\(launch)")
        // The bundled data's city tab, as the offline app shows it.
        let offline = Run.wxsh(["--offline", "-c", "tab city"], environment: TemporaryHome().environment())
        let view = offline.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(13).joined(separator: "\n")
        #expect(view.contains("London") && view.contains("Humidity"), "\(view)")
        #expect(launch.contains(view), "launch:\n\(launch)\noffline:\n\(offline.stdout)")
        // Nothing is fetched for it: a recorded run with no command asks nothing.
        let before = server.count()
        let quiet = Run.wxsh(["--start", "bundled", "-c", "units"], environment: environment)
        #expect(quiet.status == 0 && quiet.stdout.contains("London"), "\(quiet.stderr)")
        #expect(server.count() == before)
    }
}
