import CoreLanguage
import CoreModel
import CorePlaces
import CoreSupport

/// How text output should look on the terminal it goes to.
package struct RenderStyle: Equatable, Sendable {
    /// Columns available; text is laid out to fit (never narrower than 40).
    package var width: Int
    /// Whether ANSI colour may be used.
    package var color: Bool
    /// Whether the terminal's locale is UTF-8 (emoji glyphs and symbols), else ASCII.
    package var unicode: Bool
    /// Whether colours may be 24-bit (`COLORTERM=truecolor|24bit`), else the 256-colour palette.
    package var truecolor: Bool
    /// Whether charts, bars and pictures are drawn (`charts on|off`).
    package var charts = true
    /// The big weather picture on the city, now and pollution tabs, as resolved for this output:
    /// `art` is drawn here, `image` is written by the shell, `emoji` means none.
    package var icons: IconChoice = .art
    /// Whether the terminal shows images (kitty or iTerm2 protocols, not in tmux or screen, not
    /// in a pipe or while paging): decided by the shell.
    package var showsImages = false
    /// The letter abbreviations of the zones being shown (PST, CEST), read from the system's
    /// zone database by the shell; without them times are named `UTC±H`.
    package var zoneNames: ZoneNames
    /// The language views speak: its catalog, dates and numbers.
    package var words: Words = .english {
        didSet { labelWidth = min(words.labelWidth, max(13, width * 2 / 5)) }
    }
    /// The column values start in after a row's label: 13, or wider for a language's longer labels.
    package private(set) var labelWidth = 13

    package static let minimumWidth = TerminalPolicy.minimumWidth

    package init(
        width: Int = 80, color: Bool = false, unicode: Bool = true, truecolor: Bool = false,
        zoneNames: ZoneNames = ZoneNames()
    ) {
        self.width = max(RenderStyle.minimumWidth, min(width, 200))
        self.color = color
        self.unicode = unicode
        self.truecolor = truecolor
        self.zoneNames = zoneNames
    }

    // MARK: - Language

    /// A text for people, in the view's language.
    package func t(_ phrase: Phrase) -> String { words(phrase) }

    /// A number written plainly (`-1234.5`) as the language writes it (`-1234,5`).
    package func number(_ plain: String, grouping: Bool = false) -> String { words.number(plain, grouping: grouping) }

    /// A condition as a sentence (`Light rain`, `Leichter Regen`), or a dash.
    package func sentence(_ condition: WeatherCondition?) -> String { condition.map { words.sentence($0) } ?? "—" }

    /// A condition's description as the provider's text reads (`light rain`), in the language.
    package func description(_ condition: WeatherCondition?) -> String? { condition.map { words.description($0) } }

    /// The 16-point compass direction of `degrees` (`SW`, `SO`, `ЮЗ`, `南西`).
    package func compass(_ degrees: Double) -> String { words.word(Compass.point(degrees: degrees), context: "compass") }

    /// A place's name, division and country, with its name in the language where known.
    package func placeName(_ place: Place) -> String { place.displayName(in: words.language, separator: words.separator) }

    /// A gazetteer entry's name, division and country (the division even when it repeats the
    /// name: `Tokyo, Tokyo, JP`), with its name in the language where known.
    package func placeName(_ place: GazetteerPlace) -> String {
        TerminalSafety.sanitize(place.displayName(in: words.language, separator: words.separator))
    }

    /// An air quality index's name (`Good` … `Very Poor`) in the language.
    package func airQuality(_ name: String) -> String { words.word(name, context: "air") }

    // MARK: - Colour

    package func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    package func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    package func accent(_ text: String) -> String { color ? "\u{1B}[36m\(text)\u{1B}[0m" : text }

    /// `text` in `colour` when colour is on.
    package func paint(_ text: String, _ colour: Palette.Colour?) -> String {
        guard color, let colour, !text.isEmpty else { return text }
        return Palette.foreground(colour, truecolor: truecolor) + text + "\u{1B}[0m"
    }

    /// A temperature's text in its colour on the one scale (blue below 0 °C to red above 30 °C).
    package func temperature(_ text: String, celsius: Double?) -> String {
        guard let celsius else { return text }
        return paint(text, Palette.temperature(celsius: celsius))
    }

    /// Colours an air quality index: green (1, Good), yellow, orange, red, purple (5, Very Poor).
    package func aqi(_ text: String, _ index: Int) -> String { paint(text, Palette.aqi(index)) }

    /// A weather alert, in red.
    package func alert(_ text: String) -> String { paint(text, Palette.alert) }

    // MARK: - Layout

    /// The finished text for this terminal: outside UTF-8, the few typographic marks wxsh
    /// uses become one-column ASCII so alignment holds.
    package func finish(_ text: String) -> String {
        guard !unicode else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "…": out.append("~")
            case "·", "—": out.append("-")
            case "°": continue
            default: out.append(scalar.isASCII ? scalar : "?")
            }
        }
        return String(out)
    }

    /// `Label        value`, the label in a fixed column, the value cut to the width.
    package func row(_ label: String, _ value: String, labelWidth: Int? = nil) -> String {
        let labelWidth = labelWidth ?? self.labelWidth
        let label = TextWidth.of(label) < labelWidth ? label : TextWidth.truncate(label, to: labelWidth - 1)
        let cut = TextWidth.truncate(value, to: width - labelWidth)
        return dim(TextWidth.padRight(label, to: labelWidth)) + cut
    }

    /// `Label        main, clause` on one row when it fits; else the clause (its comma left on
    /// the first row) on the lines below under the value's column, wrapped there, so that a
    /// narrow terminal never cuts a number (`ощущается как 5…`, `porywy 9,3 …`).
    package func row(_ label: String, _ main: String, clause: String) -> [String] {
        let labelWidth = self.labelWidth
        if labelWidth + TextWidth.of(main + clause) <= width { return [row(label, main + clause)] }
        var first = main
        var rest = Substring(clause)
        if let mark = rest.first, ",，、".contains(mark) {
            first.append(mark)
            rest = rest.dropFirst()
        }
        return [row(label, first)] + wrap(String(rest.drop { $0 == " " }), indent: labelWidth, firstIndent: labelWidth)
    }

    /// `Label        value`, the value wrapped (never cut) under its column: for paths and
    /// messages a person may need whole.
    /// `text` wrapped at word boundaries to the width, as one string of lines.
    package func wrapped(_ text: String) -> String { wrap(text).joined(separator: "\n") }

    /// `text` with each of its lines wrapped to the width (a message that may hold several).
    package func wrappedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }.joined(separator: "\n")
    }

    package func wrappedRow(_ label: String, _ value: String, labelWidth: Int? = nil) -> [String] {
        let labelWidth = labelWidth ?? self.labelWidth
        let label = TextWidth.of(label) < labelWidth ? label : TextWidth.truncate(label, to: labelWidth - 1)
        let lines = wrap(value, indent: labelWidth, firstIndent: labelWidth)
        return lines.enumerated().map { index, line in
            index == 0 ? dim(TextWidth.padRight(label, to: labelWidth)) + line.dropFirst(labelWidth) : line
        }
    }

    /// Text wrapped to the width where a line may break (`TextWrap.fill`: at spaces, and in
    /// Japanese and Chinese between characters), each line after the first indented; a word
    /// longer than a line (a path, say) is broken across lines rather than cut.
    package func wrap(_ text: String, indent: Int = 0, firstIndent: Int = 0) -> [String] {
        // Most texts fit on their first line as they are (no leading, trailing or double space).
        let bytes = text.utf8
        if let first = bytes.first, first != 0x20, bytes.last != 0x20, firstIndent + TextWidth.of(text) <= width,
            !TextWidth.hasDoubleSpace(text)
        {
            return [String(repeating: " ", count: firstIndent) + text]
        }
        let lines = TextWrap.fill(text, firstRoom: width - firstIndent, room: width - indent)
        return lines.enumerated().map { index, line in String(repeating: " ", count: index == 0 ? firstIndent : indent) + line }
    }
}
