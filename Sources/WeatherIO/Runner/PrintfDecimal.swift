#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers written as C's `printf("%.Nf")` writes them (what `String(format:)` did, which
/// FoundationEssentials lacks): the cast's seconds and trace's short times.
enum PrintfDecimal {
    /// `value` with `decimals` decimals (0 to 9), rounded as printf rounds.
    static func text(_ value: Double, decimals: Int) -> String {
        let format = "%.\(min(max(decimals, 0), 9))f"
        var buffer = [CChar](repeating: 0, count: 64)
        let written = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        guard written > 0, Int(written) < buffer.count else { return value.description }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
