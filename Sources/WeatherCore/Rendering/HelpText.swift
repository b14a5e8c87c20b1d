import CoreCommands
import CoreFinance
import CoreLanguage
import CoreState
import CoreSupport

/// `help`: the command list, or one command's or tab's explanation, from the command and tab descriptors.
package enum HelpText {
    /// Whether `help TOPIC` has something to say in `app`: a command of the app or a tab.
    package static func knows(_ topic: String, in app: AppKind) -> Bool {
        CommandRegistry.command(named: topic, in: app) != nil || CommandRegistry.tab(named: topic, in: app) != nil
    }

    package static func text(topic: String?, app: AppKind = .weather, style: RenderStyle, currency: Currency = .pound) -> String {
        style.finish(plainText(topic: topic, app: app, style: style, currency: currency))
    }

    package static func plainText(topic: String?, app: AppKind, style: RenderStyle, currency: Currency) -> String {
        guard let topic else { return overview(app: app, style: style) }
        if CommandRegistry.command(named: topic, in: app) == nil, let tab = CommandRegistry.tab(named: topic, in: app) {
            switch tab.help {
            case .calculator(let calculator):
                return FinanceRenderer.help(for: calculator, width: style.width, currency: currency, words: style.words)
            case .shows(let shows):
                let title = style.t(" — the \(style.t(Phrase(stringLiteral: tab.title))) tab")
                return ([style.bold("tab \(tab.name)") + title] + style.wrap(style.t(Phrase(stringLiteral: shows)))).joined(separator: "\n")
            }
        }
        guard let info = CommandRegistry.command(named: topic, in: app) else { return "" }
        var lines = style.wrap(info.usage + " — " + style.t(Phrase(stringLiteral: info.summary)), indent: 2)
        lines[0] = lines[0].hasPrefix(info.usage) ? style.bold(info.usage) + lines[0].dropFirst(info.usage.count) : lines[0]
        if !info.synonyms.isEmpty {
            lines.append(style.t("Also: \(info.synonyms.joined(separator: ", "))"))
        }
        // Each paragraph (a table row's description) is a text of the catalogs: scripts/extract-messages.
        for paragraph in info.details.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(paragraph)
            if text.hasPrefix("  ") {
                // A table row: `  name   description`, the description wrapped in its column.
                let (name, description) = text.trimmingWhitespace().splitFirstWord()
                let column = 13
                lines += style.wrap(style.t(Phrase(stringLiteral: description)), indent: column, firstIndent: column).enumerated().map {
                    index, line in
                    index == 0 ? "  " + TextWidth.padRight(name, to: column - 2) + line.dropFirst(column) : line
                }
            } else {
                lines += style.wrap(text.isEmpty ? text : style.t(Phrase(stringLiteral: text)))
            }
        }
        return lines.joined(separator: "\n")
    }

    package static func overview(app: AppKind, style: RenderStyle) -> String {
        let commands = CommandRegistry.commands(for: app)
        var lines = [style.bold(app == .weather ? style.t("Commands:") : style.t("Finance calculator commands:"))]
        let usageWidth = commands.map { TextWidth.of($0.usage) }.max() ?? 0
        let sideBySide = 2 + usageWidth + 2 + 24 <= style.width
        for info in commands {
            let summary = style.t(Phrase(stringLiteral: info.summary))
            if sideBySide {
                lines += style.wrap(summary, indent: 4 + usageWidth, firstIndent: 4 + usageWidth).enumerated().map { index, line in
                    index == 0 ? "  " + TextWidth.padRight(info.usage, to: usageWidth) + "  " + line.dropFirst(4 + usageWidth) : line
                }
            } else {
                lines.append("  " + TextWidth.truncate(info.usage, to: style.width - 2))
                lines += style.wrap(summary, indent: 6, firstIndent: 6)
            }
        }
        lines.append("")
        lines += style.wrap(
            style.t(
                "Tabs: \(CommandRegistry.tabNames(for: app).joined(separator: ", ")). A tab's name alone shows it; `help TAB` explains it.")
        )
        lines += style.wrap(
            style.t(
                "`help COMMAND` explains a command. Names are case-insensitive; commands can be separated by `;`; lines starting with # are comments."
            ))
        return lines.joined(separator: "\n")
    }

    package static func json(topic: String?, app: AppKind = .weather, currency: Currency = .pound) -> JSONValue {
        if let topic, let info = CommandRegistry.command(named: topic, in: app) {
            return entry(info, details: true)
        }
        if let topic, let tab = CommandRegistry.tab(named: topic, in: app) {
            switch tab.help {
            case .calculator(let calculator):
                let help = FinanceRenderer.help(for: calculator, width: 80, currency: currency)
                return .object([("tab", .string(tab.name)), ("title", .string(tab.title)), ("help", .string(help))])
            case .shows(let shows):
                return .object([("tab", .string(tab.name)), ("title", .string(tab.title)), ("shows", .string(shows))])
            }
        }
        return .object([
            ("app", .string(app.rawValue)), ("commands", .array(CommandRegistry.commands(for: app).map { entry($0, details: false) }))
        ])
    }

    package static func entry(_ info: CommandDescriptor, details: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(info.name)),
            ("usage", .string(info.usage)),
            ("summary", .string(info.summary))
        ]
        if !info.synonyms.isEmpty { pairs.append(("aliases", .array(info.synonyms.map { .string($0) }))) }
        if details { pairs.append(("details", .string(info.details))) }
        return .object(pairs)
    }
}
