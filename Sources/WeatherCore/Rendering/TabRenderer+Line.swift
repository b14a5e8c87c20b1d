/// `format line`: each weather view as exactly one line, for status bars (tmux, i3bar, polybar).
/// Never wrapped or coloured: a status bar cuts and colours it itself.
extension TabRenderer {
    /// `Paris, FR`: the name and country only.
    var shortPlace: String {
        let name = TerminalSafety.sanitize(data.place.name)
        return data.place.country.isEmpty ? name : name + ", " + TerminalSafety.sanitize(data.place.country)
    }

    var separator: String { style.unicode ? " · " : " - " }

    /// The tab as one line.
    public func line(_ tab: WeatherTab) -> String {
        var parts: [String]
        switch tab {
        case .city:
            parts = [shortPlace, clock.time(observed) + " " + clock.zoneName(observed)]
            if let current {
                parts.append(
                    WeatherIcon.glyph(current.weather.primary?.icon ?? "", unicode: style.unicode) + " "
                        + readings.shortTemperature(current.temp) + " " + (current.weather.primary?.sentence ?? ""))
            }
        case .now:
            guard let current else { return shortPlace + separator + "no current weather" }
            var now = [
                shortPlace, WeatherIcon.glyph(current.weather.primary?.icon ?? "", unicode: style.unicode),
                readings.temperature(current.temp)
            ]
            if let speed = current.windSpeed {
                let arrow = current.windDeg.map { Compass.arrow(degrees: $0, unicode: style.unicode) + " " } ?? ""
                now.append(arrow + readings.speed(speed))
            }
            if let humidity = current.humidity { now.append(readings.percent(humidity)) }
            return now.joined(separator: " ")
        case .hourly:
            let hours = Array((data.oneCall.hourly ?? []).prefix(12))
            guard !hours.isEmpty else { return shortPlace + separator + "no hourly forecast" }
            parts = [
                shortPlace,
                "next \(hours.count) h " + range(hours.map(\.temp)) + " "
                    + Sparkline.line(hours.map { units.temperature($0.temp) }, unicode: style.unicode)
            ]
        case .forecast:
            let days = data.oneCall.daily ?? []
            guard !days.isEmpty else { return shortPlace + separator + "no daily forecast" }
            parts = [
                shortPlace,
                "\(days.count) days " + range(days.map(\.temp.min) + days.map(\.temp.max)) + " "
                    + Sparkline.line(days.map { units.temperature($0.temp.max) }, unicode: style.unicode)
            ]
        case .pollution:
            guard let entry = data.air?.list.first else { return shortPlace + separator + "no air quality data" }
            var air = ["AQI \(entry.main.aqi) \(AirQuality.label(entry.main.aqi))"]
            if let pm25 = entry.components.pm2_5 { air.append("PM2.5 " + Measure.fixed(pm25, decimals: 0)) }
            parts = [shortPlace, air.joined(separator: separator)]
        }
        return parts.joined(separator: separator)
    }

    /// `5°–12°`: the lowest and highest of temperatures in kelvin.
    func range(_ kelvins: [Double]) -> String {
        guard let low = kelvins.min(), let high = kelvins.max() else { return "—" }
        return readings.shortTemperature(low) + (style.unicode ? "–" : "-") + readings.shortTemperature(high)
    }

    /// A forecast day as one line: `Paris, FR · Tue 28 Mar 🌧️ 6°–12° 80 %`.
    public func dayLine(_ number: Int) -> String? {
        guard let days = data.oneCall.daily, days.indices.contains(number - 1) else { return nil }
        let day = days[number - 1]
        var text =
            clock.shortDate(day.dt) + " " + WeatherIcon.glyph(day.weather.primary?.icon ?? "", unicode: style.unicode) + " "
            + range([day.temp.min, day.temp.max])
        if let pop = day.pop { text += " " + readings.chance(pop) }
        return shortPlace + separator + text
    }

    /// The alerts as one line: how many, and the first one's event.
    public func alertsLine() -> String {
        guard data.provider != .openMeteo else { return shortPlace + separator + "no alerts from Open-Meteo" }
        let alerts = data.oneCall.alerts ?? []
        guard let first = alerts.first else { return shortPlace + separator + "No alerts" }
        let count = alerts.count == 1 ? "1 alert" : "\(alerts.count) alerts"
        return shortPlace + separator + count + ": " + TerminalSafety.sanitize(first.event)
    }

    /// The map as one line: how far across it is, and its three largest towns besides the place.
    public func mapLine(_ picture: MapPicture) -> String {
        let towns = picture.towns.filter { $0.name != picture.place.name }.prefix(3).map { TerminalSafety.sanitize($0.name) }
        let across = MapRenderer.distance(picture.spanKm) + " across"
        return ([shortPlace, across] + (towns.isEmpty ? [] : [towns.joined(separator: ", ")])).joined(separator: separator)
    }
}
