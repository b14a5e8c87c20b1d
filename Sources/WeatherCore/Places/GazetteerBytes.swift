import FoundationEssentials

/// The gazetteer's bytes, kept alive as long as a `Gazetteer` uses them: copied from memory, or
/// held by whoever mapped the file (the I/O layer's `Gazetteer(contentsOf:)`), which is told when
/// lookups are done for a while and when nothing uses the bytes any more.
///
/// The buffer is never written after `init`, so sharing it is safe.
package final class GazetteerBytes: @unchecked Sendable {
    package let buffer: UnsafeRawBufferPointer
    private let releasePages: (@Sendable (UnsafeRawBufferPointer) -> Void)?
    private let close: @Sendable (UnsafeRawBufferPointer) -> Void

    /// Copies `data`, for tests and for bytes that did not come from a file.
    package init(copying data: Data) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        if !data.isEmpty { _ = data.copyBytes(to: storage) }
        buffer = UnsafeRawBufferPointer(start: storage.baseAddress, count: data.count)
        releasePages = nil
        close = { UnsafeMutableRawPointer(mutating: $0.baseAddress)?.deallocate() }
    }

    /// Bytes someone else holds: `releasePages` lets go of the pages lookups made resident,
    /// `close` is called once, when no gazetteer uses the bytes any more.
    package init(
        holding buffer: UnsafeRawBufferPointer, releasePages: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        close: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) {
        self.buffer = buffer
        self.releasePages = releasePages
        self.close = close
    }

    /// Lets go of the pages lookups have made resident (held bytes only), so they stop counting as
    /// this process's memory. (The kernel maps up to 64 KB around each page a lookup reads of a
    /// mapped file, so twenty lookups would otherwise keep about 7 MB resident.)
    package func releaseResidentPages() {
        releasePages?(buffer)
    }

    deinit {
        close(buffer)
    }
}
