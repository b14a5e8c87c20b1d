import Foundation
import Testing
import WXTestSupport

/// Issue 16's pager: on a terminal, output taller than the screen goes through `$PAGER`; short
/// output, `--no-pager`, `pager off` and pipes print straight.
@Suite(.serialized) struct PagerTests {
    let home = TemporaryHome()

    /// A pager that keeps what it was given in a file and shows a marker, so a test can tell.
    func recordingPager() throws -> (command: String, file: String) {
        let file = home.root.appendingPathComponent("paged.txt").path
        let script = home.write("bin/fake-pager", "#!/bin/sh\ncat > '\(file)'\necho PAGED-BY-FAKE-PAGER\n")
        chmod(script, 0o755)
        return (script, file)
    }

    func start(_ arguments: [String] = ["--offline"], pager: String, lines: String = "20") throws -> PseudoTerminal {
        try PseudoTerminal(Run.wxsh, arguments, environment: home.environment(["TERM": "xterm", "PAGER": pager, "LINES": lines]))
    }

    @Test func tallOutputGoesThroughThePagerAndShortOutputDoesNot() throws {
        let (pager, file) = try recordingPager()
        let pty = try start(pager: pager)
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        // The city tab (about 12 lines) fits in 20 rows: printed straight.
        #expect(!FileManager.default.fileExists(atPath: file), "the first screen was paged")
        var mark = pty.transcript.count
        pty.send("tab hourly\r")
        #expect(pty.expect("PAGED-BY-FAKE-PAGER", after: mark), "\(pty.text.suffix(500))")
        #expect(pty.expect("wxsh:hourly> ", after: mark))
        let paged = try String(contentsOfFile: file, encoding: .utf8)
        #expect(paged.hasPrefix("London, England, GB · Hourly\n"), "\(paged.prefix(200))")
        // Taller than the 20 rows even listing every 3rd hour, as a short terminal gets it.
        let compact = Run.wxsh(["--offline", "-c", "hourly compact"], environment: home.environment(["COLUMNS": "80"])).stdout
        #expect(paged == compact, "the compact hourly tab, whole, went to the pager")
        #expect(
            !String(decoding: pty.transcript[mark...], as: UTF8.self).contains("Light intensity drizzle"),
            "the paged text was printed as well")
        // `pager off` prints it straight, and is remembered.
        try FileManager.default.removeItem(atPath: file)
        mark = pty.transcript.count
        pty.send("pager off; tab forecast; tab hourly\r")
        #expect(pty.expect("wxsh:hourly> ", after: mark))
        #expect(String(decoding: pty.transcript[mark...], as: UTF8.self).contains("London, England, GB · Hourly"), "not printed straight")
        #expect(!FileManager.default.fileExists(atPath: file), "paged with the pager off")
        #expect(pty.pressCtrlDUntilExit() == 0)
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state.contains("\"pager\" : false"), "\(state)")
    }

    @Test(arguments: [(["--offline", "--no-pager"], "pager"), (["--offline"], ""), (["--offline"], "/nonexistent/pager -x")])
    func noPagerFlagAnEmptyPagerAndAMissingOnePrintStraight(arguments: [String], command: String) throws {
        let (pager, file) = try recordingPager()
        let pty = try start(arguments, pager: command == "pager" ? pager : command)
        #expect(pty.expect("wxsh:city> "), "no prompt")
        let mark = pty.transcript.count
        pty.send("tab hourly\r")
        #expect(pty.expect("wxsh:hourly> ", after: mark), "no hourly prompt")
        #expect(String(decoding: pty.transcript[mark...], as: UTF8.self).contains("London, England, GB · Hourly"), "not printed")
        #expect(!FileManager.default.fileExists(atPath: file), "paged")
        #expect(pty.pressCtrlDUntilExit() == 0, "did not leave")
    }

    @Test func aPipeIsNeverPaged() throws {
        let (pager, file) = try recordingPager()
        let result = Run.wxsh(["--offline", "-c", "tab hourly"], environment: home.environment(["PAGER": pager, "LINES": "10"]))
        #expect(result.status == 0)
        #expect(result.stdout.contains("London, England, GB · Hourly"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func pagerSettingIsShownAndCheckedLikeTheOthers() {
        let result = Run.wxsh(["--offline", "-c", "pager; pager off; pager; pager maybe"], environment: home.environment())
        #expect(result.stdout == "pager: on\npager: off\npager: off\n", "`pager off` confirms in one line: \(result.stdout)")
        #expect(result.stderr == "wxsh: pager: `maybe` is not on or off\n", "\(result.stderr)")
        #expect(result.status == 1)
    }
}
