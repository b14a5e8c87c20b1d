import Foundation
import Testing
import WXTestSupport
import WeatherIO

@testable import WeatherCore

/// The bundled gazetteer and the shared normalisation cases, as the suites load them.
enum GazetteerFixture {
    static let placesFile = RepoPaths.root.appendingPathComponent("Resources/places.wxg")
    static let namesFile = RepoPaths.root.appendingPathComponent("Tests/Fixtures/place-names.tsv")

    /// Opens the real `Resources/places.wxg` (a mapping: cheap enough to do per test).
    static func open() throws -> Gazetteer {
        try Gazetteer(contentsOf: placesFile)
    }

    /// The (text, key) lines of `Tests/Fixtures/place-names.tsv`; empty if it cannot be read.
    static func normalisationCases() -> [NormalisationCase] {
        guard let text = try? String(contentsOf: namesFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            return NormalisationCase(text: String(fields[0]), key: String(fields[1]))
        }
    }

    struct NormalisationCase: Sendable, CustomTestStringConvertible {
        let text: String
        let key: String
        var testDescription: String { "\(text.debugDescription) → \(key.debugDescription)" }
    }
}
