extension Gazetteer {
    /// How many suggestions `didYouMean` gives at most.
    package static let suggestionLimit = 3

    /// The places whose name is within a small edit distance of `query` (1 for names of 3 or 4
    /// letters, 2 for longer ones; for Japanese and Chinese, one character in names of two or
    /// more), written in the query's script, the most populous first: for "did you mean London,
    /// GB?" (and never `Ōdate` for `大坂`).
    ///
    /// The sorted key list is walked like a trie: the edit-distance row of a key's prefix is kept
    /// and shared with the next key, and every key below a prefix that is already too far is
    /// skipped, so only a small part of the list is read.
    package func didYouMean(_ query: String, limit: Int = Gazetteer.suggestionLimit) -> [GazetteerPlace] {
        suggestions(query, limit: limit).map(\.place)
    }

    /// What "did you mean" says: `München, DE` for `Müncen`, each place by the name of it that
    /// came nearest to what was typed, in the script it was typed in.
    package func didYouMeanNames(_ query: String, limit: Int = Gazetteer.suggestionLimit) -> [String] {
        suggestions(query, limit: limit).map { "\($0.name), \($0.place.countryCode)" }
    }

    /// The suggestions with the name each was found by: the nearer names first (one edit before
    /// two), then the more populous places.
    private func suggestions(_ query: String, limit: Int) -> [(place: GazetteerPlace, name: String)] {
        let parsed = PlaceNameQuery(query)
        let target = parsed.key
        guard target.count >= 3, target.count <= 64, !parsed.isUnmatchable, limit > 0 else { return [] }
        let script = PlaceScript.of(target)
        // Keys are UTF-8: a Japanese or Chinese character is three bytes, so one character's edit is three.
        let letters = String(decoding: target, as: UTF8.self).count
        let maxDistance = script == .ideographic ? (letters >= 2 ? 3 : 0) : (target.count >= 5 ? 2 : 1)
        guard maxDistance > 0 else { return [] }
        let mask = parsed.divisionMask(in: file)
        let width = target.count + 1
        // rows[d * width + j]: the distance between the key's first d bytes and target's first j.
        var rows = Array(0..<width)
        var rowKey: [UInt8] = []
        var ranked = RankedRecords(capacity: limit)
        var matched: [Int: (posting: GazetteerFile.Posting, key: [UInt8])] = [:]
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
                    var value = min(substitution, rows[above + j] + 1, rows[above + width + j - 1] + 1)
                    // Two neighbouring letters swapped are one edit (`Lodnon` is London).
                    if depth >= 1, j >= 2, key[depth] == target[j - 2], key[depth - 1] == target[j - 1] {
                        value = min(value, rows[above - width + j - 2] + 1)
                    }
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
            let distance = rows[rows.count - 1]
            if distance <= maxDistance, PlaceScript.of(key) == script {
                // Nearness first: the distance is the score's top bits.
                let nearness = UInt64(maxDistance - distance) << 56
                file.forEachPosting(of: current) { posting in
                    if let mask {
                        let division = file.divisionIndex(ofRecord: posting.record)
                        guard division < mask.count, mask[division] else { return true }
                    }
                    let score = nearness | min(score(of: posting), (1 << 56) - 1)
                    if ranked.offer(posting.record, score: score) { matched[posting.record] = (posting, key) }
                    return true
                }
            }
            walker = current.advance(in: file) ? current : nil
        }
        return ranked.records.compactMap { record in
            guard let place = place(at: record) else { return nil }
            guard let (posting, key) = matched[record] else { return (place, place.name) }
            // The place's own spelling of the key that matched (`München`, not the key's `Munchen`).
            let keyText = String(decoding: key, as: UTF8.self)
            let spelt = ([place.name] + place.names.values.sorted()).first { PlaceKey.normalize($0) == keyText }
            return (place, spelt ?? displayText(of: posting, key: key))
        }
    }

    /// The first key after every key starting with `prefix`: a few steps along the list, else a seek.
    package static func skip(past prefix: [UInt8], from walker: KeyWalker, in file: GazetteerFile) -> KeyWalker? {
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

/// The script a place name's key is written in, told by its first letter's UTF-8 lead byte, so
/// that suggestions for a query stay in the query's script.
package enum PlaceScript: Equatable {
    case latin, greek, cyrillic, ideographic, other

    package static func of(_ key: [UInt8]) -> PlaceScript {
        guard let lead = key.first else { return .other }
        switch lead {
        case 0..<0x80, 0xC0..<0xCE: return .latin
        case 0xCE..<0xD0: return .greek
        case 0xD0..<0xD5: return .cyrillic
        case 0xE3...0xE9, 0xEF: return .ideographic
        default: return .other
        }
    }

    /// The script of a name as written (its key's).
    package static func of(name: String) -> PlaceScript { of(Array(PlaceKey.normalize(name).utf8)) }
}
