/// Tab completion: what could come next at the end of a partly typed line.
public enum Completer {
    /// The words that complete `word`, the last (partial) word of `line`.
    /// - Parameters:
    ///   - line: everything typed before the cursor, in the current command (after any `;`).
    public static func candidates(line: String, app: AppKind = .weather) -> [String] {
        let segment = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let words = segment.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = segment.last == " " || segment.isEmpty
        let completed = endsWithSpace ? words : Array(words.dropLast())
        let partial = endsWithSpace ? "" : (words.last ?? "")
        let pool: [String]
        if completed.isEmpty {
            pool = CommandCatalog.commandWords(for: app)
        } else if completed.count == 1, let info = CommandCatalog.info(named: completed[0], in: app) {
            pool = info.name == "help" ? CommandCatalog.commands(for: app).map(\.name) + CommandCatalog.tabNames(for: app) : info.arguments
        } else {
            pool = []
        }
        let lowered = partial.lowercased()
        var seen = Set<String>()
        return pool.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }.sorted()
    }

    /// The longest text all candidates start with.
    public static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
