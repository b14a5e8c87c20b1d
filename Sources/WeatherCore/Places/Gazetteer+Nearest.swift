import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Gazetteer {
    /// Mean Earth radius in km (IUGG), for great-circle distances.
    package static let earthRadiusKm = 6371.0088
    package static let kmPerDegree = Double.pi * earthRadiusKm / 180

    /// The place to name a coordinate after ("near Kampala, UG"), and how far it is, in km.
    ///
    /// Not always the very closest place: a place of population `p` may be up to
    /// `2 + 2 × log10(p / 1000)` km (at most 25 km) farther than the closest one, and the most
    /// populous such place wins, so that a point in a city is named after the city rather than
    /// after a district or a village at its edge.
    /// - Returns: `nil` for a non-finite coordinate or an empty gazetteer.
    package func nearest(lat: Double, lon: Double) -> (place: GazetteerPlace, distanceKm: Double)? {
        guard lat.isFinite, lon.isFinite, count > 0 else { return nil }
        let lat = min(90, max(-90, lat))
        var lon = lon.truncatingRemainder(dividingBy: 360)
        if lon >= 180 { lon -= 360 } else if lon < -180 { lon += 360 }

        var closest = Double.infinity
        var candidates: [(record: Int, distance: Double)] = []
        forEachCell(nearLat: lat, lon: lon, within: { closest + Self.maximumAllowanceKm }) { range in
            for position in range {
                let record = file.gridRecord(position)
                guard let stored = file.record(record) else { continue }
                let distance = Self.distanceKm(lat, lon, stored.lat, stored.lon)
                guard distance <= closest + Self.maximumAllowanceKm else { continue }
                closest = min(closest, distance)
                candidates.append((record, distance))
            }
        }
        var best: (record: Int, population: Int, distance: Double)?
        for candidate in candidates {
            let population = file.population(candidate.record)
            guard candidate.distance <= closest + Self.allowanceKm(population: population) else { continue }
            if let current = best,
                population < current.population
                    || (population == current.population && candidate.distance >= current.distance)
            {
                continue
            }
            best = (candidate.record, population, candidate.distance)
        }
        guard let best, let place = place(at: best.record) else { return nil }
        return (place, best.distance)
    }

    /// How much farther than the closest place a place of `population` may be and still name the point.
    package static func allowanceKm(population: Int) -> Double {
        let size = population > 1000 ? log10(Double(population) / 1000) : 0
        return min(maximumAllowanceKm, 2 + 2 * size)
    }

    package static let maximumAllowanceKm = 25.0

    /// Calls `body` with the records of each grid cell that may hold a point within `limit()` km,
    /// nearest rings of cells first, until no farther cell can.
    ///
    /// A cell is skipped when a lower bound of its distance exceeds the limit: the latitude
    /// difference to its nearest edge, or the distance to the meridian of its nearest edge.
    package func forEachCell(nearLat lat: Double, lon: Double, within limit: () -> Double, _ body: (Range<Int>) -> Void) {
        let rows = 180
        let columns = GazetteerFile.gridColumns
        let row0 = min(rows - 1, Int((lat + 90).rounded(.down)))
        let column0 = min(columns - 1, max(0, Int((lon + 180).rounded(.down))))
        let cosLat = cos(lat * .pi / 180)
        let radians = Double.pi / 180

        /// Lower bound, in km, of the distance to anything `degrees` of longitude away or more.
        func longitudeBound(_ degrees: Double) -> Double {
            guard degrees > 0 else { return 0 }
            return Self.earthRadiusKm * asin(min(1, cosLat * sin(min(degrees, 90) * radians)))
        }
        /// Whether a cell may hold a point within `limit` km: checked on latitude first, which is cheap.
        func mayHold(row: Int, column: Int, limit: Double) -> Bool {
            let south = Double(row - 90)
            let latGap = lat < south ? south - lat : max(0, lat - (south + 1))
            if latGap * radians * Self.earthRadiusKm > limit { return false }
            let west = Double(column - 180)
            if west <= lon && lon < west + 1 { return true }
            let gapWest = (west - lon + 720).truncatingRemainder(dividingBy: 360)
            let gapEast = (lon - west - 1 + 720).truncatingRemainder(dividingBy: 360)
            return longitudeBound(min(gapWest, gapEast)) <= limit
        }
        func visit(row: Int, column: Int) {
            let column = ((column % columns) + columns) % columns
            guard mayHold(row: row, column: column, limit: limit()) else { return }
            body(file.gridCell(row: row, column: column))
        }

        let maxRing = max(rows, columns / 2)
        for ring in 0...maxRing {
            if ring > 1 {
                let bound = min(Double(ring - 1) * radians * Self.earthRadiusKm, longitudeBound(Double(ring - 1)))
                if bound > limit() { return }
            }
            let columnSpan = min(ring, columns / 2)
            var firstRow = max(0, row0 - ring)
            var lastRow = min(rows - 1, row0 + ring)
            let band = limit() / Self.kmPerDegree
            if band < 180 {
                firstRow = max(firstRow, Int((lat - band).rounded(.down)) + 90)
                lastRow = min(lastRow, Int((lat + band).rounded(.down)) + 90)
            }
            guard firstRow <= lastRow else { continue }
            for row in firstRow...lastRow {
                if abs(row - row0) == ring {
                    // A full row of the ring; columns wrap, each visited once.
                    let first = column0 - columnSpan
                    let last = columnSpan * 2 + 1 > columns ? first + columns - 1 : column0 + columnSpan
                    for column in first...last { visit(row: row, column: column) }
                } else if ring <= columns / 2 {
                    visit(row: row, column: column0 - ring)
                    if ring > 0, ring < columns / 2 || columns % 2 == 1 { visit(row: row, column: column0 + ring) }
                }
            }
        }
    }

    /// Great-circle distance in km (haversine).
    package static func distanceKm(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let p = Double.pi / 180
        let a = sin((lat2 - lat1) * p / 2)
        let b = sin((lon2 - lon1) * p / 2)
        let h = a * a + cos(lat1 * p) * cos(lat2 * p) * b * b
        return 2 * earthRadiusKm * asin(min(1, h.squareRoot()))
    }

    /// The most populous place in the IANA time zone `identifier`, for `location here`; `nil` if none keeps it.
    ///
    /// Zones renamed in the tz database (`Europe/Kiev`, `Asia/Calcutta`, …) are tried under both names.
    package func mostPopulous(inTimeZone identifier: String) -> GazetteerPlace? {
        for name in [identifier] + (Self.renamedZones[identifier].map { [$0] } ?? []) {
            if let record = file.topRecord(inZone: name) { return place(at: record) }
        }
        return nil
    }

    /// Old and new names of zones the tz database renamed, both ways.
    package static let renamedZones: [String: String] = {
        let pairs = [
            ("Europe/Kiev", "Europe/Kyiv"), ("Asia/Calcutta", "Asia/Kolkata"), ("Asia/Saigon", "Asia/Ho_Chi_Minh"),
            ("Asia/Katmandu", "Asia/Kathmandu"), ("Asia/Rangoon", "Asia/Yangon"), ("Africa/Asmera", "Africa/Asmara"),
            ("America/Godthab", "America/Nuuk"), ("Pacific/Ponape", "Pacific/Pohnpei"),
            ("Pacific/Truk", "Pacific/Chuuk"), ("Atlantic/Faeroe", "Atlantic/Faroe"),
            ("Europe/Uzhgorod", "Europe/Kyiv"), ("Europe/Zaporozhye", "Europe/Kyiv"),
            ("America/Buenos_Aires", "America/Argentina/Buenos_Aires"), ("Asia/Dacca", "Asia/Dhaka"),
            ("Asia/Ulan_Bator", "Asia/Ulaanbaatar"), ("Asia/Thimbu", "Asia/Thimphu"),
            ("US/Eastern", "America/New_York"), ("US/Central", "America/Chicago"),
            ("US/Mountain", "America/Denver"), ("US/Pacific", "America/Los_Angeles"),
            ("US/Alaska", "America/Anchorage"), ("US/Hawaii", "Pacific/Honolulu"),
            ("GB", "Europe/London"), ("Japan", "Asia/Tokyo"), ("PRC", "Asia/Shanghai")
        ]
        var table: [String: String] = [:]
        for (old, new) in pairs {
            table[old] = new
            if table[new] == nil { table[new] = old }
        }
        return table
    }()
}
