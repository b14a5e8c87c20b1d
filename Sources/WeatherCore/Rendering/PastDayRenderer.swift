import CoreLanguage
import CoreModel
import CoreSupport

/// Renders a day of dated weather (`day 2023-03-14`, `day 12`) in the layout of a forecast day:
/// what the source has, `—` where it has nothing, and where it came from. Nothing is invented.
package struct PastDayRenderer {
    package let weather: DatedWeather
    package let tabs: TabRenderer

    package init(weather: DatedWeather, units: Units, style: RenderStyle, wind: WindUnit? = nil) {
        self.weather = weather
        tabs = TabRenderer(data: weather.weatherData, units: units, style: style, wind: wind)
    }

    package var style: RenderStyle { tabs.style }
    package var readings: Readings { tabs.readings }

    /// `Day 12 · Thu 10 Dec 2026`, or the date alone for a past day.
    package func title(_ date: CivilDate, number: Int?) -> String {
        let shown = style.words.calendar.date(date.civilTime)
        guard let number else { return shown }
        return style.t("Day \(number) · \(shown)")
    }

    /// Who the figures come from: `ERA5 reanalysis via Open-Meteo`.
    package var credit: String { PastDayRenderer.credit(weather.source, style: style) }

    package static func credit(_ source: DatedSource, style: RenderStyle) -> String {
        switch source {
        case .archive: return style.t("ERA5 reanalysis via Open-Meteo")
        case .forecast: return style.t("Open-Meteo forecast")
        case .daySummary: return style.t("OpenWeather day summary")
        }
    }

    package func text(_ date: CivilDate, number: Int?) -> String {
        var lines = [style.bold(TextWidth.truncate(tabs.placeName, to: style.width))]
        lines.append(style.accent(title(date, number: number)))
        lines += style.wrap(credit).map(style.dim)
        guard let day = weather.day(date) else {
            return style.finish((lines + style.wrap(style.t("The source has no weather for this day."))).joined(separator: "\n"))
        }
        lines.append(tabs.conditionsLine(day.conditions.primary))
        lines.append("")
        let t = day.temperatures
        if [t.morning, t.day, t.evening, t.night].contains(where: { $0 != nil }) {
            lines.append(style.row(style.t("Morning"), readings.temperature(t.morning)))
            lines.append(style.row(style.t("Day"), readings.temperature(t.day)))
            lines.append(style.row(style.t("Evening"), readings.temperature(t.evening)))
            lines.append(style.row(style.t("Night"), readings.temperature(t.night)))
        }
        lines.append(style.row(style.t("High / low"), "\(readings.temperature(day.high)) / \(readings.temperature(day.low))"))
        lines.append("")
        lines.append(style.row(style.t("Sunrise"), day.sunrise.map { tabs.clock.time($0) } ?? "—"))
        lines.append(style.row(style.t("Sunset"), day.sunset.map { tabs.clock.time($0) } ?? "—"))
        lines.append("")
        lines.append(style.row(style.t("Wind"), wind(day.wind)))
        lines.append(style.row(style.t("Humidity"), readings.percent(day.humidity)))
        lines.append(style.row(style.t("Pressure"), readings.pressure(day.pressure)))
        lines.append(style.row(style.t("Clouds"), readings.percent(day.clouds)))
        lines.append(style.row(style.t("Rain + snow"), millimetres(day.precipitation)))
        if weather.source != .daySummary {
            lines.append(style.row(style.t("Rain"), millimetres(day.rain)))
            lines.append(style.row(style.t("Snow"), millimetres(day.snow)))
        }
        lines.append("")
        if weather.hours.isEmpty {
            lines += style.wrap(style.t("No hour-by-hour data from this source.")).map(style.dim)
        } else {
            lines.append(style.bold(style.t("Hour by hour")))
            lines += weather.hours.map { TextWrap.trimmingTrailingSpaces(tabs.hourRow($0)) }
            lines += style.wrap(style.t("Temperatures in \(tabs.units.temperatureSymbol).")).map(style.dim)
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// `{"view":"day","date":…,"source":"archive",…}`: the figures the text shows, null where absent.
    package func json(_ date: CivilDate, number: Int?) -> JSONValue {
        let day = weather.day(date)
        let t = day?.temperatures
        return .object([
            ("view", .string("day")),
            ("day", number.map { .int($0) } ?? .null),
            ("date", .string(date.iso)),
            ("source", .string(weather.source.rawValue)),
            ("units", .string(tabs.units.rawValue)),
            ("place", weather.place.json(in: style.words.language)),
            ("timezone", .string(weather.timeZone)),
            ("provider", .string(weather.provider.rawValue)),
            (
                "temperatures",
                .object([
                    ("morning", readings.temperatureValue(t?.morning)), ("day", readings.temperatureValue(t?.day)),
                    ("evening", readings.temperatureValue(t?.evening)), ("night", readings.temperatureValue(t?.night)),
                    ("high", readings.temperatureValue(day?.high)), ("low", readings.temperatureValue(day?.low))
                ])
            ),
            ("sunrise", .string(day?.sunrise.map { tabs.clock.iso8601($0) })),
            ("sunset", .string(day?.sunset.map { tabs.clock.iso8601($0) })),
            ("wind_speed", readings.speedValue(day?.wind.speed)),
            ("wind_gust", readings.speedValue(day?.wind.gust)),
            ("wind_unit", .string(readings.wind.symbol)),
            ("wind_deg", .number(day?.wind.direction)),
            ("humidity", .number(day?.humidity)),
            ("pressure", readings.pressureValue(day?.pressure)),
            ("clouds", .number(day?.clouds)),
            ("precipitation", .number(day?.precipitation)),
            ("rain", .number(day?.rain)),
            ("snow", .number(day?.snow)),
            ("conditions", .string(style.description(day?.conditions.primary))),
            ("icon", .string(day?.conditions.primary?.icon)),
            ("hours", .array(weather.hours.map(tabs.hourJSON)))
        ])
    }

    /// The day's strongest wind, with its gusts when they fit: a narrow terminal loses the
    /// gusts, never digits.
    package func wind(_ wind: Forecast.Wind) -> String {
        guard wind.speed != nil || wind.gust != nil else { return "—" }
        let full = tabs.wind(wind)
        guard TextWidth.of(full) > style.width - style.labelWidth else { return full }
        var calm = wind
        calm.gust = nil
        return tabs.wind(calm)
    }

    /// One line: `London · 2023-03-14 · 12.1° / 5.0° · 3.2 mm · ERA5 reanalysis via Open-Meteo`.
    package func line(_ date: CivilDate) -> String {
        let day = weather.day(date)
        let separator = tabs.separator
        return [
            tabs.shortPlace, date.iso,
            "\(readings.temperature(day?.high)) / \(readings.temperature(day?.low))", millimetres(day?.precipitation), credit
        ].joined(separator: separator)
    }

    /// An amount over the day: `1.87 mm`, or `—`.
    package func millimetres(_ amount: Double?) -> String { PastDayRenderer.millimetres(amount, style: style) }

    package static func millimetres(_ amount: Double?, style: RenderStyle) -> String {
        guard let amount else { return "—" }
        return style.number(Measure.trimmed(amount, decimals: 2)) + " " + style.words.word("mm", context: "unit")
    }
}
