import Foundation
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Shows a `ProgressLine` on standard error while a fetch runs, when standard error is a
/// terminal: nothing for the first 150 ms, then a frame every 100 ms, erased at the end.
final class Spinner {
    private let line: ProgressLine
    private let width: Int
    private let beforeFirstFrame: () -> Void
    private var frames = 0

    /// Nil when there is nothing to show: not a network effect, or standard error is not a terminal.
    init?(for effect: Effect, unicode: Bool, width: Int, beforeFirstFrame: @escaping () -> Void) {
        guard Terminal.isTerminal(STDERR_FILENO), let line = ProgressLine(for: effect, unicode: unicode) else { return nil }
        self.line = line
        self.width = width
        self.beforeFirstFrame = beforeFirstFrame
    }

    /// Draws the next frame.
    func tick() {
        if frames == 0 { beforeFirstFrame() }
        Spinner.write(line.frame(frames, width: width))
        frames += 1
    }

    /// Erases the line, if one was drawn.
    func finish() {
        if frames > 0 { Spinner.write(ProgressLine.erase) }
        frames = 0
    }

    private static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written > 0 { bytes = bytes.dropFirst(written) } else if errno != EINTR { return }
        }
    }

    /// Milliseconds on a clock that only goes forward.
    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
