import Foundation
import Testing

@testable import WeatherCore

@Suite struct NumberWordsTests {
    /// Plain numbers as wxsh writes them, with the fraction digits each has.
    static let plain: [(text: String, fractionDigits: Int)] = [
        ("0", 0), ("7", 0), ("-3", 0), ("9.4", 1), ("-9.4", 1), ("12", 0), ("999", 0), ("1013", 0), ("-1013", 0),
        ("1234.56", 2), ("-1234.56", 2), ("9999.9", 1), ("12345", 0), ("-12345.6", 1), ("123456", 0),
        ("123456.789", 3), ("1234567", 0), ("-7654321.5", 1), ("12345678", 0), ("0.25", 2), ("-0.5", 1)
    ]

    static func formatter(_ language: Language, grouping: Bool, fractionDigits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language == .zh ? "zh_Hans" : language.rawValue)
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        formatter.usesGroupingSeparator = grouping
        return formatter
    }

    @Test(arguments: Language.allCases)
    func numbersAreWrittenAsFoundationWritesThem(language: Language) throws {
        let words = NumberWords.of(language)
        for grouping in [true, false] {
            for (text, digits) in Self.plain {
                let value = try #require(Double(text))
                let theirs = Self.formatter(language, grouping: grouping, fractionDigits: digits).string(from: NSNumber(value: value))
                #expect(words.localized(text, grouping: grouping) == theirs, "\(language) \(text) grouping: \(grouping)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func separatorsAreFoundations(language: Language) {
        let formatter = Self.formatter(language, grouping: true, fractionDigits: 0)
        let words = NumberWords.of(language)
        #expect(words.decimalSeparator == formatter.decimalSeparator)
        #expect(words.groupingSeparator == formatter.groupingSeparator)
        #expect(words.minimumGroupingDigits == (formatter.string(from: 1234) == "1234" ? 2 : 1))
    }

    @Test func englishIsWhatWxshHasAlwaysWritten() {
        let english = NumberWords.of(.en)
        for text in ["9.4", "1013", "-1234.56", "12", "1234567", "2023-03-25", "N/A"] {
            #expect(english.localized(text) == text)
        }
        #expect(english.localized("1234567", grouping: true) == "1,234,567")
        #expect(english.localized("-1234.56", grouping: true) == "-1,234.56")
        #expect(english.localized("999", grouping: true) == "999")
    }

    @Test(arguments: [
        (Language.de, "-1234.56", false, "-1234,56"),
        (.de, "-1234.56 hPa", true, "-1.234,56 hPa"),
        (.de, "PM2.5 9.4 µg/m³", false, "PM2,5 9,4 µg/m³"),
        (.fr, "1234567 habitants", true, "1\u{202F}234\u{202F}567 habitants"),
        (.ru, "12345.5", true, "12\u{00A0}345,5"),
        (.pl, "1234 i 12345", true, "1234 i 12\u{00A0}345"),
        (.es, "1234 y 12345", true, "1234 y 12.345"),
        (.ja, "1234567.5", true, "1,234,567.5")
    ])
    func numbersInsideText(language: Language, plain: String, grouping: Bool, expected: String) {
        #expect(NumberWords.of(language).localized(plain, grouping: grouping) == expected)
    }

    @Test(arguments: Language.allCases)
    func textThatIsNoNumberIsLeftAlone(language: Language) {
        let words = NumberWords.of(language)
        for text in ["", "N/A", "—", "2023-03-25", "21:26", "1.2.3", "v12.", ".5", "Zürich", "東京 23°"] {
            #expect(words.localized(text) == text, "\(language) \(text)")
        }
        #expect(words.localized("1.2.3 21:26", grouping: true) == "1.2.3 21:26")
    }
}
