import Testing

@testable import WeatherCore

/// The currency symbol follows the locale; the number format never does.
@Suite struct CurrencyTests {
    @Test(arguments: [
        (["LANG": "en_GB.UTF-8"], "£"), (["LANG": "en_US.UTF-8"], "$"), (["LANG": "de_DE.UTF-8"], "€"),
        (["LANG": "fr_FR.UTF-8"], "€"), (["LANG": "es_ES.utf8"], "€"), (["LANG": "ja_JP.UTF-8"], "¥"),
        (["LANG": "C.UTF-8"], "£"), (["LANG": "xx_ZZ.UTF-8"], "£"), (["LC_CTYPE": "C.UTF-8"], "£"),
        (["LANG": "de_DE.UTF-8@euro"], "€"), (["LANG": "en_IN.UTF-8"], "₹"),
        (["LC_ALL": "en_US.UTF-8", "LC_MONETARY": "de_DE", "LANG": "ja_JP"], "$"),
        (["LC_MONETARY": "de_DE", "LANG": "ja_JP.UTF-8"], "€"),
        (["LC_ALL": "", "LC_MONETARY": "", "LANG": "en_US"], "$"),
        // Outside UTF-8 the symbol would print as `?`: the ISO code instead.
        (["LANG": "C"], "GBP "), (["LANG": "POSIX"], "GBP "), ([:], "GBP "), (["LANG": "fr_FR"], "EUR "),
        (["LANG": "de_DE@euro"], "EUR "), (["LANG": "en_IN"], "INR "), (["LANG": "ja_JP"], "JPY "),
        (["LANG": "zh_CN.GB2312"], "CNY "), (["LC_MONETARY": "de_DE", "LANG": "ja_JP"], "EUR ")
    ])
    func symbolFromEnvironment(environment: [String: String], symbol: String) {
        #expect(Currency.from(environment: environment) == Currency(symbol: symbol))
    }

    @Test(arguments: [
        (1752.1824959, "£1,752.18"), (345.21, "£345.21"), (-12.5, "-£12.50"), (0, "£0.00"),
        (-0.001, "£0.00"), (0.125, "£0.13"), (999.999, "£1,000.00"), (1e12, "£1,000,000,000,000.00"),
        (1_234_567.891, "£1,234,567.89"), (100, "£100.00"), (12.3, "£12.30")
    ])
    func moneyFormat(amount: Double, text: String) {
        #expect(Currency.pound.format(amount) == text)
    }

    @Test func otherSymbolsKeepTheSameNumberFormat() {
        #expect(Currency(symbol: "€").format(1_234.5) == "€1,234.50")
        #expect(Currency(symbol: "$").format(-1_000_000) == "-$1,000,000.00")
    }
}
