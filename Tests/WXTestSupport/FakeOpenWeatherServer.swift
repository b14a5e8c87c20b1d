import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 that answers like OpenWeather, so the client, the shell
/// and the benchmark can be tested end to end without leaving the machine.
///
/// It serves the real paths with the real query parameters, answer shapes, status codes and
/// error bodies (`appid` must be the valid key, `lat`/`lon` in range, `q` present), logs every
/// request, and fails on demand: any error status with OpenWeather's bodies, bodies that are not
/// JSON or not the right shape, huge or trickling bodies, delays, dropped connections, and a
/// barrier that holds answers until several requests have arrived.
///
/// One thread accepts; each connection gets its own thread. A complete answer keeps the
/// connection open for the next request (HTTP/1.1 keep-alive, as OpenWeather's servers do);
/// a misbehaviour that cuts an answer short closes it.
/// `stop()` wakes every wait, closes every socket and joins every thread.
public final class FakeOpenWeatherServer: @unchecked Sendable {
    /// A key that looks like OpenWeather's (32 hex digits) and is easy to search output for.
    public static let defaultKey = "f4ce0b5e77e1d4c3a2b1908f7e6d5c4b"

    /// The paths the server answers.
    public enum Path {
        public static let geocode = "/geo/1.0/direct"
        public static let oneCall = "/data/3.0/onecall"
        public static let airPollution = "/data/2.5/air_pollution"
        public static let currentWeather = "/data/2.5/weather"
        public static let forecast = "/data/2.5/forecast"
        public static let all = [geocode, oneCall, airPollution, currentWeather, forecast]
    }

    public let validKey: String
    let clock: @Sendable () -> Date
    let data: FakeOpenWeatherData
    let bodies: FakeErrorBodies

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var listenFD: Int32 = -1
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    private var boundPort = 0
    private var running = false
    private var stopping = false
    private var connections: Set<Int32> = []
    private var misbehaviours: [String: Rule<FakeMisbehaviour>] = [:]
    private var delays: [String: Rule<TimeInterval>] = [:]
    private var log: [FakeRequest] = []
    private var barrier: Barrier?
    private var abandoned = 0
    private var acceptedCount = 0
    private var answering = 0
    private var mostAnswering = 0
    private var mostConnections = 0
    private var pointRules: [(lat: Double, path: String, rule: Rule<FakeMisbehaviour>)] = []
    private var pointDelays: [(lat: Double, path: String, seconds: TimeInterval)] = []
    private var reuse = false
    private var reused: [String: FakeReply] = [:]
    private var reusedMinute = -1
    private let threads = DispatchGroup()

    /// A setting that applies to a path (or every path, under the key ""), perhaps only a few times.
    private struct Rule<Value> {
        var value: Value
        var remaining: Int?
    }

    private struct Barrier {
        var needed: Int
        var arrived = 0
        var released = false
        var timedOut = false
        var deadline: Date
    }

    /// - Parameters:
    ///   - validKey: the only `appid` accepted; any other gets OpenWeather's 401.
    ///   - clock: the server's "now", which answers are generated for.
    ///   - repository: the wxsh source tree, for the London template and the real error bodies.
    public init(
        validKey: String = FakeOpenWeatherServer.defaultKey, clock: @escaping @Sendable () -> Date = { Date() },
        repository: URL = RepoPaths.root
    ) throws {
        self.validKey = validKey
        self.clock = clock
        self.data = try FakeOpenWeatherData(resources: repository.appendingPathComponent("Resources"))
        self.bodies = try FakeErrorBodies(fixtures: repository.appendingPathComponent("Tests/Fixtures/openweather-docs"))
    }

    deinit {
        stop()
    }

    // MARK: - Lifecycle

