import Foundation
import Testing

@testable import CoreLanguage
@testable import CoreSupport

/// `DateReading.read`, what `day DATE` will read dates with, and `CivilDate`, what it reads them
/// into: every form in every language, the refusals, and the calendar's arithmetic.
@Suite struct DateReadingTests {
    /// Tuesday 14 March 2023, the `today` every reading is made against.
    static let today = CivilDate(year: 2023, month: 3, day: 14)!

    /// The ISO text of what `text` reads as in `language`, or the problem.
    static func read(_ text: String, _ language: Language) -> Result<String, DateReadingProblem> {
        DateReading.read(text, language: language, today: today).map(\.iso)
    }

    // MARK: - Forms

    /// Forms read the same in every language: numbers, Japanese and Chinese, and English.
    static let everywhere: [(String, String)] = [
        ("2023-03-14", "2023-03-14"), ("2023/3/14", "2023-03-14"), ("2023.03.14", "2023-03-14"), ("2023-3-4", "2023-03-04"),
        ("14.3.2023", "2023-03-14"), ("14/3/2023", "2023-03-14"), ("14-3-2023", "2023-03-14"), ("4/3/2023", "2023-03-04"),
        ("2023年3月14日", "2023-03-14"), ("2023年03月14日", "2023-03-14"), ("3月14日", "2023-03-14"),
        ("２０２３年３月１４日", "2023-03-14"), ("２０２３-０３-１４", "2023-03-14"), ("2023 年 3 月 14 日", "2023-03-14"),
        ("14 March 2023", "2023-03-14"), ("14 Mar 2023", "2023-03-14"), ("March 14 2023", "2023-03-14"),
        ("March 14, 2023", "2023-03-14"), ("Mar. 14", "2023-03-14"), ("14 March", "2023-03-14"), ("the 1st of December", "2023-12-01"),
        ("today", "2023-03-14"), ("yesterday", "2023-03-13"), ("tomorrow", "2023-03-15"),
        ("the day before yesterday", "2023-03-12"), ("day after tomorrow", "2023-03-16"),
        ("3 days ago", "2023-03-11"), ("in 1 day", "2023-03-15"), ("in 20 days", "2023-04-03"),
        ("  2023-03-14\n", "2023-03-14"), ("\t14   MARCH  2023 ", "2023-03-14"), ("TODAY", "2023-03-14"), ("Sept 1 2023", "2023-09-01")
    ]

    @Test(arguments: Language.allCases)
    func numbersEastAsianFormsAndEnglishAreReadInEveryLanguage(language: Language) {
        for (text, iso) in Self.everywhere {
            #expect(Self.read(text, language) == .success(iso), "\(text) in \(language)")
        }
    }

