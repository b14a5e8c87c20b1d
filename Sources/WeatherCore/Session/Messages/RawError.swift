import CoreLanguage
import CoreModel
import CoreState

/// Why `raw` has no document, or no such path in it, to show.
package enum RawError: TypedMessage, Equatable {
    /// The dated weather's answer lacks the path's first missing part (`path`, as far as it goes).
    case datedLacks(path: String)
    /// Nothing is loaded.
    case nothingToShow
    /// The pollution tab without air quality data for `place` (its name as shown).
    case noAirQualityToShow(place: String)
    /// The air quality (`air`) or forecast answer lacks `path`; `found` is the part it has, if any.
    case answerLacks(air: Bool, path: String, found: String?)
    /// No air quality (`air`) or forecast document is kept, and why.
    case noDocument(air: Bool, why: Reason)

    /// Why no document is kept.
    package enum Reason: Sendable, Equatable {
        /// The free 2.5 data is made from several answers.
        case severalAnswers
        /// The cache was written by an older wxsh.
        case olderCache
    }

    package var phrase: Phrase {
        switch self {
        case .datedLacks(let path): return "raw: the answer for these dates has no `\(path)`"
        case .nothingToShow: return "raw: there is no data to show; `location PLACE` or `load FILE` first"
        case .noAirQualityToShow(let place): return "raw: there is no air quality data for \(place)"
        case .answerLacks(let air, let path, let found):
            let within: Phrase = found.map { " (`\($0)` is)" } ?? ""
            return air ? "raw: the air quality answer has no `\(path)`\(within)" : "raw: the forecast answer has no `\(path)`\(within)"
        case .noDocument(let air, let reason):
            let why: Phrase =
                reason == .severalAnswers
                ? "the free 2.5 data is made from several answers" : "the cache an older wxsh wrote does not keep the answer"
            return air
                ? "raw: no air quality document to show: \(why); `refresh` fetches it again"
                : "raw: no forecast document to show: \(why); `refresh` fetches it again"
        }
    }
}

extension Effect {
    /// A usage error saying why `raw` cannot show what was asked.
    package static func error(_ message: RawError) -> Effect { .error(ErrorReport(message.phrase)) }
}
