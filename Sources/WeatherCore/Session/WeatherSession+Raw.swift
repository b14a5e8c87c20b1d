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
            return [.error("raw: the answer for these dates has no `\(shown)`")]
        }
        guard let data = state.data else {
            return [.error("raw: there is no data to show; `location PLACE` or `load FILE` first")]
        }
        let air = state.tab == .pollution
        if air, data.air == nil { return [.error("raw: there is no air quality data for \(shown(data.place))")] }
        if let document = air ? data.raw.air : data.raw.forecast {
            guard let path, case .failure(let missing) = path.span(in: document) else { return [.render(.raw(path))] }
            let kind = air ? "air quality" : "forecast"
            let shown = TerminalSafety.sanitize(path.text(through: missing.found + 1))
            let within = missing.found == 0 ? "" : " (`\(TerminalSafety.sanitize(path.text(through: missing.found)))` is)"
            return [.error("raw: the \(kind) answer has no `\(shown)`\(within)")]
        }
        let why =
            data.note == FetchedWeather.fallbackNote
            ? "the free 2.5 data is made from several answers"
            : "the cache an older wxsh wrote does not keep the answer"
        return [.error("raw: no \(air ? "air quality" : "forecast") document to show: \(why); `refresh` fetches it again")]
    }
}
