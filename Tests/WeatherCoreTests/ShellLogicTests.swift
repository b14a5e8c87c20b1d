import Testing

@testable import CoreFinance
@testable import WeatherCore

@Suite struct InvocationTests {
    @Test func defaultsToStandardInput() {
        #expect(Invocation.parse([]) == .success(Invocation()))
    }

    @Test func everyFlag() throws {
        let parsed = try Invocation.parse([
            "--offline", "--units", "imperial", "--format=json", "--no-color", "--echo", "--bail", "-c", "tab now"
        ]).get()
        #expect(parsed.offline && parsed.noColor && parsed.echo && parsed.bail)
        #expect(parsed.units == .imperial && parsed.format == .json)
        #expect(parsed.input == .commands("tab now"))
        #expect(try Invocation.parse(["script.wxsh"]).get().input == .script("script.wxsh"))
        #expect(try Invocation.parse(["-"]).get().input == .script("-"))
        #expect(try Invocation.parse(["-V"]).get().showVersion)
        #expect(try Invocation.parse(["--help"]).get().showHelp)
        #expect(try Invocation.parse(["-c", "a", "-c", "b"]).get().input == .commands("a\nb"))
        #expect(try Invocation.parse(["--", "-odd-name"]).get().input == .script("-odd-name"))
    }

    @Test(arguments: [
        (["--units", "kelvin"], "--units takes metric, imperial or standard (got `kelvin`)"),
        (["--format"], "--format needs a value"),
        (["--frobnicate"], "unknown option `--frobnicate`"),
        (["-c", "x", "file"], "give either -c TEXT or a SCRIPT, not both"),
        (["a", "b"], "only one SCRIPT can be given (got `b` too)"),
        (["--offline=false"], "--offline takes no value (got `--offline=false`)"),
        (["--echo=no", "-c", "now"], "--echo takes no value (got `--echo=no`)")
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .failure(UsageError(.verbatim(message))))
    }
}

@Suite struct HistoryTests {
    @Test func noDuplicatesMostRecentLast() {
        var history = History(entries: ["tab now", "units imperial"])
        let moved = history.add("tab now")
        #expect(moved)
        #expect(history.entries == ["units imperial", "tab now"])
        let repeated = history.add("tab now")
        #expect(!repeated)
        let blank = history.add("   ")
        #expect(!blank)
        #expect(history.fileText == "units imperial\ntab now\n")
    }

    @Test func capped() {
        var history = History(limit: 3)
        for i in 1...5 { history.add("cmd \(i)") }
        #expect(history.entries == ["cmd 3", "cmd 4", "cmd 5"])
    }

    @Test func keysAreNeverRecorded() {
        var history = History()
        let secret = history.add("key 0123456789abcdef")
        #expect(!secret)
        let query = history.add("key")
        #expect(query)
        #expect(History(fileText: "a\nkey secret\nb\n").entries == ["a", "b"])
        for line in ["units metric; key 0123456789abcdef", "KEY abc ;tab now", "tab now;;  key  abc  "] {
            let added = history.add(line)
            #expect(!added, "\(line)")
        }
        let noKey = history.add("units metric; key")
        #expect(noKey)
        #expect(history.entries == ["key", "units metric; key"])
    }
}

@Suite struct CompleterTests {
    @Test(arguments: [
        ("", CommandRegistry.commandWords(for: .weather).sorted()),
        ("ta", ["tab"]),
        ("tab ", ["city", "forecast", "hourly", "now", "pollution"]),
        ("tab fo", ["forecast"]),
        ("TAB p", ["pollution"]),
        ("units i", ["imperial"]),
        ("format ", ["json", "line", "text"]),
        ("help lo", ["load", "location"]),
        ("tab now; tab h", ["hourly"]),
        ("tab now extra ", []),
        ("zzz", [])
    ])
    func candidates(line: String, expected: [String]) {
        #expect(Completer.candidates(line: line) == expected)
    }

    @Test func commonPrefix() {
        #expect(Completer.commonPrefix(["load", "location"]) == "lo")
        #expect(Completer.commonPrefix(["forecast"]) == "forecast")
        #expect(Completer.commonPrefix([]) == "")
    }
}

@Suite struct LineInputTests {
    @Test func splittingOnSemicolonsAndCRLF() {
        #expect(LineSplitter.commands(in: "tab now; units imperial ;;  \r") == ["tab now", "units imperial"])
        #expect(LineSplitter.commands(in: "   ") == [])
        #expect(LineSplitter.commands(in: "  # a note; units imperial") == [], "a comment line runs nothing")
    }

    @Test func lineBufferHandlesChunksAndBinary() {
        var buffer = LineBuffer()
        do {
            let lines = buffer.append(Array("tab n".utf8))
            #expect(lines == [])
        }
        do {
            let lines = buffer.append(Array("ow\nstat".utf8))
            #expect(lines == [.text("tab now")])
        }
        do {
            let lines = buffer.append([0xFF, 0xFE, 0x0A])
            #expect(lines == [.text("stat\u{FFFD}\u{FFFD}")])
        }
        do {
            let lines = buffer.append(Array("last".utf8))
            #expect(lines == [])
        }
        do {
            let last = buffer.finish()
            #expect(last == .text("last"))
        }
        do {
            let last = buffer.finish()
            #expect(last == nil)
        }
    }

