/// How the runner learns of Ctrl-C and of SIGTERM or SIGHUP: the executable's signal handlers
/// set flags and write to a pipe; tests press them in memory.
public protocol InterruptSource: AnyObject, Sendable {
    /// A descriptor that is readable while an interrupt or a stop is pending, so that a thread
    /// waiting in poll() wakes at once; -1 for none.
    var wakeDescriptor: Int32 { get }
    /// Whether Ctrl-C or a stop is pending, without taking it.
    var isPending: Bool { get }
    /// Whether Ctrl-C was pressed since the last call; empties the wake-up descriptor.
    func takeInterrupt() -> Bool
    /// The signal that asked wxsh to stop (SIGTERM, SIGHUP), if one did.
    var termination: Int32? { get }
    /// Empties the wake-up descriptor when nothing is pending: a byte left there with the flag
    /// already taken would wake every later poll() at once.
    func dropStaleWakeUps()
}
