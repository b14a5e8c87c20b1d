/// A language's translations, read from a gettext `.po` file: English text in, the language's out.
///
/// Only what wxsh's catalogs use is read: `msgctxt`, `msgid`, `msgstr`, plurals (`msgid_plural`,
/// `msgstr[N]`, the header's `Plural-Forms`), strings continued on the next lines, the escapes
/// `\n \t \" \\`, and `#` comments. An entry marked `fuzzy` or with an empty `msgstr` is left
/// out, so its English text is shown, as gettext does.
///
/// `parse` decodes every entry (for the checks and tools that want them all); `read`, which a
/// start in a language uses, only indexes them and decodes an entry when it is looked up.
package struct MessageCatalog: Sendable {
    /// Translations by key: the msgid, or `context` U+0004 `msgid` for an entry with a context
    /// (empty when read lazily: then `index` finds them).
    private var decoded: [String: String] = [:]
    /// The forms of each entry with a plural (`msgstr[0]`, `msgstr[1]`, …), by the same key;
    /// its first form is in `decoded` too.
    private var decodedPlurals: [String: [String]] = [:]
    /// Which form a count takes, from the header's `Plural-Forms` (English's rule without one).
    package private(set) var pluralRule = PluralRule.english
    /// Where a lazily read catalog finds its entries in the file; nil when parsed whole.
    private var index: CatalogIndex?

    package init() {}

    /// The key an entry with `context` is filed under (gettext's own convention).
    package static func key(_ text: String, context: String?) -> String {
        guard let context else { return text }
        return context + "\u{4}" + text
    }

    /// Every translation by its key (a plural's first form), decoded: a lazily read catalog
    /// decodes them all here, for checks and tools, not for looking texts up.
    package var entries: [String: String] {
        guard let index else { return decoded }
        var all: [String: String] = [:]
        for record in index.records {
            if let found = index.decode(record) { all[found.key] = found.forms[0] }
        }
        return all
    }

    /// The forms of each entry with a plural (`msgstr[0]`, `msgstr[1]`, …), by the same key.
    package var plurals: [String: [String]] {
        guard let index else { return decodedPlurals }
        var all: [String: [String]] = [:]
        for record in index.records where record.isPlural {
            if let found = index.decode(record) { all[found.key] = found.forms }
        }
        return all
    }

    /// Whether the catalog was read lazily (`read` took it), not parsed whole.
    package var isIndexed: Bool { index != nil }

    /// How many entries are translated.
    package var count: Int { index?.translatedCount ?? decoded.count }

    /// Whether nothing is translated.
    package var isEmpty: Bool { count == 0 }

    /// The translation of `text` (in `context`), if the catalog has one.
    package func translation(_ text: String, context: String? = nil) -> String? {
        guard let index else { return decoded[MessageCatalog.key(text, context: context)] }
        return index.forms(text, context: context)?[0]
    }

    /// The form of the plural entry `text` (its English singular) that `count` takes, if the
    /// catalog has every form.
    package func translation(_ text: String, count: Int) -> String? {
        let forms = index.map { $0.forms(text, context: nil) } ?? decodedPlurals[text]
        guard let forms, forms.count >= pluralRule.count else { return nil }
        return forms[pluralRule.form(count)]
    }

    /// Every key, with the header (the empty msgid) left out.
    package var keys: Set<String> { Set(entries.keys) }

    /// The translated entries whose key may hold a `%@` (all of them, or when read lazily the
    /// ones whose msgid may), for finding the template a message was made from.
    package var templates: [(key: String, value: String)] {
        guard let index else { return Array(decoded) }
        var found: [(key: String, value: String)] = []
        for record in index.records where index.mayBeTemplate(record) {
            if let entry = index.decode(record) { found.append((entry.key, entry.forms[0])) }
        }
        return found
    }

    /// A problem with a catalog's text, and the line it is on.
    package struct Problem: Error, Equatable, Sendable {
        package let line: Int
        package let message: String
    }

    /// Reads a `.po` file's bytes for looking texts up: only indexed, each entry decoded when it
    /// is looked up. A file the index does not take (a problem in it, an unusual order of
    /// keywords, two keys with one hash) is parsed whole, so the answers and problems are
    /// `parse`'s.
    package static func read(_ bytes: [UInt8]) -> Result<MessageCatalog, Problem> {
        let isUTF8 = bytes.withUnsafeBufferPointer(POReader.isUTF8)
        if isUTF8, let index = CatalogIndex(bytes) { return .success(MessageCatalog(index: index)) }
        return parse(bytes, isUTF8: isUTF8)
    }

    /// A catalog over `index`, its header read.
    private init(index: CatalogIndex) {
        for header in index.headers { readHeader(header) }
        self.index = index
    }

    /// Reads a `.po` file's bytes, every entry decoded.
    /// - Parameter keepUntranslated: keep entries whose msgstr is empty (as themselves), for
    ///   the English template, whose every msgstr is empty.
    package static func parse(_ bytes: [UInt8], keepUntranslated: Bool = false) -> Result<MessageCatalog, Problem> {
        parse(bytes, isUTF8: bytes.withUnsafeBufferPointer(POReader.isUTF8), keepUntranslated: keepUntranslated)
    }

    private static func parse(_ bytes: [UInt8], isUTF8: Bool, keepUntranslated: Bool = false) -> Result<MessageCatalog, Problem> {
        var catalog = MessageCatalog()
        do throws(Problem) {
            let entries = try POReader(bytes: bytes, isUTF8: isUTF8).entries()
            // Made to size once: growing it entry by entry rehashed every key ten times.
            catalog.decoded.reserveCapacity(entries.count)
            for entry in entries {
                guard !entry.id.isEmpty else {
                    catalog.readHeader(entry.text)
                    continue
                }
                if entry.fuzzy { continue }
                guard catalog.decoded[MessageCatalog.key(entry.id, context: entry.context)] == nil else {
                    throw Problem(line: entry.line, message: "`\(entry.id)` is translated twice")
                }
                catalog.add(entry, keepUntranslated: keepUntranslated)
            }
        } catch {
            return .failure(error)
        }
        return .success(catalog)
    }

    /// Files a (not fuzzy) entry's translation, or its plural's forms; an untranslated one only
    /// when `keepUntranslated`.
    private mutating func add(_ entry: POReader.Entry, keepUntranslated: Bool) {
        let key = MessageCatalog.key(entry.id, context: entry.context)
        if let plural = entry.idPlural {
            if let forms = entry.pluralForms {
                decoded[key] = forms[0]
                decodedPlurals[key] = forms
            } else if keepUntranslated {
                decoded[key] = entry.id
                decodedPlurals[key] = [entry.id, plural]
            }
            return
        }
        if entry.text.isEmpty {
            if keepUntranslated { decoded[key] = entry.id }
            return
        }
        decoded[key] = entry.text
    }

    /// Takes the `Plural-Forms` line of the header entry's text.
    private mutating func readHeader(_ text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("Plural-Forms:") {
            if let rule = PluralRule(header: String(line.dropFirst("Plural-Forms:".count))) { pluralRule = rule }
        }
    }
}

