import CoreSupport

/// Reads a question typed in plain words with one language's `QuestionWords`: the line becomes
/// pieces (list words, numbers, dates, and what no list knows, which is taken for a place), and
/// the pieces say the subject, the time, the place and any comparison. Pure: no gazetteer, no
/// clock (`today` is the place's date, for dates written without a year).
package enum QuestionReader {
    /// The longest question read; more is refused before any reading.
    package static let maximumLength = 400

    /// One piece of a line.
    package enum Piece: Equatable, Sendable {
        case word(QuestionWords.List, String)
        /// A number, with minutes when written `15:00`, and an hour word stuck to it (`3pm`).
        case number(Int, minutes: Int?, suffix: QuestionWords.List?)
        case date(CivilDate)
        /// Words no list has, as typed: a place, nearly always.
        case unknown(String)
        case comma
    }

    /// Why a line is not read as a question.
    package enum Problem: Error, Equatable, Sendable {
        /// Nothing in it says what is asked: no subject and no time.
        case notUnderstood
        /// Over `maximumLength` characters.
        case tooLong
        /// A date the calendar does not have (31 February).
        case noSuchDay(year: Int, month: Int, day: Int)
    }

    /// Whether the line reads as a question in this language: a question mark, or a word of the
    /// question, subject or time lists. (A line that is a command never comes here.)
    package static func looksLikeQuestion(_ line: String, words: QuestionWords) -> Bool {
        if line.contains("?") || line.contains("？") { return true }
        guard line.count <= maximumLength else { return false }
        return pieces(line, words: words, today: CivilDate(daysSince1970: 0)).contains { piece in
            guard case .word(let list, _) = piece else { return false }
            return ![.filler, .placeBefore, .placeAfter, .at, .in, .this].contains(list)
        }
    }

    /// The question a line asks, read with `words`; `today` is the place's date.
    package static func read(
        _ line: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil
    ) -> Result<QuestionReading, Problem> {
        guard line.count <= maximumLength else { return .failure(.tooLong) }
        let found = pieces(line, words: words, today: today, isPlaceName: isPlaceName)
        if let problem = impossibleDate(line, words: words) { return .failure(problem) }
        return interpret(found, language: words.language)
    }

    /// The question read in the language that knows most of its words: each of `languages` (the
    /// session's first, then English, then the rest) reads it, and the reading with the most
    /// words known and the fewest unknown wins (the earlier language on a tie). A reading that
    /// leaves no word unknown but a place after its preposition is taken at once.
    package static func read(
        _ line: String, languages: some Sequence<QuestionWords>, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil
    ) -> Result<QuestionReading, Problem> {
        guard line.count <= maximumLength else { return .failure(.tooLong) }
        var best: (reading: QuestionReading, score: Int)?
        for words in languages {
            let found = pieces(line, words: words, today: today, isPlaceName: isPlaceName)
            if let problem = impossibleDate(line, words: words) { return .failure(problem) }
            guard case .success(let reading) = interpret(found, language: words.language) else { continue }
            let score = self.score(found)
            if score.unknownOutsidePlace == 0 { return .success(reading) }
            if best == nil || score.value > best!.score { best = (reading, score.value) }
        }
        return best.map { .success($0.reading) } ?? .failure(.notUnderstood)
    }

    /// How well a language reads a line: two points for each word of a list, one off for each
    /// word no list has; and how many unknown words are not a place's (after `in`, before `の`).
    private static func score(_ pieces: [Piece]) -> (value: Int, unknownOutsidePlace: Int) {
        var value = 0
        var outside = 0
        var afterPreposition = false
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .word(let list, let text):
                value += list == .filler ? 1 : 2 * max(1, text.split(separator: " ").count)
                afterPreposition = list == .placeBefore || list == .than
            case .unknown(let text):
                let count = max(1, text.split(separator: " ").count)
                value -= count
                let beforeParticle: Bool = {
                    guard index + 1 < pieces.count, case .word(let list, _) = pieces[index + 1] else { return false }
                    return list == .placeAfter
                }()
                if !afterPreposition && !beforeParticle { outside += count }
            case .number, .date:
                value += 2
            case .comma:
                break
            }
        }
        return (value, outside)
    }

    /// The order languages are tried in: `first`, English, then the others.
    package static func order(first: Language) -> [Language] {
        [first] + (first == .en ? [] : [.en]) + Language.allCases.filter { $0 != first && $0 != .en }
    }

    // MARK: - Pieces

    /// The line's pieces, left to right.
    package static func pieces(_ line: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil) -> [Piece] {
        let text = String(line.unicodeScalars.map { $0.properties.isWhitespace || $0.value < 0x20 ? " " : Character($0) })
        return words.unspaced
            ? unspacedPieces(text, words: words, today: today, isPlaceName: isPlaceName) : spacedPieces(text, words: words, today: today)
    }

    /// The longest place name a line written without spaces has at `index` (two to eight
    /// characters, not starting with a digit), so that list words inside it (`天` in 天津) stay in it.
    private static func placeName(_ characters: [Character], at index: Int, isPlaceName: (String) -> Bool) -> Int? {
        guard !characters[index].isASCII else { return nil }
        for length in stride(from: min(8, characters.count - index), through: 2, by: -1) {
            let span = characters[index..<(index + length)]
            guard !span.contains(where: { $0 == " " || $0.isASCIIDigit }) else { continue }
            if isPlaceName(String(span)) { return length }
        }
        return nil
    }

    /// Space-separated languages: tokens, the longest entry of a list first.
    private static func spacedPieces(_ text: String, words: QuestionWords, today: CivilDate) -> [Piece] {
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
    private static func unspacedPieces(_ text: String, words: QuestionWords, today: CivilDate, isPlaceName: ((String) -> Bool)?) -> [Piece]
    {
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
    private static func eastAsianDate(_ characters: [Character], from start: Int, today: CivilDate) -> (CivilDate, Int)? {
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
    private static func number(_ token: String, words: QuestionWords) -> Piece? {
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
    private static func shortDate(_ span: String, today: CivilDate) -> CivilDate? {
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
    private static func fullDate(_ span: String, language: Language, today: CivilDate) -> CivilDate? {
        guard span.contains(where: { $0.isASCIIDigit }), span.count <= DateReading.maximumLength else { return nil }
        guard case .success(let date) = DateReading.read(span, language: language, today: today) else { return nil }
        return date
    }

    /// A date the calendar has no such day for (`31 February`, `2026-02-31`), said as such rather
    /// than taken for a place.
    private static func impossibleDate(_ line: String, words: QuestionWords) -> Problem? {
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

    private static func fullWidth(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
        else { return character }
        return Character(ascii)
    }

    // MARK: - Meaning

    /// The question the pieces ask.
    private static func interpret(_ pieces: [Piece], language: Language) -> Result<QuestionReading, Problem> {
        var subjects: Set<QuestionSubject> = []
        var aspect = QuestionAspect.whether
        var asksWhen = false
        var compare: QuestionComparison?
        var times = TimeWords()
        var againstTimes = TimeWords()
        var afterThan = false
        var places: [String] = []
        var againstPlace: String?
        var run: [String] = []
        var here = false

        func endRun() {
            var words = run
            while words.last == "," { words.removeLast() }
            run = []
            guard !words.isEmpty else { return }
            let place = words.reduce(into: "") { text, word in
                if word == "," { text += "," } else { text += text.isEmpty ? word : " " + word }
            }
            if afterThan, againstPlace == nil { againstPlace = place } else { places.append(place) }
        }

        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            let next = index + 1 < pieces.count ? pieces[index + 1] : nil
            let previous = index > 0 ? pieces[index - 1] : nil
            switch piece {
            case .unknown(let text):
                run.append(text)
            case .comma:
                if !run.isEmpty { run.append(",") }
            case .date(let date):
                endRun()
                if afterThan { againstTimes.day = .date(date) } else { times.day = .date(date) }
            case .number(let value, let minutes, let suffix):
                endRun()
                var target = afterThan ? againstTimes : times
                index += target.number(value, minutes: minutes, suffix: suffix, previous: previous, next: next)
                if afterThan { againstTimes = target } else { times = target }
            case .word(let list, _):
                // A filler word between two parts of a name stays in it (`Rio de Janeiro`).
                if list == .filler, !run.isEmpty, case .unknown? = next { run.append(wordText(piece)) } else { endRun() }
                if let subject = QuestionSubject(rawValue: list.rawValue) {
                    subjects.insert(subject)
                } else if let comparison = QuestionComparison(rawValue: list.rawValue) {
                    compare = comparison
                } else {
                    switch list {
                    case .howmuch: aspect = .amount
                    case .chance: if aspect == .whether { aspect = .chance }
                    case .when: asksWhen = true
                    case .start: aspect = .start
                    case .stop: aspect = .stop
                    case .than: afterThan = true
                    case .here: here = true
                    default:
                        if afterThan { againstTimes.word(list) } else { times.word(list) }
                    }
                }
            }
            index += 1
        }
        endRun()
        // `比上海热`: `than` and a temperature word compare warmth.
        if compare == nil, afterThan, !subjects.isDisjoint(with: [.temperature, .high]) { compare = .warmer }
        if compare == nil, let place = againstPlace {
            places.append(place)
            againstPlace = nil
        }
        if asksWhen, aspect == .whether || aspect == .chance { aspect = .start }

        // A time said only after `than` is the question's when the comparison is with another
        // place (`is Paris warmer than London tomorrow?`) or when there is no comparison and
        // `than` was only a word (it `di`: `probabilità di pioggia oggi pomeriggio`).
        var time = times.time
        if compare != nil ? againstPlace != nil : afterThan, time == .unsaid { time = againstTimes.time }
        var subject = QuestionSubject.precedence.first(where: subjects.contains)
        if let compare, subject == nil || subject == .temperature || subject == .weather { subject = compare.subject }
        if subject == nil, time != .unsaid || (!places.isEmpty && !here && compare != nil) { subject = .weather }
        guard let subject else { return .failure(.notUnderstood) }
        // A run of words no list knows that is longer than a place name is not a question
        // wxsh understands (a language it does not speak).
        if let place = places.first, place.split(separator: " ").count > 5 { return .failure(.notUnderstood) }
        if subjects.isEmpty, compare == nil, time == .unsaid { return .failure(.notUnderstood) }

        var against: QuestionAgainst?
        if compare != nil {
            if let againstPlace {
                against = .place(againstPlace)
            } else if againstTimes.time != .unsaid {
                against = .time(againstTimes.time)
            } else {
                against = .time(.day(.offset(0), nil))
            }
        }
        return .success(
            QuestionReading(
                language: language, subject: subject, aspect: aspect, time: time, place: here ? nil : places.first, compare: compare,
                against: against))
    }

    private static func wordText(_ piece: Piece) -> String {
        if case .word(_, let text) = piece { return text }
        return ""
    }

    /// The time words of a question, gathered, then made one `QuestionTime`.
    private struct TimeWords {
        var day: QuestionDay?
        var part: DayPart?
        var hour: Int?
        var now = false
        var inHours: Int?
        var nextHours: Int?
        var weekend: Bool?
        var week: Bool?
        var next = false
        var pendingIn = false
        /// `午前`, `午後` without an hour: the morning, the afternoon.
        var sawAM = false
        var sawPM = false
        /// The time word (or `hours` of a count) read last, for a `next` after it.
        var last: QuestionWords.List?

        mutating func word(_ list: QuestionWords.List) {
            defer { last = list }
            switch list {
            case .next:
                // After what it qualifies: `vendredi prochain`, `la semaine prochaine`,
                // `les 6 heures à venir`.
                if let last, let weekday = QuestionWords.List.weekdays.firstIndex(of: last), day == .weekday(weekday, next: false) {
                    day = .weekday(weekday, next: true)
                } else if last == .weekend, weekend == false {
                    weekend = true
                } else if last == .week, week == false {
                    week = true
                } else if last == .hours, let count = inHours {
                    nextHours = count
                    inHours = nil
                } else {
                    next = true
                }
            case .this: next = false
            case .in: pendingIn = true
            case .now: now = true
            case .today: day = .offset(0)
            case .tomorrow: day = .offset(1)
            case .aftertomorrow: day = .offset(2)
            case .yesterday: day = .offset(-1)
            case .tonight:
                if day == nil { day = .offset(0) }
                part = .night
            case .am: sawAM = true
            case .pm: sawPM = true
            case .morning: part = .morning
            case .afternoon: part = .afternoon
            case .evening: part = .evening
            case .night: part = .night
            case .weekend:
                weekend = next
                next = false
            case .week:
                week = next
                next = false
            default:
                if let weekday = QuestionWords.List.weekdays.firstIndex(of: list) {
                    day = .weekday(weekday, next: next)
                    next = false
                }
            }
        }

        /// A number and what it counts, from the pieces around it; how many pieces after it
        /// were taken with it.
        mutating func number(_ value: Int, minutes: Int?, suffix: QuestionWords.List?, previous: Piece?, next piece: Piece?) -> Int {
            let following: QuestionWords.List? = {
                if case .word(let list, _)? = piece { return list }
                return nil
            }()
            let before: QuestionWords.List? = {
                if case .word(let list, _)? = previous { return list }
                return nil
            }()
            let unit = suffix ?? following
            let took = suffix == nil && following != nil ? 1 : 0
            switch unit {
            case .hours?:
                // `à 15 heures`, `в 15 часов`: after `at`, the hour of the day.
                if before == .at, value < 24 {
                    hour = value
                    return took
                }
                if next || before == .next {
                    nextHours = value
                } else {
                    inHours = value
                }
                next = false
                pendingIn = false
                last = .hours
                return took
            case .days?:
                day = .offset(value)
                pendingIn = false
                return took
            case .pm?, .am?:
                guard value <= 12 else { return 0 }
                hour = unit == .pm ? value % 12 + 12 : value % 12
                return took
            case .oclock?:
                guard value < 24 else { return 0 }
                hour = value
                if before == .pm, value < 12 { hour = value + 12 }
                if before == .am { hour = value % 12 }
                return took
            default:
                if minutes != nil || before == .at, value < 24 {
                    hour = value
                    if before == .pm, value < 12 { hour = value + 12 }
                }
                return 0
            }
        }

        var time: QuestionTime {
            if let inHours { return .inHours(inHours) }
            if let nextHours { return .nextHours(nextHours) }
            if let weekend { return .weekend(next: weekend) }
            if let week { return .week(next: week) }
            if var hour {
                // `at 3` in the afternoon or evening is 15:00.
                if hour < 12, part == .afternoon || part == .evening || part == .night { hour += 12 }
                return .hour(day, hour % 24)
            }
            let part = part ?? (sawPM ? .afternoon : sawAM ? .morning : nil)
            if let day { return .day(day, part) }
            if let part { return .day(.offset(0), part) }
            if now { return .now }
            return .unsaid
        }
    }
}

extension Character {
    /// Whether this is one of `0` … `9`.
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
