import Foundation
import Testing
import WXTestSupport

/// `--cast FILE` and `--pace MS` through the built `wxsh`: the cast is read back as asciinema
/// would read it (asciicast v2), and holds what the run printed, in order.
@Suite struct CastTests {
    let home = TemporaryHome()

    func readCast(_ path: String) throws -> Cast { try Cast.read(path) }

    @Test func theCastHoldsStandardOutputAndErrorInOrderWithTerminalLineEnds() throws {
        let file = home.root.appendingPathComponent("demo.cast").path
        let result = Run.wxsh(
            ["--offline", "--echo", "--cast", file, "-c", "tab now; tab nowhere; units imperial; tab forecast"],
            environment: home.environment(["COLUMNS": "100", "LINES": "30", "TERM": "xterm-256color"]))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("wxsh: tab: "), "\(result.stderr)")
        let cast = try readCast(file)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 100)
        #expect(cast.header["height"] as? Int == 30)
        #expect((cast.header["timestamp"] as? Int ?? 0) > 1_700_000_000)
        #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        let times = cast.events.map(\.time)
        #expect(times == times.sorted() && (times.first ?? -1) >= 0, "\(times)")
        #expect(!cast.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare \\n in the cast")
        let shown = cast.text.replacingOccurrences(of: "\r\n", with: "\n")
        // The error comes after the command that made it, and the rest is standard output.
        #expect(shown.contains("wxsh:now> tab nowhere\n" + result.stderr + "wxsh:now> units imperial\n"), "\(shown)")
        #expect(shown.replacingOccurrences(of: result.stderr, with: "") == result.stdout)
    }

    @Test func paceTypesEachEchoedCommandACharacterAtATime() throws {
        let file = home.root.appendingPathComponent("typed.cast").path
        let script = home.write("demo.wxsh", "units metric\ntab hourly\nunits imperial\n")
        let paced = Run.wxsh(["--offline", "--echo", "--pace", "20", "--cast", file, script], environment: home.environment())
        let other = TemporaryHome()  // the paced run saved its tab and units
        let plain = Run.wxsh(["--offline", "--echo", script], environment: other.environment())
        #expect(paced.status == 0, "\(paced.stderr)")
        #expect(paced.stdout == plain.stdout, "typing changes the timing, not the text")
        let cast = try readCast(file)
        #expect(cast.text.replacingOccurrences(of: "\r\n", with: "\n") == paced.stdout)
        // `units imperial` typed: a prompt, then one event per character, at least 20 ms apart.
        let start = try #require(cast.events.firstIndex { $0.text.hasSuffix("wxsh:hourly> ") })
        let typed = cast.events[(start + 1)...].prefix("units imperial".count)
        #expect(typed.map(\.text).joined() == "units imperial")
        let gaps = zip(typed.dropFirst(), typed).map { $0.time - $1.time }
        #expect(gaps.allSatisfy { $0 >= 0.019 }, "\(gaps)")
        // Without --echo, --pace is ignored.
        let quiet = Run.wxsh(["--offline", "--pace", "20", script], environment: home.environment())
        #expect(quiet.stdout == Run.wxsh(["--offline", script], environment: other.environment()).stdout)
    }

    @Test func aCastIntoAMissingFolderAndABadPaceAreUsageErrors() {
        let missing = home.root.appendingPathComponent("slides/demo.cast").path
        let cast = Run.wxsh(["--offline", "--cast", missing, "-c", "tab now"], environment: home.environment())
        #expect(cast.status == 2)
        #expect(cast.stdout.isEmpty)
        #expect(cast.stderr == "wxsh: cannot write the cast \(missing): the folder \(home.root.path)/slides does not exist\n")
        for bad in ["fast", "-5", "5001", ""] {
            let pace = Run.wxsh(["--offline", "--echo", "--pace", bad, "-c", "tab now"], environment: home.environment())
            #expect(pace.status == 2)
            #expect(pace.stdout.isEmpty)
            #expect(pace.stderr.hasPrefix("wxsh: --pace takes milliseconds from 0 to 5000 (got `\(bad)`)\n"), "\(pace.stderr)")
        }
    }
}

/// `--cast` at a terminal: what libedit shows (the prompt and the typed line) is in the cast too.
@Suite struct InteractiveCastTests {
    let home = TemporaryHome()

    @Test func typedLinesAndTheirOutputAreInTheCast() throws {
        let file = home.root.appendingPathComponent("live.cast").path
        let pty = try PseudoTerminal(
            Run.wxsh, ["--offline", "--cast", file], environment: home.environment(["TERM": "xterm"]), columns: 80)
        #expect(pty.expect("wxsh:city> "), "\(pty.text)")
        pty.send("tab forecast\r")
        #expect(pty.expect("wxsh:forecast> "), "\(pty.text)")
        pty.send("quit\r")
        #expect(pty.waitForExit() == 0)
        let cast = try Cast.read(file)
        #expect(cast.markers.map(\.text) == ["tab forecast", "quit"])
        let shown = cast.text
        #expect(shown.contains("wxsh:city> tab forecast\r\nLondon, England, GB · Forecast\r\n"), "\(shown)")
        #expect(shown.contains("wxsh:forecast> quit\r\n"))
    }
}
