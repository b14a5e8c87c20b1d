import Foundation
import Testing
import WXTestSupport

/// The finance calculator's refusals said in the language, through the built `wxsh`, against
/// `Golden/finance-errors/CODE.txt`: a field or unit that is not one, a value not understood
/// (the examples it suggests written as the language writes numbers and its currency), a
/// negative rate, limits, a loan never repaid, and `help compound`, whose worked example is an
/// error (the contributions alone pass the goal). Issue 47 found these in English or garbled
/// ("years, のいずれでもありません回").
@Suite struct FinanceErrorsGoldenTests {
    static let golden = RepoPaths.root.appendingPathComponent("Tests/WeatherCoreTests/Golden/finance-errors")
    /// Each language with a locale whose currency it shows.
    static let locales = ["en": "en_GB.UTF-8", "de": "de_DE.UTF-8", "ja": "ja_JP.UTF-8", "ru": "ru_RU.UTF-8", "pl": "pl_PL.UTF-8"]

    static let lines = [
        "app finance", "show bogus", "set t 5 лет", "set P abc", "set r x", "set r -3", "set r 5000", "set t 200", "set q 5",
        "tab loan", "set A 5", "clear", "set P 1000", "set r 50", "set PMT 1", "tab savings", "clear", "set P 0", "set r 0",
        "set t 5", "tab compound", "clear", "set P 0", "set PMT 1000", "set t 5", "set A 5000", "help compound"
    ]

    /// What a run in `code` prints and says on standard error, with its exit status.
    static func run(_ code: String) -> (text: String, errors: [Substring]) {
        let home = TemporaryHome()
        let result = Run.wxsh(
            ["--offline", "--lang", code], environment: home.environment(["LANG": locales[code] ?? "C.UTF-8"]),
            stdin: lines.joined(separator: "\n") + "\n")
        let text = "$ " + lines.joined(separator: "; ") + "\n" + result.stdout + "[stderr]\n" + result.stderr + "[exit \(result.status)]\n"
        return (text, result.stderr.split(separator: "\n"))
    }

    @Test(arguments: ["en", "de", "ja", "ru", "pl"])
    func theRefusalsAreInTheLanguage(code: String) {
        let (text, errors) = Self.run(code)
        if let difference = Golden.check(text, name: "\(code).txt", folder: Self.golden) { Issue.record("\(difference)") }
        guard code != "en" else { return }
        // Each refusal differs from the English one: none is left in English.
        let english = Self.run("en").errors
        #expect(errors.count == english.count, "\(errors)")
        for (line, english) in zip(errors, english) where line.hasPrefix("wxsh: ") {
            #expect(line != english, "\(code) says it in English: \(line)")
        }
    }
}
