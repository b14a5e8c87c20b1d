import CoreModel
import CoreSupport

/// An hour of the forecast as a table row, its conditions wrapped under their column when the
/// width is too narrow for them (never cut mid-word).
extension TabRenderer {
    /// The row's lines: local time, icon, temperature, conditions, chance of precipitation; then
    /// the rest of the conditions, each under the column.
    package func hourLines(_ hour: Forecast.Reading) -> [String] {
        let iconWidth = WeatherIcon.slotWidth(unicode: style.unicode)
        // indent 2, time 5, gap 2, icon, gap 2, temperature 5, gap 2, conditions, gap 1, chance 4
        let lead = 2 + 5 + 2 + iconWidth + 2 + 5 + 2
        let conditionsWidth = min(28, style.width - (lead + 1 + 4))
        let condition = hour.conditions.primary
        let conditions = TextWrap.lines(style.sentence(condition), width: conditionsWidth)
        // Appended into one string with room for the row: joining ten pieces with `+` made
        // ten strings for each of 48 rows.
        var first = ""
        first.reserveCapacity(style.width + 32)
        for piece in [
            "  ", clock.time(hour.time), "  ", icon(condition), "  ", shortDegrees(hour.temperature, width: 5), "  ",
            TextWidth.padRight(conditions[0], to: conditionsWidth), " ",
            TextWidth.padLeft(hour.precipitationChance == nil ? "" : readings.chance(hour.precipitationChance), to: 4)
        ] {
            first += piece
        }
        return [first] + conditions.dropFirst().map { String(repeating: " ", count: lead) + $0 }
    }
}
