/// A cursor over the front-coded key list, one key (and its postings) at a time.
package struct KeyWalker {
    /// The current key's bytes.
    package private(set) var key: [UInt8] = []
    /// Where the current key's postings start, and how many there are.
    package private(set) var postingsStart = 0
    package private(set) var postingCount = 0
    private var position: Int
    private let end: Int

    package init(start: Int, end: Int) {
        self.position = start
        self.end = end
        key.reserveCapacity(64)
    }

    /// Moves to the next key; false at the end of the list or at damaged bytes.
    package mutating func advance(in file: GazetteerFile) -> Bool {
        let section = file.keys
        guard position >= section.lowerBound, position + 2 <= end else { return false }
        let buffer = file.bytes.buffer
        let shared = Int(buffer[position])
        let length = Int(buffer[position + 1])
        guard shared <= key.count, length <= end - position - 2 else {
            position = end
            return false
        }
        key.removeSubrange(shared...)
        key.append(contentsOf: buffer[position + 2..<position + 2 + length])
        guard let (count, first) = file.leb128(at: position + 2 + length, in: section), count >= 0, count <= end - first else {
            position = end
            return false
        }
        postingsStart = first
        postingCount = count
        var next = first
        for _ in 0..<count {
            guard next < end else {
                position = end
                return false
            }
            let flags = buffer[next]
            guard let (_, afterValue) = file.leb128(at: next, in: section) else {
                position = end
                return false
            }
            next = afterValue
            if flags & 2 != 0 {
                guard let (_, afterDisplay) = file.leb128(at: next, in: section) else {
                    position = end
                    return false
                }
                next = afterDisplay
            }
        }
        position = next
        return true
    }

    /// Whether the current key starts with `prefix`.
    package func keyStarts(with prefix: [UInt8]) -> Bool {
        key.count >= prefix.count && key.starts(with: prefix)
    }
}
