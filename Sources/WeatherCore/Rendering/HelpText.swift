/// `help`: the command list, or one command's or tab's explanation, from `CommandCatalog`.
enum HelpText {
    /// What each tab shows, for `help TAB`.
    static let tabs: [WeatherTab: String] = [
        .city: "The place's name, the local date and time of the observation, temperature, humidity, pressure and conditions with an icon.",
        .now: "Temperature and conditions, today's high and low, feels-like, wind speed and direction, humidity, pressure, visibility, UV index, dew point, cloud cover, sunrise and sunset.",
        .hourly: "The next 48 hours: local time (with the day where it changes), icon, temperature, conditions and chance of precipitation.",
        .forecast: "The next 8 days: weekday and date, icon, conditions, high and low.",
        .pollution: "Temperature, conditions, high and low, feels-like, and the air quality index (1 Good to 5 Very Poor) with CO, NO, NO2, O3, SO2, PM2.5, PM10 and NH3 in micrograms per cubic metre.",
    ]

    static func text(topic: String?, style: RenderStyle) -> String {
        style.finish(plainText(topic: topic, style: style))
    }

    static func plainText(topic: String?, style: RenderStyle) -> String {
        guard let topic else { return overview(style: style) }
        if let tab = WeatherTab(rawValue: topic) {
            return ([style.bold("tab \(tab.rawValue)") + " — the \(tab.title) tab"] + style.wrap(tabs[tab] ?? "")).joined(separator: "\n")
        }
        guard let info = CommandCatalog.info(named: topic) else { return "" }
        var lines = style.wrap(info.usage + " — " + info.summary, indent: 2)
        lines[0] = lines[0].hasPrefix(info.usage) ? style.bold(info.usage) + lines[0].dropFirst(info.usage.count) : lines[0]
        if !info.aliases.isEmpty {
            lines.append("Also: " + info.aliases.joined(separator: ", "))
        }
        for paragraph in info.details.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(paragraph)
            if text.hasPrefix("  ") {
                // A table row: `  name   description`, the description wrapped in its column.
                let (name, description) = text.trimmingWhitespace().splitFirstWord()
                let column = 13
                lines += style.wrap(description, indent: column, firstIndent: column).enumerated().map { index, line in
                    index == 0 ? "  " + TextWidth.padRight(name, to: column - 2) + line.dropFirst(column) : line
                }
            } else {
                lines += style.wrap(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    static func overview(style: RenderStyle) -> String {
        var lines = [style.bold("Commands:")]
        let usageWidth = CommandCatalog.all.map { TextWidth.of($0.usage) }.max() ?? 0
        let sideBySide = 2 + usageWidth + 2 + 24 <= style.width
        for info in CommandCatalog.all {
            if sideBySide {
                lines += style.wrap(info.summary, indent: 4 + usageWidth, firstIndent: 4 + usageWidth).enumerated().map { index, line in
                    index == 0 ? "  " + TextWidth.padRight(info.usage, to: usageWidth) + "  " + line.dropFirst(4 + usageWidth) : line
                }
            } else {
                lines.append("  " + TextWidth.truncate(info.usage, to: style.width - 2))
                lines += style.wrap(info.summary, indent: 6, firstIndent: 6)
            }
        }
        lines.append("")
        lines += style.wrap("Tabs: " + WeatherTab.allCases.map(\.rawValue).joined(separator: ", ") + ". A tab's name alone shows it.")
        lines += style.wrap("`help COMMAND` explains a command. Names are case-insensitive; commands can be separated by `;`; lines starting with # are comments.")
        return lines.joined(separator: "\n")
    }

    static func json(topic: String?) -> JSONValue {
        if let topic, let tab = WeatherTab(rawValue: topic) {
            return .object([("tab", .string(tab.rawValue)), ("title", .string(tab.title)), ("shows", .string(tabs[tab] ?? ""))])
        }
        if let topic, let info = CommandCatalog.info(named: topic) {
            return entry(info, details: true)
        }
        return .object([("commands", .array(CommandCatalog.all.map { entry($0, details: false) }))])
    }

    static func entry(_ info: CommandInfo, details: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(info.name)),
            ("usage", .string(info.usage)),
            ("summary", .string(info.summary)),
        ]
        if !info.aliases.isEmpty { pairs.append(("aliases", .array(info.aliases.map { .string($0) }))) }
        if details { pairs.append(("details", .string(info.details))) }
        return .object(pairs)
    }
}
