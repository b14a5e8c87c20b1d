/// Neutralises text from outside (the network, files) before it reaches a terminal.
///
/// C0 and C1 control characters (ESC starts CSI and OSC sequences), DEL, and the Unicode
/// bidirectional overrides and isolates can rewrite the screen or disguise text. They are
/// replaced by a visible escape such as `^[` or `<U+202E>`.
public enum TerminalSafety {
    /// Whether a scalar must not be printed as it is.
    @inlinable
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || v == 0x7F { return true }  // C0 controls, DEL
        if v >= 0x80 && v <= 0x9F { return true }  // C1 controls (CSI = 0x9B, OSC = 0x9D)
        if v >= 0x202A && v <= 0x202E { return true }  // LRE RLE PDF LRO RLO
        if v >= 0x2066 && v <= 0x2069 { return true }  // LRI RLI FSI PDI
        if v == 0x200E || v == 0x200F || v == 0x061C { return true }  // LRM RLM ALM
        return false
    }

    /// The text with every unsafe scalar shown inertly: `^[` for ESC, `^G` for BEL, `<U+202E>` otherwise.
    /// Newlines and tabs become spaces, so one value stays on one line.
    public static func sanitize(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }  // printable ASCII: nothing to do
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) {
                out.append(scalar)
            } else if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                out.append(" ")
            } else if scalar.value < 0x20 {
                out.append("^")
                out.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            } else if scalar.value == 0x7F {
                out.append(contentsOf: "^?".unicodeScalars)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>".unicodeScalars)
            }
        }
        return String(out)
    }
}
