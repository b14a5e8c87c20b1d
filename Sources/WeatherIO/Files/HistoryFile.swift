import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the history file: the whole of it, or, when it is over the limit, its last part (from
/// the first whole line), so an oversized file loses its oldest lines, not all of them.
public enum HistoryFile {
    /// 1 MB: far more than 1000 entries need, and quick to read at every start.
    public static let maximumBytes = 1024 * 1024

    /// - Returns: the text, whether only its end was read, and why the file is there but cannot
    ///   be read (then nothing may replace it: this session's history is not saved).
    package static func read(_ path: String) -> (text: String, shortened: Bool, unreadable: Phrase?) {
        func unreadable(_ error: FileReadError) -> (String, Bool, Phrase?) {
            (
                "", false,
                "cannot read the history \(TerminalSafety.sanitize(path)): \(error.message); it is left as it is and this session's commands are not saved"
            )
        }
        switch FileBytes.read(path, limit: maximumBytes) {
        case .success(let file): return (String(decoding: file.data, as: UTF8.self), false, nil)
        case .failure(.tooLarge): break
        // A folder cannot be replaced anyway: saving says so once.
        case .failure(.notFound), .failure(.isDirectory): return ("", false, nil)
        case .failure(let error): return unreadable(error)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return unreadable(FileReadError(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, lseek(fd, max(0, info.st_size - off_t(maximumBytes)), SEEK_SET) >= 0 else {
            return unreadable(FileReadError(errno: errno))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return unreadable(.notRegularFile) }
        var data = [UInt8](repeating: 0, count: maximumBytes)
        var count = 0
        while count < data.count {
            let n = data[count...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        // The first line is most likely cut: start after it.
        let start = data[0..<count].firstIndex(of: 0x0A).map { $0 + 1 } ?? count
        return (String(decoding: data[start..<count], as: UTF8.self), true, nil)
    }
}
