/// Whether the bytes of a JSON text are inside a string, for scanners that look only at its
/// structure (`raw`'s layout, the answers in a cache file).
package struct JSONStringState: Sendable {
    /// Whether the last byte taken was inside a string or one of its quotes.
    package private(set) var inString = false
    private var escaped = false

    package init() {}

    /// Takes the next byte. - Returns: whether it belongs to a string (its quotes included).
    package mutating func take(_ byte: UInt8) -> Bool {
        guard inString else {
            inString = byte == UInt8(ascii: "\"")
            return inString
        }
        switch (escaped, byte) {
        case (true, _): escaped = false
        case (false, UInt8(ascii: "\\")): escaped = true
        case (false, UInt8(ascii: "\"")): inString = false
        default: break
        }
        return true
    }
}
