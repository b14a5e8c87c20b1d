import CCurl
import Foundation
import Testing
import WXTestSupport
import WeatherCore

@testable import WeatherIO

/// The live transport (libcurl) against the fake server. Tests take the transport's kind as
/// an argument so another implementation can be checked against the same behaviour.
@Suite struct CurlTransportTests {
    typealias Path = FakeOpenWeatherServer.Path
    typealias APITest = IOTest

    static let kinds = ["curl"]

    static func transport(
        _ kind: String, connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 30,
        maximumBodySize: Int = 4 * 1024 * 1024
    ) -> HTTPTransport {
        return .curl(connectTimeout: connectTimeout, totalTimeout: totalTimeout, maximumBodySize: maximumBodySize)
    }

    static func url(_ server: FakeOpenWeatherServer, _ path: String = Path.geocode, key: String = FakeOpenWeatherServer.defaultKey) -> URL {
        URL(string: "\(server.baseURL.absoluteString)\(path)?q=London&lat=1&lon=2&appid=\(key)")!
    }

    static func failure(_ transport: HTTPTransport, _ request: HTTPRequest) async -> TransportError? {
        do {
            _ = try await transport.send(request)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: kinds)
    func answersArriveWhateverTheirStatus(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let transport = Self.transport(kind)
        let ok = try await transport.send(HTTPRequest(url: Self.url(server)))
        #expect(ok.status == 200)
        #expect(try JSONDecoder().decode([GeocodedPlace].self, from: ok.body).count == 2)
        let unauthorized = try await transport.send(HTTPRequest(url: Self.url(server, key: "nope")))
        #expect(unauthorized.status == 401)
        #expect(String(decoding: unauthorized.body, as: UTF8.self).contains("Invalid API key"))
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    /// `prepare` starts loading libcurl on a thread of its own and returns at once; requests
    /// sent meanwhile from several tasks wait for it and go out (ThreadSanitizer watches this
    /// in CI), and preparing again does nothing.
    @Test func requestsSentWhileTheTransportIsPreparedGoOut() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let transport = Self.transport("curl")
        transport.prepare()
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { (try? await transport.send(HTTPRequest(url: Self.url(server))))?.status ?? 0 }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == [200, 200, 200, 200])
        transport.prepare()
        #expect(try await transport.send(HTTPRequest(url: Self.url(server))).status == 200)
    }

    @Test(arguments: kinds)
    func aLongBodyIsCutOffWhileItStreams(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        // 20 GB: far more than loopback can carry before the client hangs up.
        server.misbehave(.huge(bytes: 20 * 1024 * 1024 * 1024, declaredLength: false))
        let started = Date()
        let error = await Self.failure(Self.transport(kind, maximumBodySize: 256 * 1024), HTTPRequest(url: Self.url(server)))
        #expect(error == .tooLarge(limit: 256 * 1024))
        #expect(Date().timeIntervalSince(started) < 5)
        // The server could not send it all: the client stopped reading and hung up.
        #expect(await APITest.eventually { server.abandonedConnections == 1 })
    }

