import Foundation

/// Turns what a user types after `set FIELD` into a number, refusing anything it cannot be sure of.
///
/// Accepted, for each kind of field:
/// - amounts (P, PMT, A): `350000`, `350,000.50`, `£350,000`, `$1,000.50`, `€12`, `¥500`, and the
///   suffixes `k` (thousands) and `m` (millions): `350k`, `1.2m`. Any of £ $ € ¥ is accepted
///   whatever the locale, since only the number matters.
/// - the rate (r): percent a year, with or without `%`: `3.5`, `3.5%`.
/// - time (t or n): `25y`, `25 years`, `300 payments`, `18m` or `18 months` (a payment is a month);
///   a bare number is years after `t` and payments after `n`.
///
/// Commas must group digits in threes (so a decimal comma such as `3,5` is refused rather than
/// misread); there is no exponent form, so NaN and infinity can never come in. Limits:
/// amounts up to 10^12, rates up to 1,000%, and time above zero up to 100 years (1,200 payments).
enum FinanceInputParser {
    /// The largest amount accepted: a trillion in any currency.
    static let maximumAmount = 1e12
    /// The largest annual rate accepted, in percent.
    static let maximumRate = 1000.0
    /// The longest time accepted, in monthly payments (100 years).
    static let maximumPayments = 1200.0

    private static let currencySymbols: Set<Character> = ["£", "$", "€", "¥", "₹", "₩"]
    /// The codes `Currency` shows outside a UTF-8 locale.
    private static let currencyCodes: Set<String> = ["GBP", "EUR", "USD", "JPY", "CNY", "INR", "KRW"]
    private static let minusSigns: Set<Character> = ["-", "\u{2212}"]

    /// The value `text` gives `field`, in stored units: currency for amounts, percent for the
    /// rate, monthly payments for time.
    /// - Parameter unit: what a bare number means for time (`t` years, `n` payments).
    /// - Throws: `FinanceError.unreadable`, `.negative`, `.tooLarge` or `.zeroTime`.
    static func parse(
        _ text: String, for field: FinanceField, unit: FinanceTimeUnit = .years
    ) throws(FinanceError) -> Double {
        guard let lexed = lex(text, allowCurrency: field.isAmount) else {
            throw .unreadable(field, text: text)
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

    /// One line saying what `field` accepts, for error messages.
    static func accepted(for field: FinanceField, currency: Currency) -> String {
        switch field {
        case .presentValue, .payment, .futureValue:
            return "use an amount such as 350000, 350,000.50, \(currency.symbol)350,000 or 350k "
                + "(k thousands, m millions)"
        case .rate:
            return "use an annual rate in percent such as 3.5 or 3.5%"
        case .time:
            return "use years such as 25y or 25 years, or monthly payments such as 300 payments or 18m"
        }
    }

    // MARK: - Lexing

    /// A number with its sign, and the lower-cased word after it (without spaces).
    private struct Lexed {
        var negative: Bool
        var magnitude: Double
        var suffix: String
    }

    /// Splits `[-][symbol][-]digits[,ddd…][.digits] [suffix]`; `nil` when that shape is not there.
    private static func lex(_ text: String, allowCurrency: Bool) -> Lexed? {
        let chars = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
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
            } else if !sawCurrency && allowCurrency && i + 3 <= chars.count,
                currencyCodes.contains(String(chars[i..<i + 3]).uppercased())
            {
                // `GBP 350,000`, as amounts are shown outside a UTF-8 locale.
                sawCurrency = true
                i += 3
                continue
            } else if c == " " && sawCurrency {
                // `£ 350` is fine.
            } else {
                break
            }
            i += 1
        }
        var integer = ""
        var fraction: String?
        var groups: [Int] = []  // lengths of digit runs split by commas
        var run = 0
        while i < chars.count {
            let c = chars[i]
            if c.isASCII, c.isNumber {
                if fraction != nil {
                    fraction?.append(c)
                } else {
                    integer.append(c)
                    run += 1
                }
            } else if c == ",", fraction == nil, run > 0 {
                groups.append(run)
                run = 0
            } else if c == ".", fraction == nil {
                fraction = ""
            } else {
                break
            }
            i += 1
        }
        if !groups.isEmpty {
            groups.append(run)
            guard let first = groups.first, (1...3).contains(first),
                groups.dropFirst().allSatisfy({ $0 == 3 })
            else { return nil }
        }
        guard !integer.isEmpty || !(fraction ?? "").isEmpty else { return nil }
        guard integer.count <= 30, (fraction ?? "").count <= 30 else { return nil }
        let digits = (integer.isEmpty ? "0" : integer) + "." + (fraction.map { $0.isEmpty ? "0" : $0 } ?? "0")
        guard let magnitude = Double(digits), magnitude.isFinite else { return nil }
        let suffix = String(chars[i...]).lowercased().filter { $0 != " " }
        return Lexed(negative: negative, magnitude: magnitude, suffix: suffix)
    }
}

extension FinanceField {
    /// Whether the field holds money (shown with the currency symbol).
    var isAmount: Bool {
        self == .presentValue || self == .payment || self == .futureValue
    }
}
