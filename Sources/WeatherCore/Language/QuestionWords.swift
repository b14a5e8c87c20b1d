import CoreSupport

/// One language's question words: the lists of `lang/CODE.ask` (Resources/lang in the source
/// tree), which a translator extends without touching code. Read only when a line is not a
/// command, so a session that asks nothing never reads them.
package struct QuestionWords: Sendable {
    package let language: Language
    /// The file's bytes, which every entry is a range of (nothing is copied into strings until a
    /// list is asked for: reading a file is a pass over its bytes and a table of hashes).
    private let bytes: [UInt8]
    /// Each list's entries, by the list's place in `List.allCases`.
    private let ranges: [[Range<Int>]]
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

    package static func read(_ bytes: [UInt8], language: Language) -> Result<QuestionWords, QuestionWordsProblem> {
        let names = List.allCases.map { Array($0.rawValue.utf8) }
        var ranges = [[Range<Int>]?](repeating: nil, count: names.count)
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            lineNumber += 1
            let line = QuestionWords.trimmed(start..<end, in: bytes)
            start = end + 1
            if line.isEmpty || bytes[line.lowerBound] == UInt8(ascii: "#") { continue }
            guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(QuestionWordsProblem(line: lineNumber, message: "expected `LIST: entry | entry`"))
            }
            let name = QuestionWords.trimmed(line.lowerBound..<colon, in: bytes)
            guard let index = names.firstIndex(where: { $0.elementsEqual(bytes[name]) }) else {
                let shown = String(decoding: bytes[name], as: UTF8.self)
                return .failure(QuestionWordsProblem(line: lineNumber, message: "`\(shown)` is not a list of question words"))
            }
            guard ranges[index] == nil else {
                return .failure(QuestionWordsProblem(line: lineNumber, message: "`\(List.allCases[index].rawValue)` is given twice"))
            }
            let body = QuestionWords.trimmed((colon + 1)..<line.upperBound, in: bytes)
            var found: [Range<Int>] = []
            if !(body.count == 1 && bytes[body.lowerBound] == UInt8(ascii: "-")) {
                var from = body.lowerBound
                while from <= body.upperBound {
                    let bar = bytes[from..<body.upperBound].firstIndex(of: UInt8(ascii: "|")) ?? body.upperBound
                    let entry = QuestionWords.trimmed(from..<bar, in: bytes)
                    if !entry.isEmpty { found.append(entry) }
                    from = bar + 1
                }
            }
            ranges[index] = found
        }
        if let missing = ranges.firstIndex(where: { $0 == nil }) {
            return .failure(QuestionWordsProblem(line: lineNumber, message: "the list `\(List.allCases[missing].rawValue)` is missing"))
        }
        return .success(QuestionWords(language: language, bytes: bytes, ranges: ranges.map { $0 ?? [] }))
    }

    /// The lists as given (for tests and the state explorer's few words).
    package init(language: Language, lists: [String: [String]]) {
        var bytes: [UInt8] = []
        let ranges = List.allCases.map { list in
            (lists[list.rawValue] ?? []).map { entry -> Range<Int> in
                let start = bytes.count
                bytes += entry.lowercased().utf8
                return start..<bytes.count
            }
        }
        self.init(language: language, bytes: bytes, ranges: ranges)
    }

    private init(language: Language, bytes: [UInt8], ranges: [[Range<Int>]]) {
        self.language = language
        self.bytes = bytes
        self.ranges = ranges
        let unspaced = language == .ja || language == .zh
        var table = EntryTable(bytes: bytes, capacity: ranges.reduce(0) { $0 + $1.count })
        var longest = 1
        // Filler first, so that a word also in a list of meaning takes that meaning; the endings
        // of declensions are not words.
        let filler = List.allCases.firstIndex(of: .filler)!
        let cases = List.allCases.firstIndex(of: .placeCases)!
        for index in [filler] + ranges.indices.filter({ $0 != filler && $0 != cases }) {
            for range in ranges[index] {
                table.insert(range, list: UInt8(index))
                let part = bytes[range]
                let length =
                    unspaced
                    ? part.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } : part.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 }
                longest = max(longest, length)
            }
        }
        self.entries = table
        self.longestEntry = longest
    }

    /// `range` without the spaces, tabs and carriage returns at its ends.
    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var (low, high) = (range.lowerBound, range.upperBound)
        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while low < high, blank(bytes[low]) { low += 1 }
        while high > low, blank(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    /// The entries of one list.
    package func callAsFunction(_ list: List) -> [String] {
        guard let index = List.allCases.firstIndex(of: list) else { return [] }
        return ranges[index].map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The endings that undo a declension, longest first: `ie>a` as (`ie`, `a`).
    package var caseEndings: [(ending: String, nominative: String)] {
        self(.placeCases).compactMap { rule -> (String, String)? in
            let parts = rule.split(separator: ">", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { return nil }
            return (parts[0].trimming(.whitespaces), parts[1].trimming(.whitespaces))
        }.sorted { $0.0.count > $1.0.count }
    }

    /// Every entry's list, found by the hash of its bytes (FNV-1a) in an open-addressed table:
    /// building it is a pass over the file, and a lookup hashes the text once.
    package struct EntryTable: Sendable {
        private let bytes: [UInt8]
        /// Entry number + 1 in each slot (0: empty); the slots are a power of two, at most half full.
        private var slots: [Int32]
        private var found: [(range: Range<Int>, list: UInt8)] = []

        init(bytes: [UInt8], capacity: Int) {
            self.bytes = bytes
            var size = 64
            while size < capacity * 2 { size *= 2 }
            slots = [Int32](repeating: 0, count: size)
        }

        private static func hash<Bytes: Sequence>(_ key: Bytes) -> Int where Bytes.Element == UInt8 {
            var value: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: value)
        }

        /// Adds an entry; a filler word already there (or a word given again) takes the newer list,
        /// except that filler never replaces a list of meaning.
        mutating func insert(_ range: Range<Int>, list: UInt8) {
            let mask = slots.count - 1
            var slot = EntryTable.hash(bytes[range]) & mask
            while slots[slot] != 0 {
                let index = Int(slots[slot]) - 1
                if bytes[found[index].range].elementsEqual(bytes[range]) {
                    if list != UInt8(List.allCases.firstIndex(of: .filler)!) { found[index].list = list }
                    return
                }
                slot = (slot + 1) & mask
            }
            found.append((range, list))
            slots[slot] = Int32(found.count)
        }

        /// The list `key` (lower case) is an entry of, if any.
        package subscript<Key: StringProtocol>(_ key: Key) -> List? {
            let utf8 = key.utf8
            let mask = slots.count - 1
            var slot = EntryTable.hash(utf8) & mask
            while slots[slot] != 0 {
                let entry = found[Int(slots[slot]) - 1]
                if bytes[entry.range].elementsEqual(utf8) { return List.allCases[Int(entry.list)] }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }
}

/// Why a `.ask` file cannot be used: its line and what is wrong there.
package struct QuestionWordsProblem: Error, Equatable, Sendable {
    package let line: Int
    package let message: String
}
