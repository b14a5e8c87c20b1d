import Foundation
import Testing
import WXTestSupport
import WeatherIO

@testable import WeatherCore

/// A fresh folder under the system's temporary folder, removed when the value goes away, for
/// the XDG folders of one test.
final class APITestFolder: Sendable {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wxsh-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// XDG paths inside this folder.
    var paths: XDGPaths {
        XDGPaths(environment: [
            "HOME": path, "XDG_CONFIG_HOME": path + "/config", "XDG_CACHE_HOME": path + "/cache",
            "XDG_STATE_HOME": path + "/state"
        ])!
    }
}

/// Shared set-up for tests that talk to the fake server.
enum APITest {
    /// The key the fake server accepts.
    static let key = APIKey(FakeOpenWeatherServer.defaultKey)!

    /// San Francisco, whose zone differs from London's and the machine's.
    static let sanFrancisco = (lat: 37.7790262, lon: -122.419906)

    /// A started fake server; stop it with `defer { server.stop() }`.
    static func server(clock: @escaping @Sendable () -> Date = { Date() }) throws -> FakeOpenWeatherServer {
        let server = try FakeOpenWeatherServer(clock: clock)
        try server.start()
        return server
    }

    /// A client for the server with short deadlines, so failure tests finish quickly.
    static func client(
        _ server: FakeOpenWeatherServer, key: APIKey? = APITest.key, connectTimeout: TimeInterval = 3,
        totalTimeout: TimeInterval = 6, maximumBodySize: Int = 4 * 1024 * 1024
    ) -> OpenWeatherClient {
        client(
            baseURL: server.baseURL, key: key, connectTimeout: connectTimeout, totalTimeout: totalTimeout,
            maximumBodySize: maximumBodySize)
    }

    static func client(
        baseURL: URL, key: APIKey? = APITest.key, connectTimeout: TimeInterval = 3,
        totalTimeout: TimeInterval = 6, maximumBodySize: Int = 4 * 1024 * 1024
    ) -> OpenWeatherClient {
        OpenWeatherClient(
            baseURL: baseURL, key: key,
            transport: .curl(connectTimeout: connectTimeout, totalTimeout: totalTimeout, maximumBodySize: maximumBodySize),
            connectTimeout: connectTimeout, totalTimeout: totalTimeout, now: { Date() })
    }

    /// The error a call throws, or nil when it succeeds.
    static func error<T>(_ body: () async throws -> T) async -> APIError? {
        do {
            _ = try await body()
            return nil
        } catch let error as APIError {
            return error
        } catch {
            Issue.record("not an APIError: \(error)")
            return nil
        }
    }

    /// A port on 127.0.0.1 where nothing listens (bound, read back, closed).
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Waits until `condition` holds, checking every 10 ms for up to `seconds`.
    static func eventually(within seconds: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    /// Whether a message tells the user what to do, not only what went wrong.
    static func saysWhatToDo(_ message: String) -> Bool {
        ["check", "try", "wait", "get one", "type `key", "reconnect", "set OPENWEATHER_API_KEY"].contains { message.contains($0) }
    }
}
