import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// The question tables, `Tests/Fixtures/questions/CODE.tsv`: in each of the twelve languages at
/// least 40 questions (every subject, time form and place form `help ask` names, declined and
/// unspaced forms included), each with what must be understood. Read as the session reads them
/// (the language first, then English, then the rest; places through the gazetteer), at Thursday
/// 1 January 2026, 10:00 in London (UTC+0), so every window is written in UTC.
@Suite struct QuestionTableTests {
    /// 2026-01-01T10:00:00Z, a Thursday.
    static let now: Int64 = 1_767_261_600
    static let today = CivilDate(year: 2026, month: 1, day: 1)!
    static let gazetteer = try? GazetteerFixture.open()

    /// Every language's word lists, as the shipped files give them.
    static let words: [Language: QuestionWords] = {
        var found: [Language: QuestionWords] = [:]
        for language in Language.allCases {
            let url = RepoPaths.root.appendingPathComponent("Resources/lang/\(language.rawValue).ask")
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                case .success(let words) = QuestionWords.read(text, language: language)
            else { continue }
            found[language] = words
        }
        return found
    }()

    /// One row of a table.
    struct Row: Sendable, CustomTestStringConvertible {
        let language: Language
        let line: Int
        let question: String
        let expected: String
        var testDescription: String { "\(language.rawValue):\(line) \(question)" }
    }

    static func rows(_ language: Language) -> [Row] {
        let url = RepoPaths.root.appendingPathComponent("Tests/Fixtures/questions/\(language.rawValue).tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            rows.append(Row(language: language, line: index + 1, question: String(fields[0]), expected: String(fields[1])))
        }
        return rows
    }

    static let allRows: [Row] = Language.allCases.flatMap(rows)

    /// What a question is understood as, in a table's words:
    /// `SUBJECT ASPECT PLACE | FROM .. TO | COMPARE`, e.g.
    /// `rain whether - | 2026-01-02 00:00 .. 2026-01-03 00:00 | -`.
    /// Places are looked for as the session looks for them: where a name can start, then whole
    /// (`pruned: false` looks up every span, as `placeName` would without `startsPlaceName`).
    static func understood(_ question: String, language: Language, pruned: Bool = true) -> String {
        let order = QuestionReader.order(first: language).compactMap { words[$0] }
        let isPlaceName: (String) -> Bool = { name in gazetteer.map { $0.isExactName(name) } ?? false }
        let startsPlaceName: ((String) -> Bool)? = pruned ? { text in gazetteer.map { $0.hasName(startingWith: text) } ?? false } : nil
        switch QuestionReader.read(question, languages: order, today: today, isPlaceName: isPlaceName, startsPlaceName: startsPlaceName) {
        case .failure(let problem): return "refused \(problem)"
        case .success(let reading):
            func place(_ name: String?) -> String {
                guard let name else { return "-" }
                let endings = words[reading.language]?.caseEndings ?? []
                guard let found = gazetteer?.questionPlace(name, endings: endings) else { return "unknown(\(name))" }
                return "\(found.name), \(found.countryCode)"
            }
            func span(_ window: QuestionWindow) -> String { "\(iso(window.from)) .. \(iso(window.to))" }
            let window = reading.time.window(for: reading.subject, now: now, offset: { _ in 0 })
            var compare = "-"
            if let comparison = reading.compare {
                switch reading.against {
                case .place(let name)?: compare = "\(comparison.rawValue) than \(place(name))"
                case .time(let time)?:
                    compare = "\(comparison.rawValue) than \(span(time.window(for: reading.subject, now: now, offset: { _ in 0 })))"
                case nil: compare = comparison.rawValue
                }
            }
            return "\(reading.subject.rawValue) \(reading.aspect.rawValue) \(place(reading.place)) | \(span(window)) | \(compare)"
        }
    }

    /// `2026-01-02 00:00` (UTC).
    static func iso(_ epoch: Int64) -> String {
        let time = CivilTime(epoch: epoch, offset: 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(time.year)-\(two(time.month))-\(two(time.day)) \(two(time.hour)):\(two(time.minute))"
    }

    @Test("every language has every list of question words", arguments: Language.allCases)
    func everyLanguageHasItsWords(_ language: Language) throws {
        let url = RepoPaths.root.appendingPathComponent("Resources/lang/\(language.rawValue).ask")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard case .success(let words) = QuestionWords.read(text, language: language) else {
            Issue.record("\(language.rawValue).ask cannot be read: \(QuestionWords.read(text, language: language))")
            return
        }
        let empty = QuestionWords.List.allCases.filter { words($0).isEmpty }.map(\.rawValue)
        // Only these may be empty, where a language has no such words.
        let mayBeEmpty: Set<String> = ["place.before", "place.after", "place.cases", "am", "pm", "oclock", "at"]
        #expect(Set(empty).isSubset(of: mayBeEmpty), "\(language.rawValue): empty lists \(empty)")
    }

    @Test("each language's table has at least 40 questions", arguments: Language.allCases)
    func tablesAreFull(_ language: Language) {
        #expect(QuestionTableTests.rows(language).count >= 40, "\(language.rawValue).tsv")
    }

    @Test("every question of the tables is understood as written there", arguments: QuestionTableTests.allRows)
    func understood(_ row: Row) {
        #expect(QuestionTableTests.understood(row.question, language: row.language) == row.expected)
    }

    /// Looking for a longer place name only where some name starts (what a question in Japanese
    /// or Chinese costs) finds what looking up every span finds, and `isExactName` says what
    /// `resolveExactly` does.
    @Test("places are found the same without looking up every span", arguments: [Language.ja, .zh])
    func prunedPlaceLookups(_ language: Language) throws {
        for row in QuestionTableTests.rows(language) {
            #expect(
                QuestionTableTests.understood(row.question, language: language, pruned: false)
                    == QuestionTableTests.understood(row.question, language: language), "\(row.question)")
        }
        let gazetteer = try #require(QuestionTableTests.gazetteer)
        for name in ["東京", "北京", "天津", "上海市", "明日は", "雨です", "Paris", "Paris, TX", "paris,", ",", "", "São Paulo", "Москва"] {
            #expect(gazetteer.isExactName(name) == (gazetteer.resolveExactly(name) != .notFound), "\(name)")
        }
        #expect(gazetteer.hasName(startingWith: "東"))
        #expect(gazetteer.hasName(startingWith: "Pari"))
        #expect(!gazetteer.hasName(startingWith: "雨ですか"))
    }
}
