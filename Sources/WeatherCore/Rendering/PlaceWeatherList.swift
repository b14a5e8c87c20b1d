import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// `places`: every saved place with its weather now, one aligned row each (two lines each when
/// the terminal is too narrow for one), as one line per place (`format line`), or as JSON.
package enum PlaceWeatherList {
    package static let empty: Phrase = "No places are saved yet; `places add` saves the current one."

    /// One place's cells, plain (their colour is added when they are laid out).
    package struct Row {
        package var name: String
        /// The place's clock now, `14:05`; empty when nothing is known.
        package var time = ""
        /// Icon and temperature, high and low, air quality, age: aligned columns.
        package var cells: [String] = []
        package var aqi: Int?
        /// The conditions, or why there is no weather: the last, cut-to-fit column.
        package var text = ""
        package var failed = false
    }

    // MARK: - Text

    package static func text(_ summaries: [SavedPlaceSummary], units: Units, now: Int64, style: RenderStyle) -> String {
        guard !summaries.isEmpty else { return style.wrapped(style.t(empty)) }
        let readings = Readings(units: units, unicode: style.unicode, words: style.words)
        let rows = summaries.map { row($0, readings: readings, now: now, style: style) }
        let numberWidth = String(rows.count).count
        let indent = numberWidth + 2
        var widths = [Int](repeating: 0, count: rows.map(\.cells.count).max() ?? 0)
        for row in rows {
            for (index, cell) in row.cells.enumerated() { widths[index] = max(widths[index], TextWidth.of(cell)) }
        }
        let timeWidth = rows.map { TextWidth.of($0.time) }.max() ?? 0
        let columns = widths.filter { $0 > 0 }.reduce(0) { $0 + $1 + 2 }
        let nameWidth = rows.map { TextWidth.of($0.name) }.max() ?? 0
        // One line a place while the names keep 14 columns and the conditions 10.
        let fixed = indent + 2 + timeWidth + 2 + columns
        let shownName = min(nameWidth, style.width - fixed - min(10, rows.map { TextWidth.of($0.text) }.max() ?? 0))
        let oneLine = shownName >= min(nameWidth, 14)
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let number = TextWidth.padLeft("\(index + 1)", to: numberWidth) + "  "
            let cells = laidOut(row, widths: widths, style: style)
            if oneLine {
                let name = TextWidth.padRight(TextWidth.truncate(row.name, to: shownName), to: shownName)
                let start = number + style.bold(name) + "  " + style.dim(TextWidth.padRight(row.time, to: timeWidth)) + "  "
                let room = style.width - fixed - shownName + (row.cells.isEmpty ? columns : 0)
                let rest = TextWidth.truncate(row.text, to: max(1, room))
                lines.append(trimmed(start + cells + (row.failed ? style.alert(rest) : rest)))
            } else {
                let name = TextWidth.truncate(row.name, to: style.width - indent - 2 - timeWidth)
                let gap = style.width - indent - TextWidth.of(name) - TextWidth.of(row.time)
                lines.append(trimmed(number + style.bold(name) + String(repeating: " ", count: max(2, gap)) + style.dim(row.time)))
                let room = style.width - indent
                if row.cells.isEmpty {
                    let rest = TextWidth.truncate(row.text, to: room)
                    lines.append(String(repeating: " ", count: indent) + (row.failed ? style.alert(rest) : rest))
                } else {
                    // Too narrow for colour to survive cutting: the cells plain; the text, then the
                    // last cells, left out before a value is cut (`AQI 2 …`).
                    let plainStyle = RenderStyle(width: style.width, unicode: style.unicode)
                    var kept = row
                    var line = trimmed(laidOut(kept, widths: widths, style: plainStyle) + row.text)
                    while TextWidth.of(line) > room, kept.cells.count > 1 {
                        if kept.text.isEmpty { kept.cells.removeLast() } else { kept.text = "" }
                        line = trimmed(laidOut(kept, widths: widths, style: plainStyle) + kept.text)
                    }
                    lines.append(String(repeating: " ", count: indent) + trimmed(TextWidth.truncate(line, to: room)))
                }
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// The aligned cells of a row, each followed by two spaces (none for a row without weather).
    package static func laidOut(_ row: Row, widths: [Int], style: RenderStyle) -> String {
        guard !row.cells.isEmpty else { return "" }
        var out = ""
        for (index, width) in widths.enumerated() where width > 0 {
            let cell = index < row.cells.count ? row.cells[index] : ""
            let padding = String(repeating: " ", count: width - TextWidth.of(cell) + 2)
            switch index {
            case 2: out += (row.aqi.map { style.aqi(cell, $0) } ?? cell) + padding
            case 3: out += style.dim(cell) + padding
            default: out += cell + padding
            }
        }
        return out
    }

    package static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    package static func row(_ summary: SavedPlaceSummary, readings: Readings, now: Int64, style: RenderStyle) -> Row {
        var row = Row(name: style.placeName(summary.place))
        if let error = summary.error {
            row.failed = true
            row.text = style.t("could not fetch: \(error)")
            row.time = summary.data.map { $0.localTime.time(now) } ?? ""
            return row
        }
        guard let data = summary.data else {
            row.text = style.t("no weather yet")
            return row
        }
        let current = data.forecast.current
        let condition = current?.conditions.primary
        let today = data.forecast.days.first
        row.time = data.localTime.time(now)
        let glyph = TextWidth.padRight(
            WeatherIcon.glyph(condition?.icon ?? "", unicode: style.unicode), to: WeatherIcon.slotWidth(unicode: style.unicode))
        row.cells = [
            glyph + " " + readings.temperature(current?.temperature),
            style.t("H \(readings.shortTemperature(today?.high)) L \(readings.shortTemperature(today?.low))"),
            "AQI " + (data.air.map { String($0.index) } ?? "—"),
            age(data, now: now, style: style)
        ]
        row.aqi = data.air?.index
        row.text = TerminalSafety.sanitize(style.description(condition) ?? "")
        return row
    }

    /// How old shown data is: empty for data fetched by this command, else `(12 min ago)`.
    package static func age(_ data: WeatherData, now: Int64, style: RenderStyle) -> String {
        switch data.source {
        case .live: return ""
        case .bundled: return style.t("(sample data)")
        case .cache, .file: return data.fetchedAt.map { "(" + Presenter.age(from: $0, to: now, words: style.words) + ")" } ?? ""
        }
    }

    // MARK: - One line a place

    /// `Paris, FR · 14:05 · ☀️ 14° clear sky · H 16° L 8° · AQI 2`, or the reason it has no weather.
    package static func lines(_ summaries: [SavedPlaceSummary], units: Units, now: Int64, style: RenderStyle) -> String {
        guard !summaries.isEmpty else { return style.t(empty) }
        let readings = Readings(units: units, unicode: style.unicode, words: style.words)
        let separator = style.unicode ? " · " : " - "
        return summaries.map { summary in
            let place = summary.place
            let local = place.localName(style.words.language)
            let name = TerminalSafety.sanitize(place.country.isEmpty ? local : local + ", " + place.country)
            if let error = summary.error { return name + separator + style.t("could not fetch: \(error)") }
            guard let data = summary.data else { return name + separator + style.t("no weather yet") }
            let current = data.forecast.current
            let condition = current?.conditions.primary
            let today = data.forecast.days.first
            var parts = [
                name, data.localTime.time(now),
                WeatherIcon.glyph(condition?.icon ?? "", unicode: style.unicode) + " " + readings.shortTemperature(current?.temperature)
                    + " " + TerminalSafety.sanitize(style.description(condition) ?? ""),
                style.t("H \(readings.shortTemperature(today?.high)) L \(readings.shortTemperature(today?.low))")
            ]
            if let air = data.air { parts.append("AQI \(air.index)") }
            let age = age(data, now: now, style: style)
            if !age.isEmpty { parts.append(age) }
            return parts.joined(separator: separator)
        }
        .joined(separator: "\n")
    }

    // MARK: - JSON

    /// `{"places":[…]}`: per place its number and the city tab's fields with today's high and
    /// low, the air-quality index, the local time and the data's age; or its `error`.
    package static func json(_ summaries: [SavedPlaceSummary], units: Units, now: Int64, language: Language = .en) -> JSONValue {
        let readings = Readings(units: units, unicode: true)
        let places = summaries.enumerated().map { index, summary -> JSONValue in
            var pairs: [(String, JSONValue)] = [("number", .int(index + 1)), ("place", summary.place.json(in: language))]
            if let error = summary.error {
                pairs.append(("error", .string(error.english)))
                return .object(pairs)
            }
            guard let data = summary.data else {
                pairs.append(("error", .string("no weather yet")))
                return .object(pairs)
            }
            if case .object(let city) = TabRenderer(data: data, units: units, style: RenderStyle(width: 80)).json(.city) {
                pairs += city.filter { $0.0 != "tab" && $0.0 != "place" }
            }
            let today = data.forecast.days.first
            pairs += [
                ("high", readings.temperatureValue(today?.high)),
                ("low", readings.temperatureValue(today?.low)),
                ("aqi", data.air.map { .int($0.index) } ?? .null),
                ("local_time", .string(data.localTime.iso8601(now))),
                ("age_seconds", data.fetchedAt.map { .int(Int(max(0, now - $0))) } ?? .null)
            ]
            return .object(pairs)
        }
        return .object([("places", .array(places))])
    }
}
