import CoreSupport
import FoundationEssentials

/// When a time zone's UTC offset changes, read from its compiled zone file (TZif, RFC 8536):
/// the transitions it lists, then the POSIX rule of its footer for the years after them.
/// FoundationEssentials' `TimeZone` knows only GMT, and Foundation's brings ICU and its data.
package struct ZoneRules: Equatable, Sendable {
    /// Instants (seconds since 1970, UTC) at which the offset changes, ascending.
    package let transitions: [Int64]
    /// The offset (seconds east of UTC) in force from each transition on.
    package let offsets: [Int]
    /// The offset before the first transition (the file's first local time type).
    package let initialOffset: Int
    /// The rule for instants after the last transition (`CET-1CEST,M3.5.0,M10.5.0/3`), if any.
    package let rule: PosixZoneRule?

    /// The offset in force at `epoch`, and the span of instants `from..<until` it holds for.
    package func offset(at epoch: Int64) -> (offset: Int, from: Int64, until: Int64) {
        // The last transition at or before `epoch`, by binary search.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= epoch { low = middle + 1 } else { high = middle }
        }
        if low < transitions.count {
            return low == 0
                ? (initialOffset, .min, transitions[0]) : (offsets[low - 1], transitions[low - 1], transitions[low])
        }
        let from = transitions.last ?? .min
        let last = offsets.last ?? initialOffset
        guard let rule else { return (last, from, .max) }
        let span = rule.offset(at: epoch)
        return (span.offset, max(from, span.from), span.until)
    }
}

/// A POSIX TZ rule: standard time, and daylight time between two dates a year.
package struct PosixZoneRule: Equatable, Sendable {
    /// Seconds east of UTC.
    package let standard: Int
    /// Daylight time's offset and when it starts and ends (local wall time), or nil.
    package let daylight: (offset: Int, start: Day, end: Day)?

    /// A day of the year and a time of that day (seconds, may be negative or past 24 h).
    package struct Day: Equatable {
        package enum Kind: Equatable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julian(Int)
            /// `n`: day 0…365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 = Sunday) of week w (5 = the last) of month m.
            case month(Int, week: Int, weekday: Int)
        }
        package let kind: Kind
        package let time: Int
    }

    package static func == (a: PosixZoneRule, b: PosixZoneRule) -> Bool {
        a.standard == b.standard && a.daylight?.offset == b.daylight?.offset && a.daylight?.start == b.daylight?.start
            && a.daylight?.end == b.daylight?.end
    }

    /// Reads `CET-1CEST,M3.5.0,M10.5.0/3`, `JST-9`, `<-03>3<-02>,M3.5.0/-2,M10.5.0/-1`; nil for anything else.
    package init?(_ text: String) {
        var rest = Substring(text)
        guard TZif.abbreviation(&rest) != nil, let west = TZif.offset(&rest) else { return nil }
        standard = -west
        guard !rest.isEmpty else {
            daylight = nil
            return
        }
        guard TZif.abbreviation(&rest) != nil else { return nil }
        let daylightWest = rest.first == "," ? west - 3600 : TZif.offset(&rest) ?? west - 3600
        guard rest.first == ",", let start = PosixZoneRule.day(&rest), rest.first == ",", let end = PosixZoneRule.day(&rest),
            rest.isEmpty
        else { return nil }
        daylight = (-daylightWest, start, end)
    }

    /// `,M3.5.0/3`, `,J60`, `,59/-2` at the start of `text` (its comma included), consumed.
    private static func day(_ text: inout Substring) -> Day? {
        text = text.dropFirst()
        func number() -> Int? {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3 else { return nil }
            text = text.dropFirst(digits.count)
            return Int(digits)
        }
        let kind: Day.Kind
        if text.first == "M" {
            text = text.dropFirst()
            guard let month = number(), text.popFirst() == ".", let week = number(), text.popFirst() == ".",
                let weekday = number(), (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            kind = .month(month, week: week, weekday: weekday)
        } else if text.first == "J" {
            text = text.dropFirst()
            guard let day = number(), (1...365).contains(day) else { return nil }
            kind = .julian(day)
        } else {
            guard let day = number(), (0...365).contains(day) else { return nil }
            kind = .zeroBased(day)
        }
        var time = 7200
        if text.first == "/" {
            text = text.dropFirst()
            guard let west = TZif.offset(&text) else { return nil }
            time = west
        }
        return Day(kind: kind, time: time)
    }

    /// The offset in force at `epoch`, and the span it holds for (bounded by this rule's changes).
    package func offset(at epoch: Int64) -> (offset: Int, from: Int64, until: Int64) {
        guard let daylight else { return (standard, .min, .max) }
        let year = LocalTime.Components(epoch: epoch + Int64(standard), offset: standard).year
        // The changes of the year before, this year and the next, in order: each with the offset after it.
        var changes: [(at: Int64, offset: Int)] = []
        for year in year - 1...year + 1 {
            changes.append((PosixZoneRule.instant(daylight.start, year: year) - Int64(standard), daylight.offset))
            changes.append((PosixZoneRule.instant(daylight.end, year: year) - Int64(daylight.offset), standard))
        }
        changes.sort { $0.at < $1.at }
        guard let index = changes.lastIndex(where: { $0.at <= epoch }) else { return (standard, .min, changes[0].at) }
        let until = index + 1 < changes.count ? changes[index + 1].at : .max
        return (changes[index].offset, changes[index].at, until)
    }

    /// Seconds since 1970 of `day` in `year`, as if local time were UTC.
    private static func instant(_ day: Day, year: Int) -> Int64 {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let january1 = daysFromCivil(year: year, month: 1, day: 1)
        let days: Int
        switch day.kind {
        case .julian(let n): days = january1 + n - 1 + (leap && n >= 60 ? 1 : 0)
        case .zeroBased(let n): days = january1 + n
        case .month(let month, let week, let weekday):
            let first = daysFromCivil(year: year, month: month, day: 1)
            let firstWeekday = ((first % 7) + 11) % 7  // 1970-01-01 was a Thursday (4)
            var date = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
            let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            while date >= first + length { date -= 7 }
            days = date
        }
        return Int64(days) * 86_400 + Int64(day.time)
    }

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm, in `CivilDate`).
    package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        CivilDate.daysSince1970(year: year, month: month, day: day)
    }
}

