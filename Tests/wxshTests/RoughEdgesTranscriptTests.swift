import Foundation
import Testing
import WXTestSupport

/// Issue 17's rough edges through the built `wxsh`, against the fake OpenWeather server on
/// 127.0.0.1: each test names its item's words.
@Suite(.serialized) struct RoughEdgesTranscriptTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    func run(_ arguments: [String], env extra: [String: String] = [:], stdin: String = "") -> RunResult {
        var values = ["OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey]
        for (k, v) in extra { values[k] = v }
        return Run.wxsh(arguments, environment: home.environment(values), stdin: stdin)
    }

    func golden(_ name: String) -> String {
        (try? String(contentsOf: RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/\(name)"), encoding: .utf8))
            ?? "<missing>"
    }

    @Test func refreshAlwaysFetchesEvenWhenFreshAndKeepsTheTab() {
        defer { server.stop() }
        let result = run(["-c", "location Paris; tab now; refresh"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(server.count(FakeOpenWeatherServer.Path.oneCall) == 2, "refresh fetched although the data was seconds old")
        let views = result.stdout.components(separatedBy: "Paris, Île-de-France, FR")
        #expect(views.last?.hasPrefix(" · Weather Now") == true, "refresh showed the now tab again: \(result.stdout.suffix(400))")
        // A refresh whose fetch fails says so, and the command fails.
        server.misbehave(.serverError(500), on: FakeOpenWeatherServer.Path.oneCall)
        let failed = run(["-c", "refresh"])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("wxsh: refresh: could not fetch Paris, Île-de-France, FR: "), "\(failed.stderr)")
    }

    @Test func aScriptWithNoNetworkSaysSoOnceNotAtEveryCommand() {
        defer { server.stop() }
        // No key: Open-Meteo, on a port nothing listens to (TemporaryHome's default).
        let script = String(repeating: "tab city\ntab now\nunits imperial\ntab hourly\n", count: 25)
        let result = Run.wxsh([], environment: home.environment([:]), stdin: script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("wxsh: could not refresh London, England, GB: 127.0.0.1:9 refused the connection"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "the failure was said more than once:\n\(result.stderr.prefix(600))")
        #expect(
            result.stdout.components(separatedBy: "London, England, GB · Hourly").count - 1 == 25, "every command still showed its view")
    }

    @Test func failedLocationAdvisesAboutThePlaceNeverRefresh() {
        defer { server.stop() }
        server.misbehave(.serverError(503), on: FakeOpenWeatherServer.Path.oneCall)
        let result = run(["-c", "location Paris"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("wxsh: location: "), "\(result.stderr)")
        #expect(!result.stderr.contains("refresh"), "refresh would fetch London again: \(result.stderr)")
        let unknown = run(["--offline", "-c", "location Qqqqqqqqq"])
        #expect(
            unknown.stderr
                == "wxsh: location: no place called `Qqqqqqqqq` is known offline; check the name, or `search Qqqqqqqqq` lists places that start with it\n"
        )
    }

    @Test func didYouMeanOffersNearestGazetteerNamesOffline() {
        defer { server.stop() }
        let result = run(["--offline", "-c", "location Lodnon"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("wxsh: location: no place called `Lodnon` is known offline; did you mean London, GB"),
            "\(result.stderr)")
        #expect(server.count() == 0)
    }

    @Test func locationNAndABareNumberPickAfterSearchAndPlaces() {
        defer { server.stop() }
        let result = run(["-c", "search Springfield; 2; status; places add; places add Tokyo; places; location 2; status"])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = result.stdout.split(separator: "\n").first { $0.hasPrefix(" 2  ") }.map { String($0.dropFirst(4)) } ?? "<none>"
        let name = listed.components(separatedBy: "  ").first ?? ""
        #expect(result.stdout.contains("Place        \(name)\n"), "entry 2 (\(name)) was picked: \(result.stdout)")
        #expect(result.stdout.contains("Place        Tokyo, JP\n"), "entry 2 of the places list")
    }

    @Test func formatIsForThisRunOnlyAndSettingsAreSaved() throws {
        defer { server.stop() }
        let first = run(["--offline", "-c", "format json; units imperial; wind km/h; city"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix(#"{"tab":"city","units":"imperial""#))
        #expect(!first.stdout.contains("Units: imperial."), "confirmations are hints: not in scripts")
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(!state.contains("\"format\"") && state.contains(#""wind" : "km\/h""#), "\(state)")
        let second = run(["--offline", "-c", "now"])
        #expect(second.stdout.hasPrefix("London, England, GB · Weather Now\n"), "text again: \(second.stdout.prefix(80))")
        #expect(second.stdout.contains(" km/h SW, gusts "), "the wind unit was kept")
        #expect(second.stdout.contains("Pressure     29.80 inHg"), "the units were kept, and imperial pressure is in inHg")
        // A state file of an older wxsh that saved the format is still read; its format is ignored.
        try #"{"version":1,"format":"json","tab":"now","places":[{"name":"Paris","country":"FR","lat":48.85,"lon":2.35}]}"#
            .write(to: home.state.appendingPathComponent("wxsh/state.json"), atomically: true, encoding: .utf8)
        let old = run(["--offline", "-c", "now; places"])
        #expect(old.stderr == "")
        #expect(old.stdout.hasPrefix("London, England, GB · Weather Now\n") && old.stdout.contains("1  Paris, FR"), "\(old.stdout)")
    }

    @Test func commentsAfterACommandAreAllowed() {
        defer { server.stop() }
        let result = run(["--offline", "-c", "now # the details; city"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == golden("now-metric-80.txt"))
        let script = run(["--offline", "-"], stdin: "# a script\nnow   # comment\nhelp now#x\n")
        #expect(script.stdout == golden("now-metric-80.txt"))
        #expect(script.stderr == "wxsh: -:3: help: no command called `now#x`; did you mean `now`?\n", "a # inside a word is part of it")
    }

    @Test func cityHintOnlyWhenInteractiveNotInScriptsOrPipes() throws {
        defer { server.stop() }
        let piped = run(["--offline"], stdin: "city\n")
        #expect(piped.stdout == golden("city-metric-80.txt"))
        #expect(!piped.stdout.contains("Type `location` to change place."))
        let pty = try PseudoTerminal(Run.wxsh, ["--offline"], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        var mark = pty.transcript.count
        pty.send("city\r")
        #expect(pty.expect("Type `location` to change place.", after: mark), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("units imperial\r")
        #expect(pty.expect("Units: imperial.", after: mark), "\(pty.text)")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }
}

/// Item 25 through the binary: zone abbreviations come from the zone database wxsh is pointed at.
@Suite struct ZoneAbbreviationTranscriptTests {
    @Test func timeZonesShownByTheirAbbreviationFromTZifElseUTCOffset() throws {
        let home = TemporaryHome()
        try #require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/London"), "tzdata is needed")
        let named = Run.wxsh(["--offline", "-c", "now"], environment: home.environment())
        #expect(named.stdout.split(separator: "\n").dropFirst().first == "Sat 25 Mar 2023, 21:26 GMT", "\(named.stdout.prefix(120))")
        // Without a zone database, the offset is named from UTC (the same on every machine).
        let bare = Run.wxsh(["--offline", "-c", "now; status"], environment: home.environment(["TZDIR": home.root.path]))
        #expect(bare.stdout.split(separator: "\n").dropFirst().first == "Sat 25 Mar 2023, 21:26 UTC", "\(bare.stdout.prefix(120))")
        #expect(bare.stdout.contains("Observed     Sat 25 Mar 2023, 21:26 UTC\n"))
    }
}
