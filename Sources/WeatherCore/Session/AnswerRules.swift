import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// How a question's verdict is decided from the forecast: the rules `help ask` states, as pure
/// functions of the hours or days in the window. Each verdict comes with the figures that decide
/// it, so that `explain` can name every field and a test can recompute it from `raw`.
package enum AnswerRules {
    /// Precipitation is likely from this chance (0–1) in the window…
    package static let likelyChance = 0.4
    /// …or when this much (mm) falls in it.
    package static let likelyAmount = 0.5
    /// An hour counts as wet, for when rain starts and stops, from this much (mm).
    package static let wetHour = 0.1
    /// A coat below this feels-like temperature (°C).
    package static let coatBelow = 12.0
    /// Sunscreen from this UV index.
    package static let sunscreenFrom = 3.0
    /// Windy from this speed (m/s), or gusts from this one.
    package static let windyFrom = 8.0
    package static let gustyFrom = 13.0
    /// Sunny up to this average cloud cover (%), cloudy from the other.
    package static let sunnyUpTo = 30.0
    package static let cloudyFrom = 70.0
    /// Fog below this visibility (m).
    package static let fogBelow = 1000.0
    /// A run: dry under this chance, feeling within these temperatures, wind under this speed.
    package static let runDryUnder = 0.3
    package static let runFeels = 5.0...25.0
    package static let runWindUnder = 8.0
    /// A bike ride: as a run, with the wind and gusts under these.
    package static let bikeWindUnder = 6.0
    package static let bikeGustUnder = 11.0
    /// Drying washing: dry under this chance, humidity under this (%).
    package static let washingDryUnder = 0.2
    package static let washingHumidityUnder = 80.0

    /// An hour or a day of the window, with what the rules read of it.
    package struct Slot: Equatable, Sendable {
        package var row: QuestionAnswer.Row
        package var time: Int64
        package var temperature: Double?
        package var high: Double?
        package var low: Double?
        package var feels: Double?
        package var chance: Double?
        package var rain: Double?
        package var snow: Double?
        package var wind: Double?
        package var gust: Double?
        package var clouds: Double?
        package var visibility: Double?
        package var humidity: Double?
        package var uv: Double?
        package var conditions: [Int] = []

        var precipitation: Double { (rain ?? 0) + (snow ?? 0) }
    }

    /// Whether a window is answered from days rather than hours: a day's high, low, sunrise,
    /// sunset and moon, and comparisons of whole days, are the day's own figures.
    package static func usesDays(_ reading: QuestionReading, window: QuestionWindow) -> Bool {
        switch reading.subject {
        case .high, .low, .sunrise, .sunset, .moon: return window.hours >= 23
        default: return false
        }
    }

    /// The hours (or days) of `data` in the window; nil when the data does not reach it.
    package static func slots(_ data: WeatherData, window: QuestionWindow, days: Bool) -> [Slot]? {
        let forecast = data.forecast
        if !days, window.hours <= 1, let current = forecast.current, current.time >= window.from - 3600, current.time < window.to {
            return [slot(current, row: .current)]
        }
        if !days, let last = forecast.hours.last, let first = forecast.hours.first, window.to <= last.time + 3600,
            window.from >= first.time - 3600
        {
            var hours: [Slot] = []
            for (offset, hour) in forecast.hours.enumerated() where hour.time >= window.from - 3599 && hour.time < window.to {
                hours.append(slot(hour, row: .hour(offset)))
            }
            if !hours.isEmpty { return hours }
        }
        // Days: each day whose local date the window touches.
        let local = data.localTime
        let firstDate = CivilDate(epoch: window.from, offset: local.offset(at: window.from))
        let lastDate = CivilDate(epoch: window.to - 1, offset: local.offset(at: window.to - 1))
        var found: [Slot] = []
        var firstFound: CivilDate?
        for (offset, day) in forecast.days.enumerated() {
            let date = CivilDate(epoch: day.time, offset: local.offset(at: day.time))
            guard date >= firstDate && date <= lastDate else { continue }
            if firstFound == nil { firstFound = date }
            found.append(slot(day, row: .day(offset)))
        }
        // The first day must be there; a window that runs past the last day is answered for the
        // days held (the answer says how far the forecast reaches).
        guard firstFound == firstDate else { return nil }
        return found
    }

    private static func slot(_ reading: Forecast.Reading, row: QuestionAnswer.Row) -> Slot {
        Slot(
            row: row, time: reading.time, temperature: reading.temperature, feels: reading.feelsLike ?? reading.temperature,
            chance: reading.precipitationChance, rain: reading.rain, snow: reading.snow, wind: reading.wind.speed, gust: reading.wind.gust,
            clouds: reading.clouds, visibility: reading.visibility, humidity: reading.humidity, uv: reading.uvIndex,
            conditions: reading.conditions.map { $0.id })
    }

    private static func slot(_ day: Forecast.Day, row: QuestionAnswer.Row) -> Slot {
        let feels = [day.feelsLike?.morning, day.feelsLike?.day, day.feelsLike?.evening, day.feelsLike?.night].compactMap { $0 }
        return Slot(
            row: row, time: day.time, temperature: day.high, high: day.high, low: day.low, feels: feels.min() ?? day.low,
            chance: day.precipitationChance, rain: day.rain, snow: day.snow, wind: day.wind.speed, gust: day.wind.gust, clouds: day.clouds,
            humidity: day.humidity, uv: day.uvIndex, conditions: day.conditions.map { $0.id })
    }

    /// The verdict, its figures and its rule.
    package static func decide(
        _ reading: QuestionReading, slots: [Slot], data: WeatherData, side: Int = 0
    ) -> (verdict: QuestionAnswer.Verdict, figures: [QuestionAnswer.Figure], rule: QuestionAnswer.Rule) {
        typealias Figure = QuestionAnswer.Figure
        func figure(_ measure: QuestionAnswer.Measure, _ slot: Slot, _ value: Double?) -> Figure? {
            value.map { Figure(measure, row: slot.row, time: slot.time, value: $0, side: side) }
        }
        func most(_ value: (Slot) -> Double?) -> Slot? {
            slots.filter { value($0) != nil }.max { value($0)! < value($1)! }
        }
        func least(_ value: (Slot) -> Double?) -> Slot? {
            slots.filter { value($0) != nil }.min { value($0)! < value($1)! }
        }
        let chanceSlot = most { $0.chance }
        let maxChance = chanceSlot?.chance ?? 0
        let total = slots.reduce(0) { $0 + $1.precipitation }
        let wet = slots.filter { $0.precipitation > 0 }
        var precipitationFigures: [Figure] = [chanceSlot.flatMap { figure(.chance, $0, $0.chance) }].compactMap { $0 }
        precipitationFigures += wet.prefix(48).compactMap { slot in
            (slot.snow ?? 0) > 0 && (slot.rain ?? 0) == 0 ? figure(.snow, slot, slot.snow) : figure(.rain, slot, slot.rain ?? slot.snow)
        }
        let likely = maxChance >= likelyChance || total >= likelyAmount
        func conditions(_ range: ClosedRange<Int>) -> [Slot] { slots.filter { $0.conditions.contains(where: range.contains) } }

        switch reading.subject {
        case .rain, .drizzle, .umbrella, .snow, .storm:
            let subject = reading.subject
            if reading.aspect == .start || reading.aspect == .stop {
                let isWet: (Slot) -> Bool = { ($0.chance ?? 0) >= likelyChance || $0.precipitation >= wetHour }
                var found: Slot?
                if reading.aspect == .start {
                    found = slots.first(where: isWet)
                } else if let start = slots.firstIndex(where: isWet) {
                    found = slots[start...].first { !isWet($0) }
                }
                guard let found else { return (.none, precipitationFigures, .first) }
                let figures = [figure(.chance, found, found.chance), figure(.rain, found, found.rain)].compactMap { $0 }
                return (.time, figures, .first)
            }
            if reading.aspect == .amount {
                return (.value, precipitationFigures.filter { $0.measure != .chance }, .precipitation)
            }
            if reading.aspect == .chance, let chanceSlot {
                return (.value, [figure(.chance, chanceSlot, chanceSlot.chance)].compactMap { $0 }, .precipitation)
            }
            switch subject {
            case .snow:
                let snowy = conditions(600...622)
                let amount = slots.reduce(0) { $0 + ($1.snow ?? 0) }
                let figures =
                    precipitationFigures.filter { $0.measure != .rain } + snowy.prefix(1).compactMap { figure(.snow, $0, $0.snow ?? 0) }
                return ((!snowy.isEmpty && likely) || amount >= likelyAmount ? .likely : .unlikely, figures, .snow)
            case .storm:
                let stormy = conditions(200...232)
                return (
                    !stormy.isEmpty ? .likely : .unlikely,
                    precipitationFigures.prefix(1) + stormy.prefix(1).compactMap { figure(.chance, $0, $0.chance ?? 0) }, .storm
                )
            case .umbrella:
                return (likely ? .yes : .no, precipitationFigures, .umbrella)
            default:
                return (likely ? .likely : .unlikely, precipitationFigures, .precipitation)
            }

        case .coat:
            let cold = least { $0.feels }
            let isCold = (cold?.feels ?? 99) < coatBelow
            let figures = [cold.flatMap { figure(.feelsLike, $0, $0.feels) }].compactMap { $0 } + precipitationFigures.prefix(1)
            return (isCold || likely ? .yes : .no, figures, .coat)

        case .sunscreen, .uv:
            guard let top = most({ $0.uv }) else { return (.none, [], .highest) }
            let figures = [figure(.uv, top, top.uv)].compactMap { $0 }
            if reading.subject == .uv { return (.value, figures, .highest) }
            return ((top.uv ?? 0) >= sunscreenFrom ? .yes : .no, figures, .sunscreen)

        case .run, .bike:
            let cold = least { $0.feels }
            let warm = most { $0.feels }
            let windy = most { $0.wind }
            let gusty = most { $0.gust }
            let dry = maxChance < runDryUnder
            let feelsOK = runFeels.contains(cold?.feels ?? 15) && runFeels.contains(warm?.feels ?? 15)
            var ok = dry && feelsOK
            var figures = [chanceSlot.flatMap { figure(.chance, $0, $0.chance) }, cold.flatMap { figure(.feelsLike, $0, $0.feels) }]
            if warm != cold { figures.append(warm.flatMap { figure(.feelsLike, $0, $0.feels) }) }
            figures.append(windy.flatMap { figure(.windSpeed, $0, $0.wind) })
            if reading.subject == .run {
                ok = ok && (windy?.wind ?? 0) < runWindUnder
                return (ok ? .yes : .no, figures.compactMap { $0 }, .run)
            }
            figures.append(gusty.flatMap { figure(.windGust, $0, $0.gust) })
            ok = ok && (windy?.wind ?? 0) < bikeWindUnder && (gusty?.gust ?? 0) < bikeGustUnder
            return (ok ? .yes : .no, figures.compactMap { $0 }, .bike)

        case .washing:
            let humid = slots.compactMap { $0.humidity }
            let average = humid.isEmpty ? 0 : humid.reduce(0, +) / Double(humid.count)
            let figures =
                [chanceSlot.flatMap { figure(.chance, $0, $0.chance) }].compactMap { $0 }
                + slots.compactMap { figure(.humidity, $0, $0.humidity) }
            return (maxChance < washingDryUnder && average < washingHumidityUnder ? .yes : .no, figures, .washing)

        case .wind, .gust:
            let windy = most { $0.wind }
            let gusty = most { $0.gust }
            let figures = [windy.flatMap { figure(.windSpeed, $0, $0.wind) }, gusty.flatMap { figure(.windGust, $0, $0.gust) }].compactMap {
                $0
            }
            if reading.aspect == .amount { return (.value, figures, .highest) }
            if reading.subject == .gust { return ((gusty?.gust ?? 0) >= gustyFrom ? .yes : .no, figures, .gust) }
            return ((windy?.wind ?? 0) >= windyFrom || (gusty?.gust ?? 0) >= gustyFrom ? .yes : .no, figures, .wind)

        case .sun, .cloud:
            let covered = slots.compactMap { figure(.clouds, $0, $0.clouds) }
            guard !covered.isEmpty else { return (.none, [], .average) }
            let average = covered.reduce(0) { $0 + $1.value } / Double(covered.count)
            if reading.subject == .sun { return (average <= sunnyUpTo ? .yes : .no, covered, .sun) }
            return (average >= cloudyFrom ? .yes : .no, covered, .cloud)

        case .fog:
            let murky = least { $0.visibility }
            let foggy = conditions(701...762)
            var figures = [murky.flatMap { figure(.visibility, $0, $0.visibility) }].compactMap { $0 }
            if murky == nil, let first = foggy.first, let value = first.humidity {
                figures.append(Figure(.humidity, row: first.row, time: first.time, value: value, side: side))
            }
            let isFoggy = (murky?.visibility ?? 10_000) < fogBelow || !conditions(741...741).isEmpty
            return (isFoggy ? .yes : .no, figures, .fog)

        case .humidity:
            guard let top = most({ $0.humidity }) else { return (.none, [], .highest) }
            return (.value, [figure(.humidity, top, top.humidity)].compactMap { $0 }, slots.count == 1 ? .current : .highest)

        case .air:
            guard let air = data.air else { return (.none, [], .airIndex) }
            return (.value, [Figure(.airIndex, row: .air, time: air.time, value: Double(air.index), side: side)], .airIndex)

        case .sunrise, .sunset:
            let isRise = reading.subject == .sunrise
            let day = data.forecast.days.enumerated().first { entry in
                guard case .day(let index)? = slots.first?.row else { return entry.offset == 0 }
                return entry.offset == index
            }
            guard let day, let time = isRise ? day.element.sunrise : day.element.sunset else { return (.none, [], .sunTimes) }
            return (
                .time, [Figure(isRise ? .sunrise : .sunset, row: .day(day.offset), time: time, value: Double(time), side: side)], .sunTimes
            )

        case .moon:
            guard case .day(let index)? = slots.first?.row, index < data.forecast.days.count,
                let phase = data.forecast.days[index].moonPhase
            else {
                return (.none, [], .moon)
            }
            return (.value, [Figure(.moonPhase, row: .day(index), time: data.forecast.days[index].time, value: phase, side: side)], .moon)

        case .high, .low, .temperature, .feels, .weather:
            let isDays = slots.contains { if case .day = $0.row { return true } else { return false } }
            if reading.subject == .feels, let cold = least({ $0.feels }) {
                return (.value, [figure(.feelsLike, cold, cold.feels)].compactMap { $0 }, slots.count == 1 ? .current : .lowest)
            }
            let top = isDays ? most { $0.high } : most { $0.temperature }
            let bottom = isDays ? least { $0.low } : least { $0.temperature }
            // Over several hours, the warmest and the coldest are the window's high and low.
            let highFigure = top.flatMap { figure(.high, $0, isDays ? $0.high : $0.temperature) }
            let lowFigure = bottom.flatMap { figure(.low, $0, isDays ? $0.low : $0.temperature) }
            if slots.count == 1, !isDays, reading.subject != .weather, let only = slots.first {
                return (.value, [figure(.temperature, only, only.temperature)].compactMap { $0 }, .current)
            }
            switch reading.subject {
            case .high: return (.value, [highFigure].compactMap { $0 }, .highest)
            case .low: return (.value, [lowFigure].compactMap { $0 }, .lowest)
            case .weather:
                var figures = [highFigure, lowFigure].compactMap { $0 }
                if figures.count == 2, figures[0] == figures[1] { figures.removeLast() }
                figures += precipitationFigures.prefix(1)
                if let windy = most({ $0.wind }), let wind = figure(.windSpeed, windy, windy.wind) { figures.append(wind) }
                return (.value, figures, .highest)
            default:
                var figures = [highFigure, lowFigure].compactMap { $0 }
                if figures.count == 2, figures[0] == figures[1] { figures.removeLast() }
                return (.value, figures, .highest)
            }
        }
    }

    /// A comparison: the asked side's figure against the other's.
    package static func compare(
        _ comparison: QuestionComparison, asked: [Slot], against: [Slot]
    ) -> (verdict: QuestionAnswer.Verdict, figures: [QuestionAnswer.Figure], rule: QuestionAnswer.Rule) {
        func pick(_ slots: [Slot], side: Int) -> QuestionAnswer.Figure? {
            switch comparison {
            case .warmer, .colder:
                let isDays = slots.contains { if case .day = $0.row { return true } else { return false } }
                let value: (Slot) -> Double? = { isDays ? $0.high : $0.temperature }
                guard let top = slots.filter({ value($0) != nil }).max(by: { value($0)! < value($1)! }) else { return nil }
                return QuestionAnswer.Figure(isDays ? .high : .temperature, row: top.row, time: top.time, value: value(top)!, side: side)
            case .wetter:
                guard let first = slots.first else { return nil }
                let total = slots.reduce(0) { $0 + $1.precipitation }
                return QuestionAnswer.Figure(.rain, row: first.row, time: first.time, value: total, side: side)
            case .windier:
                guard let top = slots.filter({ $0.wind != nil }).max(by: { $0.wind! < $1.wind! }) else { return nil }
                return QuestionAnswer.Figure(.windSpeed, row: top.row, time: top.time, value: top.wind!, side: side)
            }
        }
        let rule: QuestionAnswer.Rule = comparison == .wetter ? .compareRain : comparison == .windier ? .compareWind : .compareHigh
        guard let mine = pick(asked, side: 0), let theirs = pick(against, side: 1) else { return (.none, [], rule) }
        let more = comparison == .colder ? mine.value < theirs.value : mine.value > theirs.value
        return (more ? .yes : .no, [mine, theirs], rule)
    }
}
