import Foundation
import Testing
import WXTestSupport

/// Questions through the built `wxsh` against the fake OpenWeather server on 127.0.0.1: in each
/// of the twelve languages, ten questions of its table (`Tests/Fixtures/questions/CODE.tsv`)
/// about the current place and the forecast's days are answered with `--format json`; each
/// answer's figures are checked against the forecast the server sent (`raw`, at the path the
/// answer names), and its verdict is worked out again from those raw values by the rule `help
/// ask` states.
@Suite struct AskTranscriptTests {
    let home = TemporaryHome()

    static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ja", "zh"]

    /// The subjects whose verdict a raw forecast decides alone (no other place, no past day).
    static let checkable: Set<String> = [
        "rain", "umbrella", "snow", "wind", "gust", "temperature", "high", "low", "weather", "sunscreen", "uv", "humidity", "coat"
    ]

    /// Up to ten questions of a language's table about the current place and a window the
    /// forecast holds whenever the test runs (now, the next hours, tomorrow on).
    static func questions(_ language: String) -> [String] {
        let url = RepoPaths.root.appendingPathComponent("Tests/Fixtures/questions/\(language).tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var found: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            let parts = fields[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3, parts[2] == "-" else { continue }
            let head = parts[0].split(separator: " ")
            guard head.count >= 3, checkable.contains(String(head[0])), head[2...].joined(separator: " ") == "-" else { continue }
            let span = parts[1].components(separatedBy: " .. ")
            guard span.count == 2 else { continue }
            let (from, to) = (span[0], span[1])
            // From now (10:00 in the table's frame), or from tomorrow to a week on.
            let fromNow = from == "2026-01-01 10:00"
            let later = from >= "2026-01-02 00:00" && to <= "2026-01-08 00:00"
            guard fromNow || later, to <= "2026-01-08 00:00" else { continue }
            found.append(String(fields[0]))
            if found.count == 10 { break }
        }
        return found
    }

    /// The value at a path such as `hourly[16].rain.1h` in a parsed JSON document.
    static func value(at path: String, in document: Any) -> Any? {
        var current: Any? = document
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.hasSuffix("]") {
                guard let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return nil }
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { current = (current as? [String: Any])?[String(name)] }
            for index in indices {
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    /// Asks `questions` in `language` of the built wxsh against `server` as JSON, then `raw`:
    /// what it ended with, the forecast it was served, and each answer's JSON.
    func ask(_ questions: [String], language: String, server: FakeOpenWeatherServer) throws -> (
        result: RunResult, raw: Any, answers: [[String: Any]]
    ) {
        let environment = home.environment([
            "OPENWEATHER_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey
        ])
        let arguments =
            ["--provider", "openweather", "--lang", language, "--format", "json"] + questions.flatMap { ["-c", $0] } + ["-c", "raw"]
        let result = Run.wxsh(arguments, environment: environment)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let raw = try #require(lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }, "\(result.stderr)")
        let answers = lines.dropLast().compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["answer"] as? [String: Any]
        }
        return (result, raw, answers)
    }

    @Test("ten questions a language, answered from the forecast served and decided by the stated rule", arguments: languages)
    func answersAgreeWithTheForecastServed(_ language: String) throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let questions = Self.questions(language)
        #expect(questions.count == 10, "\(language): \(questions.count) questions fit")
        let (result, raw, answers) = try ask(questions, language: language, server: server)
        #expect(result.status == 0, "\(language): \(result.stderr)")
        #expect(answers.count == questions.count, "\(language): \(result.stdout.prefix(2000))")
        for answer in answers {
            let question = answer["question"] as? String ?? "?"
            let figures = answer["figures"] as? [[String: Any]] ?? []
            var values: [(measure: String, value: Double)] = []
            for figure in figures {
                let measure = figure["measure"] as? String ?? ""
                let field = try #require(figure["field"] as? String, "\(question): a figure without its field")
                let shown = try #require(figure["value"] as? Double, "\(question): \(figure)")
                let sent = try #require(Self.value(at: field, in: raw) as? Double, "\(question): nothing at \(field) in the forecast")
                // The forecast is sent in kelvin and m/s (no `units=`), the chance as 0–1.
                let expected: Double
                switch measure {
                case "temperature", "high", "low", "feelsLike": expected = sent - 273.15
                case "chance": expected = sent * 100
                default: expected = sent
                }
                #expect(abs(expected - shown) < 0.01, "\(question): \(field) is \(sent), shown \(shown)")
                values.append((measure, expected))
            }
            let verdict = answer["verdict"] as? String ?? ""
            let rule = answer["rule"] as? String ?? ""
            func most(_ measure: String) -> Double { values.filter { $0.measure == measure }.map(\.value).max() ?? 0 }
            let wet = values.filter { $0.measure == "rain" || $0.measure == "snow" }.reduce(0) { $0 + $1.value }
            switch rule {
            case "precipitation" where verdict == "likely" || verdict == "unlikely":
                #expect((most("chance") >= 40 || wet >= 0.5) == (verdict == "likely"), "\(question): \(values) → \(verdict)")
            case "umbrella":
                #expect((most("chance") >= 40 || wet >= 0.5) == (verdict == "yes"), "\(question): \(values) → \(verdict)")
            case "wind":
                #expect((most("windSpeed") >= 8 || most("windGust") >= 13) == (verdict == "yes"), "\(question): \(values) → \(verdict)")
            case "gust":
                #expect((most("windGust") >= 13) == (verdict == "yes"), "\(question): \(values) → \(verdict)")
            case "sunscreen":
                #expect((most("uv") >= 3) == (verdict == "yes"), "\(question): \(values) → \(verdict)")
            case "coat":
                let feels = values.filter { $0.measure == "feelsLike" }.map(\.value).min() ?? 99
                #expect((feels < 12 || most("chance") >= 40 || wet >= 0.5) == (verdict == "yes"), "\(question): \(values) → \(verdict)")
            default:
                #expect(["value", "time", "yes", "no", "likely", "unlikely", "none"].contains(verdict), "\(question): \(verdict)")
            }
        }
        // One forecast request for the place on screen; questions about it ask nothing more.
        #expect(server.requests.filter { $0.path.hasSuffix("/onecall") }.count <= 1, "\(server.requests.map(\.path))")
    }

