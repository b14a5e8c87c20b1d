import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

@Suite struct PaletteTests {
    @Test func theTemperatureScaleRunsFromBlueThroughGreenToRed() {
        let cold = Palette.temperature(celsius: -15)
        let freezing = Palette.temperature(celsius: 0)
        let mild = Palette.temperature(celsius: 17)
        let hot = Palette.temperature(celsius: 35)
        #expect(cold == freezing && cold.blue > cold.red && cold.blue > cold.green)
        #expect(mild.green > mild.red && mild.green > mild.blue)
        #expect(hot == Palette.temperature(celsius: 30) && hot.red > hot.green && hot.red > hot.blue)
        // Between stops the colour moves smoothly.
        let a = Palette.temperature(celsius: 20)
        let b = Palette.temperature(celsius: 20.5)
        #expect(abs(Int(a.red) - Int(b.red)) < 20)
    }

    @Test func neverPureWhiteOrBlack() {
        var colours = stride(from: -20.0, through: 40, by: 0.5).map { Palette.temperature(celsius: $0) }
        colours += (1...5).compactMap(Palette.aqi) + [Palette.alert]
        for colour in colours {
            let sum = Int(colour.red) + Int(colour.green) + Int(colour.blue)
            #expect(sum > 120 && sum < 650, "\(colour)")
            let index = Palette.ansi256(colour)
            #expect(index >= 16 && index <= 231 && index != 16 && index != 231)
        }
    }

    @Test func aqiLevelsEachHaveTheirColour() {
        let colours = (1...5).compactMap(Palette.aqi)
        #expect(Set(colours.map(Palette.ansi256)).count == 5)
        #expect(Palette.aqi(0) == nil && Palette.aqi(6) == nil)
    }

    @Test func escapesIn256ColoursAnd24Bit() {
        let colour = Palette.Colour(215, 55, 50)
        #expect(Palette.foreground(colour, truecolor: true) == "\u{1B}[38;2;215;55;50m")
        #expect(Palette.foreground(colour, truecolor: false) == "\u{1B}[38;5;167m")
        #expect(Palette.ansi256(Palette.Colour(0, 95, 255)) == 16 + 6 + 5)
    }

    @Test func styleColoursOnlyWhenColourIsOn() {
        let off = RenderStyle(color: false)
        let on = RenderStyle(color: true)
        let deep = RenderStyle(color: true, truecolor: true)
        #expect(off.temperature("8 °C", celsius: 8) == "8 °C")
        #expect(on.temperature("8 °C", celsius: 8).hasPrefix("\u{1B}[38;5;"))
        #expect(deep.temperature("8 °C", celsius: 8).hasPrefix("\u{1B}[38;2;"))
        #expect(deep.temperature("-", celsius: nil) == "-")
        #expect(on.alert("Storm") == "\u{1B}[38;5;167mStorm\u{1B}[0m")
    }

    @Test func aColdDayAndAHotDayDifferIn24BitColour() throws {
        var data = try Fixtures.london()
        let style = RenderStyle(width: 80, color: true, truecolor: true)
        let cold = TabRenderer(data: data, units: .metric, style: style).text(.city)
        data.forecast.current?.temperature = 33
        let hot = TabRenderer(data: data, units: .metric, style: style).text(.city)
        func escapes(_ text: String) -> [String] { text.matches(of: /\x1B\[38;2;[0-9;]+m/).map { String($0.0) } }
        #expect(!escapes(cold).isEmpty && !escapes(hot).isEmpty && escapes(cold) != escapes(hot))
    }

    @Test func coloursTakeNoColumns() {
        let painted = RenderStyle(color: true).temperature("12°", celsius: 12)
        #expect(TextWidth.of(painted) == 3)
        #expect(TextWidth.padLeft(painted, to: 5).hasPrefix("  \u{1B}"))
        let cut = TextWidth.truncate(RenderStyle(color: true).alert("Yellow warning of wind"), to: 8)
        #expect(TextWidth.of(cut) == 8 && cut.hasSuffix("…\u{1B}[0m"))
    }
}