    /// Each language's own forms: its month names (inside a date and alone, full and short) and
    /// its words for the days near today.
    static let own: [(Language, String, String)] = [
        (.de, "14. März 2023", "2023-03-14"), (.de, "14. Mär 2023", "2023-03-14"), (.de, "14 Sept. 2023", "2023-09-14"),
        (.de, "1. Dezember", "2023-12-01"), (.de, "heute", "2023-03-14"), (.de, "gestern", "2023-03-13"), (.de, "Morgen", "2023-03-15"),
        (.de, "vorgestern", "2023-03-12"), (.de, "Übermorgen", "2023-03-16"), (.de, "vor 2 Tagen", "2023-03-12"),
        (.fr, "le 14 mars 2023", "2023-03-14"), (.fr, "14 févr. 2023", "2023-02-14"), (.fr, "1er mai 2023", "2023-05-01"),
        (.fr, "aujourd'hui", "2023-03-14"), (.fr, "aujourd’hui", "2023-03-14"), (.fr, "hier", "2023-03-13"), (.fr, "demain", "2023-03-15"),
        (.fr, "avant-hier", "2023-03-12"), (.fr, "après-demain", "2023-03-16"), (.fr, "dans 3 jours", "2023-03-17"),
        (.es, "14 de marzo de 2023", "2023-03-14"), (.es, "14 mar 2023", "2023-03-14"), (.es, "14 de marzo", "2023-03-14"),
        (.es, "hoy", "2023-03-14"), (.es, "ayer", "2023-03-13"), (.es, "mañana", "2023-03-15"), (.es, "anteayer", "2023-03-12"),
        (.es, "pasado mañana", "2023-03-16"), (.es, "hace 2 días", "2023-03-12"),
        (.it, "14 marzo 2023", "2023-03-14"), (.it, "14 set 2023", "2023-09-14"), (.it, "oggi", "2023-03-14"), (.it, "ieri", "2023-03-13"),
        (.it, "domani", "2023-03-15"), (.it, "l'altro ieri", "2023-03-12"), (.it, "dopodomani", "2023-03-16"),
        (.pt, "14 de março de 2023", "2023-03-14"), (.pt, "14 mar. 2023", "2023-03-14"), (.pt, "hoje", "2023-03-14"),
        (.pt, "ontem", "2023-03-13"), (.pt, "amanhã", "2023-03-15"), (.pt, "anteontem", "2023-03-12"),
        (.pt, "depois de amanhã", "2023-03-16"),
        (.nl, "14 maart 2023", "2023-03-14"), (.nl, "14 mrt 2023", "2023-03-14"), (.nl, "vandaag", "2023-03-14"),
        (.nl, "gisteren", "2023-03-13"), (.nl, "morgen", "2023-03-15"), (.nl, "eergisteren", "2023-03-12"),
        (.nl, "overmorgen", "2023-03-16"),
        (.pl, "14 marca 2023", "2023-03-14"), (.pl, "14 marzec 2023", "2023-03-14"), (.pl, "14 mar 2023", "2023-03-14"),
        (.pl, "14 marca 2023 r.", "2023-03-14"), (.pl, "dziś", "2023-03-14"), (.pl, "dzisiaj", "2023-03-14"),
        (.pl, "wczoraj", "2023-03-13"),
        (.pl, "jutro", "2023-03-15"), (.pl, "przedwczoraj", "2023-03-12"), (.pl, "pojutrze", "2023-03-16"), (.pl, "za 2 dni", "2023-03-16"),
        (.ru, "14 марта 2023", "2023-03-14"), (.ru, "14 март 2023", "2023-03-14"), (.ru, "14 февр. 2023", "2023-02-14"),
        (.ru, "14 марта 2023 г.", "2023-03-14"), (.ru, "сегодня", "2023-03-14"), (.ru, "вчера", "2023-03-13"),
        (.ru, "Завтра", "2023-03-15"),
        (.ru, "позавчера", "2023-03-12"), (.ru, "послезавтра", "2023-03-16"), (.ru, "через 3 дня", "2023-03-17"),
        (.uk, "14 березня 2023", "2023-03-14"), (.uk, "14 березень 2023", "2023-03-14"), (.uk, "14 бер. 2023", "2023-03-14"),
        (.uk, "сьогодні", "2023-03-14"), (.uk, "вчора", "2023-03-13"), (.uk, "завтра", "2023-03-15"), (.uk, "позавчора", "2023-03-12"),
        (.uk, "післязавтра", "2023-03-16"), (.uk, "5 днів тому", "2023-03-09"),
        (.ja, "今日", "2023-03-14"), (.ja, "きょう", "2023-03-14"), (.ja, "昨日", "2023-03-13"), (.ja, "きのう", "2023-03-13"),
        (.ja, "明日", "2023-03-15"), (.ja, "あした", "2023-03-15"), (.ja, "一昨日", "2023-03-12"), (.ja, "おととい", "2023-03-12"),
        (.ja, "明後日", "2023-03-16"), (.ja, "あさって", "2023-03-16"), (.ja, "3日前", "2023-03-11"),
        (.zh, "今天", "2023-03-14"), (.zh, "昨天", "2023-03-13"), (.zh, "明天", "2023-03-15"), (.zh, "前天", "2023-03-12"),
        (.zh, "后天", "2023-03-16"), (.zh, "3月14号", "2023-03-14"), (.zh, "3天后", "2023-03-17")
    ]

    @Test func eachLanguageReadsItsOwnWords() {
        for (language, text, iso) in Self.own {
            #expect(Self.read(text, language) == .success(iso), "\(text) in \(language)")
        }
        let covered = Set(Self.own.map { $0.0 })
        #expect(covered == Set(Language.allCases.filter { $0 != .en }))
    }

    /// Another language's words are not read: only the session's and English.
    @Test func anotherLanguagesWordsAreNotRead() {
        #expect(Self.read("gestern", .fr) == .failure(.notADate))
        #expect(Self.read("heute", .en) == .failure(.notADate))
        #expect(Self.read("14 марта 2023", .de) == .failure(.notADate))
        #expect(Self.read("14 de marzo de 2023", .pt) == .failure(.notADate))
        #expect(Self.read("明天", .ja) == .failure(.notADate))
    }

