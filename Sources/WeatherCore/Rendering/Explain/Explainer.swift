import CoreModel
import CoreProviders
import CoreState
import CoreSupport
import FoundationEssentials

/// `explain`: a figure of the current tab traced back to its source. It reads the same model
/// values and calls the same formatting functions as the tab, so the value it explains is the
/// value shown; the path, the raw value and its unit come from the answer itself.
package struct Explainer {
    package let data: WeatherData
    package let tab: WeatherTab
    package let units: Units
    package let style: RenderStyle
    package let renderer: TabRenderer
    /// The icons setting, whether pictures are drawn, whether wxsh is offline: how the icon is drawn.
    package let icons: IconChoice
    package let charts: Bool
    package let offline: Bool
    /// The icon images asked for this run, by icon code, and whether this terminal shows images.
    package var iconImages: [String: IconImageFetch] = [:]
    package var imageTerminal = false

    package init?(state: SessionState, style: RenderStyle) {
        guard let data = state.data else { return nil }
        var plain = style
        plain.color = false
        self.data = data
        self.tab = state.tab
        self.units = state.units
        self.style = plain
        self.renderer = TabRenderer(data: data, units: state.units, style: plain, wind: state.windUnit)
        self.icons = state.weather.icons
        self.charts = state.weather.charts
        self.offline = state.weather.mode == .offline
    }

    /// The explanation of the figure asked for, or the list of the tab's figures; text or one
    /// JSON object. The session has checked that what is asked for exists.
    package static func render(
        _ query: ExplainQuery, state: SessionState, style: RenderStyle, json: Bool, iconImages: [String: IconImageFetch] = [:],
        imageTerminal: Bool = false
    ) -> String {
        var state = state
        var query = query
        // A date's day: the dated weather of that day, as the forecast tab's only row.
        if let text = query.date, let date = CivilDate(iso: text), let dated = state.weather.dated {
            state.weather.data = dated.limited(to: DateRange(date)).weatherData
            state.weather.tab = .forecast
            query.row = .day(1)
        }
        guard var explainer = Explainer(state: state, style: style) else { return "" }
        explainer.iconImages = iconImages
        explainer.imageTerminal = imageTerminal
        let row = query.row ?? ExplainQuery.defaultRow(for: state.tab)
        let figures = available(ExplainFigure.figures(tab: state.tab, row: row), in: explainer.data)
        guard let name = query.figure else {
            let explanations = figures.map { explainer.explain($0, row: row) }
            return json ? explainer.listJSON(explanations, row: row).serialized : explainer.listText(explanations, row: row)
        }
        guard let figure = figures.first(where: { $0.isNamed(name, words: style.words) }) else { return "" }
        let explanation = explainer.explain(figure, row: row)
        return json ? explainer.json(explanation).serialized : explainer.text(explanation)
    }

    /// The figures the data can have: the European AQI only where the provider sends one.
    package static func available(_ figures: [ExplainFigure], in data: WeatherData) -> [ExplainFigure] {
        figures.filter { figure in
            if case .europeanIndex = figure.field { return data.air?.europeanIndex != nil }
            return true
        }
    }

    // MARK: - One figure

    /// What `explain` says of one figure.
    package struct Explanation {
        package let figure: ExplainFigure
        package let row: ExplainQuery.Row?
        package let label: String
        package let shown: String
        /// `forecast` or `air quality`: the answer it is in.
        package let document: String
        package let path: String?
        /// The raw value as written in the answer (the next hour: how many values); null when the
        /// answer has none.
        package let raw: JSONValue
        package let rawText: String?
        package let rawUnit: String?
        /// Where the raw unit is stated.
        package let unitSource: String?
        package let steps: [ExplainStep]
        package let origin: AnswerOrigin
        /// Where the answer would have it when it has not (`current.wind_gust`).
        package let expectedPath: String?
        /// The other fields it is made from (`timezone_offset`), with their text in the answer.
        package let more: [(path: String, text: String)]
        /// The Swift properties of the provider's wire type it is decoded into, and of wxsh's
        /// model it is kept in.
        package let decoded: [SwiftProperty]
        package let kept: [SwiftProperty]
    }

    package func explain(_ figure: ExplainFigure, row: ExplainQuery.Row?) -> Explanation {
        let air = isAir(figure)
        let documentBytes = air ? data.raw.air : data.raw.forecast
        let path = self.path(figure, row: row, document: documentBytes)
        let rawText = path.flatMap { path in documentBytes.flatMap { Explainer.text(at: path, in: $0) } }
        let rawUnit = self.rawUnit(figure, row: row, document: documentBytes)
        let value = modelValue(figure, row: row)
        var raw: JSONValue = .null
        // A value the answer has as `null` is missing: null, as `raw` prints it, with no steps.
        let isNull = rawText == "null"
        if let rawText, !isNull {
            if let number = Double(rawText) {
                raw = .number(number)
            } else if case .airIndex = figure.field, let documentBytes {
                raw = .object(
                    ExplainFigure.openMeteoPollutants.compactMap { name in
                        Explainer.text(at: "current.\(name)", in: documentBytes).flatMap(Double.init).map { (name, JSONValue.number($0)) }
                    })
            } else if case .nextHour = figure.field {
                raw = .string("(\(Explainer.count(rawText)) values)")
            } else {
                raw = .string(rawText)
            }
        }
        return Explanation(
            figure: figure, row: row, label: label(figure), shown: shown(figure, row: row, value: value),
            document: air ? "air quality" : "forecast", path: rawText == nil ? nil : path, raw: raw, rawText: rawText,
            rawUnit: rawUnit?.unit, unitSource: rawUnit?.source,
            steps: (rawText == nil || isNull) && value == nil ? [] : steps(figure, rawUnit: rawUnit?.unit, value: value),
            origin: origin(air: air), expectedPath: path,
            more: morePaths(figure).compactMap { path in documentBytes.flatMap { Explainer.text(at: path, in: $0) }.map { (path, $0) } },
            decoded: data.note == nil ? wireProperties(figure, row: row) : [], kept: modelProperties(figure, row: row))
    }

    package func isAir(_ figure: ExplainFigure) -> Bool {
        switch figure.field {
        case .component, .airIndex, .europeanIndex: return true
        default: return false
        }
    }

    /// The label as the tab shows it.
    package func label(_ figure: ExplainFigure) -> String {
        let text = style.t(figure.label)
        guard style.unicode, case .component = figure.field else { return text }
        return renderer.components(AirQuality.Components()).first { $0.key == figure.key.rawValue }?.label ?? text
    }

    // MARK: - The model's value, shown as the tab shows it

    package var current: Forecast.Reading? { data.forecast.current }

    package func hour(_ row: ExplainQuery.Row?) -> Forecast.Reading? {
        guard case .hour(let number)? = row, data.forecast.hours.indices.contains(number - 1) else { return nil }
        return data.forecast.hours[number - 1]
    }

    package func day(_ row: ExplainQuery.Row?) -> Forecast.Day? {
        guard case .day(let number)? = row else { return data.forecast.days.first }
        return data.forecast.days.indices.contains(number - 1) ? data.forecast.days[number - 1] : nil
    }

    /// A reading's figure (the current one's, or an hour's), in the model's units.
    package static func value(of reading: Forecast.Reading?, _ key: FigureKey) -> Double? {
        guard let reading else { return nil }
        switch key {
        case .time: return Double(reading.time)
        case .temperature: return reading.temperature
        case .feelsLike: return reading.feelsLike
        case .humidity: return reading.humidity
        case .pressure: return reading.pressure
        case .visibility: return reading.visibility
        case .uvi: return reading.uvIndex
        case .dewPoint: return reading.dewPoint
        case .clouds: return reading.clouds
        case .windSpeed: return reading.wind.speed
        case .windDirection: return reading.wind.direction
        case .windGust: return reading.wind.gust
        case .rain: return reading.rain
        case .snow: return reading.snow
        case .pop: return reading.precipitationChance
        default: return nil
        }
    }

    /// The value in wxsh's model (°C, m/s, hPa, metres, 0–1), as the tab reads it.
    package func modelValue(_ figure: ExplainFigure, row: ExplainQuery.Row?) -> Double? {
        let reading = current
        switch figure.field {
        case .current:
            return Explainer.value(of: reading, figure.key)
        case .sun: return (figure.key == .sunrise ? reading?.sunrise : reading?.sunset).map(Double.init)
        case .today, .day:
            let day = day(row)
            switch figure.key {
            case .high: return day?.high
            case .low: return day?.low
            case .rain: return day?.rain
            case .snow: return day?.snow
            case .windSpeed: return day?.wind.speed
            case .windGust: return day?.wind.gust
            case .clouds: return day?.clouds
            case .humidity: return day?.humidity
            case .uvi: return day?.uvIndex
            case .feelsLike: return day?.feelsLike?.day
            case .sunrise: return day?.sunrise.map(Double.init)
            case .sunset: return day?.sunset.map(Double.init)
            case .moonPhase: return day?.moonPhase
            default: return day?.precipitationChance
            }
        case .hour:
            return Explainer.value(of: hour(row), figure.key)
        case .component:
            guard let components = data.air?.components else { return nil }
            return renderer.components(components).first { $0.key == figure.key.rawValue }?.value
        case .airIndex: return data.air.map { Double($0.index) }
        case .europeanIndex: return data.air?.europeanIndex.map(Double.init)
        case .nextHour, .conditions, .icon, .place: return nil
        case .observed: return data.forecast.observed.map(Double.init)
        }
    }

    /// The value as the tab shows it, by the tab's own formatting functions.
    package func shown(_ figure: ExplainFigure, row: ExplainQuery.Row?, value: Double?) -> String {
        let readings = renderer.readings
        switch figure.quantity {
        case .temperature: return readings.temperature(value)
        case .shortTemperature: return readings.shortTemperature(value)
        case .speed: return readings.speed(value)
        case .direction: return value.map(style.compass) ?? "—"
        case .percent: return readings.percent(value)
        case .pressure: return readings.pressure(value)
        case .distance: return readings.distance(value)
        case .uvIndex: return value.map { style.number(Measure.trimmed($0, decimals: 1)) } ?? "—"
        case .time: return value.map { renderer.clock.time(Int64($0)) } ?? "—"
        case .chance: return readings.chance(value)
        case .airIndex: return data.air.map { "\($0.index) \(style.airQuality($0.indexName))" } ?? "—"
        case .europeanIndex: return data.air?.europeanIndex.map { "\($0)" } ?? "—"
        case .concentration: return value.map { style.number(Measure.fixed($0, decimals: 2)) + " " + readings.micrograms } ?? "—"
        case .nextHour: return renderer.nowcast?.summary(time: renderer.clock.time, words: style.words) ?? "—"
        case .millimetres: return value.map { readings.fixed($0, 1) + " " + readings.unit("mm") } ?? "—"
        case .moonPhase: return value.flatMap { MoonPhase(fraction: $0)?.sentence(in: style.words) } ?? "—"
        case .conditions: return style.sentence(current?.conditions.primary)
        case .icon: return current?.conditions.primary.map { WeatherIcon.glyph($0.icon, unicode: style.unicode) } ?? "—"
        case .dateTime:
            guard let time = value.map(Int64.init) else { return "—" }
            let clock = renderer.clock
            return "\(clock.date(time)), \(clock.time(time)) \(clock.zoneName(time))"
        case .place: return renderer.placeName
        }
    }

    // MARK: - Where it came from

    /// The answer's request as far as it is known: from what the fetch kept, else from the data.
    package func origin(air: Bool) -> AnswerOrigin {
        if let kept = air ? data.raw.airOrigin : data.raw.forecastOrigin { return kept }
        let arrival: AnswerOrigin.Arrival
        switch data.source {
        case .bundled: arrival = .bundled
        case .file: arrival = .file
        case .live: arrival = .live
        case .cache: arrival = .cache
        }
        // `origin` is the forecast's request, the file it was read from, or the bundled data's folder.
        var url = air && data.source != .file && data.source != .bundled ? nil : data.origin
        if data.source == .bundled, let folder = data.origin {
            url = Path.appending(air ? BundledData.airPollutionFile : BundledData.forecastFile, to: folder)
        }
        return AnswerOrigin(arrival: arrival, url: url, receivedAt: data.fetchedAt)
    }

    // MARK: - JSON text

    /// The text of the value at `path` in `document`, as written there.
    package static func text(at path: String, in document: Data) -> String? {
        guard let parsed = JSONPath(path), case .success(let span) = parsed.span(in: document) else { return nil }
        let text = String(
            decoding: document.subdata(in: (span.lowerBound + document.startIndex)..<(span.upperBound + document.startIndex)), as: UTF8.self
        )
        // A string as its text (`"m\/s"` is `m/s`).
        if text.hasPrefix("\"") {
            return try? JSONDecoder().decode(String.self, from: Data(text.utf8))
        }
        return text
    }

    /// How many values an array's text holds (its commas at the top level, plus one).
    package static func count(_ array: String) -> Int {
        var depth = 0
        var commas = 0
        for character in array {
            switch character {
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case "," where depth == 1: commas += 1
            default: break
            }
        }
        return array.contains(where: \.isNumber) || array.contains("null") ? commas + 1 : 0
    }
}
