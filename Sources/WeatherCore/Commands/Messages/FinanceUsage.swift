import CoreLanguage

/// What the finance calculator's commands need after their names.
package enum FinanceUsage: TypedMessage, Equatable {
    /// `set` without a field and a value.
    case setFieldValue
    /// `solve` alone.
    case whichField
    /// `show` alone.
    case showWhich
    /// `show WORD` for a word that is no unit and no tab.
    case notATimeUnit(String)

    package var phrase: Phrase {
        switch self {
        case .setFieldValue: return "usage: set FIELD VALUE, e.g. `set r 3.5%`; fields are P, r, PMT, A, t, n"
        case .whichField: return "which field? one of P, r, PMT, A, t, n"
        case .showWhich: return "show years or show payments?"
        case .notATimeUnit(let text): return "`\(text)` is not one of years, payments"
        }
    }
}

extension CommandArguments {
    package func error(_ message: FinanceUsage) -> CommandError { error(message.phrase) }
}
