import CoreLanguage
import CoreSupport
import FoundationEssentials

/// Turns what a user types after `set FIELD` into a number, refusing anything it cannot be sure of.
///
/// Accepted, for each kind of field:
/// - amounts (P, PMT, A): `350000`, `350,000.50`, `£350,000`, `$1,000.50`, `€12`, `¥500`,
///   `350 000 zł`, `R$ 350.000`, `CHF 350 000`, and the suffixes `k` (thousands) and `m`
///   (millions): `350k`, `1.2m`. The symbol of any currency `Currency` shows (and its ISO code)
///   is accepted whatever the locale, since only the number matters.
/// - the rate (r): percent a year, with or without `%`: `3.5`, `3.5%`.
/// - time (t or n): `25y`, `25 years`, `300 payments`, `18m` or `18 months` (a payment is a month);
///   a bare number is years after `t` and payments after `n`.
///
/// Numbers are read as the language writes them (`3,5` and `10.000` in German, `10 000` in French,
/// full-width `１０００` from a Japanese keyboard), and in English form where that cannot mean
/// anything else; what could be read two ways is refused (see `NumberReading`). There is no
/// exponent form, so NaN and infinity can never come in. Limits:
/// amounts up to 10^12, rates up to 1,000%, and time above zero up to 100 years (1,200 payments).
package enum FinanceInputParser {
    /// The largest amount accepted: a trillion in any currency.
    package static let maximumAmount = 1e12
    /// The largest annual rate accepted, in percent.
    package static let maximumRate = 1000.0
    /// The longest time accepted, in monthly payments (100 years).
    package static let maximumPayments = 1200.0

    private static let currencySymbols: Set<Character> = ["£", "$", "€", "¥", "₹", "₩", "₽", "₴", "₸", "₲", "₡", "₦", "₱", "₪", "円", "元"]
    /// Symbols of more than one character, before or after the number (`R$ 350.000`, `350 000 zł`),
    /// lower-cased; the longer first where one ends another.
    private static let currencyWords = ["mop$", "hk$", "nt$", "rd$", "r$", "c$", "zł", "kč", "руб.", "руб", "грн.", "грн", "сом", "fr."]
    /// The codes `Currency` shows outside a UTF-8 locale, and the commonest others.
    private static let currencyCodes: Set<String> = [
        "GBP", "EUR", "USD", "JPY", "CNY", "INR", "KRW", "CHF", "PLN", "RUB", "UAH", "BYN", "KZT", "BRL", "MXN", "ARS",
        "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "CZK", "CLP", "COP"
    ]
    private static let minusSigns: Set<Character> = ["-", "\u{2212}"]

    /// The value `text` gives `field`, in stored units: currency for amounts, percent for the
    /// rate, monthly payments for time.
    /// - Parameters:
    ///   - unit: what a bare number means for time (`t` years, `n` payments).
    ///   - language: whose decimal separator and grouping the number is written with (see
    ///     `NumberReading`); the English form is read too where it cannot mean anything else.
    /// - Throws: `FinanceError.unreadable`, `.ambiguous`, `.negative`, `.tooLarge` or `.zeroTime`.
    package static func parse(
        _ text: String, for field: FinanceField, unit: FinanceTimeUnit = .years, language: Language = .en
    ) throws(FinanceError) -> Double {
        let lexed: Lexed
        switch lex(text, allowCurrency: field.isAmount, language: language) {
        case .success(let read): lexed = read
        case .failure(.unreadable): throw .unreadable(field, text: text)
        case .failure(.ambiguous(let readings)): throw .ambiguous(field, text: text, readings: readings)
        }
        let scale: Double
        switch field {
        case .presentValue, .payment, .futureValue:
            switch lexed.suffix {
            case "": scale = 1
            case "k", "thousand": scale = 1e3
            case "m", "mn", "million": scale = 1e6
            default: throw .unreadable(field, text: text)
            }
        case .rate:
            guard ["", "%", "percent", "pc"].contains(lexed.suffix) else { throw .unreadable(field, text: text) }
            scale = 1
        case .time:
            switch lexed.suffix {
            case "": scale = unit == .years ? FinanceTimeUnit.paymentsPerYear : 1
            case "y", "yr", "yrs", "year", "years": scale = FinanceTimeUnit.paymentsPerYear
            case "m", "mo", "mos", "month", "months", "p", "payment", "payments", "pmts":
                scale = 1
            default: throw .unreadable(field, text: text)
            }
        }
        if lexed.negative && lexed.magnitude > 0 { throw .negative(field) }
        let value = lexed.magnitude * scale
        guard value.isFinite else { throw .tooLarge(field) }
        switch field {
        case .presentValue, .payment, .futureValue:
            if value > maximumAmount { throw .tooLarge(field) }
        case .rate:
            if value > maximumRate { throw .tooLarge(field) }
        case .time:
            if value == 0 { throw .zeroTime }
            if value > maximumPayments { throw .tooLarge(field) }
        }
        return value
    }

    /// One line saying what `field` accepts, for error messages: its examples written as
    /// `language` writes numbers and `currency` (`350.000 €` in German), so that each typed back
    /// as shown is read as what it shows.
    package static func accepted(for field: FinanceField, currency: Currency, language: Language = .en) -> Phrase {
        let numbers = NumberWords.of(language)
        switch field {
        case .presentValue, .payment, .futureValue:
            let grouped = numbers.localized("350000.50", grouping: true)
            let money = currency.formatWhole(350_000, in: language)
            return "use an amount such as 350000, \(grouped), \(money) or 350k (k thousands, m millions)"
        case .rate:
            let rate = numbers.localized("3.5")
            return "use an annual rate in percent such as \(rate) or \(CurrencyPattern.of(language).percent(rate))"
        case .time:
            // The words after the numbers are what the parser reads, in every language.
            return "use years such as `25y` or `25 years`, or monthly payments such as `300 payments` or `18m`"
        }
    }

    // MARK: - Lexing

    /// A number with its sign, and the lower-cased word after it (without spaces).
    private struct Lexed {
        var negative: Bool
        var magnitude: Double
        var suffix: String
    }

    /// Spaces that may group digits (`10 000`, `10\u{00A0}000`, `10\u{202F}000`).
    private static let groupingSpaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

    /// Splits `[-][symbol][-]digits[separators and digits] [suffix]`; a refusal when that shape is
    /// not there or its separators are ambiguous in `language`.
    private static func lex(_ text: String, allowCurrency: Bool, language: Language) -> Result<Lexed, NumberReading.Refusal> {
        let chars = Array(NumberReading.halfWidth(text).trimming(.whitespacesAndNewlines))
        var i = 0
        var negative = false
        var sawCurrency = false
        // Signs and one currency symbol, in either order, with spaces after the symbol.
        while i < chars.count {
            let c = chars[i]
            if minusSigns.contains(c) && !negative {
                negative = true
            } else if c == "+" && !negative {
                // An explicit plus changes nothing.
            } else if currencySymbols.contains(c) && !sawCurrency && allowCurrency {
                sawCurrency = true
            } else if !sawCurrency && allowCurrency,
                let word = currencyWords.first(where: { String(chars[i...].prefix($0.count)).lowercased() == $0 })
            {
                // `R$ 350.000`, `HK$350,000`.
                sawCurrency = true
                i += word.count
                continue
            } else if !sawCurrency && allowCurrency && i + 3 <= chars.count,
                currencyCodes.contains(String(chars[i..<i + 3]).uppercased())
            {
                // `GBP 350,000`, as amounts are shown outside a UTF-8 locale.
                sawCurrency = true
                i += 3
                continue
            } else if groupingSpaces.contains(c) && sawCurrency {
                // `£ 350` and `€ 350` are fine.
            } else {
                break
            }
            i += 1
        }
        // Digits, `.` and `,`, and spaces between digits.
        var token = ""
        while i < chars.count {
            let c = chars[i]
            if (c.isASCII && c.isNumber) || c == "." || c == "," {
                token.append(c)
            } else if groupingSpaces.contains(c), !token.isEmpty, i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isNumber {
                token.append(" ")
            } else {
                break
            }
            i += 1
        }
        guard token.count <= 80 else { return .failure(.unreadable) }
        let magnitude: Double
        switch NumberReading.read(token, in: language) {
        case .success(let value): magnitude = value
        case .failure(let refusal): return .failure(refusal)
        }
        var suffix = String(chars[i...]).lowercased().filter { !groupingSpaces.contains($0) }
        if allowCurrency && !sawCurrency {
            // `14.183,45 €` and `350 000 EUR`, as amounts are shown in many languages.
            if let last = suffix.last, currencySymbols.contains(last) {
                suffix.removeLast()
            } else if let word = currencyWords.first(where: { suffix.hasSuffix($0) }) {
                suffix.removeLast(word.count)
            } else if suffix.count >= 3, currencyCodes.contains(String(suffix.suffix(3)).uppercased()) {
                suffix.removeLast(3)
            }
        }
        return .success(Lexed(negative: negative, magnitude: magnitude, suffix: suffix))
    }
}

extension FinanceField {
    /// Whether the field holds money (shown with the currency symbol).
    package var isAmount: Bool {
        self == .presentValue || self == .payment || self == .futureValue
    }
}
