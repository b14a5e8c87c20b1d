import Foundation
import Testing
import WXTestSupport

/// The built `wxsh`, run as users and scripts run it: arguments, standard input, environment in;
/// standard output, standard error and exit status out, compared whole.
///
/// These are OpenWeather without a key, which makes no request (`--provider openweather`: with
/// no key wxsh would go to Open-Meteo); Open-Meteo's transcripts are in OpenMeteoTranscriptTests.
@Suite struct TranscriptTests {
    let home = TemporaryHome()

    func run(_ arguments: [String], stdin: String = "", env: [String: String] = [:]) -> RunResult {
        Run.wxsh(["--provider", "openweather"] + arguments, environment: home.environment(env), stdin: stdin)
    }

    func golden(_ name: String) -> String {
        (try? String(contentsOf: RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/\(name)"), encoding: .utf8))
            ?? "<missing \(name)>"
    }

    @Test func theFiveTabsOnBundledLondon() {
        let result = run(["-c", "tab city; tab now; tab hourly; tab forecast; tab pollution"])
        let expected = ["city", "now", "hourly", "forecast", "pollution"].map { golden("\($0)-metric-80.txt") }.joined()
        #expect(result.stdout == expected)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func theFiveTabsAsJSONLines() throws {
        let result = run(["--format", "json", "-c", "tab city; tab now; tab hourly; tab forecast; tab pollution"])
        let expected = ["city", "now", "hourly", "forecast", "pollution"].map { golden("\($0)-metric.json") }.joined()
        #expect(result.stdout == expected)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["place"] != nil && object?["source"] as? String == "bundled")
        }
    }

    @Test func unitsAndNarrowTerminalsFromTheCommandLine() {
        let result = run(["--units", "imperial", "-c", "now; hourly"], env: ["COLUMNS": "40"])
        #expect(result.stdout == golden("now-imperial-40.txt") + golden("hourly-imperial-40.txt"))
        // The tab is remembered from the run before.
        let switched = run(["-c", "units imperial"], env: ["COLUMNS": "40"])
        #expect(switched.stdout == golden("hourly-imperial-40.txt"))
    }

    @Test func theMachinesZoneDoesNotChangeTheOutput() {
        let a = run(["-c", "hourly"], env: ["TZ": "Asia/Tokyo"])
        let b = run(["-c", "hourly"], env: ["TZ": "UTC"])
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains("Sun 26 Mar\n  00:00") && a.stdout.contains("  02:00"))
    }

