import Foundation
import Testing
import WXTestSupport

/// `--step` as a presenter's clicker, on a pseudo-terminal: a lecture recorded against the fake
/// servers is replayed a step at a time with the keys a clicker sends, and after each key the
/// screen is the screen a plain run of the script up to that step leaves, with the status line
/// below it.
@Suite(.serialized) struct SteppingTests {
    let home = TemporaryHome()
    let server: FakeOpenWeatherServer

    init() throws {
        server = try FakeOpenWeatherServer()
        try server.start()
    }

    /// 17 steps in five narrated sections, with a pause after the hourly chart.
    static let lecture = """
        # Tab 1: where we are
        tab city
        tab now
        # Tab 2: the next hours
        tab hourly
        pause 1.5
        tab forecast
        day 2
        # Tab 3: another city
        location Paris
        tab now
        units imperial
        tab now
        # Tab 4: the air
        tab pollution
        units metric
        tab city
        # Tab 5: pollution in Tokyo
        location Tokyo
        tab pollution
        tab now
        tab hourly
        tab forecast
        """

    static let lines = lecture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    /// Each step's command and the index of its line.
    static let steps: [(command: String, line: Int)] = lines.enumerated().compactMap { index, line in
        line.hasPrefix("#") || line.hasPrefix("pause") ? nil : (line, index)
    }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        home.environment(
            ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString, "TERM": "xterm"]
                .merging(extra) { $1 })
    }

    /// Records the lecture once, then stops the server: every run after is a replay.
    func record() throws -> String {
        let script = home.write("lecture.wxsh", Self.lecture)
        let recording = home.root.appendingPathComponent("lecture.wxrec").path
        let recorded = Run.wxsh(["--echo", "--record", recording, script], environment: environment())
        #expect(recorded.status == 0, "\(recorded.stderr)")
        server.stop()
        return recording
    }

    /// The screen (23 rows) a plain `--echo` replay of `lines` leaves on a terminal.
    func plainScreen(_ lines: [String], recording: String) throws -> TerminalModel {
        let script = home.write("plain.wxsh", lines.joined(separator: "\n") + "\n")
        let pty = try PseudoTerminal(
            Run.wxsh, ["--replay", recording, "--echo", "--no-pager", script], environment: environment(), columns: 80, rows: 23)
        #expect(pty.waitForExit() == 0, "\(pty.text)")
        return TerminalModel.screen(of: pty.text, columns: 80, rows: 23)
    }

    /// Waits for the status line of step `step` (or the text given) after `offset`, then checks
    /// the screen above it against a plain run of the lines before that step, and `extra`.
    func expectScreen(
        _ pty: PseudoTerminal, step: Int, after offset: Int, extra: [String] = [], recording: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let status = "step \(step)/17 · "
        #expect(pty.expect(status, after: offset), "no status line for step \(step): \(pty.text)", sourceLocation: sourceLocation)
        usleep(100_000)
        pty.expect("never", timeout: 0.05)
        let screen = TerminalModel.screen(of: pty.text, columns: 80, rows: 24)
        let plain = try plainScreen(Array(Self.lines[..<Self.steps[step - 1].line]) + extra, recording: recording)
        var expected = plain.lines
        let pending = screen.lines[screen.cursorRow]
        #expect(screen.cursorRow == plain.cursorRow, "step \(step)", sourceLocation: sourceLocation)
        #expect(pending.hasPrefix("wxsh:") && pending.hasSuffix("> " + Self.steps[step - 1].command), "\(pending)")
        expected[plain.cursorRow] = pending
        #expect(
            Array(screen.lines.prefix(23)) == expected,
            "step \(step):\n\(screen.lines.joined(separator: "\n"))\n--- plain:\n\(expected.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        #expect(screen.lines[23].hasPrefix(" " + status), "\(screen.lines[23])", sourceLocation: sourceLocation)
        #expect(!screen.lines.contains { $0.contains("> pause") }, "pause is shown as a command", sourceLocation: sourceLocation)
    }

    @Test func aClickerStepsForwardBackJumpsBetweenSectionsAndImprovisesAndTheScreenIsAPlainRunsEachTime() throws {
        let recording = try record()
        let marker = home.root.appendingPathComponent("pager-ran").path
        let pager = home.write("pager.sh", "#!/bin/sh\ntouch '\(marker)'\ncat\n")
        chmod(pager, 0o755)
        let cast = home.root.appendingPathComponent("stepped.cast").path
        let pty = try PseudoTerminal(
            Run.wxsh, ["--replay", recording, "--echo", "--step", "--cast", cast, home.root.appendingPathComponent("lecture.wxsh").path],
            environment: environment(["PAGER": pager]), columns: 80, rows: 24)
        try expectScreen(pty, step: 1, after: 0, recording: recording)
        // Every key that goes on: Enter, Space, Page Down, Right, Down.
        for (step, key) in [(2, "\r"), (3, " "), (4, "\u{1B}[6~")] {
            let offset = pty.transcript.count
            pty.send(key)
            if step == 4 {
                // Keys pressed during `pause 1.5` after the hourly chart are dropped unseen.
                #expect(pty.expect("Hourly", after: offset), "\(pty.text)")
                pty.send("xyz\u{1B}[6~ \r")
            }
            try expectScreen(pty, step: step, after: offset, recording: recording)
        }
        #expect(!pty.text.contains("xyz") && !pty.text.contains("^["), "keys typed in a pause were echoed")
        for (step, key) in [(5, "\u{1B}[C"), (6, "\u{1B}[B"), (7, "\u{1B}OC")] {
            let offset = pty.transcript.count
            pty.send(key)
            try expectScreen(pty, step: step, after: offset, recording: recording)
        }
        // Page Up goes back a step (the session re-run from the start, silently), and Left, Up, b.
        for (step, key) in [(6, "\u{1B}[5~"), (5, "\u{1B}[D"), (4, "\u{1B}[A"), (3, "b")] {
            let offset = pty.transcript.count
            pty.send(key)
            try expectScreen(pty, step: step, after: offset, recording: recording)
        }
        // `g 12` Enter; the number shows on the status line only.
        var offset = pty.transcript.count
        pty.send("g1")
        #expect(pty.expect("go to step 1", after: offset), "\(pty.text)")
        pty.send("2\r")
        try expectScreen(pty, step: 12, after: offset, recording: recording)
        // `n` and `p`: the next and the previous narrated section.
        offset = pty.transcript.count
        pty.send("n")
        try expectScreen(pty, step: 13, after: offset, recording: recording)
        offset = pty.transcript.count
        pty.send("p")
        try expectScreen(pty, step: 10, after: offset, recording: recording)
        // `:` runs one improvised command, then the script goes on where it was.
        offset = pty.transcript.count
        pty.send(":")
        #expect(pty.expect("one command", after: offset), "\(pty.text)")
        pty.send("units imperial\r")
        try expectScreen(pty, step: 10, after: offset, extra: ["units imperial"], recording: recording)
        // A step that does not exist is said on the status line; nothing moves.
        offset = pty.transcript.count
        pty.send("g99\r")
        #expect(pty.expect("no step 99; the steps are 1 to 17", after: offset), "\(pty.text)")
        offset = pty.transcript.count
        pty.send("q")
        #expect(pty.waitForExit() == 0, "\(pty.text)")
        // The terminal is left whole: the scroll region reset, the status line erased.
        #expect(pty.text.contains("\u{1B}7\u{1B}[r\u{1B}8\u{1B}7\u{1B}[24;1H\u{1B}[2K\u{1B}8"), "\(pty.text.suffix(80).debugDescription)")
        #expect(TerminalModel.screen(of: pty.text, columns: 80, rows: 24).lines[23].isEmpty)
        #expect(!FileManager.default.fileExists(atPath: marker), "the pager ran")
        // The cast has the session, never the status line.
        let events = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(events.contains("Tokyo") || events.contains("Paris"))
        #expect(!events.contains("step 1/17") && !events.contains("one command"), "the status line is in the cast")
    }

    @Test func thePagerNeverStartsWhenSteppingThoughItDoesForThePlainScript() throws {
        let marker = home.root.appendingPathComponent("pager-ran").path
        let pager = home.write("pager.sh", "#!/bin/sh\ntouch '\(marker)'\ncat\n")
        chmod(pager, 0o755)
        let script = home.write("tall.wxsh", "help\n")
        let stepped = try PseudoTerminal(
            Run.wxsh, ["--offline", "--step", script], environment: environment(["PAGER": pager]), columns: 80, rows: 24)
        #expect(stepped.expect("step 1/1"), "\(stepped.text)")
        let offset = stepped.transcript.count
        stepped.send("\r")
        #expect(stepped.expect("end of the script", after: offset), "\(stepped.text)")
        stepped.send("q")
        #expect(stepped.waitForExit() == 0, "\(stepped.text)")
        #expect(!FileManager.default.fileExists(atPath: marker), "the pager ran")
        let plain = try PseudoTerminal(Run.wxsh, ["--offline", script], environment: environment(["PAGER": pager]), columns: 80, rows: 24)
        #expect(plain.waitForExit() == 0, "\(plain.text)")
        #expect(FileManager.default.fileExists(atPath: marker), "help is not tall enough to page: the test shows nothing")
    }

    @Test func anErrorInASteppedScriptNamesTheStepNotThePath() throws {
        let script = home.write("broken.wxsh", "# First\ntab now\ntab nowhere\n")
        let pty = try PseudoTerminal(Run.wxsh, ["--offline", "--step", script], environment: environment(), columns: 80, rows: 24)
        #expect(pty.expect("step 1/2 · First"), "\(pty.text)")
        var offset = pty.transcript.count
        pty.send("\r")
        #expect(pty.expect("step 2/2", after: offset), "\(pty.text)")
        offset = pty.transcript.count
        pty.send("\r")
        #expect(pty.expect("end of the script", after: offset), "\(pty.text)")
        #expect(pty.text.contains("wxsh: step 2: "), "\(pty.text)")
        #expect(!pty.text.contains("broken.wxsh:3"), "\(pty.text)")
        pty.send("\r")
        #expect(pty.waitForExit() == 1, "\(pty.text)")
    }
}
