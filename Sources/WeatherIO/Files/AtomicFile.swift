import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small POSIX file operations for every file wxsh writes (key, cache, state, history):
/// whole-file atomic writes with a chosen mode, private folders, and size-capped reads, so that
/// a crash never leaves half a file and a key file is never readable by others, not even for an
/// instant.
public enum AtomicFile {
    /// Why a file operation failed, with the path and the system's reason.
    public struct Failure: Error, Equatable, Sendable {
        package let message: Phrase
    }

    /// Writes `text` as `path`'s whole contents, creating its folder (mode 0700) if needed.
    public static func replace(_ path: String, with text: String, mode: mode_t) throws(Failure) {
        try makeFolder(Path.parent(path), mode: 0o700)
        try write(Data(text.utf8), to: path, mode: mode)
    }

    /// Writes `data` to `path` through a temporary file in the same folder (created with `mode`
    /// from the start), flushed (when `durable`) and then renamed over the target.
    public static func write(_ data: Data, to path: String, mode: mode_t, durable: Bool = true) throws(Failure) {
        let folder = Path.parent(path)
        var template = Array((folder + "/." + Path.lastComponent(path) + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot write in \(folder)") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = fchmod(fd, mode) == 0
        if ok {
            ok = data.withUnsafeBytes { raw -> Bool in
                var offset = 0
                while offset < raw.count {
                    let n = Glibc_write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += n
                }
                return true
            }
        }
        if ok && durable { ok = fsync(fd) == 0 }
        let savedErrno = errno
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let code = ok ? errno : savedErrno
            unlink(temporary)
            errno = code
            throw failure("cannot write \(path)")
        }
    }

    /// Creates `path` and any missing parents; new folders get `mode`.
    public static func makeFolder(_ path: String, mode: mode_t) throws(Failure) {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder { return }
            throw Failure(message: "cannot create the folder \(path): a file is in the way")
        }
        let parent = Path.parent(path)
        if !parent.isEmpty, parent != path { try makeFolder(parent, mode: mode) }
        if mkdir(path, mode) != 0 && errno != EEXIST { throw failure("cannot create the folder \(path)") }
    }

    /// The file's bytes and permission bits, or nil when it does not exist.
    /// - Throws: when it exists but cannot be read, or is larger than `limit`.
    static func read(_ path: String, limit: Int) throws(Failure) -> (data: Data, mode: mode_t)? {
        switch FileBytes.read(path, limit: limit) {
        case .success(let file): return file
        case .failure(.notFound): return nil
        case .failure(.isDirectory), .failure(.notRegularFile): throw Failure(message: "\(path) is not a regular file")
        case .failure(.tooLarge): throw Failure(message: "\(path) is too large (over \(limit) bytes)")
        case .failure(let error): throw Failure(message: "cannot read \(path): \(error.message)")
        }
    }

    private static func failure(_ what: String) -> Failure {
        Failure(message: "\(what): \(String(cString: strerror(errno)))")
    }
}

// The C function, named so it does not clash with Swift's `write` of other types.
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
