import Foundation
import Testing
import WXTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Demos that present themselves, through the built `wxsh`: narration, `pause`, `--pause`,
/// `--step`, asciicast's title, idle limit, size and markers, and colour in a cast.
@Suite struct PresentingTests {
    let home = TemporaryHome()

    static let narrated = """
        # Now we look at London
        tab now
        # Then we change the units & <look> again
        units imperial
        """

    @Test func aNarratedScriptShowsItsCommentsInOrderInTheOutputAndTheCastAndNotAsCommands() throws {
        let script = home.write("lecture.wxsh", Self.narrated)
        let file = home.root.appendingPathComponent("lecture.cast").path
        let result = Run.wxsh(["--offline", "--echo", "--pace", "5", "--cast", file, script], environment: home.environment())
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let first = try #require(result.stdout.range(of: "# Now we look at London\nwxsh:city> tab now\n"), "\(result.stdout)")
        let second = try #require(result.stdout.range(of: "\n# Then we change the units & <look> again\nwxsh:now> units imperial\n"))
        #expect(first.lowerBound == result.stdout.startIndex && first.upperBound < second.lowerBound)
        #expect(result.stdout.contains("Weather Now"))
        #expect(!result.stdout.contains("> #"), "a comment is not echoed as a command")
        let cast = try Cast.read(file)
        #expect(cast.text.replacingOccurrences(of: "\r\n", with: "\n") == result.stdout)
        #expect(
            cast.markers.map(\.text) == ["Now we look at London", "Then we change the units & <look> again"],
            "the narration names the chapters")
        // Typed like a command: one event a character.
        #expect(cast.events.contains { $0.text == "L" } && cast.events.contains { $0.text == "<" })
        // Without --echo, comments stay silent as before.
        let quiet = Run.wxsh(["--offline", script], environment: TemporaryHome().environment())
        #expect(quiet.status == 0 && !quiet.stdout.contains("London\n#") && !quiet.stdout.contains("Now we look"))
    }

    /// The gaps between markers (each command's start but `pause`'s, with no narration), in order.
    func gaps(_ cast: Cast) -> [Double] { zip(cast.markers.dropFirst(), cast.markers).map { $0.time - $1.time } }

    @Test func pauseAndThePauseOptionAreGapsInTheCastAndNoneElsewhere() throws {
        let file = home.root.appendingPathComponent("paused.cast").path
        let paused = Run.wxsh(
            ["--offline", "--cast", file, "-c", "units metric; pause 0.3; units imperial; units metric"], environment: home.environment())
        #expect(paused.status == 0, "\(paused.stderr)")
        let one = gaps(try Cast.read(file))
        #expect(one.count == 2 && one[0] >= 0.3 && one[1] < 0.25, "\(one)")
        let each = Run.wxsh(
            ["--offline", "--pause", "300", "--cast", file, "-c", "units metric; units imperial; units metric"],
            environment: home.environment())
        #expect(each.status == 0, "\(each.stderr)")
        let all = gaps(try Cast.read(file))
        #expect(all.count == 2 && all.allSatisfy { $0 >= 0.3 }, "\(all)")
        // `pause` with no terminal to press Enter at does not wait.
        let started = Date()
        let bare = Run.wxsh(["--offline", "--cast", file, "-c", "pause; pause; units metric"], environment: home.environment())
        #expect(bare.status == 0 && bare.stderr.isEmpty, "\(bare.stderr)")
        #expect(gaps(try Cast.read(file)).allSatisfy { $0 < 0.25 })
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func theCastSaysItsTitleIdleLimitSizeAndMarkersAndAsciinemaReadsIt() throws {
        let file = home.root.appendingPathComponent("titled.cast").path
        let result = Run.wxsh(
            ["--offline", "--title", "Weather \"live\" & co", "--cast-size", "100x30", "--cast", file, "-c", "tab hourly; tab forecast"],
            environment: home.environment())
        #expect(result.status == 0, "\(result.stderr)")
        let cast = try Cast.read(file)
        #expect(cast.header["title"] as? String == "Weather \"live\" & co")
        #expect(cast.header["idle_time_limit"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 100 && cast.header["height"] as? Int == 30)
        #expect(cast.markers.map(\.text) == ["tab hourly", "tab forecast"])
        // The views are laid out for the cast's width: the hourly chart's axis runs wider than 80.
        #expect(result.stdout.split(separator: "\n").contains { $0.count > 80 && $0.count <= 100 })
        // asciinema 2.2 reads the keyboard while it prints, so it runs at a terminal.
        if let asciinema = Tools.path("asciinema") {
            let pty = try PseudoTerminal(
                asciinema, ["cat", file], environment: home.environment(["LANG": "C.UTF-8"]), columns: 100, rows: 30)
            #expect(pty.waitForExit() == 0, "\(pty.text)")
            #expect(pty.text.replacingOccurrences(of: "\r\n", with: "\n") == result.stdout)
        }
    }

    @Test func colourInACastIsChosenWithColor() throws {
        let file = home.root.appendingPathComponent("colour.cast").path
        for (choice, escapes) in [("always", true), ("never", false), ("auto", false)] {
            let result = Run.wxsh(["--offline", "--color", choice, "--cast", file, "-c", "tab now"], environment: home.environment())
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Cast.read(file).text.contains("\u{1B}[") == escapes, "--color \(choice)")
            #expect(result.stdout.contains("\u{1B}[") == escapes)
        }
        let both = Run.wxsh(["--offline", "--color", "always", "--no-color", "-c", "tab now"], environment: home.environment())
        #expect(!both.stdout.contains("\u{1B}["), "--no-color wins")
    }

    // MARK: - Stepping at a terminal

    func stepping(_ script: String) throws -> PseudoTerminal {
        let path = home.write("step.wxsh", script)
        return try PseudoTerminal(Run.wxsh, ["--offline", "--step", path], environment: home.environment(["TERM": "xterm"]))
    }

    @Test func stepShowsEachCommandAndRunsNothingBeforeEnterAndQLeaves() throws {
        let pty = try stepping("tab now\ntab forecast\ntab hourly\n")
        #expect(pty.expect("wxsh:city> tab now") && pty.expect("step 1/3"), "\(pty.text)")
        #expect(!pty.expect("Weather Now", timeout: 0.4), "a command ran before Enter: \(pty.text)")
        pty.send("\r")
        #expect(pty.expect("Weather Now"), "\(pty.text)")
        #expect(pty.expect("wxsh:now> tab forecast"), "\(pty.text)")
        #expect(!pty.expect("· Forecast", timeout: 0.3) && pty.expect("step 2/3"), "\(pty.text)")
        pty.send("q")
        #expect(pty.waitForExit() == 0, "\(pty.text)")
        #expect(!pty.text.contains("· Forecast") && !pty.text.contains("Hourly"), "q left before the rest: \(pty.text)")
    }

    @Test func stepLeavesPauseToWaitItselfAndTheNarrationComesFirst() throws {
        let pty = try PseudoTerminal(
            Run.wxsh, ["--offline", "--echo", "--step", home.write("talk.wxsh", "# First the sky\npause 0.2\ntab now\n")],
            environment: home.environment(["TERM": "xterm"]))
        // The narration, then `pause 0.2` run without a key and not shown (it is the presenter's),
        // then `tab now` waits for one.
        #expect(pty.expect("First the sky"), "\(pty.text)")
        #expect(pty.expect("wxsh:city> tab now"), "\(pty.text)")
        #expect(
            pty.text.replacingOccurrences(of: "\u{1B}[0m", with: "").contains("# First the sky\r\nwxsh:city> tab now"),
            "\(pty.text.debugDescription)")
        #expect(!pty.text.contains("pause"), "\(pty.text)")
        let offset = pty.transcript.count
        pty.send("\r")
        #expect(pty.expect("Weather Now", after: offset), "\(pty.text)")
        // The end waits, so the presenter can still go back; a key that goes on leaves.
        #expect(pty.expect("end of the script", after: offset), "\(pty.text)")
        pty.send("\r")
        #expect(pty.waitForExit() == 0, "\(pty.text)")
    }

    @Test func ctrlCWhileSteppingLeavesWith130() throws {
        let pty = try stepping("tab now\ntab forecast\n")
        #expect(pty.expect("wxsh:city> tab now"), "\(pty.text)")
        pty.send("\u{3}")
        #expect(pty.waitForExit() == 130, "\(pty.text)")
        #expect(!pty.text.contains("Weather Now"))
    }

    @Test func pauseAtATerminalWaitsForEnter() throws {
        let path = home.write("wait.wxsh", "pause\ntab now\n")
        let waiting = try PseudoTerminal(Run.wxsh, ["--offline", path], environment: home.environment(["TERM": "xterm"]))
        #expect(!waiting.expect("Weather Now", timeout: 0.5), "\(waiting.text)")
        waiting.send("\r")
        #expect(waiting.expect("Weather Now"), "\(waiting.text)")
        #expect(waiting.waitForExit() == 0)
    }

    // MARK: - Bad input

    /// Runs wxsh and expects one error line, the status, nothing on standard output and no file
    /// left in the home's root but the ones named.
    /// (`error` ending in `…` is the line's start: the system's reason follows.)
    func refused(_ arguments: [String], status: Int32, error: String, keeping: Set<String> = []) {
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: home.root.path)) ?? [])
        let result = Run.wxsh(arguments, environment: home.environment())
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        if error.hasSuffix("…") {
            #expect(result.stderr.hasPrefix(error.dropLast()) && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        } else {
            #expect(result.stderr == error, "\(arguments)")
        }
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: home.root.path)) ?? [])
        let added = after.subtracting(before).subtracting(keeping).filter { !["state", "cache", "config"].contains($0) }
        #expect(added.isEmpty, "left behind: \(added.sorted())")
    }

    @Test func badOptionsAreOneLineAndStatus2() {
        let usage = "Try `wxsh --help` for more information.\n"
        let folder = home.root.path
        refused(
            ["--offline", "--cast", folder + "/slides/demo.svg", "-c", "tab now"], status: 2,
            error: "wxsh: cannot write the cast \(folder)/slides/demo.svg: the folder \(folder)/slides does not exist\n")
        refused(
            ["--offline", "--cast", folder, "-c", "tab now"], status: 2, error: "wxsh: cannot write the cast \(folder): it is a folder\n")
        try? FileManager.default.createDirectory(atPath: folder + "/deck.svg", withIntermediateDirectories: true)
        refused(
            ["--offline", "--cast", folder + "/deck.svg", "-c", "tab now"], status: 2,
            error: "wxsh: cannot write the cast \(folder)/deck.svg: it is a folder\n")
        for size in ["0x0", "abc", "80x", "39x24", "100x4"] {
            refused(
                ["--cast-size", size, "-c", "tab now"], status: 2,
                error: "wxsh: --cast-size takes COLSxROWS from 40x5 to 1000x1000, such as 100x30 (got `\(size)`)\n" + usage)
        }
        for pause in ["-1", "soon", "60001"] {
            refused(
                ["--pause", pause, "-c", "tab now"], status: 2,
                error: "wxsh: --pause takes milliseconds from 0 to 60000 (got `\(pause)`)\n" + usage)
        }
        refused(
            ["--color", "sometimes", "-c", "tab now"], status: 2,
            error: "wxsh: --color takes always, auto or never (got `sometimes`)\n" + usage)
        refused(
            ["--step", "-c", "tab now"], status: 2,
            error: "wxsh: --step needs a terminal (standard input and output) to wait for Enter at\n")
        // An empty name names no file (it was "the folder . does not exist", status 1).
        for option in ["--cast", "--record", "--replay"] {
            refused(
                ["--offline", option, "", "-c", "tab now"], status: 2,
                error: "wxsh: \(option) needs a file name, not an empty one\n" + usage)
        }
        // /proc/self is there, but takes no new file: said as it is, not as a missing folder.
        refused(
            ["--offline", "--cast", "/proc/self/status", "-c", "tab now"], status: 2,
            error: "wxsh: cannot write the cast /proc/self/status: no file can be made in the folder /proc/self\n")
        // A run that does not start draws no picture.
        refused(
            ["--offline", "--cast", folder + "/never.svg", folder + "/missing.wxsh"], status: 2,
            error: "wxsh: cannot read script \(folder)/missing.wxsh: no such file\n")
    }

    @Test func badCommandsAreOneLineAndStatus1AndTheRestRuns() {
        let folder = home.root.path
        refused(
            ["--offline", "-c", "pause abc; units metric"], status: 1,
            error: "wxsh: pause: `abc` is not a number of seconds from 0 to 600\n")
        // Decimal digits only: `0x10` was read as 16 seconds, `1e2` as 100.
        for seconds in ["0x10", "1e2", "inf", "nan", "+1", "-0", ".", "0x1p3"] {
            let started = Date()
            refused(
                ["--offline", "-c", "pause \(seconds); units metric"], status: 1,
                error: "wxsh: pause: `\(seconds)` is not a number of seconds from 0 to 600\n")
            #expect(Date().timeIntervalSince(started) < 5, "pause \(seconds) waited")
        }
        refused(
            ["--offline", "-c", "tab now; snapshot \(folder)/slides/now.svg"], status: 1,
            error: "wxsh: snapshot: cannot write the snapshot \(folder)/slides/now.svg: the folder \(folder)/slides does not exist\n")
        refused(
            ["--offline", "-c", "tab now; snapshot \(folder)"], status: 1,
            error: "wxsh: snapshot: cannot write the snapshot \(folder): it is a folder\n")
        refused(
            ["--offline", "-c", "tab now; snapshot /proc/wxsh-now.svg"], status: 1,
            error: "wxsh: snapshot: cannot write the snapshot /proc/wxsh-now.svg: …")
        refused(
            ["--offline", "-c", "snapshot"], status: 1, error: "wxsh: snapshot: needs a FILE to write, such as `snapshot now.svg`\n")
        refused(
            ["--offline", "-c", "snapshot \(folder)/early.svg"], status: 1,
            error: "wxsh: snapshot: nothing has been shown yet; show a view first (such as `tab now`)\n")
    }
}

/// The tools the tests check wxsh's output with (Debian's librsvg2-bin and asciinema, which
/// scripts/ensure-deps installs): missing, their checks skip, except in CI, where that fails.
enum Tools {
    static func path(_ name: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(name) is not installed, and CI must check with it")
        return nil
    }
}
