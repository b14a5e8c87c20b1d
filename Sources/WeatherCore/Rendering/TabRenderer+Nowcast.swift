import CoreCommands
import CoreLanguage
import CoreModel
import CoreSupport

/// The next hour: the now tab's `Next hour` line, the `rain` view and their JSON.
extension TabRenderer {
    /// The nowcast from the data's own time, or nil when the provider gave no minute data.
    package var nowcast: Nowcast? { Nowcast(minutes: data.forecast.nextHour, now: current?.time ?? observed) }

    /// `Next hour    rain now, stopping about 22:04`, and a sparkline of the minutes when charts
    /// are on; nothing without minute data.
    package func nowcastLines() -> [String] {
        guard let nowcast else { return [] }
        var lines = style.wrappedRow(style.t("Next hour"), nowcast.summary(time: clock.time, words: style.words))
        if style.charts {
            // Dry minutes are blank, so the rain stands out as the hourly tab's blocks do.
            let wet = nowcast.minutes.map { minute in minute.intensity.flatMap { $0 >= Nowcast.wetThreshold ? $0 : nil } }
            let values = TabRenderer.columns(wet, count: style.width - style.labelWidth)
            let line = Sparkline.line(values, low: 0, high: max(nowcast.peak, 1), unicode: style.unicode)
            lines.append(style.row("", String(line.reversed().drop { $0 == " " }.reversed())))
        }
        return lines
    }

    /// `nowcast` in the now tab's JSON: null without minute data.
    package func nowcastJSON() -> JSONValue {
        guard let nowcast else { return .null }
        return .object([
            ("summary", .string(nowcast.summary(time: clock.time, words: style.words))),
            ("starts", .string(nowcast.starts.map(clock.iso8601))),
            ("ends", .string(nowcast.ends.map(clock.iso8601))),
            ("peak_mm_h", .number(nowcast.peak)),
            (
                "minutes",
                .array(
                    nowcast.minutes.map { .object([("time", .string(clock.iso8601($0.time))), ("precipitation", .number($0.intensity))]) })
            )
        ])
    }

    // MARK: - rain

    /// The `rain` view: the intensity in three named bands over a time axis, then the summary.
    package func rainText() -> String {
        var lines = header(style.t("Rain, next hours"))
        guard let nowcast else {
            lines.append(missing("No minute-by-minute precipitation in this data."))
            return style.finish(lines.joined(separator: "\n"))
        }
        let bands: [(String, Double, Double)] = [
            (style.t("heavy"), Nowcast.moderateLimit, max(Nowcast.moderateLimit * 2, nowcast.peak)),
            (style.t("moderate"), Nowcast.lightLimit, Nowcast.moderateLimit), (style.t("light"), 0, Nowcast.lightLimit)
        ]
        let bar = style.unicode ? "│" : "|"
        // The bands' names, then the bar: 10 columns, or more for a language's longer names.
        let labelWidth = max(10, bands.map { TextWidth.of($0.0) }.max()! + 2)
        let values = TabRenderer.columns(nowcast.minutes.map(\.intensity), count: style.width - labelWidth)
        let count = values.count
        for (name, low, high) in bands {
            let row = String(
                String(values.map { TabRenderer.block($0, low: low, high: high, unicode: style.unicode) }).reversed().drop { $0 == " " }
                    .reversed())
            lines.append(style.dim(TextWidth.padRight(name, to: labelWidth - 2)) + bar + " " + row)
        }
        lines += rainAxis(nowcast.minutes, columns: count, indent: labelWidth)
        lines += style.wrappedRow(style.t("Next hour"), nowcast.summary(time: clock.time, words: style.words))
        let step = nowcast.minutes.count > 1 ? max(1, (nowcast.minutes[1].time - nowcast.minutes[0].time) / 60) : 1
        lines += style.wrap(
            style.t("mm/h in \(step)-minute steps, in the place's time: light under 2.5, moderate 2.5 to 7.6, heavy above 7.6."),
            indent: 0, firstIndent: 0)
        return style.finish(lines.joined(separator: "\n"))
    }

    /// `rain` as one JSON object: the place and the nowcast (null without minute data).
    package func rainJSON() -> JSONValue {
        .object([
            ("view", .string("rain")), ("units", .string("mm/h")), ("place", data.place.json(in: style.words.language)),
            ("timezone", .string(data.forecast.timeZone ?? clock.zoneName(observed))),
            ("source", .string(data.source.rawValue)), ("provider", .string(data.provider.rawValue)),
            ("nowcast", nowcastJSON())
        ])
    }

    /// `rain` as one line: the place and the summary.
    package func rainLine() -> String {
        shortPlace + separator
            + (nowcast.map { style.t("next hour \($0.summary(time: clock.time, words: style.words))") } ?? style.t("no minute data"))
    }

    /// The time axis under the chart: a tick and the local time at each quarter hour that fits.
    package func rainAxis(_ minutes: [Forecast.Minute], columns: Int, indent: Int) -> [String] {
        var ticks = Array(repeating: style.unicode ? "─" : "-", count: columns)
        var labels = Array(repeating: " ", count: max(columns, style.width - indent))
        var free = 0
        var lastLabelled: Int64?
        for column in 0..<columns {
            let time = minutes[column * minutes.count / columns].time
            let quarter = time - time % 900
            guard column == 0 || (time % 900 == 0 && lastLabelled != quarter), column >= free else { continue }
            let text = clock.time(time)
            // A label runs right from its tick: one that would pass the width is left out.
            guard indent + column + TextWidth.of(text) <= style.width else { continue }
            lastLabelled = quarter
            ticks[column] = style.unicode ? "┴" : "+"
            for (offset, character) in text.enumerated() { labels[column + offset] = String(character) }
            free = column + TextWidth.of(text) + 1
        }
        let pad = String(repeating: " ", count: indent - 2)
        return [pad + (style.unicode ? "└─" : "+-") + ticks.joined(), pad + "  " + labels.joined().trimmingWhitespace()]
    }

    /// `values` resampled to `count` columns: each column the heaviest of the values it covers.
    package static func columns(_ values: [Double?], count: Int) -> [Double?] {
        guard !values.isEmpty, count > 0 else { return [] }
        let count = min(count, values.count * max(1, count / values.count))
        return (0..<count).map { column in
            let from = column * values.count / count
            let to = max(from + 1, (column + 1) * values.count / count)
            return values[from..<to].compactMap { $0 }.max()
        }
    }

    /// One row of a banded bar: blank below `low`, eighths up to `high`, full above; a trace of
    /// rain shows as the lowest block.
    package static func block(_ value: Double?, low: Double, high: Double, unicode: Bool) -> Character {
        guard let value, value >= Nowcast.wetThreshold, value > low else { return " " }
        let glyphs = unicode ? Sparkline.blocks : Sparkline.asciiBlocks
        let fraction = min(1, (value - low) / (high - low))
        return glyphs[max(0, Int((fraction * Double(glyphs.count)).rounded(.up)) - 1)]
    }
}
