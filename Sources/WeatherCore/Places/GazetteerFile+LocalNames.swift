extension GazetteerFile {
    /// One stored local name: the index of its language in `Language.allCases`, and its UTF-8 bytes.
    package struct LocalName {
        package let language: Int
        package let bytes: Range<Int>
    }

    /// The names record `index` has in other languages, as stored (language order).
    ///
    /// Reads two words of the index and the record's own entries, nothing else, so that showing a
    /// place in another language costs no pass over the names and keeps them off the pages the
    /// lookups read. A record past the index has none; damaged entries end the list early.
    package func localNames(ofRecord index: Int) -> [LocalName] {
        localNames(of: index, in: localNameSections)
    }

    /// The names division `index` has in other languages, as stored (language order).
    package func localNames(ofDivision index: Int) -> [LocalName] {
        localNames(of: index, in: divisionNameSections)
    }

    /// Entry `index`'s names in an index section and its entries (records' or divisions').
    private func localNames(of index: Int, in sections: (index: Range<Int>, entries: Range<Int>)) -> [LocalName] {
        let (starts, entries) = sections
        guard index >= 0, index < starts.count / 4 - 1 else { return [] }
        let slot = starts.lowerBound + index * 4
        let start = entries.lowerBound + Int(load(UInt32.self, at: slot, in: starts))
        let end = entries.lowerBound + Int(load(UInt32.self, at: slot + 4, in: starts))
        guard start <= end, end <= entries.upperBound else { return [] }
        var result: [LocalName] = []
        var position = start
        while position + 2 <= end {
            let language = Int(bytes.buffer[position])
            let length = Int(bytes.buffer[position + 1])
            guard length <= end - position - 2 else { break }
            result.append(LocalName(language: language, bytes: position + 2..<position + 2 + length))
            position += 2 + length
        }
        return result
    }
}
