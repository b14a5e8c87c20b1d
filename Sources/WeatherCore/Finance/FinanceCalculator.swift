import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The coursework's Appendix A formulas, one per tab and unknown, with the cases they leave open.
///
/// Conventions: `i` is the monthly rate as a fraction (r% / 1200) and `n` the number of monthly
/// payments (12 a year); compounding and payments are both monthly, payments at the end of each
/// month. Every formula also holds at a 0% rate, where it takes its limit. Where Appendix A has no
/// formula (the rate with payments, a loan's rate) the rate is found by bisection, which cannot
/// diverge: each function it searches rises steadily with the rate.
package enum FinanceCalculator {
    /// Results beyond this size are refused rather than shown.
    package static let largestResult = 1e15
    /// Amounts this close count as equal: half a cent.
    package static let halfCent = 0.005
    /// The highest monthly rate searched for: `FinanceInputParser.maximumRate` a year.
    package static let largestMonthlyRate = FinanceInputParser.maximumRate / 1200

    /// `field` of `tab` worked out from the tab's other fields in `values`.
    /// - Returns: an amount, a rate in percent a year, or a time in monthly payments.
    /// - Throws: `FinanceError.missingInputs` when another field is blank, or why the figures
    ///   have no answer.
    package static func solve(
        _ field: FinanceField, on tab: FinanceTab, from values: FinanceValues
    ) throws(FinanceError) -> Double {
        guard tab.has(field) else { throw .notOnTab(field, tab: tab) }
        let missing = tab.fields.filter { $0 != field && values[$0] == nil }
        guard missing.isEmpty else { throw .missingInputs(solving: field, missing: missing) }
        let p = values.presentValue ?? 0
        let i = (values.rate ?? 0) / 1200
        let pmt = values.payment ?? 0
        let a = values.futureValue ?? 0
        let n = values.payments ?? 0
        let result: Double
        switch (tab, field) {
        case (.savings, .futureValue): result = lumpSumFutureValue(present: p, rate: i, payments: n)
        case (.savings, .presentValue): result = lumpSumPresentValue(future: a, rate: i, payments: n)
        case (.savings, .rate): result = try lumpSumRate(present: p, future: a, payments: n) * 1200
        case (.savings, .time): result = try lumpSumPayments(present: p, future: a, rate: i)
        case (.compound, .futureValue):
            result = savingsFutureValue(present: p, payment: pmt, rate: i, payments: n)
        case (.compound, .presentValue):
            result = try savingsPresentValue(future: a, payment: pmt, rate: i, payments: n)
        case (.compound, .payment):
            result = try savingsPayment(present: p, future: a, rate: i, payments: n)
        case (.compound, .rate):
            result = try savingsRate(present: p, payment: pmt, future: a, payments: n) * 1200
        case (.compound, .time):
            result = try savingsPayments(present: p, payment: pmt, future: a, rate: i)
        case (.loan, .payment): result = try loanPayment(present: p, rate: i, payments: n)
        case (.loan, .presentValue): result = loanPresentValue(payment: pmt, rate: i, payments: n)
        case (.loan, .time): result = try loanPayments(present: p, payment: pmt, rate: i)
        case (.loan, .rate): result = try loanRate(present: p, payment: pmt, payments: n) * 1200
        default: throw .notOnTab(field, tab: tab)
        }
        guard result.isFinite, abs(result) <= largestResult else { throw .resultTooLarge(field) }
        return result
    }

    /// Whether a tab whose fields are all set agrees with itself to the cent.
    ///
    /// The tab's last amount (A, or a loan's PMT) is worked out again from the rest and compared.
    package static func isConsistent(_ tab: FinanceTab, _ values: FinanceValues) -> Bool {
        let check: FinanceField = tab == .loan ? .payment : .futureValue
        guard let given = values[check],
            let expected = try? solve(check, on: tab, from: values)
        else { return false }
        return abs(expected - given) < halfCent
    }

    // MARK: - Growth factors

    /// (1 + i)^n, what one unit grows to; computed through logarithms to stay exact for tiny rates.
    package static func growth(rate i: Double, payments n: Double) -> Double {
        i == 0 ? 1 : exp(n * log1p(i))
    }

    /// ((1 + i)^n − 1) / i, what n end-of-month payments of one unit grow to; n at 0%.
    package static func seriesGrowth(rate i: Double, payments n: Double) -> Double {
        i == 0 ? n : expm1(n * log1p(i)) / i
    }

    /// (1 − (1 + i)^−n) / i, what n end-of-month payments of one unit are worth now; n at 0%.
    package static func annuityValue(rate i: Double, payments n: Double) -> Double {
        i == 0 ? n : -expm1(-n * log1p(i)) / i
    }

    // MARK: - Savings: lump sum, no payments

    /// A = P (1 + r/12)^(12t).
    package static func lumpSumFutureValue(present p: Double, rate i: Double, payments n: Double) -> Double {
        p * growth(rate: i, payments: n)
    }

    /// P = A / (1 + r/12)^(12t).
    package static func lumpSumPresentValue(future a: Double, rate i: Double, payments n: Double) -> Double {
        a / growth(rate: i, payments: n)
    }

    /// The monthly rate, from r = 12 [(A/P)^(1/(12t)) − 1].
    package static func lumpSumRate(present p: Double, future a: Double, payments n: Double) throws(FinanceError) -> Double {
        guard n > 0 else { throw .zeroTime }
        guard p > 0 else { throw .nothingInvested }
        guard a >= p else { throw .futureValueBelowPresentValue(solving: .rate) }
        return expm1(log(a / p) / n)
    }

    /// The number of payments, from t = ln(A/P) / (12 ln(1 + r/12)).
    package static func lumpSumPayments(present p: Double, future a: Double, rate i: Double) throws(FinanceError) -> Double {
        guard p > 0 else { throw .nothingInvested }
        guard a >= p else { throw .futureValueBelowPresentValue(solving: .time) }
        guard i > 0 else { throw .noGrowth }
        return log(a / p) / log1p(i)
    }

    // MARK: - Savings with monthly contributions

    /// A = P (1 + r/12)^(12t) + PMT [(1 + r/12)^(12t) − 1] / (r/12).
    package static func savingsFutureValue(present p: Double, payment pmt: Double, rate i: Double, payments n: Double) -> Double {
        p * growth(rate: i, payments: n) + pmt * seriesGrowth(rate: i, payments: n)
    }

    /// P = (A − PMT [(1 + r/12)^(12t) − 1] / (r/12)) / (1 + r/12)^(12t).
    package static func savingsPresentValue(
        future a: Double, payment pmt: Double, rate i: Double, payments n: Double
    ) throws(FinanceError) -> Double {
        try shareOfFutureValue(
            a, reachedByTheOther: pmt * seriesGrowth(rate: i, payments: n), factor: growth(rate: i, payments: n),
            solving: .presentValue, tooMuch: FinanceError.contributionsExceedFutureValue)
    }

    /// PMT = (A − P (1 + r/12)^(12t)) / {[(1 + r/12)^(12t) − 1] / (r/12)}.
    package static func savingsPayment(
        present p: Double, future a: Double, rate i: Double, payments n: Double
    ) throws(FinanceError) -> Double {
        guard n > 0 else { throw .zeroTime }
        return try shareOfFutureValue(
            a, reachedByTheOther: p * growth(rate: i, payments: n), factor: seriesGrowth(rate: i, payments: n),
            solving: .payment, tooMuch: FinanceError.presentValueExceedsFutureValue)
    }

    /// What P or PMT must be when the other one alone grows to `reached`: the rest of A, over
    /// what one unit of it grows to (`factor`); an error when the other already reaches A.
    private static func shareOfFutureValue(
        _ a: Double, reachedByTheOther reached: Double, factor: Double, solving: FinanceField,
        tooMuch: (Double) -> FinanceError
    ) throws(FinanceError) -> Double {
        guard reached <= largestResult else { throw .resultTooLarge(solving) }
        guard reached <= a + halfCent else { throw tooMuch(reached) }
        return max(0, (a - reached) / factor)
    }

    /// The number of payments to reach A, for monthly compounding (Appendix A's version assumes
    /// yearly): (1 + i)^n = (A i + PMT) / (P i + PMT), so n = ln of that / ln(1 + i).
    package static func savingsPayments(
        present p: Double, payment pmt: Double, future a: Double, rate i: Double
    ) throws(FinanceError) -> Double {
        guard p > 0 || pmt > 0 else { throw .nothingInvested }
        guard a >= p else { throw .futureValueBelowPresentValue(solving: .time) }
        if i == 0 {
            guard pmt > 0 else { throw .noGrowth }
            return (a - p) / pmt
        }
        return max(0, log((a * i + pmt) / (p * i + pmt)) / log1p(i))
    }

    /// The monthly rate at which P and the payments grow to A, by bisection (no closed form).
    package static func savingsRate(
        present p: Double, payment pmt: Double, future a: Double, payments n: Double
    ) throws(FinanceError) -> Double {
        guard n > 0 else { throw .zeroTime }
        guard p > 0 || pmt > 0 else { throw .nothingInvested }
        let paidIn = p + pmt * n
        if paidIn >= a {
            guard paidIn - a < halfCent else { throw .savingsExceedFutureValue(paidIn) }
            return 0
        }
        let shortfall = { (i: Double) in savingsFutureValue(present: p, payment: pmt, rate: i, payments: n) - a }
        guard shortfall(largestMonthlyRate) >= 0 else { throw .rateAboveLimit }
        return bisect(from: 0, to: largestMonthlyRate, shortfall)
    }

    // MARK: - Loans and mortgages (future value zero)

    /// PMT = P (r/12) (1 + r/12)^(12t) / [(1 + r/12)^(12t) − 1]; P / n at 0%.
    package static func loanPayment(present p: Double, rate i: Double, payments n: Double) throws(FinanceError) -> Double {
        guard n > 0 else { throw .zeroTime }
        return p / annuityValue(rate: i, payments: n)
    }

    /// P = PMT [(1 + r/12)^n − 1] (1 + r/12)^−n / (r/12); PMT × n at 0%.
    package static func loanPresentValue(payment pmt: Double, rate i: Double, payments n: Double) -> Double {
        pmt * annuityValue(rate: i, payments: n)
    }

    /// n = −log(1 − (P/PMT)(r/12)) / log(1 + r/12), when the payment covers the interest.
    package static func loanPayments(present p: Double, payment pmt: Double, rate i: Double) throws(FinanceError) -> Double {
        guard p > 0 else { throw .noLoan }
        guard pmt > p * i else { throw .neverRepaid }
        if i == 0 { return p / pmt }
        return -log1p(-p * i / pmt) / log1p(i)
    }

    /// The monthly rate at which n payments of PMT repay P, by bisection (not in Appendix A).
    package static func loanRate(present p: Double, payment pmt: Double, payments n: Double) throws(FinanceError) -> Double {
        guard n > 0 else { throw .zeroTime }
        guard p > 0 else { throw .noLoan }
        let paid = pmt * n
        if paid <= p {
            guard p - paid < halfCent else { throw .paymentsBelowLoan(paid) }
            return 0
        }
        // The payment always exceeds a month's interest, so i < PMT/P brackets the answer.
        let excess = { (i: Double) in p / annuityValue(rate: i, payments: n) - pmt }
        let top = min(pmt / p, largestMonthlyRate)
        guard excess(top) >= 0 else { throw .rateAboveLimit }
        return bisect(from: 0, to: top, excess)
    }

    // MARK: - Root finding

    /// The root of a rising `f` with f(low) ≤ 0 ≤ f(high), halving the bracket to the last bit.
    package static func bisect(from low: Double, to high: Double, _ f: (Double) -> Double) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if f(mid) < 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
