import CoreFinance
import CoreState
import CoreSupport

/// The finance calculator's commands on the open tab's fields.
package enum FinanceCommands {
    /// `set FIELD VALUE`
    package static let set = CommandDescriptor(
        app: .finance, name: "set", usage: "set FIELD VALUE",
        summary: "set a field: P, r, PMT, A, t (years) or n (payments)",
        details: """
            Sets a field of the open calculator: P present value (the sum invested or borrowed), \
            r annual interest rate in percent, PMT monthly payment, A future value, t time in years or \
            n number of monthly payments. Values may be written `3.5%`, `£350,000`, `25y`, `300`. \
            When exactly one field is left blank it is worked out at once.
            """,
        completions: ["P", "r", "PMT", "A", "t", "n"],
        parse: { arguments in
            let (field, value) = (arguments.text ?? "").splitFirstWord()
            guard !field.isEmpty, !value.isEmpty else {
                return .failure(arguments.error(.setFieldValue))
            }
            return .success(.finance(.set(field: field, value: value)))
        })

    /// `clear [FIELD]`
    package static let clear = CommandDescriptor(
        app: .finance, name: "clear", usage: "clear [FIELD]",
        summary: "blank one field, or every field of the open tab",
        details:
            "`clear FIELD` blanks one field (and works it out again if the others allow); `clear` alone blanks every field of the open tab.",
        completions: ["P", "r", "PMT", "A", "t", "n"],
        parse: { .success(.finance(.clear(field: $0.text))) })

    /// `solve FIELD`
    package static let solve = CommandDescriptor(
        app: .finance, name: "solve", usage: "solve FIELD",
        summary: "work out a field from the others",
        details: "Works out the named field from the other fields of the open tab, replacing its value.",
        completions: ["P", "r", "PMT", "A", "t", "n"],
        parse: { arguments in
            guard let text = arguments.text else { return .failure(arguments.error(.whichField)) }
            return .success(.finance(.solve(field: text)))
        })

    /// `show years|payments`
    package static let show = CommandDescriptor(
        app: .finance, name: "show", usage: "show years|payments",
        summary: "show time in years or in monthly payments",
        details: "Switches how time is shown and entered: in years (t) or as a number of monthly payments (n, 12 a year).",
        completions: FinanceTimeUnit.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else { return .failure(arguments.error(.showWhich)) }
            if let unit = FinanceTimeUnit(name: text) { return .success(.finance(.showTime(unit))) }
            if let tab = FinanceTab(name: text) { return .success(.finance(.tab(tab))) }
            return .failure(arguments.error(.notATimeUnit(TerminalSafety.sanitize(String(text.prefix(40))))))
        })
}
