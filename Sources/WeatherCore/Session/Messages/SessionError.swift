import CoreLanguage
import CoreModel
import CoreState

/// Why a command of the weather app or the shell cannot do what it was asked, before anything
/// is fetched or read.
package enum SessionError: TypedMessage, Equatable {
    /// `help TOPIC` for a topic that is no command; `guess` the nearest command's name.
    case noSuchCommand(String, guess: String?)
    /// `map` with no place loaded.
    case noPlaceToDraw
    /// `map closer` (`closer`) or `map wider` past the map's limit, `span` across as the
    /// language writes it.
    case mapLimit(span: String, closer: Bool)
    /// `refresh` with no place loaded.
    case noPlaceToRefresh
    /// `load` with no file.
    case loadWhichFile
    /// `key TEXT` that is no key: why, when it is known.
    case notAKey(Phrase?)
    /// An air quality document loaded with no forecast to show it beside (`path` as typed).
    case airBeforeForecast(path: String)

    package var phrase: Phrase {
        switch self {
        case .noSuchCommand(let shown, let guess):
            let advice: Phrase = guess.map { "; did you mean `\($0)`?" } ?? "; type `help` for the list"
            return "help: no command called `\(shown)`\(advice)"
        case .noPlaceToDraw: return "map: there is no place to draw; use `location PLACE`"
        case .mapLimit(let span, let closer):
            return closer ? "map: \(span) across is as close as the map goes" : "map: \(span) across is as wide as the map goes"
        case .noPlaceToRefresh: return "refresh: there is no place to refresh; use `location PLACE`"
        case .loadWhichFile: return "load: which file? usage: load FILE [metric|imperial|standard]"
        case .notAKey(let problem): return "key: \(problem ?? "that does not look like an OpenWeather API key")"
        case .airBeforeForecast(let path):
            return "load: \(path): load a forecast document first; air quality is shown beside the weather"
        }
    }
}

extension Effect {
    /// A usage error saying why a command cannot do what it was asked.
    package static func error(_ message: SessionError) -> Effect { .error(ErrorReport(message.phrase)) }
}
