import FoundationEssentials

/// Limits on JSON from outside (a file given to `load`, the network, the state file and the
/// cache), checked in one cheap pass before decoding, so that a hostile or broken document is
/// refused with a clear message rather than decoded into values the code after it cannot handle.
package enum JSONLimits {
    /// The deepest nesting of objects and arrays accepted; OpenWeather's documents and wxsh's
    /// own files nest at most 4 levels. (Foundation's decoder stops at 512 with a vaguer message.)
    package static let maximumDepth = 64

    /// The largest magnitude accepted for a number in weather data. It is above every timestamp
    /// (10^11 s is in the year 5138), measurement and identifier OpenWeather sends, and far enough
    /// below the limits of Int64 and Double that unit conversions, rounding to fixed decimals and
    /// date arithmetic cannot overflow.
    package static let maximumMagnitude = 1e11

    /// What is wrong with a document.
    package enum Problem: Equatable, Sendable {
        case nestedTooDeeply(limit: Int)
        /// The number as written (at most 40 characters of it).
        case numberOutOfRange(String)
    }

    /// The first limit `data` breaks, or nil. Only structure outside strings is looked at; the
    /// decoder still judges whether the document is valid JSON.
    /// - Parameter numbers: whether to check the size of numbers too (weather data), not only nesting.
    package static func check(_ data: Data, numbers: Bool) -> Problem? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Problem? in
            var depth = 0
            var inString = false
            var escaped = false
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > maximumDepth { return .nestedTooDeeply(limit: maximumDepth) }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let start = index
                    // Digits before a `.`, and whether there is an exponent: a number written
                    // with at most 11 digits and no exponent is below 10^11 without being read
                    // (nearly every number of a forecast: 7 M instructions for 16 documents).
                    var digits = byte == UInt8(ascii: "-") ? 0 : 1
                    var fraction = false
                    var exponent = false
                    while index + 1 < count, isNumberByte(bytes[index + 1]) {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "."): fraction = true
                        case UInt8(ascii: "e"), UInt8(ascii: "E"): exponent = true
                        case UInt8(ascii: "0")...UInt8(ascii: "9"): if !fraction { digits += 1 }
                        default: break
                        }
                    }
                    guard numbers, exponent || digits > 11 else { break }
                    let token = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...index]), as: UTF8.self)
                    // A malformed number is the decoder's to report; one it would read must be in range.
                    if let value = Double(token), !(abs(value) <= maximumMagnitude) {
                        return .numberOutOfRange(String(token.prefix(40)))
                    }
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
