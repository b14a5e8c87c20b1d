/// Reads a `.po` file's bytes line by line into entries.
///
/// It works on the bytes (a language's catalog is read at every start in that language): the
/// keywords are compared as bytes, and a string without escapes is made from its bytes at once.
package struct POReader {
    package let bytes: [UInt8]
    /// Whether the whole file is UTF-8, checked once: then no string in it needs checking again
    /// (they are cut at ASCII quotes and escapes, never inside a character).
    package let isUTF8: Bool

    /// Whether `bytes` are well-formed UTF-8 (The Unicode Standard, table 3-7): ASCII is skipped
    /// eight bytes at a time, the rest checked sequence by sequence (the usual two- and
    /// three-byte ones with one load and mask).
    package static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
    package static func skipRun(_ raw: UnsafeRawPointer, _ index: inout Int, _ count: Int, length: Int, _ fits: (UInt32) -> Bool) -> Bool {
        var at = index
        while at + 4 <= count, fits(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))) { at += length }
        defer { index = at }
        return at > index
    }

    /// Whether the four bytes in `word` (the first in its low byte) start a three-byte sequence
    /// whose lead is neither E0 nor ED (their second bytes are narrower).
    @inline(__always)
    package static func isCommonThreeBytes(_ word: UInt32) -> Bool {
        word & 0xC0_C0F0 == 0x80_80E0 && word & 0xFF != 0xE0 && word & 0xFF != 0xED
    }

    /// Whether the bytes in `word` (the first in its low byte) start a two-byte sequence.
    @inline(__always)
    package static func isTwoBytes(_ word: UInt32) -> Bool {
        word & 0xC0E0 == 0x80C0 && word & 0xFF >= 0xC2
    }

    /// Whether `keyword` is `word`, compared as bytes.
    package static func isKeyword(_ keyword: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        keyword.count == word.utf8CodeUnitCount && word.withUTF8Buffer { keyword.elementsEqual($0) }
    }

    package struct Entry {
        package var context: String?
        package var id = ""
        package var text = ""
        package var idPlural: String?
        /// `msgstr[N]` by N.
        package var forms: [Int: String] = [:]
        package var fuzzy = false
        package var line = 0
        package var hasText = false

        /// A plural entry's forms from `msgstr[0]` on, when each is translated.
        package var pluralForms: [String]? {
            let forms = (0..<max(1, self.forms.count)).map { self.forms[$0] ?? "" }
            return forms.contains(where: \.isEmpty) ? nil : forms
        }
    }

    package enum Field: Equatable {
        case context, id, idPlural, text
        case form(Int)
    }

    /// Every entry, in the file's order.
    package func entries() throws(MessageCatalog.Problem) -> [Entry] {
        try entries(from: 0, first: Int.max)
    }

    /// The entries from byte `start` (where a line starts) on, in the file's order, `first` of
    /// them at most (line numbers count from `start`).
    package func entries(from start: Int, first: Int) throws(MessageCatalog.Problem) -> [Entry] {
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
