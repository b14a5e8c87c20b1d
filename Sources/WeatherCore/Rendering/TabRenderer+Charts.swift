import CoreLanguage
import CoreModel

/// The pictures the tabs draw above their tables: the hourly temperature chart and the
/// forecast's range bars.
extension TabRenderer {
    /// The next hours' temperature curve with the chance of precipitation under it, then a blank
    /// line; nothing when there are too few hours to draw.
    package func hourlyChart(_ hours: [Forecast.Reading]) -> [String] {
        guard style.charts else { return [] }
        let points = hours.map {
            TemperatureChart.Point(epoch: $0.time, temperature: units.temperature(celsius: $0.temperature), pop: $0.precipitationChance)
        }
        let chart = TemperatureChart(
            points: points, label: { readings.shortTemperature(units.celsius($0)) }, clock: clock,
            width: style.width, unicode: style.unicode,
            paint: style.color ? { style.temperature($0, celsius: units.celsius($1)) } : nil)
        let lines = chart.lines()
        guard !lines.isEmpty else { return [] }
        // The scale's ends; between them a dash in other languages, where `to` is English.
        let to = style.words.language == .en ? " to " : " – "
        let blocks = style.unicode ? "▁ 0%" + to + "█ 100%" : "_ 0%" + to + "# 100%"
        return lines + style.wrap(style.t("Under the hours: the chance of precipitation, \(blocks).")).map(style.dim) + [""]
    }
}
