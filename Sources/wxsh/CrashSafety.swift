import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The first thing wxsh does: no core dumps, and a backtracer that does not wait at a terminal.
enum CrashSafety {
    static func apply() {
        // A core dump would hold the API key.
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
        // The one variable asked about, by `getenv`: `ProcessInfo.environment` builds the whole
        // environment (0.7 M instructions of every start), and main builds it once anyway.
        let environment = getenv(CrashPolicy.backtraceVariable).map { [CrashPolicy.backtraceVariable: String(cString: $0)] } ?? [:]
        guard
            CrashPolicy.needsReexec(
                environment: environment, inputIsTerminal: isatty(STDIN_FILENO) == 1,
                outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        else { return }
        // The runtime read SWIFT_BACKTRACE before main: start again once with it set. If that
        // fails, go on as we are.
        setenv(CrashPolicy.backtraceVariable, CrashPolicy.backtraceSetting, 1)
        let argv = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", argv)
        argv.forEach { free($0) }
    }
}
