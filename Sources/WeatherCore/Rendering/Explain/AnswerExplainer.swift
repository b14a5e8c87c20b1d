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
        self.answer = answer
        self.state = state
        var plain = style
        plain.color = false
        self.style = plain
    }

    /// The explainer of one side's data (the place asked about, or the other one).
    private func explainer(side: Int) -> Explainer? {
        var state = state
        state.weather.data = side == 1 ? answer.otherData ?? answer.data : answer.data
        return Explainer(state: state, style: style)
    }

    /// The table `explain` reads, and the row, for a figure of an answer.
    package static func figure(_ figure: QuestionAnswer.Figure) -> (ExplainFigure, ExplainQuery.Row?) {
        let row: ExplainQuery.Row?
        switch figure.row {
        case .hour(let index): row = .hour(index + 1)
        case .day(let index): row = .day(index + 1)
        case .current, .air: row = nil
        }
        func field(_ openWeather: String, _ openMeteo: String, day: (String, String)? = nil) -> ExplainFigure.Field {
            switch figure.row {
            case .hour: return .hour(openWeather: openWeather, openMeteo: openMeteo)
            case .day: return .day(openWeather: day?.0 ?? openWeather, openMeteo: day?.1 ?? openMeteo)
            case .current, .air: return .current(openWeather: openWeather, openMeteo: openMeteo)
            }
        }
        switch figure.measure {
        case .chance:
            return (
                ExplainFigure(
                    .pop, "Chance of precipitation", .chance,
                    field("pop", "precipitation_probability", day: ("pop", "precipitation_probability_max"))), row
            )
        case .temperature:
            return (ExplainFigure(.temperature, "Temperature", .temperature, field("temp", "temperature_2m")), row)
        case .high, .low:
            // A day's high and low are its own fields; over hours, the warmest and coldest hour's.
            let high = figure.measure == .high
            if case .day = figure.row {
                return (
                    ExplainFigure(
                        high ? .high : .low, high ? "High" : "Low", .temperature, field(high ? "temp.max" : "temp.min", high ? "temperature_2m_max" : "temperature_2m_min")),
                    row
                )
            }
            return (ExplainFigure(.temperature, high ? "High" : "Low", .temperature, field("temp", "temperature_2m")), row)
        case .feelsLike:
            return (
                ExplainFigure(
                    .feelsLike, "Feels like", .temperature,
                    field("feels_like", "apparent_temperature", day: ("feels_like.day", "apparent_temperature_max"))), row
            )
        case .rain:
            return (ExplainFigure(.rain, "Rain", .millimetres, field("rain.1h", "precipitation", day: ("rain", "precipitation_sum"))), row)
        case .snow:
            return (ExplainFigure(.snow, "Snow", .millimetres, field("snow.1h", "snowfall", day: ("snow", "snowfall_sum"))), row)
        case .windSpeed:
            return (
                ExplainFigure(.windSpeed, "Wind", .speed, field("wind_speed", "wind_speed_10m", day: ("wind_speed", "wind_speed_10m_max"))),
                row
            )
        case .windGust:
            return (
                ExplainFigure(.windGust, "Gusts", .speed, field("wind_gust", "wind_gusts_10m", day: ("wind_gust", "wind_gusts_10m_max"))),
                row
            )
        case .clouds:
            return (ExplainFigure(.clouds, "Clouds", .percent, field("clouds", "cloud_cover", day: ("clouds", "cloud_cover_mean"))), row)
        case .visibility:
            return (ExplainFigure(.visibility, "Visibility", .distance, field("visibility", "visibility")), row)
        case .humidity:
            return (
                ExplainFigure(
                    .humidity, "Humidity", .percent,
                    field("humidity", "relative_humidity_2m", day: ("humidity", "relative_humidity_2m_mean"))), row
            )
        case .uv:
            return (ExplainFigure(.uvi, "UV index", .uvIndex, field("uvi", "uv_index", day: ("uvi", "uv_index_max"))), row)
        case .airIndex:
            return (ExplainFigure(.aqi, "Air quality", .airIndex, .airIndex), nil)
        case .sunrise:
            return (ExplainFigure(.sunrise, "Sunrise", .time, .day(openWeather: "sunrise", openMeteo: "sunrise")), row)
        case .sunset:
            return (ExplainFigure(.sunset, "Sunset", .time, .day(openWeather: "sunset", openMeteo: "sunset")), row)
        case .moonPhase:
            return (ExplainFigure(.moonPhase, "Moon", .moonPhase, .day(openWeather: "moon_phase", openMeteo: "moon_phase")), row)
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
    package func ruleText() -> String {
        let words = style.words
        switch answer.rule {
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
