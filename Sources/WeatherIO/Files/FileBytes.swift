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
        bytes(path, limit: limit).map { file in (file.bytes.withUnsafeBytes { Data($0) }, file.mode) }
    }

    /// The file's bytes as an array, read straight into it: for a reader that works on bytes
    /// (a language's catalog), without the copy into `Data` and back.
    static func bytes(_ path: String, limit: Int) -> Result<(bytes: [UInt8], mode: mode_t), FileReadError> {
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
        // Sized by the file and one byte more (a read that fills it means the file grew), not
        // zeroed: every start reads several files.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { break }
                count += n
            }
        }
        if let failure { return .failure(FileReadError(errno: failure)) }
        if bytes.count > Int(info.st_size) {
            // It grew while being read: the rest in blocks, up to the limit.
            var block = [UInt8](repeating: 0, count: 64 * 1024)
            while bytes.count <= limit {
                let n = block.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .failure(FileReadError(errno: errno))
                }
                if n == 0 { break }
                bytes.append(contentsOf: block[0..<n])
            }
        }
        if bytes.count > limit { return .failure(.tooLarge(bytes: bytes.count, limit: limit)) }
        return .success((bytes, info.st_mode & 0o7777))
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