extension TZif {
    /// The offsets of a zone file, or nil when the bytes are not a TZif file of version 2 or later.
    package static func rules(_ data: Data) -> ZoneRules? {
        let bytes = [UInt8](data)
        guard bytes.count >= 44, bytes[4] >= UInt8(ascii: "2"), let first = Layout(bytes, at: 0, timeSize: 4),
            let block = Layout(bytes, at: first.end, timeSize: 8)
        else { return nil }
        var transitions: [Int64] = []
        var offsets: [Int] = []
        for index in 0..<block.timecnt {
            let at = block.times + 8 * index
            let time = Int64(bitPattern: UInt64(bigEndian32(bytes, at)) << 32 | UInt64(bigEndian32(bytes, at + 4)))
            let type = Int(bytes[block.indices + index])
            guard type < block.typecnt, transitions.last.map({ $0 < time }) ?? true else { return nil }
            transitions.append(time)
            offsets.append(block.offset(ofType: type, in: bytes))
        }
        var rule: PosixZoneRule?
        if block.end < bytes.count, bytes[block.end] == 0x0A {
            let text = bytes[(block.end + 1)...].prefix { $0 != 0x0A }
            rule = PosixZoneRule(String(decoding: text, as: UTF8.self))
        }
        return ZoneRules(
            transitions: transitions, offsets: offsets, initialOffset: block.offset(ofType: 0, in: bytes), rule: rule)
    }
}

/// The system's zone database (/usr/share/zoneinfo), each zone read once a process.
///
/// The one file the core reads itself, as Foundation's `TimeZone(identifier:)` read ICU's zone
/// data inside every `LocalTime`: a clock that needed its zone handed in would change every
/// caller that makes one. A zone that is not there (or not a zone) has no rules.
package enum ZoneDatabase {
    private static let known = Locked<[String: ZoneRules?]>([:])

    /// The rules of the IANA zone `identifier` (`Europe/London`), or nil.
    package static func rules(for identifier: String) -> ZoneRules? {
        if let found = known.withLock({ $0[identifier] }) { return found }
        let rules = read(identifier)
        known.withLock { $0[identifier] = rules }
        return rules
    }

    private static func read(_ identifier: String) -> ZoneRules? {
        guard SystemTimeZone.isZoneName(identifier), !identifier.hasPrefix("/") else { return nil }
        let url = URL(fileURLWithPath: "/usr/share/zoneinfo/" + identifier)
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe), data.count <= TZif.maximumSize else { return nil }
        return TZif.rules(data)
    }
}
