import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// `explain` just after an answer: each figure that decided it, traced as `explain` traces a
/// figure of a tab (field, raw value, steps, request), and the rule that turned them into the
/// verdict.
package struct AnswerExplainer {
    package let answer: QuestionAnswer
    package let state: SessionState
    package let style: RenderStyle

    package init(answer: QuestionAnswer, state: SessionState, style: RenderStyle) {
        var plain = style
        plain.color = false
        (self.answer, self.state, self.style) = (answer, state, plain)
    }

    /// The explainer of one side's data (the place asked about, or the other one).
    private func explainer(side: Int) -> Explainer? {
        var state = state
        state.weather.data = side == 1 ? answer.otherData ?? answer.data : answer.data
        return Explainer(state: state, style: style)
    }

    /// Where each measure of an answer is in the answers: its key, label and quantity, and its
    /// fields (OpenWeather's and Open-Meteo's) in an hour or the current reading, then in a day.
    /// Over hours, `high` and `low` are the warmest and coldest hour's temperature.
    // translatable: (first) — each measure's label
    static let fields: [QuestionAnswer.Measure: (FigureKey, Phrase, ExplainFigure.Quantity, [String])] = [
        .chance: (.pop, "Chance of precipitation", .chance, ["pop", "precipitation_probability", "pop", "precipitation_probability_max"]),
        .temperature: (.temperature, "Temperature", .temperature, ["temp", "temperature_2m", "temp.day", "temperature_2m_max"]),
        .high: (.high, "High", .temperature, ["temp", "temperature_2m", "temp.max", "temperature_2m_max"]),
        .low: (.low, "Low", .temperature, ["temp", "temperature_2m", "temp.min", "temperature_2m_min"]),
        .feelsLike: (
            .feelsLike, "Feels like", .temperature, ["feels_like", "apparent_temperature", "feels_like.day", "apparent_temperature_max"]
        ),
        .rain: (.rain, "Rain", .millimetres, ["rain.1h", "precipitation", "rain", "precipitation_sum"]),
        .snow: (.snow, "Snow", .millimetres, ["snow.1h", "snowfall", "snow", "snowfall_sum"]),
        .windSpeed: (.windSpeed, "Wind", .speed, ["wind_speed", "wind_speed_10m", "wind_speed", "wind_speed_10m_max"]),
        .windGust: (.windGust, "Gusts", .speed, ["wind_gust", "wind_gusts_10m", "wind_gust", "wind_gusts_10m_max"]),
        .clouds: (.clouds, "Clouds", .percent, ["clouds", "cloud_cover", "clouds", "cloud_cover_mean"]),
        .visibility: (.visibility, "Visibility", .distance, ["visibility", "visibility", "visibility", "visibility"]),
        .humidity: (.humidity, "Humidity", .percent, ["humidity", "relative_humidity_2m", "humidity", "relative_humidity_2m_mean"]),
        .uv: (.uvi, "UV index", .uvIndex, ["uvi", "uv_index", "uvi", "uv_index_max"]),
        .sunrise: (.sunrise, "Sunrise", .time, ["sunrise", "sunrise", "sunrise", "sunrise"]),
        .sunset: (.sunset, "Sunset", .time, ["sunset", "sunset", "sunset", "sunset"]),
        .moonPhase: (.moonPhase, "Moon", .moonPhase, ["moon_phase", "moon_phase", "moon_phase", "moon_phase"])
    ]
    // end translatable

    /// The table `explain` reads, and the row, for a figure of an answer.
    package static func figure(_ figure: QuestionAnswer.Figure) -> (ExplainFigure, ExplainQuery.Row?) {
        guard figure.measure != .airIndex, let (key, label, quantity, names) = fields[figure.measure] else {
            return (ExplainFigure(.aqi, "Air quality", .airIndex, .airIndex), nil)
        }
        switch figure.row {
        case .hour(let index):
            // Over hours, the warmest and coldest hour are temperatures.
            let hourKey = key == .high || key == .low ? FigureKey.temperature : key
            return (ExplainFigure(hourKey, label, quantity, .hour(openWeather: names[0], openMeteo: names[1])), .hour(index + 1))
        case .day(let index):
            return (ExplainFigure(key, label, quantity, .day(openWeather: names[2], openMeteo: names[3])), .day(index + 1))
        case .current, .air:
            let currentKey = key == .high || key == .low ? FigureKey.temperature : key
            return (ExplainFigure(currentKey, label, quantity, .current(openWeather: names[0], openMeteo: names[1])), nil)
        }
    }

    /// Each figure's explanation, in the answer's order.
    package func explanations() -> [(Explainer, Explainer.Explanation)] {
        answer.figures.compactMap { figure in
            guard let explainer = explainer(side: figure.side) else { return nil }
            let (table, row) = AnswerExplainer.figure(figure)
            return (explainer, explainer.explain(table, row: row))
        }
    }

    /// Each figure's path in its answer (`hourly[14].pop`), for the answer's JSON.
    package func paths() -> [String?] { explanations().map { $0.1.path } }

    package func text() -> String {
        let renderer = AnswerRenderer(
            answer: answer, units: state.weather.units, style: style, wind: state.weather.windUnit, now: 0, shownPlace: nil)
        var lines = style.wrappedRow(style.t("Answer"), renderer.headline())
        lines += style.wrappedRow(style.t("Rule"), ruleText())
        var blocks = [lines.joined(separator: "\n")]
        for (explainer, explanation) in explanations() { blocks.append(explainer.text(explanation)) }
        return style.finish(blocks.joined(separator: "\n\n"))
    }

    package func json() -> JSONValue {
        .object([
            (
                "explained_answer",
                .object([
                    ("verdict", .string(answer.verdict.rawValue)),
                    ("rule", .string(answer.rule.rawValue)),
                    ("rule_text", .string(ruleText())),
                    ("figures", .array(explanations().map { $0.0.json($0.1) }))
                ])
            )
        ])
    }

    /// The rule as `help ask` states it.
    package func ruleText() -> String { Self.ruleText(answer.rule, words: style.words) }

    /// A rule as `help ask` states it, in the session's language. The thresholds are written out
    /// for the translators; `AnswerRuleTextTests` checks that they are `AnswerRules`' own.
    package static func ruleText(_ rule: QuestionAnswer.Rule, words: Words) -> String {
        switch rule {
        case .precipitation: return words("likely when the chance of precipitation in the window reaches 40% or 0.5 mm falls in it")
        case .snow: return words("likely when snow is in the conditions and precipitation is likely, or 0.5 mm of snow falls")
        case .storm: return words("likely when thunder is in the conditions of an hour or day of the window")
        case .umbrella: return words("yes when the chance of precipitation in the window reaches 40% or 0.5 mm falls in it")
        case .coat: return words("yes when it feels colder than 12 °C or precipitation is likely")
        case .sunscreen: return words("yes when the UV index reaches 3")
        case .run: return words("yes when it is dry (chance under 30%), feels 5–25 °C and the wind is under 8 m/s")
        case .bike: return words("yes when it is dry (chance under 30%), feels 5–25 °C, the wind is under 6 m/s and gusts under 11 m/s")
        case .washing: return words("yes when the chance stays under 20% and humidity averages under 80%")
        case .wind: return words("yes from a wind of 8 m/s or gusts of 13 m/s")
        case .gust: return words("yes from gusts of 13 m/s")
        case .sun: return words("yes when clouds average 30% or less")
        case .cloud: return words("yes when clouds average 70% or more")
        case .fog: return words("yes when visibility falls under 1,000 m or fog is in the conditions")
        case .highest: return words("the highest value in the window (and the lowest, where both are shown)")
        case .lowest: return words("the lowest value in the window")
        case .average: return words("the average over the window")
        case .current: return words("the value for the hour asked")
        case .first: return words("the first hour whose chance reaches 40% or where 0.1 mm falls (for a stop: the first dry hour after it)")
        case .compareHigh: return words("yes when the highest temperature asked about is above the other (colder: below)")
        case .compareRain: return words("yes when more rain and snow fall in what is asked about than in the other")
        case .compareWind: return words("yes when the strongest wind asked about is stronger than the other")
        case .sunTimes: return words("the time the forecast gives for that day")
        case .moon: return words("the day's moon phase: 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter")
        case .airIndex: return words("the air quality index now, 1 good to 5 very poor")
        }
    }
}
