/// Why an HTTP exchange produced no answer, in the classes a person can act on differently.
public enum TransportError: Error, Equatable, Sendable {
    /// The host name did not resolve (DNS).
    case cannotFindHost
    /// Nothing listens at the address, or the host refused the connection.
    case cannotConnect
    /// The connection or the answer took too long.
    case timedOut(TimeoutPhase)
    /// The connection closed before a complete answer arrived.
    case connectionLost
    /// The machine has no network at all.
    case notConnected
    /// The body grew past the limit and the transfer was stopped.
    case tooLarge(limit: Int)
    /// The task was cancelled (Ctrl-C).
    case cancelled
    /// Anything else (TLS failures, bad URLs, …), described by the system.
    case other(String)
}

/// Which deadline ran out.
public enum TimeoutPhase: String, Equatable, Sendable {
    /// Connecting and waiting for the status line.
    case connect
    /// The whole exchange, body included.
    case total
}
