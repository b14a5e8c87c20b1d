import CoreSupport

/// Splitting a line into pieces: list words (the longest first), numbers, dates, and the words
/// no list has.
extension QuestionReader {
    // MARK: - Pieces

    /// The line's pieces, left to right.
    package static func pieces(_ line: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil) -> [Piece] {
        let text = String(line.unicodeScalars.map { $0.properties.isWhitespace || $0.value < 0x20 ? " " : Character($0) })
        return words.unspaced
            ? unspacedPieces(text, words: words, today: today, isPlaceName: isPlaceName) : spacedPieces(text, words: words, today: today)
    }

    /// The longest place name a line written without spaces has at `index` (two to eight
    /// characters, not starting with a digit), so that list words inside it (`天` in 天津) stay in it.
    static func placeName(_ characters: [Character], at index: Int, isPlaceName: (String) -> Bool) -> Int? {
        guard !characters[index].isASCII else { return nil }
        for length in stride(from: min(8, characters.count - index), through: 2, by: -1) {
            let span = characters[index..<(index + length)]
            guard !span.contains(where: { $0 == " " || $0.isASCIIDigit }) else { continue }
            if isPlaceName(String(span)) { return length }
        }
        return nil
    }

    /// Space-separated languages: tokens, the longest entry of a list first.
    static func spacedPieces(_ text: String, words: QuestionWords, today: CivilDate) -> [Piece] {
        var tokens: [(text: String, comma: Bool)] = []
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
                tokens.append((String(token[...apostrophe]), false))
                tokens.append((String(token[token.index(after: apostrophe)...]), comma))
            } else {
                tokens.append((String(token), comma))
            }
        }
        let lower = tokens.map { $0.text.lowercased() }
        var pieces: [Piece] = []
        var index = 0
        while index < tokens.count {
            var taken = 0
            // A date first (`14 March`, `March 14`): only from a number or a word no list has.
            if words.entries[lower[index]] == nil || number(lower[index], words: words) != nil {
                for length in stride(from: min(4, tokens.count - index), through: 1, by: -1) {
                    let span = lower[index..<(index + length)].joined(separator: " ")
                    if let date = shortDate(span, today: today) ?? fullDate(span, language: words.language, today: today) {
                        pieces.append(.date(date))
                        taken = length
                        break
                    }
                }
            }
            if taken == 0 {
                for length in stride(from: min(words.longestEntry, tokens.count - index), through: 1, by: -1) {
                    let span = lower[index..<(index + length)].joined(separator: " ")
                    if let list = words.entries[span] {
                        pieces.append(.word(list, span))
                        taken = length
                        break
                    }
                }
            }
            if taken == 0 {
                pieces.append(number(lower[index], words: words) ?? .unknown(tokens[index].text))
                taken = 1
            }
            if tokens[index + taken - 1].comma { pieces.append(.comma) }
            index += taken
        }
        return pieces
    }

    /// Japanese and Chinese: entries anywhere, the longest first; digits as numbers; `12月1日`
    /// as a date; what is left, between known words, is a place.
    static func unspacedPieces(_ text: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)?) -> [Piece] {
        let characters = Array(text.lowercased().map { fullWidth($0) })
        let original = Array(text.map { fullWidth($0) })
        var pieces: [Piece] = []
        var run = ""
        func endRun() {
            let place = run.trimming(.whitespaces)
            if !place.isEmpty { pieces.append(.unknown(place)) }
            run = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || "?？!！。、，,".contains(character) {
                endRun()
                if character == "、" || character == "，" || character == "," { pieces.append(.comma) }
                index += 1
                continue
            }
            if character.isASCIIDigit {
                endRun()
                var end = index
                while end < characters.count, characters[end].isASCIIDigit || characters[end] == ":" { end += 1 }
                let digits = String(characters[index..<end])
                // `2026年12月1日`, `12月1日`, `12月1号`.
                if let (date, length) = eastAsianDate(characters, from: index, today: today) {
                    pieces.append(.date(date))
                    index += length
                    continue
                }
                pieces.append(number(digits, words: words) ?? .unknown(digits))
                index = end
                continue
            }
            // A known place name longer than any list word there is kept whole.
            if let isPlaceName, let length = placeName(characters, at: index, isPlaceName: isPlaceName) {
                let longestWord = stride(from: min(words.longestEntry, characters.count - index), through: 1, by: -1).first {
                    words.entries[String(characters[index..<(index + $0)])] != nil
                }
                if length > (longestWord ?? 0) {
                    run.append(contentsOf: String(original[index..<(index + length)]))
                    index += length
                    continue
                }
            }
            var matched = false
            for length in stride(from: min(words.longestEntry, characters.count - index), through: 1, by: -1) {
                let span = String(characters[index..<(index + length)])
                if let list = words.entries[span] {
                    // A word inside a run of Latin letters is not a word (`uv` in `Suva`).
                    if character.isASCII, character.isLetter, index + length < characters.count,
                        characters[index + length].isASCII, characters[index + length].isLetter
                    {
                        break
                    }
                    endRun()
                    pieces.append(.word(list, span))
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                run.append(original[index])
                index += 1
            }
        }
        endRun()
        return pieces
    }

    /// `2026年12月1日`, `12月1日` (today's year), `号` for `日` too; the date and how many characters.
    static func eastAsianDate(_ characters: [Character], from start: Int, today: CivilDate) -> (CivilDate, Int)? {
        var index = start
        func digits() -> Int? {
            var value = 0
            var count = 0
            while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCIIDigit, count < 4 {
                value = value * 10 + digit
                index += 1
                count += 1
            }
            return count == 0 ? nil : value
        }
        guard let first = digits() else { return nil }
        var year = today.year
        var month = first
        if index < characters.count, characters[index] == "年" {
            index += 1
            year = first
            guard let read = digits() else { return nil }
            month = read
        }
        guard index < characters.count, characters[index] == "月" else { return nil }
        index += 1
        guard let day = digits(), index < characters.count, characters[index] == "日" || characters[index] == "号" else { return nil }
        index += 1
        guard let date = CivilDate(year: year, month: month, day: day) else { return nil }
        return (date, index - start)
    }

    /// A number, an hour (`15:00`, `3pm`, `15h`), or nil.
    static func number(_ token: String, words: QuestionWords) -> Piece? {
        let digits = token.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty, digits.count <= 4, let value = Int(digits) else { return nil }
        var rest = token.dropFirst(digits.count)
        var minutes: Int?
        if rest.first == ":", rest.count >= 3 {
            let after = rest.dropFirst().prefix { $0.isASCIIDigit }
            guard after.count == 2, let read = Int(after), read < 60 else { return nil }
            minutes = read
            rest = rest.dropFirst(3)
        }
        if rest.isEmpty { return .number(value, minutes: minutes, suffix: nil) }
        let suffix = String(rest)
        for list in [QuestionWords.List.am, .pm, .oclock, .hours, .days] where words(list).contains(suffix) {
            return .number(value, minutes: minutes, suffix: list)
        }
        return nil
    }

    /// `14.3.`, `14.3`, `3/14`, `14/3` (today's year; day first unless the first number cannot
    /// be a month).
    static func shortDate(_ span: String, today: CivilDate) -> CivilDate? {
        guard !span.contains(" "), let separator = span.first(where: { $0 == "." || $0 == "/" }) else { return nil }
        let parts = span.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2].isEmpty), parts[0].count <= 2, parts[1].count <= 2,
            let first = Int(parts[0]), let second = Int(parts[1])
        else { return nil }
        if separator == "/", second > 12 { return CivilDate(year: today.year, month: first, day: second) }
        return CivilDate(year: today.year, month: second, day: first)
    }

    /// A date `DateReading` reads that says a day of a month (not `today` and its like, which the
    /// lists give): it has a digit in it.
    static func fullDate(_ span: String, language: Language, today: CivilDate) -> CivilDate? {
        guard span.contains(where: { $0.isASCIIDigit }), span.count <= DateReading.maximumLength else { return nil }
        guard case .success(let date) = DateReading.read(span, language: language, today: today) else { return nil }
        return date
    }

    /// A date the calendar has no such day for (`31 February`, `2026-02-31`), said as such rather
    /// than taken for a place.
    static func impossibleDate(_ line: String, words: QuestionWords) -> Problem? {
        let tokens = line.split(separator: " ").map { $0.trimming(.whitespaces).lowercased() }
        for start in tokens.indices where tokens[start].contains(where: { $0.isASCIIDigit }) {
            for length in 1...3 where start + length <= tokens.count {
                let span = tokens[start..<(start + length)].joined(separator: " ").filter { !"?？!,".contains($0) }
                guard span.count <= DateReading.maximumLength else { continue }
                if case .failure(.noSuchDay(let year, let month, let day)) = DateReading.read(
                    span, language: words.language, today: CivilDate(daysSince1970: 20_454))
                {
                    return .noSuchDay(year: year, month: month, day: day)
                }
            }
        }
        return nil
    }

    static func fullWidth(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
        else { return character }
        return Character(ascii)
    }

}

extension Character {
    /// Whether this is one of `0` … `9`.
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
