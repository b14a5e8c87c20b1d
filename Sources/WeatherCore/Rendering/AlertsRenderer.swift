import CoreCommands
import CoreLanguage
import CoreModel
import CoreSupport

/// Renders `alerts`: every weather alert for the place in full, as text for people or one JSON
/// object for programs.
package struct AlertsRenderer {
    package let tabs: TabRenderer

    package init(data: WeatherData, units: Units, style: RenderStyle) {
        tabs = TabRenderer(data: data, units: units, style: style)
    }

    package var style: RenderStyle { tabs.style }
    package var alerts: [Forecast.Alert] { tabs.data.forecast.alerts }

    /// Each alert: its event (in red), who sent it, when it starts and ends in the place's time,
    /// and its description wrapped to the width; or one line saying there are none.
    package func text() -> String {
        // Open-Meteo has no alerts feed: saying "no alerts" would falsely reassure.
        if tabs.data.provider == .openMeteo {
            return style.finish(
                style.wrapped(style.t("Open-Meteo provides no weather alerts; OpenWeather does, with a key (see `help provider`).")))
        }
        guard !alerts.isEmpty else {
            return style.finish(style.wrapped(style.t("No weather alerts for \(tabs.placeName).")))
        }
        var lines = tabs.header(alerts.count == 1 ? style.t("1 alert") : style.t("\(alerts.count) alerts"))
        for alert in alerts {
            lines.append("")
            lines += style.wrap(TerminalSafety.sanitize(alert.event)).map { style.bold(style.alert($0)) }
            if let sender = nonEmpty(alert.sender) { lines += style.wrappedRow(style.t("From"), sender) }
            if let start = alert.start { lines += style.wrappedRow(style.t("Starts"), when(start)) }
            if let end = alert.end { lines += style.wrappedRow(style.t("Ends"), when(end)) }
            if let description = alert.description {
                // Paragraphs and list items keep their own lines.
                for paragraph in description.split(whereSeparator: \.isNewline) {
                    guard let text = nonEmpty(String(paragraph))?.trimmingWhitespace() else { continue }
                    // A list item keeps its dash, its wrapped lines under the text.
                    lines += style.wrap(text, indent: text.hasPrefix("- ") ? 2 : 0)
                }
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    /// `view`, the place, and `alerts`: a list of `sender`, `event`, `start`, `end`, `description`.
    package func json() -> JSONValue {
        .object([
            ("view", .string("alerts")),
            ("place", tabs.data.place.json(in: style.words.language)),
            ("timezone", .string(tabs.data.forecast.timeZone ?? tabs.clock.zoneName(tabs.observed))),
            ("source", .string(tabs.data.source.rawValue)),
            ("alerts", tabs.alertsJSON())
        ])
    }

    /// `Mon 27 Mar 2023, 06:00 BST`
    package func when(_ epoch: Int64) -> String {
        "\(tabs.clock.date(epoch))\(style.words.separator)\(tabs.clock.time(epoch)) \(tabs.clock.zoneName(epoch))"
    }

    /// The text made safe to print, or nil when there is none.
    package func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let safe = TerminalSafety.sanitize(text)
        return safe.trimmingWhitespace().isEmpty ? nil : safe
    }
}

extension TabRenderer {
    /// The alerts as a JSON list of `sender`, `event`, `start`, `end` (ISO 8601), `description`.
    /// `null` where the provider has no alerts feed (Open-Meteo), so no program reads "none".
    package func alertsJSON() -> JSONValue {
        if data.provider == .openMeteo { return .null }
        return .array(
            data.forecast.alerts.map { alert in
                .object([
                    ("sender", .string(alert.sender)),
                    ("event", .string(alert.event)),
                    ("start", .string(alert.start.map(clock.iso8601))),
                    ("end", .string(alert.end.map(clock.iso8601))),
                    ("description", .string(alert.description))
                ])
            })
    }

    /// One line for the now tab: the first alert's event (and how many more), then the hint.
    package func alertSummary() -> String? {
        let alerts = data.forecast.alerts
        guard let first = alerts.first else { return nil }
        let hint = style.dim(" · `alerts`")
        var summary = TerminalSafety.sanitize(first.event)
        if alerts.count > 1 { summary += style.t(" and \(alerts.count - 1) more") }
        return style.row(style.t("Alert"), style.alert(TextWrap.fit(summary, width: style.width - style.labelWidth - 11)) + hint)
    }
}
