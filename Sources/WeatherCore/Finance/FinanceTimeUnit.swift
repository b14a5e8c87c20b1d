import CoreSupport
import FoundationEssentials

/// How time is entered and shown: years, or monthly payments (12 a year) as R8 asks.
package enum FinanceTimeUnit: String, CaseIterable, Codable, Sendable {
    case years
    case payments

    /// Monthly payments (and compounding periods) in one year.
    package static let paymentsPerYear = 12.0

    /// The unit a user names in `show years|payments`, case-insensitively.
    package init?(name: String) {
        switch name.trimming(.whitespacesAndNewlines).lowercased() {
        case "years", "year", "y", "t": self = .years
        case "payments", "payment", "n", "months", "month": self = .payments
        default: return nil
        }
    }

    /// The other unit, for a toggle.
    package var toggled: FinanceTimeUnit {
        self == .years ? .payments : .years
    }
}