    /// Every month name CLDR gives a language (four lists of twelve) reads as its month.
    @Test(arguments: Language.allCases)
    func everyMonthNameReadsAsItsMonth(language: Language) {
        let lists = MonthNames.monthNames(language)
        #expect(lists.count == 4 && lists.allSatisfy { $0.count == 12 && !$0.contains("") })
        for list in lists {
            for (index, name) in list.enumerated() {
                let iso = "2023-\(CivilTime.two(index + 1))-05"
                #expect(Self.read("5 \(name) 2023", language) == .success(iso), "\(name) in \(language)")
            }
        }
    }

    // MARK: - Refusals

    @Test func whatIsNotADateIsRefusedWithItsProblem() {
        #expect(Self.read("2023-02-30", .en) == .failure(.noSuchDay(year: 2023, month: 2, day: 30)))
        #expect(Self.read("1999-13-01", .en) == .failure(.noSuchDay(year: 1999, month: 13, day: 1)))
        #expect(Self.read("31.4.2023", .de) == .failure(.noSuchDay(year: 2023, month: 4, day: 31)))
        #expect(Self.read("30 February", .en) == .failure(.noSuchDay(year: 2023, month: 2, day: 30)))
        #expect(Self.read("2023年2月30日", .ja) == .failure(.noSuchDay(year: 2023, month: 2, day: 30)))
        #expect(Self.read("0 March 2023", .en) == .failure(.noSuchDay(year: 2023, month: 3, day: 0)))
        for text in [
            "bogus", "", "   ", "14/3/23", "14.3.23", "23-3-14", "14 March 23", "2023-03", "2023-03-14-01", "2023-03/14",
            "20230314", "March", "14", "2023", "14 Bogus 2023", "14 March 2023 March", "in days", "in -3 days", "in 99999 days",
            "٢٠٢٣-٠٣-١٤", "\u{0}", "2023-03-14\u{0}", "😀", "14 😀 2023", "\u{301}", "in 3 dayz", "ma 14 2023"
        ] {
            #expect(Self.read(text, .en) == .failure(.notADate), "\(text.debugDescription)")
        }
    }

    @Test func textLongerThan64CharactersIsRefusedUnread() {
        #expect(Self.read(String(repeating: "x", count: 10_000), .en) == .failure(.tooLong))
        #expect(Self.read(String(repeating: " ", count: 65) + "today", .en) == .failure(.tooLong))
        #expect(Self.read(String(repeating: " ", count: 59) + "today", .en) == .success("2023-03-14"))
        // 64 emoji are 64 characters (256 bytes): long in bytes, not in characters.
        #expect(Self.read(String(repeating: "😀", count: 64), .en) == .failure(.notADate))
        #expect(Self.read(String(repeating: "😀", count: 65), .en) == .failure(.tooLong))
        #expect(Self.read(String(repeating: "\u{0}", count: 10_000), .ja) == .failure(.tooLong))
    }

