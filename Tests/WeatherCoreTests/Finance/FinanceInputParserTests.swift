import Testing

@testable import CoreFinance
@testable import WeatherCore

/// What users type after `set FIELD`, accepted or refused with a reason.
@Suite struct FinanceInputParserTests {
    @Test(arguments: [
        ("350000", 350_000.0), ("350,000", 350_000), ("£350,000", 350_000), ("$1,000.50", 1000.5),
        ("€12", 12), ("¥500", 500), ("£ 1,234,567.89", 1_234_567.89), (" 42 ", 42), ("0", 0),
        ("350k", 350_000), ("350 K", 350_000), ("1.2m", 1_200_000), ("2 million", 2_000_000),
        (".5", 0.5), ("12.", 12), ("+5", 5), ("-0", 0), ("1,000,000,000,000", 1e12),
        ("GBP 350,000", 350_000), ("eur12", 12), ("₹500", 500)
    ])
    func amounts(text: String, expected: Double) throws {
        #expect(try FinanceInputParser.parse(text, for: .presentValue) == expected)
    }

    /// The symbols of the currencies `Currency` shows, before or after the number, as each
    /// language writes them.
    @Test(arguments: [
        ("350 000 zł", Language.pl), ("350\u{00A0}000,00\u{00A0}zł", .pl), ("350 000 ₽", .ru), ("350 000 руб.", .ru),
        ("350 000 ₴", .uk), ("350 000 грн", .uk), ("R$ 350.000", .pt), ("R$350.000,00", .pt), ("CHF 350000", .de),
        ("350.000 CHF", .de), ("¥350,000", .ja), ("350,000円", .ja), ("HK$350,000", .zh), ("NT$350,000", .zh),
        ("350 000 ₸", .ru), ("PLN 350 000", .pl), ("350 000 RUB", .ru)
    ])
    func amountsInEveryCurrencyShown(text: String, language: Language) throws {
        #expect(try FinanceInputParser.parse(text, for: .presentValue, language: language) == 350_000)
    }

    @Test(arguments: [("3.5", 3.5), ("3.5%", 3.5), ("3.5 %", 3.5), ("0", 0), ("1000", 1000), ("7 percent", 7)])
    func rates(text: String, expected: Double) throws {
        #expect(try FinanceInputParser.parse(text, for: .rate) == expected)
    }

    @Test(arguments: [
        ("25", FinanceTimeUnit.years, 300.0), ("25y", .payments, 300), ("25 years", .payments, 300),
        ("1 yr", .payments, 12), ("300", .payments, 300), ("300 payments", .years, 300),
        ("18m", .years, 18), ("18 months", .years, 18), ("2.5", .years, 30), ("100y", .years, 1200)
    ])
    func times(text: String, unit: FinanceTimeUnit, expected: Double) throws {
        #expect(try FinanceInputParser.parse(text, for: .time, unit: unit) == expected)
    }

