import Synchronization

/// A value guarded by a lock, for the few places where callbacks from other threads (the
/// network thread, a task's cancellation handler) must share state and an actor cannot be awaited.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: Mutex<Unprotected>

    package init(_ value: Value) {
        mutex = Mutex(Unprotected(value: value))
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&$0.value) }
    }

    /// The value as the mutex holds it: `Mutex` wants a `Sendable` value, which the lock makes safe.
    private struct Unprotected: @unchecked Sendable {
        var value: Value
    }
}
