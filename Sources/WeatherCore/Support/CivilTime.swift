/// A civil date and time, computed with Howard Hinnant's days-from-civil algorithm (the
/// calendar's words and `LocalTime` build on it).
package struct CivilTime: Equatable, Sendable {
    package let year: Int, month: Int, day: Int
    package let hour: Int, minute: Int, second: Int
    /// 0 = Sunday.
    package let weekday: Int
    package let offset: Int

    package init(epoch local: Int64, offset: Int) {
        let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let secs = Int(local - Int64(days) * 86_400)
        hour = secs / 3600
        minute = secs % 3600 / 60
        second = secs % 60
        weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
        (year, month, day) = CivilDate.civil(days)
        self.offset = offset
    }

    package var weekdayName: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday] }
    package var monthName: String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }

    package static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    package static func four(_ n: Int) -> String {
        let s = String(n)
        return s.count >= 4 ? s : String(repeating: "0", count: 4 - s.count) + s
    }
}
