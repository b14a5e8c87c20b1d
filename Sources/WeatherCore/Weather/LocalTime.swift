import FoundationEssentials

/// Formats instants in a place's own time zone, independent of the machine's zone and locale.
///
/// The offset comes from the IANA zone when the system's zone database has it (so a forecast that
/// crosses a daylight-saving change shows the right hours), else from the response's fixed offset.
package struct LocalTime: Sendable {
    package let zoneIdentifier: String?
    package let fallbackOffset: Int
    private let zone: ZoneRules?
    /// The last span of time found to have one offset: most instants asked about are near each other.
    private let span = Locked<OffsetSpan?>(nil)
    /// The zone's letter abbreviations by UTC offset (seconds), such as -28800: PST.
    package private(set) var abbreviations: [Int: String] = [:]
    /// How dates are written: English (`Sat 25 Mar 2023`) unless `speaking` says otherwise.
    package private(set) var calendar: CalendarWords?

    package init(zoneIdentifier: String?, fallbackOffset: Int) {
        self.zoneIdentifier = zoneIdentifier
        self.fallbackOffset = fallbackOffset
        self.zone = zoneIdentifier.flatMap(ZoneDatabase.rules(for:))
    }

    /// This clock, naming its offsets with the abbreviations `names` knows for its zone.
    package func naming(with names: ZoneNames) -> LocalTime {
        var copy = self
        copy.abbreviations = zoneIdentifier.flatMap { names.abbreviations[$0] } ?? [:]
        return copy
    }

    /// This clock, writing dates as `words`' language does (`Sa., 25. März 2023`).
    package func speaking(_ words: Words) -> LocalTime {
        guard words.language != .en else { return self }
        var copy = self
        copy.calendar = words.calendar
        return copy
    }

    /// Seconds east of UTC at `epoch`.
    package func offset(at epoch: Int64) -> Int {
        guard let zone else { return fallbackOffset }
        if let known = span.withLock({ $0 }), known.contains(epoch) { return known.offset }
        let found = zone.offset(at: epoch)
        span.withLock { $0 = OffsetSpan(from: found.from, until: found.until, offset: found.offset) }
        return found.offset
    }

    /// From `from` up to (not including) `until`, the zone is `offset` seconds east of UTC.
    struct OffsetSpan {
        let from: Int64, until: Int64, offset: Int
        func contains(_ epoch: Int64) -> Bool { epoch >= from && epoch < until }
    }

    /// The civil date and time at `epoch` in this zone.
    package func components(_ epoch: Int64) -> Components {
        let offset = offset(at: epoch)
        return Components(epoch: epoch + Int64(offset), offset: offset)
    }

    /// `Sat 25 Mar 2023`
    package func date(_ epoch: Int64) -> String {
        let c = components(epoch)
        if let calendar { return calendar.date(c) }
        return "\(c.weekdayName) \(c.day) \(c.monthName) \(c.year)"
    }

    /// `Sat 25 Mar`
    package func shortDate(_ epoch: Int64) -> String {
        let c = components(epoch)
        if let calendar { return calendar.shortDate(c) }
        return "\(c.weekdayName) \(c.day) \(c.monthName)"
    }

    /// `Sat`, `Sa.`, `土`: the weekday, abbreviated.
    package func weekday(_ epoch: Int64) -> String {
        let c = components(epoch)
        return calendar?.weekday(c) ?? c.weekdayName
    }

    /// `21:26`
    package func time(_ epoch: Int64) -> String {
        let c = components(epoch)
        return LocalTime.two(c.hour) + ":" + LocalTime.two(c.minute)
    }

    /// The zone's abbreviation at `epoch` (`PST`, `CEST`, `GMT`) when the zone database has one
    /// in letters, else the offset: `UTC`, `UTC+1`, `UTC-8`, `UTC+5:30`.
    package func zoneName(_ epoch: Int64) -> String {
        let seconds = offset(at: epoch)
        if let name = abbreviations[seconds] { return name }
        if seconds == 0 { return "UTC" }
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = minutes / 60
        return minutes % 60 == 0 ? "UTC\(sign)\(hours)" : "UTC\(sign)\(hours):\(LocalTime.two(minutes % 60))"
    }

    /// `2023-03-25T21:26:59+00:00`: ISO 8601 with the place's offset.
    package func iso8601(_ epoch: Int64) -> String {
        let c = components(epoch)
        guard (0...9999).contains(c.year) else {
            let minutes = abs(c.offset) / 60
            return "\(LocalTime.four(c.year))-\(LocalTime.two(c.month))-\(LocalTime.two(c.day))T"
                + "\(LocalTime.two(c.hour)):\(LocalTime.two(c.minute)):\(LocalTime.two(c.second))"
                + "\(c.offset < 0 ? "-" : "+")\(LocalTime.two(minutes / 60)):\(LocalTime.two(minutes % 60))"
        }
        // Digit by digit into 25 bytes: JSON output writes one for every hour and day shown.
        let minutes = abs(c.offset) / 60
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 25)
        func put(_ value: Int, at index: Int, digits: Int) {
            var value = value
            for place in stride(from: index + digits - 1, through: index, by: -1) {
                bytes[place] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(c.year, at: 0, digits: 4)
        bytes[4] = UInt8(ascii: "-")
        put(c.month, at: 5, digits: 2)
        bytes[7] = UInt8(ascii: "-")
        put(c.day, at: 8, digits: 2)
        bytes[10] = UInt8(ascii: "T")
        put(c.hour, at: 11, digits: 2)
        bytes[13] = UInt8(ascii: ":")
        put(c.minute, at: 14, digits: 2)
        bytes[16] = UInt8(ascii: ":")
        put(c.second, at: 17, digits: 2)
        bytes[19] = UInt8(ascii: c.offset < 0 ? "-" : "+")
        put(minutes / 60, at: 20, digits: 2)
        bytes[22] = UInt8(ascii: ":")
        put(minutes % 60, at: 23, digits: 2)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `2023-03-25`: the local calendar date.
    package func isoDate(_ epoch: Int64) -> String {
        let c = components(epoch)
        return "\(LocalTime.four(c.year))-\(LocalTime.two(c.month))-\(LocalTime.two(c.day))"
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    static func four(_ n: Int) -> String {
        let s = String(n)
        return s.count >= 4 ? s : String(repeating: "0", count: 4 - s.count) + s
    }

    /// A civil date and time, computed with Howard Hinnant's days-from-civil algorithm.
    package struct Components: Equatable, Sendable {
        package let year: Int, month: Int, day: Int
        package let hour: Int, minute: Int, second: Int
        /// 0 = Sunday.
        package let weekday: Int
        package let offset: Int

        init(epoch local: Int64, offset: Int) {
            let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
            let secs = Int(local - Int64(days) * 86_400)
            hour = secs / 3600
            minute = secs % 3600 / 60
            second = secs % 60
            weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let doe = z - era * 146_097
            let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
            let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
            let mp = (5 * doy + 2) / 153
            day = doy - (153 * mp + 2) / 5 + 1
            month = mp < 10 ? mp + 3 : mp - 9
            year = yoe + era * 400 + (month <= 2 ? 1 : 0)
            self.offset = offset
        }

        package var weekdayName: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday] }
        package var monthName: String {
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
        }
    }
}
