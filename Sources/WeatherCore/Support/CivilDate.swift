/// A day of the proleptic Gregorian calendar, without a time or a zone: what `day DATE` asks for.
///
/// Days are counted from 1970-01-01 with Howard Hinnant's days-from-civil algorithm, as
/// `CivilTime` counts them, so the two agree on every day.
package struct CivilDate: Comparable, Hashable, Sendable, Codable {
    /// The year, 1…9999 for a date made from its parts (any year from arithmetic).
    package let year: Int
    /// The month, 1 (January) … 12.
    package let month: Int
    /// The day of the month, 1 … 28, 29, 30 or 31.
    package let day: Int

    /// The date of `year`, `month` and `day`, or nil when the calendar has no such day
    /// (2023-02-30, month 13, day 0) or the year is outside 1…9999 (what ISO 8601 writes in four
    /// digits without prior agreement).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.length(ofMonth: month, in: year) else {
            return nil
        }
        self.init(checked: year, month, day)
    }

    /// A date whose parts the caller has already checked.
    private init(checked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (before it when negative).
    package init(daysSince1970 days: Int) {
        let civil = CivilDate.civil(days)
        self.init(checked: civil.year, civil.month, civil.day)
    }

    /// The year, month and day `days` days after 1970-01-01: the one place the calendar is
    /// worked out from a day count (`CivilTime` reads it too).
    package static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        // Civil from days: shift to 0000-03-01, count 400-year eras, then the year of the era
        // and the day of a year that starts in March (so February's length comes last).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * marchMonth + 2) / 5 + 1)
    }

    /// The local date of the unix time `epoch` at `offset` seconds east of UTC.
    package init(epoch: Int64, offset: Int) {
        // Split before adding, so no epoch overflows: whole days towards zero, then the rest of
        // the day's seconds plus the offset, rounded down.
        let seconds = Int(epoch % 86_400) + offset
        self.init(daysSince1970: Int(epoch / 86_400) + Int(Self.floorDivide(Int64(seconds), 86_400)))
    }

    /// Days since 1970-01-01 (negative before it).
    package var daysSince1970: Int { CivilDate.daysSince1970(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a year, month and day, not checked (a zone rule's dates count on
    /// it): the one place a day count is worked out from the calendar.
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week, 0 = Sunday (1970-01-01 was a Thursday).
    package var weekday: Int { ((daysSince1970 % 7) + 11) % 7 }

    /// Midnight of this date at offset 0, for the calendar's words (`CalendarWords.date`).
    package var civilTime: CivilTime { CivilTime(epoch: Int64(daysSince1970) * 86_400, offset: 0) }

    /// The date `days` days later (earlier when negative).
    package func adding(days: Int) -> CivilDate { CivilDate(daysSince1970: daysSince1970 + days) }

    /// The same day `months` months later (earlier when negative), or the month's last day when
    /// it is shorter: 31 January plus one month is 28 (or 29) February.
    package func adding(months: Int) -> CivilDate {
        let total = year * 12 + (month - 1) + months
        let newYear = Int(Self.floorDivide(Int64(total), 12))
        let newMonth = total - newYear * 12 + 1
        return CivilDate(checked: newYear, newMonth, min(day, Self.length(ofMonth: newMonth, in: newYear)))
    }

    /// The days from `from` to `to`: positive when `to` is later.
    package static func days(from: CivilDate, to: CivilDate) -> Int { to.daysSince1970 - from.daysSince1970 }

    /// The date as ISO 8601 writes it: `2023-03-14`.
    package var iso: String {
        let year = self.year >= 0 ? CivilTime.four(self.year) : String(self.year)
        return "\(year)-\(CivilTime.two(month))-\(CivilTime.two(day))"
    }

    /// The date of strict ISO 8601 text, `YYYY-MM-DD` and nothing else, or nil.
    package init?(iso: String) {
        let bytes = Array(iso.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Whether `year` has a 29 February.
    package static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The number of days in `month` (1…12) of `year`.
    package static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Earlier dates first.
    package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// A date is stored as its ISO text (`"2023-03-14"`), and read back only when the calendar has it.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD date: \(text)")
        }
        self = date
    }

    /// Writes the date as its ISO text.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    /// `value / divisor` rounded down (Swift's `/` rounds towards zero).
    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
