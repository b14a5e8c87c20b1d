import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// gettext plural forms: the `Plural-Forms` expression evaluated as gettext does, read from each
/// shipped catalog's header, and the form a count picks said with its values.
@Suite struct PluralRuleTests {
    static let counts = [1, 2, 5, 12, 21, 22, 25, 111]

    /// The rule in a shipped catalog's header.
    static func rule(_ language: Language) throws -> PluralRule {
        try MessageCatalog.parse(Array(Fixtures.data("Resources/lang/\(language.rawValue).po"))).get().pluralRule
    }

    /// Polish: 1 is `one`; 2–4, 22–24, … (not 12–14) are `few`; everything else (5, 12, 21, 25, 111) `many`.
    @Test func polishHasThreeForms() throws {
        let rule = try Self.rule(.pl)
        #expect(rule.count == 3)
        #expect(Self.counts.map(rule.form) == [0, 1, 2, 2, 2, 1, 2, 2])
    }

    /// Russian and Ukrainian: 1, 21 (not 11, 111) are `one`; 2, 22 `few`; 5, 12, 25, 111 `many`.
    @Test(arguments: [Language.ru, .uk])
    func russianAndUkrainianHaveThreeForms(language: Language) throws {
        let rule = try Self.rule(language)
        #expect(rule.count == 3)
        #expect(Self.counts.map(rule.form) == [0, 1, 2, 2, 0, 1, 2, 2])
        #expect(rule.form(11) == 2 && rule.form(0) == 2 && rule.form(104) == 1)
    }

    @Test(arguments: [Language.ja, .zh])
    func japaneseAndChineseHaveOneForm(language: Language) throws {
        let rule = try Self.rule(language)
        #expect(rule.count == 1)
        #expect(Self.counts.map(rule.form) == Array(repeating: 0, count: Self.counts.count))
    }

    /// French and Portuguese (Brazil) say 0 in the singular; German and English do not.
    @Test func frenchTakesZeroAsSingular() throws {
        #expect(try [0, 1, 2].map(Self.rule(.fr).form) == [0, 0, 1])
        #expect(try [0, 1, 2].map(Self.rule(.pt).form) == [0, 0, 1])
        #expect(try [0, 1, 2].map(Self.rule(.de).form) == [1, 0, 1])
        #expect([0, 1, 2].map(PluralRule.english.form) == [1, 0, 1])
    }

    @Test func theExpressionIsReadAsC() throws {
        let rule = try #require(PluralRule(header: " nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);"))
        #expect([1, 2, 3, 4, 5, 101, 102, 204, 311].map(rule.form) == [0, 1, 2, 2, 3, 0, 1, 2, 3])
        let negation = try #require(PluralRule(header: "nplurals=2; plural=!(n == 1);"))
        #expect([1, 2].map(negation.form) == [0, 1])
        #expect(PluralRule(header: "nplurals=2; plural=(n != 1") == nil, "an unclosed parenthesis")
        #expect(PluralRule(header: "nplurals=2; plural=n ? 1;") == nil, "a choice without `:`")
        #expect(PluralRule(header: "plural=n != 1;") == nil, "no nplurals")
        let tooFar = try #require(PluralRule(header: "nplurals=2; plural=n;"))
        #expect(tooFar.form(7) == 1, "a form past the last is the last")
    }

    /// A catalog's plural entry read and said: the form the count picks, its values in place;
    /// English (and a catalog without the entry) says the English singular or plural.
    @Test func aPluralEntryIsSaidInTheCountsForm() throws {
        let text = """
            msgid ""
            msgstr ""
            "Language: pl\\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            msgid "%@ place"
            msgid_plural "%@ places"
            msgstr[0] "%@ miejsce"
            msgstr[1] "%@ miejsca"
            msgstr[2] "%@ miejsc"
            """
        let words = Words(language: .pl, catalog: try MessageCatalog.parse(Array(text.utf8)).get())
        let said = Self.counts.map { words(.plural("\($0) place", "\($0) places", count: $0)) }
        #expect(said == ["1 miejsce", "2 miejsca", "5 miejsc", "12 miejsc", "21 miejsc", "22 miejsca", "25 miejsc", "111 miejsc"])
        #expect([1, 2].map { Words.english(.plural("\($0) place", "\($0) places", count: $0)) } == ["1 place", "2 places"])
        // A catalog with too few forms is not used: English rather than a wrong form.
        let short = Words(
            language: .pl,
            catalog: try MessageCatalog.parse(Array(text.replacingOccurrences(of: "msgstr[2] \"%@ miejsc\"", with: "").utf8)).get())
        #expect(short(.plural("5 place", "5 places", count: 5)) == "5 places")
    }

    /// Errors and warnings are phrases made by the layer that finds them; each is said in the
    /// language from its template, its values kept, a message inside it said in the language.
    @Test func aMessageIsSaidFromItsTemplate() throws {
        let text = """
            msgid "no place called `%@` was found"
            msgstr "kein Ort namens `%@` gefunden"

            msgid "location: %@"
            msgstr "location: %@"

            msgid "no such file"
            msgstr "Datei nicht gefunden"

            msgid "cannot read script %@: %@"
            msgstr "Skript %@ nicht lesbar: %@"
            """
        let words = Words(language: .de, catalog: try MessageCatalog.parse(Array(text.utf8)).get())
        let place = "Atlantis"
        #expect(words("location: \(Phrase("no place called `\(place)` was found"))") == "location: kein Ort namens `Atlantis` gefunden")
        // A message inside a message is said in the language too, whatever its values hold.
        let reason: Phrase = "no such file"
        #expect(words("cannot read script \("a b.txt"): \(reason)") == "Skript a b.txt nicht lesbar: Datei nicht gefunden")
        #expect(words("something new") == "something new")
        // A list of choices inside a message is joined the language's way, from the shipped catalog.
        let german = try LanguageGoldenTests.words(.de)
        let typed = "Müncen"
        let advice: Phrase = "; did you mean \(choices: ["München, DE", "Munden, DE"])?"
        #expect(
            german("location: \(Phrase("no place called `\(typed)` is known offline") + advice)")
                == "location: kein Ort namens `Müncen` ist offline bekannt; meinten Sie München, DE oder Munden, DE?")
        #expect(Words.english("no such file") == "no such file")
    }
}
