import Foundation
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for writing line by line, each line written at once (a run that is stopped
/// keeps what it recorded): the recording of `--record` and the cast of `--cast`.
final class LineFile: @unchecked Sendable {
    private let fd: Locked<Int32>

    /// Creates (or empties) the file. - Returns: nil, with errno set, when it cannot be.
    init?(path: String) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return nil }
        var info = stat()
        if fstat(opened, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            Glibc.close(opened)
            errno = EISDIR
            return nil
        }
        fd = Locked(opened)
    }

    /// Writes one line (a newline is added).
    func write(_ line: String) {
        fd.withLock { fd in
            guard fd >= 0 else { return }
            _ = Output.writeAll(Array((line + "\n").utf8), to: fd)
        }
    }

    func close() {
        fd.withLock { fd in
            if fd >= 0 { _ = Glibc.close(fd) }
            fd = -1
        }
    }

    /// Why a file could not be created for `what` (`the recording`, `the cast`), in one line.
    static func problem(_ what: String, _ path: String, errno code: Int32) -> String {
        let reason: String
        switch code {
        case ENOENT, ENOTDIR: reason = "the folder \(TerminalSafety.sanitize((path as NSString).deletingLastPathComponent)) does not exist"
        case EISDIR: reason = "it is a folder"
        default: reason = FileReadError(errno: code).message
        }
        return "cannot write \(what) \(TerminalSafety.sanitize(path)): \(reason)"
    }
}

extension HTTPTransport {
    /// Sends every request through `inner` and writes each exchange to `file` (`Recording`'s
    /// format), stamped by `clock` when the answer came; the key never reaches the file.
    static func recording(
        _ inner: HTTPTransport, to file: LineFile, secret: String?, clock: @escaping @Sendable () -> Date
    ) -> HTTPTransport {
        HTTPTransport { request throws(TransportError) in
            let answer: Result<HTTPResponse, TransportError>
            do throws(TransportError) {
                answer = .success(try await inner.send(request))
            } catch {
                answer = .failure(error)
            }
            // Ctrl-C is the presenter's, not the server's: a replay asks again.
            if answer != .failure(.cancelled) {
                let exchange = Recording.Exchange(
                    at: DemoClock.milliseconds(clock()), url: Recording.keyless(request.url), answer: answer)
                file.write(Recording.line(for: exchange, secret: secret))
            }
            return try answer.get()
        }
    }
}
