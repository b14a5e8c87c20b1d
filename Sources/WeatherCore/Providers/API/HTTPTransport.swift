import FoundationEssentials

/// Sends one HTTP GET and returns the whole answer: the seam between the OpenWeather client and
/// the network, so the core never touches a socket and tests can answer from memory.
///
/// The live value, `HTTPTransport.live`, is libcurl's, in the WeatherIO target; a test can pass
/// a closure that answers from memory. Implementations throw `TransportError` and nothing else.
package struct HTTPTransport: Sendable {
    package var send: @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
    /// Says a request is about to be sent: libcurl's transport starts loading libcurl on a thread
    /// of its own, beside whatever comes before the request (15 ms of `dlopen` that the first
    /// request would otherwise wait for). Returns at once; nothing for a transport that needs no
    /// getting ready. Called only when a request is sure to follow, so that runs that make none
    /// still never load libcurl.
    package var prepare: @Sendable () -> Void

    package init(
        prepare: @escaping @Sendable () -> Void = {},
        send: @escaping @Sendable (HTTPRequest) async throws(TransportError) -> HTTPResponse
    ) {
        self.send = send
        self.prepare = prepare
    }
}

/// A GET request: the URL and how long to wait for it.
package struct HTTPRequest: Equatable, Sendable {
    package var url: URL
    /// Seconds to wait for the connection (TCP and TLS) to be made; nil for the transport's default.
    package var connectTimeout: TimeInterval?
    /// Seconds the whole exchange may take; nil for the transport's default.
    package var totalTimeout: TimeInterval?

    package init(url: URL, connectTimeout: TimeInterval? = nil, totalTimeout: TimeInterval? = nil) {
        self.url = url
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
    }
}

/// What the server answered: the status and the body, whatever the status.
package struct HTTPResponse: Equatable, Sendable {
    package var status: Int
    package var body: Data
    /// Where a redirect (3xx) pointed, as an absolute URL, when it said; redirects are never
    /// followed, so the caller reports it.
    package var location: String?
    /// Seconds the server asked to wait before asking again (`Retry-After`), when it said.
    package var retryAfter: Int? = nil

    package init(status: Int, body: Data, location: String? = nil) {
        self.status = status
        self.body = body
        self.location = location
    }
}
