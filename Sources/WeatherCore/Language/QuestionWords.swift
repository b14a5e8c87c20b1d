import CoreSupport

/// One language's question words: the lists of `lang/CODE.ask` (Resources/lang in the source
/// tree), which a translator extends without touching code. Read only when a line is not a
/// command, so a session that asks nothing never reads them.
package struct QuestionWords: Sendable {
    package let language: Language
    /// Each list's entries, lowercased, by the list's name.
    package let lists: [String: [String]]
    /// Every entry of every list, to its list: the longest entries are matched first.
    package let entries: [String: List]
    /// The most words (or, in a language written without spaces, characters) an entry has.
    package let longestEntry: Int

    /// The lists every language's file has, in the order the files give them.
    package enum List: String, CaseIterable, Sendable {
        case question, filler
        case placeBefore = "place.before"
        case placeAfter = "place.after"
        case placeCases = "place.cases"
        case here
        case weather, temperature, high, low, feels, rain, snow, drizzle, storm, wind, gust, sun, cloud, fog, humidity, uv, air
        case sunrise, sunset, moon, umbrella, coat, sunscreen, run, bike, washing
        case howmuch, chance, when, start, stop
        case now, today, tonight, morning, afternoon, evening, night, tomorrow, aftertomorrow, yesterday, weekend, week
        case this, next, `in`, later, hours, days, at, am, pm, oclock
        case monday, tuesday, wednesday, thursday, friday, saturday, sunday
        case warmer, colder, wetter, windier, than

        /// The weekday lists, Sunday first (as `CivilDate.weekday` counts).
        package static let weekdays: [List] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
    }

    /// Whether the language is written without spaces between words (Japanese, Chinese): its
    /// entries are then found anywhere in the line.
    package var unspaced: Bool { language == .ja || language == .zh }

    /// A file is a few kilobytes; anything near this is not one.
    package static let limit = 256 * 1024

    /// Reads a `.ask` file: `LIST: entry | entry`, `#` comments, `LIST: -` for none. Every list
    /// must be there, once; an unknown list is refused, so a misspelt name cannot hide a list.
    package static func read(_ text: String, language: Language) -> Result<QuestionWords, QuestionWordsProblem> {
        var lists: [String: [String]] = [:]
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.trimming(.whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(QuestionWordsProblem(line: lineNumber, message: "expected `LIST: entry | entry`"))
            }
            let name = String(line[..<colon]).trimmingWhitespace()
            guard List(rawValue: name) != nil else {
                return .failure(QuestionWordsProblem(line: lineNumber, message: "`\(name)` is not a list of question words"))
            }
            guard lists[name] == nil else {
                return .failure(QuestionWordsProblem(line: lineNumber, message: "`\(name)` is given twice"))
            }
            let body = String(line[line.index(after: colon)...]).trimmingWhitespace()
            lists[name] =
                body == "-"
                ? []
                : body.split(separator: "|").map { $0.trimming(.whitespaces).lowercased() }.filter { !$0.isEmpty }
        }
        if let missing = List.allCases.first(where: { lists[$0.rawValue] == nil }) {
            return .failure(QuestionWordsProblem(line: lineNumber, message: "the list `\(missing.rawValue)` is missing"))
        }
        return .success(QuestionWords(language: language, lists: lists))
    }

    package init(language: Language, lists: [String: [String]]) {
        self.language = language
        self.lists = lists
        var entries: [String: List] = [:]
        var longest = 1
        // Filler first, so that a word also in a list of meaning takes that meaning.
        let order = [List.filler] + List.allCases.filter { $0 != .filler && $0 != .placeCases }
        for list in order {
            for entry in lists[list.rawValue] ?? [] {
                entries[entry] = list
                let length = language == .ja || language == .zh ? entry.count : entry.split(separator: " ").count
                longest = max(longest, length)
            }
        }
        self.entries = entries
        self.longestEntry = longest
    }

    /// The entries of one list.
    package func callAsFunction(_ list: List) -> [String] { lists[list.rawValue] ?? [] }

    /// The endings that undo a declension, longest first: `ie>a` as (`ie`, `a`).
    package var caseEndings: [(ending: String, nominative: String)] {
        self(.placeCases).compactMap { rule -> (String, String)? in
            let parts = rule.split(separator: ">", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { return nil }
            return (parts[0].trimming(.whitespaces), parts[1].trimming(.whitespaces))
        }.sorted { $0.0.count > $1.0.count }
    }
}

/// Why a `.ask` file cannot be used: its line and what is wrong there.
package struct QuestionWordsProblem: Error, Equatable, Sendable {
    package let line: Int
    package let message: String
}