/// Reads a `.po` file's bytes line by line into entries.
///
/// It works on the bytes (a language's catalog is read at every start in that language): the
/// keywords are compared as bytes, and a string without escapes is made from its bytes at once.
struct POReader {
    let bytes: [UInt8]
    /// Whether the whole file is UTF-8, checked once: then no string in it needs checking again
    /// (they are cut at ASCII quotes and escapes, never inside a character).
    let isUTF8: Bool

    /// Whether `bytes` are well-formed UTF-8 (The Unicode Standard, table 3-7): ASCII is skipped
    /// eight bytes at a time, the rest checked sequence by sequence (the usual two- and
    /// three-byte ones with one load and mask).
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            while index + 8 <= count {
                let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & 0x8080_8080_8080_8080
                if high != 0 {
                    // Straight to the first byte that is not ASCII.
                    index += high.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The common sequences at once, a run of them without going back to the ASCII test:
            // three bytes (CJK) other than E0's and ED's, which have narrower second bytes, and
            // two (Cyrillic, accents).
            if POReader.skipRun(raw, &index, count, length: 3, POReader.isCommonThreeBytes)
                || POReader.skipRun(raw, &index, count, length: 2, POReader.isTwoBytes)
            {
                continue
            }
            var (length, low, high): (Int, UInt8, UInt8) = (0, 0x80, 0xBF)
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xED: (length, high) = (3, 0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF4: (length, high) = (4, 0x8F)
            case 0xF1...0xF3: length = 4
            default: return false
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
            for next in stride(from: index + 2, to: index + length, by: 1) where bytes[next] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// Moves `index` past a run of `length`-byte sequences that `fits` takes (it sees four bytes
    /// from where each starts); false when the first does not fit.
    @inline(__always)
    static func skipRun(_ raw: UnsafeRawPointer, _ index: inout Int, _ count: Int, length: Int, _ fits: (UInt32) -> Bool) -> Bool {
        var at = index
        while at + 4 <= count, fits(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))) { at += length }
        defer { index = at }
        return at > index
    }

    /// Whether the four bytes in `word` (the first in its low byte) start a three-byte sequence
    /// whose lead is neither E0 nor ED (their second bytes are narrower).
    @inline(__always)
    static func isCommonThreeBytes(_ word: UInt32) -> Bool {
        word & 0xC0_C0F0 == 0x80_80E0 && word & 0xFF != 0xE0 && word & 0xFF != 0xED
    }

    /// Whether the bytes in `word` (the first in its low byte) start a two-byte sequence.
    @inline(__always)
    static func isTwoBytes(_ word: UInt32) -> Bool {
        word & 0xC0E0 == 0x80C0 && word & 0xFF >= 0xC2
    }

    /// Whether `keyword` is `word`, compared as bytes.
    static func isKeyword(_ keyword: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        keyword.count == word.utf8CodeUnitCount && word.withUTF8Buffer { keyword.elementsEqual($0) }
    }

    struct Entry {
        var context: String?
        var id = ""
        var text = ""
        var idPlural: String?
        /// `msgstr[N]` by N.
        var forms: [Int: String] = [:]
        var fuzzy = false
        var line = 0
        var hasText = false

        /// A plural entry's forms from `msgstr[0]` on, when each is translated.
        var pluralForms: [String]? {
            let forms = (0..<max(1, self.forms.count)).map { self.forms[$0] ?? "" }
            return forms.contains(where: \.isEmpty) ? nil : forms
        }
    }

    enum Field: Equatable {
        case context, id, idPlural, text
        case form(Int)
    }

    /// Every entry, in the file's order.
    func entries() throws(MessageCatalog.Problem) -> [Entry] {
        try entries(from: 0, first: Int.max)
    }

    /// The entries from byte `start` (where a line starts) on, in the file's order, `first` of
    /// them at most (line numbers count from `start`).
    func entries(from start: Int, first: Int) throws(MessageCatalog.Problem) -> [Entry] {
        var entries: [Entry] = []
        var entry = Entry()
        var field: Field?
        var started = false
        func finish() {
            if started { entries.append(entry) }
            entry = Entry()
            field = nil
            started = false
        }
        var lineNumber = 0
        var lineStart = start
        var more = true
        while more, entries.count < first {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            more = lineEnd < bytes.endIndex
            var line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            lineNumber += 1
            while let first = line.first, first == 0x20 || first == 0x09 { line = line.dropFirst() }
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line = line.dropLast() }
            guard let first = line.first else {
                finish()
                continue
            }
            if first == UInt8(ascii: "#") {
                if entry.hasText { finish() }
                if line.count >= 2, line[line.startIndex + 1] == UInt8(ascii: ","),
                    String(decoding: line, as: UTF8.self).contains("fuzzy")
                {
                    entry.fuzzy = true
                }
                continue
            }
            if first == UInt8(ascii: "\"") {
                guard let current = field else { throw problem(lineNumber, "a string with no keyword before it") }
                append(try string(line, lineNumber), to: current, of: &entry)
                continue
            }
            let wordEnd = line.firstIndex(where: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") }) ?? line.endIndex
            let keyword = line[..<wordEnd]
            var word: String { String(decoding: keyword, as: UTF8.self) }
            let next: Field
            if POReader.isKeyword(keyword, "msgid") {
                next = .id
            } else if POReader.isKeyword(keyword, "msgstr") {
                next = .text
            } else if POReader.isKeyword(keyword, "msgctxt") {
                next = .context
            } else if POReader.isKeyword(keyword, "msgid_plural") {
                next = .idPlural
            } else if keyword.starts(with: "msgstr[".utf8) && keyword.last == UInt8(ascii: "]") {
                guard let form = Int(word.dropFirst(7).dropLast()), (0..<8).contains(form) else {
                    throw problem(lineNumber, "`\(word.prefix(20))` is not a plural form")
                }
                next = .form(form)
            } else {
                throw problem(lineNumber, "`\(word.prefix(20))` is not a .po keyword")
            }
            if (next == .context || next == .id) && entry.hasText { finish() }
            if !started {
                started = true
                entry.line = lineNumber
            }
            if next == .context { entry.context = "" }
            if next == .text { entry.hasText = true }
            if case .form = next { entry.hasText = true }
            field = next
            var rest = line[wordEnd...]
            while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
            guard rest.first == UInt8(ascii: "\"") else { throw problem(lineNumber, "`\(word)` needs a quoted string") }
            append(try string(rest, lineNumber), to: next, of: &entry)
        }
        if entries.count < first { finish() }
        return entries
    }

    private func append(_ text: String, to field: Field, of entry: inout Entry) {
        switch field {
        case .context: entry.context = (entry.context ?? "") + text
        case .id: entry.id += text
        case .text: entry.text += text
        case .idPlural: entry.idPlural = (entry.idPlural ?? "") + text
        case .form(let n): entry.forms[n, default: ""] += text
        }
    }

    /// A whole-line quoted string with its escapes.
    private func string(_ line: ArraySlice<UInt8>, _ lineNumber: Int) throws(MessageCatalog.Problem) -> String {
        guard line.count >= 2, line.last == UInt8(ascii: "\"") else { throw problem(lineNumber, "a string that does not end on its line") }
        let inside = line[(line.startIndex + 1)..<(line.endIndex - 1)]
        if isUTF8 && !inside.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return String(decoding: inside, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var index = line.startIndex + 1
        let end = line.endIndex - 1
        while index < end {
            let byte = line[index]
            index += 1
            if byte == UInt8(ascii: "\"") { throw problem(lineNumber, "a quote inside a string must be written \\\"") }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < end else { throw problem(lineNumber, "a string that ends in a backslash") }
            let escaped = line[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(escaped)
            default: throw problem(lineNumber, "the escape `\\\(Character(Unicode.Scalar(escaped)))` is not known")
            }
        }
        if isUTF8 { return String(decoding: out, as: UTF8.self) }
        guard let text = String(validating: out, as: UTF8.self) else { throw problem(lineNumber, "a string that is not UTF-8") }
        return text
    }

    private func problem(_ line: Int, _ message: String) -> MessageCatalog.Problem {
        MessageCatalog.Problem(line: line, message: message)
    }
}
