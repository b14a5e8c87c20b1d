import CoreModel
import CoreSupport

/// wxsh's own big weather pictures: 5 rows of at most 13 columns of plain ASCII, one for each
/// OpenWeather icon family, by day and by night where they differ. Shown on the city, now and
/// pollution tabs (`icons art`, or `auto` where the terminal shows no images).
package enum ArtIcon {
    package static let width = 13
    package static let height = 5

    /// What a row shows, for its tint.
    package enum Part { case sun, moon, cloud, rain, snow, bolt, mist }

    /// The rows of the picture for icon `code` (`10d`), each with what it shows.
    package static func rows(_ code: String) -> [(text: String, part: Part)] {
        let night = code.hasSuffix("n")
        switch String(code.prefix(2)) {
        case "01":
            return night ? moon : sun
        case "02":
            return night
                ? [
                    ("   _.        ", .moon), ("  ( (  .--.  ", .moon), ("   '-(    ). ", .cloud), ("     (__.___)", .cloud),
                    ("             ", .cloud)
                ]
                : [
                    ("  \\ | /      ", .sun), (" --(O) .--.  ", .sun), ("  / |.(    ).", .cloud), ("     (__.___)", .cloud),
                    ("             ", .cloud)
                ]
        case "03":
            return [
                ("             ", .cloud), ("     .--.    ", .cloud), ("  .-(    ).  ", .cloud), (" (___.__)__) ", .cloud),
                ("             ", .cloud)
            ]
        case "04":
            return [
                ("    .--.     ", .cloud), (" .-(    ).-. ", .cloud), ("(___.__)(   )", .cloud), ("   (___.___) ", .cloud),
                ("             ", .cloud)
            ]
        case "09":
            return cloud + [(" / / / / /   ", .rain), ("/ / / / /    ", .rain)]
        case "10":
            let top: [(text: String, part: Part)] =
                night
                ? [("  _.  .--.   ", .moon), (" ( (-(    ). ", .cloud), ("  '(___.__)) ", .cloud)]
                : [(" \\|/ .--.    ", .sun), ("-(O)-(    ). ", .sun), (" /|\\(___.__))", .cloud)]
            return top + [("   ' ' ' '   ", .rain), ("  ' ' ' '    ", .rain)]
        case "11":
            return cloud + [("    _/  ' '  ", .bolt), ("   /  ' '    ", .bolt)]
        case "13":
            return cloud + [("  *  *  *  * ", .snow), (" *  *  *  *  ", .snow)]
        case "50":
            return [
                ("             ", .mist), (" ~ ~ ~ ~ ~ ~ ", .mist), ("  ~ ~ ~ ~ ~  ", .mist), (" ~ ~ ~ ~ ~ ~ ", .mist),
                ("             ", .mist)
            ]
        default:
            return [
                ("             ", .cloud), ("    .---.    ", .cloud), ("    ( ? )    ", .cloud), ("    '---'    ", .cloud),
                ("             ", .cloud)
            ]
        }
    }

    package static let sun: [(text: String, part: Part)] = [
        ("   \\  |  /   ", .sun), ("    .---.    ", .sun), (" --(  O  )-- ", .sun), ("    '---'    ", .sun), ("   /  |  \\   ", .sun)
    ]
    package static let moon: [(text: String, part: Part)] = [
        ("     _..     ", .moon), ("   .' .'  *  ", .moon), ("  (  (    .  ", .moon), ("   '. '.  *  ", .moon), ("     '-'     ", .moon)
    ]
    package static let cloud: [(text: String, part: Part)] = [
        ("     .--.    ", .cloud), ("  .-(    ).  ", .cloud), (" (___.__)__) ", .cloud)
    ]

    /// The tint of each part: mid-tones that read on light and dark backgrounds.
    package static func colour(_ part: Part) -> Palette.Colour {
        switch part {
        case .sun, .bolt: return Palette.Colour(225, 175, 30)
        case .moon: return Palette.Colour(170, 160, 120)
        case .cloud, .mist: return Palette.Colour(140, 140, 150)
        case .rain: return Palette.Colour(60, 120, 220)
        case .snow: return Palette.Colour(90, 170, 200)
        }
    }

    /// The picture's lines in `style` (tinted when colour is on), each exactly 13 columns.
    package static func lines(_ code: String, style: RenderStyle) -> [String] {
        rows(code).map { row in
            // Painted without its trailing spaces, then padded: the same columns coloured or not.
            let text = TextWrap.trimmingTrailingSpaces(row.text)
            return style.paint(text, colour(row.part)) + String(repeating: " ", count: max(0, width - text.count))
        }
    }
}

extension TabRenderer {
    /// `lines` with the big weather picture for `code` after the first `after` lines: beside
    /// the lines that follow when there is room for both (100 columns and more), else above them.
    package func withArtIcon(_ lines: [String], code: String?, after: Int) -> [String] {
        guard style.charts, style.icons == .art, let code, lines.count >= after else { return lines }
        let art = ArtIcon.lines(code, style: style)
        let head = Array(lines.prefix(after))
        let rest = Array(lines.dropFirst(after))
        let gap = "   "
        let indent = String(repeating: " ", count: ArtIcon.width + gap.count)
        let besideFits = style.width >= 100 && rest.allSatisfy { TextWidth.of($0) + indent.count <= style.width }
        guard besideFits else {
            let trimmed = art.map(TextWrap.trimmingTrailingSpaces)
            return head + trimmed + [""] + rest
        }
        var out = head
        for index in 0..<max(art.count, rest.count) {
            let left = index < art.count ? art[index] + gap : indent
            let right = index < rest.count ? rest[index] : ""
            out.append(right.isEmpty ? (index < art.count ? art[index] : "") : left + right)
        }
        return out
    }
}
