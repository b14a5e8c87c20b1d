import CoreLanguage
import CoreModel
import CoreSupport

/// Per-tab help (R7): what each field means, and a coursework scenario worked through live.
extension FinanceRenderer {
    /// A worked example: a question, the commands that answer it, and what the app replies.
    private struct Example {
        var question: String
        var show: FinanceTimeUnit = .years
        var commands: [(String, String)]
        var followUp: (note: String, commands: [(String, String)])?
    }

    /// Help for one tab, wrapped to `width` columns, amounts in `currency`, in `words`' language.
    ///
    /// The example's figures are not written in: they are worked out by running its commands on
    /// an empty state, so the help always shows what the app really answers.
    package static func help(for tab: FinanceTab, width: Int = 80, currency: Currency = .pound, words: Words = .english) -> String {
        var lines = [TextWidth.truncate(words(Phrase(stringLiteral: tab.title)), to: width)]
        lines += wrap(summary(tab, words: words), width: width)
        lines.append("")
        let symbolWidth = tab.fields.map { TextWidth.of($0.rawValue) }.max() ?? 0
        for field in tab.fields {
            let indent = "  " + TextWidth.padRight(field.rawValue, to: symbolWidth) + "  "
            lines += wrap(
                meaning(field, on: tab, words: words), width: width, indent: indent,
                hanging: String(repeating: " ", count: TextWidth.of(indent)))
        }
        lines.append("")
        lines += wrap(
            words(
                "Leave one field blank and it is worked out as soon as the others are set. solve FIELD works out a named field from the others; clear FIELD blanks one, clear blanks them all; show years|payments switches how time is shown."
            ),
            width: width)
        for example in examples(tab, currency: currency, words: words) {
            lines.append("")
            lines += run(example, on: tab, width: width, currency: currency, words: words)
        }
        return lines.joined(separator: "\n")
    }

    /// What the tab calculates, in one sentence.
    private static func summary(_ tab: FinanceTab, words: Words) -> String {
        switch tab {
        case .savings:
            return words("A sum invested once and left to grow, with interest compounded monthly.")
        case .compound:
            return words("A sum invested now plus a contribution paid in at the end of every month, with interest compounded monthly.")
        case .loan:
            return words(
                "Borrow P now and repay it by equal payments at the end of each month, with interest charged monthly, until nothing is owed."
            )
        }
    }

    /// What one field means on `tab`.
    private static func meaning(_ field: FinanceField, on tab: FinanceTab, words: Words) -> String {
        switch (field, tab) {
        case (.presentValue, .loan): return words("loan amount: what is borrowed (the present value)")
        case (.presentValue, .compound): return words("present value: the sum invested at the start (0 for none)")
        case (.presentValue, _): return words("present value: the sum invested now")
        case (.rate, .loan): return words("annual interest rate in percent (3.5 or 3.5%), charged monthly")
        case (.rate, _): return words("annual interest rate in percent (3.5 or 3.5%), compounded monthly")
        case (.payment, .loan): return words("monthly payment, made at the end of each month")
        case (.payment, _): return words("monthly contribution, paid in at the end of each month")
        case (.futureValue, _): return words("future value: what the money has grown to at the end")
        case (.time, _):
            return words("time in years (set t 25, or 25y); n is the same time as a number of monthly payments (set n 300, 18m)")
        }
    }

    /// The coursework's user scenarios for the tab, amounts in `currency`.
    private static func examples(_ tab: FinanceTab, currency: Currency, words: Words) -> [Example] {
        let money = { (amount: Double) in currency.formatWhole(amount, in: words.language) }
        let percent = { (plain: String) in CurrencyPattern.of(words.language).percent(words.number(plain)) }
        switch tab {
        case .savings:
            return [
                Example(
                    question: words("Example from the coursework: what interest rate turns \(money(1000)) into \(money(3000)) in 5 years?"),
                    commands: [("P", "1000"), ("t", "5"), ("A", "3000")])
            ]
        case .compound:
            return [
                Example(
                    question: words(
                        "Example from the coursework: how much must be invested now to have \(money(5000)) after 5 years at \(percent("4")), paying in \(money(100)) a month?"
                    ),
                    commands: [("A", "5000"), ("r", "4"), ("PMT", "100"), ("t", "5")],
                    followUp: (note: words("With a goal of \(money(8000)) instead:"), commands: [("A", "8000")]))
            ]
        case .loan:
            return [
                Example(
                    question: words(
                        "Example from the coursework: what is the monthly payment on \(money(350_000)) borrowed at \(percent("3.5")) over 25 years?"
                    ),
                    commands: [("P", "350000"), ("r", "3.5"), ("t", "25")]),
                Example(
                    question: words("And how many payments of \(money(350)) a month repay \(money(3000)) borrowed at \(percent("7"))?"),
                    show: .payments,
                    commands: [("P", "3000"), ("r", "7"), ("PMT", "350")])
            ]
        }
    }

    /// The example's lines: the question, the commands, and the replies they get.
    private static func run(_ example: Example, on tab: FinanceTab, width: Int, currency: Currency, words: Words) -> [String] {
        var state = FinanceState(tab: tab, showTimeAs: example.show)
        var lines = wrap(example.question, width: width)
        if example.show != .years {
            lines += wrap(
                units: ["show \(example.show.rawValue)"], joiner: "; ", width: width,
                indent: "  ", hanging: "  ")
        }
        var steps: [(note: String?, commands: [(String, String)])] = [(nil, example.commands)]
        if let followUp = example.followUp { steps.append((followUp.note, followUp.commands)) }
        for step in steps {
            if let note = step.note { lines += wrap(note, width: width) }
            var outcome = FinanceOutcome.changed
            for (name, text) in step.commands { outcome = state.set(name, text) }
            lines += wrap(
                units: step.commands.map { "set \($0.0) \($0.1)" }, joiner: "; ",
                width: width, indent: "  ", hanging: "  ")
            if let reply = message(for: outcome, in: state, currency: currency, words: words) {
                lines += wrap("→ " + reply, width: width, indent: "  ", hanging: "    ")
            }
        }
        return lines
    }
}
