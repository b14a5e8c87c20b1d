/// Where each language puts the currency sign and the percent sign, as CLDR's patterns have it
/// (`¤#,##0.00`, `#,##0.00 ¤`, `¤ #,##0.00`, `#,##0 %`), written out here as `NumberWords` is,
/// so no `NumberFormatter` runs for every amount drawn.
///
/// The table was read from Foundation's CLDR data (`NumberFormatter`, `.currency` and `.percent`,
/// for en_GB de_DE fr_FR es_ES it_IT pt_BR nl_NL pl_PL ru_RU uk_UA ja_JP zh_CN). The space CLDR
/// puts between a number and its sign is a no-break space (U+00A0): the two never wrap apart.
package struct CurrencyPattern: Sendable, Equatable {
    /// The sign comes before the number (`£12`, `€ 12`), else after it (`12 €`).
    package let signFirst: Bool
    /// A no-break space stands between the sign and the number.
    package let spaced: Bool
    /// The minus goes between the sign and the number (`€ -12,50`, Dutch), else in front.
    package let minusInside: Bool
    /// What goes between a number and `%`: nothing, or a no-break space.
    package let percentGap: String

    private static let noBreak = "\u{00A0}"
    private static let before = CurrencyPattern(signFirst: true, spaced: false, minusInside: false, percentGap: "")
    private static let afterSpacedPercent = CurrencyPattern(signFirst: false, spaced: true, minusInside: false, percentGap: noBreak)
    private static let after = CurrencyPattern(signFirst: false, spaced: true, minusInside: false, percentGap: "")
    private static let beforeSpaced = CurrencyPattern(signFirst: true, spaced: true, minusInside: false, percentGap: "")
    private static let beforeSpacedMinusInside = CurrencyPattern(signFirst: true, spaced: true, minusInside: true, percentGap: "")

    /// How `language` places currency and percent signs.
    package static func of(_ language: Language) -> CurrencyPattern {
        switch language {
        case .en, .ja, .zh: before  // ¤#,##0.00, #,##0%
        case .de, .fr, .es, .ru: afterSpacedPercent  // #,##0.00 ¤, #,##0 %
        case .it, .pl, .uk: after  // #,##0.00 ¤, #,##0%
        case .pt: beforeSpaced  // ¤ #,##0.00, -¤ #,##0.00
        case .nl: beforeSpacedMinusInside  // ¤ #,##0.00, ¤ -#,##0.00
        }
    }

    /// `number` (already written in the language, unsigned) with `symbol` and the sign in place.
    /// - Parameter symbol: `£`, or an ISO code and a space (`EUR `) outside a UTF-8 locale.
    package func place(_ number: String, symbol: String, negative: Bool) -> String {
        let minus = negative ? "-" : ""
        if signFirst {
            // A code keeps its own space (`GBP 12.00`); a sign takes the pattern's.
            let sign = spaced ? symbol.trimmingSpaces + CurrencyPattern.noBreak : symbol
            return minusInside ? sign + minus + number : minus + sign + number
        }
        return minus + number + CurrencyPattern.noBreak + symbol.trimmingSpaces
    }

    /// `number` (already written in the language) followed by `%` as the language writes it.
    package func percent(_ number: String) -> String { number + percentGap + "%" }
}

extension String {
    /// The text without the spaces at its ends.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        while text.first == " " { text.removeFirst() }
        return String(text)
    }
}
