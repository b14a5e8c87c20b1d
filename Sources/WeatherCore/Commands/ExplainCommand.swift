import CoreState
import CoreSupport

/// `explain`: where a number on the current tab comes from, step by step.
package enum ExplainCommand {
    package static let descriptor = CommandDescriptor(
        app: .weather, name: "explain", usage: "explain [hourly N|day N] [FIGURE]",
        summary: "where a number on the current tab comes from: field, raw value, steps, request",
        details: """
            `explain` alone lists the figures of the current tab with the field of the answer each \
            comes from. `explain FIGURE` (its label as the tab shows it, in English or the session's \
            language, or its JSON key: `temperature`, `feels like`, `wind_gust`, `pm2_5`) prints the \
            value as shown; the provider and the JSON path in its answer (`current.temp`, \
            `current.temperature_2m`, `list[0].components.pm2_5`), which `raw PATH` prints; the raw \
            value with its unit as sent (kelvin when the request had no `units=`; Open-Meteo's \
            `current_units`); every step from raw to shown (conversion, rounding, the language's \
            decimal separator); and the request it came from (method, URL with the key as `…`, when \
            it was received, status, and whether it was live, cached, replayed, bundled or loaded \
            from a file).
            `explain hourly N FIGURE` explains row N of the hourly tab (`time`, `temperature`, \
            `pop`); `explain day N FIGURE` row N of the forecast tab (`high`, `low`, `pop`), and \
            `explain day DATE FIGURE` a date's (`explain day 2023-03-14 high`: the archive's field). \
            With `format json` the answer is one object whose `steps` a program can apply to `raw` \
            to get `shown`.
            On the city tab, `explain place`, `explain date`, `explain conditions` and `explain icon` \
            follow the header and the conditions line: the coordinates, the time and the offset from \
            UTC, the words or WMO code, and the icon code with OpenWeather's image for it (asked for \
            or not, its status and size, and how it was drawn here). Every explanation names the \
            Swift properties the value is decoded into and kept in (`OneCall.current.windGust: \
            Double?`); a field the answer leaves out is said to be optional and shown as —.
            """,
        parse: { arguments in
            guard let text = arguments.text else { return .success(.weather(.explain(ExplainQuery()))) }
            var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            var row: ExplainQuery.Row?
            if let first = words.first?.lowercased(), first == "day", words.count >= 3, Int(words[1]) == nil {
                // `explain day 2023-03-14 high`: a date of one word.
                let figure = words.dropFirst(2).joined(separator: " ")
                return .success(.weather(.explain(ExplainQuery(figure: figure, date: words[1]))))
            }
            if let first = words.first?.lowercased(), first == "hourly" || first == "day" {
                guard words.count >= 2, let number = Int(words[1]), number >= 1, number <= 999 else {
                    let shown = TerminalSafety.sanitize(String(words.dropFirst().first?.prefix(20) ?? ""))
                    return .failure(arguments.error(.rowNumber(kind: first, row: shown.isEmpty ? nil : shown)))
                }
                row = first == "hourly" ? .hour(number) : .day(number)
                words.removeFirst(2)
            }
            let figure = words.isEmpty ? nil : words.joined(separator: " ")
            return .success(.weather(.explain(ExplainQuery(row: row, figure: figure))))
        })
}
