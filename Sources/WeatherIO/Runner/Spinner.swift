import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Shows a `ProgressLine` on standard error while a fetch runs, when standard error is a
/// terminal: nothing for the first 150 ms, then a frame every 100 ms, erased at the end.
final class Spinner {
    private let line: ProgressLine
    private let width: Int
    private let output: Output
    private var frames = 0
    /// The text of each frame, when it changes as the work goes on (`Fetching 5 of 8 places…`).
    var describe: (() -> String)?

    /// Nil when there is nothing to show: not a network effect, or standard error is not a terminal.
    init?(for effect: Effect, unicode: Bool, width: Int, errorIsTerminal: Bool, output: Output, words: Words = .english) {
        guard errorIsTerminal, let line = ProgressLine(for: effect, unicode: unicode, words: words) else { return nil }
        self.line = line
        self.width = width
        self.output = output
    }

    /// Draws the next frame.
    func tick() {
        if frames == 0 { output.flush() }
        let shown = describe.map { ProgressLine(text: $0(), unicode: line.unicode) } ?? line
        output.errorRaw(shown.frame(frames, width: width))
        frames += 1
    }

    /// Erases the line, if one was drawn.
    func finish() {
        if frames > 0 { output.errorRaw(ProgressLine.erase) }
        frames = 0
    }

    /// Milliseconds on a clock that only goes forward.
    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
