import Testing

@testable import WeatherCore

/// The currency symbol follows the locale; the number format never does.
@Suite struct CurrencyTests {
    @Test(arguments: [
        (["LANG": "en_GB.UTF-8"], "£"), (["LANG": "en_US.UTF-8"], "$"), (["LANG": "de_DE.UTF-8"], "€"),
        (["LANG": "fr_FR.UTF-8"], "€"), (["LANG": "es_ES.utf8"], "€"),
        (["LANG": "C.UTF-8"], "£"), (["LANG": "xx_ZZ.UTF-8"], "£"), (["LC_CTYPE": "C.UTF-8"], "£"),
        (["LANG": "de_DE.UTF-8@euro"], "€"), (["LANG": "en_IN.UTF-8"], "₹"),
        // LC_MONETARY is the setting about money: it decides before LC_ALL.
        (["LC_ALL": "en_US.UTF-8", "LC_MONETARY": "de_DE", "LANG": "ja_JP"], "€"),
        (["LC_ALL": "en_GB.UTF-8", "LC_MONETARY": "pl_PL.UTF-8"], "zł"), (["LC_ALL": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"], "₽"),
        (["LC_MONETARY": "de_DE", "LANG": "ja_JP.UTF-8"], "€"),
        (["LC_ALL": "", "LC_MONETARY": "", "LANG": "en_US"], "$"),
        // Outside UTF-8 the symbol would print as `?`: the ISO code instead.
        (["LANG": "C"], "GBP "), (["LANG": "POSIX"], "GBP "), ([:], "GBP "), (["LANG": "fr_FR"], "EUR "),
        (["LANG": "de_DE@euro"], "EUR "), (["LANG": "en_IN"], "INR "),
        (["LANG": "zh_CN.GB2312"], "CNY "), (["LC_MONETARY": "de_DE", "LANG": "ja_JP"], "EUR ")
    ])
    func symbolFromEnvironment(environment: [String: String], symbol: String) {
        #expect(Currency.from(environment: environment) == Currency(symbol: symbol))
    }

    /// Every region where one of the twelve languages is spoken has its own currency, never `£`.
    @Test(arguments: [
        ("pl_PL", "zł"), ("ru_RU", "₽"), ("uk_UA", "₴"), ("ru_UA", "₴"), ("ru_BY", "Br"), ("ru_KZ", "₸"), ("pt_BR", "R$"),
        ("pt_PT", "€"), ("de_DE", "€"), ("de_AT", "€"), ("de_CH", "CHF "), ("de_LU", "€"), ("fr_FR", "€"), ("fr_BE", "€"),
        ("fr_CH", "CHF "), ("fr_CA", "$"), ("fr_LU", "€"), ("it_IT", "€"), ("it_CH", "CHF "), ("es_ES", "€"), ("es_MX", "$"),
        ("es_AR", "$"), ("es_CO", "$"), ("es_PE", "S/"), ("nl_NL", "€"), ("nl_BE", "€"), ("ja_JP", "¥"), ("zh_CN", "¥"),
        ("zh_TW", "NT$"), ("zh_HK", "HK$"), ("zh_SG", "$"), ("en_GB", "£"), ("en_US", "$"), ("en_IE", "€"), ("en_CA", "$"),
        ("en_AU", "$"), ("en_NZ", "$"), ("en_IN", "₹")
    ])
    func everyRegionOfTheTwelveLanguagesHasItsCurrency(locale: String, symbol: String) {
        #expect(Currency.from(environment: ["LANG": locale + ".UTF-8"]).symbol == symbol)
    }

    @Test(arguments: [("pl_PL", "PLN "), ("ru_RU.KOI8-R", "RUB "), ("uk_UA", "UAH "), ("pt_BR", "R$"), ("de_CH", "CHF ")])
    func outsideUTF8EveryRegionHasItsCode(locale: String, symbol: String) {
        #expect(Currency.from(environment: ["LANG": locale]).symbol == symbol)
    }

    @Test func zlotyAndRoubleAsTheirLanguagesWriteThem() {
        #expect(Currency.forLocale("pl_PL.UTF-8").format(14_183.45, in: .pl) == "14\u{00A0}183,45\u{00A0}zł")
        #expect(Currency.forLocale("ru_RU.UTF-8").format(1752.18, in: .ru) == "1\u{00A0}752,18\u{00A0}₽")
        #expect(Currency.forLocale("de_CH.UTF-8").format(1752.18, in: .de) == "1.752,18\u{00A0}CHF")
        #expect(Currency.forLocale("es_CL.UTF-8").format(1752.6, in: .es) == "1753\u{00A0}$", "Chilean pesos have no decimals")
    }

    @Test(arguments: [
        (1752.1824959, "£1,752.18"), (345.21, "£345.21"), (-12.5, "-£12.50"), (0, "£0.00"),
        (-0.001, "£0.00"), (0.125, "£0.13"), (999.999, "£1,000.00"), (1e12, "£1,000,000,000,000.00"),
        (1_234_567.891, "£1,234,567.89"), (100, "£100.00"), (12.3, "£12.30")
    ])
    func moneyFormat(amount: Double, text: String) {
        #expect(Currency.pound.format(amount) == text)
    }

    @Test func yenAndWonHaveNoDecimals() {
        #expect(Currency.from(environment: ["LANG": "ja_JP.UTF-8"]) == Currency(symbol: "¥", decimals: 0))
        #expect(Currency.from(environment: ["LANG": "ja_JP"]) == Currency(symbol: "JPY ", decimals: 0))
        #expect(Currency.from(environment: ["LANG": "zh_CN.UTF-8"]) == Currency(symbol: "¥"))
        #expect(Currency(symbol: "¥", decimals: 0).format(1_418_344.82) == "¥1,418,345")
        #expect(Currency(symbol: "¥").format(1_418_344.82, in: .zh) == "¥1,418,344.82")
    }

    @Test(arguments: [
        (Language.de, "14.183,45\u{00A0}€", "-12,50\u{00A0}€"), (.fr, "14\u{202F}183,45\u{00A0}€", "-12,50\u{00A0}€"),
        (.es, "14.183,45\u{00A0}€", "-12,50\u{00A0}€"), (.it, "14.183,45\u{00A0}€", "-12,50\u{00A0}€"),
        (.pt, "€\u{00A0}14.183,45", "-€\u{00A0}12,50"), (.nl, "€\u{00A0}14.183,45", "€\u{00A0}-12,50"),
        (.pl, "14\u{00A0}183,45\u{00A0}€", "-12,50\u{00A0}€"), (.ru, "14\u{00A0}183,45\u{00A0}€", "-12,50\u{00A0}€"),
        (.uk, "14\u{00A0}183,45\u{00A0}€", "-12,50\u{00A0}€"), (.ja, "€14,183.45", "-€12.50"), (.zh, "€14,183.45", "-€12.50"),
        (.en, "€14,183.45", "-€12.50")
    ])
    func moneyAsEachLanguageWritesItAsCLDRHasIt(language: Language, positive: String, negative: String) {
        #expect(Currency(symbol: "€").format(14_183.45, in: language) == positive)
        #expect(Currency(symbol: "€").format(-12.5, in: language) == negative)
        #expect(Currency(symbol: "EUR ").format(12.5, in: .de) == "12,50\u{00A0}EUR")
        #expect(Currency(symbol: "EUR ").format(12.5, in: .nl) == "EUR\u{00A0}12,50")
    }

    @Test func otherSymbolsKeepTheSameNumberFormat() {
        #expect(Currency(symbol: "€").format(1_234.5) == "€1,234.50")
        #expect(Currency(symbol: "$").format(-1_000_000) == "-$1,000,000.00")
    }
}
