import CoreLanguage
import CoreModel
import CoreState

/// Why `explain` has nothing to explain for what was asked: a row or figure that is not there.
package enum ExplainError: TypedMessage, Equatable {
    /// Nothing is loaded.
    case nothingToExplain
    /// `explain hourly N` past the hourly tab's `rows`.
    case noSuchHourRow(rows: Int)
    /// `explain day N` past the forecast's `days`.
    case noSuchDayRow(days: Int)
    /// The pollution tab without air quality data for `place` (its name as shown).
    case noAirQualityToExplain(place: String)
    /// A figure asked of a tab (`tab`) whose figures are in rows of `kind` (`hourly`, `day`).
    case figuresInRows(tab: String, kind: String, figure: String)
    /// `figure` is none of `owner`'s `figures`.
    case notAFigure(String, owner: Phrase, figures: [String])

    package var phrase: Phrase {
        switch self {
        case .nothingToExplain: return "explain: there is no data to explain; `location PLACE` or `load FILE` first"
        case .noSuchHourRow(let rows): return "explain: the hourly tab has \(rows) rows; `explain hourly N FIGURE`, N from 1"
        case .noSuchDayRow(let days): return "explain: the forecast has \(days) days; `explain day N FIGURE`, N from 1"
        case .noAirQualityToExplain(let place): return "explain: there is no air quality data for \(place)"
        case .figuresInRows(let tab, let kind, let figure):
            return "explain: the \(tab) tab's figures are in its rows: `explain \(kind) N \(figure)`"
        case .notAFigure(let figure, let owner, let figures):
            return "explain: `\(figure)` is not a figure of \(owner); its figures: \(figures.joined(separator: ", "))"
        }
    }
}

extension Effect {
    /// A usage error saying why `explain` cannot explain what was asked.
    package static func error(_ message: ExplainError) -> Effect { .error(ErrorReport(message.phrase)) }
}
