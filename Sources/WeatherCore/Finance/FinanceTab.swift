import CoreSupport
import FoundationEssentials

/// The finance app's three calculators, one per tab, as the coursework's three views.
package enum FinanceTab: String, CaseIterable, Codable, Sendable {
    /// A lump sum left to grow: no further payments (compound interest).
    case savings
    /// Savings with an initial sum and a monthly contribution.
    case compound
    /// A loan or mortgage repaid by equal monthly payments down to nothing.
    case loan

    /// The tab's heading, at most 40 columns wide.
    package var title: String {
        switch self {
        // translatable:
        case .savings: return "Savings (lump sum, no contributions)"
        case .compound: return "Compound savings (monthly contributions)"
        case .loan: return "Loans and mortgages"
        // end translatable
        }
    }

    /// The fields this tab calculates with, in the order they are shown.
    package var fields: [FinanceField] {
        switch self {
        case .savings: return [.presentValue, .rate, .futureValue, .time]
        case .compound: return [.presentValue, .rate, .payment, .futureValue, .time]
        case .loan: return [.presentValue, .rate, .payment, .time]
        }
    }

    /// Whether the tab has `field`.
    package func has(_ field: FinanceField) -> Bool {
        fields.contains(field)
    }

    /// The tab a user names, case-insensitively, with a few aliases (`mortgage`, `lump`, `contributions`).
    package init?(name: String) {
        switch name.trimming(.whitespacesAndNewlines).lowercased() {
        case "savings", "saving", "simple", "lump", "lumpsum", "lump-sum": self = .savings
        case "compound", "contributions", "contribution", "regular": self = .compound
        case "loan", "loans", "mortgage", "mortgages": self = .loan
        default: return nil
        }
    }
}
