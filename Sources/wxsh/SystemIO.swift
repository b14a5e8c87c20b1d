import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WeatherCore

/// Facts about the process's terminal.
enum Terminal {
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The terminal's width in columns, when standard output is one.
    static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Standard output and error, written with write(2). Output is buffered and flushed before
/// wxsh waits for input, before an error line, and at exit, so pipes stay fast and ordered.
final class Output {
    private var buffer: [UInt8] = []
    /// Why standard output could not be written (a full disk, an I/O error), said at exit;
    /// a closed pipe (`wxsh … | head`) is not a failure.
    private(set) var writeFailure: String?

    init() { buffer.reserveCapacity(64 * 1024) }

    /// Writes text and a newline to standard output.
    func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= 64 * 1024 { flush() }
    }

    /// Writes one line to standard error, after everything already printed.
    func error(_ text: String) {
        flush()
        Output.writeAll(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        if let code = Output.writeAll(buffer, to: STDOUT_FILENO), code != EPIPE, writeFailure == nil {
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

/// Reading and writing wxsh's files.
enum Files {
    /// Reads a whole regular file, refusing anything larger than `limit` bytes (`FileBytes`).
    static func read(_ path: String, limit: Int) -> Result<Data, FileReadError> {
        FileBytes.read(path, limit: limit).map(\.data)
    }

    /// Creates a folder and its parents with the given mode; true when it exists afterwards.
    @discardableResult
    static func makeDirectory(_ path: String, mode: mode_t = 0o700) -> Bool {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) { return isDir.boolValue }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { makeDirectory(parent, mode: mode) }
        return mkdir(path, mode) == 0 || errno == EEXIST
    }

    /// Replaces a file's contents atomically: a temporary file beside it, fsync, rename.
    static func writeAtomically(_ text: String, to path: String, mode: mode_t) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard makeDirectory(directory) else { throw WriteError(path: directory, code: errno) }
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw WriteError(path: temporary, code: errno) }
        fchmod(fd, mode)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw WriteError(path: temporary, code: code)
            }
            written += n
        }
        fsync(fd)
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, code: code)
        }
    }

    struct WriteError: Error {
        let path: String
        let code: Int32
        var message: String { "cannot write \(path): \(String(cString: strerror(code)))" }
    }
}
