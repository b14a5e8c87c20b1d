/// Where each entry of a `.po` file is, by a hash of its key: what a start in a language reads
/// instead of decoding the whole catalog (a few hundred of its entries are ever looked up).
///
/// One pass over the bytes finds the lines, checks each string's quotes and escapes, and hashes
/// each entry's key (context, U+0004, msgid, as they read unescaped: the bytes of the key's
/// UTF-8) into a table of records. An entry whose strings are each one line without escapes
/// (nearly all) is answered from its bytes; any other is decoded by the reader when looked up. Anything the pass does not
/// expect makes it give up, and the catalog is parsed whole: the answers and the problems stay
/// the full reader's.
struct CatalogIndex: Sendable {
    let bytes: [UInt8]
    let records: [Record]
    /// Record numbers by hash, open addressing with linear probing; -1 is an empty slot.
    private let slots: [Int32]
    /// The text of each header entry (the empty msgid).
    let headers: [String]
    /// How many entries have a translation (a plural: every form).
    let translatedCount: Int

    /// An entry (not fuzzy, not a header): where it starts, its key's hash, and the byte ranges
    /// of its strings when each is one line without escapes.
    struct Record: Sendable {
        var hash: UInt64
        var start: Int32
        var contextStart: Int32 = 0
        var contextEnd: Int32 = 0
        var idStart: Int32 = 0
        var idEnd: Int32 = 0
        var textStart: Int32 = 0
        var textEnd: Int32 = 0
        var flags: UInt8 = 0

        static let simple: UInt8 = 1
        static let translated: UInt8 = 2
        static let plural: UInt8 = 4
        static let context: UInt8 = 16

        /// Its strings can be taken from the file's bytes as they are.
        var isSimple: Bool { flags & Record.simple != 0 }
        var isTranslated: Bool { flags & Record.translated != 0 }
        var isPlural: Bool { flags & Record.plural != 0 }
        var hasContext: Bool { flags & Record.context != 0 }
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
    static func hash(_ id: UnsafeRawBufferPointer, context: UnsafeRawBufferPointer?) -> UInt64 {
        var key = KeyHash()
        if let context {
            key.add(context)
            withUnsafeBytes(of: UInt8(4)) { key.add($0) }
        }
        key.add(id)
        return key.value()
    }

