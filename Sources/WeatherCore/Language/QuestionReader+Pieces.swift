import CoreSupport

/// Splitting a line into pieces: list words (the longest first), numbers, dates, and the words
/// no list has.
extension QuestionReader {
    // MARK: - Pieces

    /// The line's pieces, left to right.
    package static func pieces(
        _ line: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil,
        startsPlaceName: ((String) -> Bool)? = nil
    ) -> [Piece] {
        if words.unspaced {
            return unspacedPieces(spaced(line), words: words, today: today, isPlaceName: isPlaceName, startsPlaceName: startsPlaceName)
        }
        return spacedPieces(tokens(line, words: words), words: words, today: today)
    }

    /// The line with every white space and control character a space.
    static func spaced(_ line: String) -> String {
        var text = String.UnicodeScalarView()
        for scalar in line.unicodeScalars { text.append(scalar.properties.isWhitespace || scalar.value < 0x20 ? " " : scalar) }
        return String(text)
    }

    /// The longest place name a line written without spaces has at `index` (two to eight
    /// characters, not starting with a digit), so that list words inside it (`天` in 天津) stay in
    /// it; only names longer than `shorter` (the longest list word there) are looked for. `text`
    /// gives a span's text; when no name starts with the shortest span's (`startsPlaceName`), no
    /// longer span is looked up (a name's key starts with the key of any start of it).
    static func placeName(
        _ characters: [Character], at index: Int, longerThan shorter: Int = 1, text: (_ index: Int, _ length: Int) -> String,
        isPlaceName: (String) -> Bool, startsPlaceName: ((String) -> Bool)? = nil
    ) -> Int? {
        let shortest = max(2, shorter + 1)
        guard !characters[index].isASCII, shortest <= min(8, characters.count - index) else { return nil }
        func skipped(_ length: Int) -> Bool { characters[index..<(index + length)].contains { $0 == " " || $0.isASCIIDigit } }
        if let startsPlaceName, skipped(shortest) || !startsPlaceName(text(index, shortest)) { return nil }
        for length in stride(from: min(8, characters.count - index), through: shortest, by: -1) where !skipped(length) {
            if isPlaceName(text(index, length)) { return length }
        }
        return nil
    }

    /// Space-separated languages: tokens, the longest entry of a list first. The lowered tokens
    /// are one run of bytes, a space between each, so that a span of tokens is a range of it
    /// (what joining them would make) and is looked up without making a string.
    static func spacedPieces(_ tokens: Tokens, words: QuestionWords, today: CivilDate) -> [Piece] {
        let lower = tokens.lower
        var joined: [UInt8] = []
        var bounds: [Int] = []
        for token in lower {
            if !joined.isEmpty { joined.append(UInt8(ascii: " ")) }
            bounds.append(joined.count)
            joined += token.utf8
            bounds.append(joined.count)
        }
        return joined.withUnsafeBufferPointer { bytes in
            func span(_ index: Int, _ length: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[bounds[2 * index]..<bounds[2 * (index + length) - 1]])
            }
            var pieces: [Piece] = []
            var index = 0
            while index < lower.count {
                var taken = 0
                // A date first (`14 March`, `March 14`): only from a number or a word no list has.
                if words.entries[span(index, 1)] == nil || number(lower[index], words: words) != nil {
                    for length in stride(from: min(4, lower.count - index), through: 1, by: -1) {
                        let text = String(decoding: span(index, length), as: UTF8.self)
                        if let date = shortDate(text, today: today) ?? fullDate(text, language: words.language, today: today) {
                            pieces.append(.date(date))
                            taken = length
                            break
                        }
                    }
                }
                if taken == 0 {
                    for length in stride(from: min(words.longestEntry, lower.count - index), through: 1, by: -1) {
                        if let list = words.entries[span(index, length)] {
                            pieces.append(.word(list, String(decoding: span(index, length), as: UTF8.self)))
                            taken = length
                            break
                        }
                    }
                }
                if taken == 0 {
                    pieces.append(number(lower[index], words: words) ?? .unknown(tokens.typed[index]))
                    taken = 1
                }
                if tokens.commas.contains(index + taken - 1) { pieces.append(.comma) }
                index += taken
            }
            return pieces
        }
    }

    /// Japanese and Chinese: entries anywhere, the longest first; digits as numbers; `12月1日`
    /// as a date; what is left, between known words, is a place.
    static func unspacedPieces(
        _ text: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)?, startsPlaceName: ((String) -> Bool)?
    ) -> [Piece] {
        let characters = Array(text.lowercased().map { fullWidth($0) })
        let original = Array(text.map { fullWidth($0) })
        // The characters' bytes, so that a span is looked up without making a string of it, and
        // made one from its bytes (a string from characters is a generic call at run time).
        var bytes: [UInt8] = []
        var offsets = [0]
        for character in characters {
            bytes += character.utf8
            offsets.append(bytes.count)
        }
        func entry(_ index: Int, _ length: Int) -> QuestionWords.List? {
            bytes.withUnsafeBufferPointer { words.entries[UnsafeBufferPointer(rebasing: $0[offsets[index]..<offsets[index + length]])] }
        }
        func span(_ index: Int, _ length: Int) -> String {
            String(decoding: bytes[offsets[index]..<offsets[index + length]], as: UTF8.self)
        }
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
                let digits = span(index, end - index)
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
            if let isPlaceName, !character.isASCII {
                let longestWord = stride(from: min(words.longestEntry, characters.count - index), through: 1, by: -1).first {
                    entry(index, $0) != nil
                }
                if let length = placeName(
                    characters, at: index, longerThan: longestWord ?? 0, text: span, isPlaceName: isPlaceName,
                    startsPlaceName: startsPlaceName)
                {
                    for character in original[index..<(index + length)] { run.append(character) }
                    index += length
                    continue
                }
            }
            var matched = false
            for length in stride(from: min(words.longestEntry, characters.count - index), through: 1, by: -1) {
                if let list = entry(index, length) {
                    // A word inside a run of Latin letters is not a word (`uv` in `Suva`).
                    if character.isASCII, character.isLetter, index + length < characters.count,
                        characters[index + length].isASCII, characters[index + length].isLetter
                    {
                        break
                    }
                    endRun()
                    pieces.append(.word(list, span(index, length)))
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
        // Only a token with a digit starts a date: a line without one has none.
        guard line.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
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
