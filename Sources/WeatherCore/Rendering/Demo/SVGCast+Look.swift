import CoreState
import CoreSupport

/// How a cast is drawn: its theme's colours and its font size, and the sizes that follow from it.
extension SVGCast {
    package struct Look: Equatable, Sendable {
        package var theme: CastTheme
        /// The text's size in pixels; the cells, rows and margin grow with it.
        package var fontSize: Int

        package init(theme: CastTheme = .dark, fontSize: Int = 14) {
            self.theme = theme
            self.fontSize = fontSize
        }

        /// A cell's width: a monospace font's advance is about 0.6 of its size (8.4 px at 14 px).
        package var cellWidth: Double { Double(fontSize) * 6 / 10 }
        /// A row's height (18 px at 14 px).
        package var lineHeight: Double { (Double(fontSize) * 18 / 14).rounded() }
        /// The text's baseline below the row's top.
        package var baseline: Double { lineHeight - (Double(fontSize) * 4 / 14).rounded() }
        package var margin: Double { (Double(fontSize) * 10 / 14).rounded() }
        /// The bar above the screen that holds the title, when there is one.
        package var titleBar: Double { (lineHeight * 1.6).rounded() }

        package var foreground: String { theme == .dark ? "#d3d7cf" : "#2e3436" }
        package var background: String { theme == .dark ? "#1e1e1e" : "#fbfbf8" }
        package var titleBackground: String { theme == .dark ? "#2d2d2d" : "#e8e8e3" }

        /// The 16 ANSI colours: the Tango palette on dark; on light, darker ones that read on a
        /// bright screen (white and bright white become greys, yellow a dark gold).
        package var ansi: [String] {
            switch theme {
            case .dark:
                return [
                    "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a", "#d3d7cf",
                    "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8", "#34e2e2", "#eeeeec"
                ]
            case .light:
                return [
                    "#2e3436", "#a40000", "#3a7304", "#8f6b00", "#204a87", "#5c3566", "#05696b", "#555753",
                    "#888a85", "#cc0000", "#4e9a06", "#a07c00", "#3465a4", "#75507b", "#06807f", "#1e1e1e"
                ]
            }
        }

        /// The style sheet every picture carries. Emoji fonts are named only for the runs drawn
        /// as emoji (class `e`): in the text's own list they would draw digits and `#` too, as
        /// Noto Color Emoji has them. Dim text stays at 80 % opacity, readable on a projector.
        package var styleSheet: String {
            "text{font-family:ui-monospace,'DejaVu Sans Mono','Cascadia Mono',Menlo,Consolas,'Liberation Mono',monospace;"
                + "font-variant-emoji:text;font-size:\(fontSize)px;white-space:pre;fill:\(foreground)}"
                + ".e{font-family:'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',emoji;font-variant-emoji:emoji}"
                + ".t{font-family:'DejaVu Sans','Helvetica Neue',Arial,sans-serif;font-weight:bold;text-anchor:middle}"
                + ".b{font-weight:bold}.d{opacity:0.8}.i{font-style:italic}.u{text-decoration:underline}"
        }
    }

    /// Whether a character is drawn as an emoji: one shown as a picture by default (🌙), a
    /// pictograph (🌧), or one asked to be with U+FE0F (☀️, 1️⃣); never a digit, `#` or `*` alone.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !scalars.contains("\u{FE0E}") else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && first.value >= 0x1F000)
            || scalars.contains("\u{FE0F}")
    }
}
