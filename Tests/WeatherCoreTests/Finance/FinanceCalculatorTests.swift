import Testing

@testable import CoreFinance
@testable import WeatherCore

/// The formulas checked against a month-by-month simulation, solved both ways, and pushed into
/// every corner the coursework's formulas leave open.
@Suite struct FinanceCalculatorTests {
    /// An independent model of the same account: a month at a time, interest then payment.
    static func simulate(present: Double, monthlyRate i: Double, payment: Double, months: Int) -> Double {
        var balance = present
        for _ in 0..<months { balance = balance * (1 + i) + payment }
        return balance
    }

    static let grid: [(rate: Double, months: Int)] = [
        (0, 1), (0, 60), (0.5, 12), (3.5, 300), (4, 60), (7, 9), (12.75, 480), (99, 24)
    ]

    // MARK: - Against the simulation

    @Test(arguments: grid)
    func lumpSumGrowsAsSimulated(rate: Double, months: Int) throws {
        let values = FinanceValues(presentValue: 2345.67, rate: rate, payments: Double(months))
        let a = try FinanceCalculator.solve(.futureValue, on: .savings, from: values)
        let simulated = Self.simulate(present: 2345.67, monthlyRate: rate / 1200, payment: 0, months: months)
        #expect(cents(a) == cents(simulated))
    }

    @Test(arguments: grid)
    func savingsWithContributionsGrowAsSimulated(rate: Double, months: Int) throws {
        let values = FinanceValues(presentValue: 1500, rate: rate, payment: 125.5, payments: Double(months))
        let a = try FinanceCalculator.solve(.futureValue, on: .compound, from: values)
        let simulated = Self.simulate(present: 1500, monthlyRate: rate / 1200, payment: 125.5, months: months)
        #expect(cents(a) == cents(simulated))
    }

    @Test(arguments: grid)
    func loanPaymentRepaysToTheCentAsSimulated(rate: Double, months: Int) throws {
        let values = FinanceValues(presentValue: 180_000, rate: rate, payments: Double(months))
        let pmt = try FinanceCalculator.solve(.payment, on: .loan, from: values)
        let left = Self.simulate(present: 180_000, monthlyRate: rate / 1200, payment: -pmt, months: months)
        #expect(abs(left) < 1e-6 * 180_000)
        // One cent less a month leaves something owing; one cent more overpays.
        #expect(Self.simulate(present: 180_000, monthlyRate: rate / 1200, payment: -(pmt - 0.01), months: months) > 0)
        #expect(Self.simulate(present: 180_000, monthlyRate: rate / 1200, payment: -(pmt + 0.01), months: months) < 0)
    }

    /// The loan's number of payments, as the simulation counts them: whole months until repaid.
    @Test(arguments: [(3000.0, 350.0, 7.0), (350_000, 2000, 3.5), (10_000, 500, 0), (5000, 100, 12)])
    func loanPaymentsCountedAsSimulated(present: Double, payment: Double, rate: Double) throws {
        let values = FinanceValues(presentValue: present, rate: rate, payment: payment)
        let n = try FinanceCalculator.solve(.time, on: .loan, from: values)
        var balance = present
        var months = 0
        while balance > 1e-9 {
            balance = balance * (1 + rate / 1200) - payment
            months += 1
        }
        #expect(Int(n.rounded(.up)) == months)
    }

    // MARK: - Round trips

    /// Fully set, consistent tabs: the last field solved from the others.
    static func solvedTab(_ tab: FinanceTab) -> FinanceState {
        var state = FinanceState(tab: tab)
        switch tab {
        case .savings:
            _ = state.set("P", "1000")
            _ = state.set("r", "4")
            _ = state.set("t", "5")
        case .compound:
            _ = state.set("P", "2500")
            _ = state.set("r", "5.25")
            _ = state.set("PMT", "150")
            _ = state.set("t", "12")
        case .loan:
            _ = state.set("P", "350000")
            _ = state.set("r", "3.5")
            _ = state.set("t", "25")
        }
        return state
    }

