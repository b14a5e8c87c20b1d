import CoreSupport

/// One result of the Geocoding API (`/geo/1.0/direct`), which answers with an array of these.
public struct GeocodedPlace: Codable, Equatable, Sendable {
    public var name: String
    /// The place's name in other languages, keyed by language code.
    public var localNames: [String: String]?
    public var lat: Double
    public var lon: Double
    /// ISO 3166 alpha-2 country code.
    public var country: String
    public var state: String?

    public init(name: String, localNames: [String: String]? = nil, lat: Double, lon: Double, country: String, state: String? = nil) {
        self.name = name
        self.localNames = localNames
        self.lat = lat
        self.lon = lon
        self.country = country
        self.state = state
    }

    enum CodingKeys: String, SnakeCaseKey { case name, localNames, lat, lon, country, state }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = ExternalBounds.name(try c.decode(String.self, forKey: .name))
        localNames = (try? c.decodeIfPresent([String: String].self, forKey: .localNames))?
            .filter { $0.key.utf8.count <= 16 && $0.value.utf8.count <= ExternalBounds.nameLength * 4 }
        lat = try c.decode(Double.self, forKey: .lat)
        lon = try c.decode(Double.self, forKey: .lon)
        country = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .country) ?? "")
        state = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .state))
    }
}
