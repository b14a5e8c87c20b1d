/// A day's low-to-high temperature as a bar on a common scale, so that the days of a week can
/// be compared by eye (the layout of the iOS Weather app's daily list).
package enum RangeBar {
    /// The bar for `low...high` on the scale `scaleLow...scaleHigh`, exactly `width` characters:
    /// a heavy line where the range is, with half-cell ends, on a light track. In ASCII, `=` on `.`
    /// to the nearest cell. A range outside the scale is clamped; an empty range still shows.
    package static func draw(low: Double, high: Double, scaleLow: Double, scaleHigh: Double, width: Int, unicode: Bool) -> String {
        String(cells(low: low, high: high, scaleLow: scaleLow, scaleHigh: scaleHigh, width: width, unicode: unicode).map(\.character))
    }

    /// The bar's cells, each with whether it is part of the range (rather than the track).
    package static func cells(low: Double, high: Double, scaleLow: Double, scaleHigh: Double, width: Int, unicode: Bool) -> [(
        character: Character, inRange: Bool
    )] {
        guard width > 0 else { return [] }
        let (start, end) = halves(low: low, high: high, scaleLow: scaleLow, scaleHigh: scaleHigh, width: width)
        return (0..<width).map { cell in
            let left = (start..<end).contains(2 * cell)
            let right = (start..<end).contains(2 * cell + 1)
            let character: Character
            if unicode {
                character = left && right ? "━" : left ? "╾" : right ? "╼" : "─"
            } else {
                character = left || right ? "=" : "."
            }
            return (character, left || right)
        }
    }

    /// The half-cells the range covers, `start..<end` in `0...2 * width`, at least one.
    package static func halves(low: Double, high: Double, scaleLow: Double, scaleHigh: Double, width: Int) -> (Int, Int) {
        let slots = 2 * width
        guard scaleHigh > scaleLow, low.isFinite, high.isFinite else { return (0, slots) }
        func position(_ value: Double) -> Int {
            let fraction = min(1, max(0, (value - scaleLow) / (scaleHigh - scaleLow)))
            return Int((fraction * Double(slots)).rounded())
        }
        var start = position(min(low, high))
        var end = position(max(low, high))
        if end <= start {
            if end < slots { end = start + 1 } else { start = end - 1 }
        }
        return (start, end)
    }
}
