// Foundation, not FoundationEssentials: NSLock.
import Foundation

/// A value guarded by a lock, for the few places where callbacks from other threads (the
/// network thread, a task's cancellation handler) must share state and an actor cannot be awaited.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
