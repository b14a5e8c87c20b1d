import Foundation
import Testing
import WXTestSupport

/// libcurl (and OpenSSL and the rest of its tree) is loaded when the first request is made:
/// runs that make none never map it. The dynamic loader's own account (LD_DEBUG=files, on
/// standard error) lists every library the process loads, at start and by dlopen.
@Suite(.serialized) struct LazyNetworkTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) -> RunResult {
        var values = ["LD_DEBUG": "files", "OPEN_METEO_API_URL": server.baseURL.absoluteString]
        for (name, value) in extra { values[name] = value }
        return Run.wxsh(arguments, environment: home.environment(values))
    }

    /// The libraries the loader says it loaded, by file name.
    static func loaded(_ result: RunResult) -> [String] {
        result.stderr.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "file=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != " " && $0 != "\t" && $0 != "[" })
        }
    }

    static let runsWithoutRequests = [
        ["--version"], ["--help"], ["--offline", "-c", "tab city"], ["--offline", "-c", "tab forecast; units imperial; tab now"]
    ]

    @Test(arguments: runsWithoutRequests)
    func aRunWithoutRequestsNeverLoadsLibcurl(arguments: [String]) {
        defer { server.stop() }
        let result = run(arguments)
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        let libraries = Self.loaded(result)
        #expect(!libraries.isEmpty, "LD_DEBUG=files said nothing: the check would prove nothing")
        #expect(!libraries.contains { $0.contains("libcurl") }, "\(libraries)")
        #expect(server.count() == 0)
    }

    @Test func aLiveRunLoadsLibcurlAndFetches() {
        defer { server.stop() }
        let result = run(["-c", "location Paris; tab now"])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        #expect(result.stdout.hasPrefix("Paris, Île-de-France, FR\n"), "\(result.stdout.prefix(200))")
        #expect(Self.loaded(result).contains("libcurl.so.4"), "\(Self.loaded(result))")
        #expect(server.count() == 2)
    }

    @Test func aMissingLibcurlIsOneLineNotACrash() {
        defer { server.stop() }
        let result = Run.wxsh(
            ["-c", "location Paris"],
            environment: home.environment([
                "OPEN_METEO_API_URL": server.baseURL.absoluteString, "WXSH_LIBCURL": "/nonexistent/libcurl.so.4"
            ]))
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "wxsh: location: could not reach 127.0.0.1:\(server.port) (libcurl (/nonexistent/libcurl.so.4) could not be loaded: install libcurl4): check the network and OPEN_METEO_API_URL\n"
        )
        #expect(server.count() == 0)
    }
}
