import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// A file written line by line that appears whole or not at all: the recording of `--record`
/// and the cast of `--cast`. The lines go to a temporary file in the same folder, renamed over
/// the target when the run ends (also when a signal ends it), so a run that fails to write
/// leaves the file that was there before, never half a file. A target that is not a regular
/// file (`/dev/full`, a FIFO) cannot be renamed over: it is written directly.
final class LineFile: Sendable {
    private struct State {
        var fd: Int32
        /// The errno of the first write that failed; nothing more is written after it.
        var failure: Int32?
    }

    /// The path as the user gave it, for messages.
    let path: String
    /// What the file is, for messages: `the recording`, `the cast`.
    let what: String
    /// Where the lines go until the end; nil when they go straight to the target.
    private let temporary: String?
    /// The file renamed over (a symbolic link's target, so the link stays a link).
    private let target: String
    private let state: Locked<State>

    /// Creates the temporary file (or opens a target that is not a regular file).
    /// - Returns: the file, or why it cannot be written (in one line, naming it).
    static func create(_ path: String, what: String) -> Result<LineFile, SimpleMessage> {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists && (info.st_mode & S_IFMT) == S_IFDIR { return .failure(SimpleMessage(problem(what, path, errno: EISDIR))) }
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
        // The mode the file had, or the one a new recording always had: the owner's alone.
        _ = fchmod(fd, exists ? info.st_mode & 0o7777 : 0o600)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success(LineFile(path: path, what: what, temporary: temporary, target: target, fd: fd))
    }

    private init(path: String, what: String, temporary: String?, target: String, fd: Int32) {
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

    /// Writes one line (a newline is added); after a failed write, nothing more is.
    func write(_ line: String) {
        state.withLock { state in
            guard state.fd >= 0, state.failure == nil else { return }
            state.failure = Output.writeAll(Array((line + "\n").utf8), to: state.fd)
        }
    }

    /// Puts the file in place: closes it and renames the temporary file over the target.
    /// - Returns: nil when every line was written; else why not, in one line naming the file
    ///   (the temporary file is removed and the target left as it was).
    @discardableResult
    func finish() -> String? {
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
    static func problem(_ what: String, _ path: String, errno code: Int32) -> String {
        let reason: String
        switch code {
        case ENOENT, ENOTDIR: reason = "the folder \(TerminalSafety.sanitize(SameFile.split(path).folder)) does not exist"
        case EISDIR: reason = "it is a folder"
        default: reason = FileReadError(errno: code).message
        }
        return "cannot write \(what) \(TerminalSafety.sanitize(path)): \(reason)"
    }
}
