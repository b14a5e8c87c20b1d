import CoreSupport

extension QuestionWords {
    /// Every entry's list, found by the hash of its bytes (FNV-1a) in an open-addressed table:
    /// building it is a pass over the file, and a lookup hashes the text once.
    package struct EntryTable: Sendable {
        private let bytes: [UInt8]
        private let bounds: [Int]
        /// The list each entry's text is found in, by its place in `List.allCases`.
        private let kinds: [UInt8]
        /// Entry number + 1 in each slot (0: empty); the slots are a power of two, at most half full.
        /// (`Int`, as the other tables here: an array of a type no command uses costs its setting up.)
        private let slots: [Int]

        init(_ builder: Builder) {
            bytes = builder.bytes
            bounds = builder.bounds
            kinds = builder.kinds
            slots = builder.slots
        }

        static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
        static let prime: UInt64 = 0x100_0000_01B3

        /// The list `key` (lower case) is an entry of, if any.
        package subscript<Key: StringProtocol>(_ key: Key) -> List? {
            if let found = key.utf8.withContiguousStorageIfAvailable({ self[$0] }) { return found }
            return Array(key.utf8).withUnsafeBufferPointer { self[$0] }
        }

        /// The list the bytes of `key` (lower case) are an entry of, if any.
        package subscript(_ key: UnsafeBufferPointer<UInt8>) -> List? {
            var hash = EntryTable.offset
            for byte in key { hash = (hash ^ UInt64(byte)) &* EntryTable.prime }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let entry = slots[slot] - 1
                let (low, high) = (bounds[2 * entry], bounds[2 * entry + 1])
                if high - low == key.count, bytes[low..<high].elementsEqual(key) { return List.allCases[Int(kinds[entry])] }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// The table as a file is read: entries are added in the file's order, and the list a text
        /// is found in is the last of `List.allCases` (filler aside) that has it, else filler.
        struct Builder {
            let bytes: [UInt8]
            private(set) var bounds: [Int] = []
            private(set) var kinds: [UInt8] = []
            private(set) var slots: [Int]
            private(set) var longest = 1
            private var stored = 0
            private let unspaced: Bool
            private let filler: UInt8
            private let cases: Int

            init(bytes: [UInt8], language: Language) {
                self.bytes = bytes
                unspaced = language == .ja || language == .zh
                filler = UInt8(List.allCases.firstIndex(of: .filler)!)
                cases = List.allCases.firstIndex(of: .placeCases)!
                var size = 64
                while size < bytes.count / 4 { size *= 2 }
                slots = [Int](repeating: 0, count: size)
                bounds.reserveCapacity(bytes.count / 4)
                kinds.reserveCapacity(bytes.count / 8)
            }

            /// How many entries were added.
            var count: Int { kinds.count }

            /// Adds the entry `low..<high` of `text` (this builder's bytes) to `list`; the endings
            /// of declensions are kept but are not words. A filler word already there takes the
            /// list of meaning; a word of two lists of meaning, the later one.
            mutating func add(_ low: Int, _ high: Int, list: Int, in text: UnsafeBufferPointer<UInt8>) {
                let entry = kinds.count
                bounds.append(low)
                bounds.append(high)
                kinds.append(UInt8(list))
                guard list != cases else { return }
                var hash = EntryTable.offset
                var words = 1
                var characters = 0
                for at in low..<high {
                    let byte = text[at]
                    hash = (hash ^ UInt64(byte)) &* EntryTable.prime
                    if byte == 0x20 { words += 1 }
                    if byte & 0xC0 != 0x80 { characters += 1 }
                }
                longest = max(longest, unspaced ? characters : words)
                if (stored + 1) * 2 > slots.count { grow(in: text) }
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != 0 {
                    let other = slots[slot] - 1
                    let (start, end) = (bounds[2 * other], bounds[2 * other + 1])
                    if end - start == high - low, text[start..<end].elementsEqual(text[low..<high]) {
                        let kind = UInt8(list)
                        if kind != filler, kinds[other] == filler || kind > kinds[other] { kinds[other] = kind }
                        return
                    }
                    slot = (slot + 1) & mask
                }
                slots[slot] = entry + 1
                stored += 1
            }

            /// Twice the slots, every stored entry placed again.
            private mutating func grow(in text: UnsafeBufferPointer<UInt8>) {
                let old = slots
                slots = [Int](repeating: 0, count: old.count * 2)
                let mask = slots.count - 1
                for number in old where number != 0 {
                    let entry = number - 1
                    var hash = EntryTable.offset
                    for at in bounds[2 * entry]..<bounds[2 * entry + 1] { hash = (hash ^ UInt64(text[at])) &* EntryTable.prime }
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while slots[slot] != 0 { slot = (slot + 1) & mask }
                    slots[slot] = number
                }
            }
        }
    }
}
