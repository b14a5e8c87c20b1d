import CoreLanguage

/// What `search` and `places` need after their names.
package enum PlacesUsage: TypedMessage, Equatable {
    /// `search` alone.
    case searchForWhat
    /// `places 2 3`.
    case oneNumber
    /// `places remove` alone.
    case removeWhich
    /// `places list` with more after it.
    case listTakesNothing
    /// `places refresh` with more after it.
    case refreshTakesNothing
    /// `places WORD` for a word that is no verb; `usage` the command's.
    case notAVerb(String, usage: String)

    package var phrase: Phrase {
        switch self {
        case .searchForWhat: return "what should I search for? e.g. `search zurich`"
        case .oneNumber: return "`places N` takes one number"
        case .removeWhich: return "which place? `places remove N` or `places remove NAME`"
        case .listTakesNothing: return "`places list` takes no argument"
        case .refreshTakesNothing: return "`places refresh` takes no argument"
        case .notAVerb(let text, let usage): return "`\(text)` is not add, remove, refresh or a number; usage: \(usage)"
        }
    }
}

extension CommandArguments {
    package func error(_ message: PlacesUsage) -> CommandError { error(message.phrase) }
}
