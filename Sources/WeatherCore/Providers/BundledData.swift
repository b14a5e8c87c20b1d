import CoreLanguage
import CoreModel
import CoreSupport
import FoundationEssentials

/// The London data wxsh starts on, and where to find it.
package enum BundledData {
    /// The files, relative to the data folder.
    package static let forecastFile = "london/onecall.json"
    package static let airPollutionFile = "london/air_pollution.json"
    package static let placeFile = "london/place.json"

    /// The folders to look in for wxsh's data, best first: `WXSH_DATA_DIR` alone when it is set;
    /// else the installed `share/wxsh` beside the binary's `bin`, then the `Resources` folder of
    /// the source tree it was built from.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - executable: the running binary's path.
    ///   - sourceResources: the `Resources` folder of the source tree the binary was built from.
    package static func searchPath(environment: [String: String], executable: String, sourceResources: String) -> [String] {
        if let explicit = environment["WXSH_DATA_DIR"], !explicit.isEmpty { return [explicit] }
        var paths: [String] = []
        let bin = Path.standardized(Path.parent(executable))
        paths.append(Path.appending("share/wxsh", to: Path.parent(bin)))
        paths.append(sourceResources)
        return paths
    }

    /// Builds the bundled data from the three files' bytes.
    /// - Throws: `DocumentError` for a file that is not what it should be, with its name.
    package static func decode(forecast: Data, airPollution: Data, place: Data, folder: String? = nil) throws(BundledDataError)
        -> WeatherData
    {
        // Each file's kind is known, so it is decoded as that kind directly: telling a document's
        // kind from its shape (`WeatherDocument.decode`) scans it twice, a millisecond of every start.
        // `JSONDecoder` is made only for a file the fast readers give up on (it says what is wrong):
        // its first use costs the Swift runtime a scan of every conformance record in the binary.
        let (weather, air) = try openWeatherDocuments(forecast: forecast, airPollution: airPollution)
        let places: [GeocodedPlace]
        do {
            places = try GeocodedPlace.fastList(place) ?? JSONDecoder().decode([GeocodedPlace].self, from: place)
        } catch {
            throw BundledDataError(file: placeFile, message: "not a Geocoding response: \(DocumentError(error).message)")
        }
        guard let first = places.first else {
            throw BundledDataError(file: placeFile, message: "names no place")
        }
        return WeatherData(
            place: Place(name: first.name, country: first.country, state: first.state, lat: first.lat, lon: first.lon),
            forecast: weather, air: air, source: .bundled, origin: folder, raw: RawAnswers(forecast: forecast, air: airPollution))
    }
}

/// A bundled file that is there but wrong.
package struct BundledDataError: Error, Equatable, Sendable {
    package let file: String
    package let message: Phrase
}
