import Foundation

/// Sends one HTTP GET and returns the whole answer: the seam between the OpenWeather client and
/// the network, so tests and the shell can swap URLSession for something else.
///
/// The live value is `HTTPTransport.live` (URLSession; FoundationNetworking on Linux); a test
/// can pass a closure that answers from memory. Implementations throw `TransportError` and nothing else.
public struct HTTPTransport: Sendable {
    /// The transport the shell uses: Foundation's URLSession.
    public static var live: HTTPTransport { .urlSession() }

    public var send: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse

    public init(send: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse) {
        self.send = send
    }
}

/// A GET request: the URL and how long to wait for it.
public struct HTTPRequest: Equatable, Sendable {
    public var url: URL
    /// Seconds to wait for the connection and the start of the answer (the status line);
    /// nil for the transport's default.
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

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
