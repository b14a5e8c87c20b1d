import CoreModel
import CoreSupport
import FoundationEssentials

/// OpenWeather's successful answers read into the model, bounded before they are decoded: pure,
/// so that the client (in WeatherIO) only sends requests and sorts out failures.
///
/// Each reader names the request's `path` in its error and passes outside text through `clean`
/// (which redacts the key).
package enum OpenWeatherAnswer {
    /// A body as `T`, refused before decoding when it breaks `JSONLimits`.
    package static func decode<T: Decodable>(_ body: Data, as type: T.Type, path: String, clean: (String) -> String) throws(APIError) -> T {
        if let problem = JSONLimits.check(body, numbers: true) {
            throw .badResponse(path: path, problem: DocumentError(problem).message)
        }
        do {
            if T.self == OneCall.self, let fast = OneCall.fast(body) as? T { return fast }
            if T.self == AirPollution.self, let fast = AirPollution.fast(body) as? T { return fast }
            if T.self == [GeocodedPlace].self, let fast = GeocodedPlace.fastList(body) as? T { return fast }
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw .badResponse(path: path, problem: .verbatim(clean(DocumentError(error).message.english)))
        }
    }

    /// A Geocoding answer: the places, at most `ExternalBounds.placesPerSearch`.
    package static func places(_ body: Data, path: String, clean: (String) -> String) throws(APIError) -> [GeocodedPlace] {
        ExternalBounds.list(try decode(body, as: [GeocodedPlace].self, path: path, clean: clean), limit: ExternalBounds.placesPerSearch)
    }

    /// A One Call 3.0 answer as a forecast; refused when it has nothing to show.
    package static func forecast(_ body: Data, path: String, clean: (String) -> String) throws(APIError) -> Forecast {
        let document = try decode(body, as: OneCall.self, path: path, clean: clean)
        guard document.hasWeather else { throw .badResponse(path: path, problem: "it has no `current`, `hourly` or `daily` data") }
        return document.forecast()
    }

    /// An Air Pollution answer; nil when its list is empty (no data for the place).
    package static func airQuality(_ body: Data, path: String, clean: (String) -> String) throws(APIError) -> AirQuality? {
        try decode(body, as: AirPollution.self, path: path, clean: clean).airQuality
    }

    /// The free 2.5 current weather and forecast answers as one forecast (`OpenWeatherFallback`).
    package static func fallbackForecast(
        current: (body: Data, path: String), forecast: (body: Data, path: String), clean: (String) -> String
    ) throws(APIError) -> Forecast {
        let now = try decode(current.body, as: CurrentWeatherResponse.self, path: current.path, clean: clean)
        let steps = try decode(forecast.body, as: ForecastResponse.self, path: forecast.path, clean: clean)
        return OpenWeatherFallback.forecast(current: now, forecast: steps)
    }
}
