import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// An answer to a question, as text (the verdict and its figures, then the place, the hours
/// covered and the source), one line, or one JSON object.
package struct AnswerRenderer {
    package let answer: QuestionAnswer
    package let units: Units
    package let style: RenderStyle
    package let readings: Readings
    package let now: Int64
    /// The place the session shows: an answer about another ends with the command that goes there.
    package let shownPlace: Place?

    package init(answer: QuestionAnswer, units: Units, style: RenderStyle, wind: WindUnit?, now: Int64, shownPlace: Place?) {
        self.answer = answer
        self.shownPlace = shownPlace
        self.units = units
        self.style = style
        self.readings = Readings(units: units, unicode: style.unicode, wind: wind, words: style.words)
        self.now = now
    }

    private var words: Words { style.words }
    private func clock(_ data: WeatherData) -> LocalTime { data.localTime.naming(with: style.zoneNames).speaking(words) }

    // MARK: - Text

    package func text() -> String {
        var lines = [style.bold(headline())]
        lines.append(style.dim(coverage()))
        if let other = goThere() { lines.append(other) }
        return style.finish(lines.map { style.wrappedLines($0) }.joined(separator: "\n"))
    }

    /// One line: the headline and the place (`format line`).
    package func line() -> String {
        headline() + " · " + style.placeName(answer.place)
    }

    /// The verdict, then the figures that decide it.
    package func headline() -> String {
        if let reach = answer.reachesTo {
            let clock = clock(answer.data)
            return words("The forecast reaches to \(clock.shortDate(reach)); nothing is guessed beyond it.")
        }
        let subject = subjectName()
        let figures = figureTexts().joined(separator: ", ")
        switch answer.verdict {
        case .yes, .no, .likely, .unlikely:
            let verdict = verdictWord(answer.verdict)
            return figures.isEmpty ? "\(verdict) — \(subject)" : "\(verdict) — \(subject): \(figures)"
        case .value, .time:
            return figures.isEmpty ? subject : "\(subject): \(figures)"
        case .none:
            return words("\(subject): nothing in these hours decides it")
        }
    }

    /// The place, the hours covered and where the data came from.
    package func coverage() -> String {
        var parts = [style.placeName(answer.place)]
        if let other = answer.otherPlace { parts[0] += " / " + style.placeName(other) }
        parts.append(span(answer.window, data: answer.data))
        if let against = answer.againstWindow { parts[1] += " / " + span(against, data: answer.data) }
        parts.append(source(answer.data))
        if let held = answer.heldTo { parts.append(words("the forecast reaches to \(clock(answer.data).shortDate(held))")) }
        return parts.joined(separator: " · ")
    }

    /// For another place than the one shown: the command that goes there.
    private func goThere() -> String? {
        if let shownPlace, shownPlace.isSamePlace(as: answer.place) { return nil }
        return words("To go there: `location \(answer.place.displayName)`")
    }

    /// `Sun 30 Nov 10:00–24:00`, or `Sat 6 Dec – Sun 7 Dec` for whole days.
    package func span(_ window: QuestionWindow, data: WeatherData) -> String {
        let clock = clock(data)
        let from = clock.components(window.from)
        let last = clock.components(window.to - 1)
        let wholeDays = from.hour == 0 && clock.components(window.to).hour == 0
        if wholeDays {
            let first = clock.shortDate(window.from)
            let end = clock.shortDate(window.to - 1)
            return first == end ? first : "\(first) – \(end)"
        }
        let end = clock.components(window.to).hour == 0 && last.hour == 23 ? "24:00" : clock.time(window.to)
        if clock.shortDate(window.from) == clock.shortDate(window.to - 1) {
            return "\(clock.shortDate(window.from)) \(clock.time(window.from))–\(end)"
        }
        return "\(clock.shortDate(window.from)) \(clock.time(window.from)) – \(clock.shortDate(window.to - 1)) \(end)"
    }

    /// `OpenWeather, live, 3 min ago`.
    package func source(_ data: WeatherData) -> String {
        var text = data.provider.displayName + ", " + style.t(Presenter.sourceName(data.source))
        if let fetched = data.fetchedAt { text += ", " + Presenter.age(from: fetched, to: now, words: words) }
        if let note = data.note { text += " (\(TerminalSafety.sanitize(note)))" }
        return text
    }

    // MARK: - Words

    private func verdictWord(_ verdict: QuestionAnswer.Verdict) -> String {
        switch verdict {
        // translatable: answer (first)
        case .yes: return words.word("Yes", context: "answer")
        case .no: return words.word("No", context: "answer")
        case .likely: return words.word("Likely", context: "answer")
        case .unlikely: return words.word("Unlikely", context: "answer")
        // end translatable
        default: return ""
        }
    }

    /// What the answer is about, as its headline names it.
    package func subjectName() -> String {
        if let comparison = answer.reading.compare {
            switch comparison {
            // translatable: answer (first)
            case .warmer: return words.word("warmer", context: "answer")
            case .colder: return words.word("colder", context: "answer")
            case .wetter: return words.word("wetter", context: "answer")
            case .windier: return words.word("windier", context: "answer")
            // end translatable
            }
        }
        let reading = answer.reading
        if reading.subject.isPrecipitation, reading.subject != .umbrella {
            if reading.aspect == .start { return words.word(startName(reading.subject), context: "answer") }
            if reading.aspect == .stop { return words.word(stopName(reading.subject), context: "answer") }
        }
        switch reading.subject {
        // translatable: answer (first)
        case .weather: return words.word("Weather", context: "answer")
        case .temperature: return words.word("Temperature", context: "answer")
        case .high: return words.word("High", context: "answer")
        case .low: return words.word("Low", context: "answer")
        case .feels: return words.word("Feels like", context: "answer")
        case .rain: return words.word("rain", context: "answer")
        case .snow: return words.word("snow", context: "answer")
        case .drizzle: return words.word("drizzle", context: "answer")
        case .storm: return words.word("thunderstorms", context: "answer")
        case .wind: return words.word("windy", context: "answer")
        case .gust: return words.word("gusty", context: "answer")
        case .sun: return words.word("sunny", context: "answer")
        case .cloud: return words.word("cloudy", context: "answer")
        case .fog: return words.word("fog", context: "answer")
        case .humidity: return words.word("Humidity", context: "answer")
        case .uv: return words.word("UV index", context: "answer")
        case .air: return words.word("Air quality", context: "answer")
        case .sunrise: return words.word("Sunrise", context: "answer")
        case .sunset: return words.word("Sunset", context: "answer")
        case .moon: return words.word("Moon", context: "answer")
        case .umbrella: return words.word("take an umbrella", context: "answer")
        case .coat: return words.word("take a coat", context: "answer")
        case .sunscreen: return words.word("wear sunscreen", context: "answer")
        case .run: return words.word("good for a run", context: "answer")
        case .bike: return words.word("good for a bike ride", context: "answer")
        case .washing: return words.word("good for drying washing", context: "answer")
        // end translatable
        }
    }

    private func startName(_ subject: QuestionSubject) -> String {
        switch subject {
        // translatable: answer (first)
        case .snow: return "Snow starts"
        case .storm: return "Thunderstorms start"
        default: return "Rain starts"
        // end translatable
        }
    }

    private func stopName(_ subject: QuestionSubject) -> String {
        switch subject {
        // translatable: answer (first)
        case .snow: return "Snow stops"
        case .storm: return "Thunderstorms stop"
        default: return "Rain stops"
        // end translatable
        }
    }

    /// Each deciding figure with its time: `chance 82% at 15:00`, `rain 1.2 mm 14:00–18:00`.
    package func figureTexts() -> [String] {
        var texts: [String] = []
        let figures = answer.figures
        // Amounts of rain or snow are summed over the hours they fall in.
        let amounts = figures.filter { $0.measure == .rain || $0.measure == .snow }
        for figure in figures where figure.measure != .rain && figure.measure != .snow {
            texts.append(describe(figure))
        }
        if !amounts.isEmpty || answer.rule == .precipitation || answer.rule == .umbrella || answer.rule == .compareRain {
            if answer.rule == .compareRain {
                texts = amounts.map { "\(readings.fixed($0.value, 1)) \(readings.unit("mm")) \(when($0))" }
            } else {
                let total = amounts.reduce(0) { $0 + $1.value }
                let label = amounts.first?.measure == .snow ? words.word("snow", context: "answer") : words.word("rain", context: "answer")
                var text = "\(label) \(readings.fixed(total, 1)) \(readings.unit("mm"))"
                if let first = amounts.first, let last = amounts.last {
                    text += " " + hours(from: first, to: last)
                }
                texts.append(text)
            }
        }
        if answer.rule == .sun || answer.rule == .cloud, !figures.isEmpty {
            let average = figures.reduce(0) { $0 + $1.value } / Double(figures.count)
            return [words("clouds \(readings.fixed(average, 0)) % on average")]
        }
        if answer.rule == .washing {
            let humid = figures.filter { $0.measure == .humidity }
            let average = humid.isEmpty ? 0 : humid.reduce(0) { $0 + $1.value } / Double(humid.count)
            return figures.filter { $0.measure == .chance }.map(describe) + [words("humidity \(readings.fixed(average, 0)) % on average")]
        }
        return texts
    }

    /// One figure: its name, value and time.
    private func describe(_ figure: QuestionAnswer.Figure) -> String {
        let value = valueText(figure)
        let time = when(figure)
        switch figure.measure {
        case .chance: return words("chance \(value) \(time)")
        case .temperature: return "\(value) \(time)"
        case .high: return words("high \(value) \(time)")
        case .low: return words("low \(value) \(time)")
        case .feelsLike: return words("feels like \(value) \(time)")
        case .windSpeed: return words("wind \(value) \(time)")
        case .windGust: return words("gusts \(value) \(time)")
        case .clouds: return words("clouds \(value) \(time)")
        case .visibility: return words("visibility \(value) \(time)")
        case .humidity: return "\(value) \(time)"
        case .uv: return words("UV \(value) \(time)")
        case .airIndex: return value
        case .sunrise, .sunset: return value
        case .moonPhase: return value
        case .rain, .snow: return "\(value) \(time)"
        }
    }

    /// A figure's value in the session's units.
    package func valueText(_ figure: QuestionAnswer.Figure) -> String {
        switch figure.measure {
        case .temperature, .feelsLike, .high, .low: return readings.temperature(figure.value)
        case .chance: return readings.chance(figure.value)
        case .rain, .snow: return readings.fixed(figure.value, 1) + " " + readings.unit("mm")
        case .windSpeed, .windGust: return readings.speed(figure.value)
        case .clouds, .humidity: return readings.percent(figure.value)
        case .visibility: return readings.distance(figure.value)
        case .uv: return readings.fixed(figure.value, 1)
        case .airIndex:
            let index = Int(figure.value)
            return "\(index) (\(style.airQuality(AirQuality.label(index))))"
        case .sunrise, .sunset:
            let data = figure.side == 1 ? answer.otherData ?? answer.data : answer.data
            return clock(data).time(Int64(figure.value))
        case .moonPhase: return MoonPhase(fraction: figure.value)?.sentence(in: words) ?? readings.fixed(figure.value, 2)
        }
    }

    /// `at 15:00`, `on Mon 1 Dec`, `now`; a comparison's side names its place or day.
    private func when(_ figure: QuestionAnswer.Figure) -> String {
        let data = figure.side == 1 && answer.otherData != nil ? answer.otherData! : answer.data
        let clock = clock(data)
        var text: String
        switch figure.row {
        // translatable: answer (first)
        case .current, .air: text = words.word("now", context: "answer")
        // end translatable
        case .hour: text = words("at \(clock.time(figure.time))")
        case .day: text = words("on \(clock.shortDate(figure.time))")
        }
        if answer.reading.compare != nil, answer.otherPlace != nil {
            let place = figure.side == 1 ? answer.otherPlace! : answer.place
            text = "\(style.placeName(place)) " + text
        }
        return text
    }

    /// `14:00–18:00` for hours, `Mon 1 Dec – Tue 2 Dec` for days, the one time for one.
    private func hours(from first: QuestionAnswer.Figure, to last: QuestionAnswer.Figure) -> String {
        let clock = clock(answer.data)
        if first == last { return when(first) }
        switch first.row {
        case .day: return "\(clock.shortDate(first.time)) – \(clock.shortDate(last.time))"
        default: return "\(clock.time(first.time))–\(clock.time(last.time + 3600))"
        }
    }

    // MARK: - JSON

    /// `{"answer":{"question","understood":{…},"verdict","text","figures":[…],"source"}}`.
    package func json(paths: [String?]) -> JSONValue {
        let clock = clock(answer.data)
        var understood: [(String, JSONValue)] = [
            ("subject", .string(answer.reading.subject.rawValue)),
            ("place", .string(answer.place.displayName)),
            ("from", .string(clock.iso8601(answer.window.from))),
            ("to", .string(clock.iso8601(answer.window.to)))
        ]
        if let comparison = answer.reading.compare {
            var against: [(String, JSONValue)] = [("comparison", .string(comparison.rawValue))]
            if let other = answer.otherPlace { against.append(("place", .string(other.displayName))) }
            if let window = answer.againstWindow {
                against.append(("from", .string(clock.iso8601(window.from))))
                against.append(("to", .string(clock.iso8601(window.to))))
            }
            understood.append(("compare", .object(against)))
        } else {
            understood.append(("compare", .null))
        }
        let figures: [JSONValue] = answer.figures.enumerated().map { index, figure in
            let data = figure.side == 1 && answer.otherData != nil ? answer.otherData! : answer.data
            return .object([
                ("field", paths.indices.contains(index) ? paths[index].map(JSONValue.string) ?? .null : .null),
                ("measure", .string(figure.measure.rawValue)),
                ("time", .string(self.clock(data).iso8601(figure.time))),
                ("value", jsonValue(figure)),
                ("unit", .string(unitName(figure)))
            ])
        }
        var source: [(String, JSONValue)] = [
            ("provider", .string(answer.data.provider.rawValue)), ("origin", .string(answer.data.source.rawValue))
        ]
        if let fetched = answer.data.fetchedAt { source.append(("fetched", .string(clock.iso8601(fetched)))) }
        var object: [(String, JSONValue)] = [
            ("question", .string(answer.request.text)),
            ("understood", .object(understood)),
            ("verdict", .string(answer.verdict.rawValue)),
            ("text", .string(headline())),
            ("figures", .array(figures)),
            ("rule", .string(answer.rule.rawValue)),
            ("source", .object(source))
        ]
        if let reach = answer.reachesTo { object.append(("reaches_to", .string(clock.iso8601(reach)))) }
        return .object([("answer", .object(object))])
    }

    private func jsonValue(_ figure: QuestionAnswer.Figure) -> JSONValue {
        switch figure.measure {
        case .temperature, .feelsLike, .high, .low: return readings.temperatureValue(figure.value)
        case .windSpeed, .windGust: return readings.speedValue(figure.value)
        case .visibility: return readings.distanceValue(figure.value)
        case .chance: return .number(Measure.clean(figure.value * 100))
        case .sunrise, .sunset: return .string(clock(answer.data).iso8601(Int64(figure.value)))
        default: return .number(Measure.clean(figure.value))
        }
    }

    private func unitName(_ figure: QuestionAnswer.Figure) -> String {
        switch figure.measure {
        case .temperature, .feelsLike, .high, .low: return units == .standard ? "K" : units.temperatureSymbol
        case .windSpeed, .windGust: return readings.wind.symbol
        case .visibility: return units.distanceSymbol
        case .chance, .clouds, .humidity: return "%"
        case .rain, .snow: return "mm"
        case .uv: return "UV index"
        case .airIndex: return "AQI (1-5)"
        case .sunrise, .sunset: return "time"
        case .moonPhase: return "lunation"
        }
    }
}
