import Foundation
import Testing
import WXTestSupport

/// The language through the built `wxsh`: which of `--lang`, a saved `lang`, LC_ALL,
/// LC_MESSAGES and LANG wins, `lang` and its errors, and that changing language fetches nothing.
@Suite(.serialized) struct LanguageTranscriptTests {
    let home = TemporaryHome()

    /// The now tab's humidity label, which says which language a run spoke.
    static let humidity: [String: String] = [
        "en": "Humidity", "de": "Luftfeuchte", "fr": "Humidité", "ja": "湿度", "ru": "Влажность", "es": "Humedad", "pt": "Umidade"
    ]

    func language(of result: RunResult) -> String? {
        // The label is the first word of the row that shows 93 %.
        guard let row = result.stdout.split(separator: "\n").first(where: { $0.hasSuffix("93 %") }) else { return nil }
        let label = row.dropLast(4).trimmingCharacters(in: .whitespaces)
        return Self.humidity.first { $0.value == label }?.key ?? "unknown: \(label)"
    }

    func now(_ arguments: [String] = [], env: [String: String] = [:]) -> RunResult {
        Run.wxsh(["--offline"] + arguments + ["-c", "tab now"], environment: home.environment(env))
    }

    @Test func theEnvironmentIsReadAsPOSIXSays() {
        #expect(language(of: now(env: ["LANG": "de_DE.UTF-8"])) == "de")
        #expect(language(of: now(env: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"])) == "fr")
        #expect(language(of: now(env: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"])) == "ja")
        #expect(language(of: now(env: ["LANG": "pt_BR.UTF-8"])) == "pt")
        #expect(language(of: now(env: ["LANG": "C"])) == "en")
        #expect(language(of: now(env: ["LANG": "POSIX"])) == "en")
        #expect(language(of: now(env: ["LANG": "sv_SE.UTF-8"])) == "en")
        #expect(language(of: now(env: ["LANG": "de_DE.UTF-8", "LC_ALL": ""])) == "de", "an empty LC_ALL says nothing")
    }

    /// `LC_ALL=de_DE.ISO-8859-1` showed `Sa. 25. M?rz`, and eucJP or KOI8-R almost every word
    /// as `?`: a locale whose character set is not UTF-8 gets English in ASCII, as `C` does,
    /// said once; a saved `lang` is kept for a UTF-8 terminal.
    @Test(arguments: [("de_DE.ISO-8859-1", "ISO-8859-1"), ("ja_JP.eucJP", "eucJP"), ("ru_RU.KOI8-R", "KOI8-R")])
    func aLocaleThatIsNotUTF8GetsEnglishInASCIISaidOnce(locale: String, charset: String) throws {
        let plain = Run.wxsh(["--offline", "-c", "tab now; forecast"], environment: home.environment(["LANG": "C"]))
        let result = Run.wxsh(["--offline", "-c", "tab now; forecast"], environment: home.environment(["LC_ALL": locale]))
        #expect(result.status == 0)
        #expect(result.stderr == "wxsh: the locale's character set \(charset) is not UTF-8; speaking English in ASCII\n")
        #expect(result.stdout == plain.stdout, "as for C")
        #expect(result.stdout.allSatisfy(\.isASCII) && !result.stdout.contains("?"), "\(result.stdout.prefix(300))")
        #expect(language(of: result) == "en")
        // A saved language, and --lang, are English in ASCII there too; the saved choice stays.
        #expect(Run.wxsh(["--offline", "-c", "lang de"], environment: home.environment()).status == 0)
        let saved = Run.wxsh(["--offline", "-c", "tab now"], environment: home.environment(["LC_ALL": locale]))
        #expect(language(of: saved) == "en" && saved.stdout.allSatisfy(\.isASCII))
        let flag = Run.wxsh(["--offline", "--lang", "ja", "-c", "tab now"], environment: home.environment(["LC_ALL": locale]))
        #expect(language(of: flag) == "en" && flag.stdout.allSatisfy(\.isASCII))
        #expect(language(of: now()) == "de", "kept for a UTF-8 terminal")
        try FileManager.default.removeItem(at: home.state.appendingPathComponent("wxsh/state.json"))
    }

