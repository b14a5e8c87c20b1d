/// Splits input into commands: lines, then `;` within a line.
package enum LineSplitter {
    /// The commands in one line of input, in order, trimmed (a trailing `\r` is dropped, so
    /// CRLF input works). Empty pieces are kept out, and a comment (`#` at the start or after a
    /// space) runs to the end of the line, `;` and all.
    package static func commands(in line: String) -> [String] {
        var text = Substring(line)
        if text.hasSuffix("\r") { text = text.dropLast() }
        // Most lines are one command without a comment: no `;` or `#` byte at all (an ASCII
        // byte in UTF-8 is always that character), so nothing to split.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "#") }) {
            let command = String(text).trimmingWhitespace()
            return command.isEmpty ? [] : [command]
        }
        text = Substring(withoutComment(String(text)))
        return text.split(separator: ";", omittingEmptySubsequences: true)
            .map { String($0).trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }
}

extension LineSplitter {
    /// The line without its comment: `#` at the start or after a space or tab starts one, which
    /// runs to the end of the line (`;` and all); a `#` inside a word is kept (`key ab#c`).
    package static func withoutComment(_ line: String) -> String {
        guard line.utf8.contains(UInt8(ascii: "#")) else { return line }
        var previousIsSpace = true
        for index in line.indices {
            let character = line[index]
            if character == "#" && previousIsSpace { return String(line[..<index]) }
            previousIsSpace = character == " " || character == "\t"
        }
        return line
    }
}

/// Accumulates bytes read from a stream and hands out whole lines, refusing absurdly long
/// ones without holding them in memory.
package struct LineBuffer: Sendable {
    package static let maximumLineBytes = 64 * 1024
    /// The longest command the session runs; a longer one is refused (`line too long`).
    package static let maximumCommandBytes = 4096
    private var pending: [UInt8] = []
    private var discarding = false

    package init() {}

    /// A line read, or a line that was too long to keep.
    package enum Line: Equatable, Sendable {
        case text(String)
        case tooLong
    }

    /// Adds bytes; returns the lines they complete.
    package mutating func append(_ bytes: some Sequence<UInt8>) -> [Line] {
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
    package mutating func finish() -> Line? {
        defer {
            pending.removeAll()
            discarding = false
        }
        if discarding { return .tooLong }
        return pending.isEmpty ? nil : .text(String(decoding: pending, as: UTF8.self))
    }
}
