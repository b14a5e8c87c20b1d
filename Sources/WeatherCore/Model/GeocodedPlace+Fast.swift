import CoreSupport
import FoundationEssentials

/// Geocoding answers read without `Codable` when they can be, as the provider answers are:
/// the bundled London place is read at every start, and `JSONDecoder`'s first use of
/// `[GeocodedPlace]` made the Swift runtime scan every conformance record of the binary.
/// The reading mirrors `init(from:)`; a document it is not sure of is left to `JSONDecoder`.
extension GeocodedPlace: FastDecodable {
    package init(tree t: JSONTree) throws(JSONTree.GiveUp) {
        self.init(
            name: ExternalBounds.name(try JSONTree.required(t.string("name"))),
            localNames: GeocodedPlace.localNames(try t.member("local_names")),
            lat: try JSONTree.required(t.double("lat")), lon: try JSONTree.required(t.double("lon")),
            country: ExternalBounds.name(try t.string("country") ?? ""), state: ExternalBounds.name(try t.string("state")))
    }

    /// `try? decodeIfPresent([String: String].self)`, filtered as `init(from:)` filters it:
    /// anything but an object of strings is nil.
    private static func localNames(_ value: JSONTree?) -> [String: String]? {
        guard case .object(let members)? = value else { return nil }
        var names: [String: String] = [:]
        for (key, value) in members {
            guard case .string(let text) = value else { return nil }
            if key.utf8.count <= 16 && text.utf8.count <= ExternalBounds.nameLength * 4 { names[key] = text }
        }
        return names
    }

    /// A Geocoding answer (a list of places) read by the fast path, or nil when `JSONDecoder` must read it.
    package static func fastList(_ data: Data) -> [GeocodedPlace]? {
        guard case .array(let items)? = JSONTree.parse(data) else { return nil }
        var places: [GeocodedPlace] = []
        places.reserveCapacity(items.count)
        for item in items {
            guard let place = try? GeocodedPlace(tree: item) else { return nil }
            places.append(place)
        }
        return places
    }
}
