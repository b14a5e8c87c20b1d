import Foundation
import Testing
import WXTestSupport

@testable import CoreLanguage
@testable import WeatherCore

/// `MessageCatalog.read`, which a start in a language uses: it indexes the `.po` file and decodes
/// an entry when it is looked up, and must answer exactly as `parse`, which decodes them all.
@Suite struct LazyCatalogTests {
    static let translated = Language.allCases.filter { $0 != .en }

    static func bytes(_ language: Language) -> [UInt8] {
        Array(Fixtures.data("Resources/lang/\(language.rawValue).po"))
    }

    /// Both readings of `bytes`, the lazy one checked to be lazy.
    static func both(_ bytes: [UInt8]) throws -> (lazy: MessageCatalog, full: MessageCatalog) {
        let lazy = try MessageCatalog.read(bytes).get()
        let full = try MessageCatalog.parse(bytes).get()
        #expect(lazy.isIndexed, "the catalog was parsed whole, not indexed")
        return (lazy, full)
    }

    /// A key split into its text and context.
    static func parts(_ key: String) -> (text: String, context: String?) {
        guard let separator = key.firstIndex(of: "\u{4}") else { return (key, nil) }
        return (String(key[key.index(after: separator)...]), String(key[..<separator]))
    }

    @Test(arguments: translated)
    func everyShippedCatalogAnswersAsTheFullReading(language: Language) throws {
        let bytes = Self.bytes(language)
        #expect(!bytes.isEmpty)
        let (lazy, full) = try Self.both(bytes)
        #expect(lazy.entries == full.entries)
        #expect(lazy.plurals == full.plurals)
        #expect(lazy.count == full.count && lazy.count == full.entries.count)
        #expect((0...130).map(lazy.pluralRule.form) == (0...130).map(full.pluralRule.form))
        #expect(lazy.pluralRule.count == full.pluralRule.count)
        for key in full.entries.keys {
            let (text, context) = Self.parts(key)
            #expect(lazy.translation(text, context: context) == full.translation(text, context: context), "\(language): `\(key)`")
        }
        for key in full.plurals.keys {
            for count in [0, 1, 2, 3, 5, 11, 21, 22, 25, 101] {
                #expect(lazy.translation(key, count: count) == full.translation(key, count: count), "\(language): `\(key)` \(count)")
            }
        }
        // Texts the catalog lacks, and a text in a context it is not in.
        #expect(lazy.translation("no such text in any catalog") == nil)
        #expect(lazy.translation("light rain") == full.translation("light rain"))
        #expect(lazy.translation("Humidity", context: "weather") == nil)
        let templates = full.templates.map(\.key).filter { $0.contains("%@") && !$0.contains("\u{4}") }
        #expect(Set(lazy.templates.map(\.key)).isSuperset(of: templates))
    }

    /// Messages made in English from a template are found and said the same way.
    @Test(arguments: [Language.de, .ja, .ru])
    func messagesFromTemplatesReadTheSame(language: Language) throws {
        let (lazy, full) = try Self.both(Self.bytes(language))
        let lazyWords = Words(language: language, catalog: lazy)
        let fullWords = Words(language: language, catalog: full)
        #expect(lazyWords == fullWords)
        let templates = full.entries.keys.filter { $0.contains("%@") && !$0.contains("\u{4}") }.sorted()
        #expect(templates.count > 50)
        for template in templates.prefix(80) {
            let phrase = Phrase(stringLiteral: template)
            let filled = Phrase.filled(template, with: ["Zürich, CH", "12"])
            #expect(lazyWords(phrase) == fullWords(phrase), "\(language): `\(template)`")
            #expect(lazyWords(filled) == fullWords(filled), "\(language): `\(template)`")
        }
    }

    @Test func fuzzyEmptyContextsEscapesContinuationsAndPlurals() throws {
        let text = """
            # a comment
            msgid ""
            msgstr ""
            "Language: xx\\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n"

            msgctxt "weather"
            msgid "light rain"
            msgstr "leichter "
            "Regen"

            msgctxt "compass"
            msgid "N"
            msgstr "Nord"

            msgid "N"
            msgstr "Nein"

            #, fuzzy
            msgid "Wind"
            msgstr "Windy"

            msgid "Say \\"hi\\""
            msgstr "Sag \\"hallo\\""

            msgid "a long "
            "key"
            msgstr "ein langer Schlüssel"

            msgid "tab\\tkey"
            msgstr "Tab\\tSchlüssel"

            msgid "Humidity"
            msgstr ""

            msgid "%@ place"
            msgid_plural "%@ places"
            msgstr[0] "%@ Ort"
            msgstr[1] "%@ Orte (2)"
            msgstr[2] "%@ Orte"

            msgid "%@ day"
            msgid_plural "%@ days"
            msgstr[0] "%@ Tag"
            msgstr[1] ""
            msgstr[2] "%@ Tage"
            """
        let (lazy, full) = try Self.both(Array(text.utf8))
        for catalog in [lazy, full] {
            #expect(catalog.translation("light rain", context: "weather") == "leichter Regen")
            #expect(catalog.translation("light rain") == nil)
            #expect(catalog.translation("N", context: "compass") == "Nord")
            #expect(catalog.translation("N") == "Nein")
            #expect(catalog.translation("Wind") == nil, "fuzzy")
            #expect(catalog.translation("Say \"hi\"") == "Sag \"hallo\"")
            #expect(catalog.translation("a long key") == "ein langer Schlüssel")
            #expect(catalog.translation("tab\tkey") == "Tab\tSchlüssel")
            #expect(catalog.translation("Humidity") == nil, "empty")
            #expect(catalog.translation("%@ place", count: 1) == "%@ Ort")
            #expect(catalog.translation("%@ place", count: 2) == "%@ Orte (2)")
            #expect(catalog.translation("%@ place", count: 7) == "%@ Orte")
            #expect(catalog.translation("%@ place") == "%@ Ort")
            #expect(catalog.translation("%@ day", count: 7) == nil, "a form missing")
            #expect(catalog.translation("%@ day") == nil)
            #expect(catalog.pluralRule.count == 3)
        }
        #expect(lazy.entries == full.entries)
        #expect(lazy.plurals == full.plurals)
        #expect(lazy.count == full.count)
    }

