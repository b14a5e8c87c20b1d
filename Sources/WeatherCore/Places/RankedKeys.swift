/// The best distinct keys offered so far, at most `capacity`, each with its best posting.
package struct RankedKeys {
    package struct Entry {
        package let key: [UInt8]
        package let score: UInt64
        package let posting: GazetteerFile.Posting
    }

    package let capacity: Int
    package private(set) var entries: [Entry] = []

    package init(capacity: Int) {
        self.capacity = capacity
    }

    package mutating func offer(_ entry: Entry) {
        func better(_ a: Entry, _ b: Entry) -> Bool {
            a.score > b.score || (a.score == b.score && a.key.lexicographicallyPrecedes(b.key))
        }
        if entries.count == capacity, let last = entries.last, !better(entry, last) { return }
        if let existing = entries.firstIndex(where: { $0.key == entry.key }) {
            guard better(entry, entries[existing]) else { return }
            entries.remove(at: existing)
        }
        var index = entries.count
        while index > 0, better(entry, entries[index - 1]) { index -= 1 }
        entries.insert(entry, at: index)
        if entries.count > capacity { entries.removeLast() }
    }
}
