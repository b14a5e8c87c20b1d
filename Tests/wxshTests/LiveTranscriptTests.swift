import Foundation
import Testing
import WXTestSupport

/// Live data through the built `wxsh` against the fake OpenWeather server on 127.0.0.1.
@Suite(.serialized) struct LiveTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func env(_ extra: [String: String] = [:]) -> [String: String] {
        var values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        for (k, v) in extra { values[k] = v }
        return home.environment(values)
    }

    func run(_ arguments: [String], env extra: [String: String] = [:], stdin: String = "") -> RunResult {
        Run.wxsh(arguments, environment: env(extra), stdin: stdin)
    }

    var londonCity: String {
        (try? String(contentsOf: RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/city-metric-80.txt"), encoding: .utf8))
            ?? "<missing>"
    }

    @Test func sanFranciscoInItsOwnZoneThenKampalaEverywhere() {
        defer { server.stop() }
        let first = run(["-c", "location San Francisco; tab forecast"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "San Francisco, California, US")
        #expect(lines.contains("San Francisco, California, US · Forecast"))
        // Times are San Francisco's: the observation line names its zone as the zone database
        // abbreviates it (PST or PDT), not an offset.
        #expect(lines[1].hasSuffix(" PST") || lines[1].hasSuffix(" PDT"), "\(lines[1])")
        let second = run(["--format", "json", "-c", "location Kampala; city; now; hourly; forecast; pollution"])
        let views = second.stdout.split(separator: "\n")
        #expect(views.count == 6)
        for view in views {
            #expect(view.contains(#""place":{"name":"Kampala","country":"UG","state":"Central Region""#), "\(view.prefix(200))")
            #expect(view.contains(#""timezone":"Africa/Kampala","source":"live""#) || view.contains(#""source":"cache""#))
        }
        #expect(views[1].contains("+03:00"))
    }

    @Test func requestCounts() {
        defer { server.stop() }
        _ = run(["-c", "location San Francisco; tab now; units imperial; tab forecast; day 2; location San Francisco"])
        #expect(
            server.counts == ["/data/3.0/onecall": 1, "/data/2.5/air_pollution": 1], "a new place costs 2; tabs, units and a repeat cost 0")
        server.resetLog()
        _ = run(["-c", "location London"])
        #expect(server.counts == ["/data/3.0/onecall": 1, "/data/2.5/air_pollution": 1], "the place list knows London: no geocoding")
        server.resetLog()
        let concordia = run(["-c", "location Concordia Station; tab now; location Concordia Station"])
        #expect(concordia.stdout.hasPrefix("Concordia Station, AQ\n"), "\(concordia.stderr)")
        #expect(server.count(FakeOpenWeatherServer.Path.geocode) == 1)
        #expect(server.count() == 3, "an unknown name costs geocode + 2; going back to it costs 0")
        #expect(server.requests.first { $0.path == FakeOpenWeatherServer.Path.geocode }?.query["limit"] == "5")
    }

    static let failures: [(String, FakeMisbehaviour, String)] = [
        ("invalid key", .invalidKey, "OpenWeather rejected the API key (401): check it with `key`"),
        ("quota", .quota, "(429)"),
        ("server error", .serverError(503), "503"),
        ("not found", .notFound, "404"),
        ("not JSON", .notJSON, "could not be read (not valid JSON"),
        ("wrong shape", .wrongShape, "expected"),
        ("too large", .huge(bytes: 20 * 1024 * 1024, declaredLength: true), "larger than 4 MB"),
        ("dropped", .dropConnection, "connection"),
        ("cut mid-body", .closeMidBody, "connection"),
        // Each failure class has its own plain message.
        (
            "redirect", .redirect(to: "https://moved.example/data/3.0/onecall?lat=1&appid=\(FakeOpenWeatherServer.defaultKey)"),
            "OpenWeather answered with a redirect (302) to https://moved.example/data/3.0/onecall?lat=1&appid=REDACTED; wxsh does not follow redirects: check OPENWEATHER_API_URL"
        ),
        (
            "HTML 502 page", .serverError(502),
            "OpenWeather had a server error (502) answering /data/3.0/onecall: try `location Paris, Île-de-France, FR`"
        ),
        (
            "HTML 500 page", .status(500, body: "<html><body><h1>500 Internal Server Error</h1></body></html>"),
            "OpenWeather had a server error (500) answering /data/3.0/onecall"
        ),
        (
            "body too large, no length", .huge(bytes: 20 * 1024 * 1024, declaredLength: false),
            "the answer was larger than 4 MB and was dropped: check OPENWEATHER_API_URL"
        ),
        ("connection lost", .closeMidBody, "closed before the answer was complete: try `location Paris, Île-de-France, FR`")
    ]

    @Test(arguments: failures.indices)
    func everyFailureSaysWhatHappenedAndKeepsThePreviousData(index: Int) {
        defer { server.stop() }
        let (name, misbehaviour, fragment) = Self.failures[index]
        server.misbehave(misbehaviour, on: FakeOpenWeatherServer.Path.oneCall)
        let result = run(["-c", "location Paris; city"])
        #expect(result.status == 1, "\(name)")
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("wxsh: location: "), "\(name): \(result.stderr)")
        #expect(first.contains(fragment), "\(name): \(first)")
        #expect(!first.contains(FakeOpenWeatherServer.defaultKey))
        #expect(result.stdout == londonCity, "\(name): the previous data is still shown")
    }

    @Test func unreachableHostsAndRefusedConnections() {
        defer { server.stop() }
        let label = String(repeating: "x", count: 64)
        let dns = run(["-c", "location Paris; city"], env: ["OPENWEATHER_API_URL": "https://\(label).invalid"])
        #expect(dns.status == 1)
        #expect(dns.stderr.hasPrefix("wxsh: location: cannot find the server \(label).invalid (DNS lookup failed)"), "\(dns.stderr)")
        #expect(dns.stdout == londonCity)
        let refused = run(["-c", "location Paris; city"], env: ["OPENWEATHER_API_URL": "http://127.0.0.1:9"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("wxsh: location: "), "\(refused.stderr)")
        #expect(
            refused.stderr.hasPrefix("wxsh: location: 127.0.0.1:9 refused the connection: check OPENWEATHER_API_URL"), "\(refused.stderr)")
        #expect(refused.stdout == londonCity)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")))
    func theBinaryLinksNeitherLibcurlNorFoundationNetworking() throws {
        // libcurl is loaded with dlopen on the first request (LazyNetworkTests), never linked.
        defer { server.stop() }
        let ldd = Run.process("/usr/bin/ldd", [Run.wxsh], environment: ["PATH": "/usr/bin:/bin"])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        #expect(ldd.stdout.contains("libedit.so"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("libcurl"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("FoundationNetworking"), "\(ldd.stdout)")
    }

    @Test func twentyLocationChangesOpenAtMostTwoConnections() {
        // One connection pool for the whole run: weather and air quality are fetched together
        // (two connections), and every later place reuses them.
        defer { server.stop() }
        let places = [
            "Paris, FR", "Tokyo, JP", "Berlin, DE", "Madrid, ES", "Rome, IT", "Vienna, AT", "Oslo, NO",
            "Lisbon, PT", "Dublin, IE", "Prague, CZ", "Warsaw, PL", "Athens, GR", "Cairo, EG", "Lima, PE",
            "Delhi, IN", "Seoul, KR", "Nairobi, KE", "Toronto, CA", "Sydney, AU", "Moscow, RU"
        ]
        let result = run(["-c", places.map { "location \($0)" }.joined(separator: "; ")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 20)
        #expect(server.acceptedConnections <= 2, "\(server.acceptedConnections) connections")
    }

    @Test func httpsProxyIsUsedAndNoProxyBypassesIt() {
        // The fake server as the proxy: libcurl asks it to CONNECT to the API's host (which it
        // refuses), so nothing leaves the machine and no name is looked up.
        defer { server.stop() }
        let host = String(repeating: "x", count: 64) + ".invalid"
        let proxy = ["OPENWEATHER_API_URL": "https://\(host)", "https_proxy": server.baseURL.absoluteString]
        let proxied = run(["-c", "location Paris, FR"], env: proxy)
        #expect(proxied.status == 1)
        #expect(server.requests.contains { $0.method == "CONNECT" && $0.path == "\(host):443" }, "\(server.requests.map(\.path))")
        #expect(
            proxied.stderr.hasPrefix(
                "wxsh: location: could not reach \(host) (the proxy in https_proxy would not connect: CONNECT tunnel failed"),
            "\(proxied.stderr)")
        #expect(!proxied.stderr.contains(FakeOpenWeatherServer.defaultKey))
        server.resetLog()
        var bypass = proxy
        bypass["no_proxy"] = host
        let direct = run(["-c", "location Paris, FR"], env: bypass)
        #expect(direct.stderr.hasPrefix("wxsh: location: cannot find the server \(host)"), "\(direct.stderr)")
        #expect(server.count() == 0)
    }

    @Test func aTLSFailureIsSaidAsOne() {
        // https to the fake server, which speaks plain HTTP: the TLS handshake fails.
        defer { server.stop() }
        let result = run(["-c", "location Paris"], env: ["OPENWEATHER_API_URL": "https://127.0.0.1:\(server.port)"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("wxsh: location: the secure connection to 127.0.0.1:\(server.port) failed ("), "\(result.stderr)")
        #expect(result.stderr.contains("check the machine's clock and certificates"), "\(result.stderr)")
        #expect(!result.stderr.contains(FakeOpenWeatherServer.defaultKey))
    }

    @Test func fetchingCreatesNoFoundationCacheOrDataFolders() throws {
        // URLSession made ~/.cache/org.swift.foundation.URLCache and ~/.local/share on Linux.
        defer { server.stop() }
        var environment = env()
        for name in ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] { environment.removeValue(forKey: name) }
        let result = Run.wxsh(["-c", "location Paris; location Tokyo"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 2)
        let made = FileManager.default.subpaths(atPath: home.root.path) ?? []
        #expect(made.contains(".cache/wxsh"), "\(made)")
        #expect(!made.contains { $0.contains("org.swift.foundation") }, "\(made)")
        #expect(!made.contains(".local/share"), "\(made)")
    }

    @Test func aSlowServerIsWaitedForUpToTheDocumentedTotalTimeout() {
        // The timeout is 10 s to connect and 30 s in all (RunnerTests checks those numbers),
        // here shortened to 1 s and 4 s: an answer that starts after 1.5 s (connected at once)
        // is waited for, not cut off at the connect limit.
        defer { server.stop() }
        server.delay(1.5, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let started = Date()
        let result = run(["-c", "location Paris; status"], env: ["WXSH_TEST_TIMEOUTS": "1,4"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(elapsed >= 1.5)
        #expect(result.stdout.contains("\nPlace        Paris, Île-de-France, FR\n"), "\(result.stdout.prefix(80))")
    }

    @Test func withoutOneCallTheFree25DataIsShownAndSaid() {
        defer { server.stop() }
        server.misbehave(.oneCallSubscription, on: FakeOpenWeatherServer.Path.oneCall)
        let result = run(["-c", "location Paris; status; hourly; forecast"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("One Call 3.0 is not enabled for this key: showing the free 2.5 data (3-hourly, 5 days)"))
        #expect(result.stdout.contains("One Call 3.0 is not enabled for this key"), "status says so")
        let forecastRows =
            result.stdout.components(separatedBy: "· Forecast").last?.split(separator: "\n").filter {
                $0.contains("°") && !$0.contains("Temperatures")
            } ?? []
        #expect(forecastRows.count == 5, "\(forecastRows)")
        #expect(server.count(FakeOpenWeatherServer.Path.currentWeather) == 1 && server.count(FakeOpenWeatherServer.Path.forecast) == 1)
    }

    @Test func theCacheServesOfflineAndCacheNoticesOnlyWhenOldOrFailedButAlwaysInStatus() {
        defer { server.stop() }
        _ = run(["-c", "location Paris"])
        server.resetLog()
        let offline = run(["--offline", "-c", "location Paris; status"])
        #expect(offline.status == 0, "\(offline.stderr)")
        // Data under 10 minutes old is what a fetch would show: no notice on stderr…
        #expect(offline.stderr == "")
        // …but status always says where it came from and how old it is.
        #expect(offline.stdout.contains("Source       cache"))
        #expect(offline.stdout.contains("Fetched      just now"))
        // A fetch that fails says so, and that cached data is shown instead.
        server.misbehave(.serverError(503), on: FakeOpenWeatherServer.Path.oneCall)
        let failed = run(["-c", "refresh"])
        #expect(failed.stderr.contains("showing the cached data"), "\(failed.stderr)")
        server.misbehave(nil, on: FakeOpenWeatherServer.Path.oneCall)
        server.resetLog()
        #expect(server.count() == 0, "offline makes no request")
        let unknown = run(["--offline", "-c", "location Tokyo"])
        #expect(unknown.stderr == "wxsh: location: no data is available offline for Tokyo, JP; `mode live` fetches it\n")
        #expect(server.count() == 0)
    }

    @Test func withoutAKeyLiveCommandsSayHowToGetOne() {
        defer { server.stop() }
        // OpenWeather chosen: with no key and no choice wxsh would go to Open-Meteo instead.
        let result = run(["--provider", "openweather", "-c", "location Paris; refresh; key"], env: ["OPENWEATHER_API_KEY": ""])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("no OpenWeather API key is set: get a free one at https://home.openweathermap.org/api_keys"),
            "\(result.stderr)")
        #expect(result.stderr.contains("or type `provider open-meteo`, which needs no key"), "\(result.stderr)")
        #expect(result.stdout.contains("no API key is set"))
        #expect(server.count() == 0)
    }

    @Test func keyIsSavedPrivatelyAndNeverShown() throws {
        defer { server.stop() }
        let key = FakeOpenWeatherServer.defaultKey
        var environment = env()
        environment["OPENWEATHER_API_KEY"] = nil
        let saved = Run.wxsh(["--echo", "-c", "key \(key); key; location Paris; status; format json; status"], environment: environment)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("wxsh:city> key ********"))
        #expect(saved.stdout.contains("an API key is set (in \(home.config.path)/wxsh/config)"))
        let config = home.config.appendingPathComponent("wxsh/config").path
        let mode = try FileManager.default.attributesOfItem(atPath: config)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Bad keys and errors: none of it may show the key either.
        server.misbehave(.invalidKey, on: FakeOpenWeatherServer.Path.oneCall)
        let failed = Run.wxsh(["-c", "refresh; location Tokyo; status"], environment: environment)
        for output in [saved.stdout, saved.stderr, failed.stdout, failed.stderr] {
            #expect(!output.contains(key), "the key leaked: \(output)")
        }
        for (path, data) in home.allFiles() where !path.hasSuffix("/wxsh/config") {
            #expect(!String(decoding: data, as: UTF8.self).contains(key), "the key is in \(path)")
        }
    }

    @Test func ctrlCStopsAScriptWith130() throws {
        defer { server.stop() }
        server.delay(5, on: FakeOpenWeatherServer.Path.oneCall)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Run.wxsh)
        process.arguments = ["-c", "location Paris; city"]
        process.environment = env()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(waitFor { server.count(FakeOpenWeatherServer.Path.oneCall) == 1 })
        let sent = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(Date().timeIntervalSince(sent) < 2)
    }

    @Test func ctrlCDuringAFetchPrintsOneLineCancelledAndKeepsTheData() throws {
        defer { server.stop() }
        var environment = env(["TERM": "xterm"])
        environment["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey
        let pty = try PseudoTerminal(Run.wxsh, [], environment: environment)
        // The first screen fetches the bundled London again; then Paris is slow.
        #expect(pty.expect("wxsh:city> "))
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 1)
        server.delay(5, on: FakeOpenWeatherServer.Path.oneCall, times: 1)
        let mark = pty.transcript.count
        pty.send("location Paris\r")
        #expect(waitFor { server.count(FakeOpenWeatherServer.Path.oneCall) == 2 })
        let sent = Date()
        let beforeCtrlC = pty.transcript.count
        pty.send("\u{3}")
        #expect(pty.expect("wxsh: cancelled", after: mark, timeout: 3), "\(pty.text)")
        #expect(Date().timeIntervalSince(sent) < 1.5)
        #expect(pty.expect("wxsh:city> ", after: beforeCtrlC))
        // Ctrl-C during a fetch says one line, `cancelled`, then the prompt comes back.
        let said = ProgressLines.erased(String(decoding: pty.transcript[mark...], as: UTF8.self)).replacingOccurrences(of: "^C", with: "")
        let lines = said.components(separatedBy: "\r\n").filter { !$0.isEmpty && !$0.hasSuffix("location Paris") }
        #expect(lines == ["wxsh: cancelled", "wxsh:city> "], "\(lines)")
        pty.send("status\r")
        #expect(pty.expect("Place        London, England, GB", after: mark), "\(pty.text)")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }

    @Test func startUpOpensOnTheLastPlaceThenFallsBackToTheCacheThenTheBundledData() throws {
        defer { server.stop() }
        let first = run(["-c", "location Tokyo; places add"])
        #expect(first.status == 0, "\(first.stderr)")
        server.resetLog()
        // Next run: the last place comes back from the cache, fresh, with no request.
        let cached = run(["-c", "city; places"])
        #expect(cached.stdout.hasPrefix("Tokyo, JP\n"), "\(cached.stdout.prefix(80))")
        #expect(cached.stdout.contains("1  Tokyo, JP  "))
        #expect(server.count() == 0)
        // Without the cache and without the server: the bundled data, and it says so.
        try FileManager.default.removeItem(at: home.cache)
        let dead = run(["-c", "city"], env: ["OPENWEATHER_API_URL": "http://127.0.0.1:9"])
        #expect(dead.status == 0)
        #expect(dead.stderr.hasPrefix("wxsh: could not get Tokyo, JP: "), "\(dead.stderr)")
        #expect(dead.stderr.hasSuffix("; showing London, England, GB (sample data from 25 Mar 2023)\n"), "\(dead.stderr)")
        #expect(dead.stdout == londonCity)
        // And with the server back, the last place is fetched live.
        let live = run(["-c", "city"])
        #expect(live.stdout.hasPrefix("Tokyo, JP\n"))
        #expect(server.count() == 2)
    }

    func waitFor(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
