import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers as people read them: fixed decimals, no "-0", units attached.
package enum Measure {
    /// `value` with exactly `decimals` decimals (half away from zero), never "-0.0"; a dash for
    /// a value that is not finite or too large to round exactly (over 10^15 once scaled).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        let scale = pow(10.0, Double(decimals))
        guard abs(value * scale) < 1e15 else { return "—" }  // past Int64's reach, and past exact digits
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }  // drops the sign of -0
        if decimals == 0 { return String(Int64(rounded)) }
        let negative = rounded < 0
        let scaled = Int64((abs(rounded) * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = String(scaled % Int64(scale))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return (negative ? "-" : "") + "\(whole).\(padded)"
    }

    /// `value` with at most `decimals` decimals, trailing zeros dropped.
    package static func trimmed(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Removes binary noise from a converted value (11.600000000000023 → 11.6) for JSON,
    /// keeping every digit that means something.
    package static func clean(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e6 else { return value }
        let scaled = (value * 1e9).rounded() / 1e9
        return scaled == 0 ? 0 : scaled
    }
}
