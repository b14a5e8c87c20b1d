import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import WeatherCore

/// `alerts`: every alert in full, and its one-line summary on the now tab.
@Suite struct AlertsRendererTests {
    @Test func theCommandShowsAlertsWithoutChangingTab() throws {
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "alerts") == [.render(.alerts)])
        #expect(session.state.tab == .city)
        #expect(session.handle(line: "alerts now") == [.error("alerts: takes no argument")])
    }

    @Test(arguments: [40, 80, 160])
    func goldensAtEveryWidth(width: Int) throws {
        let data = try Fixtures.london()
        for color in [false, true] {
            let text = AlertsRenderer(
                data: data, units: .metric, style: RenderStyle(width: width, color: color, zoneNames: Fixtures.londonZoneNames)
            ).text()
            let name = color ? "colour/alerts-\(width).txt" : "alerts-\(width).txt"
            if let difference = Golden.check(text + "\n", name: name, folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
            for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)") }
        }
    }

    @Test func theWholeDescriptionIsThere() throws {
        let text = AlertsRenderer(data: try Fixtures.london(), units: .metric, style: RenderStyle(width: 40)).text()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words.contains("Some short term loss of power and other services is possible"))
        #expect(text.contains("From         Met Office"))
        #expect(text.contains("Starts       Mon 27 Mar 2023, 07:00"))
    }

    @Test func emptySenderAndDescriptionAreLeftOut() throws {
        var data = try Fixtures.london()
        data.forecast.alerts = [Forecast.Alert(sender: " ", event: "Heat", start: nil, end: nil, description: "")]
        let text = AlertsRenderer(data: data, units: .metric, style: RenderStyle()).text()
        #expect(text.hasSuffix("\n\nHeat"))
        #expect(!text.contains("From") && !text.contains("()"))
    }

    @Test func noAlertsIsOneLine() throws {
        var data = try Fixtures.london()
        data.forecast.alerts = []
        #expect(AlertsRenderer(data: data, units: .metric, style: RenderStyle()).text() == "No weather alerts for London, England, GB.")
        #expect(!TabRenderer(data: data, units: .metric, style: RenderStyle()).text(.now).contains("Alert"))
        #expect(AlertsRenderer(data: data, units: .metric, style: RenderStyle()).json().serialized.contains(#""alerts":[]"#))
    }

    @Test func jsonListsEveryAlert() throws {
        let data = try Fixtures.london()
        let object = try #require(
            try JSONSerialization.jsonObject(
                with: Data(AlertsRenderer(data: data, units: .metric, style: RenderStyle()).json().serialized.utf8)) as? [String: Any])
        let alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        #expect(alerts[0]["sender"] as? String == "Met Office")
        #expect(alerts[0]["event"] as? String == "Yellow warning of wind")
        #expect(alerts[0]["start"] as? String == "2023-03-27T07:00:00+01:00")
        #expect(alerts[0]["end"] as? String == "2023-03-27T22:00:00+01:00")
        #expect((alerts[0]["description"] as? String)?.hasSuffix("other services is possible") == true)
        #expect(
            TabRenderer(data: data, units: .metric, style: RenderStyle()).json(.now).serialized.contains(
                #""alerts":[{"sender":"Met Office""#))
    }

    @Test func theNowTabSummarisesInOneLineWithTheHint() throws {
        var data = try Fixtures.london()
        for width in [40, 80] {
            let lines = TabRenderer(data: data, units: .metric, style: RenderStyle(width: width)).text(.now).split(separator: "\n")
            let alert = try #require(lines.last)
            #expect(
                alert.hasPrefix("Alert        Yellow warning") && alert.hasSuffix(" · `alerts`") && TextWidth.of(String(alert)) <= width)
        }
        data.forecast.alerts += [Forecast.Alert(sender: nil, event: "Flood", start: nil, end: nil, description: nil)]
        let text = TabRenderer(data: data, units: .metric, style: RenderStyle(width: 80)).text(.now)
        #expect(text.hasSuffix("Alert        Yellow warning of wind and 1 more · `alerts`"))
    }
}
