import Foundation

/// Sends one HTTP GET and returns the whole answer: the seam between the OpenWeather client and
/// the network, so the core never touches a socket and tests can answer from memory.
///
/// The live value, `HTTPTransport.live`, is libcurl's, in the WeatherIO target; a test can pass
/// a closure that answers from memory. Implementations throw `TransportError` and nothing else.
public struct HTTPTransport: Sendable {
    public var send: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse

    public init(send: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse) {
        self.send = send
    }
}

/// A GET request: the URL and how long to wait for it.
public struct HTTPRequest: Equatable, Sendable {
    public var url: URL
    /// Seconds to wait for the connection (TCP and TLS) to be made; nil for the transport's default.
    public var connectTimeout: TimeInterval?
    /// Seconds the whole exchange may take; nil for the transport's default.
    public var totalTimeout: TimeInterval?

    public init(url: URL, connectTimeout: TimeInterval? = nil, totalTimeout: TimeInterval? = nil) {
        self.url = url
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
    }
}

/// What the server answered: the status and the body, whatever the status.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var body: Data
    /// Where a redirect (3xx) pointed, as an absolute URL, when it said; redirects are never
    /// followed, so the caller reports it.
    public var location: String?

    public init(status: Int, body: Data, location: String? = nil) {
        self.status = status
        self.body = body
        self.location = location
    }
}
