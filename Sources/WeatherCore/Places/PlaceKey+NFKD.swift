/// Unicode compatibility decomposition (NFKD), as Foundation's
/// `decomposedStringWithCompatibilityMapping` and Python's `unicodedata.normalize("NFKD", …)` do it.
extension PlaceKey {
    /// The scalars of `text` decomposed (`ﬁ` → `fi`, `é` → `e` + U+0301, `가` → `ᄀ` + `ᅡ`) and
    /// its combining marks put in canonical order.
    package static func compatibilityDecomposed(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.utf8.count)
        var reorder = false
        for scalar in text.unicodeScalars {
            if scalar.value < 0xA0 {
                out.append(scalar)
            } else if (0xAC00...0xD7A3).contains(scalar.value) {
                out.append(contentsOf: hangul(scalar.value))
            } else if appendDecomposition(of: scalar.value, to: &out) {
                reorder = true
            } else {
                out.append(scalar)
                reorder = reorder || scalar.properties.canonicalCombiningClass.rawValue != 0
            }
        }
        if reorder { canonicallyOrder(&out) }
        return out
    }

    /// A precomposed Hangul syllable's leading consonant, vowel and (if any) final consonant.
    private static func hangul(_ value: UInt32) -> [Unicode.Scalar] {
        let index = value - 0xAC00
        var jamo = [0x1100 + index / 588, 0x1161 + index % 588 / 28]
        if index % 28 != 0 { jamo.append(0x11A7 + index % 28) }
        return jamo.compactMap(Unicode.Scalar.init)
    }

    /// Sorts each run of combining marks by combining class, keeping equal classes in order.
    private static func canonicallyOrder(_ scalars: inout [Unicode.Scalar]) {
        var index = 1
        while index < scalars.count {
            let current = scalars[index].properties.canonicalCombiningClass.rawValue
            let previous = scalars[index - 1].properties.canonicalCombiningClass.rawValue
            if current != 0, previous > current {
                scalars.swapAt(index, index - 1)
                index = max(1, index - 1)
            } else {
                index += 1
            }
        }
    }

    /// Appends what `value` decomposes to, found by halving `decompositionTable` (its entries
    /// are in scalar order, each a tab, the scalar, then its decomposition; a line ends between
    /// two); false when it has none. Nothing is built: reading the table into a dictionary cost
    /// 9.6 million instructions, the first time a name past Latin-1 was looked up.
    private static func appendDecomposition(of value: UInt32, to out: inout [Unicode.Scalar]) -> Bool {
        var table = decompositionTable
        return table.withUTF8 { bytes in
            /// The scalar at `index` and the index after it (the table is valid UTF-8).
            func scalar(at index: Int) -> (value: UInt32, next: Int) {
                let lead = UInt32(bytes[index])
                if lead < 0x80 { return (lead, index + 1) }
                func more(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
                if lead < 0xE0 { return ((lead & 0x1F) << 6 | more(1), index + 2) }
                if lead < 0xF0 { return ((lead & 0x0F) << 12 | more(1) << 6 | more(2), index + 3) }
                return ((lead & 0x07) << 18 | more(1) << 12 | more(2) << 6 | more(3), index + 4)
            }
            let tab = UInt8(ascii: "\t")
            // The entry, if any, starts with a tab in `low..<high`.
            var (low, high) = (0, bytes.count)
            while low < high {
                let middle = (low + high) / 2
                var start = middle
                while start < bytes.count, bytes[start] != tab { start += 1 }
                guard start + 1 < bytes.count else {
                    high = middle
                    continue
                }
                let key = scalar(at: start + 1)
                if key.value < value {
                    low = start + 1
                } else if key.value > value {
                    high = middle
                } else {
                    var index = key.next
                    while index < bytes.count, bytes[index] != tab, bytes[index] != UInt8(ascii: "\n") {
                        let mapped = scalar(at: index)
                        if let decomposed = Unicode.Scalar(mapped.value) { out.append(decomposed) }
                        index = mapped.next
                    }
                    return true
                }
            }
            return false
        }
    }
}
