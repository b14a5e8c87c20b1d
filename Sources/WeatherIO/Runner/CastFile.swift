import Dispatch
import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// What the terminal shows, written as an asciicast v2 file (asciinema's format) for `--cast`:
/// a header line `{"version": 2, "width": …, "height": …, "timestamp": …, "idle_time_limit": 2,
/// "title": …, "env": {…}}`, then one `[seconds, "o", text]` event per write to standard output
/// or error, in order, with line ends as a terminal shows them (`\r\n`), and a marker
/// `[seconds, "m", label]` where each narrated section starts (or each command, before any).
/// A FILE named `….svg` gets an animated SVG instead (`SVGCast`), written whole when the run ends.
final class CastFile: Sendable {
    /// The longest pause a player shows (asciicast's `idle_time_limit`), in seconds.
    static let idleTimeLimit = 2
    private struct Pending {
        /// The end of the last write when it cut a UTF-8 character short.
        var tail: [UInt8] = []
        /// Whether the last byte written was a carriage return.
        var afterReturn = false
        /// Whether narration has been marked, and whether no command has run since the last.
        var narrated = false
        var inNarration = false
        /// Seconds the cast holds a screen without the run waiting (`hold`), added to every time after.
        var held = 0.0
    }

    private let file: LineFile?
    private let picture: CastPicture?
    private let started: UInt64
    private let pending = Locked(Pending())

    /// Starts FILE, put in place when the run ends, and writes the header.
    /// - Returns: the cast, or why FILE cannot be written.
    static func open(
        _ path: String, width: Int, height: Int, title: String?, look: SVGCast.Look, timestamp: Date, environment: [String: String]
    ) -> Result<CastFile, SimpleMessage> {
        if CastPicture.wanted(for: path) {
            return CastPicture.open(path, columns: width, rows: height, title: title, look: look).map { CastFile(file: nil, picture: $0) }
        }
        let file: LineFile
        switch LineFile.create(path, what: "the cast") {
        case .failure(let problem): return .failure(problem)
        case .success(let created): file = created
        }
        var env: [String] = []
        for name in ["SHELL", "TERM"] {
            env.append(
                "\(Recording.quoted(name)): \(Recording.quoted(environment[name] ?? (name == "TERM" ? "xterm-256color" : "/bin/sh")))")
        }
        file.write(
            "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"timestamp\": \(Int64(timestamp.timeIntervalSince1970)), "
                + "\"idle_time_limit\": \(CastFile.idleTimeLimit), " + (title.map { "\"title\": \(Recording.quoted($0)), " } ?? "")
                + "\"env\": {\(env.joined(separator: ", "))}}")
        return .success(CastFile(file: file, picture: nil))
    }

    private init(file: LineFile?, picture: CastPicture?) {
        self.file = file
        self.picture = picture
        started = DispatchTime.now().uptimeNanoseconds
    }

    /// Adds what was just written to the terminal, as one event.
    func add(_ bytes: [UInt8]) {
        let text: String? = pending.withLock { pending in
            var all = pending.tail + bytes
            pending.tail = CastFile.incompleteTail(all)
            all.removeLast(pending.tail.count)
            guard !all.isEmpty else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(all.count + 16)
            for byte in all {
                if byte == 0x0A && !pending.afterReturn { out.append(0x0D) }
                out.append(byte)
                pending.afterReturn = byte == 0x0D
            }
            return String(decoding: out, as: UTF8.self)
        }
        guard let text else { return }
        let seconds = self.seconds
        if let picture {
            picture.add(seconds, text)
        } else {
            file?.write("[\(PrintfDecimal.text(seconds, decimals: 6)), \"o\", \(Recording.quoted(text))]")
        }
    }

    /// Marks where a narrated section starts (asciinema-player's chapters; it can pause at
    /// each): a block of `#` lines is one marker, named by its first line and placed before it.
    func narration(_ said: String) {
        let first = pending.withLock { pending in
            defer {
                pending.narrated = true
                pending.inNarration = true
            }
            return !pending.inNarration
        }
        if first { mark(said) }
    }

    /// Marks where a command starts, until the run's first narration (after it, the narrated
    /// sections are the chapters). `pause` and a place typed in the sheet are no chapters.
    /// A key in the command reads `********`, as everywhere a command is shown.
    func command(_ command: String, inSheet: Bool) {
        let narrated = pending.withLock { pending in
            pending.inNarration = false
            return pending.narrated
        }
        guard !narrated, !inSheet, !DemoOptions.isPause(command) else { return }
        mark(KeyMask.masked(command))
    }

    private func mark(_ label: String) {
        file?.write("[\(PrintfDecimal.text(seconds, decimals: 6)), \"m\", \(Recording.quoted(TerminalSafety.sanitize(label)))]")
    }

    /// A view has just been written (and flushed): an SVG cast's first is its poster frame.
    func viewShown() { picture?.viewShown() }

    private var seconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 + pending.withLock { $0.held }
    }

    /// Keeps the screen as it is for `seconds` in the cast (a page of a tall view, as a pager
    /// would show it until a key), while the run goes on at once.
    func hold(_ seconds: Double) { pending.withLock { $0.held += seconds } }

    /// A line typed at a terminal, which libedit showed (not through the output): the prompt
    /// and the line, as one event when Return was pressed, with a key typed after `key` masked.
    func typed(_ line: String, after prompt: String) { add(Array((prompt + KeyMask.masked(line) + "\n").utf8)) }

    /// Puts the cast in place; an SVG is drawn and written now.
    /// - Returns: nil, or why it could not be written (in one line).
    func finish() -> Phrase? {
        if let picture { return picture.write() }
        return file?.finish()
    }

    /// Leaves the cast out: the run did not start.
    func abandon() { file?.abandon() }

    /// The bytes at the end that begin a UTF-8 character not yet complete.
    static func incompleteTail(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? Array(bytes.suffix(back)) : []
        }
        return []
    }

    /// The sink that writes to `inner` and adds the same bytes to the cast.
    func tee(_ inner: OutputSink) -> OutputSink {
        OutputSink(
            standardOutput: { [self] bytes in
                add(bytes)
                return inner.standardOutput(bytes)
            },
            standardError: { [self] bytes in
                add(bytes)
                inner.standardError(bytes)
            })
    }
}
