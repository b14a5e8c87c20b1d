import Foundation
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where the runner's text goes: standard output and standard error, or strings in tests.
struct OutputSink {
    /// Writes bytes to standard output. - Returns: the errno that stopped it, or nil.
    var standardOutput: ([UInt8]) -> Int32?
    var standardError: ([UInt8]) -> Void

    /// The process's standard output and error, written with write(2).
    static var live: OutputSink {
        OutputSink(
            standardOutput: { Output.writeAll($0, to: STDOUT_FILENO) },
            standardError: { Output.writeAll($0, to: STDERR_FILENO) })
    }
}

/// Standard output and error, through a sink. Output is buffered and flushed before wxsh waits
/// for input, before an error line, and at exit, so pipes stay fast and ordered.
final class Output {
    private var buffer: [UInt8] = []
    private let sink: OutputSink
    /// Why standard output could not be written (a full disk, an I/O error), said at exit;
    /// a closed pipe (`wxsh … | head`) is not a failure.
    private(set) var writeFailure: String?

    init(sink: OutputSink = .live) {
        self.sink = sink
        buffer.reserveCapacity(64 * 1024)
    }

    /// Writes text and a newline to standard output.
    func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Writes text as it is (an image's escape) to standard output.
    func raw(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Writes one line to standard error, after everything already printed.
    func error(_ text: String) {
        flush()
        sink.standardError(Array((text + "\n").utf8))
    }

    /// Writes text as it is to standard error (a progress line's frame).
    func errorRaw(_ text: String) {
        sink.standardError(Array(text.utf8))
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        if let code = sink.standardOutput(buffer), code != EPIPE, writeFailure == nil {
            writeFailure = String(cString: strerror(code))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying after signals.
    /// - Returns: the errno that stopped it, or nil when all was written.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno  // nothing more can be written
            }
            offset += n
        }
        return nil
    }
}