    /// A catalog with a problem is parsed whole, so the problem and its line are the same.
    @Test(arguments: [
        "msgid \"a\"\nmsgstr \"b",
        "msgid \"a\"\nmsgtext \"b\"",
        "\"orphan\"",
        "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"",
        "msgid \"a\\q\"\nmsgstr \"b\"",
        "msgid \"a\"\nmsgstr \"b \"c\"\"",
        "msgid \"a\"\nmsgstr[9] \"b\""
    ])
    func aBrokenCatalogGivesTheFullReadersProblem(text: String) {
        let lazy = MessageCatalog.read(Array(text.utf8))
        let full = MessageCatalog.parse(Array(text.utf8))
        switch (lazy, full) {
        case (.failure(let a), .failure(let b)): #expect(a == b)
        default: Issue.record("`\(text)`: \(lazy) against \(full)")
        }
        let notUTF8 = Array("msgid \"a\"\nmsgstr \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        if case .success = MessageCatalog.read(notUTF8) { Issue.record("bytes that are not UTF-8 were read") }
    }

    /// The UTF-8 check, with its runs of two- and three-byte sequences, agrees with the standard
    /// library on well-formed text and on the sequences table 3-7 refuses.
    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        let samples: [[UInt8]] = [
            Array("東京の天気、晴れ。Привет, мир! Zürich ½ 𝄞 abc".utf8),
            [0xE0, 0x80, 0x80, 0x41, 0x41, 0x41, 0x41], [0xE0, 0xA0, 0x80, 0x41, 0x41], [0xED, 0xA0, 0x80, 0x41, 0x41],
            [0xED, 0x9F, 0xBF, 0x41, 0x41], [0xC0, 0x80, 0x41, 0x41], [0xC1, 0xBF, 0x41, 0x41], [0xC2, 0x80, 0x41, 0x41],
            [0xE3, 0x81, 0x41, 0x41], [0xE3, 0x81], [0xD0], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9D, 0x84, 0x9E],
            Array("ああああ".utf8) + [0xE3, 0x81], Array("яяяя".utf8) + [0xD1], Array("ああ".utf8) + [0xED, 0xA0, 0x80] + Array("ああ".utf8)
        ]
        for sample in samples {
            for cut in 0...sample.count {
                let bytes = Array(sample.prefix(cut))
                #expect(bytes.withUnsafeBufferPointer(POReader.isUTF8) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            }
        }
    }

    /// U+0004 separates a key's context from its msgid: a key with one inside is found as the
    /// full reader finds it, however it is split.
    @Test func aKeyWithTheContextSeparatorInside() throws {
        let (lazy, full) = try Self.both(Array("msgctxt \"a\"\nmsgid \"b\"\nmsgstr \"c\"\n".utf8))
        for catalog in [lazy, full] {
            #expect(catalog.translation("a\u{4}b") == "c")
            #expect(catalog.translation("b", context: "a") == "c")
            #expect(catalog.translation("a\u{4}b\u{4}") == nil)
            #expect(catalog.translation("\u{4}b", context: "a") == nil)
        }
        let (inside, whole) = try Self.both(Array("msgid \"a\u{4}b\"\nmsgstr \"c\"\n".utf8))
        for catalog in [inside, whole] {
            #expect(catalog.translation("b", context: "a") == "c")
            #expect(catalog.translation("a\u{4}b") == "c")
        }
        let twice = Array("msgid \"a\u{4}b\"\nmsgstr \"c\"\n\nmsgctxt \"a\"\nmsgid \"b\"\nmsgstr \"d\"\n".utf8)
        // One key twice, split differently: the full reader's problem.
        #expect(throws: MessageCatalog.Problem(line: 4, message: "`b` is translated twice")) { try MessageCatalog.read(twice).get() }
    }

    /// Keywords in an unusual order, which the index does not take, are still read as `parse` reads them.
    @Test func anUnusualOrderIsParsedWhole() throws {
        let text = "msgid \"a\"\nmsgctxt \"c\"\nmsgstr \"b\"\n"
        let lazy = try MessageCatalog.read(Array(text.utf8)).get()
        let full = try MessageCatalog.parse(Array(text.utf8)).get()
        #expect(!lazy.isIndexed)
        #expect(lazy.entries == full.entries)
    }
}
