/// Splits input into commands: lines, then `;` within a line.
public enum LineSplitter {
    /// The commands in one line of input, in order, trimmed (a trailing `\r` is dropped, so
    /// CRLF input works). Empty pieces are kept out, and a line starting with `#` is a comment,
    /// `;` and all.
    public static func commands(in line: String) -> [String] {
        var text = Substring(line)
        if text.hasSuffix("\r") { text = text.dropLast() }
        if text.trimmingPrefix(while: \.isWhitespace).hasPrefix("#") { return [] }
        return text.split(separator: ";", omittingEmptySubsequences: true)
            .map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }
}

/// Accumulates bytes read from a stream and hands out whole lines, refusing absurdly long
/// ones without holding them in memory.
public struct LineBuffer: Sendable {
    public static let maximumLineBytes = 64 * 1024
    private var pending: [UInt8] = []
    private var discarding = false

    public init() {}

    /// A line read, or a line that was too long to keep.
    public enum Line: Equatable, Sendable {
        case text(String)
        case tooLong
    }

    /// Adds bytes; returns the lines they complete.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [Line] {
        var lines: [Line] = []
        for byte in bytes {
            if byte == 0x0A {
                if discarding {
                    lines.append(.tooLong)
                    discarding = false
                } else {
                    lines.append(.text(String(decoding: pending, as: UTF8.self)))
                }
                pending.removeAll(keepingCapacity: true)
            } else if !discarding {
                pending.append(byte)
                if pending.count > LineBuffer.maximumLineBytes {
                    discarding = true
                    pending.removeAll()
                }
            }
        }
        return lines
    }

    /// The last line, when the input ends without a newline.
    public mutating func finish() -> Line? {
        defer { pending.removeAll(); discarding = false }
        if discarding { return .tooLong }
        return pending.isEmpty ? nil : .text(String(decoding: pending, as: UTF8.self))
    }
}
