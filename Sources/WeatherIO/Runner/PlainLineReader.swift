import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Lines from a file descriptor (a pipe, a file, a non-terminal): no prompt, no editing.
struct PlainLineReader: LineSource {
    let fd: Int32
    /// Where Ctrl-C is learnt of, when a read is interrupted.
    let interrupts: any InterruptSource
    private var buffer = LineBuffer()
    /// Lines read but not yet returned: `ready[taken...]`. (Taking from the front of an array
    /// moves the rest, and a 16 KB read holds a thousand lines.)
    private var ready: [LineBuffer.Line] = []
    private var taken = 0
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    private var atEnd = false
    /// A SCRIPT's name and byte cap; nil for standard input without SCRIPT (a stream, no cap).
    private let script: String?
    private var bytesRead = 0
    private var failure: Phrase?

    init(fd: Int32, script: String? = nil, interrupts: any InterruptSource) {
        self.fd = fd
        self.script = script
        self.interrupts = interrupts
    }

    mutating func next(_ prompt: Prompt, beforeWaiting: () -> Void) -> ReadResult {
        while taken == ready.count && !atEnd {
            ready.removeAll(keepingCapacity: true)
            taken = 0
            beforeWaiting()
            // A signal that came while the output was written (or blocked) is not waited past.
            if interrupts.isPending { return .interrupted }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR {
                if interrupts.isPending { return .interrupted }
                continue
            }
            if n < 0 && errno == EAGAIN {
                // A descriptor left non-blocking by whoever started wxsh: wait for it.
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, -1)
                continue
            }
            if n < 0 && fd >= 0 {
                failure = ScriptInput.readFailed(script ?? "standard input", reason: String(cString: strerror(errno)))
                atEnd = true
            } else if n <= 0 {
                atEnd = true
                if let last = buffer.finish() { ready.append(last) }
            } else {
                bytesRead += n
                if let script, bytesRead > ScriptInput.maximumBytes {
                    failure = ScriptInput.tooLarge(script)
                    atEnd = true
                } else {
                    ready += buffer.append(chunk[0..<n])
                }
            }
        }
        guard taken < ready.count else {
            if let failure { return .failed(failure) }
            return .end
        }
        taken += 1
        switch ready[taken - 1] {
        case .text(let text): return .line(text)
        case .tooLong: return .tooLong
        }
    }
}
