import Foundation

/// A JSON value with ordered object keys, for output that is stable line by line.
///
/// wxsh prints one JSON object per view; keys keep the order the renderer gives them, numbers
/// are printed in their shortest round-trip form, and every string is escaped so that nothing in
/// it can act on a terminal (control characters, escape sequences, bidi overrides become `\uXXXX`).
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
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
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
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the value as compact JSON.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d): JSONValue.writeNumber(d, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Numbers print in their shortest exact form; integral values without a fraction;
    /// NaN and infinities (which JSON cannot hold) as `null`.
    static func writeNumber(_ d: Double, to out: inout String) {
        guard d.isFinite else { out += "null"; return }
        if d == d.rounded(), abs(d) < 1e15 {
            out += String(Int64(d))
        } else {
            out += "\(d)"
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Printable ASCII without `"` or `\` (nearly every string wxsh prints) needs no escaping:
        // appending it whole is an order of magnitude faster than scalar by scalar.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TerminalSafety.isUnsafe(scalar) {
                    out += "\\u"
                    let hex = String(scalar.value, radix: 16)
                    out += String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
