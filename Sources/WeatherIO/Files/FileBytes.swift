import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole regular file, capped at `limit` bytes: the one reader behind `load`, the
/// state, config, cache and history files and the bundled data.
///
/// The file is opened without blocking, so a FIFO (or a device) where a file was expected is
/// refused at once rather than waited on for ever.
enum FileBytes {
    static func read(_ path: String, limit: Int) -> Result<(data: Data, mode: mode_t), FileReadError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(FileReadError(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FileReadError(errno: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.isDirectory)
        default: return .failure(.notRegularFile)
        }
        if Int(info.st_size) > limit { return .failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        // Sized by the file (one read, and one more that finds its end), not zeroed, and copied
        // into the data as a block: every start reads several files.
        var data = Data(capacity: Int(info.st_size))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(Int(info.st_size) + 1, 4096), 64 * 1024), alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let n = systemRead(fd, buffer.baseAddress!, buffer.count)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileReadError(errno: errno))
            }
            if n == 0 { break }
            data.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n)
            if data.count > limit { return .failure(.tooLarge(bytes: data.count, limit: limit)) }
        }
        return .success((data, info.st_mode & 0o7777))
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
