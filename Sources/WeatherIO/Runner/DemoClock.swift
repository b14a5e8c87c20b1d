import FoundationEssentials
import WeatherCore

/// The session's clock while recording or replaying: it moves only when the run starts and when
/// each command begins, so a replay, which sets it from the recording, reads the very times the
/// recorded run read ("fetched 3 min ago", the "now" marker, dates) and prints the same output.
final class DemoClock: Sendable {
    private struct Reading {
        var now: Date
        var command = 0
    }

    private let reading: Locked<Reading>
    private let start: Int64
    /// The next time when a command begins; nil reads the real clock.
    private let source: @Sendable (Int) -> Int64?
    /// Told of each command's time (the recording writes it).
    private let told: @Sendable (Int, Int64) -> Void

    /// - Parameters:
    ///   - start: the time the run starts at, in milliseconds since 1970.
    ///   - next: the time the Nth command begins at (milliseconds), nil to keep the clock where it is.
    ///   - told: called with each command's number and time.
    init(start: Int64, next: @escaping @Sendable (Int) -> Int64?, told: @escaping @Sendable (Int, Int64) -> Void = { _, _ in }) {
        reading = Locked(Reading(now: DemoClock.date(start)))
        self.start = start
        source = next
        self.told = told
    }

    var now: @Sendable () -> Date { { [reading] in reading.withLock { $0.now } } }

    /// A command begins: the clock moves to its time.
    func step() {
        let (number, time) = reading.withLock { reading -> (Int, Int64?) in
            reading.command += 1
            guard let time = source(reading.command) else { return (reading.command, nil) }
            reading.now = DemoClock.date(time)
            return (reading.command, time)
        }
        if let time { told(number, time) }
    }

    /// Back to the run's start, before its first command (`--step` going back re-runs the script).
    func rewind() {
        reading.withLock { $0 = Reading(now: DemoClock.date(start)) }
    }

    /// Whole milliseconds since 1970, as a recording writes times.
    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }

    static func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
