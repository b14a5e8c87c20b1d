import CoreModel
import CoreSupport
import FoundationEssentials

/// Open-Meteo's answers read as they come, bounded before they are decoded: pure, so that the
/// client (in WeatherIO) only sends requests and sorts out failures.
package enum OpenMeteoAnswer {
    /// A successful answer's body as `T`, refused before decoding when it breaks `JSONLimits`.
    package static func decode<T: Decodable>(_ body: Data, as type: T.Type, path: String) -> Result<T, OpenMeteoError> {
        if let problem = JSONLimits.check(body, numbers: true) {
            return .failure(.badResponse(path: path, problem: DocumentError(problem).message))
        }
        // The forecast and air quality are read without `Codable` when they can be (OpenMeteo+Fast).
        if let fast = (T.self as? any FastDecodable.Type)?.fast(body) as? T { return .success(fast) }
        do {
            return .success(try JSONDecoder().decode(T.self, from: body))
        } catch {
            return .failure(.badResponse(path: path, problem: DocumentError(error).message))
        }
    }

    /// A batched answer (one request for several points): one document per point, in order, each
    /// with its own bytes, to be decoded on its own (`decode`) so one that cannot be read fails only its place.
    /// - Returns: the documents, or why the answer as a whole is not what was asked (not a list,
    ///   or a list of another length), in which case the points are better asked one by one.
    package static func elements(_ body: Data, count: Int, path: String) -> Result<[Data], OpenMeteoError> {
        guard let elements = JSONList.elements(body) else {
            return .failure(.badResponse(path: path, problem: "it is not a list, one answer a place"))
        }
        guard elements.count == count else {
            return .failure(.badResponse(path: path, problem: "it has \(elements.count) answers for \(count) places"))
        }
        return .success(elements)
    }

    /// The `reason` an error answer gives, when it gives one.
    package static func reason(_ body: Data) -> String? {
        (try? JSONDecoder().decode(OpenMeteoErrorBody.self, from: body))?.reason
    }

    /// A place search's results as places.
    package static func places(_ search: OpenMeteoSearch) -> [GeocodedPlace] {
        search.results.map {
            GeocodedPlace(name: $0.name, lat: $0.latitude, lon: $0.longitude, country: $0.countryCode ?? "", state: $0.admin1)
        }
    }
}
