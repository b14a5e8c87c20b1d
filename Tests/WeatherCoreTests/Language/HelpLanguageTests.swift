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

    /// UAX #14 for Japanese and Chinese: `help` (every command's and tab's) at 40, 47 and 52
    /// columns never splits a code span (`expla⏎in FIGURE`) or breaks at a space inside one, and
    /// never splits a word of Latin letters and digits: the words are the same as on one long line.
    @Test(arguments: [Language.ja, .zh])
    func noHelpLineSplitsACodeSpanOrALatinWord(language: Language) throws {
        func latinWords(_ text: String) -> [String] {
            text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }).map(String.init).sorted()
        }
        let wide = try Self.style(language, width: 10_000)
        for width in [40, 47, 52] {
            let style = try Self.style(language, width: width)
            for app in AppKind.allCases {
                let topics = CommandRegistry.commands(for: app).map(\.name) + CommandRegistry.tabs(for: app).map(\.name)
                for topic in topics {
                    let said = HelpText.text(topic: topic, app: app, style: style)
                    let whole = HelpText.text(topic: topic, app: app, style: wide)
                    // Only a run of ASCII without spaces wider than a line (a JSON example) may break inside.
                    let long = whole.split(whereSeparator: { !$0.isASCII || $0 == " " || $0 == "\n" }).filter { $0.count > width - 6 }
                    var unmatched = latinWords(whole)
                    for word in latinWords(said) {
                        if let index = unmatched.firstIndex(of: word) {
                            unmatched.remove(at: index)
                        } else {
                            #expect(long.contains { $0.contains(word) }, "\(language) help \(topic) at \(width) splits \(word):\n\(said)")
                        }
                    }
                    for word in unmatched {
                        #expect(long.contains { $0.contains(word) }, "\(language) help \(topic) at \(width) splits \(word):\n\(said)")
                    }
                    for line in said.split(separator: "\n") where line.filter({ $0 == "`" }).count % 2 == 1 {
                        // Only a code span wider than the line may break (at its spaces).
                        let spans = whole.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        let widest = spans.filter { $0.offset % 2 == 1 }.map { TextWidth.of(String($0.element)) + 2 }.max() ?? 0
                        #expect(widest > width - 6, "\(language) help \(topic) at \(width) breaks a code span: \(line)")
                    }
                }
            }
        }
    }

    /// The breaks UAX #14 allows and forbids, as `TextWrap.lines` makes them.
    @Test func japaneseBreaksBetweenIdeographsButNotInsideCodeOrLatinWords() {
        // Before the code span and after its `、`, never inside it, though it holds a space.
        #expect(TextWrap.lines("これは`explain FIGURE`、それは", width: 20) == ["これは", "`explain FIGURE`、そ", "れは"])
        // A Latin word is not split: it goes to the next line whole.
        #expect(TextWrap.lines("キー：temperature", width: 12) == ["キー：", "temperature"])
        // `（` does not end a line; `）` and `。` do not start one; a number keeps its `%`.
        #expect(TextWrap.lines("あい（うえ）。", width: 6) == ["あい", "（う", "え）。"])
        #expect(TextWrap.lines("確率は50%です", width: 8) == ["確率は", "50%です"])
        // A code span wider than the line breaks at its spaces after all.
        #expect(TextWrap.lines("`explain day 2023-03-14 high`", width: 16) == ["`explain day", "2023-03-14 high`"])
        // Latin text still breaks at spaces only, and colour escapes stay with their words.
        #expect(TextWrap.lines("see `help units` now", width: 12) == ["see", "`help units`", "now"])
        #expect(TextWrap.lines("\u{1B}[1mbold\u{1B}[0m text", width: 6) == ["\u{1B}[1mbold\u{1B}[0m", "text"])
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
