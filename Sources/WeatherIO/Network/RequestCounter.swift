import FoundationEssentials
import WeatherCore

/// Counts the HTTP requests sent through a transport, so that `trace` can say how many a
/// command made. Wrapping costs a lock per request, nothing per command.
final class RequestCounter: @unchecked Sendable {
    private let sent = Locked(0)

    /// The requests sent so far.
    var count: Int { sent.withLock { $0 } }

    /// `transport`, counting each request it is given.
    func counting(_ transport: HTTPTransport) -> HTTPTransport {
        HTTPTransport { [self] request throws(TransportError) -> HTTPResponse in
            sent.withLock { $0 += 1 }
            return try await transport.send(request)
        }
    }
}
