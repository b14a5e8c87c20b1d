import CoreSupport
import FoundationEssentials

/// The search key of a place name, so that `zurich`, `Zürich` and `ZURICH` find the same place.
///
/// Lowercase, diacritics folded (ü→u, ß→ss, ø→o, æ→ae, ł→l, …), apostrophes dropped, every other
/// run of punctuation or space turned into one space. It mirrors `normalize` in
/// `scripts/make-gazetteer.py` exactly: the keys in `places.wxg` were made by that side and queries
/// by this one. `Tests/Fixtures/place-names.tsv` holds the cases both sides are checked against.
package enum PlaceKey {
    /// The key of `text`; empty when `text` has no letters or digits.
    package static func normalize(_ text: String) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDropped(scalar) { continue }
            if let replacement = replacement(for: scalar) {
                mapped.append(contentsOf: replacement.unicodeScalars)
            } else {
                mapped.append(scalar)
            }
        }
        let lowered = String(mapped).lowercased().replacingEvery("ς", with: "σ")
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in compatibilityDecomposed(lowered) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark:
                continue
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .spacingMark, .enclosingMark:
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            default:
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// A key shown as a name, for alternate names stored without their own spelling: `new york` → `New York`.
    package static func titled(_ key: String) -> String {
        key.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// Apostrophes and glottal-stop marks vanish, so `Xi'an` and `Xian` are one key.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "\u{2019}", "\u{2018}", "\u{02BB}", "\u{02BC}", "`", "\u{00B4}", "\u{02B9}", "\u{02BF}", "\u{02BE}":
            return true
        default:
            return false
        }
    }

    /// Letters that Unicode does not decompose into a base letter and a mark.
    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "ß", "ẞ": return "ss"
        case "ø", "Ø": return "o"
        case "æ", "Æ": return "ae"
        case "œ", "Œ": return "oe"
        case "ł", "Ł": return "l"
        case "đ", "Đ", "ð", "Ð": return "d"
        case "þ", "Þ": return "th"
        case "ı": return "i"
        case "ħ", "Ħ": return "h"
        case "ŧ", "Ŧ": return "t"
        case "ŀ", "Ŀ": return "l"
        case "ĸ": return "k"
        case "ŋ", "Ŋ": return "n"
        case "ə", "Ə", "ɛ", "Ɛ": return "e"
        case "ɔ", "Ɔ": return "o"
        default: return nil
        }
    }
}
