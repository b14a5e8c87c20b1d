/// Fitting text into a column: wrapped where a line may break (`LineBreaks`; a word longer than
/// the column is broken across lines), or shortened at a word boundary with `…`.
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
        return fill(text, firstRoom: width, room: width)
    }

    /// `text` as lines, the first at most `firstRoom` columns wide and the rest `room`, broken
    /// where `LineBreaks` allows (at spaces; in Japanese and Chinese also between characters,
    /// never inside a word of Latin letters or a code span); a piece wider than a line is broken
    /// at its spaces, and a word wider than a line between its characters (kinsoku kept).
    package static func fill(_ text: String, firstRoom: Int, room: Int) -> [String] {
        let room = max(1, room)
        var limit = max(1, firstRoom)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lineHasPiece = false
        func newLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            lineHasPiece = false
            limit = room
        }
        for piece in LineBreaks.pieces(text) {
            var parts = [piece]
            if piece.hasSpaces, TextWidth.of(piece.text) > room {
                // A code span wider than a line breaks at its spaces after all.
                parts = piece.text.split(separator: " ", omittingEmptySubsequences: true).enumerated().map {
                    LineBreaks.Piece(String($1), spaceBefore: $0 == 0 ? piece.spaceBefore : true)
                }
            }
            for part in parts {
                let partWidth = TextWidth.of(part.text)
                let gap = lineHasPiece && part.spaceBefore ? 1 : 0
                if lineHasPiece && lineWidth + gap + partWidth > limit {
                    newLine()
                } else if gap == 1 {
                    line += " "
                    lineWidth += 1
                }
                lineHasPiece = true
                if lineWidth + partWidth <= limit {
                    line += part.text
                    lineWidth += partWidth
                    continue
                }
                var escape = TextWidth.EscapeSkipper()
                for character in part.text {
                    if escape.skips(character) {
                        line.append(character)
                        continue
                    }
                    let w = TextWidth.of(character)
                    if lineWidth + w > limit, lineWidth > 0 {
                        let carried = String(line.suffix(carried(from: line, before: character)))
                        line.removeLast(carried.count)
                        newLine()
                        lineHasPiece = true
                        line = carried
                        lineWidth = TextWidth.of(carried)
                    }
                    line.append(character)
                    lineWidth += w
                }
            }
        }
        if lineHasPiece || lines.isEmpty { lines.append(line) }
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
