import Testing
import WXTestSupport

@testable import WeatherCore

/// The forecast tab's range bars on the week's common scale.
@Suite struct ForecastViewTests {
    func bars(width: Int, unicode: Bool = true) throws -> [String] {
        let text = TabRenderer(data: try Fixtures.london(), units: .metric, style: RenderStyle(width: width, unicode: unicode)).text(
            .forecast)
        let track: Character = unicode ? "─" : "."
        return text.split(separator: "\n").map(String.init).filter { $0.contains(track) && $0.contains("%") }
    }

    @Test(arguments: [40, 63, 64, 80, 160])
    func eightBarsOnOneScale(width: Int) throws {
        let rows = try bars(width: width)
        #expect(rows.count == 8)
        // Mon 27 Mar has the week's low (1°), Sat 1 Apr its high (14°).
        #expect(rows[2].contains("1° ━"))
        #expect(rows[7].contains("━ \u{20}14°"))
        // Every bar starts and ends in the same columns.
        let widths = Set(rows.map { TextWidth.of($0) })
        #expect(widths.count == 1)
        for row in rows { #expect(TextWidth.of(row) <= width, "\(row)") }
    }

    @Test func asciiBars() throws {
        let rows = try bars(width: 80, unicode: false)
        #expect(rows.count == 8)
        #expect(rows.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) && $0.contains("=") })
    }

    @Test func narrowPutsTheConditionsAboveTheBar() throws {
        let text = TabRenderer(data: try Fixtures.london(), units: .metric, style: RenderStyle(width: 40)).text(.forecast)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[4] == "Sun 26 Mar  🌦️  Light rain")
        #expect(lines[5].hasPrefix("     97%    5° "))
        #expect(lines[5].hasSuffix("  12°"))
    }
}
