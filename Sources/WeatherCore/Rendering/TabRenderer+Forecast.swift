import CoreLanguage
import CoreModel
import CoreSupport

/// The forecast tab: each of the 8 days with its chance of precipitation and a bar from its low
/// to its high on the week's common scale.
extension TabRenderer {
    /// Below this width the conditions go on a line of their own above each day's bar.
    package static let forecastOneLineWidth = 64

    package func forecastText() -> [String] {
        var lines = header(style.t("Forecast"))
        let days = Array(data.forecast.days.prefix(forecastDays))
        guard !days.isEmpty else { return lines + [missing("No daily forecast in this data.")] }
        let lows = days.map { units.temperature(celsius: $0.low) }
        let highs = days.map { units.temperature(celsius: $0.high) }
        let scaleLow = lows.min()!
        let scaleHigh = highs.max()!
        let iconWidth = WeatherIcon.slotWidth(unicode: style.unicode)
        let sentences = days.map { style.sentence($0.conditions.primary) }
        let oneLine = style.width >= Self.forecastOneLineWidth
        // The date column: 10, or wider for a language's longer dates (`Mi., 29. März`).
        let dates = days.map { clock.shortDate($0.time) }
        let dateWidth = max(10, dates.map(TextWidth.of).max() ?? 0)
        // One line: date 10, gap 2, icon, gap 2, conditions, gap 2, then the figures: chance 4, gap 2,
        // low 4, gap 1, bar, gap 1, high 4. Narrow: the figures on their own line, indented 4.
        let conditionsWidth = oneLine ? min(28, sentences.map(TextWidth.of).max() ?? 0) : 0
        let lead = dateWidth + 2 + iconWidth + 2
        let fixed = (oneLine ? lead + conditionsWidth + 2 : 4) + 4 + 2 + 4 + 1 + 1 + 4
        let barWidth = style.charts ? min(60, style.width - fixed) : 0
        for (index, day) in days.enumerated() {
            let first = TextWidth.padRight(dates[index], to: dateWidth) + "  " + icon(day.conditions.primary) + "  "
            let bar = rangeBar(low: lows[index], high: highs[index], scaleLow: scaleLow, scaleHigh: scaleHigh, width: barWidth)
            let figures =
                TextWidth.padLeft(day.precipitationChance == nil ? "" : readings.chance(day.precipitationChance), to: 4) + "  "
                + shortDegrees(day.low, width: 4) + " " + bar + " " + shortDegrees(day.high, width: 4)
            if oneLine {
                lines.append(
                    first + TextWidth.padRight(TextWidth.truncate(sentences[index], to: conditionsWidth), to: conditionsWidth) + "  "
                        + figures)
            } else {
                lines.append(first + TextWidth.truncate(sentences[index], to: style.width - lead))
                lines.append("    " + figures)
            }
        }
        let legend =
            style.charts
            ? style.t(
                "Temperatures in \(units.temperatureSymbol): the chance of precipitation, then each day's low to high on the week's scale. `day N` shows day N in detail."
            )
            : style.t(
                "Temperatures in \(units.temperatureSymbol): the chance of precipitation, then each day's low and high. `day N` shows day N in detail."
            )
        return lines + style.wrap(legend).map(style.dim)
    }

    /// A day's bar; with colour, each cell of the range in the colour of the temperature it
    /// stands for, and the track dim.
    package func rangeBar(low: Double, high: Double, scaleLow: Double, scaleHigh: Double, width: Int) -> String {
        let cells = RangeBar.cells(low: low, high: high, scaleLow: scaleLow, scaleHigh: scaleHigh, width: width, unicode: style.unicode)
        guard style.color else { return String(cells.map(\.character)) }
        var bar = ""
        for (index, cell) in cells.enumerated() {
            if cell.inRange {
                let value = scaleLow + (Double(index) + 0.5) / Double(width) * (scaleHigh - scaleLow)
                bar += style.temperature(String(cell.character), celsius: units.celsius(value))
            } else {
                bar += style.dim(String(cell.character))
            }
        }
        return bar
    }
}
