import CoreLanguage
import CoreModel
import CorePlaces
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `map` draws: the area around a place, from the gazetteer's own points.
package struct MapPicture: Equatable, Sendable {
    /// A named town on the map.
    package struct Town: Equatable, Sendable {
        package var name: String
        package var lat: Double
        package var lon: Double
        package var population: Int
        /// Its names in other languages, by language code, as `Place.names`.
        package var names: [String: String] = [:]

        /// The town's name in `language` when known, else its own.
        package func localName(_ language: Language) -> String {
            language == .en ? name : names[language.rawValue] ?? name
        }
    }

    /// The place at the centre.
    package var place: Place
    /// How far across the map is, west to east, in km.
    package var spanKm: Double
    /// Every place in the square `spanKm` across around the centre.
    package var points: [Gazetteer.Point]
    /// The most populous places in that square, largest first, for labels.
    package var towns: [Town]
    /// The saved places, marked where they fall on the map.
    package var saved: [Place]

    /// The span `map` starts at, and its limits for `map wider` and `map closer`.
    package static let defaultSpanKm = 300.0
    package static let spanLimits: ClosedRange<Double> = 20...5000

    /// Degrees of latitude and longitude half the span takes around `place`.
    package static func halfSpan(_ spanKm: Double, at lat: Double) -> (lat: Double, lon: Double) {
        let latDegrees = spanKm / 2 / Gazetteer.kmPerDegree
        let cosLat = max(0.05, cos(lat * .pi / 180))
        return (latDegrees, min(180, latDegrees / cosLat))
    }

    /// The picture of the square `spanKm` across around `place`, from `gazetteer`.
    package static func around(_ place: Place, spanKm: Double, saved: [Place], gazetteer: Gazetteer) -> MapPicture {
        let half = halfSpan(spanKm, at: place.lat)
        let points = gazetteer.points(
            lats: max(-90, place.lat - half.lat)...min(90, place.lat + half.lat),
            lons: (place.lon - half.lon)...(place.lon + half.lon))
        let largest = points.sorted { $0.population > $1.population }.prefix(40)
        let towns = largest.compactMap { point -> Town? in
            guard let found = gazetteer.place(of: point) else { return nil }
            return Town(name: found.name, lat: point.lat, lon: point.lon, population: point.population, names: found.names)
        }
        return MapPicture(place: place, spanKm: spanKm, points: points, towns: towns, saved: saved)
    }
}
