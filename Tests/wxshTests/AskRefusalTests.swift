import Foundation
import Testing
import WXTestSupport

/// Questions wxsh cannot answer, through the built binary against the fake server (live, so that
/// any weather request would show): each is one line on stderr, status 1, nothing on stdout, and
/// no weather request; and `explain` after answers, offline, names every field and the rule.
@Suite struct AskRefusalTests {
    let home = TemporaryHome()

    static let refusedLines: [(String, String)] = [
        ("ten kilobytes", "ask " + String(repeating: "will it rain? ", count: 740)),
        ("control characters", "ask \u{1}\u{7}\u{1B}[2J?"),
        ("only punctuation", "?!?...,,"),
        ("Turkish", "yarın yağmur yağacak mı?"),
        ("Korean", "내일 비가 올까요?"),
        ("a place that does not exist", "will it rain in Xyzzyqwerton tomorrow?"),
        ("31 February", "will it rain on 31 February?"),
        ("a date that is no day", "ask is it sunny on 2026-02-30?")
    ]

    @Test("a question wxsh cannot answer is one line, status 1, and no weather request", arguments: refusedLines.map(\.0))
    func refused(_ name: String) throws {
        let line = try #require(Self.refusedLines.first { $0.0 == name }?.1)
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        let result = Run.wxsh(["--provider", "openweather", "-c", line], environment: environment)
        #expect(result.status == 1, "\(name): \(result.stdout) \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(name): \(result.stdout)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("wxsh: "), "\(name): \(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "\(name): an escape reached the terminal")
        #expect(server.requests.filter { !$0.path.contains("/geo/") }.isEmpty, "\(name): \(server.requests.map(\.path))")
    }

    @Test func aQuietQuestionThatCannotBeAnsweredSaysNothingAndEndsWithTwo() {
        let result = Run.wxsh(["--offline", "-c", "ask -q will it rain in Xyzzyqwerton?"], environment: home.environment())
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
    }

    @Test func aQuietQuestionEndsWithZeroForYesAndOneForNo() throws {
        // The bundled sample: rain is likely the next day (97% at 14:00), not sunny tonight.
        let yes = Run.wxsh(["--offline", "-c", "ask -q will it rain tomorrow?"], environment: home.environment())
        #expect(yes.status == 0 && yes.stdout.isEmpty && yes.stderr.isEmpty, "\(yes.stdout)\(yes.stderr)")
        let no = Run.wxsh(["--offline", "-c", "ask -q is it sunny now?"], environment: home.environment())
        #expect(no.status == 1 && no.stdout.isEmpty && no.stderr.isEmpty, "\(no.stdout)\(no.stderr)")
    }

    @Test func aCommandStaysACommand() {
        // `rain` and `now` are commands; `help` with a question mark is still help's error.
        let result = Run.wxsh(["--offline", "-c", "now", "-c", "rain"], environment: home.environment())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("Likely") && !result.stdout.contains("Unlikely"), "\(result.stdout)")
        let unknown = Run.wxsh(["--offline", "-c", "frobnicate"], environment: home.environment())
        #expect(unknown.stderr == "wxsh: unknown command `frobnicate`; type `help` for the list\n", "\(unknown.stderr)")
    }

    @Test func theSheetTakesAQuestionAsAPlaceAndTraceSaysWhatWasUnderstood() {
        let sheet = Run.wxsh(["--offline", "-c", "location", "-c", "will it rain?"], environment: home.environment())
        #expect(sheet.status == 1, "\(sheet.stderr)")
        #expect(sheet.stderr.hasPrefix("wxsh: location: no place called `will it rain?`"), "\(sheet.stderr)")
        #expect(!sheet.stdout.contains("Likely"), "\(sheet.stdout)")
        let traced = Run.wxsh(["--offline", "--trace", "-c", "will it rain tomorrow?"], environment: home.environment())
        #expect(traced.status == 0, "\(traced.stderr)")
        let trace = traced.stdout + traced.stderr
        #expect(
            trace.contains(
                "trace: city → city (will it rain tomorrow?) — show answer (rain, London, England, GB, 2023-03-26T00:00:00+00:00 to 2023-03-27T00:00:00+01:00, verdict likely)"
            ), "\(trace)")
    }

    /// `explain` after an answer, offline on the bundled London sample: every figure of the JSON
    /// answer has its field named in the explanation, with the rule; the verdict is worked out
    /// again from the raw document and the rule.
    @Test(arguments: ["do I need an umbrella tomorrow?", "how warm will it be tomorrow afternoon?", "is it warmer tomorrow than today?"])
    func explainNamesEveryFieldAndTheRule(_ question: String) throws {
        let json = Run.wxsh(["--offline", "--format", "json", "-c", question, "-c", "raw"], environment: home.environment())
        #expect(json.status == 0, "\(json.stderr)")
        let lines = json.stdout.split(separator: "\n").map(String.init)
        let answer = try #require(
            (try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])?["answer"] as? [String: Any])
        let raw = try JSONSerialization.jsonObject(with: Data(lines[1].utf8))
        let figures = answer["figures"] as? [[String: Any]] ?? []
        #expect(!figures.isEmpty, "\(answer)")
        let text = Run.wxsh(["--offline", "-c", question, "-c", "explain"], environment: home.environment())
        #expect(text.status == 0, "\(text.stderr)")
        var values: [Double] = []
        for figure in figures {
            let field = try #require(figure["field"] as? String)
            #expect(text.stdout.contains("`\(field)`"), "\(question): \(field) not named in \(text.stdout)")
            let sent = try #require(AskTranscriptTests.value(at: field, in: raw) as? Double, "\(field)")
            let measure = figure["measure"] as? String ?? ""
            values.append(
                ["temperature", "high", "low", "feelsLike"].contains(measure) ? sent - 273.15 : measure == "chance" ? sent * 100 : sent)
        }
        #expect(text.stdout.contains("Rule "), "\(text.stdout)")
        let verdict = answer["verdict"] as? String
        switch answer["rule"] as? String {
        case "umbrella":
            let chance = zip(figures, values).filter { $0.0["measure"] as? String == "chance" }.map(\.1).max() ?? 0
            let wet = zip(figures, values).filter { $0.0["measure"] as? String == "rain" }.map(\.1).reduce(0, +)
            #expect((chance >= 40 || wet >= 0.5) == (verdict == "yes"), "\(values) → \(String(describing: verdict))")
        case "compareHigh":
            #expect(values.count == 2 && (values[0] > values[1]) == (verdict == "yes"), "\(values) → \(String(describing: verdict))")
        case "highest":
            #expect(verdict == "value")
            let shown = figures.compactMap { $0["value"] as? Double }
            #expect(zip(shown, values).allSatisfy { abs($0 - $1) < 0.01 }, "\(shown) against \(values)")
        default:
            Issue.record("unexpected rule \(String(describing: answer["rule"]))")
        }
    }
}
