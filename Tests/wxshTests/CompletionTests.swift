import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `wxsh --completion bash|zsh|fish`: whole scripts against golden files, each accepted by its
/// shell's syntax check, and bash completing `wxsh --la` to `--lang` at a real terminal.
@Suite struct CompletionTests {
    static let golden = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/completion")

    func script(_ shell: String) -> RunResult {
        Run.wxsh(["--completion", shell], environment: TemporaryHome().environment())
    }

    /// The shell at `name` on PATH, or nil.
    static func shell(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptIsTheGoldenOne(shell: String) {
        let result = script(shell)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        if let difference = Golden.check(result.stdout, name: shell, folder: Self.golden) { Issue.record("\(difference)") }
    }

    /// Each script passes its shell's syntax check (`bash -n`; `zsh -n` and `fish -n` where installed).
    @Test(arguments: ["bash", "zsh", "fish"])
    func theShellAcceptsTheScript(shell: String) throws {
        guard let program = Self.shell(shell) else {
            #expect(shell != "bash", "bash is needed to check the bash script")
            return
        }
        let home = TemporaryHome()
        let file = home.root.appendingPathComponent("wxsh.\(shell)")
        try Data(script(shell).stdout.utf8).write(to: file)
        let check = Run.process(program, ["-n", file.path], environment: home.environment())
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "")
    }

    /// Every option `--help` lists, every command and tab, and every setting's values are in each script.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptNamesEveryOptionCommandAndValue(shell: String) {
        let text = script(shell).stdout
        for option in Invocation.options {
            for name in [option.short, option.long].compactMap({ $0 }) {
                let spelled = shell == "fish" ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
                #expect(text.contains(spelled), "\(shell) lacks \(name)")
            }
        }
        for word in ["now", "hourly", "forecast", "pollution", "units", "places", "location", "lang", "quit"] {
            let spellings = [" \(word) ", "'\(word) ", " \(word)'", "'\(word)'"]
            #expect(spellings.contains { text.contains($0) }, "\(shell) lacks \(word)")
        }
        for value in ["imperial", "open-meteo", "json", "ja"] { #expect(text.contains(value), "\(shell) lacks \(value)") }
        // `units` is followed by its values inside -c (fish completes the first word only).
        if shell != "fish" { #expect(text.contains("units) "), "\(shell) lacks the values after units") }
    }

    @Test func anUnknownShellIsAUsageError() {
        let result = script("tcsh")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "wxsh: --completion takes bash, zsh or fish (got `tcsh`)\nTry `wxsh --help` for more information.\n")
    }

    /// bash at a terminal, with the script sourced: `wxsh --la` and Tab becomes `wxsh --lang`, and
    /// a value completes after it; before the script is sourced the same Tab completes nothing.
    @Test func bashCompletesTheLangOptionAtATerminal() throws {
        let bash = try #require(Self.shell("bash"))
        let home = TemporaryHome()
        let file = home.root.appendingPathComponent("wxsh.bash")
        try Data(script("bash").stdout.utf8).write(to: file)
        var environment = home.environment(["TERM": "xterm", "PS1": "$ ", "INPUTRC": "/dev/null"])
        environment["PATH"] = Run.productsFolder.path + ":/usr/bin:/bin"
        let pty = try PseudoTerminal(bash, ["--norc", "--noprofile", "-i"], environment: environment)
        #expect(pty.expect("$ ", timeout: 10), "\(pty.text)")
        var mark = pty.transcript.count
        pty.send("wxsh --la\t\u{15}echo before\r")
        #expect(pty.expect("before", after: mark, timeout: 5), "\(pty.text)")
        #expect(!String(decoding: pty.transcript[mark...], as: UTF8.self).contains("--lang"), "\(pty.text)")
        pty.send("source \(file.path)\r")
        mark = pty.transcript.count
        pty.send("wxsh --la\t")
        #expect(pty.expect("wxsh --lang ", after: mark, timeout: 5), "\(pty.text)")
        mark = pty.transcript.count
        pty.send("j\t")
        #expect(pty.expect("ja ", after: mark, timeout: 5), "\(pty.text)")
        pty.send("\u{15}exit\r")
        #expect(pty.waitForExit(timeout: 5) == 0)
    }
}
