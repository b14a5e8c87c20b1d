/// The one pass over a catalog's bytes, entry by entry as the reader takes them.
package struct CatalogScanner {
    package var records: [CatalogIndex.Record] = []
    package var headers: [String] = []
    package var translatedCount = 0

    package enum Field { case none, context, id, idPlural, text, form }

    /// The entry being read.
    package struct Entry {
        package var field = Field.none
        package var started = false
        package var hasText = false
        package var fuzzy = false
        package var start = 0
        package var flags: UInt8 = 0
        /// No escapes in its context, msgid or msgstr.
        package var unescaped = true
        package var hasContext = false
        package var hasId = false
        package var hasForms = false
        package var idBytes = 0
        package var textBytes = 0
        package var contextSegments = 0
        package var idSegments = 0
        package var textSegments = 0
        package var context = (Int32(0), Int32(0))
        package var id = (Int32(0), Int32(0))
        package var text = (Int32(0), Int32(0))
        /// The plural forms that appear, and those with text.
        package var formsPresent: UInt8 = 0
        package var formsFilled: UInt8 = 0
        package var form = 0
        /// Whether `contextBytes` and `idBytes` hold the context and msgid.
        package var contextCopied = false
        package var idCopied = false
    }
    package var entry = Entry()
    /// The context and msgid unescaped, once one has an escape or goes on to a second line (else
    /// their bytes are read where they are), and a header's msgstr.
    package var contextBytes: [UInt8] = []
    package var idUnescaped: [UInt8] = []
    package var headerText: [UInt8] = []

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
    package mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
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
                let found = CatalogScanner.has(
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)), CatalogScanner.newlines)
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
                if last - first >= 2, base[first + 1] == UInt8(ascii: ","), CatalogScanner.contains(base, first, last, "fuzzy") {
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
            guard let next = CatalogScanner.keyword(base, first, wordEnd, count) else { return false }
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
        case 5 where word & 0xFF_FFFF_FFFF == CatalogScanner.msgid: return .id
        case 6 where word & 0xFFFF_FFFF_FFFF == CatalogScanner.msgstr: return .text
        case 7 where word & 0xFF_FFFF_FFFF_FFFF == CatalogScanner.msgctxt: return .context
        case 12 where contains(base, start, end, "msgid_plural"): return .idPlural
        case 9 where word & 0xFF_FFFF_FFFF_FFFF == CatalogScanner.msgstrForm && base[start + 8] == UInt8(ascii: "]"):
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
                let found = CatalogScanner.has(word, CatalogScanner.quotes) | CatalogScanner.has(word, CatalogScanner.backslashes)
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
                CatalogScanner.unescaped(base, start, end, after: entry.context, copied: &entry.contextCopied, into: &contextBytes)
            }
            entry.context = range
        case .id:
            entry.idSegments += 1
            if escaped || entry.idSegments > 1 {
                CatalogScanner.unescaped(base, start, end, after: entry.id, copied: &entry.idCopied, into: &idUnescaped)
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
                CatalogScanner.unescaped(base, start, end, after: range, copied: &copied, into: &headerText)
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
        record.hash = CatalogScanner.withBytes(entry.idCopied ? idUnescaped : nil, or: id) { id in
            guard hasContext else { return CatalogIndex.hash(id, context: nil) }
            return CatalogScanner.withBytes(contextBytes, or: context) { CatalogIndex.hash(id, context: $0) }
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
