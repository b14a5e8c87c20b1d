/// What wxsh does about crashes before anything else runs: no core dump (it would hold the API
/// key), and a Swift runtime backtracer that never waits for a key press at a terminal.
public enum CrashPolicy {
    /// The variable the Swift runtime reads, before `main`, for its backtracer's settings.
    public static let backtraceVariable = "SWIFT_BACKTRACE"
    /// The setting wxsh runs with: print the backtrace and exit, never wait for a key.
    public static let backtraceSetting = "interactive=no"

    /// Whether wxsh must start itself again with `SWIFT_BACKTRACE=interactive=no`: only when
    /// the user has not set the variable, and only where the backtracer would wait (standard
    /// input and output both terminals), so scripts and pipes pay nothing.
    public static func needsReexec(environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool) -> Bool {
        environment[backtraceVariable] == nil && inputIsTerminal && outputIsTerminal
    }
}
