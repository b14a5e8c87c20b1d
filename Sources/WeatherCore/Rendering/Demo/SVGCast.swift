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
    /// Pixels: a cell's width and height, the font's size, and the margin around the screen.
    package static let cellWidth = 8.4
    package static let lineHeight = 18.0
    package static let fontSize = 14
    package static let margin = 10.0
    package static let foreground = "#d3d7cf"
    package static let background = "#1e1e1e"
    /// How long the last frame stays before the animation starts again, in seconds.
    package static let finalHold = 3.0

    /// One event of the session: seconds from its start and the text written then.
    package typealias Event = (time: Double, text: String)

    /// The animated picture of a session.
    /// - Parameters:
    ///   - events: what was written, in order (`\r\n` line ends, as a cast holds them).
    ///   - idleLimit: the longest gap kept between frames (the cast's `idle_time_limit`).
    package static func animated(events: [Event], columns: Int, rows: Int, title: String?, idleLimit: Double) -> String {
        var screen = TerminalScreen(columns: columns, rows: rows)
        var lines = LineTable()
        var current = Array(repeating: -1, count: screen.rows)
        var frames: [(time: Double, lines: [Int])] = []
        var clock = 0.0
        var previous = events.first?.time ?? 0
        for event in events {
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
        if frames.isEmpty { frames.append((0, current)) }
        frames[0].time = 0
        let size = Size(columns: screen.columns, rows: screen.rows)
        let duration = (frames.last?.time ?? 0) + finalHold
        var svg = header(size: size, title: title)
        svg += "<style>\(styleSheet)"
        svg += "@keyframes play{"
        for (index, frame) in frames.enumerated() {
            let stop = frame.time / duration * 100
            svg += "\(decimal(stop, places: 3))%{transform:translateX(\(decimal(-Double(index) * size.width, places: 1))px)}"
        }
        svg += "}#strip{animation:play \(decimal(duration, places: 3))s steps(1,end) infinite}</style>\n"
        svg += lines.closedDefinitions
        svg += screenBackground(size)
        svg +=
            "<svg x=\"\(decimal(margin, places: 1))\" y=\"\(decimal(margin, places: 1))\" width=\"\(decimal(size.innerWidth, places: 1))\" "
        svg += "height=\"\(decimal(size.innerHeight, places: 1))\"><g id=\"strip\">\n"
        for (index, frame) in frames.enumerated() {
            svg += "<g class=\"frame\" data-time=\"\(decimal(frame.time, places: 3))\""
            if index > 0 { svg += " transform=\"translate(\(decimal(Double(index) * size.width, places: 1)))\"" }
            svg += ">"
            for (row, id) in frame.lines.enumerated() where id >= 0 {
                svg += "<use xlink:href=\"#l\(id)\" y=\"\(decimal(Double(row) * lineHeight, places: 1))\"/>"
            }
            svg += "</g>\n"
        }
        svg += "</g></svg></svg>\n"
        return svg
    }

    /// A still picture of `text` (a view, with its colour escapes and `\n` line ends), as many
    /// rows as it has lines, `columns` wide.
    package static func still(_ text: String, columns: Int, title: String?) -> String {
        var body = text
        while body.hasSuffix("\n") { body.removeLast() }
        // A line wider than the screen wraps onto the next row, as the terminal wrapped it.
        let rows = body.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { rows, line in
            rows + max(1, (TextWidth.of(String(line)) + columns - 1) / max(1, columns))
        }
        var screen = TerminalScreen(columns: columns, rows: max(1, rows))
        screen.feed(body.replacingEvery("\n", with: "\r\n"))
        var lines = LineTable()
        let ids = screen.lines.map { lines.id(for: $0) }
        let size = Size(columns: screen.columns, rows: screen.rows)
        var svg = header(size: size, title: title)
        svg += "<style>\(styleSheet)</style>\n" + lines.closedDefinitions + screenBackground(size)
        svg += "<g transform=\"translate(\(decimal(margin, places: 1)),\(decimal(margin, places: 1)))\">"
        for (row, id) in ids.enumerated() where id >= 0 {
            svg += "<use xlink:href=\"#l\(id)\" y=\"\(decimal(Double(row) * lineHeight, places: 1))\"/>"
        }
        svg += "</g></svg>\n"
        return svg
    }

    // MARK: - Pieces

    package struct Size {
        package let columns: Int
        package let rows: Int
        package var innerWidth: Double { Double(columns) * SVGCast.cellWidth }
        package var innerHeight: Double { Double(rows) * SVGCast.lineHeight }
        package var width: Double { innerWidth + 2 * SVGCast.margin }
        package var height: Double { innerHeight + 2 * SVGCast.margin }
    }

    package static let styleSheet =
        "text{font-family:ui-monospace,'DejaVu Sans Mono','Cascadia Mono',Menlo,Consolas,'Liberation Mono',monospace,"
        + "'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji';font-size:\(fontSize)px;white-space:pre;fill:\(foreground)}"
        + ".b{font-weight:bold}.d{opacity:0.6}.i{font-style:italic}.u{text-decoration:underline}"

    package static func header(size: Size, title: String?) -> String {
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        svg += "width=\"\(decimal(size.width, places: 1))\" height=\"\(decimal(size.height, places: 1))\" "
        svg += "viewBox=\"0 0 \(decimal(size.width, places: 1)) \(decimal(size.height, places: 1))\">\n"
        if let title { svg += "<title>\(escaped(title))</title>\n" }
        return svg
    }

    package static func screenBackground(_ size: Size) -> String {
        "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(background)\"/>\n"
    }

    /// Each distinct line's markup once, numbered in the order first seen.
    package struct LineTable {
        private var ids: [String: Int] = [:]
        package private(set) var definitions = "<defs>\n"

        /// The number of the line these cells draw; -1 for a blank line.
        package mutating func id(for cells: [TerminalScreen.Cell]) -> Int {
            let markup = SVGCast.markup(cells)
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
    /// columns after it stay where the terminal put them). Empty when the line is blank.
    package static func markup(_ cells: [TerminalScreen.Cell]) -> String {
        var end = cells.count
        while end > 0, cells[end - 1].character == nil || cells[end - 1].character == " ", !cells[end - 1].continuation,
            background(of: cells[end - 1].style) == nil
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
            var next = column
            while next < end, cells[next].style == style {
                let cell = cells[next]
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
            }
            if let fill = background(of: style) {
                rectangles +=
                    "<rect x=\"\(decimal(Double(column) * cellWidth, places: 1))\" width=\"\(decimal(Double(next - column) * cellWidth, places: 1))\" height=\"\(decimal(lineHeight, places: 1))\" fill=\"\(fill)\"/>"
            }
            if !text.allSatisfy({ $0 == " " }) {
                spans += "<tspan x=\"\(decimal(Double(column) * cellWidth, places: 1))\"\(attributes(style))>\(escaped(text))</tspan>"
            }
            column = next
        }
        return spans.isEmpty
            ? rectangles : rectangles + "<text xml:space=\"preserve\" y=\"\(decimal(lineHeight - 4, places: 1))\">\(spans)</text>"
    }

    package static func attributes(_ style: TerminalScreen.Style) -> String {
        let classes = [(TerminalScreen.Attributes.bold, "b"), (.dim, "d"), (.italic, "i"), (.underline, "u")].compactMap {
            style.attributes.contains($0.0) ? $0.1 : nil
        }
        var text = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let fill = style.attributes.contains(.inverse) ? (style.background.map(hex) ?? background) : style.foreground.map(hex)
        if let fill { text += " fill=\"\(fill)\"" }
        return text
    }

    /// The background a style paints under its cells; nil for the screen's own.
    package static func background(of style: TerminalScreen.Style) -> String? {
        style.attributes.contains(.inverse) ? (style.foreground.map(hex) ?? foreground) : style.background.map(hex)
    }

    // MARK: - Colours and text

    /// The 16 ANSI colours as the Tango palette draws them.
    package static let ansi = [
        "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a", "#d3d7cf",
        "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8", "#34e2e2", "#eeeeec"
    ]

    package static func hex(_ color: TerminalScreen.Color) -> String {
        switch color {
        case .indexed(let index) where index < 16:
            return ansi[Int(index)]
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
