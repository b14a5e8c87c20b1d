import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import WeatherCore

/// Every tab and a day from an Open-Meteo document, whole, in text and JSON, compared with the
/// files in `Golden/open-meteo/`.
@Suite struct OpenMeteoGoldenTests {
    /// Paris from the fixtures, as a fetch from Open-Meteo would leave it.
    static func paris() throws -> WeatherData {
        let decoder = JSONDecoder()
        let forecast = try decoder.decode(OpenMeteoForecast.self, from: Fixtures.data("Tests/Fixtures/open-meteo/forecast-paris.json"))
        let air = try decoder.decode(OpenMeteoAirQuality.self, from: Fixtures.data("Tests/Fixtures/open-meteo/air-quality-paris.json"))
        let place = Place(name: "Paris", country: "FR", state: "Île-de-France", lat: 48.8534, lon: 2.3488, timeZone: "Europe/Paris")
        return WeatherData(
            place: place, forecast: forecast.forecast(), air: air.airQuality(), source: .live,
            fetchedAt: 1_795_465_800, origin: "https://api.open-meteo.com/v1/forecast?latitude=48.8534&longitude=2.3488",
            provider: .openMeteo)
    }

    static var folder: URL { Fixtures.goldenFolder.appendingPathComponent("open-meteo") }

    func check(_ text: String, _ name: String) {
        if let difference = Golden.check(text + "\n", name: name, folder: Self.folder) { Issue.record(Comment(rawValue: difference)) }
    }

    @Test(arguments: WeatherTab.allCases)
    func everyTab(tab: WeatherTab) throws {
        let data = try Self.paris()
        for units in [Units.metric, .imperial] {
            let renderer = TabRenderer(
                data: data, units: units, style: RenderStyle(width: 80, color: false, unicode: true, zoneNames: Fixtures.parisZoneNames))
            check(renderer.text(tab), "\(tab.rawValue)-\(units.rawValue)-80.txt")
            check(renderer.json(tab).serialized, "\(tab.rawValue)-\(units.rawValue).json")
        }
    }

    @Test func dayTwo() throws {
        let renderer = DayRenderer(
            data: try Self.paris(), units: .metric,
            style: RenderStyle(width: 80, color: false, unicode: true, zoneNames: Fixtures.parisZoneNames))
        check(renderer.text(day: 2), "day2-metric-80.txt")
        check(renderer.json(day: 2).serialized, "day2-metric.json")
    }

    @Test func theNowTabNeverSaysThereAreNoAlerts() throws {
        let text = TabRenderer(data: try Self.paris(), units: .metric, style: RenderStyle(width: 80, color: false, unicode: true)).text(
            .now)
        #expect(text.hasSuffix("Alerts       Open-Meteo provides no weather alerts"))
    }

    /// `alerts` and the JSON `alerts` key never say "none" for a provider with no alerts feed.
    @Test func alertsNeverSayNoneForOpenMeteo() throws {
        let alerts = AlertsRenderer(data: try Self.paris(), units: .metric, style: RenderStyle(width: 80, color: false, unicode: true))
        // Wrapped to the width (it was one line of 90 columns at 80), never inside a code span.
        #expect(alerts.text() == "Open-Meteo provides no weather alerts; OpenWeather does, with a key (see\n`help provider`).")
        #expect(alerts.json().serialized.contains("\"alerts\":null"))
        let now = TabRenderer(data: try Self.paris(), units: .metric, style: RenderStyle(width: 80, color: false, unicode: true))
        #expect(now.json(.now).serialized.contains("\"alerts\":null"))
    }

    @Test func attributionEndsTextViewsAtATerminalOnly() throws {
        var state = SessionState(data: try Self.paris())
        let style = RenderStyle(width: 80, color: true, unicode: true)
        let terminal = Presenter(style: style, now: 1_795_465_900, outputIsTerminal: true)
        let pipe = Presenter(style: style, now: 1_795_465_900, outputIsTerminal: false)
        let line = style.dim("Weather data by Open-Meteo.com (CC BY 4.0)")
        #expect(terminal.render(.tab(.city), state: state).hasSuffix("\n" + line))
        #expect(terminal.render(.day(1), state: state).hasSuffix("\n" + line))
        #expect(!pipe.render(.tab(.city), state: state).contains("Open-Meteo.com"))
        state.format = .json
        #expect(!terminal.render(.tab(.city), state: state).contains("CC BY"), "JSON carries the provider instead")
        #expect(terminal.render(.tab(.city), state: state).contains(#""provider":"open-meteo""#))
        state.format = .text
        state.data = try Fixtures.london()
        #expect(!terminal.render(.tab(.city), state: state).contains("Open-Meteo"), "OpenWeather's data has no such line")
    }
}