    @Test func oddTextNeverCrashesTheReader() {
        var generator = SystemRandomNumberGenerator()
        let pieces = Array("0123456789-/.,年月日号 marchMärzде\u{0}😀\u{301}２’'thгr")
        for _ in 0..<400 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! })
            for language in Language.allCases { _ = DateReading.read(text, language: language, today: Self.today) }
        }
    }

    // MARK: - The calendar

    @Test func leapDaysAreThoseOfLeapYears() {
        #expect(Self.read("2024-02-29", .en) == .success("2024-02-29"))
        #expect(Self.read("2000-02-29", .en) == .success("2000-02-29"))
        #expect(Self.read("2023-02-29", .en) == .failure(.noSuchDay(year: 2023, month: 2, day: 29)))
        #expect(Self.read("1900-02-29", .en) == .failure(.noSuchDay(year: 1900, month: 2, day: 29)))
        #expect(CivilDate(year: 2023, month: 2, day: 30) == nil && CivilDate(year: 2023, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2023, month: 4, day: 31) == nil && CivilDate(year: 2023, month: 1, day: 0) == nil)
        #expect(CivilDate(year: 0, month: 1, day: 1) == nil && CivilDate(year: 10_000, month: 1, day: 1) == nil)
    }

    @Test func daysSince1970RoundTrip() {
        let known: [(Int, Int, Int, Int)] = [(1940, 1, 1, -10_958), (1970, 1, 1, 0), (2000, 2, 29, 11_016), (2099, 12, 31, 47_481)]
        for (year, month, day, days) in known {
            let date = CivilDate(year: year, month: month, day: day)!
            #expect(date.daysSince1970 == days)
            #expect(CivilDate(daysSince1970: days) == date)
        }
        // Every day from 1900 to 2100 agrees with CivilTime, one after another.
        var previous = CivilDate(daysSince1970: -25_568)
        for days in -25_567...47_482 {
            let date = CivilDate(daysSince1970: days)
            let time = CivilTime(epoch: Int64(days) * 86_400, offset: 0)
            #expect(date.daysSince1970 == days && previous < date && date.adding(days: -1) == previous)
            #expect(date.year == time.year && date.month == time.month && date.day == time.day && date.weekday == time.weekday)
            previous = date
        }
    }

    @Test func addingMonthsKeepsTheDayOrTheMonthsLast() {
        func added(_ iso: String, _ months: Int) -> String { CivilDate(iso: iso)!.adding(months: months).iso }
        #expect(added("2023-01-31", 1) == "2023-02-28")
        #expect(added("2024-01-31", 1) == "2024-02-29")
        #expect(added("2023-03-31", -1) == "2023-02-28")
        #expect(added("2023-05-31", 1) == "2023-06-30")
        #expect(added("2023-12-15", 1) == "2024-01-15")
        #expect(added("2023-01-15", -1) == "2022-12-15")
        #expect(added("2023-03-14", 24) == "2025-03-14")
        #expect(added("2023-03-14", -27) == "2020-12-14")
        #expect(added("2023-03-14", 0) == "2023-03-14")
    }

    @Test func theLocalDateOfAUnixTimeTurnsAtLocalMidnight() {
        let lastSecond: Int64 = 1_678_838_399  // 2023-03-14 23:59:59 UTC
        #expect(CivilDate(epoch: lastSecond, offset: 0).iso == "2023-03-14")
        #expect(CivilDate(epoch: lastSecond + 1, offset: 0).iso == "2023-03-15")
        #expect(CivilDate(epoch: lastSecond, offset: 1).iso == "2023-03-15")
        #expect(CivilDate(epoch: lastSecond + 1, offset: -1).iso == "2023-03-14")
        #expect(CivilDate(epoch: 1_678_806_000, offset: 9 * 3600).iso == "2023-03-15")  // 15:00 UTC is midnight in Tokyo
        #expect(CivilDate(epoch: lastSecond + 3601, offset: -5 * 3600).iso == "2023-03-14")  // 01:00 UTC is 20:00 in New York
        #expect(CivilDate(epoch: -1, offset: 0).iso == "1969-12-31")
        #expect(CivilDate(epoch: 0, offset: -1).iso == "1969-12-31")
        #expect(CivilDate(epoch: -86_400, offset: 86_399).iso == "1969-12-31")
        _ = CivilDate(epoch: .min, offset: 0)
        _ = CivilDate(epoch: .max, offset: 0)
    }

    @Test func isoTextIsStrict() {
        #expect(CivilDate(iso: "2023-03-14") == Self.today)
        #expect(Self.today.iso == "2023-03-14")
        #expect(CivilDate(year: 987, month: 6, day: 5)!.iso == "0987-06-05")
        for text in [
            "2023-3-14", "2023-03-14 ", " 2023-03-14", "20230314", "２０２３-03-14", "2023/03/14", "2023-02-30", "0000-01-01", "+023-03-14", ""
        ] {
            #expect(CivilDate(iso: text) == nil, "\(text)")
        }
    }

    @Test func datesCompareCountAndPrint() throws {
        let dates = ["2024-01-01", "2023-03-14", "2023-12-31", "1999-12-31"].map { CivilDate(iso: $0)! }
        #expect(dates.sorted().map(\.iso) == ["1999-12-31", "2023-03-14", "2023-12-31", "2024-01-01"])
        #expect(CivilDate.days(from: Self.today, to: CivilDate(iso: "2024-03-14")!) == 366)
        #expect(CivilDate.days(from: CivilDate(iso: "2024-03-14")!, to: Self.today) == -366)
        #expect(Self.today.weekday == 2)
        #expect(CivilDate(iso: "1970-01-01")!.weekday == 4)
        #expect(CalendarWords.english.date(Self.today.civilTime) == "Tue 14 Mar 2023")
        #expect(CalendarWords.of(.de).date(Self.today.civilTime) == "Di. 14. März 2023")
        let json = try JSONEncoder().encode([Self.today])
        #expect(String(decoding: json, as: UTF8.self) == #"["2023-03-14"]"#)
        #expect(try JSONDecoder().decode([CivilDate].self, from: json) == [Self.today])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CivilDate].self, from: Data(#"["2023-02-30"]"#.utf8)) }
    }
}
