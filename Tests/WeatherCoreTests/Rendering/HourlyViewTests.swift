import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// The hourly tab's chart and `hourly compact`, from the command to the text.
@Suite struct HourlyViewTests {
    @Test(arguments: ["hourly compact", "HOURLY Compact", "tab hourly compact", "show hourly compact"])
    func compactIsTheHourlyTabEvery3rdHour(line: String) throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: line) == [.saveState, .render(.compactHourly)])
        #expect(session.state.tab == .hourly)
        #expect(session.handle(line: line) == [.render(.compactHourly)])
    }

    @Test func anyOtherArgumentIsRefused() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "hourly wide") == [.error("hourly: the only choice is `compact` (every 3rd hour)")])
        #expect(session.state.tab == .city)
    }

    @Test func compactCompletes() {
        #expect(Completer.candidates(line: "hourly ") == ["compact"])
        #expect(Completer.candidates(line: "tab hourly c") == ["compact"])
        #expect(Completer.candidates(line: "tab now ") == [])
    }

    @Test func compactGolden() throws {
        let data = try Fixtures.london()
        let renderer = TabRenderer(data: data, units: .metric, style: RenderStyle(width: 80, zoneNames: Fixtures.londonZoneNames))
        let text = renderer.text(.hourly, compact: true)
        if let difference = Golden.check(text + "\n", name: "hourly-compact-metric-80.txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        let full = renderer.text(.hourly).split(separator: "\n").filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        #expect(rows.count == 16 && full.count == 48)
        #expect(rows.first == full.first && rows[1] == full[3])
        let presenter = Presenter(style: RenderStyle(width: 80, zoneNames: Fixtures.londonZoneNames), now: 0)
        #expect(presenter.render(.compactHourly, state: SessionState(data: data)) == text)
    }

    @Test(arguments: [40, 80, 160])
    func theChartSitsAboveTheTableAtEveryWidth(width: Int) throws {
        let text = TabRenderer(data: try Fixtures.london(), units: .metric, style: RenderStyle(width: width)).text(.hourly)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].hasPrefix("12° ┤"))
        #expect(lines[9].hasPrefix(" 1° ┤"))
        #expect(lines[10].hasPrefix("    └"))
        #expect(lines[11].contains("Sun") && lines[11].contains("Mon"))
        #expect(lines[12].contains("█") && lines[12].contains("▁"))
        // The curve spans the plot: drawn in its first and last columns.
        let plot = lines[2...9].map { Array($0.dropFirst(5)) }
        #expect(plot.contains { $0.first.map { $0 != " " } ?? false })
        #expect(plot.contains { $0.count == width - 5 && $0.last != " " })
        #expect(lines.allSatisfy { TextWidth.of($0) <= width })
    }
}
