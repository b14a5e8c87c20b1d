import CoreFinance
import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// Turns a `View` into the text the shell prints, in the session's format and the terminal's style.
package struct Presenter: Sendable {
    package var style: RenderStyle
    /// The current time, seconds since 1970, for the age of data.
    package var now: Int64
    /// Files wxsh uses, by what they are for (shown by `status`).
    package var files: [(String, String)]
    /// Whether output goes to a terminal: text views of Open-Meteo's data then end with its attribution.
    package var outputIsTerminal: Bool
    /// The tabs rendered already for the data on show (the shell keeps one for the session).
    package var cache: RenderCache?
    /// The icon images asked for this run, by icon code, and whether the terminal shows images:
    /// what `explain icon` says of the Image call.
    package var iconImages: [String: IconImageFetch] = [:]
    package var imageTerminal = false

    package init(
        style: RenderStyle, now: Int64, files: [(String, String)] = [], outputIsTerminal: Bool = false, cache: RenderCache? = nil
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.cache = cache
        self.style = style
        self.now = now
        self.files = files
    }

    /// The view as it should be printed: lines of text, or one line of JSON; no trailing newline.
    package func render(_ view: View, state: SessionState) -> String {
        var style = self.style
        style.charts = state.weather.charts
        style.words = state.words
        style.icons = state.weather.icons.resolved(showsImages: style.showsImages)
        let json = state.format == .json
        if state.format == .line, let line = line(view, state: state, style: style) { return line }
        switch view {
        case .alerts:
            guard let data = state.weather.data else { return "" }
            let renderer = AlertsRenderer(data: data, units: state.weather.units, style: style)
            return json ? renderer.json().serialized : renderer.text()
        case .compactHourly:
            guard let data = state.weather.data else { return "" }
            return cached(.hourly, compact: true, json: json, data: data, state: state, style: style) {
                let renderer = TabRenderer(data: data, units: state.weather.units, style: style)
                return json ? renderer.json(.hourly).serialized : renderer.text(.hourly, compact: true)
            }
        case .tab(let tab):
            guard let data = state.weather.data else {
                // The session reports missing data as an error before asking for a tab.
                return json ? JSONValue.object([("tab", .string(tab.rawValue)), ("error", .string("no data"))]).serialized : ""
            }
            return cached(tab, compact: false, json: json, data: data, state: state, style: style) {
                let renderer = TabRenderer(data: data, units: state.weather.units, style: style, wind: state.weather.windUnit)
                return json ? renderer.json(tab).serialized : attributed(renderer.text(tab), data)
            }
        case .help(let topic):
            return json
                ? HelpText.json(topic: topic, app: state.app, currency: state.currency).serialized
                : HelpText.text(topic: topic, app: state.app, style: style, currency: state.currency)
        case .financeTab:
            return json
                ? FinanceRenderer.json(state.finance, currency: state.currency).serialized
                : style.finish(FinanceRenderer.text(state.finance, width: style.width, currency: state.currency, words: style.words))
        case .rain:
            guard let data = state.weather.data else { return "" }
            let renderer = TabRenderer(data: data, units: state.weather.units, style: style, wind: state.weather.windUnit)
            return json ? renderer.rainJSON().serialized : attributed(renderer.rainText(), data)
        case .searchResults(let query, let places):
            return json
                ? PlaceListText.searchJSON(query: query, places: places, language: style.words.language).serialized
                : PlaceListText.search(query: query, places: places, style: style)
        case .placeChoices(let places):
            return json
                ? PlaceListText.choicesJSON(places, language: style.words.language).serialized : PlaceListText.choices(places, style: style)
        case .map(let picture):
            let renderer = MapRenderer(picture: picture, style: style)
            return json ? renderer.json().serialized : renderer.text()
        case .day(let number):
            guard let data = state.weather.data else { return "" }
            let renderer = DayRenderer(data: data, units: state.weather.units, style: style, wind: state.weather.windUnit)
            return json ? renderer.json(day: number).serialized : attributed(renderer.text(day: number), data)
        case .datedDay(let date, let number):
            guard let dated = state.weather.dated else { return "" }
            let renderer = PastDayRenderer(weather: dated, units: state.weather.units, style: style, wind: state.weather.windUnit)
            return json ? renderer.json(date, number: number).serialized : renderer.text(date, number: number)
        case .history:
            guard let dated = state.weather.dated else { return "" }
            let renderer = HistoryRenderer(weather: dated, units: state.weather.units, style: style, wind: state.weather.windUnit)
            return json ? renderer.json().serialized : renderer.text()
        case .longForecast(let days):
            guard let dated = state.weather.dated else { return "" }
            // Said as of the data on screen, as the forecast tab is.
            var data = dated.weatherData
            data.forecast.current = state.weather.data?.forecast.current
            var renderer = TabRenderer(data: data, units: state.weather.units, style: style, wind: state.weather.windUnit)
            renderer.forecastDays = days
            return json ? renderer.json(.forecast).serialized : renderer.text(.forecast)
        case .savedPlaces(let summaries):
            if state.format == .line { return PlaceWeatherList.lines(summaries, units: state.weather.units, now: now, style: style) }
            return json
                ? PlaceWeatherList.json(summaries, units: state.weather.units, now: now, language: style.words.language).serialized
                : PlaceWeatherList.text(summaries, units: state.weather.units, now: now, style: style)
        case .financeMessage(let outcome):
            let text = FinanceRenderer.message(for: outcome, in: state.finance, currency: state.currency, words: style.words) ?? ""
            return json ? JSONValue.object([("message", .string(text))]).serialized : style.finish(style.wrappedLines(text))
        case .message(let text):
            if json { return JSONValue.object([("message", .string(style.t(text)))]).serialized }
            // A sentence is wrapped; a verbatim text (`key`'s summary, with its file's path) stays whole to copy.
            return style.finish(text.template == "%@" ? style.t(text) : style.wrappedLines(style.t(text)))
        case .status:
            return json ? statusJSON(state).serialized : style.finish(statusText(state))
        case .setting(let name, let value):
            if json { return JSONValue.object([(name, .string(value))]).serialized }
            return Presenter.settingLine(name, value, words: style.words)
        case .states(let request, let path, let machine):
            return StateDiagramRenderer.render(request, machine: machine.diagram, path: path, state: state, style: style, json: json)
        case .raw(let path):
            return RawDocument.shown(state, at: path, indented: !json) ?? ""
        case .explain(let query):
            return Explainer.render(
                query, state: state, style: style, json: json, iconImages: iconImages, imageTerminal: imageTerminal)
        case .answer(let answer):
            let renderer = AnswerRenderer(
                answer: answer, units: state.weather.units, style: style, wind: state.weather.windUnit, now: now,
                shownPlace: state.weather.data?.place)
            if state.format == .line { return renderer.line() }
            return json
                ? renderer.json(paths: AnswerExplainer(answer: answer, state: state, style: style).paths()).serialized : renderer.text()
        case .quietAnswer:
            return ""
        case .explainAnswer:
            guard let answer = state.weather.answer else { return "" }
            let explainer = AnswerExplainer(answer: answer, state: state, style: style)
            return json ? explainer.json().serialized : explainer.text()
        }
    }

    /// A tab as `make` renders it, or as it was rendered for the same data, units and style.
    package func cached(
        _ tab: WeatherTab, compact: Bool, json: Bool, data: WeatherData, state: SessionState, style: RenderStyle,
        make: () -> String
    ) -> String {
        guard let cache else { return make() }
        // `state.weather`'s fields, not the dynamic members: a key path read costs about 2,000 instructions.
        let key = RenderCache.Key(tab: tab, compact: compact, json: json, units: state.weather.units, wind: state.weather.windUnit)
        return cache.text(for: key, data: data, style: style, outputIsTerminal: outputIsTerminal, make: make)
    }

    /// A weather view as one line (`format line`); nil for views that print as text.
    package func line(_ view: View, state: SessionState, style: RenderStyle) -> String? {
        var style = style
        style.color = false
        if let dated = state.weather.dated {
            switch view {
            case .datedDay(let date, _):
                return PastDayRenderer(weather: dated, units: state.weather.units, style: style, wind: state.weather.windUnit).line(date)
            case .history:
                return HistoryRenderer(weather: dated, units: state.weather.units, style: style, wind: state.weather.windUnit).line()
            case .longForecast(let days):
                var renderer = TabRenderer(data: dated.weatherData, units: state.weather.units, style: style, wind: state.weather.windUnit)
                renderer.forecastDays = days
                return renderer.line(.forecast)
            default: break
            }
        }
        guard let data = state.weather.data else { return nil }
        let renderer = TabRenderer(data: data, units: state.weather.units, style: style, wind: state.weather.windUnit)
        switch view {
        case .tab(let tab): return renderer.line(tab)
        case .compactHourly: return renderer.line(.hourly)
        case .day(let number): return renderer.dayLine(number)
        case .alerts: return renderer.alertsLine()
        case .rain: return renderer.rainLine()
        case .map(let picture): return renderer.mapLine(picture)
        default: return nil
        }
    }

    /// A text view, with the provider's attribution as a last dim line at a terminal.
    package func attributed(_ text: String, _ data: WeatherData) -> String {
        guard outputIsTerminal, let line = data.provider.attribution else { return text }
        return text + "\n" + style.dim(style.t(line))
    }

    // MARK: - Status

    /// A setting's one-line echo, `charts: off`, its sentence in the language; the value stays as
    /// typed, since it is the command's argument (`units metric` works in every language).
    package static func settingLine(_ name: String, _ value: String, words: Words) -> String {
        switch name {
        case "lang":
            // `lang: de (Deutsch)`: the code, and the language's name in itself.
            let native = Language(rawValue: value)?.nativeName ?? value
            return words("lang: \(value) (\(native))")
        case "wind" where value.hasSuffix(" (follows units)"):
            return words("wind: \(String(value.dropLast(" (follows units)".count))) (follows units)")
        case "wind": return words("wind: \(value)")
        case "charts": return words("charts: \(value)")
        case "icons": return words("icons: \(value)")
        case "pager": return words("pager: \(value)")
        case "units": return words("units: \(value)")
        case "mode": return words("mode: \(value)")
        case "provider": return words("provider: \(value)")
        case "format": return words("format: \(value)")
        case "trace": return words("trace: \(value)")
        default: return "\(name): \(value)"
        }
    }

    /// Where the data came from, as `status` says it.
    package static func sourceName(_ source: DataSource) -> Phrase {
        switch source {
        // translatable:
        case .bundled: "bundled"
        case .file: "file"
        case .live: "live"
        case .cache: "cache"
        // end translatable
        }
    }

    /// "just now", "3 min ago", "2 h 5 min ago", "4 days ago".
    package static func age(from epoch: Int64, to now: Int64, words: Words = .english) -> String {
        let seconds = max(0, now - epoch)
        if seconds < 60 { return words("just now") }
        if seconds < 3600 { return words("\(seconds / 60) min ago") }
        if seconds < 86_400 * 2 { return words("\(seconds / 3600) h \(seconds % 3600 / 60) min ago") }
        return words("\(seconds / 86_400) days ago")
    }

    package func statusText(_ state: SessionState) -> String {
        // In the session's language, as every view is (render's own style has it; this one not yet).
        var style = style
        style.words = state.words
        var lines: [String] = []
        if let data = state.weather.data {
            let clock = data.localTime.naming(with: style.zoneNames).speaking(style.words)
            let observed = data.forecast.current?.time ?? data.forecast.hours.first?.time ?? 0
            lines.append(style.row(style.t("Place"), style.placeName(data.place)))
            var source = style.t(Presenter.sourceName(data.source))
            if let origin = data.origin { source += " (\(TerminalSafety.sanitize(origin)))" }
            lines += style.wrappedRow(style.t("Source"), source)
            lines += style.wrappedRow(
                style.t("Observed"), "\(clock.date(observed))\(style.words.separator)\(clock.time(observed)) \(clock.zoneName(observed))")
            lines.append(
                style.row(
                    style.t("Fetched"),
                    data.fetchedAt.map { Presenter.age(from: $0, to: now, words: style.words) } ?? style.t("shipped with wxsh")))
            if let note = data.note { lines += style.wrappedRow(style.t("Note"), TerminalSafety.sanitize(note)) }
        } else {
            lines += style.wrappedRow(style.t("Source"), style.t("none: \(state.weather.dataProblem ?? "no data loaded")"))
        }
        lines.append(style.row(style.t("Mode"), state.weather.mode.rawValue))
        lines.append(style.row(style.t("Units"), state.weather.units.rawValue))
        lines.append(style.row(style.t("Wind"), state.weather.windUnit.symbol))
        lines.append(style.row(style.t("Format"), state.format.rawValue))
        lines.append(style.row(style.t("Provider"), state.weather.provider.displayName))
        if let credit = state.weather.provider.attribution { lines += style.wrappedRow(style.t("Credit"), style.t(credit)) }
        lines.append(style.row(style.t("API key"), state.weather.keySet ? style.t("set") : style.t("not set")))
        for (label, path) in files {
            lines += style.wrappedRow(style.t(Phrase(stringLiteral: label)), TerminalSafety.sanitize(path))
        }
        return lines.joined(separator: "\n")
    }

    package func statusJSON(_ state: SessionState) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let data = state.weather.data {
            let clock = data.localTime
            pairs.append(("source", .string(data.source.rawValue)))
            pairs.append(("fetched_at", .string(data.fetchedAt.map(clock.iso8601))))
            pairs.append(("place", data.place.json(in: state.words.language)))
            pairs.append(("origin", .string(data.origin)))
            pairs.append(("data_provider", .string(data.provider.rawValue)))
            if let note = data.note { pairs.append(("note", .string(note))) }
        } else {
            pairs.append(("source", .null))
            pairs.append(("fetched_at", .null))
        }
        pairs.append(("mode", .string(state.weather.mode.rawValue)))
        pairs.append(("units", .string(state.weather.units.rawValue)))
        pairs.append(("format", .string(state.format.rawValue)))
        pairs.append(("key_set", .bool(state.weather.keySet)))
        pairs.append(("provider", .string(state.weather.provider.rawValue)))
        pairs.append(("wind_unit", .string(state.weather.windUnit.symbol)))
        if !files.isEmpty {
            pairs.append(("files", .object(files.map { ($0.0.lowercased(), .string($0.1)) })))
        }
        return .object(pairs)
    }
}
