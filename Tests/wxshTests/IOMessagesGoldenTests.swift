import Foundation
import Testing
import WXTestSupport

/// What the runner and its files say, not the session: start-up warnings about the state and
/// config files, the API key's checks, `--replay` of a file that is not there, a start-up error in
/// JSON and `key`'s confirmation, in English, German and Japanese, through the built `wxsh` with
/// real files in a throwaway home, against `Golden/io-messages/CODE.txt`. These are made as
/// English text in WeatherIO and said in the language from their catalog templates.
@Suite(.serialized) struct IOMessagesGoldenTests {
    static let golden = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/io-messages")
    static let key = "0123456789abcdef0123456789abcdef"

    /// Each case: its files, its environment, its arguments.
    static func cases(_ code: String) -> [(files: [String: String], env: [String: String], arguments: [String])] {
        let lang = ["--lang", code]
        return [
            // A damaged (empty) state file is moved aside; a newer one is left alone.
            (["state/wxsh/state.json": ""], [:], lang + ["--offline", "-c", "units"]),
            (["state/wxsh/state.json": "{\"version\": 99}"], [:], lang + ["--offline", "-c", "units"]),
            // The key: not a key in the environment, a bad line in the config file.
            ([:], ["OPENWEATHER_API_KEY": "ab c"], lang + ["--offline", "-c", "units"]),
            // (A test home's files may be read by others: the key's file is said to be.)
            (["config/wxsh/config": "api_key = abc+def\n"], [:], lang + ["--offline", "-c", "units"]),
            // Saved while the environment's key is in effect.
            ([:], ["OPENWEATHER_API_KEY": key], lang + ["--offline", "-c", "key \(key.uppercased())"]),
            // A recording that is not there, as text and as JSON.
            ([:], [:], lang + ["--replay", "missing.json", "-c", "units"]),
            ([:], [:], lang + ["--format", "json", "--replay", "missing.json", "-c", "units"]),
            // A usage error before the session (and its `--lang`) is read, in the environment's language.
            ([:], ["LANG": "\(code)_\(code == "en" ? "US" : code.uppercased()).UTF-8"], ["--frobnicate"])
        ]
    }

    static func transcript(_ code: String) -> String {
        var text = ""
        for (files, env, arguments) in cases(code) {
            let home = TemporaryHome()
            for (name, contents) in files { home.write(name, contents) }
            let arguments = arguments.map { $0 == "missing.json" ? home.root.appendingPathComponent($0).path : $0 }
            let result = Run.wxsh(arguments, environment: home.environment(env))
            let shown = arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            let setup = files.keys.sorted().map { "[file \($0)]\n" }.joined() + env.keys.sorted().map { "[env \($0)]\n" }.joined()
            var run = setup + "$ wxsh \(shown)\n" + result.stdout + (result.stderr.isEmpty ? "" : "[stderr]\n" + result.stderr)
            run += "[exit \(result.status)]\n\n"
            run = run.replacingOccurrences(of: home.root.path, with: "$HOME")
            // The moment a damaged file was moved aside.
            run = run.replacingOccurrences(of: #"\.corrupt-[0-9TZ]+"#, with: ".corrupt-TIME", options: .regularExpression)
            text += run
        }
        return text
    }

    @Test(arguments: ["en", "de", "ja"])
    func startUpAndFileMessagesAreInTheLanguage(code: String) {
        if let difference = Golden.check(Self.transcript(code), name: "\(code).txt", folder: Self.golden) {
            Issue.record("\(difference)")
        }
    }

    /// At a terminal, the line reader's own warning: a history that cannot be read (here a link
    /// to a device) is said in the language of `--lang`, before the session starts.
    @Test(arguments: [
        ("de", "ist keine normale Datei; er bleibt unverändert und die Befehle dieser Sitzung werden nicht gespeichert"),
        ("ja", "通常のファイルではありません。そのままにし、このセッションのコマンドは保存しません")
    ])
    func anUnreadableHistoryIsSaidInTheLanguage(code: String, said: String) throws {
        let home = TemporaryHome()
        let folder = home.state.appendingPathComponent("wxsh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("history").path
        #expect(symlink("/dev/zero", path) == 0)
        defer { unlink(path) }
        let pty = try PseudoTerminal(Run.wxsh, ["--offline", "--lang", code], environment: home.environment(["TERM": "xterm"]))
        #expect(pty.expect("wxsh:city> "), "no prompt: \(pty.text)")
        #expect(pty.text.contains(path) && pty.text.contains(said), "\(pty.text)")
        #expect(pty.pressCtrlDUntilExit() == 0)
    }

    /// No line of standard error is the English one: a WeatherIO message the catalogs do not hold
    /// would come out in English.
    @Test(arguments: ["de", "ja", "zh", "ru"])
    func noWarningStaysEnglish(code: String) {
        let english = Self.transcript("en").split(separator: "\n")
        let said = Self.transcript(code).split(separator: "\n")
        #expect(said.count == english.count, "\(said)")
        for (line, english) in zip(said, english) where !line.hasPrefix("$ ") && !line.hasPrefix("[") {
            #expect(line != english, "\(code) says it in English: \(line)")
        }
    }
}
