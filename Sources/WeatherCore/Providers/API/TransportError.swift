/// Why an HTTP exchange produced no answer, in the classes a person can act on differently.
package enum TransportError: Error, Equatable, Sendable {
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
    /// The secure (TLS) connection could not be made: a certificate that is not trusted, expired
    /// or for another name, or a server that does not speak TLS; described by the system.
    case tls(String)
    /// The URL cannot be fetched: malformed, a scheme other than https (http only to this
    /// machine), described in words.
    case badURL(String)
    /// Anything else, described by the system.
    case other(String)
}

/// Which deadline ran out.
package enum TimeoutPhase: String, Equatable, Sendable {
    /// Connecting and waiting for the status line.
    case connect
    /// The whole exchange, body included.
    case total
}
