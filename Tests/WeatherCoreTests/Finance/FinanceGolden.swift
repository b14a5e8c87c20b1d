import Foundation
import Testing
import WXTestSupport

/// The finance views' golden files, under `Golden/finance/`, checked by the one golden helper
/// (`Golden.check`): `RECORD_GOLDEN=1` rewrites them and fails, so a recording run never passes.
enum FinanceGolden {
    /// The folder holding the finance golden files, found from this source file.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Finance
        .deletingLastPathComponent()  // WeatherCoreTests
        .appendingPathComponent("Golden")
        .appendingPathComponent("finance")

    /// Expects `actual` to equal the golden file `name` in full (files end with a newline).
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = Golden.check(actual + "\n", name: name, folder: folder) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
