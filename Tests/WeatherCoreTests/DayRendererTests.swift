import Foundation
import Testing
import WXTestSupport

@testable import CoreProviders
@testable import WeatherCore

/// `day N`, the detail of one forecast day, compared whole with the files in `Golden/day/`
/// (`RECORD_GOLDEN=1 swift test` rewrites them), and its edge cases.
@Suite struct DayRendererTests {
    static let goldenDays = [1, 2, 8]

    static func renderer(_ data: WeatherData, _ units: Units = .metric, width: Int = 80, unicode: Bool = true) -> DayRenderer {
        DayRenderer(
            data: data, units: units, style: RenderStyle(width: width, color: false, unicode: unicode, zoneNames: Fixtures.londonZoneNames))
    }

    static func object(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.serialized.utf8)) as? [String: Any])
    }

    func expectGolden(_ text: String, _ name: String) {
        if let difference = Golden.check(text + "\n", name: "day/\(name)", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    // MARK: - Goldens

    @Test(arguments: goldenDays)
    func textAtBothWidthsAndUnits(day: Int) throws {
        let data = try Fixtures.london()
        for width in [80, 40] {
            for units in [Units.metric, .imperial] {
                let text = Self.renderer(data, units, width: width).text(day: day)
                expectGolden(text, "day\(day)-\(units.rawValue)-\(width).txt")
            }
        }
    }

    @Test(arguments: [1, 2])
    func json(day: Int) throws {
        let data = try Fixtures.london()
        for units in Units.allCases {
            let line = Self.renderer(data, units).json(day: day).serialized
            #expect(!line.contains("\n"))
            expectGolden(line, "day\(day)-\(units.rawValue).json")
        }
    }

    @Test func asciiFallbackWhenTheLocaleIsNotUTF8() throws {
        let text = Self.renderer(try Fixtures.london(), width: 80, unicode: false).text(day: 2)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(text, "day2-ascii-80.txt")
    }

    @Test func everyLineFitsAtEveryWidthUnitsAndDay() throws {
        let data = try Fixtures.london()
        for width in [40, 41, 57, 80] {
            for units in Units.allCases {
                for unicode in [true, false] {
                    for day in 1...8 {
                        let text = Self.renderer(data, units, width: width, unicode: unicode).text(day: day)
                        for line in text.split(separator: "\n") {
                            #expect(TextWidth.of(String(line)) <= width, "day \(day), \(units), \(width): \(line)")
                        }
                    }
                }
            }
        }
    }

    @Test func aNarrowTerminalShortensFeelsLikeRatherThanCuttingDigits() throws {
        var data = try Fixtures.london()
        data.forecast.days[0].temperatures.morning = 250 - 273.15
        data.forecast.days[0].feelsLike?.morning = 240 - 273.15
        #expect(Self.renderer(data, width: 80).text(day: 1).contains("\nMorning      -23.1 °C, feels like -33.1 °C\n"))
        let narrow = Self.renderer(data, width: 40).text(day: 1)
        #expect(narrow.contains("\nMorning      -23.1 °C, feels -33.1 °C\n"))
        #expect(narrow.contains("\nDay          11.8 °C, feels like 11.3 °C\n"))
    }

    // MARK: - Moon

    @Test(
        arguments: [
            (0.0, MoonPhase.newMoon), (1.0, .newMoon), (0.0169, .newMoon), (0.017, .waxingCrescent),
            (0.2330, .waxingCrescent), (0.2331, .firstQuarter), (0.25, .firstQuarter), (0.2669, .firstQuarter),
            (0.267, .waxingGibbous), (0.4830, .waxingGibbous), (0.4831, .fullMoon), (0.5, .fullMoon),
            (0.5169, .fullMoon), (0.517, .waningGibbous), (0.7330, .waningGibbous), (0.7331, .lastQuarter),
            (0.75, .lastQuarter), (0.7669, .lastQuarter), (0.767, .waningCrescent), (0.9830, .waningCrescent),
            (0.9831, .newMoon), (1.25, .firstQuarter), (-0.25, .lastQuarter)
        ] as [(Double, MoonPhase)])
    func moonPhaseNamesChangeAtTheBandEdges(fraction: Double, phase: MoonPhase) {
        #expect(MoonPhase(fraction: fraction) == phase)
    }

    @Test func aMoonPhaseThatIsNotANumberHasNoName() {
        #expect(MoonPhase(fraction: .nan) == nil)
        #expect(MoonPhase(fraction: .infinity) == nil)
    }

    @Test func theBundledDaysNameTheirMoonPhases() throws {
        let data = try Fixtures.london()
        let names = try (1...8).map { day in try Self.object(Self.renderer(data).json(day: day))["moon_phase_name"] as? String }
        #expect(
            names == [
                "waxing crescent", "waxing crescent", "waxing crescent", "waxing crescent",
                "first quarter", "waxing gibbous", "waxing gibbous", "waxing gibbous"
            ])
        #expect(Self.renderer(data).text(day: 5).contains("\nMoon phase   First quarter\n"))
    }

    @Test func aMoonriseOrMoonsetOfZeroIsNoneThatDay() throws {
        var data = try Fixtures.london()
        data.forecast.days[0].moonrise = 0
        let renderer = Self.renderer(data)
        let first = renderer.text(day: 1)
        #expect(first.contains("\nMoonrise     none that day\n"))
        #expect(!first.contains("00:00\n") && !first.contains("1970"))
        // The bundled data has no moonset on Sunday 26 March.
        #expect(renderer.text(day: 2).contains("\nMoonset      none that day\n"))
        let one = try Self.object(renderer.json(day: 1))
        let two = try Self.object(renderer.json(day: 2))
        #expect(one["moonrise"] is NSNull)
        #expect(one["moonset"] as? String == "2023-03-25T23:34:49+00:00")
        #expect(two["moonset"] is NSNull)
        #expect(two["moonrise"] as? String == "2023-03-26T08:42:03+01:00")
    }

    // MARK: - Local time

    @Test func hoursAreThoseOfTheDaysLocalDateAcrossTheClockChange() throws {
        let renderer = Self.renderer(try Fixtures.london())
        let counts = try (1...8).map { day in (try Self.object(renderer.json(day: day))["hours"] as? [Any])?.count }
        // 21:00 to 23:00 GMT on Saturday; Sunday loses 01:00 to summer time; Monday ends at 21:00 BST.
        #expect(counts == [3, 23, 22, 0, 0, 0, 0, 0])
        let sunday = try #require(try Self.object(renderer.json(day: 2))["hours"] as? [[String: Any]])
        let times = sunday.compactMap { $0["time"] as? String }
        #expect(times.allSatisfy { $0.hasPrefix("2023-03-26T") })
        #expect(times.prefix(2) == ["2023-03-26T00:00:00+00:00", "2023-03-26T02:00:00+01:00"])
        #expect(times.last == "2023-03-26T23:00:00+01:00")
        let text = renderer.text(day: 2)
        #expect(text.contains("\n  00:00  ") && text.contains("\n  02:00  ") && !text.contains("\n  01:00  "))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.dropFirst(4).hasPrefix(":") }
        #expect(rows.count == 23)
    }

    @Test func aDayBeyondTheHourlyForecastSaysSoInOneLine() throws {
        let text = Self.renderer(try Fixtures.london()).text(day: 8)
        #expect(text.hasSuffix("\nNo hourly forecast this far ahead."))
        #expect(!text.contains("Hour by hour"))
    }

    @Test func theDateAndTitleAreTheDaysOwn() throws {
        let renderer = Self.renderer(try Fixtures.london())
        #expect(renderer.text(day: 2).hasPrefix("London, England, GB · Day 2 · Sun 26 Mar\n"))
        #expect(try Self.object(renderer.json(day: 8))["date"] as? String == "2023-04-01")
    }

    // MARK: - Missing and out of range

    @Test func aDayWithEveryOptionalFieldAbsentShowsDashesAndNulls() throws {
        var data = try Fixtures.london()
        data.forecast.days = [OneCall.Daily(dt: 1_679_745_600, temp: OneCall.Temperatures(day: 284.94, min: 278.57, max: 285.78))]
            .map { $0.day(Units.standard.celsius, { $0 }) }
        let renderer = Self.renderer(data, width: 40)
        let text = renderer.text(day: 1)
        for row in [
            "Morning      —", "Evening      —", "Night        —", "Sunrise      —", "Moonrise     —", "Moonset      —",
            "Moon phase   —", "Wind         —", "Humidity     —", "Pressure     —", "Dew point    —",
            "UV index     —", "Clouds       —", "Chance       —", "Rain         —", "Snow         —"
        ] {
            #expect(text.contains("\n\(row)\n"), "\(row)")
        }
        #expect(text.contains("\nDay          11.8 °C\n"))
        let object = try Self.object(renderer.json(day: 1))
        for key in [
            "summary", "sunrise", "sunset", "moonrise", "moonset", "moon_phase", "moon_phase_name", "wind_speed",
            "wind_gust", "wind_deg", "wind_direction", "humidity", "pressure", "dew_point", "uvi", "clouds",
            "pop", "rain", "snow", "conditions", "icon"
        ] {
            #expect(object[key] is NSNull, "\(key)")
        }
        let temperatures = try #require(object["temperatures"] as? [String: Any])
        #expect(temperatures["morning"] is NSNull && temperatures["high"] as? Double == 12.63)
        let feels = try #require(object["feels_like"] as? [String: Any])
        #expect(["morning", "day", "evening", "night"].allSatisfy { feels[$0] is NSNull })
    }

    @Test func jsonHasEveryKeyInOrder() throws {
        let line = Self.renderer(try Fixtures.london()).json(day: 3).serialized
        var rest = Substring(line)
        for key in [
            "view", "day", "units", "place", "timezone", "source", "date", "summary", "temperatures", "feels_like",
            "sunrise", "sunset", "moonrise", "moonset", "moon_phase", "moon_phase_name", "wind_speed", "wind_gust",
            "wind_deg", "wind_direction", "humidity", "pressure", "dew_point", "uvi", "clouds", "pop", "rain",
            "snow", "conditions", "icon", "hours"
        ] {
            let range = try #require(rest.range(of: "\"\(key)\":"), "\(key)")
            rest = rest[range.upperBound...]
        }
        #expect(line.hasPrefix(#"{"view":"day","day":3,"units":"metric","#))
        #expect(line.contains(#""rain":7.94,"snow":0.44,"#))
    }

    @Test(arguments: [0, 9, -1, Int.min, Int.max])
    func aDayOutOfRangeIsOneLineNotACrash(day: Int) throws {
        let renderer = Self.renderer(try Fixtures.london())
        let text = renderer.text(day: day)
        #expect(text == "No day \(day) in this forecast: it has days 1 to 8.")
        #expect(renderer.json(day: day) == .object([("view", .string("day")), ("day", .int(day)), ("error", .string("no such day"))]))
    }

    @Test func aForecastWithFewerDaysHasNoDayBeyondThem() throws {
        var data = try Fixtures.london()
        data.forecast.days = Array(data.forecast.days.prefix(3))
        #expect(Self.renderer(data).text(day: 4) == "No day 4 in this forecast: it has days 1 to 3.")
        data.forecast.days = []
        #expect(Self.renderer(data).text(day: 1) == "No daily forecast in this data.")
        data = try Fixtures.london()
        data.forecast.hours = []
        #expect(Self.renderer(data).text(day: 1).hasSuffix("\nNo hourly forecast in this data."))
    }

    @Test func aHostileSummaryIsPrintedInert() throws {
        var data = try Fixtures.london()
        data.forecast.days[0].summary = "Rain\u{1B}[2J later"
        let text = Self.renderer(data).text(day: 1)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\nRain^[[2J later\n"))
    }
}
