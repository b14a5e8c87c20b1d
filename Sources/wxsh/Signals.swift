#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGINT handler; a C signal handler can reach only global state, so this one
/// flag is the executable's single global, read and cleared by the line reader.
nonisolated(unsafe) var interruptReceived: sig_atomic_t = 0

enum Signals {
    /// Catches Ctrl-C without restarting the interrupted read, so the line reader returns and
    /// can abandon the line instead of the process dying.
    static func catchInterrupts() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptReceived = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Whether Ctrl-C was pressed since the last call.
    static func takeInterrupt() -> Bool {
        defer { interruptReceived = 0 }
        return interruptReceived != 0
    }
}
