/// Fitting text into a column: wrapped at word boundaries (a word longer than the column is
/// broken across lines), or shortened at a word boundary with `…`.
package enum TextWrap {
    /// `text` without trailing spaces (by scalars: cheap, and a space never joins a grapheme).
    package static func trimmingTrailingSpaces(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        return last == scalars.index(before: scalars.endIndex) ? text : String(scalars[...last])
    }

    /// Japanese and Chinese line breaking (kinsoku shori): the marks a line may not start with
    /// (closing brackets and quotes, commas and full stops, `ー`, small kana, `%`), as a break
    /// inside a word (a sentence without spaces) would otherwise leave them.
    package static let noLineStart: Set<Character> = Set(
        ")]},.:;!?%、。，．：；！？）］｝〕〉》」』】〙〗〟’”｠・ー゛゜ゝゞヽヾ々〻‐゠–〜～…‥"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ")
    /// The marks a line may not end with: opening brackets and quotes.
    package static let noLineEnd: Set<Character> = Set("([{（［｛〔〈《「『【〘〖〝‘“｟")

    /// How many characters at the end of `line` go to the next line with `next` when the line
    /// breaks before `next`, so that the next line does not start with a closing mark and this
    /// one does not end with an opening one: 0 when the break is fine as it is, or when it cannot
    /// be made fine within the word (a space, a colour escape, or three characters back).
    package static func carried(from line: String, before next: Character) -> Int {
        var first = next
        var count = 0
        var end = line.endIndex
        while end > line.startIndex {
            let at = line.index(before: end)
            let last = line[at]
            guard noLineStart.contains(first) || noLineEnd.contains(last) else { return count }
            if count == 3 || last == " " || at == line.startIndex || (last.isASCII && line.utf8.contains(0x1B)) { return 0 }
            count += 1
            first = last
            end = at
        }
        return 0
    }

    /// `text` as lines of at most `width` columns, broken between words.
    package static func lines(_ text: String, width: Int) -> [String] {
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
                    let carried = String(line.suffix(carried(from: line, before: character)))
                    line.removeLast(carried.count)
                    lines.append(line)
                    line = carried
                    lineWidth = TextWidth.of(carried)
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
    package static func fit(_ text: String, width: Int) -> String {
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
