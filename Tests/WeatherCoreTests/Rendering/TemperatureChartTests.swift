import Foundation
import Testing

@testable import CoreRendering
@testable import WeatherCore

@Suite struct TemperatureChartTests {
    let utc = LocalTime(zoneIdentifier: nil, fallbackOffset: 0)

    func chart(_ temperatures: [Double], pops: [Double?]? = nil, start: Int64 = 1_679_778_000, width: Int = 40, unicode: Bool = true)
        -> [String]
    {
        let points = temperatures.enumerated().map { index, value in
            TemperatureChart.Point(epoch: start + Int64(index) * 3600, temperature: value, pop: pops?[index])
        }
        return TemperatureChart(
            points: points, label: { Measure.fixed($0, decimals: 0) + "°" }, clock: utc,
            width: width, rows: 4, unicode: unicode
        ).lines()
    }

    @Test func highAndLowLabelTheTopAndBottomRows() {
        let lines = chart([0, 10, 20, 10, 0])
        #expect(lines[0].hasPrefix("20° ┤"))
        #expect(lines[1].hasPrefix("    │"))
        #expect(lines[3].hasPrefix(" 0° ┤"))
        #expect(lines.count == 4 + 3)
    }

    @Test func theCurveRisesAndFallsWithTheTemperature() {
        let lines = chart([0, 20])
        // Rising left to right: the bottom row starts drawn, the top row ends drawn.
        let bottom = Array(lines[3].dropFirst(5))
        let top = Array(lines[0].dropFirst(5))
        #expect(bottom.first != " " && top.last != " ")
        #expect(top.first == " ")
    }

    @Test func dayBoundariesAndHoursOnTheAxis() {
        // 2023-03-25 21:00 UTC for 48 hours.
        let lines = chart(Array(repeating: 5, count: 48), width: 80)
        let labels = lines[5]
        #expect(labels.contains("Sun"))
        #expect(labels.contains("Mon"))
        #expect(labels.contains("12"))
        #expect(lines[4].contains("┴"))
    }

    @Test func precipitationRowUnderTheHours() {
        let lines = chart([1, 2, 3, 4], pops: [0, 1, nil, 0.5], width: 40)
        let row = lines.last!.trimmingCharacters(in: .whitespaces)
        #expect(row.first == "▁" && row.contains("█"))
    }

    @Test(arguments: [40, 80, 160, 200])
    func noLineIsWiderThanTheWidth(width: Int) {
        let temperatures: [Double] = (0..<48).map { (index: Int) -> Double in
            let step = Double((index * 37) % 11)
            return step * 8 / 11 - 10
        }
        for unicode in [true, false] {
            let lines = chart(temperatures, pops: temperatures.map { _ in 0.3 }, width: width, unicode: unicode)
            #expect(!lines.isEmpty)
            for line in lines { #expect(TextWidth.of(line) <= width, "\(width): \(line)") }
            if !unicode { #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII || $0 == "°" } }) }
        }
    }

    @Test func tooFewPointsDrawNothing() {
        #expect(chart([5]).isEmpty)
        #expect(chart([]).isEmpty)
    }
}
