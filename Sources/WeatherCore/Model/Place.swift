import CoreLanguage
import CoreSupport

/// A named point on Earth that weather is shown for.
public struct Place: Codable, Equatable, Sendable {
    public var name: String
    /// ISO 3166 alpha-2 country code; empty when unknown.
    public var country: String
    /// The first-level division (state, region), when known.
    public var state: String?
    public var lat: Double
    public var lon: Double
    /// The place's IANA time zone as the gazetteer knows it, to check against the API's.
    public var timeZone: String?
    /// The place's names in other languages, by language code (`"de": "München"`), from the
    /// gazetteer: only those that differ from `name`, which is the English one; `nil` when unknown
    /// (a geocoded place, or one saved before places carried their names). Encoded only when known,
    /// so a place without them is written as before; not part of `json`, the machine interface.
    public var names: [String: String]?
    /// The division's names in other languages, by language code (`"de": "Bayern"`), as `names`.
    public var stateNames: [String: String]?

    public init(
        name: String, country: String, state: String? = nil, lat: Double, lon: Double, timeZone: String? = nil,
        names: [String: String]? = nil, stateNames: [String: String]? = nil
    ) {
        self.name = name
        self.country = country
        self.state = state
        self.lat = lat
        self.lon = lon
        self.timeZone = timeZone
        self.names = names
        self.stateNames = stateNames
    }

    /// Whether `lat`, `lon` is a point on Earth: latitude -90…90, longitude -180…180.
    public static func isOnEarth(lat: Double, lon: Double) -> Bool {
        (-90...90).contains(lat) && (-180...180).contains(lon)
    }

    package enum CodingKeys: String, CodingKey { case name, country, state, lat, lon, timeZone, names, stateNames }

    /// Decodes a place, refusing coordinates that are not on Earth (a hand-edited state file
    /// or cache must not reach the code that assumes they are).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        country = try c.decode(String.self, forKey: .country)
        state = try c.decodeIfPresent(String.self, forKey: .state)
        lat = try c.decode(Double.self, forKey: .lat)
        lon = try c.decode(Double.self, forKey: .lon)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        guard Place.isOnEarth(lat: lat, lon: lon) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: c.codingPath + [CodingKeys.lat],
                    debugDescription: "\(lat),\(lon) is not a point on Earth"))
        }
        // Names are a nicety: a damaged value costs only the names, never the place.
        names = try? c.decodeIfPresent([String: String].self, forKey: .names)
        stateNames = try? c.decodeIfPresent([String: String].self, forKey: .stateNames)
    }

    /// A place from the Geocoding API.
    public init(_ place: GeocodedPlace) {
        self.init(name: place.name, country: place.country, state: place.state, lat: place.lat, lon: place.lon)
    }

    /// A place known only by its coordinates, named after them.
    public static func coordinates(lat: Double, lon: Double) -> Place {
        Place(name: Place.format(lat: lat, lon: lon), country: "", lat: lat, lon: lon)
    }

    /// `51.51°N 0.13°W`: coordinates as a person reads them.
    public static func format(lat: Double, lon: Double) -> String {
        let la = (abs(lat) * 100).rounded() / 100
        let lo = (abs(lon) * 100).rounded() / 100
        return "\(Measure.trimmed(la, decimals: 2))°\(lat < 0 ? "S" : "N") \(Measure.trimmed(lo, decimals: 2))°\(lon < 0 ? "W" : "E")"
    }

    /// "London, England, GB": name, division and country as far as they are known.
    public var displayName: String { displayName(showing: name, state: state) }

    /// `displayName` with `shown` for the name and `shownState` for the division; the division is
    /// left out when it is the place's (English) name and has no name of its own in the language.
    package func displayName(showing shown: String, state shownState: String?, separator: String = ", ") -> String {
        var parts = [TerminalSafety.sanitize(shown)]
        if let state, let shownState, !state.isEmpty, state != name || shownState != state {
            parts.append(TerminalSafety.sanitize(shownState))
        }
        if !country.isEmpty { parts.append(TerminalSafety.sanitize(country)) }
        return parts.joined(separator: separator)
    }

    /// The place as a JSON object: `name`, `country`, `state` when known, `lat`, `lon`.
    public var json: JSONValue { json(in: .en) }

    /// The place as a JSON object, with `local_name` after `name` when the language names it
    /// differently: the name the text views show (`name` stays the canonical one, for scripts).
    package func json(in language: Language) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(name))]
        let local = localName(language)
        if local != name { pairs.append(("local_name", .string(local))) }
        pairs.append(("country", .string(country)))
        if let state { pairs.append(("state", .string(state))) }
        pairs.append(("lat", .number(lat)))
        pairs.append(("lon", .number(lon)))
        return .object(pairs)
    }
}

extension Place {
    /// Whether a point is within about 5 km of this place, so data for it belongs here.
    package func isNear(lat: Double, lon: Double) -> Bool {
        abs(self.lat - lat) < 0.05 && abs(self.lon - lon) < 0.05
    }
}
