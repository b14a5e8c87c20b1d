import Testing

@testable import CoreFinance
@testable import WeatherCore

/// How values, hints and outcomes read; whole views are in `FinanceGoldenTests`.
@Suite struct FinanceRendererTests {
    @Test(arguments: [
        (FinanceField.rate, 3.5, FinanceTimeUnit.years, "3.50%"), (.rate, 3.125, .years, "3.125%"),
        (.rate, 22.174637, .years, "22.1746%"), (.rate, 0, .years, "0.00%"), (.rate, 1000, .years, "1,000.00%"),
        (.time, 300, .years, "25 years"), (.time, 12, .years, "1 year"), (.time, 330.1327, .years, "27.51 years"),
        (.time, 300, .payments, "300 payments"), (.time, 1, .payments, "1 payment"),
        (.time, 8.818758, .payments, "8.82 payments"), (.time, 12_345.5, .payments, "12,345.5 payments"),
        (.payment, 1752.18249, .years, "£1,752.18"), (.futureValue, 0, .payments, "£0.00")
    ])
    func values(field: FinanceField, value: Double, unit: FinanceTimeUnit, text: String) {
        #expect(FinanceRenderer.format(field, value, unit: unit, currency: .pound) == text)
    }

    /// Issue 47: 1 takes the singular in every language (never "1 Jahre", "1 Zahlungen"), other
    /// counts their plural form, and a number with decimals the form CLDR gives it.
    @Test(arguments: [
        (Language.de, "1 Jahr", "2 Jahre", "1 Zahlung", "2,5 Jahre"), (.es, "1 año", "2 años", "1 pago", "2,5 años"),
        (.fr, "1 an", "2 ans", "1 versement", "1,5 an"), (.it, "1 anno", "2 anni", "1 rata", "2,5 anni"),
        (.nl, "1 jaar", "2 jaar", "1 termijn", "2,5 jaar"), (.pt, "1 ano", "2 anos", "1 parcela", "1,5 ano"),
        (.pl, "1 rok", "2 lata", "1 rata", "2,5 lata"), (.ru, "1 год", "2 года", "1 платёж", "2,5 года"),
        (.uk, "1 рік", "2 роки", "1 платіж", "2,5 роки"), (.ja, "1年", "2年", "1回", "2.5年"), (.zh, "1年", "2年", "1期", "2.5年")
    ])
    func oneTakesTheSingularInEveryLanguage(language: Language, year: String, years: String, payment: String, fraction: String)
        throws
    {
        let words = try LanguageGoldenTests.words(language)
        let time = { (payments: Double, unit: FinanceTimeUnit) in
            FinanceRenderer.format(.time, payments, unit: unit, currency: .pound, words: words)
        }
        #expect(time(12, .years) == year)
        #expect(time(24, .years) == years)
        #expect(time(1, .payments) == payment)
        #expect(time(language == .fr || language == .pt ? 18 : 30, .years) == fraction)
        if language == .ru {
            #expect(time(5 * 12, .years) == "5 лет")
            #expect(time(21 * 12, .years) == "21 год")
            #expect(time(300, .payments) == "300 платежей")
        }
    }

    @Test func hintsSayWhatToDoNext() {
        var state = FinanceState(tab: .loan)
        #expect(FinanceRenderer.hint(for: state) == "Set three of P, r, PMT and t; the fourth is then worked out.")
        _ = state.set("P", "1000")
        #expect(FinanceRenderer.hint(for: state) == "Set two of r, PMT and t; the third is then worked out.")
        _ = state.set("r", "5")
        #expect(FinanceRenderer.hint(for: state) == "Set PMT or t; the other is then worked out.")
        _ = state.show(.payments)
        #expect(FinanceRenderer.hint(for: state) == "Set PMT or n; the other is then worked out.")
        _ = state.set("PMT", "1")
        #expect(
            FinanceRenderer.hint(for: state)
                == "n cannot be worked out from these figures: change one, or set n.")
        _ = state.set("PMT", "100")
        #expect(
            FinanceRenderer.hint(for: state)
                == "Change any other field and n is worked out again; clear a field to work that one out instead.")
        _ = state.set("n", "12")
        #expect(
            FinanceRenderer.hint(for: state)
                == "All fields are set by hand: clear one, or solve FIELD, to work it out.")
    }

    @Test func messagesForEachOutcome() {
        var state = FinanceState(tab: .compound)
        #expect(FinanceRenderer.message(for: .changed, in: state) == nil)
        #expect(
            FinanceRenderer.message(for: state.set("P", "x"), in: state)
                == "\"x\" is not understood: use an amount such as 350000, 350,000.50, £350,000 or 350k "
                + "(k thousands, m millions)")
        #expect(
            FinanceRenderer.message(for: state.set("P", "1000"), in: state)
                == "Set three of r, PMT, A and t; the fourth is then worked out.")
        _ = state.set("r", "4")
        _ = state.set("PMT", "100")
        let outcome = state.set("t", "5")
        #expect(
            FinanceRenderer.message(for: outcome, in: state, currency: Currency(symbol: "$"))
                == "Future value (A): $7,850.89")
    }

    @Test func jsonOfAPartlyFilledTab() {
        var state = FinanceState(tab: .savings, showTimeAs: .payments)
        _ = state.set("P", "£1,000.005")
        _ = state.set("n", "18")
        #expect(
            FinanceRenderer.json(state, currency: Currency(symbol: "€")).serialized
                == #"{"app":"finance","tab":"savings","fields":{"P":1000.01,"r":null,"A":null,"t":1.5,"n":18},"#
                + #""solved":null,"currency":"€","show":"payments"}"#)
    }

    @Test func solvedTimeIsNamedTInJSON() {
        var state = FinanceState(tab: .loan, showTimeAs: .payments)
        _ = state.set("P", "3000")
        _ = state.set("r", "7")
        _ = state.set("PMT", "350")
        #expect(
            FinanceRenderer.json(state).serialized
                == #"{"app":"finance","tab":"loan","fields":{"P":3000,"r":7,"PMT":350,"t":0.734896,"n":8.818758},"#
                + #""solved":"t","currency":"£","show":"payments"}"#)
    }

    /// Below 40 columns lines are cut rather than overflowing.
    @Test func veryNarrowTerminalsCutLines() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        let text = FinanceRenderer.text(state, width: 16)
        #expect(
            text == """
                Loans and mortg…
                  P    £350,000…
                  r    3.50%
                  PMT  £1,752.1…
                  t    25 years
                Change any other
                field and PMT is
                worked out
                again; clear a
                field to work
                that one out
                instead.
                """)
    }

    @Test func wrappingKeepsCommandsWhole() {
        let lines = FinanceRenderer.wrap(
            units: ["set A 5000", "set r 4", "set PMT 100", "set t 5"],
            joiner: "; ", width: 30, indent: "  ", hanging: "  ")
        #expect(lines == ["  set A 5000; set r 4;", "  set PMT 100; set t 5"])
    }
}
