import Foundation

/// Where the repository's files are, found from this source file's own location.
public enum RepoPaths {
    /// The repository's root folder.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WXTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // root
}
