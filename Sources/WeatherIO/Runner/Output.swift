import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where the runner's text goes: standard output and standard error, or strings in tests.
struct OutputSink {
    /// Writes bytes to standard output. - Returns: the errno that stopped it, or nil.
    var standardOutput: ([UInt8]) -> Int32?
    var standardError: ([UInt8]) -> Void
    /// Told when the run is ending (Ctrl-C stopped a script): from then on no write may block.
    var leaving: () -> Void = {}

    /// The process's standard output and error, written with write(2); a write blocked on a
    /// reader that does not read gives up soon after a signal asks wxsh to stop (`WriteDeadline`).
    static func live(interrupts: any InterruptSource) -> OutputSink {
        let deadline = WriteDeadline(interrupts: interrupts)
        return OutputSink(
            standardOutput: { Output.writeAll($0, to: STDOUT_FILENO, deadline: deadline) },
            standardError: { Output.writeAll($0, to: STDERR_FILENO, deadline: deadline) },
            leaving: { deadline.leaving = true })
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
    /// `--step`: a copy of what reaches the screen (standard output and error lines, in order),
    /// to draw it again after a jump; nil when nothing is kept.
    var kept: [UInt8]?
    /// `--step` running steps silently (to jump): nothing reaches the sink, only `kept`.
    var silent = false

    init(sink: OutputSink) {
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
        let bytes = Array((text + "\n").utf8)
        kept?.append(contentsOf: bytes)
        if !silent { sink.standardError(bytes) }
    }

    /// Writes a message already said in the session's language to standard error as wxsh's
    /// own line, `wxsh: ` before it (and the script's `FILE:LINE: `, from `where`).
    func error(said message: String, where place: String? = nil) {
        let name = "wxsh: "  // untranslated: the program's name, as every Unix tool starts its errors
        error(name + (place.map { $0 + ": " } ?? "") + message)
    }

    /// Writes text as it is to standard error (a progress line's frame).
    func errorRaw(_ text: String) {
        if !silent { sink.standardError(Array(text.utf8)) }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        kept?.append(contentsOf: buffer)
        if silent {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        if let code = sink.standardOutput(buffer), code != EPIPE, writeFailure == nil {
            writeFailure = String(cString: strerror(code))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Says the run is ending: what is still written may not wait long for a reader.
    func leaving() {
        sink.leaving()
    }

    /// Writes every byte, retrying after signals, until `deadline` says wxsh is stopping: then
    /// only what the reader takes before it passes (the rest is dropped, as a killed program's is).
    /// - Returns: the errno that stopped it, or nil when all was written (or dropped).
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to fd: Int32, deadline: WriteDeadline? = nil) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            var count = bytes.count - offset
            if let limit = deadline?.milliseconds() {
                guard WriteDeadline.writable(fd, until: limit) else { return nil }
                // At most what a pipe with room takes at once, so the write does not block.
                count = min(count, WriteDeadline.chunk)
            }
            let n = bytes[offset..<offset + count].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno  // nothing more can be written
            }
            offset += n
        }
        return nil
    }
}
