import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

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

    /// The line for a network effect, in the language of `words` (places named in it too), or nil
    /// for effects that need none.
    package init?(for effect: Effect, unicode: Bool, words: Words = .english) {
        let ellipsis = unicode ? "…" : "..."
        switch effect {
        case .fetchWeather(let place, _):
            let name = TerminalSafety.sanitize(place.displayName(in: words.language))
            self.init(text: words("Fetching \(name)") + ellipsis, unicode: unicode)
        case .fetchPlaces(let places, _):
            self.init(text: ProgressLine.placesDone(0, of: places.count, words: words) + ellipsis, unicode: unicode)
        case .fetchDated(let request):
            let range = request.range
            let span = range.count == 1 ? range.from.iso : "\(range.from.iso) – \(range.to.iso)"
            self.init(text: words("Fetching the weather of \(span)") + ellipsis, unicode: unicode)
        case .geocode(let name):
            self.init(text: words("Looking up \(TerminalSafety.sanitize(name))") + ellipsis, unicode: unicode)
        default:
            return nil
        }
    }

    /// `Fetching 2 of 5 places`, the count's form as the language says it.
    package static func placesDone(_ done: Int, of count: Int, words: Words) -> String {
        words(.plural("Fetching \(done) of \(count) place", "Fetching \(done) of \(count) places", count: count))
    }

    package static let unicodeMarks = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    package static let asciiMarks = ["|", "/", "-", "\\"]

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