    @Test func absurdlyLongLinesAreDroppedNotHeld() {
        var buffer = LineBuffer()
        let huge = [UInt8](repeating: 0x61, count: LineBuffer.maximumLineBytes + 10)
        do {
            let lines = buffer.append(huge)
            #expect(lines == [])
        }
        do {
            let lines = buffer.append(Array("\nok\n".utf8))
            #expect(lines == [.tooLong, .text("ok")])
        }
    }
}

@Suite struct TerminalPolicyTests {
    @Test func colourOnlyOnATerminalWhenAllowed() {
        #expect(TerminalPolicy.colorEnabled(noColorFlag: false, environment: [:], outputIsTerminal: true))
        #expect(!TerminalPolicy.colorEnabled(noColorFlag: false, environment: [:], outputIsTerminal: false))
        #expect(!TerminalPolicy.colorEnabled(noColorFlag: true, environment: [:], outputIsTerminal: true))
        #expect(!TerminalPolicy.colorEnabled(noColorFlag: false, environment: ["NO_COLOR": "1"], outputIsTerminal: true))
        #expect(TerminalPolicy.colorEnabled(noColorFlag: false, environment: ["NO_COLOR": ""], outputIsTerminal: true))
        #expect(!TerminalPolicy.colorEnabled(noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true))
    }

    @Test func localeAndWidth() {
        #expect(TerminalPolicy.isUTF8(environment: ["LANG": "en_GB.UTF-8"]))
        #expect(!TerminalPolicy.isUTF8(environment: ["LC_ALL": "C", "LANG": "en_GB.UTF-8"]))
        #expect(TerminalPolicy.isUTF8(environment: ["LC_CTYPE": "C.utf8"]))
        #expect(!TerminalPolicy.isUTF8(environment: [:]))
        #expect(TerminalPolicy.width(environment: ["COLUMNS": "100"], terminalColumns: 60) == 100)
        #expect(TerminalPolicy.width(environment: ["COLUMNS": "20"], terminalColumns: nil) == 40)
        #expect(TerminalPolicy.width(environment: [:], terminalColumns: 132) == 132)
        #expect(TerminalPolicy.width(environment: ["COLUMNS": "wide"], terminalColumns: nil) == 80)
    }

    @Test func xdgPaths() throws {
        let paths = try #require(XDGPaths(environment: ["HOME": "/home/u", "XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "relative"]))
        #expect(paths.state == "/s/wxsh")
        #expect(paths.config == "/home/u/.config/wxsh")
        #expect(paths.cache == "/home/u/.cache/wxsh")
        #expect(paths.historyFile == "/s/wxsh/history")
    }

    @Test func dataSearchPath() {
        let paths = BundledData.searchPath(
            environment: ["WXSH_DATA_DIR": "/data"], executable: "/opt/wx/bin/wxsh", sourceResources: "/src/Resources")
        #expect(paths == ["/data"])
        let installed = BundledData.searchPath(environment: [:], executable: "/opt/wx/bin/wxsh", sourceResources: "/src/Resources")
        #expect(installed == ["/opt/wx/share/wxsh", "/src/Resources"])
    }
}

@Suite struct StartingStateTests {
    @Test func savedChoicesWithFlagsOnTopForThisRunOnly() throws {
        let saved = SavedState(
            tab: .forecast, units: .imperial, format: .json, mode: .offline,
            places: [Place(name: "Paris", country: "FR", lat: 48.85, lon: 2.35)])
        let (state, flagged) = SessionState.starting(data: nil, dataProblem: nil, saved: saved, invocation: Invocation(), currency: .pound)
        // A format saved by an older wxsh is read and ignored: the format is for one run.
        #expect(state.tab == .forecast && state.units == .imperial && state.format == .text && state.mode == .offline)
        #expect(state.places.count == 1 && flagged.isEmpty)
        let invocation = try Invocation.parse(["--units", "standard", "--format", "text"]).get()
        let (overridden, set) = SessionState.starting(data: nil, dataProblem: nil, saved: saved, invocation: invocation, currency: .pound)
        #expect(overridden.units == .standard && overridden.format == .text && overridden.mode == .offline)
        #expect(set == [.units, .format])
        let fresh = SessionState.starting(data: nil, dataProblem: nil, saved: SavedState(), invocation: Invocation(), currency: .pound).0
        #expect(fresh.tab == .city && fresh.units == .metric && fresh.format == .text && fresh.mode == .live)
    }

    @Test func savedStateMergesPlacesAndRoundTripsEveryField() throws {
        let paris = Place(name: "Paris", country: "FR", state: "Île-de-France", lat: 48.85, lon: 2.35, timeZone: "Europe/Paris")
        let tokyo = Place(name: "Tokyo", country: "JP", lat: 35.68, lon: 139.76)
        let lima = Place(name: "Lima", country: "PE", lat: -12.04, lon: -77.03)
        var finance = FinanceState()
        _ = finance.set("P", "1000")
        let ours = SavedState(
            place: paris, tab: .pollution, units: .standard, format: .json, mode: .offline, places: [paris, tokyo], finance: finance)
        #expect(SavedState.decode(ours.encoded()) == .success(ours))
        // Another process saved Lima meanwhile and removed nothing; we added Tokyo and removed nothing.
        let disk = SavedState(places: [paris, lima])
        let merged = ours.merged(onto: disk, changes: [.added(tokyo)])
        #expect(merged.places == [paris, lima, tokyo])
        #expect(merged.units == .standard, "our settings win")
        let removed = ours.merged(onto: SavedState(places: [paris, lima, tokyo]), changes: [.removed(paris)])
        #expect(removed.places == [lima, tokyo])
        #expect(ours.merged(onto: nil, changes: []).places == [paris, tokyo])
    }
}
