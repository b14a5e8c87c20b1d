import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The gazetteer's bytes, mapped from the file or copied, kept alive as long as a `Gazetteer` uses them.
///
/// Mapping makes opening cost one `mmap` whatever the file's size; pages are read in only when a
/// lookup touches them. The buffer is never written after `init`, so sharing it is safe.
final class GazetteerBytes: @unchecked Sendable {
    let buffer: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// Copies `data`, for tests and for bytes that did not come from a file.
    init(copying data: Data) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        if !data.isEmpty { _ = data.copyBytes(to: storage) }
        buffer = UnsafeRawBufferPointer(start: storage.baseAddress, count: data.count)
        isMapped = false
    }

    /// Maps the file at `url` read-only.
    /// - Throws: `GazetteerError.missing` or `.unreadable`; `.notAGazetteer` for an empty file.
    init(mapping url: URL) throws {
        let path = url.path
        let fd = open(path, O_RDONLY)
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
              base != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw GazetteerError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        buffer = UnsafeRawBufferPointer(start: base, count: size)
        isMapped = true
    }

    /// Unmaps the pages lookups have touched, so they stop counting as this process's memory; they
    /// stay in the page cache, and the next lookup maps what it needs again. (The kernel maps up
    /// to 64 KB around each page a lookup reads, so twenty lookups would otherwise keep about
    /// 7 MB resident.)
    func releaseResidentPages() {
        guard isMapped, let base = buffer.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), buffer.count, MADV_DONTNEED)
    }

    deinit {
        guard let base = buffer.baseAddress else { return }
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }
}
