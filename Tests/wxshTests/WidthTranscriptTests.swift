import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Every view at 40, 80 and 160 columns: no line wider than the width, and the pictures there.
@Suite struct WidthTranscriptTests {
    let home = TemporaryHome()
    static let views =
        "city; now; hourly; hourly compact; forecast; pollution; alerts; day 1; day 2; day 8; status; help; "
        + "help tab; help alerts; search Paris; map; map wider; places add; places; units imperial; now; forecast; units metric; "
        + "app finance; help; app weather"

    @Test(arguments: [40, 80, 160, 200])
    func noLineIsWiderThanTheWidth(width: Int) {
        let result = Run.wxsh(["--offline", "-c", Self.views], environment: home.environment(["COLUMNS": "\(width)"]))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 200)
        for line in lines { #expect(TextWidth.of(String(line)) <= width, "\(width): \(line)") }
        #expect(result.stdout.contains("┤") && result.stdout.contains("━") && result.stdout.contains("Yellow warning of wind"))
    }

    @Test func theDoneWhenCommands() {
        for width in [40, 80, 160] {
            let env = home.environment(["COLUMNS": "\(width)"])
            let hourly = Run.wxsh(["--offline", "-c", "tab hourly"], environment: env).stdout
            #expect(hourly.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no Braille at \(width)")
            #expect(hourly.contains("▁") && hourly.contains("█"))
            let forecast = Run.wxsh(["--offline", "-c", "tab forecast"], environment: env).stdout
            #expect(forecast.split(separator: "\n").filter { $0.contains("━") }.count == 8)
            let alerts = Run.wxsh(["--offline", "-c", "alerts"], environment: env).stdout
            let words = alerts.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            #expect(words.contains("Some short term loss of power and other services is possible"))
        }
    }

    @Test func chartsOffIsRememberedAcrossRuns() throws {
        let env = home.environment(["COLUMNS": "80"])
        let off = Run.wxsh(["--offline", "-c", "charts off"], environment: env)
        #expect(off.status == 0 && off.stdout == "charts: off\n" && off.stderr == "", "confirmed in one line")
        let state = try String(contentsOf: home.state.appendingPathComponent("wxsh/state.json"), encoding: .utf8)
        #expect(state.contains(#""charts" : false"#))
        let plain = Run.wxsh(["--offline", "-c", "charts; hourly; forecast"], environment: env)
        #expect(plain.stdout.hasPrefix("charts: off\n"))
        #expect(!plain.stdout.contains("┤") && !plain.stdout.contains("━"))
        let drawn = Run.wxsh(["--offline", "-c", "charts on; hourly"], environment: env)
        #expect(drawn.stdout.contains("┤"))
    }
}
