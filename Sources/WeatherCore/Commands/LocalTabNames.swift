import CoreFinance
import CoreLanguage
import CoreState

/// Tab names in the user's language: each tab's short name (`Stadt`, `都市`) and its heading
/// (`Vorhersage`, `予報`), accepted after `tab` or `show` and alone, without regard to case, and
/// offered by the Tab key. The English names keep working in every language.
package enum LocalTabNames {
    /// Each tab's short name in English, translated in the catalogs under the context `tab`, and
    /// the tab it names.
    // translatable: tab (first)
    package static let shortNames: [(String, String)] = [
        ("City", "city"),
        ("Now", "now"),
        ("Hourly", "hourly"),
        ("Forecast", "forecast"),
        ("Pollution", "pollution"),
        ("Savings", "savings"),
        ("Compound", "compound"),
        ("Loan", "loan")
    ]
    // end translatable

    /// Each tab's name in `words`' language and the English name it stands for, short names
    /// first, then headings; nothing in English.
    package static func names(app: AppKind, words: Words) -> [(local: String, english: String)] {
        var names: [(local: String, english: String)] = []
        forEachName(app: app, words: words) { names.append(($0, $1)) }
        return names
    }

    /// Each of `names`, handed to `body` in the same order, with no array of them made: every
    /// line that is no command asks for them (a question does), and setting up the arrays' and
    /// a set's types cost more than the look-ups.
    private static func forEachName(app: AppKind, words: Words, _ body: (_ local: String, _ english: String) -> Void) {
        guard words.language != .en else { return }
        let isTab: (String) -> Bool = { app == .weather ? WeatherTab(rawValue: $0) != nil : FinanceTab(rawValue: $0) != nil }
        for (title, name) in shortNames where isTab(name) {
            if let local = words.catalog.translation(title, context: "tab") { body(local, name) }
        }
        if app == .weather {
            for tab in WeatherTab.allCases {
                if let local = words.catalog.translation(tab.title) { body(local, tab.rawValue) }
            }
        } else {
            for tab in FinanceTab.allCases {
                if let local = words.catalog.translation(tab.title) { body(local, tab.rawValue) }
            }
        }
    }

    /// The English tab name that `typed` (a tab's local name, in any case) stands for, or nil.
    package static func english(for typed: String, app: AppKind, words: Words) -> String? {
        let wanted = typed.trimmingWhitespace().lowercased()
        guard !wanted.isEmpty else { return nil }
        var found: String?
        forEachName(app: app, words: words) { local, english in
            if found == nil, local.lowercased() == wanted { found = english }
        }
        return found
    }

    /// The local names Tab offers: one word each, lowercased as the English names are, in order.
    package static func completions(app: AppKind, words: Words) -> [String] {
        var seen = Set<String>()
        return names(app: app, words: words).map { $0.local.lowercased() }.filter { !$0.contains(" ") && seen.insert($0).inserted }
    }

    /// `line` with a tab's local name put in English, so that the parser reads it: `tab vorhersage`
    /// → `tab forecast`, `予報` → `forecast`, `show stündlich compact` → `show hourly compact`.
    /// Any other line is returned as it is.
    package static func inEnglish(_ line: String, app: AppKind, words: Words) -> String {
        guard words.language != .en else { return line }
        let (first, rest) = line.splitFirstWord()
        if CommandRegistry.command(named: first, in: app)?.name == "tab" {
            return englishTab(rest, app: app, words: words).map { first + " " + $0 } ?? line
        }
        guard CommandRegistry.command(named: first, in: app) == nil, CommandRegistry.tab(named: first, in: app) == nil else { return line }
        return englishTab(line, app: app, words: words) ?? line
    }

    /// The English tab name (with `compact` after the hourly tab's) that `text` stands for, or nil.
    package static func englishTab(_ text: String, app: AppKind, words: Words) -> String? {
        if let name = english(for: text, app: app, words: words) { return name }
        let suffix = " compact"
        guard app == .weather, text.lowercased().hasSuffix(suffix),
            english(for: String(text.dropLast(suffix.count)), app: app, words: words) == WeatherTab.hourly.rawValue
        else { return nil }
        return "hourly compact"
    }
}
