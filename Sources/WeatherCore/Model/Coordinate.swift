/// A point as OpenWeather writes it: `{"lon": …, "lat": …}` in either order, or a `[lon, lat]`
/// array (the Air Pollution documentation has shown both). Used by every 2.5 response.
public struct Coordinate: Codable, Equatable, Sendable {
    public var lon: Double
    public var lat: Double

    enum CodingKeys: String, CodingKey { case lon, lat }
}

extension Coordinate {
    public init(from decoder: any Decoder) throws {
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
