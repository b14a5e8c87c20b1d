import WeatherIO

#if canImport(Glibc)
    import Glibc
#endif

/// The signal handlers' state, in memory of its own: the SIGINT flag, the SIGTERM/SIGHUP number
/// and the self-pipe's two descriptors. A handler interrupts the main code wherever it is, so it
/// must not touch a stored Swift global: Swift checks each access to one for exclusivity, and a
/// Ctrl-C landing while the line reader was reading `interruptReceived` aborted wxsh with
/// "Simultaneous accesses" (seen at a pseudo-terminal under load). Memory reached through a
/// pointer is not checked; the globals below are computed, over it. Made before any handler is
/// installed (`Signals.install`), so no handler runs its lazy initialisation.
nonisolated(unsafe) let signalState: UnsafeMutablePointer<Int32> = {
    let state = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
    state.initialize(from: [0, 0, -1, -1], count: 4)
    return state
}()

/// Set by the SIGINT handler. A C signal handler can reach only global state, so this flag, the
/// pipe and the termination number below are the executable's only globals.
var interruptReceived: sig_atomic_t {
    get { signalState[0] }
    set { signalState[0] = newValue }
}

/// A self-pipe: the SIGINT handler writes a byte to it, so a reader waiting in poll() wakes
/// at once, whether the signal came during the wait or just before it.
var interruptPipe: (read: Int32, write: Int32) {
    get { (signalState[2], signalState[3]) }
    set {
        signalState[2] = newValue.read
        signalState[3] = newValue.write
    }
}

/// Set by the SIGTERM and SIGHUP handler to the signal's number: wxsh stops what it is doing,
/// saves its state and exits 128 + the number.
var terminationSignal: sig_atomic_t {
    get { signalState[1] }
    set { signalState[1] = newValue }
}

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
        install(SIGINT) { _ in
            interruptReceived = 1
            var byte: UInt8 = 1
            _ = write(interruptPipe.write, &byte, 1)
        }
        catchTermination()
    }

    /// SIGTERM and SIGHUP stop wxsh after it has saved its state (a signal ignored when wxsh
    /// started, as under `nohup`, stays ignored). They wake a waiting reader or fetch as
    /// Ctrl-C does, through the same pipe.
    static func catchTermination() {
        for signal in [SIGTERM, SIGHUP] {
            var old = sigaction()
            sigaction(signal, nil, &old)
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            install(signal) { number in
                terminationSignal = number
                var byte: UInt8 = 2
                _ = write(interruptPipe.write, &byte, 1)
            }
        }
    }

    /// Sets `handler` for `signal` and unblocks it: a launcher may hand wxsh a blocked signal
    /// (Foundation's Process blocks SIGINT and SIGTERM in its children).
    static func install(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
        _ = signalState  // made now, never first in a handler
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal that asked wxsh to stop (SIGTERM, SIGHUP), if one did.
    static var termination: Int32? { terminationSignal == 0 ? nil : Int32(terminationSignal) }

    /// Empties the self-pipe when no Ctrl-C is pending: a byte left there with the flag already
    /// taken would wake every later poll() at once.
    static func dropStaleWakeUps() {
        guard interruptReceived == 0, terminationSignal == 0 else { return }
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

/// The signal handlers' flags and pipe, as the runner is handed them.
final class SignalInterrupts: InterruptSource {
    var wakeDescriptor: Int32 { interruptPipe.read }
    var isPending: Bool { interruptReceived != 0 || terminationSignal != 0 }
    var termination: Int32? { Signals.termination }
    func takeInterrupt() -> Bool { Signals.takeInterrupt() }
    func dropStaleWakeUps() { Signals.dropStaleWakeUps() }
}
