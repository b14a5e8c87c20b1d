/// The few string operations wxsh took from Foundation (NSString's), written over Unicode
/// scalars and UTF-8 so the shipped binary needs only FoundationEssentials, never ICU.
package enum Blanks: Sendable {
    /// Foundation's `CharacterSet.whitespaces`: space, tab and the Unicode space separators.
    case whitespaces
    /// The same and the line breaks (`\n`, `\r`, U+0085, U+2028, U+2029 …), as `.whitespacesAndNewlines`.
    case whitespacesAndNewlines

    /// Whether `scalar` is in the set, with the members Foundation's sets have.
    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return self == .whitespacesAndNewlines
        default: return false
        }
    }
}

extension StringProtocol {
    /// Without the leading and trailing scalars `set` holds, as Foundation's `trimmingCharacters(in:)`.
    package func trimming(_ set: Blanks) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex { !set.contains($0) } ?? first
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }
}

// The same for the two concrete types, so that a caller in another module does not run the
// generic one, which looks its views' types up at run time (900,000 instructions the first time,
// when a line that is no command was checked against the finance tabs' names).
extension String {
    /// Without the leading and trailing scalars `set` holds, as Foundation's `trimmingCharacters(in:)`.
    package func trimming(_ set: Blanks) -> String {
        unicodeScalars.kept(by: set).map { String(unicodeScalars[$0]) } ?? ""
    }
}

extension Substring {
    /// Without the leading and trailing scalars `set` holds, as Foundation's `trimmingCharacters(in:)`.
    package func trimming(_ set: Blanks) -> String {
        unicodeScalars.kept(by: set).map { String(unicodeScalars[$0]) } ?? ""
    }
}

extension BidirectionalCollection where Element == Unicode.Scalar {
    /// From the first scalar `set` does not hold to the last; nil when it holds them all.
    fileprivate func kept(by set: Blanks) -> ClosedRange<Index>? {
        guard let first = firstIndex(where: { !set.contains($0) }) else { return nil }
        return first...(lastIndex { !set.contains($0) } ?? first)
    }
}

extension StringProtocol {
    /// Every occurrence of `target` replaced with `replacement`, matching UTF-8 bytes literally
    /// (left to right, not overlapping), as Foundation's `replacingOccurrences(of:with:)` did here.
    package func replacingEvery(_ target: String, with replacement: String) -> String { replacedEvery(target, with: replacement) }

    fileprivate func replacedEvery(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return String(self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var replaced = false
        while index < bytes.count {
            if bytes[index] == needle[0], index + needle.count <= bytes.count,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                out.append(contentsOf: replacement.utf8)
                index += needle.count
                replaced = true
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return replaced ? String(decoding: out, as: UTF8.self) : String(self)
    }
}

extension String {
    /// Every occurrence of `target` replaced with `replacement` (`StringProtocol.replacingEvery`,
    /// made for a string here, not generically at run time in the caller's module).
    package func replacingEvery(_ target: String, with replacement: String) -> String { replacedEvery(target, with: replacement) }

    /// The range of the last occurrence of `target` (UTF-8 bytes, literally), as `range(of:options: .backwards)`.
    package func lastRange(of target: String) -> Range<String.Index>? {
        let needle = Array(target.utf8)
        let view = utf8
        guard !needle.isEmpty, view.count >= needle.count else { return nil }
        var start = view.index(view.endIndex, offsetBy: -needle.count)
        while true {
            let end = view.index(start, offsetBy: needle.count)
            if view[start..<end].elementsEqual(needle) { return start..<end }
            if start == view.startIndex { return nil }
            start = view.index(before: start)
        }
    }

    /// The string in Unicode Normalization Form C (`u` + U+0308 becomes `ü`), from the standard
    /// library's own normalisation data: Foundation's `canonicallyComposed`.
    package var canonicallyComposed: String {
        utf8.allSatisfy({ $0 < 0x80 }) ? self : String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}

extension Character {
    /// The ASCII letter this character's canonical decomposition starts with (`u` for `ü`, `e`
    /// for `ệ`), as the first scalar of Foundation's `decomposedStringWithCanonicalMapping`; nil
    /// when it starts with anything else.
    package var asciiLetterBase: Unicode.Scalar? {
        guard let first = unicodeScalars.first else { return nil }
        if first.isASCII { return first.properties.isAlphabetic ? first : nil }
        return Character.latinBases[first]
    }

    /// Each precomposed letter whose decomposition starts with an ASCII letter, with that letter:
    /// composed from the letters and up to two combining diacritics (U+0300–U+036F), the first
    /// time a completion needs it.
    private static let latinBases: [Unicode.Scalar: Unicode.Scalar] = {
        // The Kelvin and Ångström signs decompose to one letter (K, Å): no composition yields them.
        var bases: [Unicode.Scalar: Unicode.Scalar] = ["\u{212A}": "K", "\u{212B}": "A"]
        let marks = (0x300...0x36F).compactMap(Unicode.Scalar.init)
        func composed(_ base: Unicode.Scalar, _ mark: Unicode.Scalar) -> Unicode.Scalar? {
            var text = String.UnicodeScalarView()
            text.append(base)
            text.append(mark)
            let scalars = String(decoding: String(text)._nfcCodeUnits, as: UTF8.self).unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        }
        var level: [(Unicode.Scalar, Unicode.Scalar)] = []
        for letter in (0x41...0x5A).compactMap(Unicode.Scalar.init) + (0x61...0x7A).compactMap(Unicode.Scalar.init) {
            for mark in marks {
                guard let one = composed(letter, mark), bases[one] == nil else { continue }
                bases[one] = letter
                level.append((one, letter))
            }
        }
        for (one, letter) in level {
            for mark in marks { if let two = composed(one, mark), bases[two] == nil { bases[two] = letter } }
        }
        return bases
    }()
}

/// Slash-separated path arithmetic, as NSString's path operations do it, without touching the
/// file system.
package enum Path {
    /// `/a/b` for `/a/b/c` (and `/a/b/c/`), `/` for `/a`, `` for `a`: NSString's `deletingLastPathComponent`.
    package static func parent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `c` for `/a/b/c` (and `/a/b/c/`), `/` for `/`: NSString's `lastPathComponent`.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path/component`, with one slash between them.
    package static func appending(_ component: String, to path: String) -> String {
        path.isEmpty ? component : withoutTrailingSlashes(path) + (path == "/" ? "" : "/") + component
    }

    /// An absolute path without `.`, `..` and doubled slashes (`/usr/./lib/../bin/` is
    /// `/usr/bin`); a relative path as it is. Symbolic links are left alone: the caller's paths
    /// come from `/proc/self/exe`, which has none.
    package static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (no Foundation needed).
    package func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" { s.removeLast() }
        return String(s)
    }

    /// The first word and the rest, trimmed, with inner runs of spaces kept in the rest.
    package func splitFirstWord() -> (String, String) {
        guard let space = firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (self, "") }
        return (String(self[..<space]), String(self[space...]).trimmingWhitespace())
    }
}

extension Array where Element == UInt8 {
    /// Appends the text's UTF-8 bytes, copied at once when the string keeps them contiguous (a
    /// native string does), else one by one.
    @inlinable
    package mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
