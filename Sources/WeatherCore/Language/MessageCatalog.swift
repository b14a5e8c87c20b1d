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
