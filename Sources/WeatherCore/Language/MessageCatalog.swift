/// A language's translations, read from a gettext `.po` file: English text in, the language's out.
///
/// Only what wxsh's catalogs use is read: `msgctxt`, `msgid`, `msgstr`, plurals (`msgid_plural`,
/// `msgstr[N]`, the header's `Plural-Forms`), strings continued on the next lines, the escapes
/// `\n \t \" \\`, and `#` comments. An entry marked `fuzzy` or with an empty `msgstr` is left
/// out, so its English text is shown, as gettext does.
package struct MessageCatalog: Sendable {
    /// Translations by key: the msgid, or `context` U+0004 `msgid` for an entry with a context.
    package private(set) var entries: [String: String] = [:]
    /// The forms of each entry with a plural (`msgstr[0]`, `msgstr[1]`, …), by the same key;
    /// its first form is in `entries` too.
    package private(set) var plurals: [String: [String]] = [:]
    /// Which form a count takes, from the header's `Plural-Forms` (English's rule without one).
    package private(set) var pluralRule = PluralRule.english

    package init() {}

    /// The key an entry with `context` is filed under (gettext's own convention).
    package static func key(_ text: String, context: String?) -> String {
        guard let context else { return text }
        return context + "\u{4}" + text
    }

    /// The translation of `text` (in `context`), if the catalog has one.
    package func translation(_ text: String, context: String? = nil) -> String? {
        entries[MessageCatalog.key(text, context: context)]
    }

    /// The form of the plural entry `text` (its English singular) that `count` takes, if the
    /// catalog has every form.
    package func translation(_ text: String, count: Int) -> String? {
        guard let forms = plurals[text], forms.count >= pluralRule.count else { return nil }
        return forms[pluralRule.form(count)]
    }

    /// Every key, with the header (the empty msgid) left out.
    package var keys: Set<String> { Set(entries.keys) }

    /// A problem with a catalog's text, and the line it is on.
    package struct Problem: Error, Equatable, Sendable {
        package let line: Int
        package let message: String
    }

    /// Reads a `.po` file's bytes.
    /// - Parameter keepUntranslated: keep entries whose msgstr is empty (as themselves), for
    ///   the English template, whose every msgstr is empty.
    package static func parse(_ bytes: [UInt8], keepUntranslated: Bool = false) -> Result<MessageCatalog, Problem> {
        var catalog = MessageCatalog()
        do throws(Problem) {
            for entry in try POReader(bytes: bytes).entries() {
                guard !entry.id.isEmpty else {
                    catalog.readHeader(entry.text)
                    continue
                }
                if entry.fuzzy { continue }
                let key = MessageCatalog.key(entry.id, context: entry.context)
                guard catalog.entries[key] == nil else {
                    throw Problem(line: entry.line, message: "`\(entry.id)` is translated twice")
                }
                if let plural = entry.idPlural {
                    let forms = (0..<max(1, entry.forms.count)).map { entry.forms[$0] ?? "" }
                    if forms.contains(where: \.isEmpty) {
                        if keepUntranslated {
                            catalog.entries[key] = entry.id
                            catalog.plurals[key] = [entry.id, plural]
                        }
                        continue
                    }
                    catalog.entries[key] = forms[0]
                    catalog.plurals[key] = forms
                    continue
                }
                if entry.text.isEmpty {
                    if keepUntranslated { catalog.entries[key] = entry.id }
                    continue
                }
                catalog.entries[key] = entry.text
            }
        } catch {
            return .failure(error)
        }
        return .success(catalog)
    }

    /// Takes the `Plural-Forms` line of the header entry's text.
    private mutating func readHeader(_ text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("Plural-Forms:") {
            if let rule = PluralRule(header: String(line.dropFirst("Plural-Forms:".count))) { pluralRule = rule }
        }
    }
}

/// Reads a `.po` file's bytes line by line into entries.
private struct POReader {
    let bytes: [UInt8]

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
    }

    enum Field: Equatable {
        case context, id, idPlural, text
        case form(Int)
    }

    /// Every entry, in the file's order.
    func entries() throws(MessageCatalog.Problem) -> [Entry] {
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
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine[...]
            while let first = line.first, first == 0x20 || first == 0x09 { line = line.dropFirst() }
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line = line.dropLast() }
            guard let first = line.first else {
                finish()
                continue
            }
            if first == UInt8(ascii: "#") {
                if entry.hasText { finish() }
                if line.starts(with: Array("#,".utf8)), String(decoding: line, as: UTF8.self).contains("fuzzy") { entry.fuzzy = true }
                continue
            }
            if first == UInt8(ascii: "\"") {
                guard let current = field else { throw problem(lineNumber, "a string with no keyword before it") }
                append(try string(line, lineNumber), to: current, of: &entry)
                continue
            }
            let wordEnd = line.firstIndex(where: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") }) ?? line.endIndex
            let word = String(decoding: line[..<wordEnd], as: UTF8.self)
            let next: Field
            switch word {
            case "msgctxt": next = .context
            case "msgid": next = .id
            case "msgstr": next = .text
            case "msgid_plural": next = .idPlural
            case let plural where plural.hasPrefix("msgstr[") && plural.hasSuffix("]"):
                guard let form = Int(plural.dropFirst(7).dropLast()), (0..<8).contains(form) else {
                    throw problem(lineNumber, "`\(word.prefix(20))` is not a plural form")
                }
                next = .form(form)
            default: throw problem(lineNumber, "`\(word.prefix(20))` is not a .po keyword")
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
        finish()
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
        guard let text = String(validating: out, as: UTF8.self) else { throw problem(lineNumber, "a string that is not UTF-8") }
        return text
    }

    private func problem(_ line: Int, _ message: String) -> MessageCatalog.Problem {
        MessageCatalog.Problem(line: line, message: message)
    }
}
