import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// Renders the weather app's five tabs from data, units and style: text for people, one JSON
/// object for programs.
package struct TabRenderer {
    /// Said after the city tab at a terminal (a hint: scripts and pipes do not see it).
    package static let changePlaceHint: Phrase = "Type `location` to change place."
    package let data: WeatherData
    package let units: Units
    package let style: RenderStyle
    package let readings: Readings
    package let clock: LocalTime
    /// How many days the forecast tab lists: 8, or up to 16 for `forecast 16`.
    package var forecastDays = 8

    package init(data: WeatherData, units: Units, style: RenderStyle, wind: WindUnit? = nil) {
        self.data = data
        self.units = units
        self.style = style
        self.readings = Readings(units: units, unicode: style.unicode, wind: wind, words: style.words)
        self.clock = data.localTime.naming(with: style.zoneNames).speaking(style.words)
    }

    /// The tab as text lines, without a trailing newline; `compact` lists every 3rd hour.
    package func text(_ tab: WeatherTab, compact: Bool = false) -> String {
        let lines: [String]
        switch tab {
        case .city: lines = withArtIcon(cityText(), code: current?.conditions.primary?.icon, after: headerLineCount(nil) + 1)
        case .now: lines = withArtIcon(nowText(), code: current?.conditions.primary?.icon, after: headerLineCount("Weather Now"))
        case .hourly: lines = hourlyText(compact: compact)
        case .forecast: lines = forecastText()
        case .pollution: lines = withArtIcon(pollutionText(), code: current?.conditions.primary?.icon, after: headerLineCount("Pollution"))
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// The tab as one JSON object.
    package func json(_ tab: WeatherTab) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("tab", .string(tab.rawValue)),
            ("units", .string(units.rawValue)),
            ("place", data.place.json(in: style.words.language)),
            ("timezone", .string(data.forecast.timeZone ?? clock.zoneName(observed))),
            ("source", .string(data.source.rawValue)),
            ("provider", .string(data.provider.rawValue))
        ]
        switch tab {
        case .city: pairs += cityJSON()
        case .now: pairs += cityJSON() + nowJSON()
        case .hourly: pairs.append(("hours", .array(hourlyJSON())))
        case .forecast: pairs.append(("days", .array(forecastJSON())))
        case .pollution: pairs += pollutionJSON()
        }
        return .object(pairs)
    }

    // MARK: - Shared parts

    package var current: Forecast.Reading? { data.forecast.current }
    /// The place's name in the view's language: `Москва, RU`.
    package var placeName: String { style.placeName(data.place) }
    package var today: Forecast.Day? { data.forecast.days.first }
    /// The observation time: the current reading's, else the first forecast's.
    package var observed: Int64 { data.forecast.observed ?? 0 }

    package func icon(_ condition: WeatherCondition?) -> String {
        let code = condition?.icon ?? ""
        if let padded = (style.unicode ? TabRenderer.paddedGlyphs.unicode : TabRenderer.paddedGlyphs.ascii)[code] { return padded }
        return TabRenderer.paddedGlyph(code, unicode: style.unicode)
    }

    package static func paddedGlyph(_ code: String, unicode: Bool) -> String {
        TextWidth.padRight(WeatherIcon.glyph(code, unicode: unicode), to: WeatherIcon.slotWidth(unicode: unicode))
    }

    /// Every icon code's glyph padded to its slot, worked out once: measuring an emoji's width
    /// for each of 48 rows cost more than the rest of the row.
    package static let paddedGlyphs: (unicode: [String: String], ascii: [String: String]) = {
        let codes = ["01", "02", "03", "04", "09", "10", "11", "13", "50"].flatMap { [$0 + "d", $0 + "n"] }
        func table(_ unicode: Bool) -> [String: String] {
            Dictionary(uniqueKeysWithValues: codes.map { ($0, paddedGlyph($0, unicode: unicode)) })
        }
        return (table(true), table(false))
    }()

    /// The place (and the tab's title, beside it when it fits), then the local date and time.
    /// How many lines `header(title)` takes, without building them.
    package func headerLineCount(_ title: String?) -> Int {
        guard let title else { return 2 }
        let name = TextWidth.truncate(placeName, to: style.width)
        return TextWidth.of(name) + 3 + TextWidth.of(title) <= style.width ? 2 : 3
    }

    package func header(_ title: String?) -> [String] {
        let name = TextWidth.truncate(placeName, to: style.width)
        var lines: [String]
        if let title {
            if TextWidth.of(name) + 3 + TextWidth.of(title) <= style.width {
                lines = [style.bold(name) + style.dim(" · ") + style.accent(title)]
            } else {
                lines = [style.bold(name), style.accent(title)]
            }
        } else {
            lines = [style.bold(name)]
        }
        lines.append("\(clock.date(observed))\(style.words.separator)\(clock.time(observed)) \(clock.zoneName(observed))")
        return lines
    }

    package func conditionsLine(_ condition: WeatherCondition?) -> String {
        icon(condition) + "  "
            + TextWidth.truncate(style.sentence(condition), to: style.width - 4 - WeatherIcon.slotWidth(unicode: style.unicode))
    }

    /// `4.6 m/s SW, gusts 9.3 m/s`
    package func wind(_ wind: Forecast.Wind) -> String {
        let (speed, gusts) = windParts(wind)
        return speed + gusts
    }

    /// The wind as `4.6 m/s SW` and its gusts `, gusts 9.3 m/s` (empty without), for a row
    /// that puts the gusts on a line of their own when both do not fit.
    package func windParts(_ wind: Forecast.Wind) -> (String, String) {
        var text = readings.speed(wind.speed)
        if let degrees = wind.direction { text += " " + style.compass(degrees) }
        return (text, wind.gust.map { style.t(", gusts \(readings.speed($0))") } ?? "")
    }

    /// The `Temperature` row: `8.1 °C, feels like 5.3 °C`, the second on a line of its own
    /// when both do not fit.
    package func temperatureRows(_ current: Forecast.Reading) -> [String] {
        let feels = current.feelsLike.map { style.t(", feels like \(degrees($0))") } ?? ""
        return style.row(style.t("Temperature"), degrees(current.temperature), clause: feels)
    }

    package func missing(_ sentence: Phrase) -> String {
        style.wrap(style.t(sentence)).map(style.dim).joined(separator: "\n")
    }

    // MARK: - City

    package func cityText() -> [String] {
        var lines = header(nil)
        lines.append("")
        guard let current else { return lines + [missing("No current weather in this data.")] }
        lines.append(conditionsLine(current.conditions.primary))
        lines.append(style.row(style.t("Temperature"), degrees(current.temperature)))
        lines.append(style.row(style.t("Humidity"), readings.percent(current.humidity)))
        lines.append(style.row(style.t("Pressure"), readings.pressure(current.pressure)))
        return lines
    }

    package func cityJSON() -> [(String, JSONValue)] {
        let condition = current?.conditions.primary
        return [
            ("time", .string(clock.iso8601(observed))),
            FigureKey.temperature.pair(readings.temperatureValue(current?.temperature)),
            FigureKey.humidity.pair(.number(current?.humidity)),
            FigureKey.pressure.pair(readings.pressureValue(current?.pressure)),
            ("conditions", .string(style.description(condition))),
            ("icon", .string(condition?.icon)),
            ("icon_url", .string(condition.map { WeatherIcon.url($0.icon) }))
        ]
    }

    // MARK: - Weather now

    package func nowText() -> [String] {
        var lines = header(style.t("Weather Now"))
        guard let current else { return lines + [missing("No current weather in this data.")] }
        lines.append(conditionsLine(current.conditions.primary))
        lines += temperatureRows(current)
        lines.append(style.row(style.t("High / low"), "\(degrees(today?.high)) / \(degrees(today?.low))"))
        let (speed, gusts) = windParts(current.wind)
        lines += style.row(style.t("Wind"), speed, clause: gusts)
        lines.append(style.row(style.t("Humidity"), readings.percent(current.humidity)))
        lines.append(style.row(style.t("Pressure"), readings.pressure(current.pressure)))
        lines.append(style.row(style.t("Visibility"), readings.distance(current.visibility)))
        lines.append(style.row(style.t("UV index"), current.uvIndex.map { style.number(Measure.trimmed($0, decimals: 1)) } ?? "—"))
        lines.append(style.row(style.t("Dew point"), degrees(current.dewPoint)))
        lines.append(style.row(style.t("Clouds"), readings.percent(current.clouds)))
        lines.append(style.row(style.t("Sunrise"), current.sunrise.map(clock.time) ?? "—"))
        lines.append(style.row(style.t("Sunset"), current.sunset.map(clock.time) ?? "—"))
        lines += nowcastLines()
        if let alert = alertSummary() { lines.append(alert) }
        // Never "no alerts", which would falsely reassure.
        if data.provider == .openMeteo {
            lines.append(style.row(style.t("Alerts"), style.dim(style.t("Open-Meteo provides no weather alerts"))))
        }
        return lines
    }

    package func nowJSON() -> [(String, JSONValue)] {
        [
            FigureKey.feelsLike.pair(readings.temperatureValue(current?.feelsLike)),
            FigureKey.high.pair(readings.temperatureValue(today?.high)),
            FigureKey.low.pair(readings.temperatureValue(today?.low)),
            FigureKey.windSpeed.pair(readings.speedValue(current?.wind.speed)),
            ("wind_unit", .string(readings.wind.symbol)),
            ("wind_deg", .number(current?.wind.direction)),
            FigureKey.windDirection.pair(.string(current?.wind.direction.map { Compass.point(degrees: $0) })),
            FigureKey.visibility.pair(readings.distanceValue(current?.visibility)),
            FigureKey.uvi.pair(.number(current?.uvIndex)),
            FigureKey.dewPoint.pair(readings.temperatureValue(current?.dewPoint)),
            FigureKey.clouds.pair(.number(current?.clouds)),
            FigureKey.sunrise.pair(.string(current?.sunrise.map(clock.iso8601))),
            FigureKey.sunset.pair(.string(current?.sunset.map(clock.iso8601))),
            ("alerts", alertsJSON()),
            ("nowcast", nowcastJSON())
        ]
    }

    // MARK: - Hourly

    package func hourlyText(compact: Bool = false) -> [String] {
        var lines = header(style.t("Hourly"))
        let hours = data.forecast.hours.prefix(48)
        guard !hours.isEmpty else { return lines + [missing("No hourly forecast in this data.")] }
        lines += hourlyChart(Array(hours))
        var lastDay = ""
        for (index, hour) in hours.enumerated() where !compact || index % 3 == 0 {
            let day = clock.shortDate(hour.time)
            if day != lastDay {
                lines.append(style.bold(day))
                lastDay = day
            }
            lines.append(hourRow(hour))
        }
        return lines + hoursLegend()
    }

    /// One hour as a row (its conditions wrapped onto more lines when narrow).
    package func hourRow(_ hour: Forecast.Reading) -> String {
        hourLines(hour).joined(separator: "\n")
    }

    /// What the columns of hour rows mean.
    package func hoursLegend() -> [String] {
        style.wrap(style.t("Temperatures in \(units.temperatureSymbol); the last column is the chance of precipitation.")).map(style.dim)
    }

    package func hourlyJSON() -> [JSONValue] {
        data.forecast.hours.prefix(48).map(hourJSON)
    }

    /// One hour as a JSON object: `time`, `temperature`, `conditions`, `icon`, `pop`.
    package func hourJSON(_ hour: Forecast.Reading) -> JSONValue {
        let condition = hour.conditions.primary
        return .object([
            FigureKey.time.pair(.string(clock.iso8601(hour.time))),
            FigureKey.temperature.pair(readings.temperatureValue(hour.temperature)),
            ("conditions", .string(style.description(condition))),
            ("icon", .string(condition?.icon)),
            FigureKey.pop.pair(.number(hour.precipitationChance))
        ])
    }

    // MARK: - Forecast

    package func forecastJSON() -> [JSONValue] {
        data.forecast.days.prefix(forecastDays).map { day in
            let condition = day.conditions.primary
            return .object([
                ("date", .string(clock.isoDate(day.time))),
                FigureKey.high.pair(readings.temperatureValue(day.high)),
                FigureKey.low.pair(readings.temperatureValue(day.low)),
                ("conditions", .string(style.description(condition))),
                ("icon", .string(condition?.icon))
            ])
        }
    }

    // MARK: - Pollution

    /// The components in the order the app shows them, with their printed names.
    package func components(_ c: AirQuality.Components) -> [(key: String, label: String, value: Double?)] {
        let u = style.unicode
        return [
            ("co", "CO", c.co), ("no", "NO", c.no), ("no2", u ? "NO₂" : "NO2", c.no2), ("o3", u ? "O₃" : "O3", c.o3),
            ("so2", u ? "SO₂" : "SO2", c.so2), ("pm2_5", "PM2.5", c.pm2_5), ("pm10", "PM10", c.pm10), ("nh3", u ? "NH₃" : "NH3", c.nh3)
        ]
    }

    package func pollutionText() -> [String] {
        var lines = header(style.t("Pollution"))
        if let current {
            lines.append(conditionsLine(current.conditions.primary))
            lines += temperatureRows(current)
            lines.append(style.row(style.t("High / low"), "\(degrees(today?.high)) / \(degrees(today?.low))"))
        } else {
            lines.append(missing("No current weather in this data."))
        }
        lines.append("")
        guard let air = data.air else {
            return lines + [style.dim(style.t("No air quality data for this place; `load` an Air Pollution document."))]
        }
        let aqi = air.index
        lines += style.wrappedRow(
            style.t("Air quality"),
            style.aqi("\(aqi) \(style.airQuality(air.indexName))", aqi) + style.dim(style.t(" (1 Good … 5 Very Poor)")))
        if let european = air.europeanIndex {
            lines += style.wrappedRow(
                style.t("European AQI"), "\(european)" + style.dim(style.t(" (Open-Meteo, 0 good … 100+ extremely poor)")))
        }
        for component in components(air.components) {
            let value = component.value.map { style.number(Measure.fixed($0, decimals: 2)) } ?? "—"
            lines.append(style.row(component.label, TextWidth.padLeft(value, to: 8) + " " + readings.micrograms))
        }
        return lines
    }

    package func pollutionJSON() -> [(String, JSONValue)] {
        let condition = current?.conditions.primary
        var pairs: [(String, JSONValue)] = [
            FigureKey.temperature.pair(readings.temperatureValue(current?.temperature)),
            ("conditions", .string(style.description(condition))),
            ("icon", .string(condition?.icon)),
            FigureKey.high.pair(readings.temperatureValue(today?.high)),
            FigureKey.low.pair(readings.temperatureValue(today?.low)),
            ("feels_like", readings.temperatureValue(current?.feelsLike))
        ]
        if let air = data.air {
            pairs.append(("time", .string(clock.iso8601(air.time))))
            pairs.append(FigureKey.aqi.pair(.int(air.index)))
            pairs.append(("aqi_label", .string(style.airQuality(air.indexName))))
            pairs.append(FigureKey.europeanAQI.pair(air.europeanIndex.map { .int($0) } ?? .null))
            pairs.append(("components", .object(components(air.components).map { ($0.key, .number($0.value)) })))
        } else {
            pairs += [("time", .null), ("aqi", .null), ("aqi_label", .null), ("european_aqi", .null), ("components", .null)]
        }
        return pairs
    }
}
