import CoreLanguage
import CoreSupport

/// The currency money is shown in, chosen from the locale as the user's system sets it: its
/// symbol and how many decimals it has (yen and won none, the others two).
///
/// Where the symbol goes and how digits are grouped follow the view's language
/// (`CurrencyPattern`), from wxsh's own CLDR tables, so output never depends on Foundation's
/// locale data.
package struct Currency: Equatable, Sendable {
    /// The symbol, such as `£`, or an ISO code and a space (`GBP `) outside a UTF-8 locale.
    package let symbol: String
    /// The currency's minor digits, as ISO 4217 has them: 0 for yen and won, else 2.
    package let decimals: Int

    package init(symbol: String, decimals: Int = 2) {
        self.symbol = symbol
        self.decimals = decimals
    }

    /// Pound sterling: the coursework's currency, and the default when the locale says nothing.
    package static let pound = Currency(symbol: "£")

    /// The currency of the locale in `environment`: `LC_MONETARY` first (the setting that is
    /// about money), then `LC_ALL`, then `LANG`; the first one set and not empty decides.
    /// - Returns: the region's symbol (`en_US` → `$`, `de_DE` → `€`, `pl_PL` → `zł`, `ja_JP` →
    ///   `¥`), or `£` for `C`, `POSIX` and regions it does not know.
    ///   Outside a UTF-8 locale, where `£` would print as `?`, the symbol is the ISO code
    ///   (`GBP 1,752.18`), or an ASCII symbol (`$`, `R$`) as it is.
    package static func from(environment: [String: String]) -> Currency {
        var locale: String?
        for key in ["LC_MONETARY", "LC_ALL", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                locale = value
                break
            }
        }
        let currency = locale.map(forLocale) ?? .pound
        guard !TerminalPolicy.isUTF8(environment: environment), !currency.symbol.allSatisfy(\.isASCII) else { return currency }
        return Currency(symbol: (locale.map(isoCode) ?? "GBP") + " ", decimals: currency.decimals)
    }

    /// The currency of one locale name such as `en_GB.UTF-8` or `de_DE@euro`.
    package static func forLocale(_ name: String) -> Currency {
        let code = isoCode(name)
        guard let symbol = symbols[code] else { return .pound }
        return Currency(symbol: symbol, decimals: wholeCodes.contains(code) ? 0 : 2)
    }

    /// The ISO 4217 code of a locale's currency (`PLN` for `pl_PL.UTF-8`, `EUR` for `…@euro`),
    /// `GBP` where the locale names no region wxsh knows.
    private static func isoCode(_ name: String) -> String {
        // language[_REGION][.codeset][@modifier]
        var base = Substring(name)
        if let at = base.firstIndex(of: "@") {
            if base[base.index(after: at)...].lowercased() == "euro" { return "EUR" }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return "GBP" }
        return regionCodes[parts[1].uppercased()] ?? "GBP"
    }

    /// Each currency's symbol as its own country writes it (CLDR's narrow symbol where the
    /// country's own is ambiguous abroad only); a code with a space (`CHF `) is written as a
    /// code is.
    private static let symbols: [String: String] = [
        "GBP": "£", "EUR": "€", "USD": "$", "CAD": "$", "AUD": "$", "NZD": "$", "SGD": "$", "HKD": "HK$", "TWD": "NT$",
        "MXN": "$", "ARS": "$", "COP": "$", "CLP": "$", "UYU": "$", "CUP": "$", "DOP": "RD$", "PEN": "S/", "BOB": "Bs",
        "PYG": "₲", "VES": "Bs.S", "GTQ": "Q", "HNL": "L", "NIO": "C$", "CRC": "₡", "PAB": "B/.", "BRL": "R$", "AOA": "Kz",
        "MZN": "MTn", "CVE": "$", "CHF": "CHF ", "PLN": "zł", "RUB": "₽", "UAH": "₴", "BYN": "Br", "KZT": "₸", "KGS": "сом",
        "MDL": "L", "JPY": "¥", "CNY": "¥", "MOP": "MOP$", "INR": "₹", "KRW": "₩", "ZAR": "R", "NGN": "₦", "PHP": "₱",
        "SRD": "$", "AWG": "Afl.", "XOF": "F CFA", "XAF": "FCFA", "MAD": "MAD ", "DZD": "DA", "CZK": "Kč", "ILS": "₪"
    ]

    /// Currencies with no minor unit in use (ISO 4217).
    private static let wholeCodes: Set<String> = ["JPY", "KRW", "CLP", "PYG", "XOF", "XAF"]

    /// Regions by ISO 3166 code and their currency: every region where one of wxsh's twelve
    /// languages is spoken by many, and some more; others fall back to `£`.
    private static let regionCodes: [String: String] = {
        var table: [String: String] = [:]
        // Each line: a currency, then its regions.
        let lines = [
            "GBP GB UK GG JE IM GI FK", "USD US PR EC SV PA TL GU VI AS",
            "EUR DE AT FR BE LU ES IT PT NL IE FI GR SK SI EE LV LT MT CY HR MC SM VA AD ME XK RE GP MQ GF YT PM BL MF",
            "CHF CH LI", "CAD CA", "AUD AU", "NZD NZ", "SGD SG", "HKD HK", "TWD TW", "MXN MX", "ARS AR", "COP CO", "CLP CL",
            "UYU UY", "CUP CU", "DOP DO", "PEN PE", "BOB BO", "PYG PY", "VES VE", "GTQ GT", "HNL HN", "NIO NI", "CRC CR",
            "BRL BR", "AOA AO", "MZN MZ", "CVE CV", "PLN PL", "RUB RU", "UAH UA", "BYN BY", "KZT KZ", "KGS KG", "MDL MD",
            "JPY JP", "CNY CN", "MOP MO", "INR IN", "KRW KR", "ZAR ZA", "NGN NG", "PHP PH", "SRD SR", "AWG AW",
            "XOF SN CI ML BF NE TG BJ", "XAF CM GA CG TD CF", "MAD MA", "DZD DZ", "CZK CZ", "ILS IL"
        ]
        for line in lines {
            let words = line.split(separator: " ")
            for region in words.dropFirst() { table[String(region)] = String(words[0]) }
        }
        return table
    }()

    /// An amount as `language` writes it: `£1,752.18` or `-£12.50` in English, `14.183,45 €` in
    /// German, `¥1,418,345` (yen have no decimals).
    ///
    /// Amounts round half away from zero to the currency's smallest unit; anything that rounds to
    /// zero shows unsigned. Values beyond ±10^15 (which the calculator never returns) fall back to
    /// Swift's own digits, and NaN or infinity to a dash, so neither is ever printed.
    package func format(_ amount: Double, in language: Language = .en) -> String {
        guard amount.isFinite else { return "—" }
        guard abs(amount) < 1e15 else { return (amount < 0 ? "-" : "") + symbol + "\(abs(amount))" }
        let scale: Int64 = decimals == 0 ? 1 : 100
        let units = Int64((abs(amount) * Double(scale)).rounded())
        var plain = String(units / scale)
        if decimals > 0 {
            let fraction = units % scale
            plain += "." + (fraction < 10 ? "0" : "") + String(fraction)
        }
        let number = NumberWords.of(language).localized(plain, grouping: true)
        return CurrencyPattern.of(language).place(number, symbol: symbol, negative: amount < 0 && units > 0)
    }

    /// A whole amount as `language` writes it, without decimals (`£3,000`, `3.000 €`): for the
    /// round sums of the help's examples.
    package func formatWhole(_ amount: Double, in language: Language = .en) -> String {
        guard amount.isFinite, abs(amount) < 1e15 else { return format(amount, in: language) }
        let number = NumberWords.of(language).localized(String(Int64(abs(amount).rounded())), grouping: true)
        return CurrencyPattern.of(language).place(number, symbol: symbol, negative: amount < 0)
    }

    /// A non-negative whole number with a comma between each group of three digits.
    package static func grouped(_ value: Int64) -> String {
        NumberWords.of(.en).localized(String(value), grouping: true)
    }
}
