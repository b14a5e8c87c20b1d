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
            } else if let mapped = decompositions[scalar.value] {
                out.append(contentsOf: mapped)
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

    /// `decompositionTable` read into a dictionary, the first time a scalar past Latin-1's controls is seen.
    private static let decompositions: [UInt32: [Unicode.Scalar]] = {
        var table: [UInt32: [Unicode.Scalar]] = [:]
        table.reserveCapacity(6000)
        var key: UInt32?
        var mapping: [Unicode.Scalar] = []
        for scalar in decompositionTable.unicodeScalars where scalar != "\n" {
            if scalar == "\t" {
                if let key { table[key] = mapping }
                key = nil
                mapping = []
            } else if key == nil {
                key = scalar.value
            } else {
                mapping.append(scalar)
            }
        }
        if let key { table[key] = mapping }
        return table
    }()
}
