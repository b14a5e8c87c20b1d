import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `help COMMAND` and the finance calculator's `help TAB` in every language: each line within
/// 40 columns, and every paragraph of every command's explanation said in the language, not
/// left in English (a text the catalogs lack would come out as the English run's).
@Suite struct HelpLanguageTests {
    static let translated = Language.allCases.filter { $0 != .en }

    static func style(_ language: Language, width: Int = 40) throws -> RenderStyle {
        var style = RenderStyle(width: width)
        style.words = try LanguageGoldenTests.words(language)
        return style
    }

    @Test(arguments: translated)
    func everyCommandsExplanationIsInTheLanguageAndFitsFortyColumns(language: Language) throws {
        let style = try Self.style(language)
        for app in AppKind.allCases {
            for command in CommandRegistry.commands(for: app) {
                let said = HelpText.text(topic: command.name, app: app, style: style)
                let english = HelpText.text(topic: command.name, app: app, style: RenderStyle(width: 40))
                for line in said.split(separator: "\n") {
                    #expect(TextWidth.of(String(line)) <= 40, "\(language) help \(command.name): \(line)")
                }
                // Past the usage line, no line of the English explanation is left as it is
                // (code, units and language names may be the same in both).
                let englishLines = Set(english.split(separator: "\n").dropFirst().map(String.init))
                for line in said.split(separator: "\n").dropFirst() where englishLines.contains(String(line)) {
                    let padded = " \(line) "
                    #expect(
                        ![" the ", " and ", " is ", " of ", " to ", " a "].contains { padded.contains($0) },
                        "\(language) help \(command.name) says in English: \(line)")
                }
            }
        }
    }

    /// Kinsoku shori: in Japanese and Chinese, where a sentence breaks between any two characters,
    /// no line of `help` (the overview, every command's, every tab's, the finance views') starts
    /// with a closing mark (`、。）」』，：！？ー`, small kana) or ends with an opening one (`（「『`).
    @Test(arguments: [Language.ja, .zh])
    func noHelpLineStartsWithAClosingMarkOrEndsWithAnOpeningOne(language: Language) throws {
        let closing = Set("、。，．：；！？）］｝〕〉》」』】〟’”・ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
        let opening = Set("（［｛〔〈《「『【〝‘“")
        var checked = 0
        for width in [40, 47, 52] {
            let style = try Self.style(language, width: width)
            for app in AppKind.allCases {
                var views = [HelpText.text(topic: nil, app: app, style: style)]
                views += CommandRegistry.commands(for: app).map { HelpText.text(topic: $0.name, app: app, style: style) }
                views += CommandRegistry.tabs(for: app).map { HelpText.text(topic: $0.name, app: app, style: style) }
                for line in views.flatMap({ $0.split(separator: "\n") }) {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    #expect(!closing.contains(text.first ?? " "), "\(language) at \(width): \(line)")
                    #expect(!opening.contains(text.last ?? " "), "\(language) at \(width): \(line)")
                    #expect(TextWidth.of(String(line)) <= width, "\(language) at \(width): \(line)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    /// The rule itself: a break before a closing mark takes the character before it along; before
    /// `ー` after a small kana, both; an opening bracket goes to the next line; never a whole line.
    @Test func aBreakMovesTheCharactersAKinsokuRuleKeepsTogether() {
        #expect(TextWrap.lines("あいうえお。", width: 10) == ["あいうえ", "お。"])
        #expect(TextWrap.lines("あいうチャー", width: 10) == ["あいう", "チャー"])
        #expect(TextWrap.lines("あいう「えお", width: 8) == ["あいう", "「えお"])
        #expect(TextWrap.lines("あいうえおか", width: 10) == ["あいうえお", "か"])
        #expect(TextWrap.lines("。。。。。。", width: 4) == ["。。", "。。", "。。"])
    }

    @Test(arguments: translated)
    func theFinanceHelpViewIsInTheLanguageAndFitsFortyColumns(language: Language) throws {
        let style = try Self.style(language)
        for tab in FinanceTab.allCases {
            let said = FinanceRenderer.help(for: tab, width: 40, currency: Currency(symbol: "€"), words: style.words)
            let english = FinanceRenderer.help(for: tab, width: 40, currency: Currency(symbol: "€"))
            for line in said.split(separator: "\n") {
                #expect(TextWidth.of(String(line)) <= 40, "\(language) \(tab): \(line)")
            }
            // The summary and the how-to paragraph are said in the language.
            #expect(!said.contains("Leave one field blank"), "\(language) \(tab)")
            #expect(!said.contains("Example from the coursework"), "\(language) \(tab)")
            #expect(said != english)
        }
    }

    /// The examples' sums and rates as the language writes them, worked out as in English.
    @Test func theGermanLoanExampleWritesMoneyAndRatesTheGermanWay() throws {
        let written = FinanceRenderer.help(
            for: .loan, width: 200, currency: Currency(symbol: "€"), words: try LanguageGoldenTests.words(.de))
        // The amounts' and percentages' gaps are no-break spaces; compared here as spaces.
        let said = String(written.map { $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 })
        #expect(
            said.contains("Beispiel aus der Kursarbeit: wie hoch ist die Monatsrate für 350.000 €, geliehen zu 3,5 % über 25 Jahre?"),
            "\(said)")
        #expect(said.contains("→ Monatliche Rate (PMT): 1.752,18 €"), "\(said)")
        let english = FinanceRenderer.help(for: .loan, width: 200, currency: Currency(symbol: "€"))
        #expect(english.contains("what is the monthly payment on €350,000 borrowed at 3.5% over 25 years?"), "\(english)")
    }
}
