import CoreModel
import CoreState
import CoreSupport

/// The weather tabs already rendered for the data on show, so that showing one again costs a
/// lookup: a tab's text and JSON depend only on the data, the units, the wind unit and the style
/// (width, colour, charts, icons, language), never on the clock. A script cycling through tabs,
/// units and formats rendered the same 30 views over and over (about 400 k instructions each).
/// Anything else changing — other data, another width or language — empties it.
package final class RenderCache: Sendable {
    /// What a tab's output depends on beside the data and the style, which the cache holds once.
    package struct Key: Hashable {
        package let tab: WeatherTab
        package let compact: Bool
        package let json: Bool
        package let units: Units
        package let wind: WindUnit
    }

    private struct Entries {
        var data: WeatherData?
        var style: RenderStyle?
        var outputIsTerminal = false
        var texts: [Key: String] = [:]
    }

    /// The runner renders on one thread; the lock only makes sharing the cache safe.
    private let entries = Locked(Entries())

    package init() {}

    /// The text for `key` when it was made for the same data and style, else `make()`'s, kept.
    package func text(
        for key: Key, data: WeatherData, style: RenderStyle, outputIsTerminal: Bool, make: () -> String
    ) -> String {
        let kept: String? = entries.withLock { entries in
            // Words compare by language and catalog size: the same object is asked for, too.
            guard let keptData = entries.data, let keptStyle = entries.style, entries.outputIsTerminal == outputIsTerminal,
                keptStyle.words === style.words, keptStyle == style, keptData == data
            else {
                entries = Entries(data: data, style: style, outputIsTerminal: outputIsTerminal)
                return nil
            }
            return entries.texts[key]
        }
        if let kept { return kept }
        let text = make()
        entries.withLock { $0.texts[key] = text }
        return text
    }
}
