import Testing

@testable import WeatherCore

@Suite struct TextWrapTests {
    @Test func wrapsBetweenWords() {
        #expect(TextWrap.lines("Light intensity drizzle", width: 15) == ["Light intensity", "drizzle"])
        #expect(TextWrap.lines("Clear sky", width: 15) == ["Clear sky"])
        #expect(TextWrap.lines("", width: 5) == [""])
    }

    @Test func aWordLongerThanTheColumnIsBrokenAtTheWidth() {
        #expect(TextWrap.lines("see /usr/local/share/wxsh", width: 8) == ["see", "/usr/loc", "al/share", "/wxsh"])
    }

    @Test func wideCharactersCountTwo() {
        #expect(TextWrap.lines("東京 大阪 名古屋", width: 5) == ["東京", "大阪", "名古", "屋"])
    }

    @Test(arguments: [2, 3, 7, 12, 40])
    func noLineIsWiderThanTheColumn(width: Int) {
        let text = "Strong southwesterly winds may lead to some disruption 🌧️ 東京 to travel on Monday."
        for line in TextWrap.lines(text, width: width) { #expect(TextWidth.of(line) <= width, "\(line)") }
        #expect(TextWidth.of(TextWrap.fit(text, width: width)) <= width)
    }

    @Test func fitCutsAtAWordBoundary() {
        #expect(TextWrap.fit("Yellow warning of wind", width: 16) == "Yellow warning…")
        #expect(TextWrap.fit("Yellow warning of wind", width: 40) == "Yellow warning of wind")
        #expect(TextWrap.fit("Thunderstorm", width: 6) == "Thund…")
    }
}