    /// Solving any field from the others, then solving back the field first solved, gives its
    /// first value to the cent (amounts) or to 10^-6 (rates in percent, payments).
    @Test(arguments: FinanceTab.allCases)
    func everyFieldRoundTrips(tab: FinanceTab) throws {
        let original = Self.solvedTab(tab)
        let first = try #require(original.current.solved)
        let firstValue = try #require(original.current[first])
        for field in tab.fields where field != first {
            var state = original
            let fieldValue = try #require(state.current[field])
            #expect(state.solve(field) == .solved(field))
            let solvedValue = try #require(state.current[field])
            #expect(abs(solvedValue - fieldValue) < (field.isAmount ? 0.005 : 1e-6), "\(tab) \(field)")
            #expect(state.solve(first) == .solved(first))
            let back = try #require(state.current[first])
            #expect(abs(back - firstValue) < (first.isAmount ? 0.005 : 1e-6), "\(tab) \(field) → \(first)")
        }
    }

    /// The issue's example: solve P, then re-solve A from it, and A is as it was.
    @Test func presentValueThenFutureValueRoundTrip() throws {
        var state = FinanceState(tab: .compound)
        for (name, text) in [("A", "123456.78"), ("r", "6.1"), ("PMT", "250"), ("t", "15")] {
            _ = state.set(name, text)
        }
        #expect(state.compound.solved == .presentValue)
        #expect(state.clear(.futureValue) == .solved(.futureValue))
        #expect(cents(state.compound.futureValue) == 12_345_678)
    }

    // MARK: - Zero rate: the limits

