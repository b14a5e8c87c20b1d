/// `search` results and the change-location sheet's numbered choices.
enum PlaceListText {
    /// Up to 10 matches with division, country, population and coordinates.
    static func search(query: String, places: [GazetteerPlace], style: RenderStyle) -> String {
        guard !places.isEmpty else {
            return "No place matches `\(TerminalSafety.sanitize(String(query.prefix(60))))`."
        }
        var lines: [String] = []
        let numberWidth = String(places.count).count
        for (index, place) in places.enumerated() {
            let number = TextWidth.padLeft("\(index + 1)", to: numberWidth) + "  "
            let details = "pop. \(grouped(place.population)) · \(Place.format(lat: place.lat, lon: place.lon))"
            let name = TerminalSafety.sanitize(place.displayName)
            if TextWidth.of(number + name) + 2 + TextWidth.of(details) <= style.width {
                lines.append(number + style.bold(name) + "  " + style.dim(details))
            } else {
                lines.append(number + style.bold(TextWidth.truncate(name, to: style.width - TextWidth.of(number))))
                lines.append(String(repeating: " ", count: TextWidth.of(number)) + style.dim(TextWidth.truncate(details, to: style.width - TextWidth.of(number))))
            }
        }
        return style.finish(lines.joined(separator: "\n"))
    }

    static func searchJSON(query: String, places: [GazetteerPlace]) -> JSONValue {
        .object([("query", .string(query)), ("places", .array(places.map(\.jsonValue)))])
    }

    /// "Several places match; type a number": the sheet's list.
    static func choices(_ places: [Place], style: RenderStyle) -> String {
        var lines = ["Several places match:"]
        for (index, place) in places.enumerated() {
            lines.append(TextWidth.truncate("  \(index + 1)  \(place.displayName)", to: style.width))
        }
        lines += style.wrap("Type a number, or an empty line to cancel.")
        return style.finish(lines.joined(separator: "\n"))
    }

    static func choicesJSON(_ places: [Place]) -> JSONValue {
        .object([("choices", .array(places.map(\.json)))])
    }

    /// `2,140,526`
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }
}
