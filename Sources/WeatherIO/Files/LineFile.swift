import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Every file wxsh writes on request — the recording of `--record`, the cast of `--cast`, a
/// `snapshot` — written so that it appears whole or not at all. The text goes to a temporary
/// file in the same folder, renamed over the target at the end (also when a signal ends the
/// run), so a failed write leaves the file that was there before, never half a file. A target
/// that is not a regular file (`/dev/full`, a FIFO, `/dev/stdout`) is never renamed over (that
/// would replace the device with a file): it is opened and written directly. A symbolic link
/// stays a link: the file it points to is replaced.
final class LineFile: Sendable {
    private struct State {
        var fd: Int32
        /// The errno of the first write that failed; nothing more is written after it.
        var failure: Int32?
    }

    /// The path as the user gave it, for messages.
    let path: String
    /// What the file is, for messages: `the recording`, `the cast`.
    let what: Phrase
    /// Where the lines go until the end; nil when they go straight to the target.
    private let temporary: String?
    /// The file renamed over (a symbolic link's target, so the link stays a link).
    private let target: String
    private let state: Locked<State>

    /// Creates the temporary file (or opens a target that is not a regular file).
    /// - Returns: the file, or why it cannot be written (in one line, naming it).
    /// - Parameter mode: a new file's permissions (an existing one keeps its own).
    static func create(_ path: String, what: Phrase, mode: mode_t = 0o600) -> Result<LineFile, SimpleMessage> {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists && (info.st_mode & S_IFMT) == S_IFDIR { return .failure(SimpleMessage(problem(what, path, errno: EISDIR))) }
        // `/dev/stdout` and its kind name a file this run has open: written through that very
        // descriptor, even when it is a regular file (renaming over it would take the run's own
        // output away; opening it again would write from its start).
        if let number = LineFile.descriptor(named: path) {
            let fd = fcntl(number, F_DUPFD_CLOEXEC, 0)
            guard fd >= 0 else { return .failure(SimpleMessage(problem(what, path, errno: errno))) }
            return .success(LineFile(path: path, what: what, temporary: nil, target: path, fd: fd))
        }
        if exists && (info.st_mode & S_IFMT) != S_IFREG {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { return .failure(SimpleMessage(problem(what, path, errno: errno))) }
            return .success(LineFile(path: path, what: what, temporary: nil, target: path, fd: fd))
        }
        let target = exists ? (realPath(path) ?? path) : path
        let (folder, name) = SameFile.split(target)
        var template = Array((folder + "/." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(SimpleMessage(problem(what, path, errno: errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // The mode the file had, or the one asked for (a recording's: the owner's alone).
        _ = fchmod(fd, exists ? info.st_mode & 0o7777 : mode)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success(LineFile(path: path, what: what, temporary: temporary, target: target, fd: fd))
    }

    /// The file descriptor of this process that `path` names (`/dev/stdout` is 1, `/dev/fd/3`
    /// is 3), or nil.
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let digits = path.dropFirst(prefix.count)
                guard !digits.isEmpty, digits.count < 10, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
                return Int32(digits)
            }
            return nil
        }
    }

    private init(path: String, what: Phrase, temporary: String?, target: String, fd: Int32) {
        self.path = path
        self.what = what
        self.temporary = temporary
        self.target = target
        state = Locked(State(fd: fd))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes `text` as the whole of FILE, in one go (`snapshot`, an SVG cast).
    /// - Returns: why it could not be written, in one line naming it; nil when it was.
    static func write(_ text: String, to path: String, what: Phrase, mode: mode_t) -> Phrase? {
        switch create(path, what: what, mode: mode) {
        case .failure(let problem): return problem.text
        case .success(let file):
            file.write(text, newline: false)
            return file.finish()
        }
    }

    /// Writes one line (a newline is added unless `newline` is false); after a failed write,
    /// nothing more is.
    func write(_ line: String, newline: Bool = true) {
        state.withLock { state in
            guard state.fd >= 0, state.failure == nil else { return }
            state.failure = Output.writeAll(Array((newline ? line + "\n" : line).utf8), to: state.fd)
        }
    }

    /// Puts the file in place: closes it and renames the temporary file over the target.
    /// - Returns: nil when every line was written; else why not, in one line naming the file
    ///   (the temporary file is removed and the target left as it was).
    @discardableResult
    func finish() -> Phrase? {
        let failure: Int32? = state.withLock { state in
            guard state.fd >= 0 else { return nil }
            var failure = state.failure
            if Glibc.close(state.fd) != 0, failure == nil { failure = errno }
            state.fd = -1
            guard let temporary else { return failure }
            if failure == nil, rename(temporary, target) != 0 { failure = errno }
            if failure != nil { unlink(temporary) }
            return failure
        }
        return failure.map { LineFile.problem(what, path, errno: $0) }
    }

    /// Removes the temporary file: the run did not start, and the target stays as it was.
    func abandon() {
        state.withLock { state in
            guard state.fd >= 0 else { return }
            _ = Glibc.close(state.fd)
            state.fd = -1
            if let temporary { unlink(temporary) }
        }
    }

    /// Why `what` (`the recording`, `the cast`) could not be written, in one line.
    static func problem(_ what: Phrase, _ path: String, errno code: Int32) -> Phrase {
        let reason: Phrase
        switch code {
        case ENOENT, ENOTDIR:
            let folder = SameFile.split(path).folder
            var info = stat()
            // A folder that is there but takes no new file (`/proc/self`) is not a missing one.
            if stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                reason = "no file can be made in the folder \(TerminalSafety.sanitize(folder))"
            } else {
                reason = "the folder \(TerminalSafety.sanitize(folder)) does not exist"
            }
        case EISDIR: reason = "it is a folder"
        default: reason = FileReadError(errno: code).message
        }
        return "cannot write \(what) \(TerminalSafety.sanitize(path)): \(reason)"
    }
}
