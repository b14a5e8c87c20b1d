/// A point as OpenWeather writes it: `{"lon": …, "lat": …}` in either order, or a `[lon, lat]`
/// array (the Air Pollution documentation has shown both). Used by every 2.5 response.
package struct Coordinate: Codable, Equatable, Sendable {
    package var lon: Double
    package var lat: Double

    enum CodingKeys: String, CodingKey { case lon, lat }

    package init(lon: Double, lat: Double) {
        self.lon = lon
        self.lat = lat
    }
}

extension Coordinate {
    package init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }

    package init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            lon = try array.decode(Double.self)
            lat = try array.decode(Double.self)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lon = try c.decode(Double.self, forKey: .lon)
        lat = try c.decode(Double.self, forKey: .lat)
    }
}
