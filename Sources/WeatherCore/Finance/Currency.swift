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

    /// The currency of the locale in `environment`, read as POSIX does: `LC_ALL`, then
    /// `LC_MONETARY`, then `LANG`; the first one set and not empty decides.
    /// - Returns: the region's symbol (`en_US` → `$`, `de_DE` → `€`, `ja_JP` → `¥`), or `£` for
    ///   `C`, `POSIX` and regions it does not know.
    ///   Outside a UTF-8 locale, where `£` would print as `?`, the symbol is the ISO code
    ///   (`GBP 1,752.18`), or `$` as it is.
    package static func from(environment: [String: String]) -> Currency {
        var locale: String?
        for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                locale = value
                break
            }
        }
        let currency = locale.map(forLocale) ?? .pound
        guard !TerminalPolicy.isUTF8(environment: environment), !currency.symbol.allSatisfy(\.isASCII) else { return currency }
        return Currency(
            symbol: (locale.flatMap(regionCode).flatMap { regionISOCodes[$0] } ?? symbolISOCodes[currency.symbol] ?? "GBP") + " ",
            decimals: currency.decimals)
    }

    /// The ISO 4217 code for a symbol shared by one currency only.
    private static let symbolISOCodes = ["£": "GBP", "€": "EUR", "₹": "INR", "₩": "KRW"]
    /// Where one symbol stands for several currencies, the region decides.
    private static let regionISOCodes = ["JP": "JPY", "CN": "CNY"]

    /// `DE` from `de_DE.UTF-8`.
    private static func regionCode(_ name: String) -> String? {
        let base = name.split(separator: "@").first.map { $0.split(separator: ".").first ?? $0 } ?? Substring(name)
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.count >= 2 ? parts[1].uppercased() : nil
    }

    /// The currency of one locale name such as `en_GB.UTF-8` or `de_DE@euro`.
    package static func forLocale(_ name: String) -> Currency {
        // language[_REGION][.codeset][@modifier]
        var base = Substring(name)
        if let at = base.firstIndex(of: "@") {
            if base[base.index(after: at)...].lowercased() == "euro" { return Currency(symbol: "€") }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return .pound }
        let region = parts[1].uppercased()
        if let symbol = regionSymbols[region] { return Currency(symbol: symbol, decimals: wholeRegions.contains(region) ? 0 : 2) }
        return .pound
    }

    /// Regions whose currency has no minor unit in use (ISO 4217: JPY, KRW).
    private static let wholeRegions: Set<String> = ["JP", "KR"]

    /// Regions by ISO 3166 code and their currency's symbol; others fall back to `£`.
    private static let regionSymbols: [String: String] = {
        var table: [String: String] = [:]
        for region in ["GB", "UK", "GG", "JE", "IM", "GI", "FK"] { table[region] = "£" }
        for region in ["US", "CA", "AU", "NZ", "SG", "HK", "PR", "EC", "SV"] { table[region] = "$" }
        for region in [
            "DE", "FR", "ES", "IT", "NL", "BE", "AT", "IE", "PT", "FI", "GR", "LU",
            "SK", "SI", "EE", "LV", "LT", "MT", "CY", "HR", "MC", "SM", "VA", "AD"
        ] {
            table[region] = "€"
        }
        for region in ["JP", "CN"] { table[region] = "¥" }
        table["IN"] = "₹"
        table["KR"] = "₩"
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
