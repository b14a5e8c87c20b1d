import CoreCommands
import CoreState
import CoreSupport

/// The interactive shell's command history: most recent last, no duplicates, capped.
public struct History: Equatable, Sendable {
    public private(set) var entries: [String]
    public let limit: Int

    public init(entries: [String] = [], limit: Int = 1000) {
        self.limit = limit
        self.entries = []
        for entry in entries { add(entry) }
    }

    /// Reads a history file's text: one entry per line. Only the last `limit` distinct entries
    /// are kept, found from the end, so a huge file costs one pass.
    public init(fileText: String, limit: Int = 1000) {
        self.limit = limit
        var newestFirst: [String] = []
        var seen = Set<String>()
        for line in fileText.split(separator: "\n").reversed() where newestFirst.count < limit {
            let entry = String(line).trimmingWhitespace()
            guard !entry.isEmpty, !KeyMask.isSecret(entry), seen.insert(entry).inserted else { continue }
            newestFirst.append(entry)
        }
        entries = newestFirst.reversed()
    }

    /// The history entry for a line typed at the prompt: in the change-location sheet a place
    /// is recorded as `location NAME` (a bare name would later run as an unknown command);
    /// closing the sheet, or picking a number from a list, records nothing.
    public static func entry(for line: String, sheet: Sheet?) -> String? {
        guard let sheet else { return line }
        let text = line.trimmingWhitespace()
        if text.isEmpty || text.lowercased() == "cancel" { return nil }
        if ["quit", "exit"].contains(text.lowercased()) { return text }
        switch sheet {
        case .location: return "location " + text
        case .choosePlace: return nil
        }
    }

    /// Records a line; an earlier identical entry moves to the end. Blank lines and lines that
    /// could carry a secret (`key …`) are not recorded.
    /// - Returns: whether the history changed.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        let entry = line.trimmingWhitespace()
        guard !entry.isEmpty, !KeyMask.isSecret(entry), !entry.contains("\n") else { return false }
        if entries.last == entry { return false }
        entries.removeAll { $0 == entry }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }

    /// The file's text.
    public var fileText: String { entries.isEmpty ? "" : entries.joined(separator: "\n") + "\n" }
}