    /// Starts listening on 127.0.0.1 at `port` (0: a free port, read back with getsockname).
    public func start(port: UInt16 = 0) throws {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return }
        let fd = try FakeSocket.listen(port: port)
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            close(fd)
            throw FakeServerError("pipe: \(FakeSocket.errnoText())")
        }
        FakeSocket.setCloseOnExec(pipeFDs[0])
        FakeSocket.setCloseOnExec(pipeFDs[1])
        listenFD = fd
        wakeRead = pipeFDs[0]
        wakeWrite = pipeFDs[1]
        boundPort = FakeSocket.port(of: fd)
        running = true
        stopping = false
        threads.enter()
        let wake = pipeFDs[0]
        let thread = Thread { [self] in
            acceptLoop(listening: fd, wake: wake)
            threads.leave()
        }
        thread.name = "fake-openweather accept"
        thread.start()
    }

    /// Stops: wakes every delay and barrier, shuts every connection, joins every thread, and
    /// closes the listening socket. Safe to call twice.
    public func stop() {
        condition.lock()
        guard running else {
            condition.unlock()
            return
        }
        stopping = true
        condition.broadcast()
        let open = connections
        let (listening, wakeR, wakeW) = (listenFD, wakeRead, wakeWrite)
        condition.unlock()

        var byte: UInt8 = 1
        _ = write(wakeW, &byte, 1)
        shutdown(listening, Int32(SHUT_RDWR))
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
        threads.wait()

        close(listening)
        close(wakeR)
        close(wakeW)
        condition.lock()
        running = false
        listenFD = -1
        wakeRead = -1
        wakeWrite = -1
        condition.unlock()
    }

    /// The port it listens on (0 before `start`).
    public var port: Int { locked { boundPort } }

    /// `http://127.0.0.1:PORT`: what `OPENWEATHER_API_URL` should be.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    // MARK: - Misbehaviour on demand

    /// Makes requests to `path` (nil: every path) fail this way, for the next `times` requests
    /// (nil: until changed). Nil `misbehaviour` clears it.
    public func misbehave(_ misbehaviour: FakeMisbehaviour?, on path: String? = nil, times: Int? = nil) {
        locked { misbehaviours[path ?? ""] = misbehaviour.map { Rule(value: $0, remaining: times) } }
    }

    /// Makes requests to `path` (nil: every path) wait `seconds` before answering (0 clears).
    /// The wait ends early when the server stops or the client hangs up.
    public func delay(_ seconds: TimeInterval, on path: String? = nil, times: Int? = nil) {
        locked { delays[path ?? ""] = seconds > 0 ? Rule(value: seconds, remaining: times) : nil }
    }

    /// Clears every misbehaviour, delay and barrier.
    public func behave() {
        locked {
            misbehaviours = [:]
            pointRules = []
            pointDelays = []
            delays = [:]
            barrier = nil
            condition.broadcast()
        }
    }

    /// Holds every answer until `count` requests have arrived from now on, then releases them
    /// all; if they have not arrived within `timeout` seconds, the waiting requests get a 500
    /// saying so (and `barrierTimedOut` is true). Proves requests are made concurrently.
    public func holdResponses(untilArrivals count: Int, timeout: TimeInterval = 5) {
        locked { barrier = Barrier(needed: count, deadline: Date().addingTimeInterval(timeout)) }
    }

    /// Whether the last barrier gave up waiting.
    public var barrierTimedOut: Bool { locked { barrier?.timedOut ?? false } }

    // MARK: - Request log

    /// Every request so far, oldest first.
    public var requests: [FakeRequest] { locked { log } }

    /// How many requests went to `path` (nil: to any path).
    public func count(_ path: String? = nil) -> Int {
        locked { path.map { p in log.filter { $0.path == p }.count } ?? log.count }
    }

    /// Requests per path.
    public var counts: [String: Int] {
        locked { Dictionary(grouping: log, by: \.path).mapValues(\.count) }
    }

    /// Forgets the request log and the abandoned-connection count.
    public func resetLog() {
        settle()
        locked {
            log = []
            abandoned = 0
            acceptedCount = 0
            mostAnswering = answering
            mostConnections = connections.count
        }
    }

    /// Connections the client closed while the server was still delaying or trickling its
    /// answer: evidence that a cancelled or timed-out request really hung up.
    public var abandonedConnections: Int { locked { abandoned } }

    /// Connections open right now.
    public var openConnections: Int { locked { connections.count } }

    /// How many connections were accepted since the server started (or the log was reset).
    public var acceptedConnections: Int { locked { acceptedCount } }

    /// The most requests that were being answered at the same moment (read, not yet answered)
    /// since the server started or the log was reset: above 1, requests overlapped in time.
    public var mostRequestsAtOnce: Int { locked { mostAnswering } }

    /// The most connections open at the same moment since the server started or the log was reset.
    public var mostConnectionsAtOnce: Int { locked { mostConnections } }

    /// Makes requests to `path` for the point at latitude `lat` (within 0.01°) fail this way,
    /// the next `times` requests (nil: until `behave()`), so that one place of several fails.
    public func misbehave(_ misbehaviour: FakeMisbehaviour, on path: String, atLatitude lat: Double, times: Int? = nil) {
        locked { pointRules.append((lat, path, Rule(value: misbehaviour, remaining: times))) }
    }

    /// Delays every request to `path` that asks for the point at latitude `lat` (within 0.01°,
    /// alone or in a batch) by `seconds`, until `behave()`: one slow place among several.
    public func delay(_ seconds: TimeInterval, on path: String, atLatitude lat: Double) {
        locked { pointDelays.append((lat, path, seconds)) }
    }

    // MARK: - Connections

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Waits (at most 2 s) until no connection is open and no request has arrived for 150 ms: a
    /// wxsh that exited with a request still in flight has it logged before, not after, a reset.
    public func settle() {
        let deadline = Date().addingTimeInterval(2)
        var seen = locked { log.count }
        var quietSince = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            let (logged, open) = locked { (log.count, connections.count + answering) }
            if logged != seen || open > 0 {
                seen = logged
                quietSince = Date()
            } else if Date().timeIntervalSince(quietSince) >= 0.15 {
                return
            }
        }
    }

    private var isStopping: Bool { locked { stopping } }

    private func acceptLoop(listening: Int32, wake: Int32) {
        while true {
            guard FakeSocket.waitReadable(listening, wake: wake, timeout: 3600) else {
                if isStopping { return }
                continue
            }
            guard let client = FakeSocket.accept(listening) else {
                if isStopping { return }
                continue
            }
            let accepted: Bool = locked {
                if stopping { return false }
                connections.insert(client)
                acceptedCount += 1
                mostConnections = max(mostConnections, connections.count)
                threads.enter()
                return true
            }
            guard accepted else {
                close(client)
                return
            }
            let thread = Thread { [self] in
                serve(client, wake: wake)
                locked { _ = connections.remove(client) }
                close(client)
                threads.leave()
            }
            thread.name = "fake-openweather connection"
            thread.start()
        }
    }

    /// Reads requests and answers them (or misbehaves) until the connection is to close.
    private func serve(_ fd: Int32, wake: Int32) {
        while let head = readHead(fd, wake: wake), let request = FakeRequest(head: head, time: Date()) {
            guard answer(request, fd: fd, wake: wake), request.headers["connection"]?.lowercased() != "close" else { return }
        }
    }

    /// Answers one request. - Returns: whether the connection can carry another.
    private func answer(_ request: FakeRequest, fd: Int32, wake: Int32) -> Bool {
        let (misbehaviour, delay) = locked { () -> (FakeMisbehaviour?, TimeInterval) in
            log.append(request)
            answering += 1
            mostAnswering = max(mostAnswering, answering)
            let lats = (request.query["lat"] ?? request.query["latitude"] ?? "").split(separator: ",").compactMap { Double($0) }
            let pointDelay = pointDelays.filter { rule in rule.path == request.path && lats.contains { abs(rule.lat - $0) < 0.01 } }
                .map(\.seconds).max()
            return (
                takePointRule(request) ?? take(&misbehaviours, for: request.path),
                max(take(&delays, for: request.path) ?? 0, pointDelay ?? 0)
            )
        }
        defer { locked { answering -= 1 } }
        guard passBarrier() else {
            reply(
                fd, FakeReply.json(500, "{\"cod\":500,\"message\":\"fake server: barrier timed out before enough requests arrived\"}"),
                request: request)
            return false
        }
        if delay > 0, !pause(delay, fd: fd, wake: wake) { return false }
        if let misbehaviour {
            return misbehave(misbehaviour, fd: fd, wake: wake, request: request)
        }
        reply(fd, reuseOrRoute(request), request: request)
        return true
    }

    /// Whether a generated 200 answer is kept and sent again for the same request (method, path
    /// and query) within the same minute of the server's clock (`--reuse-answers`). Off by
    /// default. The benchmark turns it on so that its clients wait on the network and on their
    /// own work, not on this server building a 60 KB One Call document afresh (about 10 ms).
    public var reusesAnswers: Bool {
        get { locked { reuse } }
        set { locked { reuse = newValue } }
    }

    private func reuseOrRoute(_ request: FakeRequest) -> FakeReply {
        let minute = Int(clock().timeIntervalSince1970 / 60)
        let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        let key = request.method + " " + request.path + "?" + query
        let kept = locked { () -> FakeReply? in
            guard reuse else { return nil }
            if reusedMinute != minute {
                reused = [:]
                reusedMinute = minute
            }
            return reused[key]
        }
        if let kept { return kept }
        let fresh = route(request)
        if fresh.status == 200 { locked { if reuse { reused[key] = fresh } } }
        return fresh
    }

    /// The misbehaviour for this request's point, used up by one request when it counts down.
    /// A request for several points (Open-Meteo's comma-separated latitudes) misbehaves as a
    /// whole when any of its points has a rule, as Open-Meteo fails a batch for one bad point.
    private func takePointRule(_ request: FakeRequest) -> FakeMisbehaviour? {
        let lats = (request.query["lat"] ?? request.query["latitude"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard
            let index = pointRules.firstIndex(where: { rule in
                rule.path == request.path && lats.contains { abs(rule.lat - $0) < 0.01 }
            })
        else { return nil }
        let value = pointRules[index].rule.value
        if let remaining = pointRules[index].rule.remaining {
            if remaining <= 1 { pointRules.remove(at: index) } else { pointRules[index].rule.remaining = remaining - 1 }
        }
        return value
    }

    /// The rule for a path (or every path), used up by one request when it counts down.
    private func take<Value>(_ rules: inout [String: Rule<Value>], for path: String) -> Value? {
        for key in [path, ""] {
            guard var rule = rules[key] else { continue }
            if let remaining = rule.remaining {
                if remaining <= 1 {
                    rules[key] = nil
                } else {
                    rule.remaining = remaining - 1
                    rules[key] = rule
                }
            }
            return rule.value
        }
        return nil
    }

    private func passBarrier() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard var current = barrier, !current.released else { return true }
        current.arrived += 1
        barrier = current
        if current.arrived >= current.needed {
            barrier?.released = true
            condition.broadcast()
            return true
        }
        while let waiting = barrier, !waiting.released, !stopping {
            if !condition.wait(until: waiting.deadline) {
                barrier?.released = true
                barrier?.timedOut = true
                condition.broadcast()
                return false
            }
        }
        return !stopping && !(barrier?.timedOut ?? false)
    }

    /// Waits `seconds`; false when the server stops or the client hangs up meanwhile.
    private func pause(_ seconds: TimeInterval, fd: Int32, wake: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return true }
            if isStopping { return false }
            if FakeSocket.waitReadable(fd, wake: wake, timeout: min(remaining, 0.05)) {
                if FakeSocket.peerClosed(fd) {
                    locked { abandoned += 1 }
                    return false
                }
                usleep(10_000)
            }
        }
    }

    /// Reads up to the blank line that ends the request head (at most 16 KB, 5 s).
    private func readHead(_ fd: Int32, wake: Int32) -> String? {
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while bytes.count < 16 * 1024 {
            guard FakeSocket.waitReadable(fd, wake: wake, timeout: 5) else { return nil }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n <= 0 { return nil }
            // A TLS handshake (a client that wanted https): no HTTP will come, hang up now.
            if bytes.isEmpty, buffer[0] == 0x16 { return nil }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count >= 4, (0...(bytes.count - 4)).contains(where: { Array(bytes[$0..<($0 + 4)]) == end }) {
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return nil
    }

    // MARK: - Answers

    /// Sends a complete answer (the connection stays open for another request).
    private func reply(_ fd: Int32, _ reply: FakeReply, request: FakeRequest) {
        _ = FakeSocket.send(fd, head(reply.status, contentType: reply.contentType, length: reply.body.count, request: request) + reply.body)
    }

    /// The answer's head; without a length the body ends when the connection closes.
    private func head(_ status: Int, contentType: String, length: Int?, request: FakeRequest, keepAlive: Bool = true) -> Data {
        var lines = [
            "HTTP/1.1 \(status) \(FakeReply.reason(status))", "Server: openresty",
            "Date: \(FakeReply.httpDate(Date()))", "Content-Type: \(contentType)"
        ]
        if let length { lines.append("Content-Length: \(length)") }
        lines += [
            keepAlive && length != nil ? "Connection: keep-alive" : "Connection: close", "X-Cache-Key: \(request.cacheKey)",
            "Access-Control-Allow-Origin: *",
            "Access-Control-Allow-Credentials: true", "Access-Control-Allow-Methods: GET, POST"
        ]
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// - Returns: whether the answer was complete, so the connection can carry another.
    private func misbehave(_ misbehaviour: FakeMisbehaviour, fd: Int32, wake: Int32, request: FakeRequest) -> Bool {
        switch misbehaviour {
        case .invalidKey: reply(fd, .json(401, bodies.invalidKey), request: request)
        case .oneCallSubscription: reply(fd, .json(401, bodies.subscription), request: request)
        case .notFound: reply(fd, .json(404, bodies.notFound), request: request)
        case .quota:
            let body = FakeOpenMeteo.Path.all.contains(request.path) ? Data(FakeOpenMeteo.limitExceeded.utf8) : bodies.quota
            // With `Retry-After`, as rate-limiting servers send it.
            var bytes = head(429, contentType: "application/json; charset=utf-8", length: body.count, request: request)
            bytes.removeLast(2)
            bytes.append(Data("Retry-After: 30\r\n\r\n".utf8))
            _ = FakeSocket.send(fd, bytes + body)
        case .serverError(let status): reply(fd, bodies.serverError(status), request: request)
        case .status(let status, let body): reply(fd, .json(status, body), request: request)
        case .redirect(let location):
            let body = Data("{\"cod\":302,\"message\":\"moved\"}".utf8)
            var bytes = head(302, contentType: "application/json; charset=utf-8", length: body.count, request: request)
            bytes.removeLast(2)
            bytes.append(Data("Location: \(location)\r\n\r\n".utf8))
            _ = FakeSocket.send(fd, bytes + body)
        case .notJSON:
            reply(fd, FakeReply(status: 200, body: Data(FakeErrorBodies.captivePortal.utf8), contentType: "text/html"), request: request)
        case .wrongShape: reply(fd, .json(200, FakeErrorBodies.wrongShape(for: request.path)), request: request)
        case .huge(let bytes, let declared):
            _ = FakeSocket.send(
                fd,
                head(
                    200, contentType: "application/json; charset=utf-8", length: declared ? bytes : nil,
                    request: request, keepAlive: false))
            let chunk = Data([UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024))
            var sent = 0
            if !FakeSocket.send(fd, Data("[".utf8)) { return false }
            sent += 1
            // At most about 250 MB/s, like a fast link: an in-process sender at memory speed
            // would keep the client's read loop from ever yielding, which no network does.
            while sent < bytes, !isStopping {
                let piece = chunk.prefix(bytes - sent)
                if !FakeSocket.send(fd, piece) {
                    locked { abandoned += 1 }
                    return false
                }
                sent += piece.count
                if sent % (256 * 1024) < piece.count { usleep(1000) }
            }
            return false
        case .trickle(let interval):
            let full = route(request)
            _ = FakeSocket.send(
                fd, head(full.status, contentType: full.contentType, length: full.body.count, request: request, keepAlive: false))
            var offset = 0
            while offset < full.body.count {
                let piece = full.body[offset..<min(offset + 16, full.body.count)]
                if !FakeSocket.send(fd, Data(piece)) { return false }
                offset += piece.count
                if !pause(interval, fd: fd, wake: wake) { return false }
            }
            return false
        case .closeMidBody:
            let full = route(request)
            _ = FakeSocket.send(
                fd, head(full.status, contentType: full.contentType, length: full.body.count, request: request, keepAlive: false))
            _ = FakeSocket.send(fd, full.body.prefix(full.body.count / 2))
            return false
        case .dropConnection:
            return false
        }
        return true
    }
}

/// One request as the fake server received it.
public struct FakeRequest: Equatable, Sendable {
    public let method: String
    public let path: String
    /// The query parameters, percent-decoded (`+` read as a space, as servers do).
    public let query: [String: String]
    /// The query exactly as sent (it holds the key).
    public let rawQuery: String
    /// Header names in lower case.
    public let headers: [String: String]
    public let time: Date

    init?(head: String, time: Date) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3 else { return nil }
        method = String(parts[0])
        let target = String(parts[1])
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            rawQuery = String(target[target.index(after: mark)...])
        } else {
            path = target
            rawQuery = ""
        }
        var decoded: [String: String] = [:]
        for pair in rawQuery.split(separator: "&") where !pair.isEmpty {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = FakeRequest.decode(String(halves[0]))
            decoded[name] = halves.count > 1 ? FakeRequest.decode(String(halves[1])) : ""
        }
        query = decoded
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        headers = fields
        self.time = time
    }

    /// Form decoding: `+` is a space, `%XX` a byte; malformed escapes stay as they are.
    static func decode(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// What OpenWeather's `X-Cache-Key` header shows: the path and query without `appid`.
    var cacheKey: String {
        let kept = rawQuery.split(separator: "&").filter { !$0.lowercased().hasPrefix("appid=") }
        return kept.isEmpty ? path : path + "?" + kept.joined(separator: "&")
    }
}
