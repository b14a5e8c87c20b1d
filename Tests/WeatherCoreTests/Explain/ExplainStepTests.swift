import Foundation
import Testing

@testable import WeatherCore

/// `explain`'s pure parts: how its words are read, and the steps applied as the text view
/// shows them, compared with the formatting functions the tabs use.
@Suite struct ExplainStepTests {
    @Test(arguments: [
        ("explain", ExplainQuery()),
        ("explain feels like", ExplainQuery(figure: "feels like")),
        ("explain hourly 5 pop", ExplainQuery(row: .hour(5), figure: "pop")),
        ("explain DAY 2 high", ExplainQuery(row: .day(2), figure: "high")),
        ("explain day 3", ExplainQuery(row: .day(3))),
        ("explain day 2023-03-14 high", ExplainQuery(figure: "high", date: "2023-03-14"))
    ])
    func theWordsAreRead(line: String, query: ExplainQuery) throws {
        #expect(try CommandParser.parse(line).get() == .weather(.explain(query)))
    }

    @Test(arguments: ["explain hourly", "explain day x", "explain hourly 0 pop", "explain day -1 high"])
    func aRowWithoutANumberFromOneIsRefused(line: String) {
        guard case .failure(let error) = CommandParser.parse(line) else {
            Issue.record("\(line) was accepted")
            return
        }
        #expect(error.message.english.contains("explain"), "\(error.message)")
    }

    /// Kelvin to the text `Readings` writes, in each unit system, for values either side of a
    /// rounding edge.
    @Test(arguments: [281.21, 273.15, 250.0, 300.05, 294.59])
    func temperatureStepsGiveWhatReadingsWrites(kelvin: Double) {
        for units in Units.allCases {
            let readings = Readings(units: units, unicode: true)
            var steps: [ExplainStep] = [.kelvinToCelsius]
            if units == .imperial { steps.append(.celsiusToFahrenheit) }
            if units == .standard { steps.append(.celsiusToKelvin) }
            steps += [.round(places: 1), .suffix(" " + units.temperatureSymbol)]
            let value = steps.reduce(ExplainStep.Value.number(kelvin)) { $1.apply($0) }
            #expect(value == .text(readings.temperature(Units.standard.celsius(kelvin))), "\(kelvin) K in \(units)")
        }
    }

    @Test func stepsAreDataAProgramCanRead() {
        #expect(ExplainStep.kelvinToCelsius.json.serialized == #"{"op":"kelvin_to_celsius"}"#)
        #expect(ExplainStep.round(places: 1).json.serialized == #"{"op":"round","places":1}"#)
        #expect(ExplainStep.multiply(3.6, why: "m/s to km/h").json.serialized == #"{"op":"multiply","by":3.6,"why":"m/s to km/h"}"#)
        #expect(ExplainStep.clockTime(utcOffset: 3600).apply(.number(1_679_723_557)) == .text("06:52"))
        #expect(ExplainStep.compass(points: Compass.points).apply(.number(230)) == .text("SW"))
    }
}
