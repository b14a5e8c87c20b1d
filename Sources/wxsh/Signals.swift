#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGINT handler. A C signal handler can reach only global state, so this flag and
/// the pipe below are the executable's only globals.
nonisolated(unsafe) var interruptReceived: sig_atomic_t = 0

/// A self-pipe: the SIGINT handler writes a byte to it, so a reader waiting in poll() wakes
/// at once, whether the signal came during the wait or just before it.
nonisolated(unsafe) var interruptPipe: (read: Int32, write: Int32) = (-1, -1)

enum Signals {
    /// Catches Ctrl-C without restarting the interrupted call, so the line reader can abandon
    /// the line instead of the process dying.
    static func catchInterrupts() {
        if interruptPipe.read < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                interruptPipe = (fds[0], fds[1])
            }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            interruptReceived = 1
            var byte: UInt8 = 1
            _ = write(interruptPipe.write, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A launcher may hand wxsh a blocked SIGINT (Foundation's Process does); unblock it.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// Empties the self-pipe when no Ctrl-C is pending: a byte left there with the flag already
    /// taken would wake every later poll() at once.
    static func dropStaleWakeUps() {
        guard interruptReceived == 0 else { return }
        var byte: UInt8 = 0
        while interruptPipe.read >= 0, read(interruptPipe.read, &byte, 1) > 0 {}
    }

    /// Whether Ctrl-C was pressed since the last call; empties the self-pipe.
    static func takeInterrupt() -> Bool {
        var byte: UInt8 = 0
        while interruptPipe.read >= 0, read(interruptPipe.read, &byte, 1) > 0 {}
        defer { interruptReceived = 0 }
        return interruptReceived != 0
    }
}
