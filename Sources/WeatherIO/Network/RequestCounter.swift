// Foundation, not FoundationEssentials: NSLock.
import Foundation
import WeatherCore

/// Counts the HTTP requests sent through a transport, so that `trace` can say how many a
/// command made. Wrapping costs a lock per request, nothing per command.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var sent = 0

    /// The requests sent so far.
    var count: Int { lock.withLock { sent } }

    /// `transport`, counting each request it is given.
    func counting(_ transport: HTTPTransport) -> HTTPTransport {
        HTTPTransport { [self] request throws(TransportError) -> HTTPResponse in
            lock.withLock { sent += 1 }
            return try await transport.send(request)
        }
    }
}
