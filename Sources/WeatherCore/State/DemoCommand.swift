import CoreSupport

/// A command for presenting a demo, which the runner carries out (it waits, it writes a file):
/// the session passes it on as `Effect.demo` and its state does not change.
package enum DemoCommand: Equatable, Sendable {
    /// `pause [SECONDS]`: nil waits for Enter at a terminal, and not at all elsewhere.
    case pause(Double?)
    /// `snapshot FILE`: the screen as it is now, as a still SVG.
    case snapshot(path: String)
    /// `trace sequence`: the last command traced, as a Mermaid sequence diagram.
    case traceSequence

    /// What `trace` calls it.
    package var traceName: String {
        switch self {
        case .pause(let seconds): seconds.map { "pause \($0) s" } ?? "pause"
        case .snapshot(let path): "write snapshot " + TerminalSafety.sanitize(path)
        case .traceSequence: "show trace sequence"
        }
    }
}
