import CoreLanguage
import CoreModel
import CoreSupport

/// `explain icon`: OpenWeather's Image call — the image asked for, what came back, and how the
/// icon was drawn on this terminal (the image, wxsh's art, the glyph, or left out).
extension Explainer {
    /// The current conditions' icon code (`10d`).
    package var iconCode: String? { current?.conditions.primary?.icon }

    /// What the Image call did this run for the icon shown, if it was asked for.
    package var iconFetch: IconImageFetch? { iconCode.flatMap { iconImages[$0] } }

    /// How the big picture is drawn: the image, wxsh's art, or none (the glyph alone).
    package var picture: IconChoice { icons.resolved(showsImages: imageTerminal) }

    /// `Image` and `Drawn` rows.
    package func imageLines() -> [String] {
        guard let code = iconCode else { return [] }
        let glyph = WeatherIcon.glyph(code, unicode: style.unicode)
        var lines: [String] = []
        let label = style.t("Image")
        if let fetch = iconFetch {
            let url = TerminalSafety.sanitize(fetch.url)
            let status = fetch.status.map(String.init) ?? "—"
            let bytes = style.number(String(fetch.bytes ?? 0))
            switch fetch.source {
            case .live: lines += style.wrappedRow(label, style.t("GET \(url): status \(status), \(bytes) bytes, live"))
            case .replay:
                lines += style.wrappedRow(label, style.t("GET \(url): status \(status), \(bytes) bytes, replayed from the recording"))
            case .cache: lines += style.wrappedRow(label, style.t("\(url): \(bytes) bytes from the cache, asked for in an earlier run"))
            case .failed: lines += style.wrappedRow(label, style.t("GET \(url): status \(status), no image came back"))
            }
        } else {
            let url = WeatherIcon.url(code)
            let why: Phrase
            if !charts {
                why = Phrase("`charts off`")
            } else if picture != .image {
                why = imageTerminal ? Phrase("`icons \(icons.rawValue)`") : Phrase("this terminal shows no images")
            } else if offline {
                why = Phrase("wxsh is offline")
            } else {
                why = Phrase("not yet shown on the city, now or pollution tab")
            }
            lines += style.wrappedRow(label, style.t("\(url): not asked for (\(why))"))
        }
        let drawn: Phrase
        if !charts {
            drawn = Phrase("\(glyph) in the conditions line; the picture is left out (`charts off`)")
        } else {
            switch picture {
            case .image where iconFetch != nil && iconFetch?.source != .failed:
                drawn = Phrase("the image above the tab, and \(glyph) in the conditions line")
            case .image, .art, .auto:
                drawn = Phrase("wxsh's art of the code, and \(glyph) in the conditions line")
            case .emoji:
                drawn = Phrase("\(glyph) in the conditions line alone (`icons emoji`)")
            }
        }
        lines += style.wrappedRow(style.t("Drawn"), style.t(drawn))
        return lines
    }

    /// The Image call as data: `{"url", "status", "bytes", "source", "drawn"}`.
    package func imageJSON() -> JSONValue {
        guard let code = iconCode else { return .null }
        let fetch = iconFetch
        let drawn: String
        if !charts {
            drawn = "glyph"
        } else {
            switch picture {
            case .image where fetch != nil && fetch?.source != .failed: drawn = "image"
            case .emoji: drawn = "glyph"
            default: drawn = "art"
            }
        }
        return .object([
            ("code", .string(code)),
            ("url", .string(fetch?.url ?? WeatherIcon.url(code))),
            ("status", fetch?.status.map { .int($0) } ?? .null),
            ("bytes", fetch?.bytes.map { .int($0) } ?? .null),
            ("source", .string(fetch?.source.rawValue ?? "not_asked")),
            ("drawn", .string(drawn))
        ])
    }
}

extension ExplainFigure.Field {
    /// The icon's figure, whose image `explain` follows too.
    package var isIcon: Bool {
        if case .icon = self { return true }
        return false
    }
}

extension SwiftProperty {
    /// `{"path": "OneCall.current.windGust", "owner": "OneCall.Reading", "name": "windGust", "type": "Double?"}`
    package var json: JSONValue {
        .object([("path", .string(path)), ("owner", .string(owner)), ("name", .string(name)), ("type", .string(type))])
    }
}
