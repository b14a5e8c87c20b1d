import Foundation

/// Whole-output comparisons against files under a `Golden/` folder, rewritten instead of
/// compared when `RECORD_GOLDEN=1` is set.
public enum Golden {
    /// Whether this run records goldens rather than checking them.
    public static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file `name` in `folder`.
    /// - Returns: nil when they match, else a description of the first difference; always a
    ///   message when recording (`re-recorded …: check the diff`), so no recording run passes.
    public static func check(_ actual: String, name: String, folder: URL, recording: Bool = Golden.recording) -> String? {
        let url = folder.appendingPathComponent(name)
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "could not re-record \(name): \(error.localizedDescription)"
            }
            // A recording run never passes: what was written is checked by reading the diff.
            return "re-recorded \(name): check the diff, then run again without RECORD_GOLDEN"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden file \(url.path); run the tests with RECORD_GOLDEN=1 to create it"
        }
        if expected == actual { return nil }
        let e = expected.components(separatedBy: "\n")
        let a = actual.components(separatedBy: "\n")
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : "<end>"
            let al = i < a.count ? a[i] : "<end>"
            if el != al { return "\(name) differs at line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "\(name) differs"
    }
}
