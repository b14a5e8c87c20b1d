import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// A value handed from a task to the waiting thread, with a pipe the thread can sleep on in
/// poll() beside another descriptor (Ctrl-C's self-pipe).
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let stored = Locked<T?>(nil)
    /// Written once when the value is set; (-1, -1) if no pipe could be made.
    private let done: (read: Int32, write: Int32)

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            done = (fds[0], fds[1])
        } else {
            done = (-1, -1)
        }
    }

    deinit {
        if done.read >= 0 { close(done.read) }
        if done.write >= 0 { close(done.write) }
    }

    var value: T? { stored.withLock { $0 } }

    func set(_ newValue: T) {
        stored.withLock { $0 = newValue }
        var byte: UInt8 = 1
        _ = write(done.write, &byte, 1)
    }

    /// Sleeps until the value is set or `other` is readable (or a signal interrupts the wait, or
    /// `timeoutMilliseconds` pass; -1: no limit). Without a pipe, sleeps a few milliseconds instead.
    func waitForValue(orReadable other: Int32, timeoutMilliseconds: Int32 = -1) {
        guard done.read >= 0 else {
            usleep(5_000)
            return
        }
        var fds = [
            pollfd(fd: done.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: other, events: Int16(POLLIN), revents: 0)
        ]
        _ = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
    }
}
