import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// How long output may still wait for its reader once a signal asks wxsh to stop.
///
/// A write to a full pipe nobody reads, or to a terminal stopped with Ctrl-S, blocks; SIGTERM,
/// SIGHUP or Ctrl-C interrupts it (the handlers do not restart calls), and from then on every
/// write waits in poll() at most until a deadline half a second away, then drops the rest, so
/// wxsh saves its state and ends rather than waiting for a reader that may never come.
final class WriteDeadline: @unchecked Sendable {
    let interrupts: any InterruptSource
    /// Set when the run is ending for a reason the interrupt flags no longer show (Ctrl-C
    /// stopped a script and was taken).
    var leaving = false
    private var deadline: Int64?
    /// How long the reader gets, in all, once wxsh is stopping.
    static let patience: Int64 = 500
    /// Bytes written at once while stopping: what a pipe (or a terminal) with any room takes
    /// without blocking.
    static let chunk = 512

    init(interrupts: any InterruptSource) {
        self.interrupts = interrupts
    }

    /// The monotonic time (ms) by which writes must be done, or nil while wxsh is not stopping.
    /// A Ctrl-C at the prompt, once taken, lets later writes wait again.
    func milliseconds() -> Int64? {
        guard leaving || interrupts.isPending else {
            deadline = nil
            return nil
        }
        if let deadline { return deadline }
        let limit = Spinner.milliseconds() + WriteDeadline.patience
        deadline = limit
        return limit
    }

    /// Whether `fd` takes bytes before the time `limit` (ms) passes.
    static func writable(_ fd: Int32, until limit: Int64) -> Bool {
        while true {
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(0, limit - Spinner.milliseconds())))
            if ready < 0 && errno == EINTR { continue }
            return ready > 0 && descriptor.revents & Int16(POLLOUT) != 0
        }
    }
}
