extension Gazetteer {
    /// How many suggestions `didYouMean` gives at most.
    package static let suggestionLimit = 3

    /// The places whose name is within a small edit distance of `query` (1 for names of 3 or 4
    /// letters, 2 for longer ones), the most populous first: for "did you mean London, GB?".
    ///
    /// The sorted key list is walked like a trie: the edit-distance row of a key's prefix is kept
    /// and shared with the next key, and every key below a prefix that is already too far is
    /// skipped, so only a small part of the list is read.
    package func didYouMean(_ query: String, limit: Int = Gazetteer.suggestionLimit) -> [GazetteerPlace] {
        let parsed = PlaceNameQuery(query)
        let target = parsed.key
        guard target.count >= 3, target.count <= 64, !parsed.isUnmatchable, limit > 0 else { return [] }
        let maxDistance = target.count >= 5 ? 2 : 1
        let mask = parsed.divisionMask(in: file)
        let width = target.count + 1
        // rows[d * width + j]: the distance between the key's first d bytes and target's first j.
        var rows = Array(0..<width)
        var rowKey: [UInt8] = []
        var ranked = RankedRecords(capacity: limit)
        var walker = file.firstKey(notLessThan: [])
        while var current = walker {
            let key = current.key
            var common = 0
            while common < rowKey.count, common < key.count, rowKey[common] == key[common] { common += 1 }
            rowKey.removeSubrange(common...)
            rows.removeSubrange(((common + 1) * width)...)
            var prunedAt: Int?
            for depth in common..<key.count {
                let above = depth * width
                var smallest = depth + 1
                rows.append(depth + 1)
                for j in 1..<width {
                    let substitution = rows[above + j - 1] + (key[depth] == target[j - 1] ? 0 : 1)
                    let value = min(substitution, rows[above + j] + 1, rows[above + width + j - 1] + 1)
                    rows.append(value)
                    smallest = min(smallest, value)
                }
                rowKey.append(key[depth])
                if smallest > maxDistance {
                    prunedAt = depth + 1
                    break
                }
            }
            if let depth = prunedAt {
                walker = Self.skip(past: Array(key.prefix(depth)), from: current, in: file)
                continue
            }
            if rows[rows.count - 1] <= maxDistance {
                offerPostings(of: current, within: mask, to: &ranked)
            }
            walker = current.advance(in: file) ? current : nil
        }
        return ranked.records.compactMap(place(at:))
    }

    /// The first key after every key starting with `prefix`: a few steps along the list, else a seek.
    static func skip(past prefix: [UInt8], from walker: KeyWalker, in file: GazetteerFile) -> KeyWalker? {
        var current = walker
        for _ in 0..<16 {
            guard current.advance(in: file) else { return nil }
            if !current.keyStarts(with: prefix) { return current }
        }
        var successor = prefix
        while let last = successor.last, last == 0xFF { successor.removeLast() }
        guard !successor.isEmpty else { return nil }
        successor[successor.count - 1] += 1
        return file.firstKey(notLessThan: successor)
    }
}
