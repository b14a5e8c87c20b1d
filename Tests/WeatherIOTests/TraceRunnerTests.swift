import Foundation
import Testing
import WXTestSupport
import WeatherCore

@testable import WeatherIO

/// `trace` and `--trace` through the runner: standard output exactly as without trace, one line
/// per command on standard error, the requests the transport really sent.
@Suite struct TraceRunnerTests {
    static let script: [MemoryLines.Event] = [
        "tab now", "location Paris", "hourly", "location", "cancel", "raw", "app finance", "loan", "trace maybe", "app weather"
    ].map { .line($0) }

    /// The traces with their milliseconds (which vary) as `N ms`.
    func steady(_ text: String) -> String {
        text.replacingOccurrences(of: #"[0-9]+(\.[0-9])? ms"#, with: "N ms", options: .regularExpression)
    }

    @Test func standardOutputIsTheSameWithTrace() async throws {
        let plain = try await RunnerRun(Self.script, interactive: false)
        let traced = try await RunnerRun(Self.script, interactive: false, arguments: ["--trace"])
        #expect(traced.stdout == plain.stdout)
        #expect(traced.status == plain.status)
        let lines = steady(traced.stderr).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("trace: ") }.count == Self.script.count)
        // The bundled London is replaced by live data before it is shown.
        #expect(
            lines.first
                == "trace: city → now (tab now) — save state; fetch forecast + air quality for London, England, GB (OpenWeather): 2 requests, N ms; show now"
        )
        #expect(
            lines.contains(
                "trace: now → city (location Paris) — fetch forecast + air quality for Paris, Île-de-France, FR (OpenWeather): 2 requests, N ms; save state; show city"
            ))
        // Each request on its own line, by host and path: the query, with the key in it, is never shown.
        #expect(
            lines[1...2].map { $0.prefix { $0 != "," } }.sorted() == [
                "  ↳ 127.0.0.1/data/2.5/air_pollution — 200", "  ↳ 127.0.0.1/data/3.0/onecall — 200"
            ], "\(lines)")
        #expect(lines.filter { $0.hasPrefix("  ↳ 127.0.0.1/data/") && $0.hasSuffix(" ms, live") }.count == 4, "\(lines)")
        #expect(!traced.stderr.contains("appid") && !traced.stderr.contains(FakeOpenWeatherServer.defaultKey))
        #expect(lines.contains("trace: city → hourly (hourly) — save state; show hourly"))
        #expect(lines.contains("trace: hourly → sheet (location)"))
        #expect(lines.contains("trace: sheet → hourly (cancel)"))
        #expect(lines.contains("trace: hourly → hourly (raw) — show raw"))
        #expect(lines.contains("trace: finance/savings → finance/loan (loan) — save state; show calculator"))
        #expect(lines.contains("wxsh: trace: `maybe` is not on, off or sequence"))
        #expect(lines.contains("trace: finance/loan → finance/loan (trace maybe) — error"))
        #expect(lines.last == "trace: finance/loan → hourly (app weather) — show hourly")
    }

    /// Going back to a place fetched a moment ago costs no request, and the trace says so.
    @Test func aCachedPlaceIsSaidToBe() async throws {
        let run = try await RunnerRun(
            ["location Paris", "location London", "location Paris"].map { .line($0) }, interactive: false, arguments: ["--trace"])
        let lines = steady(run.stderr).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("trace: ") }.count == 3)
        // The cache gives back the answers the first `location Paris` fetched, as many bytes.
        let fetched = lines[1...2].compactMap { $0.firstMatch(of: #/ ([0-9]+) bytes/#).flatMap { Int($0.1) } }
        #expect(fetched.count == 2, "\(lines)")
        let bytes = fetched.reduce(0, +)
        #expect(
            lines.suffix(2) == [
                "trace: city → city (location Paris) — from cache, fetched just now: 0 requests; save state; show city",
                "  ↳ 127.0.0.1/data/3.0/onecall — 200, \(bytes) bytes, N ms, cache"
            ], "\(lines)")
    }

    /// With `--format json`, each trace is one JSON object with the requests the command made.
    @Test func jsonTracesCountRequests() async throws {
        let run = try await RunnerRun(
            ["location Paris", "now", "trace off", "now"].map { .line($0) }, interactive: false, arguments: ["--trace", "--format", "json"])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let traces = try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["trace"] as? [String: Any])
        }
        #expect(traces.map { $0["command"] as? String } == ["location Paris", "now", "trace off"])
        #expect(traces.map { $0["requests"] as? Int } == [2, 0, 0])
        #expect(traces.map { $0["from"] as? String } == ["city", "city", "now"])
        #expect(traces.map { $0["to"] as? String } == ["city", "now", "now"])
        #expect((traces[1]["effects"] as? [String]) == ["save state", "show now"])
        #expect(traces.allSatisfy { ($0["ms"] as? Double).map { $0 >= 0 } ?? false })
        #expect(run.stdout.split(separator: "\n").count == 3)
    }

    /// Bold (not dim grey, which a projector washes out) where standard error is a terminal that
    /// takes colour; plain with `--no-color` and in JSON.
    @Test func boldOnAColourTerminal() async throws {
        let dim = try await RunnerRun(
            [.line("now")], interactive: false, arguments: ["--trace", "--offline"], errorsOnAColourTerminal: true)
        #expect(dim.stderr == "\u{1B}[1mtrace: city → now (now) — save state; show now\u{1B}[0m\n")
        let plain = try await RunnerRun(
            [.line("now")], interactive: false, arguments: ["--trace", "--offline", "--no-color"], errorsOnAColourTerminal: true)
        #expect(plain.stderr == "trace: city → now (now) — save state; show now\n")
        #expect(plain.stdout == dim.stdout)
        let json = try await RunnerRun(
            [.line("now")], interactive: false, arguments: ["--trace", "--offline", "--format", "json"], errorsOnAColourTerminal: true)
        #expect(
            json.stderr.hasPrefix(
                #"{"trace":{"command":"now","from":"city","to":"now","effects":["save state","show now"],"requests":0,"calls":[],"ms":"#))
    }

    /// A key typed with trace on is never in the trace.
    @Test func aKeyIsNeverTraced() async throws {
        let run = try await RunnerRun([.line("key 0123456789abcdef0123456789abcdef")], interactive: false, arguments: ["--trace"])
        #expect(!run.stderr.contains("0123456789abcdef"))
        #expect(run.stderr.contains("(key ********)"))
    }

    /// The counter notes requests only while a command is traced (trace off costs nothing but
    /// the count), never shows a query, and does not count what a replay's recording lacks.
    @Test func theCounterNotesRequestsOnlyWhileTracing() async throws {
        let counter = RequestCounter(source: .replay)
        let transport = counter.counting(
            HTTPTransport { request throws(TransportError) in
                if request.url.path == "/missing" { throw .other(Replay.missing) }
                return HTTPResponse(status: 200, body: Data("hello".utf8))
            })
        let asked = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/data/3.0/onecall?lat=1&appid=secret")))
        let missing = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/missing")))
        _ = try await transport.send(asked)
        #expect(counter.count == 1)
        #expect(counter.calls().isEmpty, "trace off: nothing noted")
        counter.startLog()
        _ = try await transport.send(asked)
        await #expect(throws: TransportError.other(Replay.missing)) { try await transport.send(missing) }
        #expect(counter.count == 2, "a request the recording lacks was never sent")
        let calls = counter.calls(stop: true)
        #expect(calls.map(\.endpoint) == ["127.0.0.1/data/3.0/onecall", "127.0.0.1/missing"])
        #expect(calls.map(\.outcome) == ["200", "not in the recording"])
        #expect(calls.map(\.bytes) == [5, 0])
        #expect(calls.allSatisfy { $0.source == .replay && $0.milliseconds >= 0 })
        _ = try await transport.send(asked)
        #expect(counter.calls().isEmpty, "noting stopped with the command")
    }
}
