import CoreFinance
import CoreLanguage
import CoreModel
import CoreState

/// The finance calculator: its state (`FinanceState`, the fields and their solving) and the
/// reducer that turns its commands into effects.
package struct FinanceSession: Sendable {
    /// The calculator's fields and tab; saved after every change.
    package private(set) var state: FinanceState

    /// Handles one of the calculator's commands.
    /// - Parameters:
    ///   - format: JSON output shows the whole tab after every change.
    ///   - currency: what results are said in.
    ///   - language: whose notation numbers are typed and errors' amounts written in.
    package mutating func handle(_ command: FinanceCommand, format: OutputFormat, currency: Currency, language: Language = .en) -> [Effect]
    {
        let outcome: FinanceOutcome
        var render = false
        switch command {
        case .tab(let tab):
            outcome = state.switchTab(to: tab)
            render = true
        case .set(let field, let value):
            outcome = state.set(field, value, language: language)
        case .clear(let field?):
            outcome = state.clear(field)
        case .clear(nil):
            outcome = state.clearAll()
            render = true
        case .solve(let field):
            outcome = state.solve(field)
        case .showTime(let unit):
            outcome = state.show(unit)
            render = true
        }
        return report(outcome, render: render || format == .json, currency: currency, language: language)
    }

    /// What to show after a finance command, and whether to save: a refused command says why
    /// and changes nothing; otherwise the state is saved, and the result is said in one line
    /// (text) or the whole tab is shown (JSON, or when the view itself changed).
    private func report(_ outcome: FinanceOutcome, render: Bool, currency: Currency, language: Language) -> [Effect] {
        switch outcome {
        case .rejected(let error):
            return [.error(ErrorReport(FinanceRenderer.failure(error, in: state, currency: currency, language: language)))]
        case .unsolvable(let field, let error):
            let why = FinanceRenderer.failure(error, blank: field, in: state, currency: currency, language: language)
            return [.saveState, .error(ErrorReport(why))]
        default:
            var effects: [Effect] = [.saveState]
            if render {
                effects.append(.render(.financeTab))
            } else if FinanceRenderer.message(for: outcome, in: state, currency: currency) != nil {
                effects.append(.render(.financeMessage(outcome)))
            }
            return effects
        }
    }
}