    @Test func langFlagWinsForOneRunAndTheSavedChoiceWinsOverTheEnvironment() {
        let german = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]
        #expect(language(of: now(["--lang", "ru"], env: german)) == "ru")
        // --lang is for one run: nothing saved.
        #expect(language(of: now(env: german)) == "de")
        let chosen = Run.wxsh(["--offline", "-c", "lang es"], environment: home.environment(german))
        #expect(chosen.status == 0, "\(chosen.stderr)")
        // The saved choice wins over every variable, and --lang over it.
        #expect(language(of: now(env: german)) == "es")
        #expect(language(of: now(["--lang", "ja"], env: german)) == "ja")
        #expect(language(of: now(env: german)) == "es")
        let state = (try? String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)) ?? ""
        #expect(state.contains("\"lang\" : \"es\""), "\(state)")
    }

    @Test func langShowsChangesAndSaysItsErrors() {
        let shown = Run.wxsh(["--offline", "--echo", "-c", "lang; lang de; lang"], environment: home.environment())
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("wxsh:city> lang\nlang: en (English)\nwxsh:city> lang de\nSprache: Deutsch.\n"), "\(shown.stdout)")
        // The setting echoes in the language chosen; the code and the name stay as they are.
        #expect(shown.stdout.hasSuffix("wxsh:city> lang\nSprache: de (Deutsch)\n"), "\(shown.stdout)")
        // The error in the language chosen, German: errors are said in the language too.
        let wrong = Run.wxsh(["--offline", "-c", "lang xx"], environment: home.environment())
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr
                == "wxsh: lang: `xx` ist keine Sprache, die wxsh spricht: en English, de Deutsch, fr Français, es Español, it Italiano, pt Português, nl Nederlands, pl Polski, ru Русский, uk Українська, ja 日本語, zh 简体中文\n"
        )
        let flag = Run.wxsh(["--offline", "--lang", "xx", "-c", "tab now"], environment: home.environment())
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("wxsh: --lang takes one of en de fr es it pt nl pl ru uk ja zh (got `xx`)\n"), "\(flag.stderr)")
    }

    /// A locale form names its language on purpose (`DE`, `de_DE.UTF-8`, `en-GB`), as the man
    /// page says; wxsh's Chinese is Simplified, so Traditional Chinese (`zh_TW`, `zh-Hant`,
    /// `zh_HK`) is refused, never shown as Simplified, and is English in the environment.
    @Test func localeFormsNameTheirLanguageAndTraditionalChineseIsRefused() {
        for (code, expected) in [
            ("DE", "de"), ("de_DE.UTF-8", "de"), ("en-GB", "en"), ("pt_BR", "pt"), ("zh_CN", "zh"), ("zh-Hans-TW", "zh")
        ] {
            let flag = now(["--lang", code])
            #expect(flag.status == 0, "\(code): \(flag.stderr)")
            #expect(flag.stdout == now(["--lang", expected]).stdout, "--lang \(code) is \(expected)")
        }
        for code in ["zh_TW", "zh-Hant", "zh_HK", "zh-Hant-TW", "zh_TW.UTF-8"] {
            let flag = now(["--lang", code])
            #expect(flag.status == 2, "--lang \(code)")
            #expect(flag.stdout.isEmpty)
            #expect(
                flag.stderr.hasPrefix("wxsh: --lang takes one of en de fr es it pt nl pl ru uk ja zh (got `\(code)`)\n"), "\(flag.stderr)")
            let command = Run.wxsh(["--offline", "-c", "lang \(code)"], environment: home.environment())
            #expect(command.status == 1, "lang \(code)")
            #expect(command.stderr.hasPrefix("wxsh: lang: `\(code)` is not a language wxsh speaks: "), "\(command.stderr)")
            #expect(command.stdout.isEmpty, "nothing changed: \(command.stdout)")
        }
        #expect(now(env: ["LANG": "zh_TW.UTF-8"]).stdout == now(["--lang", "en"]).stdout)
        #expect(now(env: ["LANG": "zh_CN.UTF-8"]).stdout == now(["--lang", "zh"]).stdout)
    }

    @Test func aMissingCatalogIsSaidOnceAndTheRunGoesOnInEnglishWords() throws {
        // A copy of the data folder without the German catalog.
        let folder = home.root.appendingPathComponent("data")
        let resources = RepoPaths.root.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lang"), withIntermediateDirectories: true)
        for name in ["london", "places.wxg"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: resources.appendingPathComponent(name))
        }
        try "msgid \"Humidity\"\nmsgstr \"Feuchte".write(
            to: folder.appendingPathComponent("lang/fr.po"), atomically: true, encoding: .utf8)
        let missing = Run.wxsh(
            ["--offline", "--lang", "de", "-c", "tab now; tab now"], environment: home.environment(["WXSH_DATA_DIR": folder.path]))
        #expect(missing.status == 0)
        #expect(missing.stderr.components(separatedBy: "\n").filter { $0.contains("catalog") }.count == 1, "\(missing.stderr)")
        #expect(missing.stdout.contains("Humidity     93 %"))
        #expect(missing.stdout.contains("8,1 °C"), "dates and numbers still follow the language")
        let broken = Run.wxsh(["--offline", "--lang", "fr", "-c", "tab now"], environment: home.environment(["WXSH_DATA_DIR": folder.path]))
        #expect(broken.status == 0)
        #expect(broken.stderr.contains("lang/fr.po:2: a string that does not end on its line; showing English texts"), "\(broken.stderr)")
    }

    @Test func jsonKeepsItsKeysAndNumbersAndOnlyDescriptionsChange() throws {
        let english = Run.wxsh(["--offline", "--format", "json", "-c", "tab now"], environment: home.environment())
        let german = Run.wxsh(["--offline", "--format", "json", "--lang", "de", "-c", "tab now"], environment: home.environment())
        let e = try #require(JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any])
        let g = try #require(JSONSerialization.jsonObject(with: Data(german.stdout.utf8)) as? [String: Any])
        #expect(Set(e.keys) == Set(g.keys))
        #expect(e["temperature"] as? Double == g["temperature"] as? Double)
        #expect(e["conditions"] as? String == "light intensity drizzle")
        #expect(g["conditions"] as? String != e["conditions"] as? String)
        #expect(german.stdout.contains("\"temperature\":8.06,"), "numbers keep their point")
    }

    // MARK: - Issue 47's wrong answers

    /// The map's scale and its limits in the language's number form (`1.000 km`, never
    /// `1,000 km`), and its limits as two sentences of their own, with no English word inside.
    @Test(arguments: [
        (
            "de", " 1.000 km", "wxsh: map: 4.800 km Breite ist das Weiteste, was die Karte zeigt",
            "wxsh: map: 38 km Breite ist das Nächste, was die Karte zeigt"
        ),
        (
            "ru", " 1\u{00A0}000 km", "wxsh: map: 4\u{00A0}800 km в ширину — шире карта не показывает",
            "wxsh: map: 38 km в ширину — ближе карта не показывает"
        ),
        (
            "pl", " 1000 km", "wxsh: map: 4800 km szerokości to najszerszy widok mapy",
            "wxsh: map: 38 km szerokości to najbliższy widok mapy"
        )
    ])
    func theMapsScaleAndLimitsAreInTheLanguagesNumbers(lang: String, scale: String, wide: String, close: String) {
        let wider = Run.wxsh(
            ["--offline", "--lang", lang, "-c", "map wider; map wider; map wider; map wider; map wider"], environment: home.environment())
        let bars = wider.stdout.split(separator: "\n").filter { $0.hasPrefix("─") }
        #expect(bars.last.map { $0.drop(while: { $0 == "─" }) } == Substring(scale), "\(bars)")
        #expect(wider.stderr == wide + "\n")
        let closer = Run.wxsh(
            ["--offline", "--lang", lang, "-c", "map closer; map closer; map closer; map closer"], environment: home.environment())
        #expect(closer.stderr == close + "\n")
    }

    /// After a number with decimals Russian and Ukrainian say `мили`, `милі`, as CLDR's plural
    /// rules for fractions have it: never `5,0 миль`.
    @Test(arguments: [("ru", "Видимость         5,0 мили"), ("uk", "Видимість         5,0 милі"), ("de", "Sichtweite       5,0 mi")])
    func milesAfterADecimalTakeTheFormForFractions(lang: String, line: String) {
        let result = Run.wxsh(["--offline", "--lang", lang, "-c", "units imperial; tab now"], environment: home.environment())
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(line), "\(result.stdout)")
    }
}

/// `lang` re-renders from what is on screen: no request, with either provider.
@Suite(.serialized) struct LanguageRequestTests {
    let home = TemporaryHome()

    @Test(arguments: ["openweather", "open-meteo"])
    func langMakesNoRequestForAFetchedPlace(provider: String) throws {
        let server = try FakeOpenWeatherServer()
        try server.start()
        defer { server.stop() }
        var extra = ["OPEN_METEO_API_URL": server.baseURL.absoluteString, "OPENWEATHER_API_URL": server.baseURL.absoluteString]
        if provider == "openweather" { extra["OPENWEATHER_API_KEY"] = FakeOpenWeatherServer.defaultKey }
        let result = Run.wxsh(
            ["--provider", provider, "-c", "location Paris, FR; tab now; lang de; lang ja; tab forecast; lang en"],
            environment: home.environment(extra))
        #expect(result.status == 0, "\(result.stderr)")
        let afterFetch = server.requests.count
        #expect(afterFetch == 2, "\(server.requests.map(\.path))")
        #expect(result.stdout.contains("Luftfeuchte"), "lang de showed the tab again in German")
        #expect(result.stdout.contains("湿度") || result.stdout.contains("予報"), "lang ja showed the tab again in Japanese")
    }
}
