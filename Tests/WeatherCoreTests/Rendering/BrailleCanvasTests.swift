import Testing

@testable import WeatherCore

@Suite struct BrailleCanvasTests {
    @Test func eachDotHasItsOwnBrailleBit() {
        // The Unicode numbering: left column dots 1, 2, 3, 7; right column 4, 5, 6, 8.
        let expected: [(Int, Int, Character)] = [
            (0, 0, "⠁"), (0, 1, "⠂"), (0, 2, "⠄"), (0, 3, "⡀"),
            (1, 0, "⠈"), (1, 1, "⠐"), (1, 2, "⠠"), (1, 3, "⢀")
        ]
        for (x, y, glyph) in expected {
            var canvas = BrailleCanvas(columns: 1, rows: 1)
            canvas.set(x: x, y: y)
            #expect(canvas.lines(unicode: true) == [String(glyph)], "dot \(x),\(y)")
            #expect(canvas.isSet(x: x, y: y))
        }
    }

    @Test func aFullCellAndAnEmptyOne() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        for x in 0..<2 { for y in 0..<4 { canvas.set(x: x, y: y) } }
        #expect(canvas.lines(unicode: true) == ["⣿ "])
        #expect(canvas.isEmpty(column: 1, row: 0))
    }

    @Test func dotsOutsideAreIgnored() {
        var canvas = BrailleCanvas(columns: 1, rows: 1)
        canvas.set(x: -1, y: 0)
        canvas.set(x: 2, y: 0)
        canvas.set(x: 0, y: 4)
        #expect(canvas.lines(unicode: true) == [" "])
    }

    @Test func aLineSetsEveryDotBetweenItsEnds() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.line(from: (0, 3), to: (3, 0))
        #expect((0..<4).allSatisfy { canvas.isSet(x: $0, y: 3 - $0) })
        #expect(canvas.lines(unicode: true) == ["⡠⠊"])
        var vertical = BrailleCanvas(columns: 1, rows: 2)
        vertical.line(from: (0, 7), to: (0, 0))
        #expect(vertical.lines(unicode: true) == ["⡇", "⡇"])
    }

    @Test func asciiShowsWhichHalfOfTheCellIsDrawn() {
        var canvas = BrailleCanvas(columns: 4, rows: 1)
        canvas.set(x: 0, y: 0)
        canvas.set(x: 3, y: 3)
        canvas.set(x: 4, y: 1)
        canvas.set(x: 5, y: 2)
        #expect(canvas.lines(unicode: false) == ["'.: "])
    }
}

@Suite struct SparklineTests {
    @Test func eightLevelsFromLowToHigh() {
        let values = (0...7).map { Double($0) / 7 }
        #expect(Sparkline.line(values, low: 0, high: 1, unicode: true) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.line(values, low: 0, high: 1, unicode: false) == "_.-:=+*#")
    }

    @Test func missingIsBlankAndOutOfRangeIsClamped() {
        #expect(Sparkline.line([nil, -5, 5, .nan], low: 0, high: 1, unicode: true) == " ▁█ ")
    }

    @Test func ownRangeAndAFlatSeries() {
        #expect(Sparkline.line([3, 5, 7], unicode: true) == "▁▅█")
        #expect(Sparkline.line([4, 4], unicode: true) == "▁▁")
        #expect(Sparkline.line([], unicode: true) == "")
    }
}
