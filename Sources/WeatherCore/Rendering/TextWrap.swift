/// Fitting text into a column: wrapped at word boundaries (a word longer than the column is
/// broken across lines), or shortened at a word boundary with `…`.
enum TextWrap {
    /// `text` without trailing spaces (by scalars: cheap, and a space never joins a grapheme).
    static func trimmingTrailingSpaces(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        return last == scalars.index(before: scalars.endIndex) ? text : String(scalars[...last])
    }

    /// `text` as lines of at most `width` columns, broken between words.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        // Most texts fit as they are: one line, nothing to split (no leading, trailing or double space).
        let bytes = text.utf8
        if let first = bytes.first, first != 0x20, bytes.last != 0x20, TextWidth.of(text) <= width,
            !TextWidth.hasDoubleSpace(text)
        {
            return [text]
        }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let wordWidth = TextWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            line = ""
            lineWidth = 0
            for character in word {
                let w = TextWidth.of(character)
                if lineWidth + w > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += w
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` whole when it fits in `width` columns; else the words that fit and `…` (a first
    /// word too long for the column is cut within it).
    static func fit(_ text: String, width: Int) -> String {
        if TextWidth.of(text) <= width { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var kept = ""
        for word in words {
            let candidate = kept.isEmpty ? word : kept + " " + word
            if TextWidth.of(candidate) + 1 > width { break }
            kept = candidate
        }
        return kept.isEmpty ? TextWidth.truncate(text, to: width) : kept + "…"
    }
}
