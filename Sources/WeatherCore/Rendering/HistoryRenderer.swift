import CoreLanguage
import CoreModel
import CoreSupport

/// Renders `history`: a chart of the span's highs and lows on a Braille canvas with the
/// precipitation under it, one row a day (icon, high, low, precipitation, wind), and the totals
/// (warmest, coldest and wettest day, total precipitation). Absent values are `—`.
package struct HistoryRenderer {
    package let weather: DatedWeather
    package let tabs: TabRenderer

    package init(weather: DatedWeather, units: Units, style: RenderStyle, wind: WindUnit? = nil) {
        self.weather = weather
        tabs = TabRenderer(data: weather.weatherData, units: units, style: style, wind: wind)
    }

    package var style: RenderStyle { tabs.style }
    package var readings: Readings { tabs.readings }
    package var units: Units { tabs.units }
    /// Below this width a row leaves out the wind.
    package static let windWidth = 56

    /// `2023-03-01 – 2023-03-31 · 31 days`
    package var span: String {
        let range = weather.range
        let count = range.count
        return style.t(
            .plural(
                "\(range.from.iso) – \(range.to.iso) · \(count) day", "\(range.from.iso) – \(range.to.iso) · \(count) days", count: count))
    }

    package func text() -> String {
        var lines = [style.bold(TextWidth.truncate(tabs.placeName, to: style.width)), style.accent(span)]
        lines += style.wrap(PastDayRenderer.credit(weather.source, style: style)).map(style.dim)
        guard !weather.days.isEmpty else {
            return style.finish((lines + style.wrap(style.t("The source has no weather for these days."))).joined(separator: "\n"))
        }
        lines.append("")
        let picture = chart()
        if !picture.isEmpty { lines += picture + [""] }
        lines += weather.days.map(row)
        lines.append("")
        lines += totals()
        return style.finish(lines.joined(separator: "\n"))
    }

    /// A day's row: `Tue 14 Mar  ☀️  15°   6°   3.2 mm  4.6 m/s`.
    package func row(_ day: DatedDay) -> String {
        let date = TextWidth.padRight(style.words.calendar.shortDate(day.date.civilTime), to: 11)
        var text =
            date + " " + tabs.icon(day.conditions.primary) + " " + tabs.shortDegrees(day.high, width: 4) + " "
            + tabs.shortDegrees(day.low, width: 4) + "  " + TextWidth.padLeft(millimetres(day.precipitation), to: 8)
        if style.width >= HistoryRenderer.windWidth { text += "  " + readings.speed(day.wind.speed) }
        return TextWidth.truncate(text, to: style.width)
    }

    /// The warmest, coldest and wettest day and the total precipitation.
    package func totals() -> [String] {
        let days = weather.days
        func when(_ day: DatedDay?) -> String { day.map { " (" + style.words.calendar.shortDate($0.date.civilTime) + ")" } ?? "" }
        let warmest = days.filter { $0.high != nil }.max { $0.high! < $1.high! }
        let coldest = days.filter { $0.low != nil }.min { $0.low! < $1.low! }
        let wettest = days.filter { $0.precipitation != nil }.max { $0.precipitation! < $1.precipitation! }
        let measured = days.compactMap(\.precipitation)
        var lines = [
            style.row(style.t("Warmest"), readings.temperature(warmest?.high) + when(warmest)),
            style.row(style.t("Coldest"), readings.temperature(coldest?.low) + when(coldest)),
            style.row(style.t("Wettest"), millimetres(wettest?.precipitation) + when(wettest)),
            style.row(style.t("Total"), measured.isEmpty ? "—" : millimetres(measured.reduce(0, +)))
        ]
        if measured.count < days.count {
            let total = days.count
            let missing = total - measured.count
            lines += style.wrap(
                style.t(
                    .plural(
                        "\(missing) of \(total) day has no precipitation figure.",
                        "\(missing) of \(total) days have no precipitation figure.",
                        count: total))
            ).map(style.dim)
        }
        return lines
    }

    /// Highs and lows as two curves of Braille dots, the precipitation as blocks under them, the
    /// first and last date under the axis; nothing when there are too few days or columns.
    package func chart() -> [String] {
        guard style.charts else { return [] }
        let days = weather.days.filter { $0.high != nil && $0.low != nil }
        guard days.count >= 2 else { return [] }
        let highs = days.map { units.temperature(celsius: $0.high!) }
        let lows = days.map { units.temperature(celsius: $0.low!) }
        let top = highs.max()!
        let bottom = lows.min()!
        let topLabel = readings.shortTemperature(units.celsius(top))
        let bottomLabel = readings.shortTemperature(units.celsius(bottom))
        let labelWidth = max(TextWidth.of(topLabel), TextWidth.of(bottomLabel))
        let plotWidth = min(style.width - labelWidth - 2, max(10, weather.range.count * 2))
        guard plotWidth >= 10 else { return [] }
        let rows = 6
        var canvas = BrailleCanvas(columns: plotWidth, rows: rows)
        let first = days[0].date.daysSince1970
        let spanDays = max(1, weather.range.to.daysSince1970 - weather.range.from.daysSince1970)
        func x(_ day: DatedDay) -> Int {
            Int((Double(day.date.daysSince1970 - first) / Double(spanDays) * Double(canvas.dotWidth - 1)).rounded())
        }
        func y(_ value: Double) -> Int {
            top > bottom ? Int(((top - value) / (top - bottom) * Double(canvas.dotHeight - 1)).rounded()) : canvas.dotHeight / 2
        }
        for curve in [highs, lows] {
            for index in 1..<days.count {
                canvas.line(from: (x(days[index - 1]), y(curve[index - 1])), to: (x(days[index]), y(curve[index])))
            }
        }
        var lines: [String] = []
        for (index, text) in canvas.lines(unicode: style.unicode).enumerated() {
            let name = index == 0 ? topLabel : index == rows - 1 ? bottomLabel : ""
            let axis = style.unicode ? (name.isEmpty ? "│" : "┤") : (name.isEmpty ? "|" : "+")
            lines.append(TextWrap.trimmingTrailingSpaces(TextWidth.padLeft(name, to: labelWidth) + " " + axis + text))
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        lines.append(indent + (style.unicode ? "└" : "+") + String(repeating: style.unicode ? "─" : "-", count: plotWidth))
        let start = weather.range.from.iso
        let end = weather.range.to.iso
        let gap = plotWidth + 1 - start.count - end.count
        lines.append(indent + (gap >= 1 ? start + String(repeating: " ", count: gap) + end : start))
        // Precipitation: the most of the days drawn in each column, on the span's own scale.
        let wettest = weather.days.compactMap(\.precipitation).max() ?? 0
        var amounts = [Double?](repeating: nil, count: plotWidth)
        for day in weather.days {
            guard let amount = day.precipitation else { continue }
            let column = min(plotWidth - 1, x(day) / 2)
            amounts[column] = max(amounts[column] ?? 0, amount)
        }
        let blocks = String(amounts.map { Sparkline.block($0, low: 0, high: max(wettest, 0.1), unicode: style.unicode) })
        lines.append(indent + " " + TextWrap.trimmingTrailingSpaces(blocks))
        let most = millimetres(wettest)
        let legend =
            style.unicode
            ? style.t("Highs and lows; under them the precipitation, ▁ 0 to █ \(most).")
            : style.t("Highs and lows; under them the precipitation, _ 0 to # \(most).")
        return lines + style.wrap(legend).map(style.dim)
    }

    /// The span as one JSON object: its days and totals.
    package func json() -> JSONValue {
        let days = weather.days.map { day -> JSONValue in
            .object([
                ("date", .string(day.date.iso)), ("high", readings.temperatureValue(day.high)), ("low", readings.temperatureValue(day.low)),
                ("precipitation", .number(day.precipitation)), ("rain", .number(day.rain)), ("snow", .number(day.snow)),
                ("wind_speed", readings.speedValue(day.wind.speed)), ("wind_gust", readings.speedValue(day.wind.gust)),
                ("wind_deg", .number(day.wind.direction)), ("conditions", .string(style.description(day.conditions.primary))),
                ("icon", .string(day.conditions.primary?.icon))
            ])
        }
        let measured = weather.days.compactMap(\.precipitation)
        return .object([
            ("view", .string("history")), ("from", .string(weather.range.from.iso)), ("to", .string(weather.range.to.iso)),
            ("source", .string(weather.source.rawValue)), ("provider", .string(weather.provider.rawValue)),
            ("units", .string(units.rawValue)), ("wind_unit", .string(readings.wind.symbol)),
            ("place", weather.place.json(in: style.words.language)), ("days", .array(days)),
            ("total_precipitation", measured.isEmpty ? .null : .number(measured.reduce(0, +)))
        ])
    }

    /// One line: `London · 2023-03-01 – 2023-03-31 · 31 days · 15° / -2° · 45.6 mm`.
    package func line() -> String {
        let highs = weather.days.compactMap(\.high)
        let lows = weather.days.compactMap(\.low)
        let measured = weather.days.compactMap(\.precipitation)
        return [
            tabs.shortPlace, span, "\(readings.shortTemperature(highs.max())) / \(readings.shortTemperature(lows.min()))",
            measured.isEmpty ? "—" : millimetres(measured.reduce(0, +))
        ].joined(separator: tabs.separator)
    }

    package func millimetres(_ amount: Double?) -> String {
        PastDayRenderer.millimetres(amount, style: style)
    }
}
