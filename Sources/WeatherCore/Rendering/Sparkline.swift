/// A row of eight-level blocks (▁▂▃▄▅▆▇█), one character a value, for a series at a glance.
package enum Sparkline {
    package static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The ASCII stand-ins, low to high, for terminals without a UTF-8 locale.
    package static let asciiBlocks: [Character] = ["_", ".", "-", ":", "=", "+", "*", "#"]

    /// The block for `value` on the scale `low...high` (values outside it are clamped); a space
    /// for a missing value.
    package static func block(_ value: Double?, low: Double, high: Double, unicode: Bool) -> Character {
        guard let value, value.isFinite else { return " " }
        let glyphs = unicode ? blocks : asciiBlocks
        guard high > low else { return glyphs[0] }
        let fraction = min(1, max(0, (value - low) / (high - low)))
        return glyphs[Int((fraction * Double(glyphs.count - 1)).rounded())]
    }

    /// The values as one block each on the scale `low...high`.
    package static func line(_ values: [Double?], low: Double, high: Double, unicode: Bool) -> String {
        String(values.map { block($0, low: low, high: high, unicode: unicode) })
    }

    /// The values on their own range (lowest ▁, highest █).
    package static func line(_ values: [Double?], unicode: Bool) -> String {
        let known = values.compactMap { $0 }.filter(\.isFinite)
        return line(values, low: known.min() ?? 0, high: known.max() ?? 0, unicode: unicode)
    }
}
