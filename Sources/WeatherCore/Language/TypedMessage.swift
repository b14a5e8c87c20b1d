/// A message as a typed value, as Rust's `thiserror` enums and Fluent's message ids have it: one
/// case per message, carrying the values it names (a place, a number, a command, choices), and
/// its `phrase` made in one place from the catalog's English template (the key every
/// `Resources/lang/*.po` translates). Call sites read `.error(.noDailyForecast)`, never a sentence.
package protocol TypedMessage: Sendable {
    /// The message's template and values, said in the session's language where it is shown.
    var phrase: Phrase { get }
}
