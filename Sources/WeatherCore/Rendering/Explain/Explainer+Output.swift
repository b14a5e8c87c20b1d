import CoreModel
import CoreState
import CoreSupport

/// `explain` as text for people and as one JSON object for programs.
extension Explainer {
    // MARK: - One figure

    package func text(_ e: Explanation) -> String {
        // The figure as the tab shows it, wrapped (the next hour's summary is a sentence).
        let head = TextWidth.of(e.label) + 2
        var lines = style.wrap(e.shown, indent: min(head, style.labelWidth), firstIndent: head)
        lines[0] = style.bold(e.label) + "  " + lines[0].drop { $0 == " " }
        let provider = data.provider.displayName
        if let path = e.path, let rawText = e.rawText {
            lines += style.wrappedRow(style.t("Field"), "\(provider)'s \(e.document) answer, `\(path)` (`raw \(path)` prints it)")
            let unit = e.rawUnit.map { " " + $0 } ?? ""
            let raw: String
            switch e.raw {
            case .number, .int: raw = rawText + unit
            case .string(let text): raw = text
            default: raw = e.raw.serialized.count <= 60 ? e.raw.serialized : "\(e.raw.serialized.prefix(57))…"
            }
            let said = e.raw == .null ? "" : e.unitSource.map { openMeteo ? " (as `\($0)` says)" : " (\($0))" } ?? ""
            lines += style.wrappedRow(style.t("Raw value"), TerminalSafety.sanitize(raw) + said)
            for more in e.more { lines += style.wrappedRow("", "`\(more.path)`: " + TerminalSafety.sanitize(more.text)) }
        } else if let expected = e.expectedPath, e.shown == "—", let wire = e.decoded.last ?? e.kept.last, wire.isOptional {
            // An optional field the answer leaves out: named, said to be optional, shown as a dash.
            lines += style.wrappedRow(
                style.t("Field"),
                style.t("`\(expected)` is not in \(provider)'s answer: it is optional (`\(wire.type)`), so the tab shows —"))
        } else {
            let why = e.shown == "—" ? "nothing to show" : "not kept"
            lines += style.wrappedRow(style.t("Field"), "none in \(provider)'s \(e.document) answer (\(why))")
        }
        for (index, property) in e.decoded.enumerated() {
            lines += style.wrappedRow(index == 0 ? style.t("Decoded into") : "", "`\(property.text)`")
        }
        for (index, property) in e.kept.enumerated() {
            lines += style.wrappedRow(index == 0 ? style.t("Kept in") : "", "`\(property.text)`")
        }
        var value: ExplainStep.Value = e.raw.number.map { .number($0) } ?? .opaque
        for (index, step) in e.steps.enumerated() {
            value = step.apply(value)
            let result: String
            switch value {
            case .number(let number) where number == number.rounded() && abs(number) < 1e15: result = " → " + String(Int64(number))
            case .number(let number): result = " → " + Measure.trimmed(number, decimals: 6)
            case .text(let text): result = " → \"" + text + "\""
            case .opaque: result = ""
            }
            lines += style.wrappedRow(index == 0 ? style.t("Steps") : "", "\(index + 1). \(step.text)\(result)")
        }
        if e.steps.isEmpty { lines += style.wrappedRow(style.t("Steps"), style.t("none")) }
        if e.figure.field.isIcon { lines += imageLines() }
        lines += requestLines(e.origin)
        return style.finish(lines.joined(separator: "\n"))
    }

    package func requestLines(_ origin: AnswerOrigin) -> [String] {
        var lines: [String] = []
        let method = Explainer.method(origin).map { $0 + " " } ?? ""
        lines += style.wrappedRow(
            method.isEmpty ? style.t("From") : style.t("Request"), origin.url.map { method + TerminalSafety.sanitize($0) } ?? "not kept")
        var facts: [String] = []
        if let received = origin.receivedAt { facts.append("received \(renderer.clock.iso8601(received))") }
        if let status = origin.status { facts.append("status \(status)") }
        facts.append(Explainer.arrivalText(origin.arrival))
        lines += style.wrappedRow("", facts.joined(separator: ", "))
        return lines
    }

