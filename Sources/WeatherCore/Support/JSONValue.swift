import FoundationEssentials

/// A JSON value with ordered object keys, for output that is stable line by line.
///
/// wxsh prints one JSON object per view; keys keep the order the renderer gives them, numbers
/// are printed in their shortest round-trip form, and nothing in a string can act on a terminal:
/// control characters, escape sequences' ESC and bidi overrides are left out (an escaped `\u001b`
/// would be a raw ESC again once `jq -r` decodes it); newlines and tabs are kept, escaped.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// A number, or `null` when it is absent.
    public static func number(_ value: Double?) -> JSONValue {
        value.map { .number($0) } ?? .null
    }

    /// A string, or `null` when it is absent.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// The value as one line of compact JSON.
    public var serialized: String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value as compact JSON, as UTF-8: bytes, because appending to a `String` piece
    /// by piece cost more than building the value.
    package func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .number(let d): JSONValue.writeNumber(d, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Numbers print in their shortest exact form; integral values without a fraction;
    /// NaN and infinities (which JSON cannot hold) as `null`.
    package static func writeNumber(_ d: Double, to out: inout [UInt8]) {
        guard d.isFinite else {
            out.append(contentsOf: "null".utf8)
            return
        }
        if d == d.rounded(), abs(d) < 1e15 {
            out.append(contentsOf: String(Int64(d)).utf8)
        } else {
            out.append(contentsOf: d.description.utf8)
        }
    }

    package static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Printable ASCII without `"` or `\` (nearly every string wxsh prints) needs no escaping.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            let value = scalar.value
            // Printable ASCII other than `"` and `\` (nearly everything wxsh prints) as it is.
            if value >= 0x20, value < 0x7F, value != 0x22, value != 0x5C {
                out.append(UInt8(value))
                continue
            }
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            default:
                // Left out, as text shows them inert: ESC, BEL, CR (which rewrites a line), C1, bidi.
                if !TerminalSafety.isUnsafe(scalar) { out.append(contentsOf: String(scalar).utf8) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