    @Test(arguments: [
        ("abc", FinanceField.presentValue), ("", .presentValue), ("3,5", .presentValue),
        ("1,00", .presentValue), ("12,3456", .presentValue), ("1.000.000,50.1", .presentValue),
        ("1e5", .presentValue), ("nan", .presentValue), ("inf", .presentValue), ("infinity", .rate),
        ("£3.5%", .rate), ("3.5.1", .rate), ("£25", .time), ("25 decades", .time), ("1..2", .payment),
        ("12 apples", .futureValue), ("--5", .presentValue), (".", .presentValue), ("0x10", .presentValue)
    ])
    func garbageIsRefused(text: String, field: FinanceField) {
        #expect(throws: FinanceError.unreadable(field, text: text)) {
            try FinanceInputParser.parse(text, for: field)
        }
    }

    @Test func aDecimalCommaInEnglishIsRefusedNamingBothReadings() {
        let error = FinanceError.ambiguous(.presentValue, text: "1.234,5", readings: ["1234.5", "1.2345"])
        #expect(throws: error) { try FinanceInputParser.parse("1.234,5", for: .presentValue) }
        #expect(
            error.message()
                == "\"1.234,5\" is ambiguous: 1234.5 with a decimal comma or 1.2345 with a decimal point; type it as 1234.5 or 1.2345")
        #expect(throws: FinanceError.ambiguous(.presentValue, text: "1.234.567,8", readings: ["1234567.8"])) {
            try FinanceInputParser.parse("1.234.567,8", for: .presentValue, language: .ja)
        }
    }

    @Test(arguments: [
        ("10.000", Language.de, 10_000.0), ("10.000", .en, 10), ("3,5", .de, 3.5), ("3.5", .de, 3.5), ("1,234.5", .nl, 1234.5),
        ("10 000", .fr, 10_000), ("10\u{202F}000,5 €", .fr, 10_000.5), ("1\u{00A0}234", .ru, 1234), ("１０００", .ja, 1000),
        ("１，２３４．５", .zh, 1234.5), ("１０００円", .ja, 1000), (",5", .it, 0.5), ("12.", .pt, 12), ("€ 1.234,56", .nl, 1234.56)
    ])
    func numbersInTheLanguagesNotation(text: String, language: Language, expected: Double) throws {
        #expect(try FinanceInputParser.parse(text, for: .presentValue, language: language) == expected)
    }

    @Test(arguments: [
        ("-5", FinanceField.presentValue), ("-£12.50", .payment), ("£-12", .futureValue),
        ("−3", .rate), ("-2y", .time)
    ])
    func negativesAreRefused(text: String, field: FinanceField) {
        #expect(throws: FinanceError.negative(field)) { try FinanceInputParser.parse(text, for: field) }
    }

    @Test(arguments: [
        ("1,000,000,000,001", FinanceField.presentValue), ("2000000m", .payment),
        ("1000.01", .rate), ("101y", .time), ("1201 payments", .time),
        (String(repeating: "9", count: 30), .futureValue)
    ])
    func absurdSizesAreRefused(text: String, field: FinanceField) {
        #expect(throws: FinanceError.tooLarge(field)) { try FinanceInputParser.parse(text, for: field) }
    }

    @Test func overlongNumbersAreUnreadable() {
        let text = String(repeating: "9", count: 400)
        #expect(throws: FinanceError.unreadable(.presentValue, text: text)) {
            try FinanceInputParser.parse(text, for: .presentValue)
        }
    }

    @Test func zeroTimeIsRefused() {
        #expect(throws: FinanceError.zeroTime) { try FinanceInputParser.parse("0", for: .time) }
        #expect(throws: FinanceError.zeroTime) { try FinanceInputParser.parse("0 payments", for: .time) }
    }

    @Test func messagesSayWhatIsAccepted() {
        #expect(
            FinanceError.unreadable(.presentValue, text: "abc").message()
                == "\"abc\" is not understood: use an amount such as 350000, 350,000.50, £350,000 or 350k "
                + "(k thousands, m millions)")
        #expect(
            FinanceError.unreadable(.rate, text: "x").message(currency: Currency(symbol: "$"))
                == "\"x\" is not understood: use an annual rate in percent such as 3.5 or 3.5%")
        #expect(
            FinanceError.unreadable(.time, text: "soon").message()
                == "\"soon\" is not understood: use years such as `25y` or `25 years`, or monthly payments "
                + "such as `300 payments` or `18m`")
        #expect(FinanceError.negative(.presentValue).message() == "amounts cannot be negative: P must be 0 or more")
        #expect(FinanceError.tooLarge(.presentValue).message() == "P can be at most £1,000,000,000,000.00")
        #expect(FinanceError.tooLarge(.rate).message() == "the interest rate can be at most 1,000%")
        #expect(FinanceError.tooLarge(.time).message() == "the time can be at most 100 years (1,200 payments)")
        #expect(FinanceError.zeroTime.message() == "the time must be more than zero")
    }

    /// Text from the user is repeated safely: escape sequences shown inert, long text cut.
    @Test func quotedInputIsMadeSafe() {
        #expect(
            FinanceError.unreadable(.rate, text: "\u{1B}[31mred").message()
                == "\"^[[31mred\" is not understood: use an annual rate in percent such as 3.5 or 3.5%")
        #expect(
            FinanceError.unreadable(.rate, text: String(repeating: "x", count: 40)).message()
                == "\"\(String(repeating: "x", count: 23))…\" is not understood: "
                + "use an annual rate in percent such as 3.5 or 3.5%")
    }

    @Test(arguments: [
        ("P", FinanceField.presentValue, nil as FinanceTimeUnit?), ("pv", .presentValue, nil),
        ("Principal", .presentValue, nil), ("R", .rate, nil), ("rate", .rate, nil), ("interest", .rate, nil),
        ("pmt", .payment, nil), ("Payment", .payment, nil), ("contribution", .payment, nil),
        ("a", .futureValue, nil), ("FV", .futureValue, nil), ("future-value", .futureValue, nil),
        ("t", .time, .years), ("years", .time, .years), ("n", .time, .payments), ("payments", .time, .payments),
        ("time", .time, nil)
    ])
    func fieldNames(name: String, field: FinanceField, unit: FinanceTimeUnit?) {
        #expect(FinanceField.named(name) == FinanceField.Name(field: field, timeUnit: unit))
    }

    @Test func unknownFieldNames() {
        #expect(FinanceField.named("x") == nil)
        #expect(FinanceField.named("") == nil)
        #expect(FinanceField.named("pp") == nil)
    }

    @Test func tabAndUnitNames() {
        #expect(FinanceTab(name: "LOAN") == .loan)
        #expect(FinanceTab(name: "mortgage") == .loan)
        #expect(FinanceTab(name: "savings") == .savings)
        #expect(FinanceTab(name: "compound") == .compound)
        #expect(FinanceTab(name: "weather") == nil)
        #expect(FinanceTimeUnit(name: "Years") == .years)
        #expect(FinanceTimeUnit(name: "payments") == .payments)
        #expect(FinanceTimeUnit(name: "decades") == nil)
    }
}
