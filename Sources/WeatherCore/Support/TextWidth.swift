/// How many terminal columns text takes, so that columns stay aligned with wide glyphs.
///
/// Counted per grapheme cluster: emoji presentation (including sequences with VS16), East Asian
/// wide and fullwidth characters take two columns; controls take none; everything else one.
/// wxsh's own colour escapes (`ESC [ … m`, control sequences) take none either.
package enum TextWidth {
    /// The display width of `text` in terminal columns.
    package static func of(_ text: String) -> Int {
        // Printable ASCII is one column a byte, with no grapheme clusters to find.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Nor does Latin text with symbols such as `°` (below U+0300 nothing combines or is wide),
        // Cyrillic, or kana, CJK ideographs and fullwidth forms, which are wide: a column or two
        // a scalar, found without looking for grapheme clusters (the views of a language draw
        // hundreds of labels and descriptions in these scripts).
        var columns = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20, value < 0x300, value < 0x7F || !TerminalSafety.isUnsafe(scalar) {
                columns += 1
            } else if TextWidth.isSimpleWide(value) {
                columns += 2
            } else if (0x400...0x482).contains(value) || (0x48A...0x4FF).contains(value) {
                columns += 1
            } else {
                columns = -1
                break
            }
        }
        if columns >= 0 { return columns }
        var width = 0
        var escape = EscapeSkipper()
        for character in text where !escape.skips(character) {
            width += of(character)
        }
        return width
    }

    /// Whether `text` has two spaces in a row (which wrapping would close up).
    package static func hasDoubleSpace(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x20 && previous == 0x20 { return true }
            previous = byte
        }
        return false
    }

    /// Follows a text character by character to tell which characters belong to a control
    /// sequence (`ESC [` parameters and a final byte), which take no columns.
    package struct EscapeSkipper {
        private var afterEscape = false
        private var inSequence = false

        package init() {}

        package mutating func skips(_ character: Character) -> Bool {
            if afterEscape {
                afterEscape = false
                if character == "[" {
                    inSequence = true
                    return true
                }
            }
            if inSequence {
                if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) { inSequence = false }
                return true
            }
            if character == "\u{1B}" {
                afterEscape = true
                return true
            }
            return false
        }
    }

    /// The display width of one grapheme cluster.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if TerminalSafety.isUnsafe(first) { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation selector
        if first.properties.isEmojiPresentation { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// Wide scalars that never combine with what follows or precede a combining mark of their
    /// own script: CJK punctuation, kana (less the combining voiced marks), ideographs, fullwidth forms.
    package static func isSimpleWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, abridged to the blocks that occur in text).
    package static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var out = ""
        var used = 0
        var escape = EscapeSkipper()
        var coloured = false
        for character in text {
            if escape.skips(character) {
                out.append(character)
                coloured = true
                continue
            }
            let w = of(character)
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…" + (coloured ? "\u{1B}[0m" : "")
    }

    /// `text` padded with spaces on the right to `width` columns (never cut).
    package static func padRight(_ text: String, to width: Int) -> String {
        let w = of(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// `text` padded with spaces on the left to `width` columns (never cut).
    package static func padLeft(_ text: String, to width: Int) -> String {
        let w = of(text)
        return w >= width ? text : String(repeating: " ", count: width - w) + text
    }
}
