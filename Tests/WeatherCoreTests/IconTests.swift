import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Issue 16's icons: wxsh's own ASCII art for every icon family by day and night, the `icons`
/// setting, and which picture each terminal gets.
@Suite struct IconTests {
    static let codes = ["01", "02", "03", "04", "09", "10", "11", "13", "50"].flatMap { [$0 + "d", $0 + "n"] }

    @Test func everyFamilyByDayAndNightHasFiveRowsOfAtMostThirteenASCIIColumns() {
        for code in Self.codes {
            let rows = ArtIcon.rows(code)
            #expect(rows.count == ArtIcon.height, "\(code)")
            for row in rows {
                #expect(
                    row.text.count <= ArtIcon.width && row.text.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 },
                    "\(code): \(row.text)")
            }
            #expect(rows.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }, "\(code) is blank")
        }
        // Clear and few clouds differ by day and night (sun, moon); the families differ from each other.
        #expect(ArtIcon.rows("01d").map(\.text) != ArtIcon.rows("01n").map(\.text))
        #expect(ArtIcon.rows("02d").map(\.text) != ArtIcon.rows("02n").map(\.text))
        #expect(Set(["01d", "03d", "09d", "10d", "11d", "13d", "50d"].map { ArtIcon.rows($0).map(\.text).joined() }).count == 7)
    }

    @Test func tintedWithoutBackgroundsWhenColourIsOn() {
        let plain = ArtIcon.lines("10d", style: RenderStyle(width: 80))
        let coloured = ArtIcon.lines("10d", style: RenderStyle(width: 80, color: true, truecolor: true))
        #expect(plain.allSatisfy { TextWidth.of($0) == ArtIcon.width })
        #expect(coloured.allSatisfy { TextWidth.of($0) == ArtIcon.width })
        #expect(coloured[0].hasPrefix("\u{1B}[38;2;225;175;30m"), "the sun in yellow: \(coloured[0].debugDescription)")
        #expect(coloured[3].hasPrefix("\u{1B}[38;2;60;120;220m"), "the rain in blue")
        #expect(!coloured.joined().contains("[48;"), "no background fills")
    }

    @Test func iconsSettingChoosesThePictureAndIsSaved() throws {
        var s = Session(state: SessionState(data: try Fixtures.london(), mode: .offline))
        #expect(s.handle(line: "icons") == [.render(.setting(name: "icons", value: "auto"))])
        #expect(s.handle(line: "icons emoji") == [.saveState, .render(.setting(name: "icons", value: "emoji"))])
        #expect(s.savedState.icons == .emoji)
        let text = Presenter(style: RenderStyle(width: 80), now: 0).render(.tab(.now), state: s.state)
        #expect(!text.contains("(___.__)"), "emoji shows no art")
        _ = s.handle(line: "icons art")
        #expect(Presenter(style: RenderStyle(width: 80), now: 0).render(.tab(.now), state: s.state).contains("(___.__)__)"))
        #expect(s.handle(line: "icons gif") == [.error("icons: `gif` is not one of auto, image, art, emoji")])
        var charts = s.state
        charts.charts = false
        #expect(
            !Presenter(style: RenderStyle(width: 80), now: 0).render(.tab(.now), state: charts).contains("(___.__)"), "charts off: no art")
    }

    @Test func autoAndImageGiveImagesOnlyWhereTheTerminalShowsThem() {
        #expect(IconChoice.auto.resolved(showsImages: true) == .image)
        #expect(IconChoice.auto.resolved(showsImages: false) == .art)
        #expect(IconChoice.image.resolved(showsImages: false) == .art)
        #expect(IconChoice.art.resolved(showsImages: true) == .art)
        #expect(IconChoice.emoji.resolved(showsImages: true) == .emoji)
    }

    @Test func whichTerminalsShowImages() {
        func kind(_ env: [String: String], terminal: Bool = true) -> InlineImage.TerminalProtocol? {
            InlineImage.terminalProtocol(environment: env, outputIsTerminal: terminal)
        }
        #expect(kind(["TERM": "xterm-kitty"]) == .kitty)
        #expect(kind(["TERM": "xterm-ghostty"]) == .kitty)
        #expect(kind(["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"]) == .kitty)
        #expect(kind(["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
        #expect(kind(["TERM_PROGRAM": "WezTerm"]) == .iTerm2)
        #expect(kind(["TERM": "xterm-256color"]) == nil)
        #expect(kind(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(kind(["TERM_PROGRAM": "iTerm.app", "STY": "123.pts-0"]) == nil)
        #expect(kind(["TERM": "xterm-kitty"], terminal: false) == nil)
    }

    @Test func escapesCarryThePNGInChunks() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 5000)
        let kitty = InlineImage.escape(png: png, protocol: .kitty, columns: 13, rows: 5)
        let encoded = png.base64EncodedString()
        #expect(encoded.count > 4096)
        #expect(
            kitty == "\u{1B}_Ga=T,f=100,c=13,r=5,q=2,m=1;\(encoded.prefix(4096))\u{1B}\\"
                + "\u{1B}_Gm=0;\(encoded.dropFirst(4096))\u{1B}\\\n")
        let iterm = InlineImage.escape(png: png, protocol: .iTerm2, columns: 13, rows: 5)
        #expect(iterm == "\u{1B}]1337;File=inline=1;size=\(png.count);width=13;height=5;preserveAspectRatio=1:\(encoded)\u{7}\n")
        #expect(InlineImage.isPNG(png) && !InlineImage.isPNG(Data("<html>".utf8)))
    }
}
