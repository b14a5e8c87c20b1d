import FoundationEssentials

/// The gazetteer's points in an area, for `map`.
extension Gazetteer {
    /// A place as a point: where it is and how many live there.
    package struct Point: Equatable, Sendable {
        package var lat: Double
        package var lon: Double
        package var population: Int
        /// Its record, to name it.
        package var record: Int
    }

    /// Every place whose latitude is in `lats` and longitude in `lons` (longitudes may run past
    /// ±180°: they wrap), read cell by cell from the 1° grid.
    package func points(lats: ClosedRange<Double>, lons: ClosedRange<Double>) -> [Point] {
        guard lats.lowerBound.isFinite, lats.upperBound.isFinite, lons.lowerBound.isFinite, lons.upperBound.isFinite else { return [] }
        let firstRow = max(0, Int((lats.lowerBound + 90).rounded(.down)))
        let lastRow = min(179, Int((lats.upperBound + 90).rounded(.down)))
        let span = min(360, Int((lons.upperBound).rounded(.down)) - Int((lons.lowerBound).rounded(.down)))
        guard firstRow <= lastRow, span >= 0 else { return [] }
        let firstColumn = Int((lons.lowerBound + 180).rounded(.down))
        var points: [Point] = []
        for row in firstRow...lastRow {
            for step in 0...min(span, GazetteerFile.gridColumns - 1) {
                let column = ((firstColumn + step) % GazetteerFile.gridColumns + GazetteerFile.gridColumns) % GazetteerFile.gridColumns
                for position in file.gridCell(row: row, column: column) {
                    let index = file.gridRecord(position)
                    guard let record = file.record(index), lats.contains(record.lat) else { continue }
                    // The record's longitude, moved by whole turns into the asked range when it wraps.
                    var lon = record.lon
                    if lon < lons.lowerBound { lon += 360 } else if lon > lons.upperBound { lon -= 360 }
                    guard lons.contains(lon) else { continue }
                    points.append(Point(lat: record.lat, lon: lon, population: record.population, record: index))
                }
            }
        }
        return points
    }

    /// The place a point stands for.
    package func place(of point: Point) -> GazetteerPlace? { place(at: point.record) }
}
