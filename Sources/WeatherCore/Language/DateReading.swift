import CoreSupport

/// Dates as a person types them for `day DATE`, in the session's language and always in English,
/// read without a locale: a pure function of the text, the language and the place's date today.
///
/// Case, surrounding whitespace and runs of spaces do not matter; full-width digits and letters
/// (`２０２３`) read as ASCII ones. The forms:
/// - Numbers, year first: `2023-03-14`, `2023/3/14`, `2023.03.14`.
/// - Numbers, day first in every language, English too (wxsh comes from a London app, and
///   `3/4/2023` is 3 April there): `14.3.2023`, `14/3/2023`, `14-3-2023`. The year has four
///   digits: `14/3/23` is refused rather than guessed.
/// - Words for days near today: `today`, `yesterday`, `tomorrow`, `the day before yesterday`,
///   `the day after tomorrow`, each language's own (`vorgestern`, `après-demain`, `明後日`, `前天`),
///   and counts (`3 days ago`, `in 3 days`, `vor 3 Tagen`, `через 3 дня`, `3日前`, `3天后`).
/// - A month by name, full or abbreviated (a trailing dot or none), as CLDR writes it inside a date
///   or alone (`marca` and `marzec`, `марта` and `март`), or the start of one month's full name
///   (three letters at least: `Sept`): `14 March 2023`, `March 14, 2023`, `14. März 2023`,
///   `le 14 mars 2023`, `14 de marzo de 2023`, `14 марта 2023 г.`, `the 14th of March 2023`.
/// - Japanese and Chinese: `2023年3月14日`, `3月14日` (`号` for `日` too).
///
/// A date written without a year (`14 March`, `3月14日`) is that day of today's year, even when
/// it has passed: `day` answers for past days too, and a rule that moved dates between years would
/// surprise more than it helps.
package enum DateReading {
    /// The longest text read: more is refused before any parsing.
    package static let maximumLength = 64

    /// Reads a date as a person types it; `today` is the place's local date.
    package static func read(_ text: String, language: Language, today: CivilDate) -> Result<CivilDate, DateReadingProblem> {
        guard text.utf8.count <= maximumLength || text.prefix(maximumLength + 1).count <= maximumLength else {
            return .failure(.tooLong)
        }
        let text = normalised(text)
        guard !text.isEmpty else { return .failure(.notADate) }
        let languages: [Language] = language == .en ? [.en] : [language, .en]
        for each in languages {
            if let days = relativeDays(text, each) { return .success(today.adding(days: days)) }
        }
        return numeric(text) ?? eastAsian(text, today: today) ?? named(text, languages, today: today) ?? .failure(.notADate)
    }

    // MARK: - Forms

    /// `2023-03-14`, `2023/3/14`, `2023.03.14` (year first) and `14.3.2023`, `14/3/2023`, `14-3-2023`
    /// (day first): three groups of digits with one kind of separator between them.
    private static func numeric(_ text: String) -> Result<CivilDate, DateReadingProblem>? {
        guard let separator = text.first(where: { !$0.isASCIIDigit }), "-/.".contains(separator) else { return nil }
        let groups = text.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count == 3, let first = number(groups[0]), let second = number(groups[1]), let third = number(groups[2]) else {
            return nil
        }
        if first.digits == 4, second.digits <= 2, third.digits <= 2 { return date(first.value, second.value, third.value) }
        if third.digits == 4, first.digits <= 2, second.digits <= 2 { return date(third.value, second.value, first.value) }
        return nil
    }

    /// `2023年3月14日` and `3月14日` (today's year); Chinese `号` for `日` too.
    private static func eastAsian(_ text: String, today: CivilDate) -> Result<CivilDate, DateReadingProblem>? {
        var rest = Substring(text.filter { $0 != " " })
        guard rest.contains("月") else { return nil }
        var year = today.year
        if let mark = rest.firstIndex(of: "年") {
            guard let written = number(rest[..<mark]), written.digits == 4 else { return nil }
            year = written.value
            rest = rest[rest.index(after: mark)...]
        }
        guard let mark = rest.firstIndex(of: "月"), let month = number(rest[..<mark]), month.digits <= 2 else { return nil }
        rest = rest[rest.index(after: mark)...]
        guard rest.last == "日" || rest.last == "号", let day = number(rest.dropLast()), day.digits <= 2 else { return nil }
        return date(year, month.value, day.value)
    }

    /// One word of a date with a month's name: a number or a month.
    private enum Word {
        case number(value: Int, digits: Int)
        case month(Int)
    }

    /// Words that only hold a date together: `le 14 mars`, `14 de marzo de 2023`, `the 14th of
    /// March`, `14 марта 2023 г.`, `14 marca 2023 r.`, `14 березня 2023 року`.
    private static let fillers: Set<Substring> = ["the", "of", "le", "de", "del", "г", "года", "р", "року", "r", "roku"]

    /// A day and a month's name, in either order, and a four-digit year or none (today's year).
    private static func named(_ text: String, _ languages: [Language], today: CivilDate) -> Result<CivilDate, DateReadingProblem>? {
        let months = languages.map { language in
            MonthNames.monthNames(language).map { list in list.map { folded(Substring($0)) } }
        }
        var words: [Word] = []
        for piece in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let piece = folded(piece)
            if piece.isEmpty || fillers.contains(piece) { continue }
            if let number = number(ordinal(piece)) {
                words.append(.number(value: number.value, digits: number.digits))
            } else if let month = months.lazy.compactMap({ monthNumber(piece, in: $0) }).first {
                words.append(.month(month))
            } else {
                return nil
            }
        }
        switch (words.count, words.first, words.dropFirst().first, words.last) {
        case (2, .number(let day, let digits)?, .month(let month)?, _) where digits <= 2,
            (2, .month(let month)?, .number(let day, let digits)?, _) where digits <= 2:
            return date(today.year, month, day)
        case (3, .number(let day, let digits)?, .month(let month)?, .number(let year, 4)?) where digits <= 2,
            (3, .month(let month)?, .number(let day, let digits)?, .number(let year, 4)?) where digits <= 2:
            return date(year, month, day)
        default:
            return nil
        }
    }

    /// The month `word` names in one language's lists (`MonthNames.monthNames`, folded): one of
    /// its names, or the start (three letters at least) of one month's full names and no other's.
    private static func monthNumber(_ word: Substring, in lists: [[Substring]]) -> Int? {
        for list in lists {
            if let index = list.firstIndex(of: word) { return index + 1 }
        }
        guard word.count >= 3 else { return nil }
        let starts = (0..<12).filter { index in lists.prefix(2).contains { $0[index].hasPrefix(word) } }
        return starts.count == 1 ? starts[0] + 1 : nil
    }

    /// `14th`, `1st`, `2nd`, `3rd` (English) and `1er` (French) as their numbers.
    private static func ordinal(_ word: Substring) -> Substring {
        for suffix in ["st", "nd", "rd", "th", "er"] where word.hasSuffix(suffix) && word.count > suffix.count {
            let digits = word.dropLast(suffix.count)
            if digits.allSatisfy(\.isASCIIDigit) { return digits }
        }
        return word
    }

    // MARK: - Days near today

    /// The days from today that `text` names in `language`: a word (`yesterday`) or a count
    /// (`3 days ago`, `in 3 days`) of at most four digits.
    private static func relativeDays(_ text: String, _ language: Language) -> Int? {
        if let days = words(language)[text] { return days }
        for (before, after, sign) in counts(language) where text.count > before.count + after.count {
            guard text.hasPrefix(before), text.hasSuffix(after) else { continue }
            let middle = text.dropFirst(before.count).dropLast(after.count)
            if let count = number(middle) { return sign * count.value }
        }
        return nil
    }

    /// `language`'s words for today and the days either side, lowercased.
    private static func words(_ language: Language) -> [String: Int] {
        switch language {
        case .en:
            [
                "today": 0, "yesterday": -1, "tomorrow": 1, "the day before yesterday": -2, "day before yesterday": -2,
                "the day after tomorrow": 2, "day after tomorrow": 2
            ]
        case .de: ["heute": 0, "gestern": -1, "morgen": 1, "vorgestern": -2, "übermorgen": 2]
        case .fr: ["aujourd'hui": 0, "hier": -1, "demain": 1, "avant-hier": -2, "après-demain": 2]
        case .es: ["hoy": 0, "ayer": -1, "mañana": 1, "anteayer": -2, "antes de ayer": -2, "pasado mañana": 2]
        case .it: ["oggi": 0, "ieri": -1, "domani": 1, "l'altro ieri": -2, "l'altroieri": -2, "ieri l'altro": -2, "dopodomani": 2]
        case .pt: ["hoje": 0, "ontem": -1, "amanhã": 1, "anteontem": -2, "depois de amanhã": 2]
        case .nl: ["vandaag": 0, "gisteren": -1, "morgen": 1, "eergisteren": -2, "overmorgen": 2]
        case .pl: ["dziś": 0, "dzisiaj": 0, "wczoraj": -1, "jutro": 1, "przedwczoraj": -2, "pojutrze": 2]
        case .ru: ["сегодня": 0, "вчера": -1, "завтра": 1, "позавчера": -2, "послезавтра": 2]
        case .uk: ["сьогодні": 0, "вчора": -1, "учора": -1, "завтра": 1, "позавчора": -2, "післязавтра": 2]
        case .ja:
            [
                "今日": 0, "きょう": 0, "昨日": -1, "きのう": -1, "明日": 1, "あした": 1, "あす": 1,
                "一昨日": -2, "おととい": -2, "明後日": 2, "あさって": 2
            ]
        case .zh: ["今天": 0, "昨天": -1, "明天": 1, "前天": -2, "后天": 2]
        }
    }

    /// `language`'s counts of days: the text before the number, the text after it, and whether
    /// they count back (-1) or on (1).
    private static func counts(_ language: Language) -> [(String, String, Int)] {
        switch language {
        case .en: [("", " days ago", -1), ("", " day ago", -1), ("in ", " days", 1), ("in ", " day", 1)]
        case .de: [("vor ", " tagen", -1), ("vor ", " tag", -1), ("in ", " tagen", 1), ("in ", " tag", 1)]
        case .fr: [("il y a ", " jours", -1), ("il y a ", " jour", -1), ("dans ", " jours", 1), ("dans ", " jour", 1)]
        case .es: [("hace ", " días", -1), ("hace ", " día", -1), ("dentro de ", " días", 1), ("dentro de ", " día", 1)]
        case .it: [("", " giorni fa", -1), ("", " giorno fa", -1), ("tra ", " giorni", 1), ("fra ", " giorni", 1), ("tra ", " giorno", 1)]
        case .pt: [("há ", " dias", -1), ("há ", " dia", -1), ("daqui a ", " dias", 1), ("daqui a ", " dia", 1)]
        case .nl: [("", " dagen geleden", -1), ("", " dag geleden", -1), ("over ", " dagen", 1), ("over ", " dag", 1)]
        case .pl: [("", " dni temu", -1), ("", " dzień temu", -1), ("za ", " dni", 1), ("za ", " dzień", 1)]
        case .ru:
            [
                ("", " дней назад", -1), ("", " дня назад", -1), ("", " день назад", -1),
                ("через ", " дней", 1), ("через ", " дня", 1), ("через ", " день", 1)
            ]
        case .uk:
            [
                ("", " днів тому", -1), ("", " дні тому", -1), ("", " день тому", -1),
                ("через ", " днів", 1), ("через ", " дні", 1), ("через ", " день", 1)
            ]
        case .ja: [("", "日前", -1), ("", "日後", 1)]
        case .zh: [("", "天前", -1), ("", "天后", 1)]
        }
    }

    // MARK: - Pieces

    /// `text` lowercased, full-width forms as ASCII, `’` as `'`, spaces trimmed and runs of them as one.
    private static func normalised(_ text: String) -> String {
        var out = ""
        var space = false
        for character in NumberReading.halfWidth(text).lowercased() {
            if character.isWhitespace {
                space = !out.isEmpty
                continue
            }
            if space { out.append(" ") }
            space = false
            out.append(character == "\u{2019}" ? "'" : character)
        }
        return out
    }

    /// A word as month names are compared: lowercased, without a trailing dot.
    private static func folded(_ word: Substring) -> Substring {
        let word = word.lowercased()
        return Substring(word.hasSuffix(".") ? String(word.dropLast()) : word)
    }

    /// The value of one to four ASCII digits, and how many there were.
    private static func number(_ text: Substring) -> (value: Int, digits: Int)? {
        guard (1...4).contains(text.count), text.allSatisfy(\.isASCIIDigit) else { return nil }
        return (text.reduce(0) { $0 * 10 + Int($1.asciiValue! - 48) }, text.count)
    }

    /// The date, or why the calendar has no such day.
    private static func date(_ year: Int, _ month: Int, _ day: Int) -> Result<CivilDate, DateReadingProblem> {
        CivilDate(year: year, month: month, day: day).map { .success($0) } ?? .failure(.noSuchDay(year: year, month: month, day: day))
    }
}

/// Why a text is not read as a date.
package enum DateReadingProblem: Error, Equatable, Sendable {
    /// Nothing here reads as a date.
    case notADate
    /// It reads as a date, but the calendar has no such day (2023-02-30, 1999-13-01).
    case noSuchDay(year: Int, month: Int, day: Int)
    /// More than `DateReading.maximumLength` characters: refused before any parsing.
    case tooLong
}

extension Character {
    /// Whether this is one of `0` … `9` (not another script's digit).
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