    @Test(arguments: kinds)
    func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBody(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.huge(bytes: 50 * 1024 * 1024, declaredLength: true))
        let error = await Self.failure(Self.transport(kind, maximumBodySize: 1024), HTTPRequest(url: Self.url(server)))
        #expect(error == .tooLarge(limit: 1024))
    }

    @Test(arguments: kinds)
    func aBodyJustUnderTheLimitIsKept(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.huge(bytes: 100_000, declaredLength: false))
        let response = try await Self.transport(kind, maximumBodySize: 100_000).send(HTTPRequest(url: Self.url(server)))
        #expect(response.body.count == 100_000)
    }

    @Test(arguments: kinds)
    func requestTimeoutsOverrideTheTransportDefaults(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.delay(3)
        let transport = Self.transport(kind, connectTimeout: 30, totalTimeout: 60)
        let started = Date()
        let error = await Self.failure(transport, HTTPRequest(url: Self.url(server), connectTimeout: 0.3, totalTimeout: 0.8))
        // Connected at once: the slow answer runs into the total deadline, not the connect one.
        #expect(error == .timedOut(.total))
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 0.7 && elapsed < 2.5, "\(elapsed)")
    }

    @Test(arguments: kinds)
    func aSlowAnswerWithinTheTotalTimeoutArrives(kind: String) async throws {
        // The connect deadline covers making the connection only: a server that takes longer
        // than it to answer, but less than the total, is waited for.
        let server = try APITest.server()
        defer { server.stop() }
        server.delay(0.8)
        let response = try await Self.transport(kind).send(HTTPRequest(url: Self.url(server), connectTimeout: 0.3, totalTimeout: 5))
        #expect(response.status == 200)
    }

    @Test(arguments: kinds)
    func aConnectionThatCannotBeEstablishedHitsTheConnectTimeout(kind: String) async throws {
        // A listener whose backlog is full drops new SYNs, so connect() hangs without any
        // traffic leaving the machine: the deadline must cover connecting, not only waiting.
        let listener = try FakeBacklog()
        defer { listener.close() }
        let transport = Self.transport(kind, connectTimeout: 0.5, totalTimeout: 5)
        let started = Date()
        let error = await Self.failure(transport, HTTPRequest(url: URL(string: "http://127.0.0.1:\(listener.port)/geo/1.0/direct")!))
        #expect(error == .timedOut(.connect))
        #expect(Date().timeIntervalSince(started) < 3)
    }

    @Test(arguments: kinds)
    func aDroppedConnectionIsLost(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.dropConnection)
        #expect(await Self.failure(Self.transport(kind), HTTPRequest(url: Self.url(server))) == .connectionLost)
    }

    @Test(arguments: kinds)
    func redirectsAreNotFollowed(kind: String) async throws {
        // Following a redirect could carry the key's request somewhere else; wxsh reports it instead.
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.redirect(to: "\(server.baseURL.absoluteString)\(Path.geocode)?q=Paris&appid=other"), on: Path.geocode, times: 1)
        let response = try await Self.transport(kind).send(HTTPRequest(url: Self.url(server)))
        #expect(response.status == 302)
        #expect(response.location == "\(server.baseURL.absoluteString)\(Path.geocode)?q=Paris&appid=other")
        #expect(server.count() == 1)
    }

    @Test(arguments: kinds)
    func aRedirectWithoutALocationStillGivesItsStatus(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.status(301, body: "{}"), on: Path.geocode)
        let response = try await Self.transport(kind).send(HTTPRequest(url: Self.url(server)))
        #expect(response.status == 301)
    }

    @Test(arguments: kinds)
    func cancellingTheTaskSettlesAtOnce(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.delay(10)
        let transport = Self.transport(kind, connectTimeout: 20, totalTimeout: 30)
        let request = HTTPRequest(url: Self.url(server))
        let task = Task { await Self.failure(transport, request) }
        #expect(await APITest.eventually { server.count() == 1 })
        let cancelled = Date()
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(Date().timeIntervalSince(cancelled) < 1)
        #expect(await APITest.eventually { server.abandonedConnections == 1 })
    }

    @Test(arguments: kinds)
    func theRequestSaysWhoAndWhatItAccepts(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        _ = try await Self.transport(kind).send(HTTPRequest(url: Self.url(server)))
        let headers = try #require(server.requests.first?.headers)
        #expect(headers["user-agent"] == "wxsh/\(WXVersion.string)")
        #expect(headers["accept-encoding"]?.contains("gzip") == true, "\(headers)")
    }

    @Test(arguments: [
        ("http://example.com/geo/1.0/direct", "plain http:// is used only to this machine; use https://"),
        ("ftp://127.0.0.1/x", "only https:// URLs are fetched"),
        ("file:///etc/passwd", "only https:// URLs are fetched")
    ])
    func onlyHTTPSIsFetchedAndHTTPOnlyToThisMachine(url: String, problem: String) async throws {
        let error = await Self.failure(Self.transport("curl"), HTTPRequest(url: URL(string: url)!))
        #expect(error == .badURL(problem))
        for allowed in ["http://127.0.0.1:1/", "http://localhost:1/", "http://[::1]:1/", "https://example.com/"] {
            #expect(CurlTransfer.refusal(URL(string: allowed)!) == nil, "\(allowed)")
        }
    }

    @Test(arguments: kinds)
    func aMalformedURLIsABadURL(kind: String) async throws {
        let error = await Self.failure(Self.transport(kind), HTTPRequest(url: URL(string: "http://127.0.0.1:99999/geo/1.0/direct")!))
        guard case .badURL(let detail) = error else {
            Issue.record("expected a bad URL, got \(String(describing: error))")
            return
        }
        #expect(detail.lowercased().contains("url"), "\(detail)")
    }

    @Test(arguments: kinds)
    func httpsToAServerWithoutTLSIsATLSFailure(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let url = URL(string: "https://127.0.0.1:\(server.port)\(Path.geocode)?q=London&appid=\(FakeOpenWeatherServer.defaultKey)")!
        let error = await Self.failure(Self.transport(kind), HTTPRequest(url: url))
        guard case .tls(let detail) = error else {
            Issue.record("expected a TLS failure, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
    }

    @Test func aCABundleThatCannotBeReadIsATLSFailureNamingIt() async throws {
        // CURL_CA_BUNDLE's file is read before the handshake: a missing one is said as such.
        let server = try APITest.server()
        defer { server.stop() }
        let url = URL(string: "https://127.0.0.1:\(server.port)\(Path.geocode)?q=London")!
        let error = await Self.failure(.curl(caBundle: "/nonexistent/wxsh-ca.pem"), HTTPRequest(url: url))
        guard case .tls(let detail) = error else {
            Issue.record("expected a TLS failure, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("/nonexistent/wxsh-ca.pem"), "\(detail)")
    }

    @Test(arguments: kinds)
    func connectionsAreKeptAndReused(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        // Even through different transport values: the connection pool is the process's.
        for _ in 0..<5 {
            let response = try await Self.transport(kind).send(HTTPRequest(url: Self.url(server)))
            #expect(response.status == 200)
        }
        #expect(server.count() == 5)
        #expect(server.acceptedConnections == 1)
    }

    @Test(arguments: [
        (CURLE_COULDNT_RESOLVE_HOST, false, TransportError.cannotFindHost),
        (CURLE_COULDNT_RESOLVE_PROXY, false, .other("the proxy in https_proxy would not connect: detail")),
        (CURLE_COULDNT_CONNECT, false, .cannotConnect),
        (CURLE_OPERATION_TIMEDOUT, false, .timedOut(.connect)),
        (CURLE_OPERATION_TIMEDOUT, true, .timedOut(.total)),
        (CURLE_GOT_NOTHING, true, .connectionLost),
        (CURLE_RECV_ERROR, true, .connectionLost),
        (CURLE_PARTIAL_FILE, true, .connectionLost),
        (CURLE_PEER_FAILED_VERIFICATION, false, .tls("detail")),
        (CURLE_SSL_CONNECT_ERROR, false, .tls("detail")),
        (CURLE_URL_MALFORMAT, false, .badURL("detail")),
        (CURLE_UNSUPPORTED_PROTOCOL, false, .badURL("detail")),
        (CURLE_OUT_OF_MEMORY, false, .other("detail"))
    ])
    func libcurlErrorsAreClassified(code: CURLcode, connected: Bool, expected: TransportError) {
        #expect(CurlTransfer.classify(code, detail: "detail", connected: connected) == expected)
    }

    @Test func withoutItsOwnTextAFailureIsDescribedByLibcurl() {
        #expect(
            CurlTransfer.classify(CURLE_URL_MALFORMAT, detail: "", connected: false)
                == .badURL("URL using bad/illegal format or missing URL"))
    }

    @Test(arguments: kinds)
    func requestsMadeTogetherRunTogether(kind: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.holdResponses(untilArrivals: 3, timeout: 3)
        let transport = Self.transport(kind)
        async let a = transport.send(HTTPRequest(url: Self.url(server)))
        async let b = transport.send(HTTPRequest(url: Self.url(server)))
        async let c = transport.send(HTTPRequest(url: Self.url(server)))
        let statuses = try await [a.status, b.status, c.status]
        #expect(statuses == [200, 200, 200])
        #expect(!server.barrierTimedOut)
    }
}

/// A listening socket with a backlog of one that never accepts, filled so that further
/// connections hang in the SYN stage (Linux drops SYNs to a full accept queue).
final class FakeBacklog: @unchecked Sendable {
    let fd: Int32
    let port: Int
    private var fillers: [Int32] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        listen(listener, 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        fd = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        // Fill the accept queue with non-blocking connects until one stays pending.
        for _ in 0..<8 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            _ = fcntl(filler, F_SETFL, fcntl(filler, F_GETFL) | O_NONBLOCK)
            var target = address
            _ = withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            fillers.append(filler)
        }
        usleep(100_000)
    }

    func close() {
        for filler in fillers { Glibc.close(filler) }
        Glibc.close(fd)
    }
}
