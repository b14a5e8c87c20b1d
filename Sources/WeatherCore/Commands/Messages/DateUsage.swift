import CoreLanguage

/// What `day` and `history` need after their names.
package enum DateUsage: TypedMessage, Equatable {
    /// `day` alone.
    case whichDay
    /// `history` alone, or with words it cannot read.
    case whichDays
    /// `history N UNIT` with a unit that is not days, weeks or months.
    case notAHistoryUnit(String)

    package var phrase: Phrase {
        switch self {
        case .whichDay: return "which day? a number from 1 (today) to 16, or a date such as 2023-03-14"
        case .whichDays: return "which days? `history FROM TO` or `history N days|weeks|months`"
        case .notAHistoryUnit(let text): return "`\(text)` is not days, weeks or months"
        }
    }
}

extension CommandArguments {
    package func error(_ message: DateUsage) -> CommandError { error(message.phrase) }
}
