/// `help`: the command list, or one command's or tab's explanation, from `CommandCatalog`.
enum HelpText {
    /// What each tab shows, for `help TAB`.
    static let tabs: [WeatherTab: String] = [
        .city: "The place's name, the local date and time of the observation, temperature, humidity, pressure and conditions with an icon.",
        .now:
            "Temperature and conditions, today's high and low, feels-like, wind speed and direction, humidity, pressure, visibility, UV index, dew point, cloud cover, sunrise and sunset.",
        .hourly:
            "The next 48 hours: a chart of the temperature with the chance of precipitation under it, then each hour's local time (with the day where it changes), icon, temperature, conditions and chance of precipitation. `hourly compact` lists every 3rd hour.",
        .forecast:
            "The next 8 days: weekday and date, icon, conditions, chance of precipitation, and a bar from the low to the high on the week's common temperature scale.",
        .pollution:
            "Temperature, conditions, high and low, feels-like, and the air quality index (1 Good to 5 Very Poor) with CO, NO, NO2, O3, SO2, PM2.5, PM10 and NH3 in micrograms per cubic metre."
    ]

    /// Whether `help TOPIC` has something to say in `app`: a command of the app or a tab.
    static func knows(_ topic: String, in app: AppKind) -> Bool {
        let key = topic.lowercased()
        if CommandCatalog.info(named: key, in: app) != nil { return true }
        return app == .weather ? WeatherTab(rawValue: key) != nil : FinanceTab(name: key) != nil
    }

    static func text(topic: String?, app: AppKind = .weather, style: RenderStyle, currency: Currency = .pound) -> String {
        style.finish(plainText(topic: topic, app: app, style: style, currency: currency))
    }

    static func plainText(topic: String?, app: AppKind, style: RenderStyle, currency: Currency) -> String {
        guard let topic else { return overview(app: app, style: style) }
        if app == .finance, CommandCatalog.info(named: topic, in: .finance) == nil, let tab = FinanceTab(name: topic) {
            return FinanceRenderer.help(for: tab, width: style.width, currency: currency)
        }
        if app == .weather, let tab = WeatherTab(rawValue: topic) {
            return ([style.bold("tab \(tab.rawValue)") + " — the \(tab.title) tab"] + style.wrap(tabs[tab] ?? "")).joined(separator: "\n")
        }
        guard let info = CommandCatalog.info(named: topic, in: app) else { return "" }
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

    static func overview(app: AppKind, style: RenderStyle) -> String {
        let commands = CommandCatalog.commands(for: app)
        var lines = [style.bold(app == .weather ? "Commands:" : "Finance calculator commands:")]
        let usageWidth = commands.map { TextWidth.of($0.usage) }.max() ?? 0
        let sideBySide = 2 + usageWidth + 2 + 24 <= style.width
        for info in commands {
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
        lines += style.wrap(
            "Tabs: " + CommandCatalog.tabNames(for: app).joined(separator: ", ") + ". A tab's name alone shows it; `help TAB` explains it.")
        lines += style.wrap(
            "`help COMMAND` explains a command. Names are case-insensitive; commands can be separated by `;`; lines starting with # are comments."
        )
        return lines.joined(separator: "\n")
    }

    static func json(topic: String?, app: AppKind = .weather, currency: Currency = .pound) -> JSONValue {
        if let topic, let info = CommandCatalog.info(named: topic, in: app) {
            return entry(info, details: true)
        }
        if let topic, app == .weather, let tab = WeatherTab(rawValue: topic) {
            return .object([("tab", .string(tab.rawValue)), ("title", .string(tab.title)), ("shows", .string(tabs[tab] ?? ""))])
        }
        if let topic, app == .finance, let tab = FinanceTab(name: topic) {
            return .object([
                ("tab", .string(tab.rawValue)), ("title", .string(tab.title)),
                ("help", .string(FinanceRenderer.help(for: tab, width: 80, currency: currency)))
            ])
        }
        return .object([
            ("app", .string(app.rawValue)), ("commands", .array(CommandCatalog.commands(for: app).map { entry($0, details: false) }))
        ])
    }

    static func entry(_ info: CommandInfo, details: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(info.name)),
            ("usage", .string(info.usage)),
            ("summary", .string(info.summary))
        ]
        if !info.aliases.isEmpty { pairs.append(("aliases", .array(info.aliases.map { .string($0) }))) }
        if details { pairs.append(("details", .string(info.details))) }
        return .object(pairs)
    }
}
