import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Times single requests to each endpoint the way the location figures need them: one plain
/// HTTP/1.1 exchange over a new TCP connection, from connecting to the last byte of the body,
/// with no client library in between. These are the times wxsh cannot beat; what it adds on top
/// is its own cost.
enum RequestTimer {
    /// The requests a location change makes, with the parameters wxsh sends.
    static let requests: [(name: String, path: String, query: String)] = [
        ("geocode", "/geo/1.0/direct", "q=Concordia%20Station&limit=5"),
        ("onecall", "/data/3.0/onecall", "lat=48.8534&lon=2.3488&exclude=minutely"),
        ("air", "/data/2.5/air_pollution", "lat=48.8534&lon=2.3488")
    ]

    /// `wxsh-bench requests [--times N]`, against `OPENWEATHER_API_URL` with `OPENWEATHER_API_KEY`.
    ///
    /// Prints `request name=geocode path=/geo/1.0/direct median_ms=… min_ms=… max_ms=…` per endpoint,
    /// after one untimed request each.
    static func run(arguments: [String]) -> Int32 {
        let times = PlacesBenchmark.option("--times", in: arguments).flatMap { Int($0) } ?? 7
        let environment = ProcessInfo.processInfo.environment
        guard let base = environment["OPENWEATHER_API_URL"].flatMap(URL.init(string:)), base.scheme == "http",
            let host = base.host, let key = environment["OPENWEATHER_API_KEY"]
        else {
            FileHandle.standardError.write(
                Data("wxsh-bench: requests needs OPENWEATHER_API_URL (http://HOST:PORT) and OPENWEATHER_API_KEY\n".utf8))
            return 2
        }
        let port = base.port ?? 80
        for request in requests {
            let target = "\(request.path)?\(request.query)&appid=\(key)"
            var samples: [Double] = []
            for round in 0...max(1, times) {
                let start = ContinuousClock.now
                switch get(host: host, port: port, target: target) {
                case .failure(let message):
                    FileHandle.standardError.write(Data("wxsh-bench: \(request.path): \(message)\n".utf8))
                    return 1
                case .success:
                    if round > 0 { samples.append(PlacesBenchmark.milliseconds(since: start)) }
                }
            }
            print(
                "request name=\(request.name) path=\(request.path) median_ms=\(format(samples.percentile(50))) "
                    + "min_ms=\(format(samples.min() ?? 0)) max_ms=\(format(samples.max() ?? 0))")
        }
        return 0
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    struct Failure: Error { let message: String }

    /// One GET over a new connection; the whole answer, or why not. The server closes the
    /// connection after answering, so the body ends at end of stream.
    static func get(host: String, port: Int, target: String) -> Result<Int, Failure> {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
            return .failure(Failure(message: "cannot resolve \(host)"))
        }
        defer { freeaddrinfo(found) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { return .failure(Failure(message: "socket: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        guard connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            return .failure(Failure(message: "connect: \(String(cString: strerror(errno)))"))
        }
        let head = "GET \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\nAccept: application/json\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return .failure(Failure(message: "send: \(String(cString: strerror(errno)))")) }
            offset += n
        }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 { return .failure(Failure(message: "recv: \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            answer.append(contentsOf: buffer[0..<n])
        }
        let statusLine = String(decoding: answer.prefix(while: { $0 != 0x0D }), as: UTF8.self)
        guard statusLine.hasPrefix("HTTP/1.1 200") else {
            return .failure(Failure(message: "answered `\(statusLine)`"))
        }
        return .success(answer.count)
    }
}
