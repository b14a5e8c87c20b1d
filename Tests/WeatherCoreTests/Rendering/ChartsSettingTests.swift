import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// `charts on|off`: pictures drawn or left out, and remembered.
@Suite struct ChartsSettingTests {
    @Test func theCommandSetsShowsAndSaves() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "charts") == [.render(.setting(name: "charts", value: "on"))])
        #expect(session.handle(line: "charts OFF") == [.saveState, .render(.setting(name: "charts", value: "off"))])
        #expect(session.state.charts == false && session.savedState.charts == false)
        #expect(session.handle(line: "charts") == [.render(.setting(name: "charts", value: "off"))])
        #expect(session.handle(line: "charts maybe") == [.error("charts: `maybe` is not on or off")])
        #expect(session.handle(line: "charts on") == [.saveState, .render(.setting(name: "charts", value: "on"))])
        #expect(session.savedState.charts == true)
    }

    @Test func anOlderStateFileWithoutTheSettingDrawsCharts() throws {
        let old = Data(#"{"version":1,"tab":"hourly","units":"metric"}"#.utf8)
        let saved = try SavedState.decode(old).get()
        #expect(saved.charts == nil && saved.ignored.isEmpty)
        let (state, _) = SessionState.starting(data: nil, dataProblem: nil, saved: saved, invocation: Invocation(), currency: .pound)
        #expect(state.charts)
        let off = try SavedState.decode(SavedState(charts: false).encoded()).get()
        #expect(off.charts == false)
        let (offState, _) = SessionState.starting(data: nil, dataProblem: nil, saved: off, invocation: Invocation(), currency: .pound)
        #expect(!offState.charts)
        let damaged = try SavedState.decode(Data(#"{"version":1,"charts":"yes","units":"imperial"}"#.utf8)).get()
        #expect(damaged.charts == nil && damaged.units == .imperial && damaged.ignored == ["the charts setting"])
    }

    @Test func offLeavesOutTheChartAndTheBars() throws {
        var state = SessionState(data: try Fixtures.london())
        let presenter = Presenter(style: RenderStyle(width: 80), now: 0)
        let drawn = presenter.render(.tab(.hourly), state: state)
        state.charts = false
        let hourly = presenter.render(.tab(.hourly), state: state)
        let forecast = presenter.render(.tab(.forecast), state: state)
        #expect(drawn.contains("┤"))
        #expect(!hourly.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value) })
        #expect(!forecast.contains("━") && !forecast.contains("─"))
        #expect(forecast.contains("Mon 27 Mar  🌦️  Moderate rain     91%    1°   10°"))
        #expect(hourly.split(separator: "\n").count == drawn.split(separator: "\n").count - 12)
    }
}
