import Testing

@testable import WeatherCore

@Suite struct RangeBarTests {
    @Test func theWholeScaleIsAFullBar() {
        #expect(RangeBar.draw(low: 0, high: 10, scaleLow: 0, scaleHigh: 10, width: 5, unicode: true) == "━━━━━")
        #expect(RangeBar.draw(low: 0, high: 10, scaleLow: 0, scaleHigh: 10, width: 5, unicode: false) == "=====")
    }

    @Test func aRangeSitsWhereItsValuesAreOnTheScale() {
        #expect(RangeBar.draw(low: 5, high: 10, scaleLow: 0, scaleHigh: 10, width: 4, unicode: true) == "──━━")
        #expect(RangeBar.draw(low: 0, high: 5, scaleLow: 0, scaleHigh: 10, width: 4, unicode: true) == "━━──")
        #expect(RangeBar.draw(low: 2.5, high: 7.5, scaleLow: 0, scaleHigh: 10, width: 4, unicode: false) == ".==.")
    }

    @Test func halfCellEndsMeetTheTrack() {
        // 1.25 … 8.75 of 0 … 10 on 4 cells: half-cells 1 to 7.
        #expect(RangeBar.draw(low: 1.25, high: 8.75, scaleLow: 0, scaleHigh: 10, width: 4, unicode: true) == "╼━━╾")
        #expect(RangeBar.draw(low: 1.25, high: 8.75, scaleLow: 0, scaleHigh: 10, width: 4, unicode: false) == "====")
    }

    @Test func anEmptyRangeStillShowsAndOutsideIsClamped() {
        #expect(RangeBar.draw(low: 10, high: 10, scaleLow: 0, scaleHigh: 10, width: 3, unicode: true) == "──╼")
        #expect(RangeBar.draw(low: 0, high: 0, scaleLow: 0, scaleHigh: 10, width: 3, unicode: true) == "╾──")
        #expect(RangeBar.draw(low: -50, high: 50, scaleLow: 0, scaleHigh: 10, width: 3, unicode: true) == "━━━")
        #expect(RangeBar.draw(low: 7, high: 3, scaleLow: 0, scaleHigh: 10, width: 10, unicode: false) == "...====...")
    }

    @Test func aFlatWeekIsFullAndNoWidthIsEmpty() {
        #expect(RangeBar.draw(low: 5, high: 5, scaleLow: 5, scaleHigh: 5, width: 3, unicode: true) == "━━━")
        #expect(RangeBar.draw(low: 1, high: 2, scaleLow: 0, scaleHigh: 10, width: 0, unicode: true) == "")
    }

    @Test(arguments: [1, 7, 30, 60])
    func exactlyTheWidth(width: Int) {
        for low in stride(from: -5.0, through: 15, by: 2.5) {
            let bar = RangeBar.draw(low: low, high: low + 3, scaleLow: 0, scaleHigh: 10, width: width, unicode: true)
            #expect(bar.count == width && TextWidth.of(bar) == width)
        }
    }
}
