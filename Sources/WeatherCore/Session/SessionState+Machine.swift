/// The session's state as the state machine names it, for `states` and `trace`.
extension SessionState {
    /// `city` … `pollution` (the weather tabs), `sheet` (the change-location sheet), `choose`
    /// (its numbered list of places), `finance/savings` … (the calculator's tabs), `end` (after
    /// `quit`).
    package var machineState: String {
        if finished { return "end" }
        switch weather.sheet {
        case .location: return "sheet"
        case .choosePlace: return "choose"
        case nil: break
        }
        return app == .finance ? "finance/" + finance.tab.rawValue : weather.tab.rawValue
    }
}

/// How `states` draws the machine.
package enum DiagramFormat: String, CaseIterable, Sendable {
    case text, dot, mermaid
}
