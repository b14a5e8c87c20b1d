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
        // The tabs' parts need the place and its clock, not the days as a forecast's.
        tabs = TabRenderer(data: weather.weatherData(withDays: false), units: units, style: style, wind: wind)
    }

    package var style: RenderStyle { tabs.style }
    package var readings: Readings { tabs.readings }
    package var units: Units { tabs.units }
    /// Up to 11 spaces, to pad a date.
    static let spaces = (0...11).map { String(repeating: " ", count: $0) }
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
        // The rows as one run of bytes, made into text once: a year's rows as 365 strings, each
        // checked and joined, cost more than the request for them.
        var parts = rowParts()
        var rows: [UInt8] = []
        rows.reserveCapacity(weather.days.count * 64)
        for day in weather.days {
            row(day, parts: &parts, into: &rows)
            rows.append(0x0A)
        }
        let before = lines.joined(separator: "\n")
        let after = totals().joined(separator: "\n")
        return style.finish(before + "\n" + String(decoding: rows, as: UTF8.self) + "\n" + after)
    }

    /// A day's row: `Tue 14 Mar  ☀️  15°   6°   3.2 mm  4.6 m/s`.
    package func row(_ day: DatedDay) -> String {
        var parts = rowParts()
        return row(day, parts: &parts)
    }

    /// The pieces for this renderer's rows.
    package func rowParts() -> RowParts {
        let style = style
        return RowParts(
            calendar: style.words.calendar, width: style.width, iconWidth: WeatherIcon.slotWidth(unicode: style.unicode),
            showsWind: style.width >= HistoryRenderer.windWidth, coloured: style.color)
    }

    /// The pieces rows share, each made once: a year's rows repeat a few icons, degrees, amounts
    /// and speeds, and making each anew cost more than the request behind them.
    package struct RowParts {
        /// What every row reads of the style, read once (each read of `style` copies it).
        let calendar: CalendarWords
        let width: Int
        let iconWidth: Int
        let showsWind: Bool
        /// Without colour a temperature's text is its whole degrees' alone.
        let coloured: Bool
        /// By whole degrees in the session's units from -300, when not coloured.
        var wholeDegrees = [String?](repeating: nil, count: 1_001)
        /// By the condition's id (a string key's hash cost more than the icon).
        var icons: [Int: String] = [:]
        /// By tenths of a degree from -100 °C (the archive's values are in tenths).
        var degrees = [String?](repeating: nil, count: 2_001)
        var amounts: [Double: String] = [:]
        var speeds: [Double: String] = [:]
        var missingDegrees: String?
        var missingAmount: String?
        var missingSpeed: String?
    }

    package func row(_ day: DatedDay, parts: inout RowParts) -> String {
        var bytes: [UInt8] = []
        row(day, parts: &parts, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A day's row added to `bytes`, cut to the width only when it may not fit (measuring a row
    /// with its emoji is most of what it costs).
    package func row(_ day: DatedDay, parts: inout RowParts, into bytes: inout [UInt8]) {
        // The date straight into the row: its width from its bytes when they are ASCII.
        let start = bytes.count
        parts.calendar.shortDate(day.date.civilTime, into: &bytes)
        var ascii = true
        for index in start..<bytes.count where bytes[index] >= 0x80 {
            ascii = false
            break
        }
        let dateWidth = ascii ? bytes.count - start : TextWidth.of(String(decoding: bytes[start..<bytes.count], as: UTF8.self))
        var padding = 11 - dateWidth
        while padding > 0 {
            bytes.append(0x20)
            padding -= 1
        }
        let condition = day.conditions.primary
        let iconKey = condition.map { $0.id * 2 + ($0.icon.utf8.last == UInt8(ascii: "n") ? 1 : 0) } ?? -1
        let icon: String
        if let made = parts.icons[iconKey] {
            icon = made
        } else {
            icon = tabs.icon(condition)
            parts.icons[iconKey] = icon
        }
        let high = degrees(day.high, parts: &parts)
        let low = degrees(day.low, parts: &parts)
        let amount: String
        if let value = day.precipitation {
            if let made = parts.amounts[value] {
                amount = made
            } else {
                amount = TextWidth.padLeft(millimetres(value), to: 8)
                parts.amounts[value] = amount
            }
        } else {
            amount = parts.missingAmount ?? TextWidth.padLeft(millimetres(nil), to: 8)
            parts.missingAmount = amount
        }
        let width = rowBytes(
            speedFor: day, dateWidth: dateWidth, icon: icon, high: high, low: low, amount: amount, parts: &parts, into: &bytes)
        guard width >= parts.width - 2 else { return }
        let text = TextWidth.truncate(String(decoding: bytes[start...], as: UTF8.self), to: parts.width)
        bytes.replaceSubrange(start..., with: text.utf8)
    }

    /// The row's pieces as bytes; its width in columns.
    private func rowBytes(
        speedFor day: DatedDay, dateWidth: Int, icon: String, high: String, low: String, amount: String,
        parts: inout RowParts, into bytes: inout [UInt8]
    ) -> Int {
        bytes.append(0x20)
        bytes.appendUTF8(icon)
        bytes.append(0x20)
        bytes.appendUTF8(high)
        bytes.append(0x20)
        bytes.appendUTF8(low)
        bytes.append(0x20)
        bytes.append(0x20)
        bytes.appendUTF8(amount)
        var width = max(11, dateWidth) + 1 + parts.iconWidth + 1 + 4 + 1 + 4 + 2 + 8
        if parts.showsWind {
            let speed: String
            if let value = day.wind.speed {
                if let made = parts.speeds[value] {
                    speed = made
                } else {
                    speed = readings.speed(value)
                    parts.speeds[value] = speed
                }
            } else {
                speed = parts.missingSpeed ?? readings.speed(nil)
                parts.missingSpeed = speed
            }
            bytes.append(0x20)
            bytes.append(0x20)
            bytes.appendUTF8(speed)
            width += 2 + speed.utf8.count
        }
        return width
    }

    /// Whole degrees in 4 columns, made once a value.
    private func degrees(_ value: Double?, parts: inout RowParts) -> String {
        guard let value else {
            if let dash = parts.missingDegrees { return dash }
            let dash = tabs.shortDegrees(nil, width: 4)
            parts.missingDegrees = dash
            return dash
        }
        if !parts.coloured {
            // The text is `Measure.fixed`'s whole number of the value in the session's units.
            let converted = units.temperature(celsius: value).rounded()
            guard abs(converted) < 300 else { return tabs.shortDegrees(value, width: 4) }
            let whole = Int(converted) + 300
            if let made = parts.wholeDegrees[whole] { return made }
            let made = tabs.shortDegrees(value, width: 4)
            parts.wholeDegrees[whole] = made
            return made
        }
        let tenths = value * 10
        let index = Int(tenths.rounded()) + 1_000
        // Only a value of whole tenths shares its text; any other is made as it is.
        guard abs(tenths - tenths.rounded()) < 1e-6, parts.degrees.indices.contains(index) else {
            return tabs.shortDegrees(value, width: 4)
        }
        if let made = parts.degrees[index] { return made }
        let made = tabs.shortDegrees(value, width: 4)
        parts.degrees[index] = made
        return made
    }

    /// The warmest, coldest and wettest day and the total precipitation.
    package func totals() -> [String] {
        let days = weather.days
        func when(_ day: DatedDay?) -> String { day.map { " (" + style.words.calendar.shortDate($0.date.civilTime) + ")" } ?? "" }
        // One pass: a year's days, three extremes and a sum.
        var warmest: DatedDay?
        var coldest: DatedDay?
        var wettest: DatedDay?
        var total = 0.0
        var measuredCount = 0
        for day in days {
            if let high = day.high, high > (warmest?.high ?? -.infinity) { warmest = day }
            if let low = day.low, low < (coldest?.low ?? .infinity) { coldest = day }
            if let amount = day.precipitation {
                if amount > (wettest?.precipitation ?? -.infinity) { wettest = day }
                total += amount
                measuredCount += 1
            }
        }
        var lines = [
            style.row(style.t("Warmest"), readings.temperature(warmest?.high) + when(warmest)),
            style.row(style.t("Coldest"), readings.temperature(coldest?.low) + when(coldest)),
            style.row(style.t("Wettest"), millimetres(wettest?.precipitation) + when(wettest)),
            style.row(style.t("Total"), measuredCount == 0 ? "—" : millimetres(total))
        ]
        if measuredCount < days.count {
            let count = days.count
            let missing = count - measuredCount
            lines += style.wrap(
                style.t(
                    .plural(
                        "\(missing) of \(count) day has no precipitation figure.",
                        "\(missing) of \(count) days have no precipitation figure.",
                        count: count))
            ).map(style.dim)
        }
        return lines
    }

    /// Highs and lows as two curves of Braille dots, the precipitation as blocks under them, the
    /// first and last date under the axis; nothing when there are too few days or columns.
    package func chart() -> [String] {
        guard style.charts else { return [] }
        // The days with both figures, as their day numbers and the figures in the session's units
        // (read in one pass: a year's days copied into a filtered list cost more than the chart).
        var numbers: [Int] = []
        var highs: [Double] = []
        var lows: [Double] = []
        for day in weather.days {
            guard let high = day.high, let low = day.low else { continue }
            numbers.append(day.date.daysSince1970)
            highs.append(units.temperature(celsius: high))
            lows.append(units.temperature(celsius: low))
        }
        guard numbers.count >= 2 else { return [] }
        let top = highs.max()!
        let bottom = lows.min()!
        let topLabel = readings.shortTemperature(units.celsius(top))
        let bottomLabel = readings.shortTemperature(units.celsius(bottom))
        let labelWidth = max(TextWidth.of(topLabel), TextWidth.of(bottomLabel))
        let plotWidth = min(style.width - labelWidth - 2, max(10, weather.range.count * 2))
        guard plotWidth >= 10 else { return [] }
        let rows = 6
        var canvas = BrailleCanvas(columns: plotWidth, rows: rows)
        let first = weather.range.from.daysSince1970
        let spanDays = max(1, weather.range.to.daysSince1970 - weather.range.from.daysSince1970)
        func x(_ number: Int) -> Int {
            Int((Double(number - first) / Double(spanDays) * Double(canvas.dotWidth - 1)).rounded())
        }
        func y(_ value: Double) -> Int {
            top > bottom ? Int(((top - value) / (top - bottom) * Double(canvas.dotHeight - 1)).rounded()) : canvas.dotHeight / 2
        }
        // Days that fall on one column of dots are one point: its highest high and lowest low (a
        // year is 365 days on about 160 columns).
        var points: [(x: Int, high: Double, low: Double)] = []
        for (index, number) in numbers.enumerated() {
            let column = x(number)
            if let last = points.last, last.x == column {
                points[points.count - 1] = (column, max(last.high, highs[index]), min(last.low, lows[index]))
            } else {
                points.append((column, highs[index], lows[index]))
            }
        }
        for index in points.indices.dropFirst() {
            let (a, b) = (points[index - 1], points[index])
            canvas.line(from: (a.x, y(a.high)), to: (b.x, y(b.high)))
            canvas.line(from: (a.x, y(a.low)), to: (b.x, y(b.low)))
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
            let column = min(plotWidth - 1, x(day.date.daysSince1970) / 2)
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
