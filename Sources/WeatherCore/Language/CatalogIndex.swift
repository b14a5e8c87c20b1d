/// Where each entry of a `.po` file is, by a hash of its key: what a start in a language reads
/// instead of decoding the whole catalog (a few hundred of its entries are ever looked up).
///
/// One pass over the bytes finds the lines, checks each string's quotes and escapes, and hashes
/// each entry's key (context, U+0004, msgid, as they read unescaped: the bytes of the key's
/// UTF-8) into a table of records. An entry whose strings are each one line without escapes
/// (nearly all) is answered from its bytes; any other is decoded by the reader when looked up. Anything the pass does not
/// expect makes it give up, and the catalog is parsed whole: the answers and the problems stay
/// the full reader's.
package struct CatalogIndex: Sendable {
    package let bytes: [UInt8]
    package let records: [Record]
    /// Record numbers by hash, open addressing with linear probing; -1 is an empty slot.
    private let slots: [Int32]
    /// The text of each header entry (the empty msgid).
    package let headers: [String]
    /// How many entries have a translation (a plural: every form).
    package let translatedCount: Int

    /// An entry (not fuzzy, not a header): where it starts, its key's hash, and the byte ranges
    /// of its strings when each is one line without escapes.
    package struct Record: Sendable {
        package var hash: UInt64
        package var start: Int32
        package var contextStart: Int32 = 0
        package var contextEnd: Int32 = 0
        package var idStart: Int32 = 0
        package var idEnd: Int32 = 0
        package var textStart: Int32 = 0
        package var textEnd: Int32 = 0
        package var flags: UInt8 = 0

        package static let simple: UInt8 = 1
        package static let translated: UInt8 = 2
        package static let plural: UInt8 = 4
        package static let context: UInt8 = 16

        /// Its strings can be taken from the file's bytes as they are.
        package var isSimple: Bool { flags & Record.simple != 0 }
        package var isTranslated: Bool { flags & Record.translated != 0 }
        package var isPlural: Bool { flags & Record.plural != 0 }
        package var hasContext: Bool { flags & Record.context != 0 }
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// A hash of a key's UTF-8 (`context` U+0004 `msgid`, as `MessageCatalog.key` makes it),
    /// taken eight bytes at a time (a start hashes a few hundred msgids) from its parts as they
    /// come: the same key hashes the same however it is split.
    private struct KeyHash {
        private var hash = CatalogIndex.seed
        private var pending: UInt64 = 0
        private var pendingBits: UInt64 = 0
        private var length = 0

        private mutating func mix(_ word: UInt64) {
            hash = (hash ^ word) &* CatalogIndex.multiplier
            hash ^= hash >> 32
        }

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var at = 0
            let count = bytes.count
            length += count
            while at + 8 <= count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                if pendingBits == 0 {
                    mix(word)
                } else {
                    mix(pending | word << pendingBits)
                    pending = word >> (64 - pendingBits)
                }
                at += 8
            }
            while at < count {
                pending |= UInt64(bytes[at]) << pendingBits
                pendingBits += 8
                at += 1
                if pendingBits == 64 {
                    mix(pending)
                    (pending, pendingBits) = (0, 0)
                }
            }
        }

        /// The hash, the last bytes with the length in the top byte.
        func value() -> UInt64 {
            let last = (hash ^ (pending | UInt64(truncatingIfNeeded: length) << 56)) &* CatalogIndex.multiplier
            return last ^ (last >> 29)
        }
    }

    /// The hash of the key of `id` in `context` (their UTF-8, as the strings read unescaped).
    package static func hash(_ id: UnsafeRawBufferPointer, context: UnsafeRawBufferPointer?) -> UInt64 {
        var key = KeyHash()
        if let context {
            key.add(context)
            withUnsafeBytes(of: UInt8(4)) { key.add($0) }
        }
        key.add(id)
        return key.value()
    }

    /// The hash of the key of `text` in `context`.
    package static func hash(_ text: String, context: String?) -> UInt64 {
        var text = text
        return text.withUTF8 { id in
            guard var context else { return hash(UnsafeRawBufferPointer(id), context: nil) }
            return context.withUTF8 { hash(UnsafeRawBufferPointer(id), context: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The index of `bytes` (well-formed UTF-8), or nil when the catalog must be parsed whole.
    package init?(_ bytes: [UInt8]) {
        guard bytes.count < Int(Int32.max) else { return nil }
        var scanner = CatalogScanner()
        guard bytes.withUnsafeBufferPointer({ scanner.scan($0) }) else { return nil }
        var size = 16
        while size < scanner.records.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for (number, record) in scanner.records.enumerated() {
            var slot = Int(truncatingIfNeeded: record.hash) & mask
            while slots[slot] >= 0 {
                // The same key twice, or two keys with one hash: the full reader tells which.
                if scanner.records[Int(slots[slot])].hash == record.hash { return nil }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(number)
        }
        self.bytes = bytes
        self.records = scanner.records
        self.slots = slots
        self.headers = scanner.headers
        self.translatedCount = scanner.translatedCount
    }

    /// The record filed under `text` in `context`, if its hash is in the index (its key is
    /// checked when it is read).
    package func record(_ text: String, context: String?) -> Record? {
        let hash = CatalogIndex.hash(text, context: context)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let number = slots[slot]
            guard number >= 0 else { return nil }
            if records[Int(number)].hash == hash { return records[Int(number)] }
            slot = (slot + 1) & mask
        }
    }

    /// The translation of `text` in `context` (a plural's forms), if the catalog has one.
    package func forms(_ text: String, context: String?) -> [String]? {
        guard let record = record(text, context: context) else { return nil }
        // Most keys are one line without escapes: compared with the file's bytes. Another with
        // the same hash (one split at a U+0004 elsewhere, say) is decoded and compared whole.
        if record.isSimple && record.hasContext == (context != nil) && same(text, record.idStart, record.idEnd)
            && (context.map { same($0, record.contextStart, record.contextEnd) } ?? true)
        {
            return record.isTranslated ? [string(record.textStart, record.textEnd)] : nil
        }
        guard let found = decode(record), found.key == MessageCatalog.key(text, context: context) else { return nil }
        return found.forms
    }

    /// The key and translation of `record` (a plural's forms); nil when it has none.
    package func decode(_ record: Record) -> (key: String, forms: [String])? {
        if record.isSimple {
            guard record.isTranslated else { return nil }
            let context = record.hasContext ? string(record.contextStart, record.contextEnd) : nil
            return (MessageCatalog.key(string(record.idStart, record.idEnd), context: context), [string(record.textStart, record.textEnd)])
        }
        let reader = POReader(bytes: bytes, isUTF8: true)
        guard let entry = try? reader.entries(from: Int(record.start), first: 1).first else { return nil }
        let key = MessageCatalog.key(entry.id, context: entry.context)
        if entry.idPlural != nil { return entry.pluralForms.map { (key, $0) } }
        return entry.text.isEmpty ? nil : (key, [entry.text])
    }

    /// Whether `record`'s msgid may have a `%@` (one with escapes or lines may: it is decoded).
    package func mayBeTemplate(_ record: Record) -> Bool {
        guard record.isSimple else { return true }
        var at = Int(record.idStart)
        while at + 1 < Int(record.idEnd) {
            if bytes[at] == UInt8(ascii: "%") && bytes[at + 1] == UInt8(ascii: "@") { return true }
            at += 1
        }
        return false
    }

    /// The bytes from `start` to `end` (a string without escapes in a file checked to be UTF-8).
    private func string(_ start: Int32, _ end: Int32) -> String {
        String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
    }

    /// Whether `text`'s UTF-8 is the bytes from `start` to `end`.
    private func same(_ text: String, _ start: Int32, _ end: Int32) -> Bool {
        var index = Int(start)
        let end = Int(end)
        for byte in text.utf8 {
            guard index < end, bytes[index] == byte else { return false }
            index += 1
        }
        return index == end
    }
}