    @Test func scriptFilesNameTheLineOfEachError() {
        let script = home.write("demo.wxsh", "# a demo\ntab now\ntabb\nunits kelvin\nstatus\n")
        let result = run([script])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                wxsh: \(script):3: unknown command `tabb`; did you mean `tab`?
                wxsh: \(script):4: units: `kelvin` is not one of metric, imperial, standard

                """)
        #expect(result.stdout.hasPrefix(golden("now-metric-80.txt")))
        #expect(result.stdout.contains("Source       bundled"))
    }

    @Test func bailStopsAtTheFirstFailure() {
        let result = run(["--bail", "-c", "tab now; frob; tab city"])
        #expect(result.status == 1)
        #expect(result.stdout == golden("now-metric-80.txt"))
        #expect(result.stderr == "wxsh: unknown command `frob`; type `help` for the list\n")
    }

    @Test func echoPrintsEachCommandAfterThePrompt() {
        let result = run(["--echo", "-c", "units metric; tab forecast; location; cancel; format json; status"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "wxsh:city> units metric")
        #expect(lines.contains("wxsh:city> tab forecast"))
        #expect(lines.contains("wxsh:forecast> location"))
        #expect(lines.contains("wxsh:location? cancel"))
        #expect(lines.contains("wxsh:forecast> format json"))
        #expect(lines.contains("wxsh:forecast> status"))
        #expect(result.status == 0)
    }

    @Test func pipedInputWithCRLFBinaryAndHugeLinesKeepsGoing() {
        var input = "tab now\r\n"
        input += "\u{1B}[31mred\u{07}\n"
        input += String(repeating: "x", count: 10_000) + "\n"
        input += "\u{0}\u{1}\u{2}garbage\n"
        input += "units imperial\r\n"
        input += "status\n"
        let result = run([], stdin: input)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                wxsh: unknown command `^[[31mred^G`; type `help` for the list
                wxsh: line too long (10000 bytes; the limit is 4096)
                wxsh: unknown command `^@^A^Bgarbage`; type `help` for the list

                """)
        #expect(result.stdout.hasPrefix(golden("now-metric-80.txt") + golden("now-imperial-80.txt")))
        #expect(result.stdout.contains("Units        imperial"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func invalidUTF8Input() {
        let result = Run.process(
            Run.wxsh, ["--provider", "openweather"], environment: home.environment(),
            stdin: Data([0xC3, 0x28, 0xFF, 0x0A]) + Data("tab city\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("wxsh: unknown command `"))
        #expect(result.stdout == golden("city-metric-80.txt"))
    }

    @Test func theSheetInAScript() {
        let result = run([], stdin: "location\n\ntab now\nlocation\ncancel\nlocation\n12345\n\n")
        #expect(result.stdout == golden("now-metric-80.txt"))
        #expect(
            result.stderr
                == "wxsh: location: `12345` is not a place: a name needs a letter; coordinates are written `LAT,LON`, e.g. `51.5,-0.12`\n")
        #expect(result.status == 1)
    }

    @Test func loadTheDocumentationsSamplesAndSurviveBadFiles() throws {
        let docs = RepoPaths.root.appendingPathComponent("Tests/Fixtures/openweather-docs").path
        let bad = home.write("bad.json", #"{"lat":1,"lon":2,"hourly":[{"dt":1,"temp":"hot"}]}"#)
        let truncated = home.write("cut.json", #"{"lat":1,"lon":2,"current":{"dt":1,"te"#)
        let result = run([
            "--format", "json", "-c",
            """
            load \(bad); load \(truncated); load /no/such/file.json; load \(docs); city
            load \(docs)/onecall-3.0.json; load \(docs)/air-pollution.json
            """
        ])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        #expect(lines[0].contains(#""source":"bundled""#) && lines[0].contains(#""name":"London""#))
        #expect(
            lines[1].hasPrefix(
                #"{"tab":"city","units":"metric","place":{"name":"near Texarkana","country":"US","lat":33.44,"lon":-94.04},"timezone":"America/Chicago","source":"file","provider":"openweather","time":"2023-05-24T06:58:10-05:00","temperature":19.4"#
            ))
        // In JSON mode each error is one JSON object: its message and its kind.
        let reports = try result.stderr.split(separator: "\n").map {
            try #require((JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["error"] as? [String: Any])
        }
        try #require(reports.count == 5)
        let errors = reports.map { $0["message"] as? String ?? "" }
        #expect(reports.map { $0["kind"] as? String ?? "" } == ["invalid_data", "invalid_data", "file", "file", "usage"])
        // The documentation's two samples are for different places (Texarkana; 50°N 50°E): the
        // air quality is refused rather than shown as Texarkana's.
        #expect(errors[4].hasPrefix("load: \(docs)/air-pollution.json: this air quality is for "), "\(errors[4])")
        #expect(errors[4].contains("km from near Texarkana, US whose forecast is shown"), "\(errors[4])")
        #expect(errors[0] == "load: \(bad): at hourly[0].temp: expected a number")
        #expect(errors[1].hasPrefix("load: \(truncated): not valid JSON: "))
        #expect(errors[2] == "load: /no/such/file.json: no such file")
        #expect(errors[3] == "load: \(docs): is a folder, not a file")
        #expect(result.status == 1)
    }

    @Test func usageErrorsExitTwo() {
        let result = run(["--units", "kelvin"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == "wxsh: --units takes metric, imperial or standard (got `kelvin`)\nTry `wxsh --help` for more information.\n")
        #expect(run(["--nope"]).status == 2)
        let missing = run([home.root.appendingPathComponent("missing.wxsh").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasSuffix(": no such file\n"))
    }

    @Test func versionAndHelp() {
        let version = run(["--version"])
        #expect(version.stdout == "wxsh 0.1.0\n" && version.status == 0)
        let help = run(["-h"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("Usage: wxsh [OPTIONS] [SCRIPT]\n"))
        for flag in ["--command", "--offline", "--units", "--format", "--provider", "--no-color", "--echo", "--bail", "--version", "--help"]
        {
            #expect(help.stdout.contains(flag))
        }
    }

    @Test func scriptFromStandardInputWithDash() {
        let result = run(["-"], stdin: "city\nnope\n")
        #expect(result.stdout == golden("city-metric-80.txt"))
        #expect(result.stderr == "wxsh: -:2: unknown command `nope`; type `help` for the list\n")
    }

    @Test func quitStopsReadingAndEndOfInputIsFine() {
        let result = run([], stdin: "city\nquit\nfrob\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(run([], stdin: "").status == 0)
    }

    @Test func noColourWhenNotATerminalEvenIfAllowed() {
        let result = run(["-c", "pollution"], env: ["NO_COLOR": ""])
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func asciiWhenTheLocaleIsNotUTF8() {
        let result = run(["-c", "hourly"], env: ["LANG": "C"])
        #expect(result.stdout == golden("hourly-ascii-80.txt"))
    }

    @Test func missingDataIsSaidClearly() throws {
        let empty = home.root.appendingPathComponent("empty").path
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = run(["-c", "tab now"], env: ["WXSH_DATA_DIR": empty])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                wxsh: the bundled London data was not found (looked in \(empty)); set WXSH_DATA_DIR to the folder holding london/onecall.json, or reinstall with `make install`
                wxsh: no weather data to show: the bundled London data was not found (looked in \(empty)); set WXSH_DATA_DIR to the folder holding london/onecall.json, or reinstall with `make install`; `load FILE` reads a One Call document

                """)
        let damaged = home.root.appendingPathComponent("damaged").path
        home.write("damaged/london/onecall.json", "{ not json")
        home.write("damaged/london/air_pollution.json", "{}")
        home.write("damaged/london/place.json", "[]")
        let broken = run(["-c", "status"], env: ["WXSH_DATA_DIR": damaged, "COLUMNS": "400"])
        #expect(broken.stderr.hasPrefix("wxsh: the bundled London data in \(damaged) is damaged: london/onecall.json: not valid JSON"))
        #expect(broken.stdout.contains("Source       none: the bundled London data in \(damaged) is damaged"))
        let partial = home.root.appendingPathComponent("partial").path
        for file in ["onecall.json", "air_pollution.json"] {
            let bytes = try String(contentsOf: RepoPaths.root.appendingPathComponent("Resources/london/\(file)"), encoding: .utf8)
            home.write("partial/london/\(file)", bytes)
        }
        let incomplete = run(["-c", "status"], env: ["WXSH_DATA_DIR": partial])
        #expect(
            incomplete.stderr.hasPrefix("wxsh: the bundled London data in \(partial) is incomplete: london/place.json: no such file\n"),
            "\(incomplete.stderr)")
    }

    @Test func anInstalledBinaryFindsItsOwnData() throws {
        let prefix = home.root.appendingPathComponent("prefix").path
        let make = Run.process(
            "/usr/bin/make", ["-s", "install", "PREFIX=\(prefix)", "BIN=\(Run.wxsh)"],
            environment: ["PATH": "/usr/bin:/bin"], currentDirectory: RepoPaths.root.path)
        #expect(make.status == 0, "\(make.stderr)")
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/man/man1/wxsh.1"))
        let result = Run.process(prefix + "/bin/wxsh", ["-c", "city; format json; status"], environment: home.environment())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(golden("city-metric-80.txt")))
        #expect(result.stdout.contains(#""source":"bundled""#))
        #expect(result.stdout.contains(#""origin":"\#(prefix)/share/wxsh""#))
    }
}

/// The place list through the built binary.
@Suite struct PlacesTranscriptTests {
    let home = TemporaryHome()

    @Test func searchZuriListsZurichFirstOffline() {
        let result = Run.wxsh(["--offline", "-c", "search zuri"], environment: home.environment())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(" 1  Zürich, Zurich, CH  pop. 415,367 · 47.37°N 8.55°E\n"))
        #expect(result.stdout.split(separator: "\n").count == 10)
        let json = Run.wxsh(["--offline", "--format", "json", "-c", "search zuri"], environment: home.environment())
        #expect(
            json.stdout.hasPrefix(
                #"{"query":"zuri","places":[{"name":"Zürich","country":"CH","state":"Zurich","lat":47.36667,"lon":8.55,"population":415367,"timezone":"Europe/Zurich"}"#
            ))
    }

    @Test func offlineLocationResolvesButHasNoData() {
        let result = Run.wxsh(["--offline", "-c", "location Paris; city"], environment: home.environment())
        #expect(result.status == 1)
        #expect(result.stderr == "wxsh: location: no data is available offline for Paris, Île-de-France, FR; `mode live` fetches it\n")
        #expect(result.stdout.hasPrefix("London, England, GB\n"))
    }

    @Test func aMissingPlaceListIsSaid() {
        let folder = home.root.appendingPathComponent("data").path
        for file in ["onecall.json", "air_pollution.json", "place.json"] {
            try? FileManager.default.createDirectory(atPath: folder + "/london", withIntermediateDirectories: true)
            try? FileManager.default.copyItem(
                atPath: RepoPaths.root.appendingPathComponent("Resources/london/\(file)").path, toPath: folder + "/london/\(file)")
        }
        let result = Run.wxsh(
            ["--provider", "openweather", "-c", "search zuri; city"], environment: home.environment(["WXSH_DATA_DIR": folder]))
        #expect(
            result.stderr
                == "wxsh: search: the place list \(folder)/places.wxg is missing; reinstall wxsh or regenerate it with scripts/make-gazetteer.py\n"
        )
        #expect(result.stdout.hasPrefix("London, England, GB\n"))
    }
}

@Suite struct DayTranscriptTests {
    @Test func dayNThroughTheBinary() {
        let home = TemporaryHome()
        let golden = { (name: String) in
            (try? String(contentsOf: RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/day/\(name)"), encoding: .utf8))
                ?? "<missing>"
        }
        let text = Run.wxsh(["--provider", "openweather", "-c", "day 2"], environment: home.environment())
        #expect(text.stdout == golden("day2-metric-80.txt"))
        let json = Run.wxsh(
            ["--provider", "openweather", "--format", "json", "--units", "imperial", "-c", "day 1"], environment: home.environment())
        #expect(json.stdout == golden("day1-imperial.json"))
    }

    /// `--format line`: exactly one line for each view, for status bars.
    @Test func formatLineGivesOneLinePerView() {
        let result = Run.wxsh(
            ["--offline", "--format", "line", "-c", "tab city; tab now; tab hourly; tab forecast; tab pollution; day 2; alerts; map"],
            environment: TemporaryHome().environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9 && lines.last == "", "\(result.stdout)")
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
        #expect(lines.first?.hasPrefix("London, GB · 21:26 GMT · ") == true, "\(result.stdout)")
        #expect(lines[7].hasPrefix("London, GB · 300 km across · "), "\(result.stdout)")
        #expect(
            Run.wxsh(["--format", "lines"], environment: TemporaryHome().environment()).stderr.contains("--format takes text, json or line")
        )
    }

    /// `map` through the built binary, on its own place list: the place marked at the centre.
    @Test func mapDrawsThePlaceMarked() {
        let result = Run.wxsh(["--offline", "-c", "map; map wider"], environment: TemporaryHome().environment(["COLUMNS": "60"]))
        #expect(result.status == 0, "\(result.stderr)")
        let maps = result.stdout.components(separatedBy: "Map of ")
        #expect(maps.count == 3, "\(result.stdout)")
        #expect(maps[1].hasPrefix("London, England, GB · 300 km across\n") && maps[1].contains("◉ London"))
        #expect(maps[2].hasPrefix("London, England, GB · 600 km across\n") && maps[2].contains("•Manchester"), "\(maps.last ?? "")")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
