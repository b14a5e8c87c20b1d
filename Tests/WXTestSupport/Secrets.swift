import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The API keys the tests use, and a check that none of them ever shows up where it must not:
/// every byte an end-to-end run prints, and every file wxsh writes (but its config file).
public enum Secrets {
    /// The keys the suites hand to wxsh.
    public static let keys = [FakeOpenWeatherServer.defaultKey, "testkey123"]

    /// Records a test issue when `data` contains a key. The bytes are searched as they are
    /// (`memchr` and `memcmp`), never decoded as text: a home holds a 15 MB gazetteer and binaries, and
    /// repairing their invalid UTF-8 cost seconds a file.
    public static func check(_ data: Data, in place: String) {
        for key in keys where contains(data, key) {
            Issue.record("the API key appeared in \(place)")
        }
    }

    /// Whether `needle`'s UTF-8 bytes occur anywhere in `data`.
    public static func contains(_ data: Data, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, data.count >= pattern.count else { return pattern.isEmpty }
        return data.withUnsafeBytes { haystack -> Bool in
            pattern.withUnsafeBytes { wanted -> Bool in
                guard let base = haystack.baseAddress, let needle = wanted.baseAddress else { return false }
                // memchr to each candidate first byte, memcmp for the rest (memmem is not
                // exported to Swift's Glibc).
                var offset = 0
                let last = haystack.count - wanted.count
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(pattern[0]), last - offset + 1) else { return false }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at, needle, wanted.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}
