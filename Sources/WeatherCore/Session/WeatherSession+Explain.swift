import CoreLanguage
import CoreModel
import CoreRendering
import CoreState
import CoreSupport

/// `explain`: checks what was asked against the data on screen, so that a figure or row that is
/// not there is a one-line error (exit 1 in a script) and the view is only asked for what exists.
extension WeatherSession {
    package mutating func explain(_ query: ExplainQuery, words: Words) -> [Effect] {
        guard let data = state.data else {
            return [.error(.nothingToExplain)]
        }
        var query = query
        // Just after an answer, `explain` alone traces each of its figures and its rule.
        if query == ExplainQuery(), state.answerShown, state.answer != nil { return [.render(.explainAnswer)] }
        // Just after `day DATE`, `explain FIGURE` speaks of that day.
        if query.date == nil, query.row == nil, query.figure != nil, state.datedShown, let dated = state.dated, dated.range.count == 1 {
            query.date = dated.range.from.iso
        }
        if let text = query.date { return explainDated(query, text: text, data: data, words: words) }
        switch query.row {
        case .hour(let number)?:
            let count = min(48, data.forecast.hours.count)
            guard number <= count else { return [.error(.noSuchHourRow(rows: count))] }
        case .day(let number)?:
            let count = data.forecast.days.count
            guard number <= count else { return [.error(.noSuchDayRow(days: count))] }
        case nil:
            if state.tab == .pollution, data.air == nil {
                return [.error(.noAirQualityToExplain(place: shown(data.place)))]
            }
        }
        // What the tab would show now: data that is old, bundled or from another provider is
        // fetched (or read from the cache) first, as `day N` or the tab itself does.
        guard let name = query.figure else { return freshened(.explain(query)) }
        let shown = TerminalSafety.sanitize(String(name.prefix(40)))
        let row = query.row ?? ExplainQuery.defaultRow(for: state.tab)
        let figures = Explainer.available(ExplainFigure.figures(tab: state.tab, row: row), in: data)
        if query.row == nil, let row {
            let kind = row == .hour(1) ? "hourly" : "day"
            return [.error(.figuresInRows(tab: state.tab.rawValue, kind: kind, figure: shown))]
        }
        guard figures.contains(where: { $0.isNamed(name, words: words) }) else {
            let owner: Phrase
            switch query.row {
            case .hour?: owner = Phrase("an hour row")
            case .day?: owner = Phrase("a day row")
            case nil: owner = Phrase("the \(state.tab.rawValue) tab")
            }
            return [.error(.notAFigure(shown, owner: owner, figures: figures.map(\.key.rawValue)))]
        }
        return freshened(.explain(query))
    }

    /// `explain day DATE FIGURE`: a day of the loaded forecast as its row; any other date's day
    /// from the dated weather held, or fetched first.
    private mutating func explainDated(_ query: ExplainQuery, text: String, data: WeatherData, words: Words) -> [Effect] {
        let date: CivilDate
        switch read(text, command: "explain", data: data) {
        case .failure(let error): return [error.effect]
        case .success(let read): date = read
        }
        if let number = forecastNumber(date, in: data) {
            return explain(ExplainQuery(row: .day(number), figure: query.figure), words: words)
        }
        if let refused = refusal(date, command: "explain", data: data) { return [refused] }
        let shown = TerminalSafety.sanitize(String((query.figure ?? "").prefix(40)))
        let figures = ExplainFigure.figures(tab: .forecast, row: .day(1))
        if let name = query.figure, !figures.contains(where: { $0.isNamed(name, words: words) }) {
            return [.error(.notAFigure(shown, owner: "a day row", figures: figures.map(\.key.rawValue)))]
        }
        var asked = query
        asked.date = date.iso
        return dated(DateRange(date), hourly: false, then: .explain(asked), data: data)
    }
}
