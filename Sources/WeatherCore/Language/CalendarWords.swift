import CoreSupport

/// Dates as CLDR writes them in each language (`Sa. 25. März 2023`, `2023年3月25日(土)`), from
/// small tables read once, so that drawing 48 hourly rows loads no locale.
///
/// English stays as wxsh has always written it (`Sat 25 Mar 2023`): like en_GB without the comma.
/// The other languages' words and patterns come from Foundation's CLDR data through
/// scripts/make-calendar-words.swift; the tests hold them to Foundation's `DateFormatter`.
package struct CalendarWords: Sendable, Equatable {
    /// One piece of a CLDR date pattern, parsed when the tables load rather than at every date.
    package enum Field: Sendable, Equatable {
        case text(String)
        /// `E`, `EE`, `EEE` (format context) or `ccc` (stand-alone; `c` and `cc` are numbers): the abbreviated weekday.
        case weekday(standAlone: Bool)
        /// `MMM` (format context) or `LLL` (stand-alone): the abbreviated month.
        case monthName(standAlone: Bool)
        /// `M` or `L` (`3`), `MM` or `LL` (`03`).
        case monthNumber(padded: Bool)
        /// `d` (`5`) or `dd` (`05`).
        case day(padded: Bool)
        /// `y`: the year in full.
        case year
    }

    /// Abbreviated weekdays, Sunday first, as they stand inside a date (German `Sa.`).
    package let weekdays: [String]
    /// Abbreviated weekdays, Sunday first, as they stand alone (German `Sa`).
    package let standAloneWeekdays: [String]
    /// Abbreviated months, January first, as they stand inside a date (Russian `марта`).
    package let months: [String]
    /// Abbreviated months, January first, as they stand alone (Russian `март`).
    package let standAloneMonths: [String]
    package let datePattern: [Field]
    package let shortDatePattern: [Field]
    package let dayMonthYearPattern: [Field]
    package let weekdayPattern: [Field]
    package let monthPattern: [Field]

    /// A language's words, `|`-separated, and its patterns for the skeletons `EEEdMMMy`, `MMMEd`,
    /// `yMMMd`, `EEE` and `MMM`, in that order.
    package init(weekdays: String, standAloneWeekdays: String, months: String, standAloneMonths: String, patterns: [String]) {
        func words(_ list: String, _ count: Int) -> [String] {
            let words = list.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            precondition(words.count == count, "CalendarWords: \(count) words expected in \(list)")
            return words
        }
        precondition(patterns.count == 5, "CalendarWords: five patterns expected, not \(patterns)")
        self.weekdays = words(weekdays, 7)
        self.standAloneWeekdays = words(standAloneWeekdays, 7)
        self.months = words(months, 12)
        self.standAloneMonths = words(standAloneMonths, 12)
        datePattern = Self.fields(patterns[0])
        shortDatePattern = Self.fields(patterns[1])
        dayMonthYearPattern = Self.fields(patterns[2])
        weekdayPattern = Self.fields(patterns[3])
        monthPattern = Self.fields(patterns[4])
    }

    /// wxsh's English, as every golden file has it: `Sat 25 Mar 2023`, `Sat 25 Mar`, `25 Mar 2023`.
    package static let english = CalendarWords(
        weekdays: "Sun|Mon|Tue|Wed|Thu|Fri|Sat",
        standAloneWeekdays: "Sun|Mon|Tue|Wed|Thu|Fri|Sat",
        months: "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
        standAloneMonths: "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
        patterns: ["EEE d MMM y", "EEE d MMM", "d MMM y", "EEE", "MMM"]
    )

    /// The words and patterns of `language`.
    package static func of(_ language: Language) -> CalendarWords {
        language == .en ? english : generated(language) ?? english
    }

    /// The weekday, day, month and year: skeleton `EEEdMMMy` (`Sat 25 Mar 2023`, `Sa. 25. März 2023`).
    package func date(_ c: CivilTime) -> String { render(datePattern, c) }

    /// The weekday, day and month: skeleton `MMMEd` (`Sat 25 Mar`, `3月25日(土)`).
    package func shortDate(_ c: CivilTime) -> String { render(shortDatePattern, c) }

    /// The day, month and year: skeleton `yMMMd` (`25 Mar 2023`, `25 мар. 2023 г.`… as CLDR has it).
    package func dayMonthYear(_ c: CivilTime) -> String { render(dayMonthYearPattern, c) }

    /// The abbreviated weekday alone: skeleton `EEE` (`Sat`, `Sa`, `土`).
    package func weekday(_ c: CivilTime) -> String { render(weekdayPattern, c) }

    /// The abbreviated month alone: skeleton `MMM` (`Mar`, `März`, `3月`).
    package func month(_ c: CivilTime) -> String { render(monthPattern, c) }

    private func render(_ fields: [Field], _ c: CivilTime) -> String {
        // As UTF-8 bytes, made into a string once: appending each piece to a String checked its
        // grapheme boundaries, which cost `history`'s year of rows most of their dates.
        var out: [UInt8] = []
        out.reserveCapacity(40)
        render(fields, c, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `shortDate`'s text as UTF-8 bytes added to `out` (a table of days writes many).
    package func shortDate(_ c: CivilTime, into out: inout [UInt8]) { render(shortDatePattern, c, into: &out) }

    private func render(_ fields: [Field], _ c: CivilTime, into out: inout [UInt8]) {
        func number(_ n: Int, padded: Bool) {
            guard (0..<100).contains(n) else { return out.appendUTF8(String(n)) }
            if padded || n >= 10 { out.append(UInt8(ascii: "0") + UInt8(n / 10)) }
            out.append(UInt8(ascii: "0") + UInt8(n % 10))
        }
        for field in fields {
            switch field {
            case .text(let text): out.appendUTF8(text)
            case .weekday(let standAlone): out.appendUTF8((standAlone ? standAloneWeekdays : weekdays)[c.weekday])
            case .monthName(let standAlone): out.appendUTF8((standAlone ? standAloneMonths : months)[c.month - 1])
            case .monthNumber(let padded): number(c.month, padded: padded)
            case .day(let padded): number(c.day, padded: padded)
            case .year: out.appendUTF8(String(c.year))
            }
        }
    }

    // MARK: - Patterns

    /// The fields of a CLDR date pattern: runs of pattern letters, `'quoted'` text (`''` is a
    /// quote), and any other character as itself. Only the letters wxsh's skeletons give are known.
    package static func fields(_ pattern: String) -> [Field] {
        let characters = Array(pattern)
        var fields: [Field] = []
        var text = ""
        func flush() {
            if !text.isEmpty { fields.append(.text(text)) }
            text = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                index += 1
                if index < characters.count, characters[index] == "'" {
                    text.append("'")
                    index += 1
                    continue
                }
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count, characters[index + 1] == "'" {
                            text.append("'")
                            index += 2
                            continue
                        }
                        break
                    }
                    text.append(characters[index])
                    index += 1
                }
                index += 1  // the closing quote
            } else if character.isASCII, character.isLetter {
                var count = 1
                while index + count < characters.count, characters[index + count] == character { count += 1 }
                flush()
                fields.append(field(character, count: count, in: pattern))
                index += count
            } else {
                text.append(character)
                index += 1
            }
        }
        flush()
        return fields
    }

    private static func field(_ letter: Character, count: Int, in pattern: String) -> Field {
        switch (letter, count) {
        case ("E", 1...3): return .weekday(standAlone: false)
        case ("c", 3): return .weekday(standAlone: true)
        case ("M", 3): return .monthName(standAlone: false)
        case ("L", 3): return .monthName(standAlone: true)
        case ("M", 1...2), ("L", 1...2): return .monthNumber(padded: count == 2)
        case ("d", 1...2): return .day(padded: count == 2)
        case ("y", 1): return .year
        default: preconditionFailure("CalendarWords: \(String(repeating: letter, count: count)) in \(pattern) is not supported")
        }
    }
}
