import CoreLanguage
import CoreModel
import CoreProviders
import CoreState
import CoreSupport

/// Weather on any date: `day N` beyond the eighth day, `day DATE`, `history`, `forecast 16`.
/// Every date is checked here, before any request: a date the provider does not have is one
/// line saying what it has.
extension WeatherSession {
    /// The place's own date now, from the data's UTC offset.
    package func today(_ data: WeatherData) -> CivilDate {
        CivilDate(epoch: services.now(), offset: data.forecast.utcOffset)
    }

    /// The number (1 = today) of the loaded forecast's day on `date`, when it has it.
    package func forecastNumber(_ date: CivilDate, in data: WeatherData) -> Int? {
        let offset = data.forecast.utcOffset
        return data.forecast.days.prefix(8).firstIndex { CivilDate(epoch: $0.time, offset: offset) == date }.map { $0 + 1 }
    }

    /// `day N`: the forecast's own days, or (Open-Meteo) days 9 to 16 fetched when first asked for.
    package mutating func day(_ number: Int) -> [Effect] {
        guard let data = state.data else { return renderTab() }
        let count = min(8, data.forecast.days.count)
        if state.provider == .openWeather {
            guard count > 0 else { return [.error(.noDailyForecast)] }
            if number > 8, number <= 16 {
                return [.error(.openWeatherDays)]
            }
            guard (1...count).contains(number) else { return [.error(.dayOutOfRange(last: count))] }
        }
        let limit = max(count, DatedPlan.forecastDays(state.provider))
        guard (1...limit).contains(number) else { return [.error(.dayOutOfRange(last: limit))] }
        if number <= count {
            state.datedShown = false
            return freshened(.day(number))
        }
        let date = today(data).adding(days: number - 1)
        return dated(DateRange(date), hourly: true, then: .datedDay(date, number: number), data: data)
    }

    /// `day DATE`: a day of the loaded forecast as `day N` shows it; any other date fetched.
    package mutating func day(on text: String) -> [Effect] {
        guard let data = state.data else { return renderTab() }
        let date: CivilDate
        switch read(text, command: "day", data: data) {
        case .failure(let error): return [error.effect]
        case .success(let read): date = read
        }
        if let number = forecastNumber(date, in: data) { return day(number) }
        if let refused = refusal(date, command: "day", data: data) { return [refused] }
        let number = CivilDate.days(from: today(data), to: date) + 1
        return dated(DateRange(date), hourly: true, then: .datedDay(date, number: number >= 1 ? number : nil), data: data)
    }

    /// `history FROM TO`, `history N days|weeks|months`: past days only, at most a year (31
    /// days with OpenWeather, each a call, said before more than 7 are fetched).
    package mutating func history(_ query: HistoryQuery) -> [Effect] {
        guard let data = state.data else { return renderTab() }
        let today = today(data)
        let range: DateRange
        switch query {
        case .back(let count, let unit):
            guard count >= 1, count <= 400 else {
                return [.error(.historyCount)]
            }
            let yesterday = today.adding(days: -1)
            switch unit {
            case .days: range = DateRange(today.adding(days: -count), yesterday)
            case .weeks: range = DateRange(today.adding(days: -7 * count), yesterday)
            case .months: range = DateRange(today.adding(months: -count), yesterday)
            }
        case .between(let fromText, let toText):
            var dates: [CivilDate] = []
            for text in [fromText, toText] {
                switch read(text, command: "history", data: data) {
                case .failure(let error): return [error.effect]
                case .success(let date): dates.append(date)
                }
            }
            guard dates[0] <= dates[1] else {
                return [.error(.historyOrder(from: dates[0], to: dates[1]))]
            }
            range = DateRange(dates[0], dates[1])
        }
        guard range.to < today else {
            return [.error(.historyAhead)]
        }
        if let refused = refusal(range.from, command: "history", data: data) { return [refused] }
        let longest = DatedPlan.longestHistory(state.provider)
        guard range.count <= longest else {
            if state.provider == .openWeather {
                return [.error(.openWeatherHistoryTooLong(days: range.count))]
            }
            return [.error(.historyTooLong(days: range.count))]
        }
        var effects: [Effect] = []
        if state.provider == .openWeather, range.count > 7, state.mode == .live {
            effects.append(.warning("history: fetching \(range.count) days from OpenWeather: \(range.count) day summary calls"))
        }
        return effects + dated(range, hourly: false, then: .history(range), data: data)
    }

