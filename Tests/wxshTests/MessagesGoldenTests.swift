import Foundation
import Testing
import WXTestSupport

/// The chrome in each of the twelve languages, through the built `wxsh` as a person runs it:
/// `help`, `help location`, `help now`, usage errors, an offline error, a network error (nothing listens on
/// the loopback port), `status`, `key`, `map` and `places`, setting confirmations and the finance
/// calculator's `help loan`, whole, against
/// `Golden/messages/CODE.txt`; the JSON error keeps its `kind` while its `message` is translated.
@Suite(.serialized) struct MessagesGoldenTests {
    static let golden = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/messages")
    static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ja", "zh"]

    /// One run, as a transcript: the command, then what it printed and said on standard error.
    static func transcript(_ home: TemporaryHome, _ arguments: [String], env: [String: String] = [:]) -> String {
        let result = Run.wxsh(arguments, environment: home.environment(env))
        let shown = arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        var text =
            "$ wxsh \(shown)\n" + result.stdout + (result.stderr.isEmpty ? "" : "[stderr]\n" + result.stderr) + "[exit \(result.status)]\n"
        // Paths that differ between machines and runs.
        text = text.replacingOccurrences(of: home.root.path, with: "$HOME")
        text = text.replacingOccurrences(of: RepoPaths.root.path, with: "$REPO")
        return text
    }

    @Test(arguments: languages)
    func theChromeIsInTheLanguage(code: String) {
        let home = TemporaryHome()
        let lang = ["--lang", code]
        var text = ""
        for command in [
            "help", "help location", "help now", "frobnicate", "day 17", "tab foo", "location Atlantis", "status", "key", "map", "places"
        ] {
            text += Self.transcript(home, ["--offline"] + lang + ["-c", command]) + "\n"
        }
        // A network error: the provider's port on loopback refuses the connection.
        text += Self.transcript(home, lang + ["-c", "location Paris"]) + "\n"
        text += Self.transcript(home, lang + ["--format", "json", "-c", "location Paris"]) + "\n"
        // Settings confirmed in the language's sentence, the value as typed; `status`'s source;
        // then the finance calculator's help view (last: `app finance` is kept across runs).
        text += Self.transcript(home, ["--offline"] + lang + ["-c", "charts off; icons emoji; pager off; wind; mode offline; lang"]) + "\n"
        text += Self.transcript(home, ["--offline"] + lang + ["-c", "app finance; help loan"])
        if let difference = Golden.check(text, name: "\(code).txt", folder: Self.golden) { Issue.record("\(difference)") }
    }

    /// Usage errors across the commands, each said in the language: a message the catalogs do
    /// not know would come out in English, the same as in the English run.
    @Test(arguments: ["de", "ja", "ru"])
    func everyUsageErrorIsInTheLanguage(code: String) {
        let commands = [
            "frobnicat", "day 17", "day x", "tab foo", "units parsec", "wind fast", "mode sometimes", "charts maybe", "format xml",
            "provider acme", "lang xx", "places frob", "location 95,200", "location 1234", "search", "raw ..", "map sideways", "load",
            "load /nonexistent.json", "app bank", "pause 9999", "snapshot", "help nothing", "help tabb", "places 7", "hourly x", "now x",
            "refresh x", "states frob", "trace maybe", "icons fancy", "pager maybe", "location Müncen", "location Atlantis"
        ].joined(separator: "; ")
        let home = TemporaryHome()
        let english = Run.wxsh(["--offline", "--lang", "en", "-c", commands], environment: home.environment()).stderr.split(separator: "\n")
        let said = Run.wxsh(["--offline", "--lang", code, "-c", commands], environment: home.environment()).stderr.split(separator: "\n")
        #expect(english.count == 34 && said.count == english.count, "\(said)")
        for (line, english) in zip(said, english) {
            #expect(line != english, "\(code) says it in English: \(line)")
        }
    }

    /// A JSON error object keeps its kind for scripts; its message is in the language.
    @Test func jsonErrorsKeepTheirKind() {
        let home = TemporaryHome()
        let result = Run.wxsh(["--offline", "--lang", "de", "--format", "json", "-c", "frobnicate"], environment: home.environment())
        #expect(
            result.stderr
                == "{\"error\":{\"command\":\"frobnicate\",\"kind\":\"usage\",\"message\":\"unbekannter Befehl `frobnicate`; `help` zeigt die Liste\"}}\n"
        )
        #expect(result.status == 1)
    }
}
