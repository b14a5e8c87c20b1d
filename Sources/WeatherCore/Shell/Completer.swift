import CoreCommands
import CorePlaces
import CoreState
import CoreSupport

/// Tab completion: what could replace the end of a partly typed line.
public enum Completer {
    /// One way to complete: the text to put in, and what to show for it in a listing (a place
    /// name may stand for several places, told apart by division and country).
    public struct Candidate: Equatable, Sendable {
        public let text: String
        public let listed: [String]
        /// Whether a space should follow (a finished command word, not a place name).
        public let appendSpace: Bool
    }

    /// The candidates for the end of `before` (the text left of the cursor), and how many
    /// characters at its end they replace.
    public struct Completion: Equatable, Sendable {
        public let replacing: Int
        public let candidates: [Candidate]
        /// Candidates are ranked best first (places, by population): the first Tab takes the
        /// best one rather than the common prefix.
        public var ranked = false
    }

    /// What completes the text before the cursor.
    /// - Parameters:
    ///   - places: looks up place names for `location …`; nil where there is no place list.
    ///   - inSheet: the change-location sheet is open: the whole line is a place name.
    ///   - tabNames: the app's tab names in the user's language, offered with the English ones.
    public static func complete(
        _ before: String, app: AppKind = .weather, inSheet: Bool = false,
        places: ((String) -> [GazetteerCompletion])? = nil, tabNames: [String] = []
    ) -> Completion {
        if inSheet {
            let typed = String(before.drop(while: { $0 == " " || $0 == "\t" }))
            guard let places, !typed.isEmpty else { return Completion(replacing: 0, candidates: []) }
            return placeCompletion(typed, places(typed))
        }
        let segment = String(before.split(separator: ";", omittingEmptySubsequences: false).last ?? "")
        let leading = segment.prefix(while: { $0 == " " || $0 == "\t" })
        let body = segment.dropFirst(leading.count)
        let (first, rest) = String(body).splitFirstWord()
        let firstIsDone = body.contains(" ") || body.contains("\t")
        if app == .weather, firstIsDone, first.lowercased() == "location", let places, !rest.isEmpty {
            let typed = String(body.drop(while: { $0 != " " && $0 != "\t" }).drop(while: { $0 == " " || $0 == "\t" }))
            return placeCompletion(typed, places(typed))
        }
        // In a question, a word typed with a capital is a place (`ask will it rain in Zür<Tab>`).
        if app == .weather, firstIsDone, first.lowercased() == "ask", let places, segment.last != " ",
            let partial = segment.split(separator: " ").last.map(String.init), partial.count >= 2, partial.first?.isUppercase == true
        {
            return placeCompletion(partial, places(partial))
        }
        let words = candidates(line: segment, app: app, tabNames: tabNames)
        let partial = segment.last == " " || segment.isEmpty ? "" : String(segment.split(separator: " ").last ?? "")
        return Completion(replacing: partial.count, candidates: words.map { Candidate(text: $0, listed: [$0], appendSpace: true) })
    }

    /// Place names that complete `typed`, each in the user's own spelling: what was typed stays as
    /// it was (`zuri` → `zurich`, `Kö` → `Köln`, never `Ko…`), and a name that would change a
    /// typed letter (`Kolkata` for `Kö`) is left out. A name typed in full that ranks first is
    /// that candidate, as typed, so that Tab never turns a place into a longer one (`München`
    /// into `Münchenstein`): only a second Tab lists the others.
    package static func placeCompletion(_ typed: String, _ found: [GazetteerCompletion]) -> Completion {
        var seen = Set<String>()
        let typedKey = PlaceKey.normalize(typed)
        let candidates = found.enumerated().compactMap { index, completion -> Candidate? in
            let whole = index == 0 && !typedKey.isEmpty && PlaceKey.normalize(completion.text) == typedKey
            let text = whole ? typed : inTypedSpelling(completion.text, typed: typed)
            guard let text, seen.insert(text).inserted else { return nil }
            return Candidate(text: text, listed: completion.places.map(\.displayName), appendSpace: false)
        }
        return Completion(replacing: typed.count, candidates: candidates, ranked: true)
    }

