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

    /// What reading a line gives: the question, or why it is not one. An enum of its own rather
    /// than `Result`: the first `Result` of a new error type has the runtime look the error's
    /// conformance up among every conformance of the program (about 190,000 instructions).
    package enum Outcome: Sendable {
        case success(QuestionReading)
        case failure(Problem)
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
    ) -> Outcome {
        guard line.count <= maximumLength else { return .failure(.tooLong) }
        let found = pieces(line, words: words, today: today, isPlaceName: isPlaceName)
        if let problem = impossibleDate(line, words: words) { return .failure(problem) }
        return interpret(found, language: words.language, colder: words(.colder), isThan: { words.entries[$0] == .than })
    }

    /// The question read in the language that knows most of its words: each of `languages` (the
    /// session's first, then English, then the rest) reads it, and the reading with the most
    /// words known and the fewest unknown wins (the earlier language on a tie). A reading that
    /// leaves no word unknown but a place after its preposition is taken at once.
    package static func read(
        _ line: String, languages: some Sequence<QuestionWords>, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil,
        startsPlaceName: ((String) -> Bool)? = nil
    ) -> Outcome {
        var iterator = languages.makeIterator()
        return read(line, next: { iterator.next() }, today: today, isPlaceName: isPlaceName, startsPlaceName: startsPlaceName)
    }

    /// The same, with each language's words given by `next` until it gives nil (so that a file is
    /// read only when its language is reached, and no generic sequence is walked at run time).
    /// `startsPlaceName`, when given, says whether any place's name starts with a text: a line
    /// written without spaces then looks for longer names only where one can start.
    package static func read(
        _ line: String, next: () -> QuestionWords?, today: CivilDate, isPlaceName: ((String) -> Bool)? = nil,
        startsPlaceName: ((String) -> Bool)? = nil
    ) -> Outcome {
        guard line.count <= maximumLength else { return .failure(.tooLong) }
        var best: QuestionReading?
        var bestScore = 0
        while let words = next() {
            let found = pieces(line, words: words, today: today, isPlaceName: isPlaceName, startsPlaceName: startsPlaceName)
            if let problem = impossibleDate(line, words: words) { return .failure(problem) }
            let isThan = { (text: Substring) in words.entries[text] == .than }
            guard case .success(let reading) = interpret(found, language: words.language, colder: words(.colder), isThan: isThan) else {
                continue
            }
            let score = self.score(found)
            if score.unknownOutsidePlace == 0 { return .success(reading) }
            if best == nil || score.value > bestScore { (best, bestScore) = (reading, score.value) }
        }
        guard let best else { return .failure(.notUnderstood) }
        return .success(best)
    }

    /// How well a language reads a line: two points for each word of a list, one off for each
    /// word no list has; and how many unknown words are not a place's (after `in`, before `の`).
    static func score(_ pieces: [Piece]) -> (value: Int, unknownOutsidePlace: Int) {
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
}
