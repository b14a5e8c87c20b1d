import CoreLanguage

/// What `states` cannot draw as asked.
package enum StatesUsage: TypedMessage, Equatable {
    /// Two formats named (`dot svg`).
    case oneFormat(String, String)
    /// Two parts named.
    case onePart(String, String)
    /// A layout that draws the weather app, asked for another part.
    case layoutDrawsWeather(layout: String, part: String)

    package var phrase: Phrase {
        switch self {
        case .oneFormat(let first, let second): return "give one format, not `\(first)` and `\(second)`"
        case .onePart(let first, let second): return "give one part, not `\(first)` and `\(second)`"
        case .layoutDrawsWeather(let layout, let part): return "`\(layout)` draws the weather app, not `\(part)`"
        }
    }
}

extension CommandArguments {
    package func error(_ message: StatesUsage) -> CommandError { error(message.phrase) }
}
