import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The test process's sanitizer settings, passed on to the programs the tests start.
///
/// Under `swift test --sanitize=address|thread` the built wxsh is sanitized too, and it must
/// get the same options and suppressions (Tests/Sanitizers/) as the test process; the tests
/// otherwise give it a clean environment, which would drop them.
public enum SanitizerOptions {
    /// Whether this test process (and so the wxsh it built) runs under AddressSanitizer or
    /// ThreadSanitizer, whose runtimes take over fatal signals such as SIGSEGV.
    public static var active: Bool {
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
    }

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
