import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Gazetteer {
    /// Opens the gazetteer file at `url` by mapping it read-only; nothing is read until a lookup
    /// needs it, so opening costs one `mmap` whatever the file's size.
    /// - Throws: `GazetteerError` when the file is missing, unreadable, truncated or of another version.
    package init(contentsOf url: URL) throws {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw GazetteerError.missing(path: path) }
            throw GazetteerError.unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw GazetteerError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw GazetteerError.unreadable(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw GazetteerError.notAGazetteer }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
            base != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            throw GazetteerError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        try self.init(
            holding: UnsafeRawBufferPointer(start: base, count: size),
            releasePages: { buffer in
                guard let base = buffer.baseAddress else { return }
                _ = madvise(UnsafeMutableRawPointer(mutating: base), buffer.count, MADV_DONTNEED)
            },
            close: { buffer in
                guard let base = buffer.baseAddress else { return }
                munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
            })
    }
}