    /// `name` with its start written as `typed` wrote it, or nil when `typed` is not the start of
    /// `name`: each typed character is the name's (in any case), or the name's without its
    /// accent (`u` for `ü`), or `ss` for `ß`.
    package static func inTypedSpelling(_ name: String, typed: String) -> String? {
        var rest = Substring(name)
        var typedRest = Substring(typed)
        while let t = typedRest.first {
            guard let n = rest.first else { return nil }
            if t.lowercased() == n.lowercased() {
                typedRest.removeFirst()
            } else if n == "ß" || n == "ẞ", typedRest.lowercased().hasPrefix("ss") {
                typedRest.removeFirst(2)
            } else if t.isASCII, t.isLetter,
                n.asciiLetterBase.map({ Character($0).lowercased() == t.lowercased() }) == true
            {
                typedRest.removeFirst()
            } else {
                return nil
            }
            rest.removeFirst()
        }
        return typed + rest
    }

    /// The command words, tab names (English, and `tabNames` in the user's language) or settings
    /// that complete the last word of `line`.
    public static func candidates(line: String, app: AppKind = .weather, tabNames: [String] = []) -> [String] {
        let segment = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let words = segment.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = segment.last == " " || segment.isEmpty
        let completed = endsWithSpace ? words : Array(words.dropLast())
        let partial = endsWithSpace ? "" : (words.last ?? "")
        let pool: [String]
        if completed.isEmpty {
            pool = CommandRegistry.commandWords(for: app) + tabNames
        } else if completed.count == 1, CommandRegistry.command(named: completed[0], in: app)?.name == "tab" {
            pool = CommandRegistry.tabNames(for: app) + tabNames
        } else if let tab = tab(named: completed, in: app), !tab.completions.isEmpty {
            pool = tab.completions
        } else if completed.count == 1, let info = CommandRegistry.command(named: completed[0], in: app) {
            pool =
                info.name == "help" ? CommandRegistry.commands(for: app).map(\.name) + CommandRegistry.tabNames(for: app) : info.completions
        } else {
            pool = []
        }
        let lowered = partial.lowercased()
        var seen = Set<String>()
        return pool.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }.sorted()
    }

    /// The tab that `words` name: its name alone, or after `tab` (`hourly`, `show hourly`).
    package static func tab(named words: [String], in app: AppKind) -> TabDescriptor? {
        switch words.count {
        case 1 where CommandRegistry.command(named: words[0], in: app) == nil: return CommandRegistry.tab(named: words[0], in: app)
        case 2 where CommandRegistry.command(named: words[0], in: app)?.name == "tab": return CommandRegistry.tab(named: words[1], in: app)
        default: return nil
        }
    }

    /// The longest text all candidates start with.
    public static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// What a Tab press does to the line, decided from the completion and whether the last key
    /// was also a Tab on the same text.
    public enum Action: Equatable, Sendable {
        /// Replace the last `replacing` characters before the cursor with `text`.
        case replace(replacing: Int, with: String)
        /// Show these entries below the line and redraw it.
        case list([String])
        /// Nothing to do: ring the bell.
        case bell
    }

    /// Decides a Tab press: complete a unique candidate, extend to the common prefix, or on a
    /// second press list what matches.
    public static func action(for completion: Completion, typed: String, secondPress: Bool) -> Action {
        let texts = completion.candidates.map(\.text)
        guard !texts.isEmpty else { return .bell }
        if completion.ranked, let best = texts.first, best != typed, !secondPress {
            return .replace(replacing: completion.replacing, with: best)
        }
        if texts.count == 1, let only = completion.candidates.first {
            let text = only.text + (only.appendSpace ? " " : "")
            if text != typed { return .replace(replacing: completion.replacing, with: text) }
        } else {
            let common = commonPrefix(texts)
            if common.count > typed.count { return .replace(replacing: completion.replacing, with: common) }
        }
        let listed = completion.candidates.flatMap(\.listed)
        return secondPress && listed.count > 1 ? .list(listed) : .bell
    }
}
