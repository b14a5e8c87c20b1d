import Foundation

/// The test process's sanitizer settings, passed on to the programs the tests start.
///
/// Under `swift test --sanitize=address|thread` the built wxsh is sanitized too, and it must
/// get the same options and suppressions (Tests/Sanitizers/) as the test process; the tests
/// otherwise give it a clean environment, which would drop them.
enum SanitizerOptions {
    static let names = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]

    /// `environment` with the sanitizer variables this process has, unless it sets them itself.
    static func added(to environment: [String: String]) -> [String: String] {
        var result = environment
        let own = ProcessInfo.processInfo.environment
        for name in names where result[name] == nil {
            if let value = own[name] { result[name] = value }
        }
        return result
    }
}
