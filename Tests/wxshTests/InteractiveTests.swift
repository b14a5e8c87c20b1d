import Foundation
import Testing
import WXTestSupport

/// The interactive shell on a real pseudo-terminal: libedit's prompt, editing, completion,
/// history, Ctrl-C and Ctrl-D, as a person types them.
@Suite(.serialized) struct InteractiveTests {
    let home = TemporaryHome()

    func start(columns: UInt16 = 80) throws -> PseudoTerminal {
        try PseudoTerminal(Run.wxsh, ["--provider", "openweather"], environment: home.environment(["TERM": "xterm"]), columns: columns)
    }

    @Test func promptCompletionHistoryAndCtrlD() throws {
        let pty = try start()
        #expect(pty.expect("wxsh:city> "), "no prompt: \(pty.text)")
        #expect(pty.text.contains("Showing London, England, GB"))

        // A unique prefix completes in place.
        // (libedit redraws the completed word with cursor movements, so what shows it worked
        // is the command that runs.)
        var mark = pty.transcript.count
        pty.send("tab fo\t")
        #expect(pty.expect("recast", after: mark), "\(pty.text)")
        pty.send("\r")
        #expect(pty.expect("wxsh:forecast> ", after: mark), "\(pty.text)")
        #expect(pty.text.contains("Sat 1 Apr"))

        // Several candidates: the second Tab lists them.
        mark = pty.transcript.count
        pty.send("help lo\t\t")
        #expect(pty.expect("location", after: mark) && pty.expect("load", after: mark), "\(pty.text)")
        pty.send("ad\r")
        #expect(pty.expect("load FILE [metric|imperial|standard]", after: mark), "\(pty.text)")

        // UTF-8 input arrives intact.
        mark = pty.transcript.count
        pty.send("help Zürich\r")
        #expect(pty.expect("no command called `Zürich`", after: mark), "\(pty.text)")

        // The same command twice is kept once in history.
        mark = pty.transcript.count
        pty.send("units imperial\r")
        #expect(pty.expect("Temperatures in °F", after: mark))
        #expect(pty.expect("wxsh:forecast> ", after: mark))
        mark = pty.transcript.count
        pty.send("units imperial\r")
        #expect(pty.expect("Temperatures in °F", after: mark))
        #expect(pty.expect("wxsh:forecast> ", after: mark))

        // A key typed among other commands is not kept either.
        mark = pty.transcript.count
        pty.send("units metric; key \(FakeOpenWeatherServer.defaultKey)\r")
        #expect(pty.expect("API key saved", after: mark), "\(pty.text)")
        #expect(pty.expect("wxsh:forecast> ", after: mark))

        #expect(pty.pressCtrlDUntilExit() == 0, "an interactive session leaves with 0 whatever failed before: \(pty.text.suffix(300))")
        let history = home.state.appendingPathComponent("wxsh/history").path
        let text = try String(contentsOfFile: history, encoding: .utf8)
        #expect(text == "tab forecast\nhelp load\nhelp Zürich\nunits imperial\n")
        let mode = try FileManager.default.attributesOfItem(atPath: history)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aHistoryThatCannotBeSavedIsSaidOnce() throws {
        try FileManager.default.createDirectory(at: home.state.appendingPathComponent("wxsh/history"), withIntermediateDirectories: true)
        let pty = try start()
        #expect(pty.expect("wxsh:city> "), "no prompt: \(pty.text)")
        var mark = pty.transcript.count
        pty.send("tab now\r")
        #expect(pty.expect("Weather Now", after: mark), "\(pty.text)")
        #expect(pty.text.contains("wxsh: the history is not saved: "), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("tab city\r")
        #expect(pty.expect("wxsh:city> ", after: mark))
        #expect(pty.text.components(separatedBy: "the history is not saved").count == 2, "said once")
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    @Test func ctrlCAbandonsTheLineAndTheSheet() throws {
        let pty = try start()
        #expect(pty.expect("wxsh:city> "))
        var mark = pty.transcript.count
        pty.send("tab garbage")
        #expect(pty.expect("garbage", after: mark))
        pty.send("\u{3}")
        pty.send("tab now\r")
        #expect(pty.expect("Weather Now", after: mark), "\(pty.text)")
        #expect(!pty.text.contains("garbage`"), "the abandoned line was not run")

        mark = pty.transcript.count
        pty.send("location\r")
        #expect(pty.expect("wxsh:location? ", after: mark), "\(pty.text)")
        pty.send("Lon")
        pty.send("\u{3}")
        #expect(pty.expect("wxsh:now> ", after: mark), "Ctrl-C closes the sheet: \(pty.text)")

        mark = pty.transcript.count
        pty.send("location\r")
        #expect(pty.expect("wxsh:location? ", after: mark))
        pty.send("\r")
        #expect(pty.expect("Location unchanged: still London, England, GB.", after: mark), "\(pty.text)")
        pty.send("quit\r")
        #expect(pty.waitForExit() == 0, "\(pty.text)")
    }

    @Test func placeNamesCompleteAndASecondTabListsThem() throws {
        let pty = try start()
        #expect(pty.expect("wxsh:city> "))
        var mark = pty.transcript.count
        pty.send("location San F\t")
        #expect(pty.expect("location San Francisco", after: mark), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("\t")
        #expect(pty.expect("San Francisco, California, US\r\n", after: mark), "\(pty.text)")
        #expect(pty.expect("San Francisco, Cordoba, AR", after: mark), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("\u{15}location zuri\t\r")
        #expect(pty.expect("no OpenWeather API key is set", after: mark), "the completed name was looked up: \(pty.text)")
        #expect(pty.text.contains("location zurich"), "the typed spelling is kept")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }

    @Test func colourOnATerminalUnlessTurnedOff() throws {
        var env = home.environment(["TERM": "xterm"])
        env["NO_COLOR"] = nil
        let coloured = try PseudoTerminal(Run.wxsh, ["--provider", "openweather", "-c", "pollution"], environment: env)
        #expect(coloured.waitForExit() == 0)
        #expect(coloured.text.contains("\u{1B}[1mLondon, England, GB\u{1B}[0m"))
        let plain = try PseudoTerminal(Run.wxsh, ["--provider", "openweather", "--no-color", "-c", "pollution"], environment: env)
        #expect(plain.waitForExit() == 0)
        #expect(!plain.text.contains("\u{1B}["))
    }

    @Test func outputFitsTheTerminalsWidth() throws {
        var env = home.environment(["TERM": "xterm"])
        env["COLUMNS"] = nil
        let pty = try PseudoTerminal(Run.wxsh, ["--provider", "openweather", "-c", "hourly"], environment: env, columns: 44)
        #expect(pty.waitForExit() == 0)
        // Colour is on at a terminal; its escapes take no columns.
        let lines = pty.text.replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).split(separator: "\n")
        // 24 rows are too few for 48 hours: every 3rd hour is listed, under the chart.
        #expect(lines.count > 30, "\(lines.count)")
        #expect(pty.text.contains("  16:00  ") && !pty.text.contains("  17:00  "), "not every 3rd hour")
        #expect(lines.allSatisfy { $0.count <= 44 }, "\(lines.filter { $0.count > 44 })")
    }

    @Test func truecolorTemperaturesDifferBetweenAColdAndAHotDayAndNoColorHasNone() throws {
        var env = home.environment(["TERM": "xterm", "COLORTERM": "truecolor"])
        env["NO_COLOR"] = nil
        let pty = try PseudoTerminal(Run.wxsh, ["-c", "forecast"], environment: env)
        #expect(pty.waitForExit() == 0)
        let rows = pty.text.split(separator: "\n")
        // Mon 27 Mar is the week's coldest low (1 °C), Sat 1 Apr its warmest high (14 °C).
        func escape(before figure: String, in row: Substring?) -> String? {
            guard let row, let range = row.range(of: figure) else { return nil }
            return row[..<range.lowerBound].matches(of: /\x1B\[38;2;[0-9;]+m/).last.map { String($0.0) }
        }
        let cold = escape(before: "1°", in: rows.first { $0.contains("Mon 27 Mar") })
        let hot = escape(before: "14°", in: rows.first { $0.contains("Sat 1 Apr") })
        #expect(cold != nil && hot != nil && cold != hot, "\(pty.text)")
        env["NO_COLOR"] = "1"
        let plain = try PseudoTerminal(Run.wxsh, ["-c", "forecast"], environment: env)
        #expect(plain.waitForExit() == 0)
        // No colour (SGR) escape at all; the progress line's erase (`ESC[K`), shown when the
        // refused refresh is slow on a loaded machine, is not colour.
        #expect(plain.text.firstMatch(of: /\x1B\[[0-9;]*m/) == nil, "\(plain.text)")
    }
}

/// Tab completion of place names keeps every character typed, in the user's own spelling.
@Suite(.serialized) struct PlaceCompletionTerminalTests {
    let home = TemporaryHome()

    @Test(arguments: [("Kö", "Köln"), ("Zü", "Zürich"), ("Mün", "Münster"), ("Münc", "München"), ("東", "東京都"), ("zuri", "zurich")])
    func typedCharactersStay(typed: String, completed: String) throws {
        let pty = try PseudoTerminal(
            Run.wxsh, ["--provider", "openweather"], environment: home.environment(["TERM": "xterm"]), columns: 80)
        #expect(pty.expect("wxsh:city> "))
        let mark = pty.transcript.count
        pty.send("location \(typed)\t\r")
        #expect(pty.expect("no OpenWeather API key is set", after: mark), "the completed name was looked up: \(pty.text)")
        #expect(pty.text.contains("location \(completed)"), "\(pty.text)")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }

    /// Issue 47: in German, `München` and Tab stays München (the second Tab lists what else
    /// starts so), and `Wie` completes to Wien, the German name of the largest place.
    @Test func inGermanTabNeverTurnsThePlaceIntoAnother() throws {
        let pty = try PseudoTerminal(
            Run.wxsh, ["--provider", "openweather", "--lang", "de"], environment: home.environment(["TERM": "xterm"]), columns: 80)
        #expect(pty.expect("wxsh:city> "))
        var mark = pty.transcript.count
        pty.send("location München\t\t")
        #expect(pty.expect("Münchenstein", after: mark), "the second Tab lists: \(pty.text)")
        pty.send("\r")
        #expect(pty.expect("kein OpenWeather-API-Schlüssel", after: mark), "the typed name was looked up: \(pty.text)")
        #expect(!pty.text.contains("location Münchenstein"), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("location Wie\t\r")
        #expect(pty.expect("kein OpenWeather-API-Schlüssel", after: mark), "\(pty.text)")
        #expect(pty.text.contains("location Wien\r"), "\(pty.text)")
        pty.send("quit\r")
        _ = pty.waitForExit()
    }
}
