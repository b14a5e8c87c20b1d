import Testing

@testable import CoreFinance
@testable import WeatherCore

/// The coursework's user scenarios, typed as a user would, with the figures worked out by hand.
///
/// Figures (monthly compounding, i = r/1200, n = 12t):
/// - savings rate: 1200 × (3^(1/60) − 1) = 22.1746% (22.174637…)
/// - savings time: ln 3 / ln(1 + 0.04/12) = 330.13 payments = 27.51 years
/// - savings present value: 3000 / (1 + 0.04/12)^60 = £2,457.01
/// - compound present value: the £100 a month alone grow to £6,629.90 > £5,000, so no present
///   value is needed (with £8,000 as the goal: (8000 − 6629.90) / 1.2210 = £1,122.12)
/// - loan payments: −ln(1 − 3000 × (0.07/12) / 350) / ln(1 + 0.07/12) = 8.82 payments
/// - loan payment: 350000 × (0.035/12) × 1.0029167^300 / (1.0029167^300 − 1) = £1,752.18
@Suite struct FinanceScenarioTests {
    /// Runs `set` commands and returns the last outcome's message line.
    static func run(_ state: inout FinanceState, _ commands: [(String, String)]) -> (FinanceOutcome, String?) {
        var outcome = FinanceOutcome.changed
        for (name, text) in commands { outcome = state.set(name, text) }
        return (outcome, FinanceRenderer.message(for: outcome, in: state))
    }

    @Test func savingsInterestRateToTurn1000Into3000In5Years() {
        var state = FinanceState(tab: .savings)
        let (outcome, line) = Self.run(&state, [("P", "£1000"), ("t", "5"), ("A", "£3000")])
        #expect(outcome == .solved(.rate))
        #expect(line == "Interest rate (r): 22.1746%")
        #expect(cents(state.savings.rate) == 2217)
    }

    @Test func savingsTimeFor1000At4PercentToReach3000() {
        var state = FinanceState(tab: .savings)
        let (outcome, line) = Self.run(&state, [("P", "1000"), ("r", "4%"), ("A", "3000")])
        #expect(outcome == .solved(.time))
        #expect(line == "Time in years (t): 27.51 years")
        #expect(cents(state.savings.payments) == 33013)
        _ = state.show(.payments)
        #expect(FinanceRenderer.message(for: outcome, in: state) == "Number of payments (n): 330.13 payments")
    }

    @Test func savingsPresentValueFor3000In5YearsAt4Percent() {
        var state = FinanceState(tab: .savings)
        let (outcome, line) = Self.run(&state, [("A", "3000"), ("r", "4"), ("t", "5y")])
        #expect(outcome == .solved(.presentValue))
        #expect(line == "Present value (P): £2,457.01")
    }

    @Test func compoundPresentValueFor5000WithMonthly100IsNotNeeded() {
        var state = FinanceState(tab: .compound)
        let (outcome, line) = Self.run(&state, [("A", "5000"), ("r", "4"), ("PMT", "100"), ("t", "5")])
        guard case .unsolvable(let field, .contributionsExceedFutureValue(let grown)) = outcome else {
            Issue.record("expected contributions to exceed the future value, got \(outcome)")
            return
        }
        #expect(field == .presentValue)
        #expect(cents(grown) == 662990)
        #expect(
            line == "the contributions alone grow to £6,629.90, more than the future value: "
                + "no present value is needed (P is left blank)")
        #expect(state.compound.presentValue == nil)
        // With a goal the contributions do not reach, P is solved.
        #expect(state.set("A", "8000") == .solved(.presentValue))
        #expect(FinanceRenderer.message(for: .solved(.presentValue), in: state) == "Present value (P): £1,122.12")
    }

    @Test func loanPaymentsFor3000At7PercentPaying350() {
        var state = FinanceState(tab: .loan, showTimeAs: .payments)
        let (outcome, line) = Self.run(&state, [("P", "3000"), ("r", "7"), ("PMT", "350")])
        #expect(outcome == .solved(.time))
        #expect(line == "Number of payments (n): 8.82 payments (9 payments, the last one smaller)")
        #expect(cents(state.loan.payments) == 882)
    }

    @Test func mortgagePaymentFor350000At3Point5PercentOver25Years() {
        var state = FinanceState(tab: .loan)
        let (outcome, line) = Self.run(&state, [("P", "350000"), ("r", "3.5"), ("t", "25")])
        #expect(outcome == .solved(.payment))
        #expect(line == "Monthly payment (PMT): £1,752.18")
        #expect(cents(state.loan.payment) == 175218)
    }

    /// The issue's "done when": both commands lines, then a save and a reload keep every field.
    @Test func doneWhenSequenceSurvivesARestart() throws {
        var state = FinanceState()
        #expect(state.switchTab(to: .loan) == .changed)
        var (_, line) = Self.run(&state, [("P", "350000"), ("r", "3.5"), ("t", "25")])
        #expect(line == "Monthly payment (PMT): £1,752.18")
        _ = state.switchTab(to: .savings)
        (_, line) = Self.run(&state, [("P", "1000"), ("t", "5"), ("A", "3000")])
        #expect(line == "Interest rate (r): 22.1746%")

        let reloaded = try decodeState(encodeState(state))
        #expect(reloaded == state)
        #expect(FinanceRenderer.text(reloaded) == FinanceRenderer.text(state))
        #expect(FinanceRenderer.text(reloaded.withTab(.loan)) == FinanceRenderer.text(state.withTab(.loan)))
    }
}

extension FinanceState {
    /// A copy with another tab open.
    func withTab(_ tab: FinanceTab) -> FinanceState {
        var copy = self
        _ = copy.switchTab(to: tab)
        return copy
    }
}

/// A value in whole cents (or hundredths), for comparisons to two decimal places.
func cents(_ value: Double?) -> Int64? {
    value.map { Int64(($0 * 100).rounded()) }
}