    /// Japanese comparisons, `より` after what is compared against, answered end to end: a day
    /// against another from the forecast served (both highs at the fields the answer names), and
    /// a place against another (each fetched, the session staying where it is).
    @Test func japaneseComparisonsAnswerFromTheForecastServed() throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        let (result, raw, answers) = try ask(["明日は今日より暖かいですか", "札幌は東京より寒いですか"], language: "ja", server: server)
        #expect(result.status == 0, "\(result.stderr)")
        try #require(answers.count == 2, "\(result.stdout.prefix(2000))")
        for (answer, comparison) in zip(answers, ["warmer", "colder"]) {
            let understood = answer["understood"] as? [String: Any] ?? [:]
            let compare = understood["compare"] as? [String: Any] ?? [:]
            #expect(compare["comparison"] as? String == comparison, "\(answer)")
            #expect(answer["rule"] as? String == "compareHigh", "\(answer)")
            let values = (answer["figures"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? Double }
            try #require(values.count == 2, "\(answer)")
            let more = comparison == "colder" ? values[0] < values[1] : values[0] > values[1]
            #expect((answer["verdict"] as? String == "yes") == more, "\(values) → \(answer["verdict"] ?? "")")
        }
        // The days: tomorrow against today, both highs where the answer says in what was served.
        let days = answers[0]["understood"] as? [String: Any] ?? [:]
        #expect(((days["compare"] as? [String: Any])?["from"] as? String)?.isEmpty == false, "\(days)")
        for figure in answers[0]["figures"] as? [[String: Any]] ?? [] {
            let field = try #require(figure["field"] as? String, "\(figure)")
            let sent = try #require(Self.value(at: field, in: raw) as? Double, "nothing at \(field) in the forecast")
            #expect(abs(sent - 273.15 - (figure["value"] as? Double ?? .nan)) < 0.01, "\(field) is \(sent), shown \(figure)")
        }
        // The places: Sapporo asked, Tokyo against it; the place on screen's forecast and the two.
        let places = answers[1]["understood"] as? [String: Any] ?? [:]
        #expect((places["compare"] as? [String: Any])?["place"] is String, "\(places)")
        #expect(places["place"] as? String != days["place"] as? String, "\(places)")
        #expect(server.requests.filter { $0.path.hasSuffix("/onecall") }.count == 3, "\(server.requests.map(\.path))")
    }
}
