import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// `format line`: each weather view as exactly one line, for status bars (tmux, i3bar, polybar).
/// Never wrapped or coloured: a status bar cuts and colours it itself.
extension TabRenderer {
    /// `Paris, FR`: the name and country only.
    package var shortPlace: String {
        let name = TerminalSafety.sanitize(data.place.localName(style.words.language))
        return data.place.country.isEmpty ? name : name + ", " + TerminalSafety.sanitize(data.place.country)
    }

    package var separator: String { style.unicode ? " · " : " - " }

    /// The tab as one line.
    package func line(_ tab: WeatherTab) -> String {
        var parts: [String]
        switch tab {
        case .city:
            parts = [shortPlace, clock.time(observed) + " " + clock.zoneName(observed)]
            if let current {
                parts.append(
                    WeatherIcon.glyph(current.conditions.primary?.icon ?? "", unicode: style.unicode) + " "
                        + readings.shortTemperature(current.temperature) + " "
                        + (current.conditions.primary.map(style.words.sentence) ?? ""))
            }
        case .now:
            guard let current else { return shortPlace + separator + style.t("no current weather") }
            var now = [
                shortPlace, WeatherIcon.glyph(current.conditions.primary?.icon ?? "", unicode: style.unicode),
                readings.temperature(current.temperature)
            ]
            if let speed = current.wind.speed {
                let arrow = current.wind.direction.map { Compass.arrow(degrees: $0, unicode: style.unicode) + " " } ?? ""
                now.append(arrow + readings.speed(speed))
            }
            if let humidity = current.humidity { now.append(readings.percent(humidity)) }
            if let rain = nowcast?.shortForm(time: clock.time, unicode: style.unicode, words: style.words) { now.append(rain) }
            return now.joined(separator: " ")
        case .hourly:
            let hours = Array(data.forecast.hours.prefix(12))
            guard !hours.isEmpty else { return shortPlace + separator + style.t("no hourly forecast") }
            parts = [
                shortPlace,
                style.t("next \(hours.count) h") + " " + range(hours.map(\.temperature)) + " "
                    + Sparkline.line(hours.map { units.temperature(celsius: $0.temperature) }, unicode: style.unicode)
            ]
        case .forecast:
            let days = data.forecast.days
            guard !days.isEmpty else { return shortPlace + separator + style.t("no daily forecast") }
            parts = [
                shortPlace,
                style.t("\(days.count) days") + " " + range(days.map(\.low) + days.map(\.high)) + " "
                    + Sparkline.line(days.map { units.temperature(celsius: $0.high) }, unicode: style.unicode)
            ]
        case .pollution:
            guard let air = data.air else { return shortPlace + separator + style.t("no air quality data") }
            var quality = ["AQI \(air.index) \(style.airQuality(air.indexName))"]
            if let pm25 = air.components.pm2_5 { quality.append("PM2.5 " + style.number(Measure.fixed(pm25, decimals: 0))) }
            parts = [shortPlace, quality.joined(separator: separator)]
        }
        return parts.joined(separator: separator)
    }

    /// `5°–12°`: the lowest and highest of temperatures in °C.
    package func range(_ celsius: [Double]) -> String {
        guard let low = celsius.min(), let high = celsius.max() else { return "—" }
        return readings.shortTemperature(low) + (style.unicode ? "–" : "-") + readings.shortTemperature(high)
    }

    /// A forecast day as one line: `Paris, FR · Tue 28 Mar 🌧️ 6°–12° 80 %`.
    package func dayLine(_ number: Int) -> String? {
        let days = data.forecast.days
        guard days.indices.contains(number - 1) else { return nil }
        let day = days[number - 1]
        var text =
            clock.shortDate(day.time) + " " + WeatherIcon.glyph(day.conditions.primary?.icon ?? "", unicode: style.unicode) + " "
            + range([day.low, day.high])
        if let pop = day.precipitationChance { text += " " + readings.chance(pop) }
        return shortPlace + separator + text
    }

    /// The alerts as one line: how many, and the first one's event.
    package func alertsLine() -> String {
        guard data.provider != .openMeteo else { return shortPlace + separator + style.t("no alerts from Open-Meteo") }
        let alerts = data.forecast.alerts
        guard let first = alerts.first else { return shortPlace + separator + style.t("No alerts") }
        let count = alerts.count == 1 ? style.t("1 alert") : style.t("\(alerts.count) alerts")
        return shortPlace + separator + count + ": " + TerminalSafety.sanitize(first.event)
    }

    /// The map as one line: how far across it is, and its three largest towns besides the place.
    package func mapLine(_ picture: MapPicture) -> String {
        let towns = picture.towns.filter { $0.name != picture.place.name }.prefix(3).map {
            TerminalSafety.sanitize($0.localName(style.words.language))
        }
        let across = style.t("\(MapRenderer.distance(picture.spanKm, numbers: style.words.numbers)) across")
        return ([shortPlace, across] + (towns.isEmpty ? [] : [towns.joined(separator: ", ")])).joined(separator: separator)
    }
}