    @Test func zeroRateLumpSumNeitherGrowsNorShrinks() throws {
        let values = FinanceValues(presentValue: 1000, rate: 0, futureValue: 1000, payments: 60)
        #expect(try FinanceCalculator.solve(.futureValue, on: .savings, from: values) == 1000)
        #expect(try FinanceCalculator.solve(.presentValue, on: .savings, from: values) == 1000)
        #expect(try FinanceCalculator.solve(.rate, on: .savings, from: values) == 0)
        #expect(throws: FinanceError.noGrowth) {
            try FinanceCalculator.solve(.time, on: .savings, from: values)
        }
    }

    @Test func zeroRateContributionsSimplyAddUp() throws {
        let values = FinanceValues(presentValue: 1000, rate: 0, payment: 100, futureValue: 7000, payments: 60)
        #expect(try FinanceCalculator.solve(.futureValue, on: .compound, from: values) == 7000)
        #expect(try FinanceCalculator.solve(.presentValue, on: .compound, from: values) == 1000)
        #expect(try FinanceCalculator.solve(.payment, on: .compound, from: values) == 100)
        #expect(try FinanceCalculator.solve(.time, on: .compound, from: values) == 60)
        #expect(try FinanceCalculator.solve(.rate, on: .compound, from: values) == 0)
    }

    @Test func zeroRateLoanIsRepaidInEqualParts() throws {
        let values = FinanceValues(presentValue: 12_000, rate: 0, payment: 500, payments: 24)
        #expect(try FinanceCalculator.solve(.payment, on: .loan, from: values) == 500)
        #expect(try FinanceCalculator.solve(.presentValue, on: .loan, from: values) == 12_000)
        #expect(try FinanceCalculator.solve(.time, on: .loan, from: values) == 24)
        #expect(try FinanceCalculator.solve(.rate, on: .loan, from: values) == 0)
    }

    /// A rate just above zero gives nearly the zero-rate answer, not a cancellation error.
    @Test func tinyRateIsContinuousWithZero() throws {
        let values = FinanceValues(presentValue: 12_000, rate: 1e-9, payments: 24)
        #expect(cents(try FinanceCalculator.solve(.payment, on: .loan, from: values)) == 50_000)
        let savings = FinanceValues(presentValue: 0, rate: 1e-9, payment: 100, payments: 60)
        #expect(cents(try FinanceCalculator.solve(.futureValue, on: .compound, from: savings)) == 600_000)
    }

    // MARK: - Figures with no answer

    @Test(arguments: [17.5, 10, 0])
    func paymentNotCoveringInterestNeverRepays(payment: Double) {
        // 3000 at 7% costs 17.50 a month in interest.
        let values = FinanceValues(presentValue: 3000, rate: 7, payment: payment)
        #expect(throws: FinanceError.neverRepaid) { try FinanceCalculator.solve(.time, on: .loan, from: values) }
        #expect(FinanceError.neverRepaid.message() == "never repaid: the payment does not cover the interest")
    }

    @Test func futureValueBelowPresentValueHasNoRateOrTime() {
        let values = FinanceValues(presentValue: 3000, rate: 4, futureValue: 1000, payments: 60)
        #expect(throws: FinanceError.futureValueBelowPresentValue(solving: .rate)) {
            try FinanceCalculator.solve(.rate, on: .savings, from: values)
        }
        #expect(throws: FinanceError.futureValueBelowPresentValue(solving: .time)) {
            try FinanceCalculator.solve(.time, on: .savings, from: values)
        }
        #expect(throws: FinanceError.futureValueBelowPresentValue(solving: .time)) {
            try FinanceCalculator.solve(
                .time, on: .compound,
                from: FinanceValues(
                    presentValue: 3000, rate: 4, payment: 10, futureValue: 1000))
        }
        #expect(
            FinanceError.futureValueBelowPresentValue(solving: .rate).message()
                == "the future value must be larger than the present value to find a rate")
    }

    @Test func nothingInvestedCannotGrow() {
        #expect(throws: FinanceError.nothingInvested) {
            try FinanceCalculator.solve(.rate, on: .savings, from: FinanceValues(presentValue: 0, futureValue: 10, payments: 12))
        }
        #expect(throws: FinanceError.nothingInvested) {
            try FinanceCalculator.solve(
                .time, on: .compound,
                from: FinanceValues(
                    presentValue: 0, rate: 5, payment: 0, futureValue: 10))
        }
        #expect(throws: FinanceError.nothingInvested) {
            try FinanceCalculator.solve(
                .rate, on: .compound,
                from: FinanceValues(
                    presentValue: 0, payment: 0, futureValue: 10, payments: 12))
        }
    }

    @Test func presentValueAlonePassingTheGoalNeedsNoContributions() throws {
        let values = FinanceValues(presentValue: 10_000, rate: 5, futureValue: 10_000, payments: 12)
        let error = try #require(throws: FinanceError.self) {
            try FinanceCalculator.solve(.payment, on: .compound, from: values)
        }
        guard case .presentValueExceedsFutureValue(let grown) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(cents(grown) == 1_051_162)
        #expect(
            error.message() == "the present value alone grows to £10,511.62, more than the future value: "
                + "no contributions are needed")
    }

    @Test func savingsPastTheGoalWithoutInterestNeedANegativeRate() {
        let values = FinanceValues(presentValue: 1000, payment: 100, futureValue: 5000, payments: 60)
        #expect(throws: FinanceError.savingsExceedFutureValue(7000)) {
            try FinanceCalculator.solve(.rate, on: .compound, from: values)
        }
    }

    @Test func paymentsShortOfTheLoanNeedANegativeRate() {
        let values = FinanceValues(presentValue: 10_000, payment: 100, payments: 60)
        #expect(throws: FinanceError.paymentsBelowLoan(6000)) {
            try FinanceCalculator.solve(.rate, on: .loan, from: values)
        }
        #expect(
            FinanceError.paymentsBelowLoan(6000).message()
                == "the payments add up to £6,000.00, less than the loan: the rate would be negative")
    }

    @Test func loanOfNothingHasNoTermOrRate() {
        #expect(throws: FinanceError.noLoan) {
            try FinanceCalculator.solve(.time, on: .loan, from: FinanceValues(presentValue: 0, rate: 5, payment: 10))
        }
        #expect(throws: FinanceError.noLoan) {
            try FinanceCalculator.solve(.rate, on: .loan, from: FinanceValues(presentValue: 0, payment: 10, payments: 12))
        }
    }

    @Test func rateBeyondTheLimitIsRefused() {
        // Doubling in one month is about 1,200% a year.
        #expect(throws: FinanceError.rateAboveLimit) {
            try FinanceCalculator.solve(.rate, on: .loan, from: FinanceValues(presentValue: 100, payment: 200, payments: 1))
        }
        #expect(throws: FinanceError.rateAboveLimit) {
            try FinanceCalculator.solve(
                .rate, on: .compound,
                from: FinanceValues(
                    presentValue: 100, payment: 0, futureValue: 250, payments: 1))
        }
    }

    @Test func hugeResultIsRefusedNotPrintedAsInfinity() {
        let values = FinanceValues(presentValue: 1e12, rate: 1000, payments: 1200)
        #expect(throws: FinanceError.resultTooLarge(.futureValue)) {
            try FinanceCalculator.solve(.futureValue, on: .savings, from: values)
        }
    }

    @Test func solvedTimeOfZeroCannotFeedARate() {
        #expect(throws: FinanceError.zeroTime) {
            try FinanceCalculator.solve(.payment, on: .loan, from: FinanceValues(presentValue: 100, rate: 5, payments: 0))
        }
        #expect(throws: FinanceError.zeroTime) {
            try FinanceCalculator.solve(.rate, on: .savings, from: FinanceValues(presentValue: 100, futureValue: 100, payments: 0))
        }
    }

    @Test func missingInputsAreNamed() {
        #expect(throws: FinanceError.missingInputs(solving: .payment, missing: [.rate, .time])) {
            try FinanceCalculator.solve(.payment, on: .loan, from: FinanceValues(presentValue: 100))
        }
        #expect(
            FinanceError.missingInputs(solving: .payment, missing: [.rate, .time]).message()
                == "set r and t to solve PMT")
    }

    /// Every combination of extreme inputs gives a finite, non-negative answer or a reason.
    @Test(arguments: FinanceTab.allCases)
    func noInputCombinationGivesNaNOrInfinity(tab: FinanceTab) {
        let choices: [FinanceField: [Double]] = [
            .presentValue: [0, 0.01, 1000, 1e12], .rate: [0, 1e-9, 3.5, 1000],
            .payment: [0, 0.01, 100, 1e12], .futureValue: [0, 0.01, 5000, 1e12], .time: [1, 60, 1200]
        ]
        for target in tab.fields {
            let others = tab.fields.filter { $0 != target }
            var combinations: [FinanceValues] = [FinanceValues()]
            for field in others {
                combinations = combinations.flatMap { base in
                    (choices[field] ?? []).map { value in
                        var next = base
                        next[field] = value
                        return next
                    }
                }
            }
            for values in combinations {
                do {
                    let answer = try FinanceCalculator.solve(target, on: tab, from: values)
                    #expect(answer.isFinite && answer >= 0, "\(tab) \(target) \(values) → \(answer)")
                    var state = FinanceState(tab: tab, showTimeAs: .payments)
                    state.current = values
                    state.current[target] = answer
                    let text = FinanceRenderer.text(state).lowercased()
                    #expect(!text.contains("nan") && !text.contains("inf"), "\(text)")
                    guard case .object(let pairs) = FinanceRenderer.json(state),
                        case .object(let fields)? = pairs.first(where: { $0.0 == "fields" })?.1
                    else {
                        Issue.record("no fields object")
                        continue
                    }
                    for (name, value) in fields {
                        guard case .number(let number) = value, number.isFinite else {
                            Issue.record("\(name) is \(value)")
                            continue
                        }
                    }
                } catch {
                    let message = error.message()
                    #expect(!message.isEmpty && !message.lowercased().contains("nan"))
                }
            }
        }
    }
}
