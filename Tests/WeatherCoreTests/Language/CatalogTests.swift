import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// The catalogs against the English template: the same keys, the same placeholders, every
/// text translated; the template made from the sources as they are; the `.po` reader itself.
@Suite struct CatalogTests {
    static let translated = Language.allCases.filter { $0 != .en }

    static func template() throws -> MessageCatalog {
        try MessageCatalog.parse(Array(Fixtures.data("Resources/lang/wxsh.pot")), keepUntranslated: true).get()
    }

    @Test(arguments: translated)
    func everyCatalogHasEveryKeyAndNoOther(language: Language) throws {
        let english = try Self.template()
        let bytes = Fixtures.data("Resources/lang/\(language.rawValue).po")
        #expect(!bytes.isEmpty, "Resources/lang/\(language.rawValue).po is missing")
        let catalog = try MessageCatalog.parse(Array(bytes)).get()
        let missing = english.keys.subtracting(catalog.keys)
        let extra = catalog.keys.subtracting(english.keys)
        #expect(missing.isEmpty, "\(language) lacks: \(missing.sorted().prefix(10))")
        #expect(extra.isEmpty, "\(language) has keys English has not: \(extra.sorted().prefix(10))")
        for key in english.keys.intersection(catalog.keys) {
            let text = key.split(separator: "\u{4}").last.map(String.init) ?? key
            #expect(
                Words.placeholders(catalog.entries[key] ?? "") == Words.placeholders(text),
                "\(language): `\(text)` → `\(catalog.entries[key] ?? "")`")
        }
    }

    @Test func theTemplateIsMadeFromTheSourcesAsTheyAre() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepoPaths.root.appendingPathComponent("scripts/extract-messages").path, "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Resources/lang/wxsh.pot is out of date: run scripts/extract-messages")
    }

    /// WeatherIO and wxsh make their errors and warnings as plain English text: every sentence
    /// there is in the template unless marked `// untranslated:`, so a new error that is not
    /// translated fails `--check` and then `--lint`. The rule, on a file as a new error would be written.
    @Test func aNewEnglishErrorInWeatherIOIsExtracted() throws {
        let source = #"""
            let message = "\(path) is not what wxsh expected; it is left as it is"
            let failure = "cannot frob \(name)"
            let path = folder + "/state.json" + ".corrupt-" + stamp
            // untranslated: a header for the server
            let header = "Accept: text/plain"
            // end untranslated
            let trace = "fetch \(url) took long"  // untranslated: a trace line
            """#
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = RepoPaths.root.appendingPathComponent("scripts/extract-messages").path
        process.arguments = [
            "python3", "-c",
            """
            import importlib.machinery, importlib.util, sys
            loader = importlib.machinery.SourceFileLoader("extract", "\(script)")
            module = importlib.util.module_from_spec(importlib.util.spec_from_loader("extract", loader))
            loader.exec_module(module)
            for text, line in module.sentences(sys.stdin.read()): print(line, text)
            """
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let found = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(found == "1 %@ is not what wxsh expected; it is left as it is\n2 cannot frob %@\n")
    }

    /// Each plural entry has as many forms as the language's `Plural-Forms` says, each with the
    /// msgid's placeholders.
    @Test(arguments: translated)
    func everyPluralHasTheLanguagesFormsAndPlaceholders(language: Language) throws {
        let english = try Self.template()
        let catalog = try MessageCatalog.parse(Array(Fixtures.data("Resources/lang/\(language.rawValue).po"))).get()
        #expect(!english.plurals.isEmpty)
        for (key, forms) in english.plurals {
            let translated = catalog.plurals[key] ?? []
            #expect(translated.count == catalog.pluralRule.count, "\(language): `\(key)` has \(translated.count) forms")
            for form in translated {
                #expect(Words.placeholders(form) == Words.placeholders(forms[0]), "\(language): `\(key)` → `\(form)`")
            }
        }
    }

    /// `scripts/extract-messages --lint CODE`, as a translator runs it: nothing untranslated,
    /// no placeholder lost, no key the template lacks.
    @Test(arguments: translated)
    func theLintFindsNothing(language: Language) throws {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepoPaths.root.appendingPathComponent("scripts/extract-messages").path, "--lint", language.rawValue]
        process.standardOutput = pipe
        try process.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said.suffix(2000))")
        #expect(said == "0 problems in \(language.rawValue).po\n")
    }

    @Test func placeholdersAreComparedByPositionAndKind() {
        #expect(Words.placeholders("%@ h %@ min") == Words.placeholders("%2$@ min %1$@ h").sorted())
        #expect(Words.placeholders("%@ min") != Words.placeholders("%d min"))
        #expect(Words.placeholders("%@ and %@") != Words.placeholders("%@"))
        #expect(Words.fill("%2$@ / %1$@", with: ["a", "b"]) == "b / a")
        #expect(Words.fill("Units: %@.", with: ["metric"]) == "Units: metric.")
    }

    @Test func theReaderTakesContextsContinuationsEscapesAndSkipsFuzzy() throws {
        let text = """
            # a comment
            msgid ""
            msgstr "Language: de\\n"

            msgctxt "weather"
            msgid "light rain"
            msgstr "leichter "
            "Regen"

            #, fuzzy
            msgid "Wind"
            msgstr "Windy"

            msgid "Say \\"hi\\""
            msgstr "Sag \\"hallo\\""

            msgid "Humidity"
            msgstr ""
            """
        let catalog = try MessageCatalog.parse(Array(text.utf8)).get()
        #expect(catalog.translation("light rain", context: "weather") == "leichter Regen")
        #expect(catalog.translation("light rain") == nil)
        #expect(catalog.translation("Wind") == nil)
        #expect(catalog.translation("Say \"hi\"") == "Sag \"hallo\"")
        #expect(catalog.translation("Humidity") == nil)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", 2),
        ("msgid \"a\"\nmsgtext \"b\"", 2),
        ("\"orphan\"", 1),
        ("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"", 4),
        ("msgid \"a\\q\"\nmsgstr \"b\"", 1)
    ])
    func aBrokenCatalogSaysWhichLine(text: String, line: Int) {
        switch MessageCatalog.parse(Array(text.utf8)) {
        case .success: Issue.record("`\(text)` was read")
        case .failure(let problem): #expect(problem.line == line, "\(problem)")
        }
    }

    @Test func notUTF8IsAProblem() {
        let bytes = Array("msgid \"a\"\nmsgstr \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        if case .success = MessageCatalog.parse(bytes) { Issue.record("bytes that are not UTF-8 were read") }
    }
}
