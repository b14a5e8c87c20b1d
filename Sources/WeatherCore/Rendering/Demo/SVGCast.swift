import CoreSupport

/// A session drawn as SVG for slides and pages, from what the terminal showed: animated (one
/// frame per screen change, with the session's timing, looping) or still (one screen).
///
/// The method termtosvg and svg-term use: each distinct line is drawn once in `<defs>` and
/// placed with `<use>`; the frames sit side by side in one group, which a CSS `@keyframes`
/// animation with `steps(1, end)` moves one frame at a time, with a percentage stop at each
/// frame's time. No script and no external file, so it plays where scripts are stripped; the
/// text stays text (selectable, searchable).
package enum SVGCast {
    /// How long the last frame stays before the animation starts again, in seconds.
    package static let finalHold = 3.0
    /// How long the poster frame (the first view) stays at the start, in seconds.
    package static let posterHold = 2.0

    /// One event of the session: seconds from its start and the text written then.
    package typealias Event = (time: Double, text: String)

    /// The animated picture of a session.
    /// - Parameters:
    ///   - events: what was written, in order (`\r\n` line ends, as a cast holds them).
    ///   - idleLimit: the longest gap kept between frames (the cast's `idle_time_limit`).
    ///   - poster: when given, the screen after that many events (the first view) is also the
    ///     first frame, held `posterHold` seconds: what a static renderer (rsvg-convert, slide
    ///     software importing the picture) shows, and what a slide shows before it plays.
    package static func animated(
        events: [Event], columns: Int, rows: Int, title: String?, idleLimit: Double, look: Look = Look(), poster: Int? = nil
    ) -> String {
        var screen = TerminalScreen(columns: columns, rows: rows)
        var lines = LineTable(look: look)
        var current = Array(repeating: -1, count: screen.rows)
        var frames: [(time: Double, lines: [Int])] = []
        var posterLines: [Int]?
        var clock = 0.0
        var previous = events.first?.time ?? 0
        for (index, event) in events.enumerated() {
            if index == poster { posterLines = current }
            clock += min(max(0, event.time - previous), idleLimit)
            previous = event.time
            screen.feed(event.text)
            let (scrolled, changed) = screen.takeChanges()
            guard scrolled > 0 || !changed.isEmpty else { continue }
            if scrolled > 0 {
                let kept = max(0, screen.rows - scrolled)
                current = Array(current.suffix(kept)) + Array(repeating: -1, count: screen.rows - kept)
            }
            for row in changed { current[row] = lines.id(for: screen.lines[row]) }
            if current == frames.last?.lines { continue }
            if let last = frames.last, last.time == clock {
                frames[frames.count - 1].lines = current  // at the same moment: only the last is seen
            } else {
                frames.append((clock, current))
            }
        }
        if let poster, poster >= events.count { posterLines = current }
        if frames.isEmpty { frames.append((0, current)) }
        frames[0].time = 0
        var classes = Array(repeating: "frame", count: frames.count)
        if let posterLines {
            frames = [(0, posterLines)] + frames.map { ($0.time + posterHold, $0.lines) }
            classes.insert("frame poster", at: 0)
        }
        let size = Size(columns: screen.columns, rows: screen.rows, look: look, titled: title != nil)
        let duration = (frames.last?.time ?? 0) + finalHold
        var svg = header(size: size, title: title)
        svg += "<style>\(look.styleSheet)"
        svg += "@keyframes play{"
        for (index, frame) in frames.enumerated() {
            let stop = frame.time / duration * 100
            svg += "\(decimal(stop, places: 3))%{transform:translateX(\(decimal(-Double(index) * size.width, places: 1))px)}"
        }
        svg += "}#strip{animation:play \(decimal(duration, places: 3))s steps(1,end) infinite}</style>\n"
        svg += lines.closedDefinitions
        svg += chrome(size, title: title)
        svg +=
            "<svg x=\"\(decimal(size.look.margin, places: 1))\" y=\"\(decimal(size.screenTop, places: 1))\" width=\"\(decimal(size.innerWidth, places: 1))\" "
        svg += "height=\"\(decimal(size.innerHeight, places: 1))\"><g id=\"strip\">\n"
        for (index, frame) in frames.enumerated() {
            svg += "<g class=\"\(classes[index])\" data-time=\"\(decimal(frame.time, places: 3))\""
            if index > 0 { svg += " transform=\"translate(\(decimal(Double(index) * size.width, places: 1)))\"" }
            svg += ">"
            for (row, id) in frame.lines.enumerated() where id >= 0 {
                svg += "<use xlink:href=\"#l\(id)\" y=\"\(decimal(Double(row) * look.lineHeight, places: 1))\"/>"
            }
            svg += "</g>\n"
        }
        svg += "</g></svg></svg>\n"
        return svg
    }

    /// A still picture of `text` (a view, with its colour escapes and `\n` line ends), as many
    /// rows as it has lines, `columns` wide.
    package static func still(_ text: String, columns: Int, title: String?, look: Look = Look()) -> String {
        var body = text
        while body.hasSuffix("\n") { body.removeLast() }
        // A line wider than the screen wraps onto the next row, as the terminal wrapped it.
        let rows = body.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { rows, line in
            rows + max(1, (TextWidth.of(String(line)) + columns - 1) / max(1, columns))
        }
        var screen = TerminalScreen(columns: columns, rows: max(1, rows))
        screen.feed(body.replacingEvery("\n", with: "\r\n"))
        var lines = LineTable(look: look)
        let ids = screen.lines.map { lines.id(for: $0) }
        let size = Size(columns: screen.columns, rows: screen.rows, look: look, titled: false)
        var svg = header(size: size, title: title)
        svg += "<style>\(look.styleSheet)</style>\n" + lines.closedDefinitions + chrome(size, title: nil)
        svg += "<g transform=\"translate(\(decimal(look.margin, places: 1)),\(decimal(size.screenTop, places: 1)))\">"
        for (row, id) in ids.enumerated() where id >= 0 {
            svg += "<use xlink:href=\"#l\(id)\" y=\"\(decimal(Double(row) * look.lineHeight, places: 1))\"/>"
        }
        svg += "</g></svg>\n"
        return svg
    }

    // MARK: - Pieces

    package struct Size {
        package let columns: Int
        package let rows: Int
        package let look: Look
        /// Whether a title bar is drawn above the screen.
        package let titled: Bool
        package var innerWidth: Double { Double(columns) * look.cellWidth }
        package var innerHeight: Double { Double(rows) * look.lineHeight }
        package var width: Double { innerWidth + 2 * look.margin }
        package var screenTop: Double { look.margin + (titled ? look.titleBar : 0) }
        package var height: Double { innerHeight + 2 * look.margin + (titled ? look.titleBar : 0) }
    }

    package static func header(size: Size, title: String?) -> String {
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        svg += "width=\"\(decimal(size.width, places: 1))\" height=\"\(decimal(size.height, places: 1))\" "
        svg += "viewBox=\"0 0 \(decimal(size.width, places: 1)) \(decimal(size.height, places: 1))\">\n"
        if let title { svg += "<title>\(escaped(title))</title>\n" }
        return svg
    }

    /// The screen's background and, with a title, the bar above it that shows it in every frame.
    package static func chrome(_ size: Size, title: String?) -> String {
        let look = size.look
        var svg = "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(look.background)\"/>\n"
        guard let title, size.titled else { return svg }
        let bar = decimal(look.margin + look.titleBar, places: 1)
        svg += "<rect width=\"100%\" height=\"\(bar)\" rx=\"6\" fill=\"\(look.titleBackground)\"/>"
        svg +=
            "<text class=\"t\" x=\"\(decimal(size.width / 2, places: 1))\" y=\"\(decimal(look.margin + look.titleBar * 0.62, places: 1))\">"
        svg += "\(escaped(title))</text>\n"
        return svg
    }

    /// Each distinct line's markup once, numbered in the order first seen.
    package struct LineTable {
        private let look: Look
        private var ids: [String: Int] = [:]
        package private(set) var definitions = "<defs>\n"

        package init(look: Look = Look()) { self.look = look }

        /// The number of the line these cells draw; -1 for a blank line.
        package mutating func id(for cells: [TerminalScreen.Cell]) -> Int {
            let markup = SVGCast.markup(cells, look: look)
            guard !markup.isEmpty else { return -1 }
            if let id = ids[markup] { return id }
            let id = ids.count
            ids[markup] = id
            definitions += "<g id=\"l\(id)\">\(markup)</g>\n"
            return id
        }

        package var closedDefinitions: String { definitions + "</defs>\n" }
    }

    /// One line: a rectangle under each run with a background, then the text, one `<tspan>`
    /// at its own column for each run of one style (a wide character ends a run, so the
    /// columns after it stay where the terminal put them; an emoji is a run of its own, drawn
    /// from an emoji font). Empty when the line is blank.
    package static func markup(_ cells: [TerminalScreen.Cell], look: Look = Look()) -> String {
        var end = cells.count
        while end > 0, cells[end - 1].character == nil || cells[end - 1].character == " ", !cells[end - 1].continuation,
            background(of: cells[end - 1].style, look: look) == nil
        {
            end -= 1
        }
        guard end > 0 else { return "" }
        var rectangles = ""
        var spans = ""
        var column = 0
        while column < end {
            let style = cells[column].style
            var text = ""
            var emoji = false
            var next = column
            while next < end, cells[next].style == style {
                let cell = cells[next]
                if let character = cell.character, !cell.continuation, isEmoji(character) {
                    if !text.isEmpty { break }  // the emoji starts a run of its own
                    emoji = true
                }
                next += 1
                if cell.continuation { continue }
                guard let character = cell.character else {
                    text += " "
                    continue
                }
                text += String(character)
                if next < end, cells[next].continuation {
                    next += 1
                    break
                }
                if emoji { break }
            }
            if let fill = background(of: style, look: look) {
                rectangles +=
                    "<rect x=\"\(decimal(Double(column) * look.cellWidth, places: 1))\" width=\"\(decimal(Double(next - column) * look.cellWidth, places: 1))\" height=\"\(decimal(look.lineHeight, places: 1))\" fill=\"\(fill)\"/>"
            }
            if !text.allSatisfy({ $0 == " " }) {
                spans +=
                    "<tspan x=\"\(decimal(Double(column) * look.cellWidth, places: 1))\"\(attributes(style, look: look, emoji: emoji))>\(escaped(text))</tspan>"
            }
            column = next
        }
        return spans.isEmpty
            ? rectangles : rectangles + "<text xml:space=\"preserve\" y=\"\(decimal(look.baseline, places: 1))\">\(spans)</text>"
    }

    package static func attributes(_ style: TerminalScreen.Style, look: Look = Look(), emoji: Bool = false) -> String {
        var classes = [(TerminalScreen.Attributes.bold, "b"), (.dim, "d"), (.italic, "i"), (.underline, "u")].compactMap {
            style.attributes.contains($0.0) ? $0.1 : nil
        }
        if emoji { classes.append("e") }
        var text = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let fill =
            style.attributes.contains(.inverse)
            ? (style.background.map { hex($0, look: look) } ?? look.background) : style.foreground.map { hex($0, look: look) }
        if let fill { text += " fill=\"\(fill)\"" }
        return text
    }

    /// The background a style paints under its cells; nil for the screen's own.
    package static func background(of style: TerminalScreen.Style, look: Look = Look()) -> String? {
        style.attributes.contains(.inverse)
            ? (style.foreground.map { hex($0, look: look) } ?? look.foreground) : style.background.map { hex($0, look: look) }
    }

    // MARK: - Colours and text

    /// A colour as the look draws it: the 16 ANSI colours from its palette, the rest as xterm does.
    package static func hex(_ color: TerminalScreen.Color, look: Look = Look()) -> String {
        switch color {
        case .indexed(let index) where index < 16:
            return look.ansi[Int(index)]
        case .indexed(let index) where index >= 232:
            let level = 8 + 10 * (Int(index) - 232)
            return hex(level, level, level)
        case .indexed(let index):
            let value = Int(index) - 16
            let steps = [0, 95, 135, 175, 215, 255]
            return hex(steps[value / 36], steps[(value / 6) % 6], steps[value % 6])
        case .rgb(let red, let green, let blue):
            return hex(Int(red), Int(green), Int(blue))
        }
    }

    package static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[$0 / 16], digits[$0 % 16]] })
    }

    /// The characters XML text cannot hold as they are.
    package static let entities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]

    /// Text for XML: `&`, `<`, `>` and both quotes escaped; characters XML forbids dropped.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = entities[scalar] {
                out += entity
            } else if allowedInXML(scalar.value) {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// XML 1.0's characters, less the C1 controls a terminal would have taken as escapes.
    package static func allowedInXML(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20..<0x7F, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// A number with at most `places` decimals and no trailing zeros (`12.5`, `3`).
    package static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if let e = text.firstIndex(of: "e") { text = String(text[..<e]) }  // not expected at these sizes
        return text
    }
}
