import CoreSupport

/// One language's question words: the lists of `lang/CODE.ask` (Resources/lang in the source
/// tree), which a translator extends without touching code. Read only when a line is not a
/// command, so a session that asks nothing never reads them.
package struct QuestionWords: Sendable {
    package let language: Language
    /// The file's bytes, which every entry is a range of (nothing is copied into strings until a
    /// list is asked for: reading a file is a pass over its bytes and a table of hashes).
    private let bytes: [UInt8]
    /// Each entry's first byte and end, one entry after another: `bounds[2 n]..<bounds[2 n + 1]`.
    private let bounds: [Int]
    /// Each list's first entry and end, by the list's place in `List.allCases`.
    private let lists: [Int]
    /// Every entry of every list, to its list: the longest entries are matched first.
    package let entries: EntryTable
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
    /// Entries are written in lower case (a test checks the shipped files).
    package static func read(_ text: String, language: Language) -> Result<QuestionWords, QuestionWordsProblem> {
        read(Array(text.utf8), language: language)
    }

    /// One pass over the bytes: each line's list found by its name, each entry hashed into the
    /// table as it is met (no string, no array per list).
    package static func read(_ bytes: [UInt8], language: Language) -> Result<QuestionWords, QuestionWordsProblem> {
        var table = EntryTable.Builder(bytes: bytes, language: language)
        let all = List.allCases
        let count = all.count
        var lists = [Int](repeating: -1, count: 2 * count)
        var lineNumber = 0
        let problem: QuestionWordsProblem? = bytes.withUnsafeBufferPointer { text in
            var start = 0
            var next = 0
            while start < text.count {
                var end = start
                while end < text.count, text[end] != 0x0A { end += 1 }
                lineNumber += 1
                let line = trimmed(start, end, in: text)
                start = end + 1
                if line.low == line.high || text[line.low] == UInt8(ascii: "#") { continue }
                var colon = line.low
                while colon < line.high, text[colon] != UInt8(ascii: ":") { colon += 1 }
                guard colon < line.high else {
                    return QuestionWordsProblem(line: lineNumber, message: "expected `LIST: entry | entry`")
                }
                let name = trimmed(line.low, colon, in: text)
                guard let index = listIndex(name.low, name.high, in: text, among: all, guess: next) else {
                    let shown = String(decoding: UnsafeBufferPointer(rebasing: text[name.low..<name.high]), as: UTF8.self)
                    return QuestionWordsProblem(line: lineNumber, message: "`\(shown)` is not a list of question words")
                }
                guard lists[2 * index] < 0 else {
                    return QuestionWordsProblem(line: lineNumber, message: "`\(all[index].rawValue)` is given twice")
                }
                next = index + 1
                lists[2 * index] = table.count
                let body = trimmed(colon + 1, line.high, in: text)
                if !(body.high - body.low == 1 && text[body.low] == UInt8(ascii: "-")) {
                    var from = body.low
                    while from <= body.high {
                        var bar = from
                        while bar < body.high, text[bar] != UInt8(ascii: "|") { bar += 1 }
                        let entry = trimmed(from, bar, in: text)
                        if entry.low < entry.high { table.add(entry.low, entry.high, list: index, in: text) }
                        from = bar + 1
                    }
                }
                lists[2 * index + 1] = table.count
            }
            return nil
        }
        if let problem { return .failure(problem) }
        if let missing = (0..<count).first(where: { lists[2 * $0] < 0 }) {
            return .failure(QuestionWordsProblem(line: lineNumber, message: "the list `\(all[missing].rawValue)` is missing"))
        }
        return .success(QuestionWords(language: language, table: table, lists: lists))
    }

    /// The lists as given (for tests and the state explorer's few words).
    package init(language: Language, lists given: [String: [String]]) {
        var bytes: [UInt8] = []
        for list in List.allCases {
            for entry in given[list.rawValue] ?? [] { bytes += entry.lowercased().utf8 }
        }
        var table = EntryTable.Builder(bytes: bytes, language: language)
        var lists: [Int] = []
        var start = 0
        bytes.withUnsafeBufferPointer { text in
            for (index, list) in List.allCases.enumerated() {
                lists.append(table.count)
                for entry in given[list.rawValue] ?? [] {
                    let end = start + entry.lowercased().utf8.count
                    table.add(start, end, list: index, in: text)
                    start = end
                }
                lists.append(table.count)
            }
        }
        self.init(language: language, table: table, lists: lists)
    }

    private init(language: Language, table: EntryTable.Builder, lists: [Int]) {
        self.language = language
        self.bytes = table.bytes
        self.bounds = table.bounds
        self.lists = lists
        self.entries = EntryTable(table)
        self.longestEntry = table.longest
    }

    /// `low..<high` without the spaces, tabs and carriage returns at its ends.
    private static func trimmed(_ low: Int, _ high: Int, in text: UnsafeBufferPointer<UInt8>) -> (low: Int, high: Int) {
        var (low, high) = (low, high)
        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while low < high, blank(text[low]) { low += 1 }
        while high > low, blank(text[high - 1]) { high -= 1 }
        return (low, high)
    }

    /// The place in `all` (`List.allCases`) of the list named by `low..<high`; `guess` (the one
    /// after the line before, as the files give them) is tried first.
    private static func listIndex(_ low: Int, _ high: Int, in text: UnsafeBufferPointer<UInt8>, among all: [List], guess: Int) -> Int? {
        func named(_ index: Int) -> Bool {
            let name = all[index].rawValue.utf8
            guard name.count == high - low else { return false }
            var at = low
            for byte in name {
                if text[at] != byte { return false }
                at += 1
            }
            return true
        }
        if guess < all.count, named(guess) { return guess }
        return (0..<all.count).first(where: named)
    }

    /// The entries of one list.
    package func callAsFunction(_ list: List) -> [String] {
        guard let index = List.allCases.firstIndex(of: list) else { return [] }
        return (lists[2 * index]..<lists[2 * index + 1]).map { entry in
            String(decoding: bytes[bounds[2 * entry]..<bounds[2 * entry + 1]], as: UTF8.self)
        }
    }

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
