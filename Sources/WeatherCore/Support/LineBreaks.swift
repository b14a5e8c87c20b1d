/// Where a line may break, after the rules of Unicode's line-breaking algorithm (UAX #14) that
/// matter for the text wxsh shows: Japanese and Chinese sentences, which have no spaces, break
/// between ideographs and kana but never before a closing mark (`、。）」`, class CL/CP), a
/// small kana or `ー` (NS), `！？` (EX) or `,.:;` (IS), never after an opening one (`（「`, OP),
/// and never inside a run of letters and digits (AL, NU: `JSON`, `pm2_5`, `9,3`); and a code span
/// (`` `explain FIGURE` ``) is one piece, not broken even at its spaces, unless it is wider than
/// a line. Latin text breaks at its spaces only, as it always has.
package enum LineBreaks {
    /// A line-breaking class of UAX #14, reduced to the ones whose pair rules wxsh uses.
    package enum Class: Equatable, Sendable {
        /// ID: ideographs, kana, fullwidth letters, emoji: a break is allowed before and after.
        case ideographic
        /// AL, NU, HY, SY: letters, digits and the marks between them, never broken apart.
        case alphabetic
        /// OP: opening brackets and quotes, which a line may not end with (`(`, `[`: narrow).
        case open
        /// OP, East Asian wide (`（「`): a line may break before it even after a letter.
        case wideOpen
        /// CL: closing brackets and quotes, `、。，．`, which a line may not start with.
        case close
        /// CP: `)` and `]`, which a line may not start with, and which join letters after them.
        case closeParen
        /// NS: small kana, `ー々・：；`, which a line may not start with.
        case nonstarter
        /// EX: `!?！？`, which a line may not start with.
        case exclamation
        /// IS: `,.:;`, which a line may not start with, and which join letters after them (`e.g`).
        case infix
        /// PO: `%‰°`, kept with the number before them.
        case postfix
        /// PR: `$£€¥＄`, kept with the number after them.
        case prefix
        /// GL: no-break spaces and the word joiner: no break on either side.
        case glue
    }

    /// The class of a character (by its first scalar), from the UAX #14 data for the ranges wxsh's
    /// catalogs and providers use.
    package static func lineClass(_ character: Character) -> Class {
        guard let scalar = character.unicodeScalars.first else { return .alphabetic }
        let value = scalar.value
        if value < 0x80 {
            switch scalar {
            case "(", "[", "{": return .open
            case ")", "]": return .closeParen
            case "}": return .close
            case "!", "?": return .exclamation
            case ",", ".", ":", ";": return .infix
            case "%": return .postfix
            case "$": return .prefix
            default: return .alphabetic
            }
        }
        if let special = specialClasses[scalar] { return special }
        if TextWidth.of(character) == 2 { return .ideographic }
        return .alphabetic
    }

    /// The characters outside ASCII whose class is not what their width says (a wide character
    /// is ID, a narrow one AL).
    private static let specialClasses: [Unicode.Scalar: Class] = {
        var table: [Unicode.Scalar: Class] = [:]
        func add(_ characters: String, _ lineClass: Class) {
            for scalar in characters.unicodeScalars { table[scalar] = lineClass }
        }
        add("‘“«¿¡", .open)
        add("（［｛〔〈《「『【〘〖〝｟", .wideOpen)
        add("）］｝〕〉》」』】〙〗〟’”｠»、。，．｡､", .close)
        add("！？‼⁇⁈⁉", .exclamation)
        add("：；・ー゛゜ゝゞヽヾ々〻゠〜～‐–…‥", .nonstarter)
        add("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ", .nonstarter)
        add("％‰‱°℃℉¢", .postfix)
        add("£€¥₽₴＄￥￡₩", .prefix)
        add("\u{00A0}\u{202F}\u{2007}\u{2060}\u{FEFF}", .glue)
        return table
    }()

    /// Whether a line may break between a character of class `before` and one of class `after`,
    /// with `spaces` between them (UAX #14's pair rules LB13 to LB31, reduced).
    package static func allowsBreak(after before: Class, spaces: Bool, before after: Class) -> Bool {
        if before == .glue || after == .glue { return false }  // LB12, LB12a
        switch after {
        case .close, .closeParen, .exclamation, .infix: return false  // LB13: even after spaces
        default: break
        }
        if before == .open || before == .wideOpen { return false }  // LB14: even before spaces
        if after == .nonstarter && (before == .close || before == .closeParen) { return false }  // LB16
        if spaces { return true }  // LB18
        switch (before, after) {
        case (_, .nonstarter): return false  // LB21
        case (.alphabetic, .alphabetic), (.infix, .alphabetic), (.closeParen, .alphabetic): return false  // LB28, LB29, LB30
        case (.alphabetic, .postfix), (.closeParen, .postfix), (.ideographic, .postfix): return false  // LB23a, LB25
        case (.prefix, .alphabetic), (.prefix, .open), (.prefix, .ideographic): return false  // LB23a, LB25
        case (.alphabetic, .prefix), (.postfix, .alphabetic): return false  // LB24
        case (.alphabetic, .open): return false  // LB30: `f(x)`, `list[0]`
        default: return true  // LB31
        }
    }

    /// A piece of text no line breaks inside, and whether spaces came before it (shown as one
    /// space when the piece follows another on its line, dropped at a line's start).
    package struct Piece: Equatable, Sendable {
        package var text: String
        package var spaceBefore: Bool
        /// Whether the piece is a code span or holds spaces a break was not allowed at.
        package var hasSpaces: Bool

        package init(_ text: String, spaceBefore: Bool, hasSpaces: Bool = false) {
            self.text = text
            self.spaceBefore = spaceBefore
            self.hasSpaces = hasSpaces
        }
    }

    /// `text` as the pieces a line may break between. Runs of spaces become one; colour escapes
    /// stay with the character they follow (or, after a space, the one they precede).
    package static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = ""
        var currentSpaceBefore = false
        var currentHasSpaces = false
        var previous: Class? = nil
        var spaces = 0
        var pendingEscape = ""
        var escape = TextWidth.EscapeSkipper()
        let spans = codeSpanBackticks(text)
        var inSpan = false
        var index = 0
        for character in text {
            defer { index += 1 }
            if escape.skips(character) {
                if spaces > 0 || current.isEmpty { pendingEscape.append(character) } else { current.append(character) }
                continue
            }
            if character == " " && !inSpan {
                spaces += 1
                continue
            }
            let lineClass = character == " " ? Class.glue : lineClass(character)
            let opensOrClosesSpan = spans.contains(index)
            var breaks = true
            if let previous {
                // A code span's backticks are as letters to what is around them.
                breaks = !inSpan && allowsBreak(after: previous, spaces: spaces > 0, before: opensOrClosesSpan ? .alphabetic : lineClass)
            }
            if breaks {
                if previous != nil { pieces.append(Piece(current, spaceBefore: currentSpaceBefore, hasSpaces: currentHasSpaces)) }
                current = pendingEscape
                currentSpaceBefore = spaces > 0
                currentHasSpaces = false
            } else {
                if spaces > 0 {
                    current += " "
                    currentHasSpaces = true
                }
                current += pendingEscape
            }
            pendingEscape = ""
            spaces = 0
            current.append(character)
            if character == " " { currentHasSpaces = true }
            if opensOrClosesSpan { inSpan.toggle() }
            previous = inSpan || opensOrClosesSpan ? .alphabetic : lineClass
        }
        current += pendingEscape
        if !current.isEmpty || pieces.isEmpty {
            pieces.append(Piece(current, spaceBefore: currentSpaceBefore, hasSpaces: currentHasSpaces))
        }
        return pieces
    }

    /// The character offsets of the backticks that open and close code spans (a last one
    /// without a partner is an ordinary character).
    private static func codeSpanBackticks(_ text: String) -> Set<Int> {
        guard text.utf8.contains(0x60) else { return [] }
        var offsets: [Int] = []
        for (offset, character) in text.enumerated() where character == "`" { offsets.append(offset) }
        if offsets.count % 2 == 1 { offsets.removeLast() }
        return Set(offsets)
    }
}
