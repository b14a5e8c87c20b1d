import Foundation

/// What a terminal's screen shows after it is sent some bytes: enough of a VT100 for comparing
/// screens (text only; colours are read and dropped): line feeds and carriage returns, the
/// pending wrap at the last column, a scroll region (DECSTBM), saving and restoring the cursor,
/// cursor moves and erasing. Wide characters (East Asian, emoji) take two columns.
public struct TerminalModel {
    public let columns: Int
    public let rows: Int
    private var cells: [[Character]]
    private var x = 0
    private var y = 0
    private var wrapPending = false
    private var top = 0
    private var bottom: Int
    private var savedCursor = (0, 0)

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        bottom = rows - 1
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// A model fed `text`.
    public static func screen(of text: String, columns: Int, rows: Int) -> TerminalModel {
        var model = TerminalModel(columns: columns, rows: rows)
        model.feed(text)
        return model
    }

    /// The rows as text, trailing spaces dropped.
    public var lines: [String] {
        cells.map { row in
            var text = String(row.filter { $0 != "\u{0}" })
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    /// The row the cursor is on (0-based).
    public var cursorRow: Int { y }

    public mutating func feed(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                guard index < scalars.count else { return }
                let kind = scalars[index]
                index += 1
                switch kind {
                case "[":
                    var parameters = ""
                    while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                        parameters.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { return }
                    control(parameters, Character(scalars[index]))
                    index += 1
                case "7": savedCursor = (x, y)
                case "8":
                    (x, y) = savedCursor
                    wrapPending = false
                case "]", "P", "_":
                    // A string to BEL or ESC \.
                    while index < scalars.count, scalars[index].value != 0x07, scalars[index].value != 0x1B { index += 1 }
                    index += scalars.count > index && scalars[index].value == 0x1B ? 2 : 1
                case "(", ")": index += 1
                default: break
                }
            case 0x0D:
                x = 0
                wrapPending = false
            case 0x0A, 0x0B, 0x0C:
                lineFeed()
                wrapPending = false
            case 0x08:
                x = max(0, x - 1)
                wrapPending = false
            case 0x07: break
            case 0..<0x20, 0x7F: break
            default: put(scalar)
            }
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = Self.width(scalar)
        guard width > 0 else { return }
        if wrapPending || x + width > columns {
            x = 0
            lineFeed()
            wrapPending = false
        }
        cells[y][x] = Character(scalar)
        if width == 2 { cells[y][x + 1] = "\u{0}" }
        x += width
        if x >= columns {
            x = columns - 1
            wrapPending = true
        }
    }

    private mutating func lineFeed() {
        if y == bottom {
            cells.remove(at: top)
            cells.insert(Array(repeating: " ", count: columns), at: bottom)
        } else if y < rows - 1 {
            y += 1
        }
    }

    private mutating func control(_ parameters: String, _ final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 0
        let count = max(1, first)
        wrapPending = false
        switch final {
        case "A": y = max(y >= top ? top : 0, y - count)
        case "B": y = min(y <= bottom ? bottom : rows - 1, y + count)
        case "C": x = min(columns - 1, x + count)
        case "D": x = max(0, x - count)
        case "G": x = min(columns - 1, count - 1)
        case "H", "f":
            y = min(rows - 1, count - 1)
            x = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1)
        case "J":
            if first == 0 {
                erase(row: y, from: x)
                for row in (y + 1)..<rows { erase(row: row, from: 0) }
            } else if first == 2 || first == 3 {
                for row in 0..<rows { erase(row: row, from: 0) }
            }
        case "K":
            if first == 0 {
                erase(row: y, from: x)
            } else if first == 2 {
                erase(row: y, from: 0)
            } else {
                for column in 0...x { cells[y][column] = " " }
            }
        case "r":
            let low = numbers.first.flatMap { $0 } ?? 1
            let high = numbers.count > 1 ? numbers[1] ?? rows : rows
            top = max(0, low - 1)
            bottom = min(rows - 1, high - 1)
            (x, y) = (0, 0)
        default: break  // colours and modes
        }
    }

    private mutating func erase(row: Int, from column: Int) {
        for index in column..<columns { cells[row][index] = " " }
    }

    static func width(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0xFE0F || v == 0x200D || (0x300...0x36F).contains(v) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
        {
            return 2
        }
        return 1
    }
}
