import CoreLanguage
import CoreModel
import CorePlaces
import CoreState
import CoreSupport
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws a `MapPicture` in Braille dots: a dot for every place (a bigger blot for larger towns),
/// so coasts and rivers show by their towns; the place marked and named at the centre, a few of
/// the largest towns labelled, saved places marked, and a scale. Fits the width.
package struct MapRenderer {
    package let picture: MapPicture
    package let style: RenderStyle

    /// Rows of the map: about width / 2.5, between 8 and 24.
    package var rows: Int { min(24, max(8, Int(Double(style.width) / 2.5))) }
    package var columns: Int { style.width }
    /// Braille dots are about square on a terminal: 2 across and 4 down a cell.
    package var kmPerDot: Double { picture.spanKm / Double(columns * 2) }

    /// The dot a point falls on, or nil when it is off the map.
    package func dot(lat: Double, lon: Double) -> (x: Int, y: Int)? {
        let cosLat = cos(picture.place.lat * .pi / 180)
        var dLon = lon - picture.place.lon
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        let x = Int((dLon * cosLat * Gazetteer.kmPerDegree / kmPerDot).rounded(.down)) + columns
        let y = Int(((picture.place.lat - lat) * Gazetteer.kmPerDegree / kmPerDot).rounded(.down)) + rows * 2
        guard x >= 0, x < columns * 2, y >= 0, y < rows * 4 else { return nil }
        return (x, y)
    }

    /// The map's lines: a title, the map, the scale.
    package func text() -> String {
        let title = style.t(
            "Map of \(style.placeName(picture.place)) · \(MapRenderer.distance(picture.spanKm, numbers: style.words.numbers)) across")
        guard style.charts else { return style.finish((style.wrap(title) + listText()).joined(separator: "\n")) }
        var canvas = BrailleCanvas(columns: columns, rows: rows)
        for point in picture.points {
            guard let (x, y) = dot(lat: point.lat, lon: point.lon) else { continue }
            // Larger towns cover more dots: 1, 2×2 from 50,000 people, 3×3 from 500,000.
            let size = point.population >= 500_000 ? 3 : point.population >= 50_000 ? 2 : 1
            for dx in 0..<size {
                for dy in 0..<size { canvas.set(x: x + dx - size / 2, y: y + dy - size / 2) }
            }
        }
        var grid = canvas.lines(unicode: style.unicode).map { Array($0) }
        var taken = Array(repeating: [Bool](repeating: false, count: columns), count: rows)
        /// Writes `text` at (row, column) if it fits on the row and touches nothing written before.
        func put(_ text: String, row: Int, column: Int, force: Bool = false) -> Bool {
            // One cell a column: a wide character (東, ミ) takes its own and the next, held by a
            // placeholder that is dropped when the line is written.
            var characters: [Character] = []
            for character in text {
                characters.append(character)
                if TextWidth.of(String(character)) == 2 { characters.append(MapRenderer.wideTail) }
            }
            guard TextWidth.of(text) == characters.count, row >= 0, row < rows, column >= 0,
                column + characters.count <= columns
            else { return false }
            let span = max(0, column - 1)...min(columns - 1, column + characters.count)
            if !force, span.contains(where: { taken[row][$0] }) { return false }
            for (offset, character) in characters.enumerated() { grid[row][column + offset] = character }
            for index in span { taken[row][index] = true }
            return true
        }
        // The place itself at the centre, named to its right (or left when there is no room).
        let centreRow = rows / 2
        let centreColumn = columns / 2
        let mark = style.unicode ? "◉" : "@"
        let name = TerminalSafety.sanitize(picture.place.localName(style.words.language))
        if !put(mark + " " + name, row: centreRow, column: centreColumn) {
            _ = put(name + " " + mark, row: centreRow, column: max(0, centreColumn - TextWidth.of(name) - 1), force: true)
        }
        // Saved places, then up to five of the largest towns, each labelled beside its dot.
        for place in picture.saved where !place.isSamePlace(as: picture.place) {
            if let (x, y) = dot(lat: place.lat, lon: place.lon) { _ = put("+", row: y / 4, column: x / 2) }
        }
        var labelled = 0
        for town in picture.towns where labelled < 5 {
            guard let (x, y) = dot(lat: town.lat, lon: town.lon), abs(y / 4 - centreRow) + abs(x / 2 - centreColumn) > 2,
                town.name != picture.place.name
            else { continue }
            let label = (style.unicode ? "•" : "*") + TerminalSafety.sanitize(town.localName(style.words.language))
            if put(label, row: y / 4, column: x / 2)
                || put(String(label.dropFirst()) + (style.unicode ? "•" : "*"), row: y / 4, column: x / 2 - TextWidth.of(label) + 1)
            {
                labelled += 1
            }
        }
        var lines = style.wrap(title)
        lines += grid.map { TextWrap.trimmingTrailingSpaces(String($0.filter { $0 != MapRenderer.wideTail })) }
        lines.append(scaleLine())
        lines += style.wrap(
            style.unicode
                ? style.t("◉ the place, • towns, + saved places; `map wider`, `map closer` zoom.")
                : style.t("@ the place, * towns, + saved places; `map wider`, `map closer` zoom."))
        return style.finish(lines.joined(separator: "\n"))
    }

    /// Holds the second column of a wide character on the map's grid; never written out.
    package static let wideTail: Character = "\u{0}"

    /// `──── 50 km`: a bar of a round distance, about a quarter of the width.
    package func scaleLine() -> String {
        let target = picture.spanKm / 4
        let magnitude = pow(10, (log10(target)).rounded(.down))
        let nice = [1.0, 2, 5, 10].map { $0 * magnitude }.last { $0 <= target } ?? magnitude
        let cells = max(1, Int((nice / kmPerDot / 2).rounded()))
        let bar = String(repeating: style.unicode ? "─" : "-", count: cells)
        return bar + " " + MapRenderer.distance(nice, numbers: style.words.numbers)
    }

    /// The largest towns with their distances, for `charts off`.
    package func listText() -> [String] {
        let towns = picture.towns.filter { $0.name != picture.place.name }.prefix(6)
        guard !towns.isEmpty else {
            return [style.t("No other places within \(MapRenderer.distance(picture.spanKm / 2, numbers: style.words.numbers)).")]
        }
        return [style.t("The largest places nearby:")]
            + towns.map { town in
                let km = Gazetteer.distanceKm(picture.place.lat, picture.place.lon, town.lat, town.lon)
                return "  " + TerminalSafety.sanitize(town.localName(style.words.language)) + ", "
                    + MapRenderer.distance(km, numbers: style.words.numbers) + " "
                    + Compass.point(degrees: bearing(to: town))
            }
    }

    /// The initial bearing from the centre to a town, in degrees.
    package func bearing(to town: MapPicture.Town) -> Double {
        let p = Double.pi / 180
        let (lat1, lat2) = (picture.place.lat * p, town.lat * p)
        let dLon = (town.lon - picture.place.lon) * p
        let y = sin(dLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
        return atan2(y, x) / p
    }

    /// `300 km`, `20 km`, `2,500 km` (`2.500 km` in German, `2 500 km` in Russian).
    package static func distance(_ km: Double, numbers: NumberWords = .of(.en)) -> String {
        numbers.localized(String(Int(km.rounded())), grouping: true) + " km"
    }

    /// The map as one JSON object: the place, the box, the labelled towns.
    package func json() -> JSONValue {
        let half = MapPicture.halfSpan(picture.spanKm, at: picture.place.lat)
        return .object([
            ("view", .string("map")),
            ("place", picture.place.json(in: style.words.language)),
            ("span_km", .number(picture.spanKm)),
            (
                "box",
                .object([
                    ("south", .number(picture.place.lat - half.lat)), ("north", .number(picture.place.lat + half.lat)),
                    ("west", .number(picture.place.lon - half.lon)), ("east", .number(picture.place.lon + half.lon))
                ])
            ),
            ("places_drawn", .int(picture.points.count)),
            (
                "towns",
                .array(
                    picture.towns.prefix(10).map { town in
                        .object(
                            [("name", .string(town.name))]
                                + (town.localName(style.words.language) == town.name
                                    ? [] : [("local_name", .string(town.localName(style.words.language)))])
                                + [("lat", .number(town.lat)), ("lon", .number(town.lon)), ("population", .int(town.population))])
                    })
            )
        ])
    }
}
