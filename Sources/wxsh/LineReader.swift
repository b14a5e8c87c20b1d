#if canImport(Glibc)
import Glibc
#endif
import CLibEdit
import Foundation
import WeatherCore

/// A source of input lines.
protocol LineReader {
    /// The next line, `.interrupted` after Ctrl-C, or nil at the end of input.
    mutating func next(prompt: String) -> ReadResult
}

enum ReadResult {
    case line(String)
    /// A line longer than wxsh accepts; its bytes were dropped.
    case tooLong
    /// Ctrl-C: the line being typed was abandoned.
    case interrupted
    case end
}

/// Lines from a file descriptor (a pipe, a file, a non-terminal): no prompt, no editing.
struct PlainLineReader: LineReader {
    let fd: Int32
    /// Called before a read that may block, so output so far is seen first.
    let flush: () -> Void
    private var buffer = LineBuffer()
    private var ready: [LineBuffer.Line] = []
    private var atEnd = false

    init(fd: Int32, flush: @escaping () -> Void) {
        self.fd = fd
        self.flush = flush
    }

    mutating func next(prompt: String) -> ReadResult {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while ready.isEmpty && !atEnd {
            flush()
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                atEnd = true
                if let last = buffer.finish() { ready.append(last) }
            } else {
                ready += buffer.append(chunk[0..<n])
            }
        }
        guard !ready.isEmpty else { return .end }
        switch ready.removeFirst() {
        case .text(let text): return .line(text)
        case .tooLong: return .tooLong
        }
    }
}

/// Lines typed at a terminal through libedit: prompt, editing, history, Tab completion.
struct EditLineReader: LineReader {
    private(set) var history: History
    let historyFile: String

    let flush: () -> Void

    init(historyFile: String, flush: @escaping () -> Void) {
        self.historyFile = historyFile
        self.flush = flush
        if setlocale(LC_CTYPE, "") == nil || !(String(cString: nl_langinfo(nl_item(CODESET))).uppercased().contains("UTF")) {
            // Without a UTF-8 LC_CTYPE, libedit silently drops non-ASCII input.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let text = (try? String(contentsOfFile: historyFile, encoding: .utf8)) ?? ""
        history = History(fileText: text)
        wxsh_rl_set_name("wxsh")
        wxsh_rl_no_signals()
        wxsh_rl_set_word_breaks(" \t;")
        wxsh_rl_set_completion(completeLine)
        wxsh_rl_set_getc(readKey)
        using_history()
        for entry in history.entries { add_history(entry) }
        Signals.catchInterrupts()
    }

    mutating func next(prompt: String) -> ReadResult {
        flush()
        _ = Signals.takeInterrupt()
        guard let raw = readline(prompt) else {
            if Signals.takeInterrupt() {
                Output.writeAll([0x0A], to: STDOUT_FILENO)
                return .interrupted
            }
            return .end
        }
        defer { free(raw) }
        if Signals.takeInterrupt() { return .interrupted }
        let line = String(cString: raw)
        remember(line)
        return .line(line)
    }

    /// Adds a line to the history, in libedit and in the history file (mode 0600).
    mutating func remember(_ line: String) {
        let before = history.entries
        guard history.add(line) else { return }
        if history.entries.count != before.count + 1 || history.entries.dropLast() != before[...] {
            // An earlier copy moved to the end (or the oldest fell off): rebuild libedit's list.
            clear_history()
            for entry in history.entries { add_history(entry) }
        } else {
            add_history(history.entries.last!)
        }
        try? Files.writeAtomically(history.fileText, to: historyFile, mode: 0o600)
    }
}

/// The open app, for the completion callback (a C callback can reach only global state).
nonisolated(unsafe) var completionApp: AppKind = .weather

/// libedit's completion callback: offers what `Completer` proposes for the text before the cursor.
private func completeLine(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    wxsh_rl_completion_over()
    guard let buffer = wxsh_rl_line_buffer() else { return nil }
    let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(strlen(buffer))))
    let cursor = min(Int(max(0, wxsh_rl_point())), bytes.count)
    let before = String(decoding: bytes[0..<cursor], as: UTF8.self)
    let candidates = Completer.candidates(line: before, app: completionApp)
    guard !candidates.isEmpty else { return nil }
    // libedit frees the array and its strings with free(), so they come from malloc/strdup.
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (candidates.count + 2)
    guard let raw = malloc(size) else { return nil }
    let matches = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: candidates.count + 2)
    matches[0] = strdup(candidates.count == 1 ? candidates[0] : Completer.commonPrefix(candidates))
    for (index, candidate) in candidates.enumerated() {
        matches[index + 1] = strdup(candidate)
    }
    matches[candidates.count + 1] = nil
    return matches
}

/// libedit's key reader: the next character typed, as a Unicode scalar value (libedit stores
/// it as a wide character), or -1 (end of input) when Ctrl-C is pressed, so readline returns
/// at once and the line is abandoned.
private func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    func readByte() -> Int32 {
        var byte: UInt8 = 0
        while true {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: interruptPipe.read, events: Int16(POLLIN), revents: 0)]
            if interruptReceived != 0 { return -1 }
            let ready = poll(&fds, interruptPipe.read >= 0 ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if interruptReceived != 0 || fds[1].revents & Int16(POLLIN) != 0 { return -1 }
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { return Int32(byte) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return -1
        }
    }
    let lead = readByte()
    guard lead >= 0xC0 else { return lead }
    let extra = lead >= 0xF0 ? 3 : (lead >= 0xE0 ? 2 : 1)
    var bytes = [UInt8(lead)]
    for _ in 0..<extra {
        let next = readByte()
        guard next >= 0x80, next < 0xC0 else { return next < 0 ? -1 : 0xFFFD }
        bytes.append(UInt8(next))
    }
    return Int32(String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD)
}
