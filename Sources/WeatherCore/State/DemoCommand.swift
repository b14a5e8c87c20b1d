import CoreSupport

/// A command for presenting a demo, which the runner carries out (it waits, it writes a file):
/// the session passes it on as `Effect.demo` and its state does not change.
package enum DemoCommand: Equatable, Sendable {
    /// `pause [SECONDS]`: nil waits for Enter at a terminal, and not at all elsewhere.
    case pause(Double?)
    /// `snapshot FILE`: the screen as it is now, as a still SVG.
    case snapshot(path: String)
    /// `trace sequence [all|N]`: the last command traced, every one, or the Nth, as a Mermaid
    /// sequence diagram.
    case traceSequence(TraceSelection)

    /// Which traced commands `trace sequence` draws.
    package enum TraceSelection: Equatable, Sendable {
        case last, all
        /// The Nth command traced, counted from 1.
        case command(Int)
    }

    /// What `trace` calls it.
    package var traceName: String {
        switch self {
        case .pause(let seconds): seconds.map { "pause \($0) s" } ?? "pause"
        case .snapshot(let path): "write snapshot " + TerminalSafety.sanitize(path)
        case .traceSequence(.last): "show trace sequence"
        case .traceSequence(.all): "show trace sequence of all"
        case .traceSequence(.command(let number)): "show trace sequence of \(number)"
        }
    }
}
