import Testing

@testable import WeatherCore

/// The screen model the SVG pictures are drawn from: it must end as a terminal would, from the
/// escapes wxsh writes.
@Suite struct TerminalScreenTests {
    /// The screen's rows as plain text, trailing spaces dropped.
    func text(_ screen: TerminalScreen) -> [String] {
        screen.lines.map { row in
            var line = String(row.filter { !$0.continuation }.map { $0.character ?? " " })
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    @Test func coloursLineEndsAndScrollingLandWhereATerminalPutsThem() {
        var screen = TerminalScreen(columns: 10, rows: 3)
        screen.feed("\u{1B}[1;36mone\u{1B}[0m\r\ntwo\r\nthree\r\nfour")
        #expect(text(screen) == ["two", "three", "four"])
        screen = TerminalScreen(columns: 10, rows: 3)
        screen.feed("\u{1B}[1;36mab\u{1B}[38;5;208mc\u{1B}[38;2;1;2;3md\u{1B}[0me")
        let styles = screen.lines[0].prefix(5).map(\.style)
        #expect(styles[0].attributes == [.bold] && styles[0].foreground == .indexed(6))
        #expect(styles[2].foreground == .indexed(208) && styles[2].attributes == [.bold])
        #expect(styles[3].foreground == .rgb(1, 2, 3))
        #expect(styles[4] == TerminalScreen.Style())
    }

    @Test func aProgressLineIsOverwrittenAndErasedAndLongLinesWrap() {
        var screen = TerminalScreen(columns: 8, rows: 3)
        screen.feed("⠋ fetching\r\u{1B}[Kdone\r\n0123456789")
        #expect(text(screen) == ["done", "01234567", "89"])
        screen.feed("\u{1B}[2J\u{1B}[1;3Hx\u{1B}]0;title\u{7}\u{1B}_Gf=100;AAAA\u{1B}\\y")
        #expect(text(screen) == ["  xy", "", ""])
    }

    @Test func wideCharactersTakeTwoColumns() {
        var screen = TerminalScreen(columns: 6, rows: 2)
        screen.feed("🌧️ a東b")
        #expect(text(screen) == ["🌧️ a東", "b"])
    }

    @Test func theStillPictureEscapesTextAndDrawsEachLineOnce() {
        let svg = SVGCast.still("a & <b> \"c\" 'd'\n\u{1B}[41mred\u{1B}[0m\na & <b> \"c\" 'd'\n", columns: 40, title: "T & <t>")
        #expect(svg.contains("<title>T &amp; &lt;t&gt;</title>"))
        #expect(svg.contains("a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;"))
        #expect(svg.components(separatedBy: "&quot;c&quot;").count == 2, "the repeated line is defined once")
        #expect(svg.components(separatedBy: "<use ").count == 4, "and used three times")
        #expect(svg.contains("fill=\"#cc0000\""), "the red background")
        #expect(!svg.contains("\u{1B}"))
    }

    @Test func aStillPictureKeepsALineWiderThanTheScreenWrappedNotScrolledOff() {
        let svg = SVGCast.still("first\n" + String(repeating: "x", count: 50) + "\nlast", columns: 40, title: nil)
        #expect(svg.contains(">first</tspan>") && svg.contains(">last</tspan>"))
        #expect(svg.contains("height=\"92\""), "4 rows of 18 pixels and the margins")
    }

    /// Emoji fonts draw only emoji: `#`, digits and a keycap's digit alone stay in the text's font.
    @Test func onlyEmojiAreDrawnFromAnEmojiFont() {
        let svg = SVGCast.still("# 12 🌧️ rain ☀️ 7° 🌙\n", columns: 40, title: nil)
        for emoji in ["🌧️", "☀️", "🌙"] {
            #expect(svg.contains("class=\"e\">\(emoji)</tspan>"), "\(emoji) is not drawn as an emoji: \(svg)")
        }
        #expect(svg.contains("<tspan x=\"0\"># 12 </tspan>"), "\(svg)")
        #expect(svg.components(separatedBy: "class=\"e\"").count == 4, "\(svg)")
        let textRule = svg.components(separatedBy: "text{font-family:")[1].prefix { $0 != "}" }
        #expect(!textRule.contains("Emoji") && textRule.contains("font-variant-emoji:text"))
        #expect(SVGCast.isEmoji("🌧") && SVGCast.isEmoji("🌧️") && SVGCast.isEmoji("☀️") && SVGCast.isEmoji("1️⃣"))
        #expect(!SVGCast.isEmoji("1") && !SVGCast.isEmoji("#") && !SVGCast.isEmoji("☀") && !SVGCast.isEmoji("°"))
    }

    /// A light theme: dark text on near-white, and the ANSI white drawn as a grey that reads on it.
    @Test func aLightLookAndAFontSize() {
        let look = SVGCast.Look(theme: .light, fontSize: 28)
        let svg = SVGCast.still("\u{1B}[37mwhite\u{1B}[0m \u{1B}[2mdim\u{1B}[0m\n", columns: 40, title: nil, look: look)
        #expect(svg.contains("fill=\"#fbfbf8\"") && svg.contains("fill:#2e3436") && svg.contains("font-size:28px"))
        #expect(svg.contains("fill=\"#555753\">white") && svg.contains("class=\"d\">dim") && svg.contains(".d{opacity:0.8}"))
        // 40 columns of 16.8 px, one row of 36 px, a 20-pixel margin.
        #expect(svg.contains("width=\"712\" height=\"76\""), "\(svg.prefix(400))")
    }

    @Test func theAnimationHasAStopAtEachFrameAndKeepsTheGapsUpToTheIdleLimit() {
        let svg = SVGCast.animated(
            events: [(0.5, "one\r\n"), (1.0, "two\r\n"), (9.0, "three\r\n"), (9.0, "")], columns: 40, rows: 5, title: nil, idleLimit: 2)
        #expect(svg.contains("data-time=\"0\"") && svg.contains("data-time=\"0.5\"") && svg.contains("data-time=\"2.5\""))
        // 2.5 s of frames and 3 s on the last: stops at 0, 0.5/5.5 and 2.5/5.5.
        #expect(svg.contains("@keyframes play{0%{transform:translateX(0px)}9.091%{transform:translateX(-356px)}45.455%"))
        #expect(svg.contains("animation:play 5.5s steps(1,end) infinite"))
        #expect(svg.components(separatedBy: "class=\"frame\"").count == 4)
    }
}
