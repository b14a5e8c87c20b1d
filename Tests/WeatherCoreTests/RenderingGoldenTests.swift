import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Every tab, whole, in text and JSON, at 40, 80 and 160 columns, metric and imperial, compared with
/// the files in `Golden/`. `RECORD_GOLDEN=1 swift test` rewrites them after a deliberate change.
@Suite struct RenderingGoldenTests {
    static let widths = [80, 40, 160]
    static let units: [Units] = [.metric, .imperial]

    @Test(arguments: WeatherTab.allCases)
    func textAtEveryWidthAndUnits(tab: WeatherTab) throws {
        let data = try Fixtures.london()
        for width in Self.widths {
            for units in Self.units {
                let text = TabRenderer(
                    data: data, units: units,
                    style: RenderStyle(width: width, color: false, unicode: true, zoneNames: Fixtures.londonZoneNames)
                ).text(tab)
                let name = "\(tab.rawValue)-\(units.rawValue)-\(width).txt"
                if let difference = Golden.check(text + "\n", name: name, folder: Fixtures.goldenFolder) {
                    Issue.record(Comment(rawValue: difference))
                }
                for line in text.split(separator: "\n") {
                    #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)")
                }
            }
        }
    }

    @Test(arguments: WeatherTab.allCases)
    func json(tab: WeatherTab) throws {
        let data = try Fixtures.london()
        for units in Units.allCases {
            let line = TabRenderer(data: data, units: units, style: RenderStyle(zoneNames: Fixtures.londonZoneNames)).json(tab).serialized
            #expect(!line.contains("\n"))
            if let difference = Golden.check(line + "\n", name: "\(tab.rawValue)-\(units.rawValue).json", folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    @Test func asciiFallbackWhenTheLocaleIsNotUTF8() throws {
        let data = try Fixtures.london()
        for tab in [WeatherTab.hourly, .pollution] {
            let text = TabRenderer(
                data: data, units: .metric, style: RenderStyle(width: 80, color: false, unicode: false, zoneNames: Fixtures.londonZoneNames)
            ).text(tab)
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII || $0 == "—" || $0 == "·" || $0 == "…" })
            if let difference = Golden.check(text + "\n", name: "\(tab.rawValue)-ascii-80.txt", folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    @Test func colourOnlyWhenAsked() throws {
        let data = try Fixtures.london()
        let plain = TabRenderer(data: data, units: .metric, style: RenderStyle(color: false)).text(.pollution)
        let coloured = TabRenderer(data: data, units: .metric, style: RenderStyle(color: true)).text(.pollution)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[38;5;178m2 Fair\u{1B}[0m"))
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test(arguments: WeatherTab.allCases)
    func colourGoldensAreThePlainTextPainted(tab: WeatherTab) throws {
        let data = try Fixtures.london()
        for width in Self.widths {
            let plain = TabRenderer(
                data: data, units: .metric, style: RenderStyle(width: width, color: false, zoneNames: Fixtures.londonZoneNames)
            ).text(tab)
            let coloured = TabRenderer(
                data: data, units: .metric, style: RenderStyle(width: width, color: true, zoneNames: Fixtures.londonZoneNames)
            ).text(tab)
            let name = "colour/\(tab.rawValue)-metric-\(width).txt"
            if let difference = Golden.check(coloured + "\n", name: name, folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
            #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain, "\(name)")
            for line in coloured.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= width, "\(name): \(line)") }
        }
        let truecolor = TabRenderer(
            data: data, units: .metric, style: RenderStyle(width: 80, color: true, truecolor: true, zoneNames: Fixtures.londonZoneNames)
        ).text(tab)
        if let difference = Golden.check(
            truecolor + "\n", name: "colour/\(tab.rawValue)-metric-80-truecolor.txt", folder: Fixtures.goldenFolder)
        {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func jsonHasEveryKeyTheInterfaceLists() throws {
        let data = try Fixtures.london()
        let always = ["tab", "units", "place", "timezone", "source"]
        let city = ["time", "temperature", "humidity", "pressure", "conditions", "icon", "icon_url"]
        let expected: [WeatherTab: [String]] = [
            .city: city,
            .now: city + [
                "feels_like", "high", "low", "wind_speed", "wind_deg", "wind_direction", "visibility", "uvi", "dew_point", "clouds",
                "sunrise", "sunset"
            ],
            .hourly: ["hours"],
            .forecast: ["days"],
            .pollution: ["temperature", "conditions", "icon", "high", "low", "feels_like", "aqi", "aqi_label", "components"]
        ]
        for tab in WeatherTab.allCases {
            let object = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(TabRenderer(data: data, units: .metric, style: RenderStyle()).json(tab).serialized.utf8)) as? [String: Any])
            for key in always + expected[tab]! {
                #expect(object[key] != nil && !(object[key] is NSNull), "\(tab): \(key)")
            }
        }
    }

    @Test func aHostilePlaceNameIsPrintedInert() throws {
        var data = try Fixtures.london()
        data.place.name = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}"
        let text = TabRenderer(data: data, units: .metric, style: RenderStyle()).text(.city)
        #expect(text.hasPrefix("Evil^[[2J^[]0;pwned^G, England, GB\n"))
        let json = TabRenderer(data: data, units: .metric, style: RenderStyle()).json(.city).serialized
        #expect(json.contains(#""name":"Evil[2J]0;pwned""#), "control characters left out, not escaped")
        #expect(!text.contains("\u{1B}") && !json.contains("\u{1B}"))
    }

    @Test func missingPartsAreSaidNotCrashed() throws {
        var data = try Fixtures.london()
        data.forecast.current = nil
        data.forecast.hours = []
        data.forecast.days = []
        data.air = nil
        let renderer = TabRenderer(data: data, units: .metric, style: RenderStyle())
        #expect(renderer.text(.city).contains("No current weather in this data."))
        #expect(renderer.text(.hourly).contains("No hourly forecast in this data."))
        #expect(renderer.text(.forecast).contains("No daily forecast in this data."))
        #expect(renderer.text(.pollution).contains("No air quality data for this place"))
        #expect(renderer.json(.pollution).serialized.contains(#""aqi":null"#))
    }
}

@Suite struct PresenterTests {
    let presenter = Presenter(style: RenderStyle(width: 80), now: 1_679_780_000, files: [("History", "/x/history")])

    @Test func helpListsEveryCommandAtEveryWidth() {
        for width in [40, 80] {
            let text = HelpText.text(topic: nil, style: RenderStyle(width: width))
            for info in CommandRegistry.commands(for: .weather) { #expect(text.contains(info.usage), "\(info.name) at \(width)") }
            for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= width, "\(line)") }
        }
    }

    @Test func helpGoldens() {
        for (topic, name) in [(nil, "help"), ("tab", "help-tab"), ("load", "help-load"), ("pollution", "help-pollution")]
            as [(String?, String)]
        {
            let text = HelpText.text(topic: topic, style: RenderStyle(width: 80))
            if let difference = Golden.check(text + "\n", name: "\(name).txt", folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
        }
        #expect(HelpText.json(topic: "quit").serialized.contains(#""aliases":["exit"]"#))
    }

    @Test func statusSaysSourceModeUnitsAndKeyButNeverTheKey() throws {
        var state = SessionState(data: try Fixtures.london(), keySet: true)
        state.mode = .offline
        let text = presenter.render(.status, state: state)
        #expect(text.contains("Source       bundled"))
        #expect(text.contains("Mode         offline"))
        #expect(text.contains("API key      set"))
        #expect(text.contains("History      /x/history"))
        state.format = .json
        let json = presenter.render(.status, state: state)
        #expect(json.hasPrefix(#"{"source":"bundled","fetched_at":null,"#))
        #expect(json.contains(#""mode":"offline","units":"metric","format":"json","key_set":true"#))
    }

    @Test func ageOfLoadedData() throws {
        var data = try Fixtures.london()
        data.source = .file
        data.fetchedAt = 1_679_780_000 - 125
        let text = presenter.render(.status, state: SessionState(data: data))
        #expect(text.contains("Fetched      2 min ago"))
    }
}
