import Foundation
import Testing

@testable import CoreFinance
@testable import WeatherCore

/// The finance session's state machine: what `set`, `clear`, `solve`, `tab` and `show` do, and
/// how the state survives being saved and read back.
@Suite struct FinanceStateTests {
    // MARK: - Solving on change

    @Test func blankFieldsAreReportedUntilOneIsLeft() {
        var state = FinanceState(tab: .loan)
        #expect(state.set("P", "350000") == .incomplete(missing: [.rate, .payment, .time]))
        #expect(state.set("r", "3.5") == .incomplete(missing: [.payment, .time]))
        #expect(state.set("t", "25") == .solved(.payment))
        #expect(state.loan.solved == .payment)
        #expect(cents(state.loan.payment) == 175_218)
    }

    @Test func changingAnInputSolvesTheDerivedFieldAgain() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        #expect(state.set("t", "30") == .solved(.payment))
        #expect(cents(state.loan.payment) == 157_166)
        #expect(state.set("P", "£300,000") == .solved(.payment))
        #expect(cents(state.loan.payment) == 134_713)
        #expect(state.loan.payments == 360)
    }

    @Test func typingOverTheSolvedFieldMakesItAnInput() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        #expect(state.set("PMT", "2000") == .overSpecified(consistent: false))
        #expect(state.loan.solved == nil)
        #expect(state.loan.payment == 2000)
        #expect(
            FinanceRenderer.message(for: .overSpecified(consistent: false), in: state)
                == "all fields are set: clear one to solve it (as they are, they do not agree)")
        // Clearing another field now solves that one from the new payment.
        #expect(state.clear("t") == .solved(.time))
        #expect(cents(state.loan.payments) == 24_523)
        #expect(state.loan.payment == 2000)
    }

    @Test func typingTheSolvedValueItselfAgrees() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        #expect(state.set("PMT", "1752.18") == .overSpecified(consistent: true))
        #expect(
            FinanceRenderer.message(for: .overSpecified(consistent: true), in: state)
                == "all fields are set and agree: clear one to solve it")
    }

    @Test func clearingAFieldOfAFullTabSolvesThatField() {
        var state = FinanceState(tab: .savings)
        _ = state.set("P", "1000")
        _ = state.set("r", "4")
        _ = state.set("t", "5")
        #expect(state.savings.solved == .futureValue)
        #expect(state.clear("P") == .solved(.presentValue))
        #expect(state.savings.solved == .presentValue)
        #expect(cents(state.savings.presentValue) == 100_000)
        // Now A is an input: changing it re-solves P.
        #expect(state.set("A", "3000") == .solved(.presentValue))
        #expect(cents(state.savings.presentValue) == 245_701)
    }

    @Test func anUnsolvableFieldIsLeftBlankUntilTheFiguresAllowIt() {
        var state = FinanceState(tab: .loan, showTimeAs: .payments)
        _ = state.set("P", "3000")
        _ = state.set("r", "7")
        #expect(state.set("PMT", "10") == .unsolvable(.time, .neverRepaid))
        #expect(state.loan.payments == nil)
        #expect(state.loan.solved == nil)
        #expect(
            FinanceRenderer.message(for: .unsolvable(.time, .neverRepaid), in: state)
                == "never repaid: the payment does not cover the interest (n is left blank)")
        #expect(state.set("PMT", "350") == .solved(.time))
        #expect(cents(state.loan.payments) == 882)
    }

    @Test func reSolvingThatFailsBlanksTheStaleValue() {
        var state = FinanceState(tab: .savings)
        _ = state.set("P", "1000")
        _ = state.set("r", "4")
        _ = state.set("A", "3000")
        #expect(state.savings.solved == .time)
        #expect(state.set("A", "500") == .unsolvable(.time, .futureValueBelowPresentValue(solving: .time)))
        #expect(state.savings.payments == nil)
    }

    @Test func solveWorksOutANamedFieldAndKeepsTheStateWhenItCannot() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        #expect(state.solve("P") == .solved(.presentValue))
        #expect(state.loan.solved == .presentValue)
        #expect(cents(state.loan.presentValue) == 35_000_000)
        let before = state
        #expect(state.solve("A") == .rejected(.notOnTab(.futureValue, tab: .loan)))
        #expect(state.solve("zz") == .rejected(.unknownField("zz", tab: .loan)))
        #expect(state == before)
        var sparse = FinanceState(tab: .loan)
        _ = sparse.set("P", "1000")
        #expect(sparse.solve("PMT") == .rejected(.missingInputs(solving: .payment, missing: [.rate, .time])))
        #expect(sparse.loan == FinanceValues(presentValue: 1000))
    }

    @Test func badInputChangesNothing() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        let before = state
        #expect(state.set("P", "lots") == .rejected(.unreadable(.presentValue, text: "lots")))
        #expect(state.set("P", "-5") == .rejected(.negative(.presentValue)))
        #expect(state.set("A", "5") == .rejected(.notOnTab(.futureValue, tab: .loan)))
        #expect(state.set("q", "5") == .rejected(.unknownField("q", tab: .loan)))
        #expect(state.clear("A") == .rejected(.notOnTab(.futureValue, tab: .loan)))
        #expect(state == before)
        #expect(
            FinanceError.notOnTab(.futureValue, tab: .loan).message()
                == "the loan tab has no A: its fields are P, r, PMT and t")
        #expect(
            FinanceError.unknownField("q", tab: .savings).message()
                == "there is no field \"q\": the savings tab has P, r, A and t")
    }

    @Test func timeIsOneFieldWhateverItsUnit() {
        var years = FinanceState(tab: .loan)
        var payments = FinanceState(tab: .loan)
        var shown = FinanceState(tab: .loan, showTimeAs: .payments)
        #expect(years.set("t", "25") == .incomplete(missing: [.presentValue, .rate, .payment]))
        _ = payments.set("n", "300")
        _ = shown.set("time", "300")
        #expect(years.loan.payments == 300)
        #expect(payments.loan.payments == 300)
        #expect(shown.loan.payments == 300)
        #expect(years.clear("n") == .incomplete(missing: [.presentValue, .rate, .payment, .time]))
    }

    @Test func clearAllBlanksOnlyTheOpenTab() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        _ = state.switchTab(to: .savings)
        _ = state.set("P", "1000")
        #expect(state.clearAll() == .changed)
        #expect(state.savings == FinanceValues())
        #expect(cents(state.loan.payment) == 175_218)
    }

    @Test func tabsKeepTheirOwnFields() {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        #expect(state.switchTab(to: .compound) == .changed)
        #expect(state.current == FinanceValues())
        _ = state.set("P", "1")
        _ = state.switchTab(to: .loan)
        #expect(state.current == FinanceValues(presentValue: 350_000))
        #expect(state.compound == FinanceValues(presentValue: 1))
    }

    @Test func showSwitchesAndToggles() {
        var state = FinanceState()
        #expect(state.showTimeAs == .years)
        #expect(state.show(.payments) == .changed)
        #expect(state.showTimeAs == .payments)
        #expect(state.toggleShowTime() == .changed)
        #expect(state.showTimeAs == .years)
    }

    // MARK: - Persistence

    static func filledState() -> FinanceState {
        var state = FinanceState(tab: .loan)
        _ = state.set("P", "350000")
        _ = state.set("r", "3.5")
        _ = state.set("t", "25")
        _ = state.switchTab(to: .compound)
        _ = state.set("P", "1000")
        _ = state.set("r", "4")
        _ = state.set("PMT", "100")
        _ = state.switchTab(to: .savings)
        _ = state.set("P", "1000")
        _ = state.set("t", "5")
        _ = state.set("A", "3000")
        _ = state.show(.payments)
        return state
    }

    @Test func everyFieldOfEveryTabSurvivesSavingAndLoading() throws {
        let state = Self.filledState()
        let data = try encodeState(state)
        #expect(try decodeState(data) == state)
        let loaded = try decodeState(data)
        for tab in FinanceTab.allCases {
            #expect(loaded[tab] == state[tab])
            #expect(FinanceRenderer.text(loaded.withTab(tab)) == FinanceRenderer.text(state.withTab(tab)))
        }
        #expect(loaded.tab == .savings)
        #expect(loaded.showTimeAs == .payments)
    }

    @Test func savedFormIsStable() throws {
        let state = FinanceState(
            tab: .loan, showTimeAs: .payments,
            savings: FinanceValues(presentValue: 1000, rate: 4, futureValue: 3000, payments: 330.5, solved: .time),
            loan: FinanceValues(presentValue: 350_000, rate: 3.5, payment: 1752.5, payments: 300, solved: .payment))
        let text = try #require(String(data: try encodeState(state), encoding: .utf8))
        #expect(
            text == #"{"compound":{},"loan":{"P":350000,"PMT":1752.5,"n":300,"r":3.5,"solved":"PMT"},"#
                + #""savings":{"A":3000,"P":1000,"n":330.5,"r":4,"solved":"t"},"show":"payments","tab":"loan"}"#)
        #expect(try decodeState(text) == state)
    }

    @Test func missingKeysTakeDefaults() throws {
        #expect(try decodeState("{}") == FinanceState())
        #expect(try decodeState(#"{"tab":"compound"}"#) == FinanceState(tab: .compound))
        #expect(try decodeState(#"{"loan":{"P":5}}"#) == FinanceState(loan: FinanceValues(presentValue: 5)))
    }

    @Test func unknownKeysAndBadValuesAreIgnored() throws {
        let text = #"""
            {"tab":"crypto","show":7,"future":{"x":1},
             "savings":{"P":-5,"r":"high","A":3000,"PMT":99,"n":60,"solved":"PMT","colour":"red"},
             "compound":[1,2],
             "loan":{"P":1000,"r":5,"PMT":20,"n":1e999,"solved":"A"}}
            """#
        let state = try decodeState(text)
        #expect(
            state
                == FinanceState(
                    tab: .savings, showTimeAs: .years,
                    savings: FinanceValues(futureValue: 3000, payments: 60),
                    compound: FinanceValues(),
                    loan: FinanceValues(presentValue: 1000, rate: 5, payment: 20)))
    }

    @Test func notAnObjectIsAnError() {
        #expect(throws: DecodingError.self) { try decodeState("[]") }
        #expect(throws: (any Error).self) { try decodeState("{\"tab\":") }
    }
}
