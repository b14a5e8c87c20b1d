import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `format line`: every weather view as exactly one line, for status bars, compared with the
/// files in `Golden/line/`; UTF-8 and ASCII, metric and imperial.
@Suite struct LineFormatTests {
    /// Every view `format line` draws, as a session would ask for it.
    static let views: [(String, View)] =
        WeatherTab.allCases.map { ($0.rawValue, View.tab($0)) }
        + [("day2", .day(2)), ("day8", .day(8)), ("alerts", .alerts), ("hourly-compact", .compactHourly)]

    func render(_ view: View, units: Units, unicode: Bool, data: WeatherData) -> String {
        var state = SessionState(data: data, units: units, format: .line)
        state.charts = true
        let presenter = Presenter(
            style: RenderStyle(width: 40, color: true, unicode: unicode, zoneNames: Fixtures.londonZoneNames), now: 1_679_780_000)
        return presenter.render(view, state: state)
    }

    @Test func everyWeatherViewIsOneLine() throws {
        let data = try Fixtures.london()
        var all: [String] = []
        for units in [Units.metric, .imperial] {
            for unicode in [true, false] {
                for (name, view) in Self.views {
                    let line = render(view, units: units, unicode: unicode, data: data)
                    #expect(!line.isEmpty && !line.contains("\n"), "\(name): \(line)")
                    #expect(!line.contains("\u{1B}"), "line format is never coloured: \(name)")
                    if !unicode {
                        let ascii = line.unicodeScalars.allSatisfy { $0.isASCII }
                        #expect(ascii, "\(name): \(line)")
                    }
                    all.append("\(name) \(units.rawValue) \(unicode ? "utf8" : "ascii"): \(line)")
                }
            }
        }
        if let difference = Golden.check(all.joined(separator: "\n") + "\n", name: "line/london.txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func theNowLineReadsAsTheIssueShowsIt() throws {
        let data = try Fixtures.london()
        #expect(render(.tab(.now), units: .metric, unicode: true, data: data) == "London, GB 🌧️ 8.1 °C ↗ 4.6 m/s 93 % ☔ until 22:04")
        #expect(render(.tab(.pollution), units: .metric, unicode: true, data: data) == "London, GB · AQI 2 Fair · PM2.5 12")
    }

    @Test func otherViewsPrintAsText() throws {
        let data = try Fixtures.london()
        let state = SessionState(data: data, format: .line)
        let presenter = Presenter(style: RenderStyle(width: 80), now: 0)
        #expect(presenter.render(.setting(name: "units", value: "metric"), state: state) == "units: metric")
        #expect(presenter.render(.help(topic: "format"), state: state).contains("\n"))
    }

    @Test func compassArrowsPointWhereTheWindBlows() {
        #expect(Compass.arrow(degrees: 0, unicode: true) == "↓")
        #expect(Compass.arrow(degrees: 45, unicode: true) == "↙")
        #expect(Compass.arrow(degrees: 225, unicode: true) == "↗")
        #expect(Compass.arrow(degrees: 350, unicode: true) == "↓")
        #expect(Compass.arrow(degrees: 270, unicode: false) == "W")
    }
}
