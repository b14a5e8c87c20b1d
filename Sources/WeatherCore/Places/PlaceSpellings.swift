import CoreSupport

/// Other ways a typed place name may be spelt in the place list, tried when the name as typed is
/// not there: Japanese and Chinese names with or without their administrative suffix (`東京` and
/// 東京都, `上海市` and 上海), and German names with `ue`, `oe`, `ae` for `ü`, `ö`, `ä` (which the
/// keys fold to `u`, `o`, `a`: `Muenchen` is München).
package enum PlaceSpellings {
    /// Suffixes a Japanese or Chinese place name is written with or without: metropolis,
    /// urban prefecture, prefecture, city, ward, province.
    package static let administrativeSuffixes: [Character] = ["市", "都", "府", "県", "区", "省"]

    /// The spellings to try for `query`, the likeliest first; its qualifiers (`, JP`) kept.
    package static func variants(of query: String) -> [String] {
        let comma = query.firstIndex(of: ",") ?? query.endIndex
        let name = query[..<comma].trimming(.whitespaces)
        let qualifiers = query[comma...]
        var names: [String] = []
        if let last = name.last, name.unicodeScalars.contains(where: isHan) {
            if administrativeSuffixes.contains(last), name.count > 1 {
                names.append(String(name.dropLast()))
            } else {
                names += administrativeSuffixes.map { name + String($0) }
            }
        }
        let german = umlauted(name)
        if german != name { names.append(german) }
        return names.map { $0 + qualifiers }
    }

    /// A CJK ideograph or kana, as Japanese and Chinese names are written.
    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }

    /// `Muenchen` → `München`, `Koeln` → `Köln`, `Duesseldorf` → `Düsseldorf`: `ue`, `oe`, `ae`
    /// after a consonant read as umlauts (so `Uelzen`, `Soest` and `Michael` stay as typed at
    /// their start and after a vowel).
    package static func umlauted(_ name: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y", "A", "E", "I", "O", "U", "Y"]
        let umlauts: [String: Character] = ["ue": "ü", "oe": "ö", "ae": "ä", "Ue": "Ü", "Oe": "Ö", "Ae": "Ä"]
        var out = ""
        var chars = Array(name)[...]
        while let c = chars.first {
            if chars.count >= 2, let previous = out.last, !vowels.contains(previous), previous.isLetter,
                let umlaut = umlauts[String(chars.prefix(2))]
            {
                out.append(umlaut)
                chars.removeFirst(2)
            } else {
                out.append(c)
                chars.removeFirst()
            }
        }
        return out
    }
}
