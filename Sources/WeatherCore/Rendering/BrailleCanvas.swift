/// A grid of dots drawn as Braille characters (U+2800 block), two dots across and four down a
/// character cell, or as ASCII marks when the terminal cannot show Braille.
///
/// Dots count from the top left; `x` runs over `0..<columns * 2`, `y` over `0..<rows * 4`.
/// Dots outside the grid are ignored, so callers need not clip.
package struct BrailleCanvas: Equatable, Sendable {
    package let columns: Int
    package let rows: Int
    /// One byte a cell: the Braille dot bits (U+2800 + bits).
    private var cells: [UInt8]

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: 0, count: self.columns * self.rows)
    }

    package var dotWidth: Int { columns * 2 }
    package var dotHeight: Int { rows * 4 }

    /// The bit of each dot in a cell, by [column][row] (the Unicode Braille numbering).
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at (`x`, `y`).
    package mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        cells[(y / 4) * columns + x / 2] |= Self.bits[x % 2][y % 4]
    }

    /// Whether the dot at (`x`, `y`) is set.
    package func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return cells[(y / 4) * columns + x / 2] & Self.bits[x % 2][y % 4] != 0
    }

    /// Sets every dot on the straight line between two dots (ends included).
    package mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let steps = max(abs(dx), abs(dy))
        guard steps > 0 else {
            set(x: start.x, y: start.y)
            return
        }
        for step in 0...steps {
            let x = Double(start.x) + Double(dx) * Double(step) / Double(steps)
            let y = Double(start.y) + Double(dy) * Double(step) / Double(steps)
            set(x: Int(x.rounded()), y: Int(y.rounded()))
        }
    }

    /// Whether the cell at `column`, `row` has any dot set.
    package func isEmpty(column: Int, row: Int) -> Bool { cells[row * columns + column] == 0 }

    /// The canvas as text, one string a row, each exactly `columns` characters wide.
    ///
    /// In Braille an empty cell is a space (not U+2800, which some fonts draw as dots). In ASCII a
    /// cell shows where its dots are: `'` in the top half, `.` in the bottom half, `:` in both.
    package func lines(unicode: Bool) -> [String] {
        // As UTF-8 bytes (U+2800 + bits is E2, A0 + bits >> 6, 80 + bits & 3F): appending
        // scalars to a string one by one cost more than plotting the curve.
        (0..<rows).map { row in
            var line: [UInt8] = []
            line.reserveCapacity(columns * 3)
            for column in 0..<columns {
                let bits = cells[row * columns + column]
                if bits == 0 {
                    line.append(UInt8(ascii: " "))
                } else if unicode {
                    line += [0xE2, 0xA0 + bits >> 6, 0x80 + bits & 0x3F]
                } else {
                    let top = bits & 0x1B != 0
                    let bottom = bits & 0xE4 != 0
                    line.append(UInt8(ascii: top && bottom ? ":" : top ? "'" : "."))
                }
            }
            return String(decoding: line, as: UTF8.self)
        }
    }
}
