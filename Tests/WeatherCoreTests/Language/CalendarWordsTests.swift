import Foundation
import Testing

@testable import WeatherCore

@Suite struct CalendarWordsTests {
    /// The skeletons of `date`, `shortDate`, `dayMonthYear`, `weekday` and `month`, in that order.
    static let skeletons = ["EEEdMMMy", "MMMEd", "yMMMd", "EEE", "MMM"]
    /// Noon UTC on every day of 2023, then on 29 February 2024.
    static let days: [Int64] = (0..<365).map { 1_672_574_400 + Int64($0) * 86_400 } + [1_709_208_000]
    static let utc = LocalTime(zoneIdentifier: nil, fallbackOffset: 0)
    /// 25 March 2023, a Saturday, at noon UTC.
    static let saturday = utc.components(1_679_745_600)

    static func ours(_ words: CalendarWords, _ c: LocalTime.Components) -> [String] {
        [words.date(c), words.shortDate(c), words.dayMonthYear(c), words.weekday(c), words.month(c)]
    }

    @Test func theDaysAreThoseOf2023AndALeapDay() {
        #expect(Self.days.count == 366)
        #expect(Self.utc.isoDate(Self.days[0]) == "2023-01-01")
        #expect(Self.utc.isoDate(Self.days[364]) == "2023-12-31")
        #expect(Self.utc.isoDate(Self.days[365]) == "2024-02-29")
        #expect(Self.saturday.weekday == 6 && Self.saturday.month == 3 && Self.saturday.day == 25)
    }

    @Test(arguments: Language.allCases.filter { $0 != .en })
    func everyDayIsWrittenAsFoundationWritesIt(language: Language) {
        let locale = Locale(identifier: language == .zh ? "zh_Hans" : language.rawValue)
        let formatters = Self.skeletons.map { skeleton in
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = .gmt
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale)
            return formatter
        }
        #expect(formatters.allSatisfy { !$0.dateFormat.isEmpty })
        let words = CalendarWords.of(language)
        var wrong: [String] = []
        for epoch in Self.days {
            let date = Date(timeIntervalSince1970: TimeInterval(epoch))
            let theirs = formatters.map { $0.string(from: date) }
            let ours = Self.ours(words, Self.utc.components(epoch))
            if ours != theirs { wrong.append("\(Self.utc.isoDate(epoch)): \(ours) but Foundation has \(theirs)") }
        }
        #expect(wrong.isEmpty, "\(language): \(wrong.count) days differ, first \(wrong.prefix(3))")
    }

    @Test func englishIsWhatWxshHasAlwaysWritten() {
        #expect(Self.ours(.of(.en), Self.saturday) == ["Sat 25 Mar 2023", "Sat 25 Mar", "25 Mar 2023", "Sat", "Mar"])
        let leap = Self.utc.components(Self.days[365])
        #expect(Self.ours(.of(.en), leap) == ["Thu 29 Feb 2024", "Thu 29 Feb", "29 Feb 2024", "Thu", "Feb"])
    }

    @Test func englishAgreesWithLocalTimeEveryDay() {
        let english = CalendarWords.of(.en)
        let wrong = Self.days.filter { epoch in
            let c = Self.utc.components(epoch)
            return english.date(c) != Self.utc.date(epoch) || english.shortDate(c) != Self.utc.shortDate(epoch)
                || english.weekday(c) != c.weekdayName || english.month(c) != c.monthName
                || english.dayMonthYear(c) != "\(c.day) \(c.monthName) \(c.year)"
        }
        #expect(wrong.isEmpty, "\(wrong.map(Self.utc.isoDate))")
    }

    /// What this machine's CLDR writes: if Foundation's data moves on, the tables are regenerated
    /// (scripts/make-calendar-words.swift) and these lines say what changed.
    @Test(arguments: [
        (Language.de, ["Sa. 25. März 2023", "Sa. 25. März", "25. März 2023", "Sa", "Mär"]),
        (.fr, ["sam. 25 mars 2023", "sam. 25 mars", "25 mars 2023", "sam.", "mars"]),
        (.ru, ["Сб, 25 марта 2023\u{202F}г.", "Сб, 25 марта", "25 марта 2023\u{202F}г.", "Сб", "март"]),
        (.ja, ["2023年3月25日(土)", "3月25日(土)", "2023年3月25日", "土", "3月"]),
        (.zh, ["2023年3月25日 周六", "3月25日 周六", "2023年3月25日", "周六", "3月"])
    ])
    func aSaturdayInMarch(language: Language, expected: [String]) {
        #expect(Self.ours(.of(language), Self.saturday) == expected)
    }

    @Test func everyLanguageHasItsOwnWords() {
        let all = Language.allCases.map(CalendarWords.of)
        #expect(Set(all.map { $0.date(Self.saturday) }).count == Language.allCases.count)
    }

    @Test func patternsReadQuotedTextAndQuotes() {
        #expect(
            CalendarWords.fields("d 'de' MMM, y 'o''clock' ''")
                == [.day(padded: false), .text(" de "), .monthName(standAlone: false), .text(", "), .year, .text(" o'clock '")]
        )
        #expect(
            CalendarWords.fields("y年M月dd日(ccc)") == [
                .year, .text("年"), .monthNumber(padded: false), .text("月"), .day(padded: true), .text("日("),
                .weekday(standAlone: true), .text(")")
            ])
    }
}
