import Foundation

/// A throwaway home with its own XDG folders, removed when the test is done.
public final class TemporaryHome: @unchecked Sendable {
    public let root: URL
    public var config: URL { root.appendingPathComponent("config") }
    public var state: URL { root.appendingPathComponent("state") }
    public var cache: URL { root.appendingPathComponent("cache") }

    public init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wxsh-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        // Every file wxsh wrote, but the config file that holds the key on purpose.
        for (path, data) in allFiles() where !path.hasSuffix("/wxsh/config") {
            Secrets.check(data, in: path)
        }
        try? FileManager.default.removeItem(at: root)
    }

    /// The environment a test run of wxsh gets: fixed zone and locale, no colour, no key, both
    /// providers pointed at a closed loopback port,
    /// private XDG folders, nothing inherited that could change the output (only the
    /// sanitizer options of a sanitized test run, which the sanitized wxsh needs too).
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env: [String: String] = [
            "HOME": root.path,
            "PATH": "/usr/bin:/bin",
            "TZ": "America/New_York",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            "XDG_CONFIG_HOME": config.path,
            "XDG_STATE_HOME": state.path,
            "XDG_CACHE_HOME": cache.path,
            "OPENWEATHER_API_URL": "http://127.0.0.1:9",
            // With no key wxsh goes to Open-Meteo: never the real one from a test (port 9 is closed).
            "OPEN_METEO_API_URL": "http://127.0.0.1:9",
            // Tall output on a pseudo-terminal would wait in less; the pager's own tests set PAGER.
            "PAGER": "cat"
        ]
        for (k, v) in extra { env[k] = v }
        return SanitizerOptions.added(to: env)
    }

    /// Writes a file under the home and returns its path.
    @discardableResult
    public func write(_ name: String, _ contents: String) -> String {
        let url = root.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Every file under the home, recursively, with its bytes.
    public func allFiles() -> [(path: String, data: Data)] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, Data)] = []
        for case let url as URL in walker {
            // Folders are passed over without a throw: Swift Testing records a backtrace for every
            // error thrown, and a failed read of a folder cost as much as the read of a file.
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &folder), !folder.boolValue else { continue }
            if let data = try? Data(contentsOf: url, options: .alwaysMapped) { files.append((url.path, data)) }
        }
        return files
    }
}
