import Foundation
import Testing

/// Compares whole rendered outputs with files under `Golden/finance/`, or rewrites them on request.
///
/// Set `RECORD_GOLDEN=1` to write the current output as the expected file (the test then fails
/// so that a recording run is never mistaken for a passing one).
enum FinanceGolden {
    /// The folder holding the finance golden files, found from this source file.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Finance
        .deletingLastPathComponent()  // WeatherCoreTests
        .appendingPathComponent("Golden")
        .appendingPathComponent("finance")

    /// Whether this run records instead of comparing.
    static var recording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }

    /// Expects `actual` to equal the golden file `name` in full (a trailing newline is kept in files).
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if recording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data((actual + "\n").utf8).write(to: url, options: .atomic)
                Issue.record("recorded \(name); run again without RECORD_GOLDEN to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            Issue.record("missing golden file \(name): run with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expected = text.hasSuffix("\n") ? String(text.dropLast()) : text
        #expect(actual == expected, "\(name) differs", sourceLocation: sourceLocation)
    }
}
