import CoreSupport
import FoundationEssentials

/// One quantity of the time-value-of-money equation; the tabs use different subsets.
///
/// Time is one field whatever its unit: it is stored as a number of monthly payments and entered
/// or shown as years (`t`) or payments (`n`).
package enum FinanceField: String, CaseIterable, Codable, Sendable {
    /// P: the sum invested or borrowed now.
    case presentValue = "P"
    /// r: the annual interest rate in percent, compounded monthly.
    case rate = "r"
    /// PMT: the monthly payment or contribution.
    case payment = "PMT"
    /// A: the value at the end.
    case futureValue = "A"
    /// t or n: the time, as years or monthly payments.
    case time = "t"

    /// A field as a user names it, with the time unit that name implies (`t` years, `n` payments).
    package struct Name: Equatable, Sendable {
        package let field: FinanceField
        /// The unit a bare number means for this name; `nil` for fields that are not time,
        /// or for `time`, which follows how time is shown.
        package let timeUnit: FinanceTimeUnit?
    }

    /// Looks up a field name case-insensitively: `P`/`pv`/`principal`, `r`/`rate`/`interest`,
    /// `PMT`/`payment`/`contribution`, `A`/`fv`/`future`, `t`/`years`, `n`/`payments`, `time`.
    package static func named(_ text: String) -> Name? {
        let key = text.trimming(.whitespacesAndNewlines).lowercased().filter { $0 != "-" && $0 != "_" }
        switch key {
        case "p", "pv", "present", "presentvalue", "principal", "amount", "loan", "capital":
            return Name(field: .presentValue, timeUnit: nil)
        case "r", "rate", "interest", "interestrate", "apr":
            return Name(field: .rate, timeUnit: nil)
        case "pmt", "payment", "monthly", "monthlypayment", "contribution", "deposit":
            return Name(field: .payment, timeUnit: nil)
        case "a", "fv", "future", "futurevalue", "target", "goal":
            return Name(field: .futureValue, timeUnit: nil)
        case "t", "y", "years", "year":
            return Name(field: .time, timeUnit: .years)
        case "n", "payments", "nper", "months", "numberofpayments":
            return Name(field: .time, timeUnit: .payments)
        case "time", "term", "duration":
            return Name(field: .time, timeUnit: nil)
        default:
            return nil
        }
    }

    /// The short symbol shown beside a value; time shows as `t` or `n` after its unit.
    package func symbol(showing unit: FinanceTimeUnit = .years) -> String {
        if self == .time { return unit == .years ? "t" : "n" }
        return rawValue
    }

    /// The field's name in words on `tab` (a loan's P is the amount borrowed).
    package func label(on tab: FinanceTab, showing unit: FinanceTimeUnit = .years) -> String {
        switch self {
        // translatable:
        case .presentValue: return tab == .loan ? "Loan amount" : "Present value"
        case .rate: return "Interest rate"
        case .payment: return tab == .loan ? "Monthly payment" : "Monthly contribution"
        case .futureValue: return "Future value"
        case .time: return unit == .years ? "Time in years" : "Number of payments"
        // end translatable
        }
    }
}
