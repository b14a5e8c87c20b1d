/// The one-line spinner a terminal shows while a fetch takes longer than a moment: what wxsh is
/// doing (`Fetching Paris, Île-de-France, FR…`) behind a turning mark, redrawn in place on
/// standard error and erased when the answer comes. Never drawn into a pipe.
package struct ProgressLine: Equatable, Sendable {
    /// A fetch answered sooner than this shows nothing.
    package static let delayMilliseconds = 150
    /// How often the mark turns.
    package static let frameMilliseconds = 100
    /// Back to the start of the line and clear it: the spinner leaves nothing behind.
    package static let erase = "\r\u{1B}[K"

    /// What is being done, e.g. `Fetching Paris, FR…`.
    package let text: String
    package let unicode: Bool

    package init(text: String, unicode: Bool) {
        self.text = text
        self.unicode = unicode
    }

    /// The line for a network effect, or nil for effects that need none; places are named in `language`.
    package init?(for effect: Effect, unicode: Bool, language: Language = .en) {
        let ellipsis = unicode ? "…" : "..."
        switch effect {
        case .fetchWeather(let place, _):
            self.init(text: "Fetching " + TerminalSafety.sanitize(place.displayName(in: language)) + ellipsis, unicode: unicode)
        case .fetchPlaces(let places, _):
            self.init(text: "Fetching 0 of \(places.count) places" + ellipsis, unicode: unicode)
        case .geocode(let name):
            self.init(text: "Looking up " + TerminalSafety.sanitize(name) + ellipsis, unicode: unicode)
        default:
            return nil
        }
    }

    static let unicodeMarks = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiMarks = ["|", "/", "-", "\\"]

    /// Frame `n` (0, 1, …), to be written as it is: it returns to the start of the line, draws
    /// the mark and the text cut to fit `width` columns (less one, so the cursor never wraps),
    /// and clears the rest of the line.
    package func frame(_ n: Int, width: Int) -> String {
        let marks = unicode ? ProgressLine.unicodeMarks : ProgressLine.asciiMarks
        let mark = marks[((n % marks.count) + marks.count) % marks.count]
        let shown = TextWidth.truncate(text, to: max(1, width - 3))
        return "\r" + mark + " " + shown + "\u{1B}[K"
    }
}
