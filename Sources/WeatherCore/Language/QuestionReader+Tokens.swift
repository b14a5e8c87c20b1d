import CoreSupport

/// Splitting a line of a space-separated language into tokens: the punctuation around words
/// taken off, an elided word (`qu'hier`) split from the next.
extension QuestionReader {
    // MARK: - Tokens

    /// A line's tokens: each as typed, in lower case, and which of them a comma ended.
    struct Tokens {
        var typed: [String] = []
        var lower: [String] = []
        /// The places of the tokens a comma ended.
        var commas: [Int] = []

        mutating func append(_ typed: String, lower: String, comma: Bool) {
            if comma { commas.append(self.typed.count) }
            self.typed.append(typed)
            self.lower.append(lower)
        }
    }

    /// The tokens of a line: byte by byte when it is ASCII (nearly every English or German
    /// question), where each character is one byte and lower case is a bit; else by characters.
    static func tokens(_ line: String, words: QuestionWords) -> Tokens {
        var line = line
        if let tokens = line.withUTF8({ asciiTokens($0, words: words) }) { return tokens }
        return characterTokens(spaced(line), words: words)
    }

    /// What `characterTokens` finds in an ASCII line, found in its bytes; nil when it is not ASCII.
    private static func asciiTokens(_ line: UnsafeBufferPointer<UInt8>, words: QuestionWords) -> Tokens? {
        var lower = [UInt8](repeating: 0, count: line.count)
        for (index, byte) in line.enumerated() {
            guard byte < 0x80 else { return nil }
            lower[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        return lower.withUnsafeBufferPointer { lowered in
            func known(_ low: Int, _ high: Int) -> Bool { words.entries[UnsafeBufferPointer(rebasing: lowered[low..<high])] != nil }
            var tokens = Tokens()
            func append(_ low: Int, _ high: Int, comma: Bool) {
                tokens.append(
                    String(decoding: UnsafeBufferPointer(rebasing: line[low..<high]), as: UTF8.self),
                    lower: String(decoding: UnsafeBufferPointer(rebasing: lowered[low..<high]), as: UTF8.self), comma: comma)
            }
            var index = 0
            while index < line.count {
                // White space and control characters separate tokens.
                while index < line.count, line[index] <= 0x20 { index += 1 }
                var start = index
                while index < line.count, line[index] > 0x20 { index += 1 }
                var end = index
                while start < end, isOpening(line[start]) { start += 1 }
                var comma = false
                while start < end, isClosing(line[end - 1]) {
                    let last = line[end - 1]
                    // A dot that ends a date or an abbreviation stays (`14.3.`, `a.m.`, `sun.`).
                    if last == UInt8(ascii: "."), end - start > 2, line[start..<(end - 1)].contains(UInt8(ascii: ".")) { break }
                    if last == UInt8(ascii: "."), known(start, end) { break }
                    if last == UInt8(ascii: ",") { comma = true }
                    end -= 1
                }
                guard start < end else { continue }
                // An elided word stuck to the next (`qu'hier`): split after the apostrophe when the
                // whole is no entry but the elided part is one.
                if !known(start, end), let apostrophe = (start..<end).first(where: { line[$0] == UInt8(ascii: "'") }),
                    apostrophe + 1 != end, known(start, apostrophe + 1)
                {
                    append(start, apostrophe + 1, comma: false)
                    append(apostrophe + 1, end, comma: comma)
                } else {
                    append(start, end, comma: comma)
                }
            }
            return tokens
        }
    }

    /// `"`, `'`, `(`: the ASCII characters `characterTokens` takes off a token's start.
    private static func isOpening(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x27 || byte == 0x28 }

    /// `?`, `!`, `.`, `,`, `;`, `:`, `"`, `)`, `'`: those it takes off its end.
    private static func isClosing(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x3F, 0x21, 0x2E, 0x2C, 0x3B, 0x3A, 0x22, 0x29, 0x27: return true
        default: return false
        }
    }

    /// The tokens of a line, character by character (`text` has only spaces for white space).
    static func characterTokens(_ text: String, words: QuestionWords) -> Tokens {
        var tokens = Tokens()
        func append(_ token: Substring, comma: Bool) { tokens.append(String(token), lower: token.lowercased(), comma: comma) }
        for raw in text.split(separator: " ") {
            var token = Substring(raw)
            while let first = token.first, "¿¡\"'«(“„".contains(first) { token = token.dropFirst() }
            var comma = false
            while let last = token.last, "?？!.,;:\"»)”'".contains(last) {
                // A dot that ends a date or an abbreviation stays (`14.3.`, `a.m.`, `sun.`).
                if last == ".", token.dropLast().contains("."), token.count > 2 { break }
                if last == ".", words.entries[token.lowercased()] != nil { break }
                if last == "," { comma = true }
                token = token.dropLast()
            }
            guard !token.isEmpty else { continue }
            // An elided word stuck to the next (`qu'hier`): split after the apostrophe when the
            // whole is no entry but the elided part is one.
            if words.entries[token.lowercased()] == nil, let apostrophe = token.firstIndex(where: { $0 == "'" || $0 == "’" }),
                token.index(after: apostrophe) != token.endIndex, words.entries[token[...apostrophe].lowercased()] != nil
            {
                append(token[...apostrophe], comma: false)
                append(token[token.index(after: apostrophe)...], comma: comma)
            } else {
                append(token, comma: comma)
            }
        }
        return tokens
    }
}
