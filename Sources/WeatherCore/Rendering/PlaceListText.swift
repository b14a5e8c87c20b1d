import CoreLanguage
import CoreModel
import CorePlaces
import CoreSupport

/// `search` results and the change-location sheet's numbered choices.
package enum PlaceListText {
    /// Up to 10 matches with division, country, population and coordinates.
    package static func search(query: String, places: [GazetteerPlace], style: RenderStyle) -> String {
        guard !places.isEmpty else {
            return style.t("No place matches `\(TerminalSafety.sanitize(String(query.prefix(60))))`.")
        }
        return numberedRows(
            places.map { place in
                (
                    style.placeName(place),
                    style.t("pop. \(style.number(String(place.population), grouping: true))") + " · "
                        + style.number(Place.format(lat: place.lat, lon: place.lon))
                )
            }, style: style)
    }

    package static func searchJSON(query: String, places: [GazetteerPlace], language: Language) -> JSONValue {
        .object([("query", .string(query)), ("places", .array(places.map { $0.jsonValue(in: language) }))])
    }

    /// "Several places match; type a number": the sheet's list.
    package static func choices(_ places: [Place], style: RenderStyle) -> String {
        var lines = [style.t("Several places match:")]
        for (index, place) in places.enumerated() {
            lines.append(TextWidth.truncate("  \(index + 1)  \(style.placeName(place))", to: style.width))
        }
        lines += style.wrap(style.t("Type a number, or an empty line to cancel."))
        return style.finish(lines.joined(separator: "\n"))
    }

    package static func choicesJSON(_ places: [Place], language: Language) -> JSONValue {
        .object([("choices", .array(places.map { $0.json(in: language) }))])
    }

    /// Numbered rows of a name in bold and its details dimmed: `1  Paris, FR  pop. …`, or the
    /// details on a second, indented line when both do not fit the width.
    private static func numberedRows(_ rows: [(name: String, details: String)], style: RenderStyle) -> String {
        var lines: [String] = []
        let numberWidth = String(rows.count).count
        for (index, row) in rows.enumerated() {
            let number = TextWidth.padLeft("\(index + 1)", to: numberWidth) + "  "
            let indent = TextWidth.of(number)
            if indent + TextWidth.of(row.name) + 2 + TextWidth.of(row.details) <= style.width {
                lines.append(number + style.bold(row.name) + "  " + style.dim(row.details))
            } else {
                lines.append(number + style.bold(TextWidth.truncate(row.name, to: style.width - indent)))
                lines.append(String(repeating: " ", count: indent) + style.dim(TextWidth.truncate(row.details, to: style.width - indent)))
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }
}
