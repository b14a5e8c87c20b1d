/// The currency symbol money is shown with, chosen from the locale as the user's system sets it.
///
/// Only the symbol follows the locale; digits are grouped with an ASCII comma and the decimal
/// point is an ASCII period everywhere, so output never depends on Foundation's locale data.
package struct Currency: Equatable, Sendable {
    /// The symbol written before an amount, such as `£`.
    package let symbol: String

    package init(symbol: String) {
        self.symbol = symbol
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
            symbol: (locale.flatMap(regionCode).flatMap { regionISOCodes[$0] } ?? symbolISOCodes[currency.symbol] ?? "GBP") + " ")
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
        if let symbol = regionSymbols[region] { return Currency(symbol: symbol) }
        return .pound
    }

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

    /// An amount as `£1,752.18` or `-£12.50`: two decimals, thousands separated by commas.
    ///
    /// Amounts round half away from zero to the cent; anything that rounds to zero shows unsigned.
    /// Values beyond ±10^15 (which the calculator never returns) fall back to Swift's own digits,
    /// and NaN or infinity to a dash, so neither is ever printed.
    package func format(_ amount: Double) -> String {
        guard amount.isFinite else { return "—" }
        guard abs(amount) < 1e15 else { return (amount < 0 ? "-" : "") + symbol + "\(abs(amount))" }
        let cents = Int64((abs(amount) * 100).rounded())
        let sign = (amount < 0 && cents > 0) ? "-" : ""
        let whole = Currency.grouped(cents / 100)
        let fraction = cents % 100
        return sign + symbol + whole + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A non-negative whole number with a comma between each group of three digits.
    static func grouped(_ value: Int64) -> String {
        let digits = String(value)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
