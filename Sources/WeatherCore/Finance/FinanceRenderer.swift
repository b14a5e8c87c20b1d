import CoreLanguage
import CoreModel
import CoreSupport
import FoundationEssentials

/// Draws the finance app for a terminal (fitted to its width) or as one JSON object.
///
/// Pure: the same state, width and currency always give the same text, so views are golden-tested.
package enum FinanceRenderer {
    /// What a blank field shows.
    package static let blank = "—"

    // MARK: - Text

    /// The open tab as text: title, one `label  value` line per field with the solved one
    /// marked, and a hint of what to do next.
    /// - Parameter width: terminal columns; from 40 the layout fits without cutting.
    package static func text(_ state: FinanceState, width: Int = 80, currency: Currency = .pound, words: Words = .english) -> String {
        let tab = state.tab
        let values = state.current
        let unit = state.showTimeAs
        let rows = tab.fields.map { field in
            (
                long: "\(words(Phrase(stringLiteral: field.label(on: tab, showing: unit)))) (\(field.symbol(showing: unit)))",
                short: field.symbol(showing: unit),
                value: values[field].map { format(field, $0, unit: unit, currency: currency, words: words) } ?? blank,
                solved: values.solved == field
            )
        }
        let longWidth = rows.map { TextWidth.of($0.long) }.max() ?? 0
        var lines = rows.map { row in
            "  " + TextWidth.padRight(row.long, to: longWidth) + "  " + row.value + (row.solved ? "  " + words("(solved)") : "")
        }
        if lines.contains(where: { TextWidth.of($0) > width }) {
            let shortWidth = rows.map { TextWidth.of($0.short) }.max() ?? 0
            lines = rows.map { row in
                "  " + TextWidth.padRight(row.short, to: shortWidth) + "  " + row.value + (row.solved ? " " + words("(solved)") : "")
            }
        }
        var out = [TextWidth.truncate(words(Phrase(stringLiteral: tab.title)), to: width)]
        out += lines.map { TextWidth.truncate($0, to: width) }
        out += wrap(hint(for: state, words: words), width: width)
        return out.joined(separator: "\n")
    }

    /// One sentence on what to do next on the open tab.
    package static func hint(for state: FinanceState, words: Words = .english) -> String {
        let values = state.current
        let fields = state.tab.fields
        let blanks = fields.filter { values[$0] == nil }
        let symbols = { (list: [FinanceField]) in
            listed(list.map { $0.symbol(showing: state.showTimeAs) }, joiner: "and")
        }
        switch blanks.count {
        case 0:
            if let solved = values.solved {
                let symbol = solved.symbol(showing: state.showTimeAs)
                return words("Change any other field and \(symbol) is worked out again; clear a field to work that one out instead.")
            }
            return words("All fields are set by hand: clear one, or solve FIELD, to work it out.")
        case 1:
            let symbol = blanks[0].symbol(showing: state.showTimeAs)
            return words("\(symbol) cannot be worked out from these figures: change one, or set \(symbol).")
        case 2:
            // A whole sentence for the catalogs: "or" is in it, not English between translated words.
            let first = blanks[0].symbol(showing: state.showTimeAs)
            let second = blanks[1].symbol(showing: state.showTimeAs)
            return words("Set \(first) or \(second); the other is then worked out.")
        default:
            let counts = ["", "one", "two", "three", "four", "five"]
            let ordinals = ["", "first", "second", "third", "fourth", "fifth", "sixth"]
            guard words.language == .en else {
                return words(
                    "Set all but one of \(symbols(blanks).replacingEvery(" and ", with: ", ")); the last is then worked out.")
            }
            return "Set \(counts[blanks.count - 1]) of \(symbols(blanks)); "
                + "the \(ordinals[blanks.count]) is then worked out."
        }
    }

    // MARK: - JSON

    /// The open tab as one JSON object: `app`, `tab`, `fields` (the tab's fields, time as both
    /// `t` years and `n` payments; blank ones `null`), `solved`, `currency`, `show`.
    ///
    /// Amounts are rounded to the cent, as shown; rates and times to six decimals.
    package static func json(_ state: FinanceState, currency: Currency = .pound) -> JSONValue {
        let values = state.current
        var fields: [(String, JSONValue)] = []
        for field in state.tab.fields {
            switch field {
            case .time:
                fields.append(("t", .number(values.years.map { rounded($0, places: 6) })))
                fields.append(("n", .number(values.payments.map { rounded($0, places: 6) })))
            case .rate:
                fields.append((field.rawValue, .number(values.rate.map { rounded($0, places: 6) })))
            default:
                fields.append((field.rawValue, .number(values[field].map { rounded($0, places: 2) })))
            }
        }
        return .object([
            ("app", .string("finance")),
            ("tab", .string(state.tab.rawValue)),
            ("fields", .object(fields)),
            ("solved", .string(values.solved.map { $0 == .time ? "t" : $0.rawValue })),
            ("currency", .string(currency.symbol)),
            ("show", .string(state.showTimeAs.rawValue))
        ])
    }

    // MARK: - Messages

    /// One line reporting what a command did, or `nil` when the view itself says it all.
    package static func message(
        for outcome: FinanceOutcome, in state: FinanceState, currency: Currency = .pound, words: Words = .english
    ) -> String? {
        message(for: outcome, in: state, currency: currency, language: words.language, words: words)
    }

    /// The line for `outcome`, with amounts in errors written as `language` writes them.
    package static func message(
        for outcome: FinanceOutcome, in state: FinanceState, currency: Currency, language: Language, words: Words = .english
    ) -> String? {
        let unit = state.showTimeAs
        switch outcome {
        case .changed:
            return nil
        case .rejected(let error):
            return words(failure(error, in: state, currency: currency, language: language))
        case .unsolvable(let field, let error):
            return words(failure(error, blank: field, in: state, currency: currency, language: language))
        case .solved(let field):
            guard let value = state.current[field] else { return nil }
            var line =
                "\(words(Phrase(stringLiteral: field.label(on: state.tab, showing: unit)))) (\(field.symbol(showing: unit))): "
                + format(field, value, unit: unit, currency: currency, words: words)
            if state.tab == .loan, field == .time, let last = lastPaymentNote(payments: value, words: words) {
                line += " (\(last))"
            }
            return line
        case .incomplete:
            return hint(for: state, words: words)
        case .overSpecified(let consistent):
            return consistent
                ? words("all fields are set and agree: clear one to solve it")
                : words(FinanceError.allFieldsSet.phrase(currency: currency, language: language)) + " "
                    + words("(as they are, they do not agree)")
        }
    }

    /// Why a command was refused, or (`blank`) why the field left blank could not be worked
    /// out, said in the session's language where it is shown.
    package static func failure(
        _ error: FinanceError, blank: FinanceField? = nil, in state: FinanceState, currency: Currency, language: Language
    ) -> Phrase {
        let why = error.phrase(currency: currency, language: language)
        guard let blank else { return why }
        let left: Phrase = "(\(blank.symbol(showing: state.showTimeAs)) is left blank)"
        // Japanese and Chinese put no space before their full-width bracket.
        return language == .ja || language == .zh ? "\(why)\(left)" : "\(why) \(left)"
    }

    /// How a loan with a fractional number of payments is really repaid: whole payments, the
    /// last one smaller; `nil` when the number is whole to the cent's precision.
    package static func lastPaymentNote(payments: Double, words: Words = .english) -> String? {
        let whole = payments.rounded(.up)
        guard whole - payments > 0.005, payments - payments.rounded(.down) > 0.005, whole < 9e15 else {
            return nil
        }
        let count = Int(whole)
        let shown = words.number(String(Int64(whole)), grouping: true)
        return words(.plural("\(shown) payment, the last one smaller", "\(shown) payments, the last one smaller", count: count))
    }

    // MARK: - Values

    /// A field's value as shown: money with its symbol, the rate in percent, time in `unit`.
    package static func format(
        _ field: FinanceField, _ value: Double, unit: FinanceTimeUnit, currency: Currency, words: Words = .english
    ) -> String {
        switch field {
        case .presentValue, .payment, .futureValue:
            return currency.format(value, in: words.language)
        case .rate:
            guard words.language == .en else {
                let plain = decimal(value, places: 4, keeping: 2).replacingEvery(",", with: "")
                return CurrencyPattern.of(words.language).percent(words.number(plain, grouping: true))
            }
            return decimal(value, places: 4, keeping: 2) + "%"
        case .time:
            switch unit {
            case .years:
                let text = decimal(value / FinanceTimeUnit.paymentsPerYear, places: 2, keeping: 0)
                guard words.language == .en else {
                    let (shown, count, fraction) = counted(text, words: words)
                    return words(.plural("\(shown) year", "\(shown) years", count: count, fraction: fraction))
                }
                return text + (text == "1" ? " year" : " years")
            case .payments:
                let text = decimal(value, places: 2, keeping: 0)
                guard words.language == .en else {
                    let (shown, count, fraction) = counted(text, words: words)
                    return words(.plural("\(shown) payment", "\(shown) payments", count: count, fraction: fraction))
                }
                return text + (text == "1" ? " payment" : " payments")
            }
        }
    }

    /// A number `decimal` wrote (`1,234.5`) as `words` writes it, the whole part that picks its
    /// plural form, and whether it has decimals.
    private static func counted(_ text: String, words: Words) -> (shown: String, count: Int, fraction: Bool) {
        let plain = text.replacingEvery(",", with: "")
        let whole = plain.split(separator: ".", omittingEmptySubsequences: false)
        return (words.number(plain, grouping: true), Int(whole[0]) ?? 0, whole.count > 1)
    }

    /// `value` rounded to `places` decimals, with trailing zeros dropped down to `keeping`,
    /// thousands grouped by commas.
    package static func decimal(_ value: Double, places: Int, keeping: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value) * Double(scale) < 9e18 else { return "\(value)" }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        var fraction = places > 0 ? String(scaled % scale) : ""
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.count > keeping, fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return sign + Currency.grouped(scaled / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `value` rounded to `places` decimals, for JSON.
    package static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }

    // MARK: - Wrapping

    /// Text wrapped to `width` columns where a line may break (`TextWrap.fill`), the first line
    /// after `indent`, the rest after `hanging`; a word wider than a line is broken between its
    /// characters rather than cut.
    package static func wrap(_ text: String, width: Int, indent: String = "", hanging: String = "") -> [String] {
        let lines = TextWrap.fill(text, firstRoom: width - TextWidth.of(indent), room: width - TextWidth.of(hanging))
        return lines.enumerated().map { index, line in TextWidth.truncate((index == 0 ? indent : hanging) + line, to: width) }
    }

    /// Units (words, or whole commands) joined by `joiner` and wrapped to `width` columns; a unit
    /// longer than a line is cut.
    package static func wrap(
        units: [String], joiner: String, width: Int, indent: String = "", hanging: String = ""
    ) -> [String] {
        var lines: [String] = []
        var line = indent
        var lineHasUnit = false
        for unit in units {
            let candidate = lineHasUnit ? line + joiner + unit : line + unit
            if TextWidth.of(candidate) <= width || !lineHasUnit {
                line = candidate
                lineHasUnit = true
            } else {
                lines.append(line + joiner.trimming(.whitespaces))
                line = hanging + unit
            }
        }
        if lineHasUnit || lines.isEmpty { lines.append(line) }
        return lines.map { TextWidth.truncate($0, to: width) }
    }

    /// Names as `a, b and c` (or `a or b`).
    package static func listed(_ names: [String], joiner: String) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(joiner) " + (names.last ?? "")
    }
}
