/// A `JSONValue` written byte for byte as `JSONEncoder` writes it with `.prettyPrinted` and
/// `.sortedKeys`: two spaces of indentation, `"key" : value`, keys in the order of their UTF-8
/// bytes, `/` escaped, empty containers on three lines, numbers in Swift's shortest form without
/// a trailing `.0`.
///
/// For files a person reads and diffs (the state file), where `JSONEncoder`'s first use cost
/// 1.2 M instructions of generic look-ups in every run that saved. Unlike `JSONEncoder`, a number
/// that is not finite is written as `null` instead of failing the whole file.
package enum PrettyJSON {
    /// The value's bytes, without a final newline.
    package static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, depth: 0, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, depth: Int, to out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .number(let d): writeNumber(d, to: &out)
        case .string(let s): writeString(s, to: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, depth: depth, to: &out) { index, out in
                write(items[index], depth: depth + 1, to: &out)
            }
        case .object(let pairs):
            let sorted = pairs.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            writeContainer(open: "{", close: "}", count: sorted.count, depth: depth, to: &out) { index, out in
                writeString(sorted[index].0, to: &out)
                out.append(contentsOf: " : ".utf8)
                write(sorted[index].1, depth: depth + 1, to: &out)
            }
        }
    }

    /// `[` or `{`, one element a line indented one level deeper, and the closing bracket at the
    /// container's own level; an empty container still has its (empty) line in between.
    private static func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, depth: Int, to out: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        out.append(UInt8(ascii: open))
        out.append(UInt8(ascii: "\n"))
        if count == 0 { out.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            indent(depth + 1, &out)
            element(index, &out)
            if index < count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        indent(depth, &out)
        out.append(UInt8(ascii: close))
    }

    private static func indent(_ depth: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `description`, less a trailing `.0`: `100`, `2.5`, `-0`, `1e-07`, `1e+16`.
    private static func writeNumber(_ d: Double, to out: inout [UInt8]) {
        guard d.isFinite else {
            out.append(contentsOf: "null".utf8)
            return
        }
        let text = d.description
        out.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
    }

    /// Quotes, backslashes, slashes and control characters escaped; everything else as it is.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "/"): out.append(contentsOf: "\\/".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case 0..<0x20: out.append(contentsOf: "\\u00".utf8 + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
