import Foundation
import Testing
import WXTestSupport

/// The golden helper itself: a recording run rewrites the file and still fails, and a
/// comparison names the first line that differs.
@Suite struct GoldenHelperTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxsh-golden-\(UUID().uuidString)")

    @Test func recordingRewritesTheFileAndFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = Golden.check("new text\n", name: "view.txt", folder: folder, recording: true)
        #expect(message == "re-recorded view.txt: check the diff, then run again without RECORD_GOLDEN")
        #expect(try String(contentsOf: folder.appendingPathComponent("view.txt"), encoding: .utf8) == "new text\n")
        // What was recorded then compares equal.
        #expect(Golden.check("new text\n", name: "view.txt", folder: folder, recording: false) == nil)
    }

    @Test func aDifferenceNamesItsLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "one\ntwo\n".write(to: folder.appendingPathComponent("v.txt"), atomically: true, encoding: .utf8)
        #expect(
            Golden.check("one\nTWO\n", name: "v.txt", folder: folder, recording: false)
                == "v.txt differs at line 2:\n  expected: two\n  actual:   TWO")
        #expect(Golden.check("x", name: "missing.txt", folder: folder, recording: false)?.hasPrefix("no golden file") == true)
    }
}
