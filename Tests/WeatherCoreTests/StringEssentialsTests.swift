import Foundation
import Testing

@testable import WeatherCore

/// What wxsh wrote itself instead of taking it from Foundation (whose string operations bring
/// ICU): each gives what Foundation gives, checked here against Foundation itself.
@Suite struct StringEssentialsTests {
    /// Every scalar of the Basic Multilingual Plane up to the surrogates, and a few beyond.
    static let scalars = (0x1...0xD7FF).compactMap(Unicode.Scalar.init) + [0x1F600, 0x10FFFD].compactMap(Unicode.Scalar.init)

    @Test func trimmingKeepsFoundationsSets() {
        for scalar in Self.scalars {
            let text = "\(Character(scalar))a\(Character(scalar))b\(Character(scalar))"
            #expect(text.trimming(.whitespaces) == text.trimmingCharacters(in: .whitespaces), "U+\(String(scalar.value, radix: 16))")
            #expect(
                text.trimming(.whitespacesAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "U+\(String(scalar.value, radix: 16))")
        }
        #expect("  \t ".trimming(.whitespaces) == "")
        #expect(" x\n".trimming(.whitespaces) == "x\n")
        #expect(Substring(" \u{3000}x y\u{2028}").trimming(.whitespacesAndNewlines) == "x y")
    }

    @Test(arguments: [
        ("a,b,,c", ",", "_"), ("1,234,567.89", ",", ""), ("line\nline\r\n", "\n", "\r\n"), ("ςας", "ς", "σ"),
        ("key=abc&key=abc", "abc", "********"), ("aaa", "aa", "b"), ("", "x", "y"), ("x", "", "y"),
        ("`refresh` again, `refresh`", "`refresh`", "r"), ("Zürich", "ü", "ue")
    ])
    func replacingEveryAsFoundationDoes(text: String, target: String, replacement: String) {
        #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test func lastRange() {
        for (path, target) in [("/usr/share/zoneinfo/posix/zoneinfo/Europe/Paris", "zoneinfo/"), (".x.tmp-1.tmp-2", ".tmp-"), ("abc", "d")]
        {
            let ours = path.lastRange(of: target).map { path.distance(from: path.startIndex, to: $0.lowerBound) }
            let foundation = path.range(of: target, options: .backwards).map { path.distance(from: path.startIndex, to: $0.lowerBound) }
            #expect(ours == foundation, "\(path)")
        }
    }

    @Test func composedAsFoundationComposes() {
        for text in ["Zu\u{308}rich", "Zürich", "São Paulo", "e\u{301}\u{323}", "가", "\u{1100}\u{1161}", "Ångström", "ascii"] {
            #expect(text.canonicallyComposed.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }

    /// The first scalar of each letter's canonical decomposition, where it is an ASCII letter.
    @Test func asciiLetterBasesAsFoundationDecomposes() {
        for scalar in Self.scalars where scalar.value >= 0x80 && scalar.properties.isAlphabetic {
            let first = String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars.first
            let expected = first.flatMap { $0.isASCII && $0.properties.isAlphabetic ? $0 : nil }
            #expect(Character(scalar).asciiLetterBase == expected, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(Character("u").asciiLetterBase == "u")
        #expect(Character("1").asciiLetterBase == nil)
    }

    /// Every scalar Unicode 14 assigned (the table's version; Foundation's ICU may know newer ones),
    /// nonspacing marks left out as `PlaceKey` leaves them out: Foundation does not reorder the
    /// marks after a decomposition that starts with a space (`a` U+1FFD U+0301 U+0323), where
    /// Python's `unicodedata`, which keyed the gazetteer, and this table do.
    @Test func compatibilityDecompositionAsFoundations() {
        var differences: [String] = []
        for scalar in Self.scalars {
            guard let age = scalar.properties.age, age.major < 14 || (age.major == 14 && age.minor == 0) else { continue }
            let text = "a\(Character(scalar))\u{301}\u{323}"
            let ours = PlaceKey.compatibilityDecomposed(text).filter { $0.properties.generalCategory != .nonspacingMark }
            let foundation = text.decomposedStringWithCompatibilityMapping.unicodeScalars.filter {
                $0.properties.generalCategory != .nonspacingMark
            }
            if !ours.elementsEqual(foundation) {
                differences.append("U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
    }

    @Test(arguments: [
        "/a/b/c", "/a/b/c/", "/a", "/", "/a//b", "/usr/./bin/", "/tmp/x/../y", ".build/release", "a/b", "/.."
    ])
    func pathsAsNSString(path: String) {
        #expect(Path.parent(path) == (path as NSString).deletingLastPathComponent)
        #expect(Path.lastComponent(path) == (path as NSString).lastPathComponent)
        #expect(Path.appending("share/wxsh", to: path) == (path as NSString).appendingPathComponent("share/wxsh"))
        if path.hasPrefix("/") && !path.contains("//") {
            #expect(Path.standardized(path) == (path as NSString).standardizingPath)
        }
    }
}
