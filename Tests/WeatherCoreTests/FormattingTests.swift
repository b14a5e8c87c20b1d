import Foundation
import Testing

@testable import WeatherCore

@Suite struct FormattingTests {
    @Test(arguments: [
        (0.0 as Double, "N"), (11.24, "N"), (11.25, "NNE"), (45.0, "NE"), (90.0, "E"), (135.0, "SE"), (180.0, "S"),
        (202.5, "SSW"), (230.0, "SW"), (247.5, "WSW"), (270.0, "W"), (315.0, "NW"), (348.74, "NNW"),
        (348.75, "N"), (360.0, "N"), (-22.5, "NNW"), (810.0, "E")
    ])
    func sixteenPointCompass(degrees: Double, point: String) {
        #expect(Compass.point(degrees: degrees) == point)
    }

    @Test func unitConversions() {
        #expect(Units.metric.temperature(celsius: 0) == 0)
        #expect(abs(Units.imperial.temperature(celsius: 100) - 212) < 1e-9)
        #expect(Units.standard.temperature(celsius: -273.15) == 0)
        #expect(abs(Units.imperial.speed(0.44704) - 1) < 1e-12)
        #expect(Units.metric.speed(3) == 3)
        #expect(abs(Units.imperial.distance(1609.344) - 1) < 1e-12)
        for units in Units.allCases {
            #expect(abs(units.celsius(units.temperature(celsius: 8.06)) - 8.06) < 1e-9)
            #expect(abs(units.metresPerSecond(units.speed(4.63)) - 4.63) < 1e-12)
        }
    }

    @Test func fixedDecimalsNeverShowMinusZero() {
        #expect(Measure.fixed(-0.04, decimals: 1) == "0.0")
        #expect(Measure.fixed(-0.4, decimals: 0) == "0")
        #expect(Measure.fixed(2.25, decimals: 1) == "2.3")
        #expect(Measure.fixed(-2.25, decimals: 1) == "-2.3")
        #expect(Measure.fixed(1009, decimals: 0) == "1009")
        #expect(Measure.fixed(.nan, decimals: 1) == "—")
        #expect(Measure.trimmed(50, decimals: 2) == "50")
        #expect(Measure.clean(281.21 - 273.15) == 8.06)
    }

    @Test func localTimeFollowsTheZoneAcrossDaylightSaving() {
        let london = LocalTime(zoneIdentifier: "Europe/London", fallbackOffset: 0)
        #expect(london.iso8601(1_679_779_619) == "2023-03-25T21:26:59+00:00")
        #expect(london.iso8601(1_679_792_400) == "2023-03-26T02:00:00+01:00")  // 01:00 UTC, after the change
        #expect(london.date(1_679_779_619) == "Sat 25 Mar 2023")
        // Without the zone database's abbreviations, the offset is named from UTC.
        #expect(london.zoneName(1_679_792_400) == "UTC+1")
        let kolkata = LocalTime(zoneIdentifier: "Asia/Kolkata", fallbackOffset: 0)
        #expect(kolkata.zoneName(0) == "UTC+5:30")
        #expect(kolkata.time(0) == "05:30")
        // An unknown zone name falls back to the response's offset.
        let unknown = LocalTime(zoneIdentifier: "Nowhere/Special", fallbackOffset: -18000)
        #expect(unknown.iso8601(0) == "1969-12-31T19:00:00-05:00")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: 20_700).iso8601(0) == "1970-01-01T05:45:00+05:45")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: -34_200).iso8601(-62_135_596_800) == "0000-12-31T14:30:00-09:30")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: 0).iso8601(253_402_300_800) == "10000-01-01T00:00:00+00:00")
        #expect(unknown.shortDate(0) == "Wed 31 Dec")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: 0).isoDate(951_782_400) == "2000-02-29")
    }

    @Test func displayWidthCountsWideGlyphs() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("☀️") == 2)
        #expect(TextWidth.of("🌧️") == 2)
        #expect(TextWidth.of("⛅") == 2)
        #expect(TextWidth.of("東京") == 4)
        #expect(TextWidth.of("Zürich") == 6)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.padRight("☀️", to: 4) == "☀️  ")
        #expect(TextWidth.truncate("Overcast clouds", to: 8) == "Overcas…")
        #expect(TextWidth.truncate("東京東京", to: 5) == "東京…")
    }

    @Test func everyIconCodeHasAGlyph() {
        for group in ["01", "02", "03", "04", "09", "10", "11", "13", "50"] {
            for suffix in ["d", "n"] {
                let unicode = WeatherIcon.glyph(group + suffix, unicode: true)
                let ascii = WeatherIcon.glyph(group + suffix, unicode: false)
                #expect(TextWidth.of(unicode) == 2, "\(group)\(suffix)")
                #expect(ascii.unicodeScalars.allSatisfy(\.isASCII) && ascii != "?", "\(group)\(suffix)")
                #expect(TextWidth.of(ascii) <= WeatherIcon.slotWidth(unicode: false))
            }
        }
        #expect(WeatherIcon.glyph("01d", unicode: true) != WeatherIcon.glyph("01n", unicode: true))
        #expect(WeatherIcon.url("10d") == "https://openweathermap.org/img/wn/10d@2x.png")
    }

    @Test func airQualityNames() {
        #expect((1...5).map(AirQuality.label) == ["Good", "Fair", "Moderate", "Poor", "Very Poor"])
        #expect(AirQuality.label(0) == "Unknown")
    }

    @Test func terminalSafetyNeutralisesEscapes() {
        let evil = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}1m\u{202E}txt"
        let safe = TerminalSafety.sanitize(evil)
        #expect(safe == "Evil^[[2J^[]0;pwned^G<U+009B>1m<U+202E>txt")
        #expect(!safe.unicodeScalars.contains { TerminalSafety.isUnsafe($0) })
        #expect(JSONValue.string(evil).serialized == #""Evil[2J]0;pwned1mtxt""#, "left out: `jq -r` would decode an escape")
        #expect(JSONValue.string("a\r\nb\tc\u{0}").serialized == #""a\nb\tc""#)
        #expect(TerminalSafety.sanitize("Zürich 東京") == "Zürich 東京")
    }

    @Test func jsonWriterKeepsOrderAndShortestNumbers() {
        let value = JSONValue.object([
            ("b", .number(1.5)), ("a", .int(2)), ("c", .array([.null, .bool(true), .number(3)])),
            ("d", .string("q\"\\\n")), ("e", .number(.infinity))
        ])
        #expect(value.serialized == #"{"b":1.5,"a":2,"c":[null,true,3],"d":"q\"\\\n","e":null}"#)
    }
}