    package static func method(_ origin: AnswerOrigin) -> String? {
        switch origin.arrival {
        case .live, .cache, .replay: return "GET"
        case .bundled, .file: return nil
        }
    }

    package static func arrivalText(_ arrival: AnswerOrigin.Arrival) -> String {
        switch arrival {
        case .live: return "live"
        case .cache: return "from the cache"
        case .replay: return "replayed from the recording"
        case .bundled: return "bundled with wxsh"
        case .file: return "loaded from a file"
        }
    }

    package func json(_ e: Explanation) -> JSONValue {
        .object([
            ("tab", .string(tab.rawValue)),
            ("row", Explainer.rowJSON(e.row)),
            ("figure", .string(e.figure.key.rawValue)),
            ("label", .string(e.label)),
            ("shown", .string(e.shown)),
            ("provider", .string(data.provider.rawValue)),
            ("document", .string(e.document)),
            ("path", .string(e.path)),
            ("raw", e.raw),
            ("raw_unit", .string(e.rawUnit)),
            ("unit_source", .string(e.unitSource)),
            ("steps", .array(e.steps.map(\.json))),
            ("decoded_into", .array(e.decoded.map(\.json))),
            ("kept_in", .array(e.kept.map(\.json))),
            ("fields", .object(e.more.map { ($0.path, Double($0.text).map { JSONValue.number($0) } ?? .string($0.text)) })),
            ("image", e.figure.field.isIcon ? imageJSON() : .null),
            ("request", requestJSON(e.origin))
        ])
    }

    package func requestJSON(_ origin: AnswerOrigin) -> JSONValue {
        .object([
            ("method", .string(Explainer.method(origin))),
            ("url", .string(origin.url)),
            ("received", .string(origin.receivedAt.map(renderer.clock.iso8601))),
            ("status", origin.status.map { .int($0) } ?? .null),
            ("source", .string(origin.arrival.rawValue))
        ])
    }

    package static func rowJSON(_ row: ExplainQuery.Row?) -> JSONValue {
        switch row {
        case .hour(let number)?: return .object([("kind", .string("hourly")), ("number", .int(number))])
        case .day(let number)?: return .object([("kind", .string("day")), ("number", .int(number))])
        case nil: return .null
        }
    }

    // MARK: - The list

    package func listText(_ explanations: [Explanation], row: ExplainQuery.Row?) -> String {
        let title: String
        switch row {
        case .hour(let number)?: title = "Hour row \(number) of the hourly tab (`explain hourly N FIGURE` for row N)"
        case .day(let number)?: title = "Day row \(number) of the forecast tab (`explain day N FIGURE` for row N)"
        case nil: title = "The figures of the \(tab.rawValue) tab"
        }
        var lines = style.wrap(title + ", from \(data.provider.displayName)'s answers; `explain FIGURE` says how each is made:")
        let shownWidth = min(16, explanations.map { TextWidth.of($0.shown) }.max() ?? 0)
        for e in explanations {
            let source = e.path.map { "`\($0)`" } ?? "—"
            lines.append(style.row(e.label, TextWidth.padRight(TextWidth.truncate(e.shown, to: 16), to: shownWidth) + "  " + source))
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    package func listJSON(_ explanations: [Explanation], row: ExplainQuery.Row?) -> JSONValue {
        .object([
            ("tab", .string(tab.rawValue)),
            ("row", Explainer.rowJSON(row)),
            ("provider", .string(data.provider.rawValue)),
            (
                "figures",
                .array(
                    explanations.map { e in
                        .object([
                            ("figure", .string(e.figure.key.rawValue)), ("label", .string(e.label)), ("shown", .string(e.shown)),
                            ("path", .string(e.path))
                        ])
                    })
            )
        ])
    }
}

extension JSONValue {
    fileprivate var number: Double? {
        switch self {
        case .number(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }

}
