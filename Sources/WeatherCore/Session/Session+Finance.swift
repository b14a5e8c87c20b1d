import Foundation

/// The finance calculator's commands: what to show and whether to save.
extension Session {
    /// What to show after a finance command, and whether to save: a refused command says why
    /// and changes nothing; otherwise the state is saved, and the result is said in one line
    /// (text) or the whole tab is shown (JSON, or when the view itself changed).
    mutating func finance(_ outcome: FinanceOutcome, render: Bool = false) -> [Effect] {
        let currency = state.currency
        switch outcome {
        case .rejected(let error):
            return [.error(error.message(currency: currency))]
        case .unsolvable:
            let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) ?? "cannot be worked out"
            return [.saveState, .error(message)]
        default:
            var effects: [Effect] = [.saveState]
            if render || state.format == .json {
                effects.append(.render(.financeTab))
            } else if let message = FinanceRenderer.message(for: outcome, in: state.finance, currency: currency) {
                effects.append(.render(.message(message)))
            }
            return effects
        }
    }
}
