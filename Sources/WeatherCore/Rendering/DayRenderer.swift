import CoreLanguage
import CoreModel
import CoreSupport

/// Renders `day N`, the detail of one forecast day: text for people, one JSON object for programs.
///
/// Days count from 1, today. It is drawn with the tabs' own parts (header, icon column, hour rows),
/// so it looks like them and changes with them.
package struct DayRenderer {
    package let tabs: TabRenderer

    package init(data: WeatherData, units: Units, style: RenderStyle, wind: WindUnit? = nil) {
        tabs = TabRenderer(data: data, units: units, style: style, wind: wind)
    }

    package var style: RenderStyle { tabs.style }
    package var readings: Readings { tabs.readings }
    package var clock: LocalTime { tabs.clock }
    package var days: [Forecast.Day] { Array(tabs.data.forecast.days.prefix(8)) }

    /// The forecast for day `number` (1 = today), or nil when the data has no such day.
    package func forecast(_ number: Int) -> Forecast.Day? {
        guard number >= 1, number <= days.count else { return nil }
        return days[number - 1]
    }

    /// The hours of the 48-hour forecast that fall on the day's local date.
    package func hours(of day: Forecast.Day) -> [Forecast.Reading] {
        let date = clock.isoDate(day.time)
        return tabs.data.forecast.hours.prefix(48).filter { clock.isoDate($0.time) == date }
    }

    /// The day as text lines, without a trailing newline; one line when there is no such day.
    package func text(day number: Int) -> String {
        guard let day = forecast(number) else { return style.finish(noSuchDay(number)) }
        var lines = tabs.header(style.t("Day \(number) · \(clock.shortDate(day.time))"))
        lines.append(tabs.conditionsLine(day.conditions.primary))
        if let summary = day.summary, !summary.isEmpty {
            lines += style.wrap(TerminalSafety.sanitize(summary))
        }
        lines.append("")
        lines += temperatureText(day)
        lines.append("")
        lines.append(style.row(style.t("Sunrise"), eventTime(day.sunrise)))
        lines.append(style.row(style.t("Sunset"), eventTime(day.sunset)))
        lines.append(style.row(style.t("Moonrise"), eventTime(day.moonrise)))
        lines.append(style.row(style.t("Moonset"), eventTime(day.moonset)))
        lines.append(style.row(style.t("Moon phase"), day.moonPhase.flatMap(MoonPhase.init(fraction:))?.sentence(in: style.words) ?? "—"))
        lines.append("")
        let (speed, gusts) = tabs.windParts(day.wind)
        lines += style.row(style.t("Wind"), speed, clause: gusts)
        lines.append(style.row(style.t("Humidity"), readings.percent(day.humidity)))
        lines.append(style.row(style.t("Pressure"), readings.pressure(day.pressure)))
        lines.append(style.row(style.t("Dew point"), readings.temperature(day.dewPoint)))
        lines.append(style.row(style.t("UV index"), day.uvIndex.map { style.number(Measure.trimmed($0, decimals: 1)) } ?? "—"))
        lines.append(style.row(style.t("Clouds"), readings.percent(day.clouds)))
        lines.append(style.row(style.t("Chance"), readings.chance(day.precipitationChance)))
        lines.append(style.row(style.t("Rain"), millimetres(day.rain)))
        lines.append(style.row(style.t("Snow"), millimetres(day.snow)))
        lines.append("")
        lines += hoursText(day)
        return style.finish(lines.joined(separator: "\n"))
    }

    /// The day as one JSON object; for a day the data does not have, the number and an error.
    package func json(day number: Int) -> JSONValue {
        guard let day = forecast(number) else {
            return .object([("view", .string("day")), ("day", .int(number)), ("error", .string("no such day"))])
        }
        let t = day.temperatures
        let feels = day.feelsLike
        let condition = day.conditions.primary
        return .object([
            ("view", .string("day")),
            ("day", .int(number)),
            ("units", .string(tabs.units.rawValue)),
            ("place", tabs.data.place.json(in: style.words.language)),
            ("timezone", .string(tabs.data.forecast.timeZone ?? clock.zoneName(tabs.observed))),
            ("source", .string(tabs.data.source.rawValue)),
            ("provider", .string(tabs.data.provider.rawValue)),
            ("date", .string(clock.isoDate(day.time))),
            ("summary", .string(day.summary)),
            (
                "temperatures",
                .object([
                    ("morning", readings.temperatureValue(t.morning)),
                    ("day", readings.temperatureValue(t.day)),
                    ("evening", readings.temperatureValue(t.evening)),
                    ("night", readings.temperatureValue(t.night)),
                    ("high", readings.temperatureValue(day.high)),
                    ("low", readings.temperatureValue(day.low))
                ])
            ),
            (
                "feels_like",
                .object([
                    ("morning", readings.temperatureValue(feels?.morning)),
                    ("day", readings.temperatureValue(feels?.day)),
                    ("evening", readings.temperatureValue(feels?.evening)),
                    ("night", readings.temperatureValue(feels?.night))
                ])
            ),
            ("sunrise", .string(eventInstant(day.sunrise))),
            ("sunset", .string(eventInstant(day.sunset))),
            ("moonrise", .string(eventInstant(day.moonrise))),
            ("moonset", .string(eventInstant(day.moonset))),
            ("moon_phase", .number(day.moonPhase)),
            ("moon_phase_name", .string(day.moonPhase.flatMap(MoonPhase.init(fraction:))?.rawValue)),
            ("wind_speed", readings.speedValue(day.wind.speed)),
            ("wind_gust", readings.speedValue(day.wind.gust)),
            ("wind_unit", .string(readings.wind.symbol)),
            ("wind_deg", .number(day.wind.direction)),
            ("wind_direction", .string(day.wind.direction.map { Compass.point(degrees: $0) })),
            ("humidity", .number(day.humidity)),
            ("pressure", readings.pressureValue(day.pressure)),
            ("dew_point", readings.temperatureValue(day.dewPoint)),
            ("uvi", .number(day.uvIndex)),
            ("clouds", .number(day.clouds)),
            ("pop", .number(day.precipitationChance)),
            ("rain", .number(day.rain)),
            ("snow", .number(day.snow)),
            ("conditions", .string(style.description(condition))),
            ("icon", .string(condition?.icon)),
            ("hours", .array(hours(of: day).map(tabs.hourJSON)))
        ])
    }

    // MARK: - Parts

    package func noSuchDay(_ number: Int) -> String {
        days.isEmpty
            ? tabs.missing("No daily forecast in this data.")
            : style.t("No day \(number) in this forecast: it has days 1 to \(days.count).")
    }

    /// Morning, day, evening and night, each with how it feels, then the day's extremes.
    package func temperatureText(_ day: Forecast.Day) -> [String] {
        let t = day.temperatures
        let feels = day.feelsLike
        let times: [(String, Double?, Double?)] = [
            (style.t("Morning"), t.morning, feels?.morning), (style.t("Day"), t.day, feels?.day),
            (style.t("Evening"), t.evening, feels?.evening), (style.t("Night"), t.night, feels?.night)
        ]
        var lines = times.flatMap { label, temperature, feelsLike in
            let value = readings.temperature(temperature)
            guard let feelsLike else { return [style.row(label, value)] }
            // Said in full when it fits, else shorter; else on a line of its own: a narrow
            // terminal loses words, never digits.
            let full = style.t(", feels like \(readings.temperature(feelsLike))")
            let short = style.t(", feels \(readings.temperature(feelsLike))")
            if TextWidth.of(value + full) > style.width - style.labelWidth, TextWidth.of(value + short) <= style.width - style.labelWidth {
                return [style.row(label, value + short)]
            }
            return style.row(label, value, clause: full)
        }
        lines.append(style.row(style.t("High / low"), "\(readings.temperature(day.high)) / \(readings.temperature(day.low))"))
        return lines
    }

    /// The hours of the day within the 48-hour forecast, or one line saying there are none.
    package func hoursText(_ day: Forecast.Day) -> [String] {
        guard !tabs.data.forecast.hours.isEmpty else { return [tabs.missing("No hourly forecast in this data.")] }
        let hours = hours(of: day)
        guard !hours.isEmpty else { return style.wrap(style.t("No hourly forecast this far ahead.")).map(style.dim) }
        return [style.bold(style.t("Hour by hour"))] + hours.map(tabs.hourRow) + tabs.hoursLegend()
    }

    /// A sunrise, sunset, moonrise or moonset as local time. The API sends 0 for an event that
    /// does not happen that day (the moon rises about 50 minutes later each day, so some days it does not).
    package func eventTime(_ epoch: Int64?) -> String {
        guard let epoch else { return "—" }
        return epoch == 0 ? style.t("none that day") : clock.time(epoch)
    }

    /// The event as ISO 8601 with the place's offset; nil when absent or when it does not happen.
    package func eventInstant(_ epoch: Int64?) -> String? {
        guard let epoch, epoch != 0 else { return nil }
        return clock.iso8601(epoch)
    }

    /// A day's total rain or snow: `1.87 mm`.
    package func millimetres(_ amount: Double?) -> String {
        guard let amount else { return "—" }
        return style.number(Measure.trimmed(amount, decimals: 2)) + " " + style.words.word("mm", context: "unit")
    }
}
