import Foundation
import WXTestSupport

/// Shared set-up for the transport's tests.
enum IOTest {
    /// A started fake server; stop it with `defer { server.stop() }`.
    static func server() throws -> FakeOpenWeatherServer {
        let server = try FakeOpenWeatherServer()
        try server.start()
        return server
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
}
