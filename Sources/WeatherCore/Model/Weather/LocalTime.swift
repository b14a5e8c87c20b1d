import CoreLanguage
import CoreSupport
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
    package struct OffsetSpan {
        package let from: Int64, until: Int64, offset: Int
        package func contains(_ epoch: Int64) -> Bool { epoch >= from && epoch < until }
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
        return CivilTime.two(c.hour) + ":" + CivilTime.two(c.minute)
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
        return minutes % 60 == 0 ? "UTC\(sign)\(hours)" : "UTC\(sign)\(hours):\(CivilTime.two(minutes % 60))"
    }

    /// `2023-03-25T21:26:59+00:00`: ISO 8601 with the place's offset.
    package func iso8601(_ epoch: Int64) -> String {
        let c = components(epoch)
        guard (0...9999).contains(c.year) else {
            let minutes = abs(c.offset) / 60
            return "\(CivilTime.four(c.year))-\(CivilTime.two(c.month))-\(CivilTime.two(c.day))T"
                + "\(CivilTime.two(c.hour)):\(CivilTime.two(c.minute)):\(CivilTime.two(c.second))"
                + "\(c.offset < 0 ? "-" : "+")\(CivilTime.two(minutes / 60)):\(CivilTime.two(minutes % 60))"
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
        return "\(CivilTime.four(c.year))-\(CivilTime.two(c.month))-\(CivilTime.two(c.day))"
    }

    /// A civil date and time (`CivilTime`).
    package typealias Components = CivilTime
}
