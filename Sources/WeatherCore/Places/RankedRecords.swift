/// The best records offered so far, at most `capacity`, each once.
package struct RankedRecords {
    package let capacity: Int
    package private(set) var records: [Int] = []
    package private(set) var scores: [UInt64] = []

    package init(capacity: Int) {
        self.capacity = capacity
        records.reserveCapacity(capacity + 1)
        scores.reserveCapacity(capacity + 1)
    }

    /// Keeps `record` if it is among the best; a higher score first, then the lower (more populous) record.
    /// - Returns: whether it was kept with this score.
    @discardableResult
    package mutating func offer(_ record: Int, score: UInt64) -> Bool {
        guard capacity > 0 else { return false }
        if records.count == capacity, let lastScore = scores.last, let lastRecord = records.last,
            !(score > lastScore || (score == lastScore && record < lastRecord))
        {
            return false
        }
        if let existing = records.firstIndex(of: record) {
            guard score > scores[existing] else { return false }
            records.remove(at: existing)
            scores.remove(at: existing)
        }
        var index = records.count
        while index > 0, score > scores[index - 1] || (score == scores[index - 1] && record < records[index - 1]) {
            index -= 1
        }
        records.insert(record, at: index)
        scores.insert(score, at: index)
        if records.count > capacity {
            records.removeLast()
            scores.removeLast()
        }
        return true
    }
}
