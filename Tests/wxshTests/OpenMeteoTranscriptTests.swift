import Foundation
import Testing
import WXTestSupport

/// Open-Meteo through the built `wxsh`, with no key, against the fake server's `/v1/…` paths
/// on 127.0.0.1 (OPEN_METEO_API_URL points there).
@Suite(.serialized) struct OpenMeteoTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func env(_ extra: [String: String] = [:]) -> [String: String] {
        var values = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        for (k, v) in extra { values[k] = v }
        return home.environment(values)
    }

    func run(_ arguments: [String], env extra: [String: String] = [:]) -> RunResult {
        Run.wxsh(arguments, environment: env(extra))
    }

    static let forecast = FakeOpenMeteo.Path.forecast
    static let air = FakeOpenMeteo.Path.airQuality
    static let search = FakeOpenMeteo.Path.search

    @Test func parisWithNoKeyCostsTwoRequestsAndUnitsNone() throws {
        defer { server.stop() }
        let result = run(["-c", "location Paris; tab now; units imperial; tab hourly; tab forecast; tab pollution; day 2; tab now"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Paris, Île-de-France, FR\n"))
        let now = result.stdout.components(separatedBy: "Paris, Île-de-France, FR · Weather Now\n").dropFirst().first ?? ""
        // 12.3 °C + Paris's 2 K, 71 %, 15.1 km/h / 3.6 = 4.19 m/s, in Paris's zone (GMT+1 in November).
        #expect(now.contains("Temperature  14.3 °C, feels like 12.9 °C\n"), "\(now)")
        #expect(now.contains("Wind         4.2 m/s WSW, gusts 9.0 m/s\n"))
        #expect(now.contains("Humidity     71 %\n"))
        let dateLine = now.prefix { $0 != "\n" }
        #expect(["CET", "CEST", "UTC+1", "UTC+2"].contains { dateLine.hasSuffix(" " + $0) }, "not in Paris's zone: \(dateLine)")
        #expect(now.contains("Alerts       Open-Meteo provides no weather alerts\n"))
        #expect(result.stdout.contains("Air quality  2 Fair (1 Good … 5 Very Poor)\nEuropean AQI 35"))
        #expect(result.stdout.contains("Temperature  57.7 °F"), "units imperial re-renders without a request")
        #expect(server.counts == [Self.forecast: 1, Self.air: 1], "\(server.counts)")
        let asked = try #require(server.requests.first { $0.path == Self.forecast })
        #expect(asked.query["wind_speed_unit"] == "ms" && asked.query["forecast_hours"] == "48" && asked.query["forecast_days"] == "8")
        #expect(asked.query["timezone"] == "auto" && asked.query["timeformat"] == "unixtime")
        #expect(asked.headers["user-agent"]?.hasPrefix("wxsh/") == true)
    }

    @Test func jsonHasFortyEightHoursEightDaysTheIndexAndTheProvider() throws {
        defer { server.stop() }
        let result = run(["--format", "json", "-c", "location Paris; tab hourly; tab forecast; tab pollution; status"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 5)
        for object in objects.prefix(4) { #expect(object["provider"] as? String == "open-meteo") }
        #expect((objects[1]["hours"] as? [Any])?.count == 48)
        #expect((objects[2]["days"] as? [Any])?.count == 8)
        #expect(objects[3]["aqi"] as? Int == 2)
        #expect(objects[3]["european_aqi"] as? Int == 35)
        let components = try #require(objects[3]["components"] as? [String: Any])
        #expect(components["no"] is NSNull, "Open-Meteo has no NO")
        #expect(objects[0]["timezone"] as? String == "Europe/Paris")
        #expect(objects[4]["provider"] as? String == "open-meteo")
        #expect(server.count() == 2)
    }

    @Test func aScriptShowsCurrentWeatherNotTheBundledData() {
        defer { server.stop() }
        let result = run(["-c", "tab now"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix("London, England, GB · Weather Now\nMon 23 Nov 2026")
                || result.stdout.contains("Open-Meteo provides no weather alerts"))
        #expect(server.counts == [Self.forecast: 1, Self.air: 1])
    }

    @Test func anUnknownNameGoesToTheSearchOnceAndNoResultsKeepsThePlace() {
        defer { server.stop() }
        let concordia = run(["-c", "location Concordia Station; tab now; location Concordia Station"])
        #expect(concordia.stdout.hasPrefix("Concordia Station, AQ\n"), "\(concordia.stderr)")
        #expect(server.count(Self.search) == 1)
        #expect(server.count() == 3, "search + 2; going back costs 0")
        #expect(server.requests.first { $0.path == Self.search }?.query["count"] == "10")
        server.resetLog()
        let nowhere = run(["-c", "location Xyzzyville; status"])
        #expect(nowhere.status == 1)
        #expect(
            nowhere.stderr
                == "wxsh: location: no place called `Xyzzyville` was found; check the name, or `search Xyzzyville` lists places that start with it\n"
        )
        #expect(nowhere.stdout.hasPrefix("Place        Concordia Station, AQ\n"), "the old place (the last run's) is kept")
        #expect(server.counts == [Self.search: 1])
    }

    static let failures: [(String, FakeMisbehaviour, String)] = [
        (
            "400",
            .status(400, body: FakeOpenMeteo.badRequest("Cannot initialize WeatherVariable from invalid String value x for key hourly")),
            "Open-Meteo refused the request to /v1/forecast (400: Cannot initialize WeatherVariable"
        ),
        ("429", .quota, "Open-Meteo says too many requests (429) to /v1/forecast"),
        ("500", .serverError(500), "Open-Meteo had a server error (500) answering /v1/forecast"),
        ("truncated", .closeMidBody, "closed before the answer was complete"),
        ("not JSON", .notJSON, "Open-Meteo's answer from /v1/forecast could not be read (not valid JSON"),
        ("wrong shape", .wrongShape, "Open-Meteo's answer from /v1/forecast could not be read")
    ]

    @Test(arguments: failures.indices)
    func everyFailureIsOneLineAndKeepsThePreviousData(index: Int) {
        defer { server.stop() }
        let (name, misbehaviour, fragment) = Self.failures[index]
        server.misbehave(misbehaviour, on: Self.forecast)
        let result = run(["-c", "location Paris; status"])
        #expect(result.status == 1, "\(name)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix("wxsh: location: "), "\(name): \(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(name): \(result.stderr)")
        #expect(result.stdout.hasPrefix("Place        London, England, GB\n"), "\(name): the previous data is kept")
    }

    @Test func aRefusedConnectionIsOneLineAndASlowAnswerIsWaitedFor() {
        defer { server.stop() }
        let refused = run(["-c", "location Paris; status"], env: ["OPEN_METEO_API_URL": "http://127.0.0.1:9"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "wxsh: location: 127.0.0.1:9 refused the connection: check OPEN_METEO_API_URL, or try again later\n")
        #expect(refused.stdout.hasPrefix("Place        London, England, GB\n"))
        // 10 s to connect and 30 s in all (RunnerTests checks those numbers), here shortened to
        // 1 s and 4 s: an answer that starts after 1.5 s is waited for (the message for one that
        // takes longer is in OpenMeteoClientTests).
        server.delay(1.5, on: Self.forecast, times: 1)
        let started = Date()
        let slow = run(["-c", "location Paris; status"], env: ["WXSH_TEST_TIMEOUTS": "1,4"])
        #expect(Date().timeIntervalSince(started) >= 1.5)
        #expect(slow.status == 0, "\(slow.stderr)")
        #expect(slow.stdout.contains("\nPlace        Paris, Île-de-France, FR\n"))
    }

    @Test func after429NoRequestForAMinuteAndTheCacheIsServed() throws {
        defer { server.stop() }
        server.misbehave(.quota, on: Self.forecast, times: 1)
        let fresh = run(["-c", "location Paris; location Paris; status"])
        let errors = fresh.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 2, "\(fresh.stderr)")
        #expect(
            errors.first?.hasPrefix("wxsh: location: Open-Meteo says too many requests (429) to /v1/forecast: wxsh sends it none for 60 s")
                == true, "\(errors)")
        #expect(
            errors.last?.contains("wxsh waits 60 s more before asking again") == true || errors.last?.contains("waits 59 s more") == true,
            "\(errors)")
        #expect(server.count(Self.forecast) == 1, "nothing more is asked of /v1/forecast after its 429")
        #expect(fresh.stdout.hasPrefix("Place        London, England, GB\n"))

        // With a copy of Paris 20 minutes old in the cache, the 429 serves it, said once.
        let other = try FakeOpenWeatherServer()
        try other.start()
        defer { other.stop() }
        #expect(run(["-c", "location Paris"], env: ["OPEN_METEO_API_URL": other.baseURL.absoluteString]).status == 0)
        let file = home.cache.appendingPathComponent("wxsh/weather_open-meteo_48.85_2.35.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        let stamp = try #require(text.firstRange(of: /"fetchedAt":([0-9.]+)/))
        let old = (Double(text[stamp].split(separator: ":")[1]) ?? 0) - 1200
        text.replaceSubrange(stamp, with: "\"fetchedAt\":\(old)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        other.misbehave(.quota, on: Self.forecast, times: 1)
        let stale = run(["-c", "tab now; tab hourly"], env: ["OPEN_METEO_API_URL": other.baseURL.absoluteString])
        let warnings = stale.stderr.split(separator: "\n").map(String.init)
        #expect(
            warnings.first?.contains("(429)") == true
                && warnings.first?.contains("showing cached data for Paris, Île-de-France, FR (20 min old)") == true, "\(warnings)")
        #expect(warnings.dropFirst().allSatisfy { $0.contains("waits") && $0.contains("showing cached data") }, "\(warnings)")
        #expect(stale.stdout.contains("Paris, Île-de-France, FR · Weather Now"))
        #expect(other.count(Self.forecast) == 2, "the first run's fetch and the 429; none after it")
    }

    @Test func theProviderIsShownSwitchedSavedAndChosenForOneRun() throws {
        defer { server.stop() }
        let key = ["OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        #expect(run(["-c", "provider"]).stdout == "provider: open-meteo\n", "no key: Open-Meteo")
        #expect(run(["-c", "provider"], env: key).stdout == "provider: openweather\n", "a key: OpenWeather")
        let status = run(["-c", "status"]).stdout
        #expect(status.contains("Provider     Open-Meteo\nCredit       Weather data by Open-Meteo.com (CC BY 4.0)\n"), "\(status)")
        #expect(run(["--provider", "openweather", "-c", "provider"]).stdout == "provider: openweather\n")
        let state = home.state.appendingPathComponent("wxsh/state.json")
        #expect(!((try? String(contentsOf: state, encoding: .utf8)) ?? "").contains("provider"), "a flag is for one run")
        #expect(run(["-c", "provider"]).stdout == "provider: open-meteo\n")
        let keyless = run(["-c", "provider openweather; location Paris"])
        #expect(keyless.status == 1)
        #expect(keyless.stderr.contains("or type `provider open-meteo`, which needs no key"), "\(keyless.stderr)")
        #expect(try String(contentsOf: state, encoding: .utf8).contains(#""provider" : "openweather""#))
        #expect(run(["-c", "provider"]).stdout == "provider: openweather\n", "the choice is saved")
        #expect(run(["-c", "provider nope"]).stderr.hasPrefix("wxsh: provider: `nope` is not one of openweather, open-meteo"))
        let usage = run(["--provider", "nope", "-c", "provider"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("wxsh: --provider takes openweather or open-meteo (got `nope`)\n"))
        #expect(server.count() == 0)
    }

    @Test func switchingInLiveModeFetchesTheCurrentPlaceFromTheNewProvider() {
        defer { server.stop() }
        let key = ["OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        let result = run(["--format", "json", "-c", "location Paris; provider open-meteo; provider openweather; status"], env: key)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(result.stdout)")
        #expect(lines[0].contains(#""provider":"openweather""#))
        #expect(lines[1] == #"{"provider":"open-meteo"}"#)
        #expect(lines[2].contains(#""provider":"open-meteo""#) && lines[2].contains(#""name":"Paris""#))
        #expect(lines[4].contains(#""provider":"openweather""#), "back to OpenWeather: its cached Paris")
        #expect(
            server.counts == ["/data/3.0/onecall": 1, "/data/2.5/air_pollution": 1, Self.forecast: 1, Self.air: 1],
            "cached answers are per provider: \(server.counts)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: home.cache.appendingPathComponent("wxsh").path)) ?? []
        #expect(Set(files) == ["weather_48.85_2.35.json", "weather_open-meteo_48.85_2.35.json"], "\(files)")
    }

    @Test func anOldStateFileIsStillRead() throws {
        defer { server.stop() }
        home.write("state/wxsh/state.json", #"{"version":1,"units":"imperial","mode":"offline"}"#)
        let result = run(["-c", "provider; units"])
        #expect(result.stdout == "provider: open-meteo\nunits: imperial\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        home.write("state/wxsh/state.json", #"{"version":1,"units":"imperial","provider":"somebody-else"}"#)
        let damaged = run(["--offline", "-c", "provider; units"])
        #expect(damaged.stdout == "provider: open-meteo\nunits: imperial\n", "only the unknown provider is dropped")
    }

    @Test func attributionAtATerminalOnly() throws {
        defer { server.stop() }
        let pty = try PseudoTerminal(Run.wxsh, ["-c", "location Paris"], environment: env(["TERM": "xterm"]))
        #expect(pty.waitForExit() == 0)
        #expect(pty.text.contains("Weather data by Open-Meteo.com (CC BY 4.0)"), "\(pty.text)")
        let piped = run(["-c", "location Paris; tab now"])
        #expect(!piped.stdout.contains("CC BY"))
    }

    @Test func loadTakesOpenMeteoDocumentsToldFromTheirShape() {
        defer { server.stop() }
        let fixtures = RepoPaths.root.appendingPathComponent("Tests/Fixtures/open-meteo").path
        let result = run([
            "--offline", "-c",
            "load \(fixtures)/forecast-paris.json; tab now; load \(fixtures)/air-quality-paris.json; load \(fixtures)/error-400.json"
        ])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("near Paris, FR\n") || result.stdout.hasPrefix("near Paris"), "\(result.stdout)")
        #expect(result.stdout.contains("Wind         4.2 m/s WSW, gusts 9.0 m/s\n"), "km/h in the document, m/s on screen")
        #expect(result.stdout.contains("Air quality  2 Fair"))
        #expect(result.stderr.contains("an Open-Meteo error response (Latitude must be in range"), "\(result.stderr)")
        #expect(server.count() == 0)
    }

    @Test func aBadOpenMeteoURLIsSaidAtOnceAndNeverUsed() {
        defer { server.stop() }
        let empty = run(["-c", "location Paris"], env: ["OPEN_METEO_API_URL": ""])
        #expect(
            empty.stderr.hasPrefix(
                "wxsh: OPEN_METEO_API_URL is set but empty: unset it, or give a URL like https://api.open-meteo.com; Open-Meteo is off until it is fixed\n"
            ), "\(empty.stderr)")
        #expect(empty.status == 1)
        let bad = run(["-c", "location Paris"], env: ["OPEN_METEO_API_URL": "ftp://127.0.0.1:\(server.baseURL.port ?? 0)"])
        #expect(bad.stderr.hasPrefix("wxsh: OPEN_METEO_API_URL is `ftp://127.0.0.1:"), "\(bad.stderr)")
        #expect(
            bad.stderr.contains("wxsh: location: ") && bad.stderr.contains("Open-Meteo cannot be asked until it is fixed"), "\(bad.stderr)")
        #expect(server.count() == 0)
    }
}
