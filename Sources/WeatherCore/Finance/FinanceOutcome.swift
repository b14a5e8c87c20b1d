/// What a finance command did, for the session to report; the state already holds the result.
package enum FinanceOutcome: Equatable, Sendable {
    /// The command was refused and nothing changed.
    case rejected(FinanceError)
    /// This field was worked out from the others.
    case solved(FinanceField)
    /// The change was kept, but this field could not be worked out and is left blank.
    case unsolvable(FinanceField, FinanceError)
    /// The change was kept; these fields are still blank, too many to solve one.
    case incomplete(missing: [FinanceField])
    /// Every field is set by hand, with none marked solved; whether they agree to the cent.
    case overSpecified(consistent: Bool)
    /// The tab, the time unit or the whole tab's fields changed; nothing to solve.
    case changed
}