    /// The hash of the key of `text` in `context`.
    static func hash(_ text: String, context: String?) -> UInt64 {
        var text = text
        return text.withUTF8 { id in
            guard var context else { return hash(UnsafeRawBufferPointer(id), context: nil) }
            return context.withUTF8 { hash(UnsafeRawBufferPointer(id), context: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The index of `bytes` (well-formed UTF-8), or nil when the catalog must be parsed whole.
    init?(_ bytes: [UInt8]) {
        guard bytes.count < Int(Int32.max) else { return nil }
        var scanner = Scanner()
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
    func record(_ text: String, context: String?) -> Record? {
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
    func forms(_ text: String, context: String?) -> [String]? {
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
    func decode(_ record: Record) -> (key: String, forms: [String])? {
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
    func mayBeTemplate(_ record: Record) -> Bool {
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

/// The one pass over a catalog's bytes, entry by entry as the reader takes them.
private struct Scanner {
    var records: [CatalogIndex.Record] = []
    var headers: [String] = []
    var translatedCount = 0

    enum Field { case none, context, id, idPlural, text, form }

    /// The entry being read.
    struct Entry {
        var field = Field.none
        var started = false
        var hasText = false
        var fuzzy = false
        var start = 0
        var flags: UInt8 = 0
        /// No escapes in its context, msgid or msgstr.
        var unescaped = true
        var hasContext = false
        var hasId = false
        var hasForms = false
        var idBytes = 0
        var textBytes = 0
        var contextSegments = 0
        var idSegments = 0
        var textSegments = 0
        var context = (Int32(0), Int32(0))
        var id = (Int32(0), Int32(0))
        var text = (Int32(0), Int32(0))
        /// The plural forms that appear, and those with text.
        var formsPresent: UInt8 = 0
        var formsFilled: UInt8 = 0
        var form = 0
        /// Whether `contextBytes` and `idBytes` hold the context and msgid.
        var contextCopied = false
        var idCopied = false
    }
    var entry = Entry()
    /// The context and msgid unescaped, once one has an escape or goes on to a second line (else
    /// their bytes are read where they are), and a header's msgstr.
    var contextBytes: [UInt8] = []
    var idUnescaped: [UInt8] = []
    var headerText: [UInt8] = []

    private static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    private static let quotes: UInt64 = 0x2222_2222_2222_2222
    private static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
    private static let ats: UInt64 = 0x4040_4040_4040_4040

    /// Nonzero where `word` has a byte that `pattern` repeats; its lowest set bit is exact.
    @inline(__always)
    private static func has(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let x = word ^ pattern
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// Indexes every entry; false when the file has anything this pass does not take.
    mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        self.base = raw
        defer { self.base = nil }
        let count = buffer.count
        var lineStart = 0
        while lineStart <= count {
            // The line's end: eight bytes at a time.
            var end = lineStart
            while end + 8 <= count {
                let found = Scanner.has(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)), Scanner.newlines)
                if found != 0 {
                    end += found.trailingZeroBitCount >> 3
                    break
                }
                end += 8
            }
            while end < count && base[end] != 0x0A { end += 1 }
            var first = lineStart
            var last = end
            let thisLine = lineStart
            lineStart = end + 1
            while first < last && (base[first] == 0x20 || base[first] == 0x09) { first += 1 }
            while last > first && (base[last - 1] == 0x20 || base[last - 1] == 0x09 || base[last - 1] == 0x0D) { last -= 1 }
            guard first < last else {
                finish()
                continue
            }
            let lead = base[first]
            if lead == UInt8(ascii: "#") {
                if entry.hasText { finish() }
                if last - first >= 2, base[first + 1] == UInt8(ascii: ","), Scanner.contains(base, first, last, "fuzzy") {
                    entry.fuzzy = true
                }
                continue
            }
            if lead == UInt8(ascii: "\"") {
                guard entry.field != .none, string(base, raw, first, last) else { return false }
                continue
            }
            var wordEnd = first
            while wordEnd < last, base[wordEnd] != 0x20, base[wordEnd] != 0x09, base[wordEnd] != UInt8(ascii: "\"") { wordEnd += 1 }
            guard let next = Scanner.keyword(base, first, wordEnd, count) else { return false }
            if (next == .context || next == .id) && entry.hasText { finish() }
            // Keywords in the usual order only, each once (forms aside): the hash is of the key.
            switch next {
            case .context: guard !entry.hasContext && !entry.hasId else { return false }
            case .id: guard !entry.hasId else { return false }
            case .idPlural: guard entry.hasId && !entry.hasText && entry.flags & CatalogIndex.Record.plural == 0 else { return false }
            case .text: guard entry.hasId && !entry.hasText else { return false }
            case .form: guard entry.hasId && (entry.hasForms || !entry.hasText) else { return false }
            case .none: return false
            }
            if !entry.started {
                entry.started = true
                entry.start = thisLine
            }
            switch next {
            case .context: entry.hasContext = true
            case .id: entry.hasId = true
            case .idPlural: entry.flags |= CatalogIndex.Record.plural
            case .text: entry.hasText = true
            case .form:
                entry.hasText = true
                entry.hasForms = true
                entry.form = Int(base[first + 7] - 0x30)
                entry.formsPresent |= 1 << entry.form
            case .none: break
            }
            entry.field = next
            var quote = wordEnd
            while quote < last, base[quote] == 0x20 || base[quote] == 0x09 { quote += 1 }
            guard quote < last, base[quote] == UInt8(ascii: "\""), string(base, raw, quote, last) else { return false }
        }
        finish()
        return true
    }

    /// The keyword from `start` to `end`, if it is one the pass takes: its first eight bytes
    /// compared at once (a keyword line is followed by at least its string's two quotes).
    private static func keyword(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ count: Int) -> Field? {
        guard start + 8 <= count else { return nil }
        let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
        switch end - start {
        case 5 where word & 0xFF_FFFF_FFFF == Scanner.msgid: return .id
        case 6 where word & 0xFFFF_FFFF_FFFF == Scanner.msgstr: return .text
        case 7 where word & 0xFF_FFFF_FFFF_FFFF == Scanner.msgctxt: return .context
        case 12 where contains(base, start, end, "msgid_plural"): return .idPlural
        case 9 where word & 0xFF_FFFF_FFFF_FFFF == Scanner.msgstrForm && base[start + 8] == UInt8(ascii: "]"):
            return (0x30...0x37).contains(base[start + 7]) ? .form : nil
        default: return nil
        }
    }

    private static let msgid = word("msgid")
    private static let msgstr = word("msgstr")
    private static let msgctxt = word("msgctxt")
    private static let msgstrForm = word("msgstr[")

    /// The bytes of a keyword (at most eight) as a little-endian word.
    private static func word(_ keyword: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<keyword.utf8CodeUnitCount { word |= UInt64(keyword.utf8Start[index]) << (8 * UInt64(index)) }
        return word
    }

    /// Whether the bytes from `start` hold `word` within `end`.
    private static func contains(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        let letters = word.utf8Start
        var at = start
        while at + length <= end {
            var matched = 0
            while matched < length && base[at + matched] == letters[matched] { matched += 1 }
            if matched == length { return true }
            at += 1
        }
        return false
    }

    /// Takes the quoted string from `first` to `last` (its quotes included) into the current
    /// field; false when it is not one the reader would take.
    private mutating func string(_ base: UnsafePointer<UInt8>, _ raw: UnsafeRawPointer, _ first: Int, _ last: Int) -> Bool {
        guard last - first >= 2, base[last - 1] == UInt8(ascii: "\"") else { return false }
        let start = first + 1
        let end = last - 1
        // Quotes and backslashes inside: eight bytes at a time.
        var escaped = false
        var at = start
        while true {
            while at + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                let found = Scanner.has(word, Scanner.quotes) | Scanner.has(word, Scanner.backslashes)
                if found != 0 {
                    at += found.trailingZeroBitCount >> 3
                    break
                }
                at += 8
            }
            while at < end && base[at] != UInt8(ascii: "\"") && base[at] != UInt8(ascii: "\\") { at += 1 }
            guard at < end else { break }
            guard base[at] == UInt8(ascii: "\\"), at + 1 < end else { return false }
            switch base[at + 1] {
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "\""), UInt8(ascii: "\\"): break
            default: return false
            }
            escaped = true
            at += 2
        }
        let range = (Int32(start), Int32(end))
        switch entry.field {
        case .context:
            entry.contextSegments += 1
            if escaped || entry.contextSegments > 1 {
                Scanner.unescaped(base, start, end, after: entry.context, copied: &entry.contextCopied, into: &contextBytes)
            }
            entry.context = range
        case .id:
            entry.idSegments += 1
            if escaped || entry.idSegments > 1 {
                Scanner.unescaped(base, start, end, after: entry.id, copied: &entry.idCopied, into: &idUnescaped)
            }
            entry.id = range
            entry.idBytes += end - start
        case .text:
            entry.textSegments += 1
            entry.text = range
            entry.textBytes += end - start
            if entry.idBytes == 0 {
                if entry.textSegments == 1 { headerText.removeAll(keepingCapacity: true) }
                var copied = true
                Scanner.unescaped(base, start, end, after: range, copied: &copied, into: &headerText)
            }
        case .form:
            if end > start { entry.formsFilled |= 1 << entry.form }
        case .idPlural, .none: break
        }
        if escaped && entry.field != .idPlural { entry.unescaped = false }
        return true
    }

    /// Adds the string from `start` to `end` unescaped to `out`; first, unless `copied`, `out`
    /// is made the bytes of the line before (`previous`, which had no escape; empty on the
    /// string's first line).
    private static func unescaped(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, after previous: (Int32, Int32), copied: inout Bool, into out: inout [UInt8]
    ) {
        if !copied {
            out.removeAll(keepingCapacity: true)
            if previous.1 > previous.0 && previous.1 < Int32(start) {
                out.append(contentsOf: UnsafeBufferPointer(start: base + Int(previous.0), count: Int(previous.1 - previous.0)))
            }
            copied = true
        }
        var at = start
        while at < end {
            var byte = base[at]
            at += 1
            if byte == UInt8(ascii: "\\") {
                switch base[at] {
                case UInt8(ascii: "n"): byte = 10
                case UInt8(ascii: "t"): byte = 9
                default: byte = base[at]
                }
                at += 1
            }
            out.append(byte)
        }
    }

    /// Files the entry read so far and starts the next, as the reader does at a blank line, a
    /// comment after a translation, or a new msgid after one.
    private mutating func finish() {
        defer { entry = Entry() }
        guard entry.started else { return }
        guard entry.idBytes > 0 else {
            headers.append(entry.textSegments > 0 ? String(decoding: headerText, as: UTF8.self) : "")
            return
        }
        guard !entry.fuzzy else { return }
        var record = CatalogIndex.Record(hash: 0, start: Int32(entry.start))
        record.flags = entry.flags
        if entry.hasContext { record.flags |= CatalogIndex.Record.context }
        let plainKey = !entry.idCopied && !entry.contextCopied
        let (id, context, hasContext) = (bytes(entry.id), bytes(entry.context), entry.hasContext)
        let contextBytes = entry.contextCopied ? self.contextBytes : nil
        record.hash = Scanner.withBytes(entry.idCopied ? idUnescaped : nil, or: id) { id in
            guard hasContext else { return CatalogIndex.hash(id, context: nil) }
            return Scanner.withBytes(contextBytes, or: context) { CatalogIndex.hash(id, context: $0) }
        }
        let isPlural = entry.flags & CatalogIndex.Record.plural != 0
        if plainKey && entry.unescaped && !isPlural && !entry.hasForms && entry.textSegments == 1 {
            record.flags |= CatalogIndex.Record.simple
            (record.contextStart, record.contextEnd) = entry.context
            (record.idStart, record.idEnd) = entry.id
            (record.textStart, record.textEnd) = entry.text
        }
        let translated: Bool
        if isPlural {
            // As `pluralForms`: the first n forms filled, n the number of forms given.
            let wanted = UInt8(truncatingIfNeeded: (1 << max(1, entry.formsPresent.nonzeroBitCount)) - 1)
            translated = entry.formsFilled & wanted == wanted
        } else {
            translated = entry.textBytes > 0
        }
        if translated {
            record.flags |= CatalogIndex.Record.translated
            translatedCount += 1
        }
        records.append(record)
    }

    /// `array`'s bytes, or `raw` without one.
    private static func withBytes<R>(_ array: [UInt8]?, or raw: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard let array else { return body(raw) }
        return array.withUnsafeBytes(body)
    }

    /// The bytes being scanned (only while `scan` runs).
    private var base: UnsafeRawPointer?

    /// The scanned bytes in `range`.
    private func bytes(_ range: (Int32, Int32)) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base.map { $0 + Int(range.0) }, count: Int(range.1 - range.0))
    }
}