    /// `forecast 16`: the forecast tab with 9 to 16 days (Open-Meteo), one request when first asked.
    package mutating func longForecast(_ days: Int) -> [Effect] {
        guard let data = state.data else { return renderTab() }
        guard state.provider == .openMeteo else {
            return [.error(.openWeatherForecast)]
        }
        let today = today(data)
        state.tab = .forecast
        return dated(DateRange(today, today.adding(days: days - 1)), hourly: false, then: .longForecast(days), data: data)
    }

    /// Takes the weather of dates the session asked for, and shows it.
    package mutating func datedFetched(_ request: DatedRequest, result: Result<DatedWeather, FetchFailure>) -> [Effect] {
        if let question = request.question { return askDated(question, result: result) }
        switch result {
        case .failure(let failure):
            if failure.isCancellation { return [] }
            let command: String
            switch request.then {
            case .history: command = "history"
            case .longForecast: command = "forecast"
            case .explain: command = "explain"
            default: command = "day"
            }
            return [.error(failure.report("\(command): \(failure.message)"))]
        case .success(let weather):
            state.dated = weather
            state.datedShown = true
            return [.render(request.then)]
        }
    }

    // MARK: - Parts

    /// The weather of `range` from what is held, or a request for it.
    package mutating func dated(_ range: DateRange, hourly: Bool, then view: View, data: WeatherData) -> [Effect] {
        let place = data.place
        if let held = state.dated, held.provider == state.provider, held.place.isSamePlace(as: place), held.range.covers(range),
            !hourly || range.count != 1 || held.range.count == 1
        {
            state.dated = held.limited(to: range).keepingRequests(0)
            state.datedShown = true
            return [.render(view)]
        }
        return [.fetchDated(DatedRequest(place: place, range: range, hourly: hourly, today: today(data), then: view))]
    }

    /// A date as typed, or the one-line error that says why it is not one.
    package func read(_ text: String, command: String, data: WeatherData) -> Result<CivilDate, DateRefusal> {
        switch DateReading.read(text, language: state.language, today: today(data)) {
        case .success(let date): return .success(date)
        case .failure(.tooLong): return .failure(DateRefusal(.error(.dateTooLong(command: command))))
        case .failure(.noSuchDay(let year, let month, let day)):
            return .failure(DateRefusal(.error(.noSuchDay(command: command, year: year, month: month, day: day))))
        case .failure(.notADate):
            return .failure(DateRefusal(.error(.notADate(command: command, text: text))))
        }
    }

    /// Why `date` cannot be had from the provider, or nil when it can.
    package func refusal(_ date: CivilDate, command: String, data: WeatherData) -> Effect? {
        let first = DatedPlan.firstDay(state.provider)
        if date < first {
            return state.provider == .openMeteo
                ? .error(.beforeArchive(command: command)) : .error(.beforeDaySummaries(command: command))
        }
        let last = today(data).adding(days: DatedPlan.forecastDays(state.provider) - 1)
        if date > last {
            return .error(.afterForecast(command: command, last: last, number: DatedPlan.forecastDays(state.provider)))
        }
        return nil
    }
}

extension DatedWeather {
    /// The same weather, said to have cost `requests`.
    package func keepingRequests(_ requests: Int) -> DatedWeather {
        var copy = self
        copy.requests = requests
        return copy
    }
}

/// A date that could not be read, and the error that says why.
package struct DateRefusal: Error {
    package let effect: Effect
    package init(_ effect: Effect) { self.effect = effect }
}
