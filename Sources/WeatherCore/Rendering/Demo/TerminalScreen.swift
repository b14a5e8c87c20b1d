import CoreSupport

/// A terminal's screen, fed the bytes a session wrote (as a cast holds them), so a picture can
/// show what a person saw: the colour escapes wxsh emits (SGR: 16, 256 and 24-bit colours,
/// bold, dim, italic, underline, inverse), the cursor and erase sequences a progress line
/// uses, line wrap and scrolling. Other escapes (titles, inline images) are read and dropped.
package struct TerminalScreen: Sendable {
    /// A colour as a terminal names it.
    package enum Color: Hashable, Sendable {
        /// 0-255: the 16 ANSI colours, the 6×6×6 cube and the greys.
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    /// SGR's on-or-off attributes.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let bold = Attributes(rawValue: 1)
        package static let dim = Attributes(rawValue: 2)
        package static let italic = Attributes(rawValue: 4)
        package static let underline = Attributes(rawValue: 8)
        package static let inverse = Attributes(rawValue: 16)
    }

    /// How a cell's character is drawn.
    package struct Style: Hashable, Sendable {
        package var foreground: Color?
        package var background: Color?
        package var attributes: Attributes = []

        package init() {}
    }

    /// One column: a character, or the right half of a wide one (`character` nil, `wide` set).
    package struct Cell: Hashable, Sendable {
        package var character: Character?
        package var style: Style
        /// The right half of the wide character in the column before.
        package var continuation = false

        package static let blank = Cell(character: nil, style: Style())
    }

    private enum Parse: Sendable {
        case ground
        case escape
        /// After `ESC [`: the parameters so far.
        case control(String)
        /// OSC, DCS, APC and the like: skipped to BEL or `ESC \`.
        case string(afterEscape: Bool)
        /// `ESC (` and the like take one more character.
        case charset
    }

    package let columns: Int
    package let rows: Int
    package private(set) var lines: [[Cell]]
    /// Which rows changed since `takeChanges` last looked.
    package private(set) var changedRows: Set<Int> = []
    /// Rows scrolled off the top since `takeChanges` last looked.
    package private(set) var scrolled = 0
    private var x = 0
    private var y = 0
    private var style = Style()
    private var parse = Parse.ground

    package init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        lines = Array(repeating: Array(repeating: Cell.blank, count: self.columns), count: self.rows)
    }

    /// What changed since the last call (rows scrolled off, rows written), emptied.
    package mutating func takeChanges() -> (scrolled: Int, rows: Set<Int>) {
        defer {
            changedRows = []
            scrolled = 0
        }
        return (scrolled, changedRows)
    }

    /// Writes `text` to the screen as a terminal would.
    package mutating func feed(_ text: String) {
        for character in text {
            switch parse {
            case .ground: ground(character)
            case .escape: escape(character)
            case .control(let parameters):
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                    parse = .ground
                    control(parameters, final: character)
                } else if character.asciiValue == 0x1B {
                    parse = .escape
                } else {
                    parse = .control(parameters + String(character))
                }
            case .string(let afterEscape):
                if character == "\u{7}" || (afterEscape && character == "\\") {
                    parse = .ground
                } else {
                    parse = .string(afterEscape: character == "\u{1B}")
                }
            case .charset: parse = .ground
            }
        }
    }

    // MARK: - Characters

    private mutating func ground(_ character: Character) {
        switch character {
        case "\u{1B}": parse = .escape
        case "\r\n":
            x = 0
            lineFeed()
        case "\r": x = 0
        case "\n", "\u{B}", "\u{C}": lineFeed()
        case "\u{8}": x = max(0, min(x, columns) - 1)
        case "\t": x = min(columns - 1, (x / 8 + 1) * 8)
        default:
            let width = TextWidth.of(character)
            guard width > 0 else { return }
            put(character, width: width)
        }
    }

    private mutating func put(_ character: Character, width: Int) {
        if x + width > columns {
            guard x > 0 else { return }  // wider than the screen
            x = 0
            lineFeed()
        }
        lines[y][x] = Cell(character: character, style: style)
        if width == 2 { lines[y][x + 1] = Cell(character: nil, style: style, continuation: true) }
        changedRows.insert(y)
        x += width
    }

    private mutating func lineFeed() {
        if y < rows - 1 {
            y += 1
            return
        }
        lines.removeFirst()
        lines.append(Array(repeating: Cell.blank, count: columns))
        changedRows = Set(changedRows.compactMap { $0 > 0 ? $0 - 1 : nil })
        changedRows.insert(rows - 1)
        scrolled += 1
    }

    private mutating func escape(_ character: Character) {
        switch character {
        case "[": parse = .control("")
        case "]", "P", "_", "^", "X": parse = .string(afterEscape: false)
        case "(", ")", "*", "+", "#", "%": parse = .charset
        default: parse = .ground  // ESC 7, ESC 8, ESC = and the like: nothing to draw
        }
    }

    // MARK: - Control sequences

    private mutating func control(_ parameters: String, final: Character) {
        if parameters.hasPrefix("?") || parameters.hasPrefix(">") || parameters.hasPrefix("=") { return }  // modes
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0.split(separator: ":").first ?? "") ?? 0
        }
        let first = numbers.first ?? 0
        let count = max(1, first)
        switch final {
        case "m": select(parameters)
        case "A": y = max(0, y - count)
        case "B": y = min(rows - 1, y + count)
        case "C": x = min(columns - 1, x + count)
        case "D": x = max(0, min(x, columns) - count)
        case "G": x = min(columns - 1, count - 1)
        case "d": y = min(rows - 1, count - 1)
        case "H", "f":
            y = min(rows - 1, count - 1)
            x = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "J":
            switch first {
            case 0:
                erase(row: y, from: x, to: columns)
                for row in (y + 1)..<rows { erase(row: row, from: 0, to: columns) }
            case 1:
                for row in 0..<y { erase(row: row, from: 0, to: columns) }
                erase(row: y, from: 0, to: min(columns, x + 1))
            default:
                for row in 0..<rows { erase(row: row, from: 0, to: columns) }
            }
        case "K":
            switch first {
            case 0: erase(row: y, from: x, to: columns)
            case 1: erase(row: y, from: 0, to: min(columns, x + 1))
            default: erase(row: y, from: 0, to: columns)
            }
        default: break
        }
    }

    private mutating func erase(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        var blank = Cell.blank
        blank.style.background = style.background
        for column in start..<end where lines[row][column] != blank { lines[row][column] = blank }
        changedRows.insert(row)
    }

    /// SGR: `ESC [ … m`.
    private mutating func select(_ parameters: String) {
        let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: ":", omittingEmptySubsequences: false)
        }.map { Int($0) ?? 0 }
        var index = 0
        func color() -> Color? {
            guard index + 1 < codes.count else { return nil }
            if codes[index + 1] == 5, index + 2 < codes.count {
                index += 2
                return .indexed(UInt8(clamping: codes[index]))
            }
            if codes[index + 1] == 2, index + 4 < codes.count {
                index += 4
                return .rgb(UInt8(clamping: codes[index - 2]), UInt8(clamping: codes[index - 1]), UInt8(clamping: codes[index]))
            }
            index += 1
            return nil
        }
        if codes.isEmpty { style = Style() }
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = Style()
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.inverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.inverse)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 38: style.foreground = color()
            case 39: style.foreground = nil
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 48: style.background = color()
            case 49: style.background = nil
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            default: break
            }
            index += 1
        }
    }
}
