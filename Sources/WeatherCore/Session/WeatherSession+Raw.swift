import CoreModel
import CoreProviders
import CoreState
import CoreSupport

/// `raw`: the document behind the current tab, or why there is none.
extension WeatherSession {
    package mutating func raw(_ path: JSONPath?) -> [Effect] {
        if state.datedShown, let document = state.dated?.answersBody {
            guard let path, case .failure(let missing) = path.span(in: document) else { return [.render(.raw(path))] }
            let shown = TerminalSafety.sanitize(path.text(through: missing.found + 1))
            return [.error(.datedLacks(path: shown))]
        }
        guard let data = state.data else {
            return [.error(.nothingToShow)]
        }
        let air = state.tab == .pollution
        if air, data.air == nil { return [.error(.noAirQualityToShow(place: shown(data.place)))] }
        if let document = air ? data.raw.air : data.raw.forecast {
            guard let path, case .failure(let missing) = path.span(in: document) else { return [.render(.raw(path))] }
            let shown = TerminalSafety.sanitize(path.text(through: missing.found + 1))
            let found = missing.found == 0 ? nil : TerminalSafety.sanitize(path.text(through: missing.found))
            return [.error(.answerLacks(air: air, path: shown, found: found))]
        }
        let why: RawError.Reason = data.note == FetchedWeather.fallbackNote ? .severalAnswers : .olderCache
        return [.error(.noDocument(air: air, why: why))]
    }
}
