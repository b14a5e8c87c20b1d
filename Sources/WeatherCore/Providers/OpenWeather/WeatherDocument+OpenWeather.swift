import CoreModel
import CoreSupport
import FoundationEssentials

/// OpenWeather's documents as `load` reads them: One Call 3.0 and Air Pollution.
extension WeatherDocument {
    /// The document as a One Call or an Air Pollution response, by its top-level `keys`; nil
    /// when it is neither.
    /// - Parameter units: the units a One Call document is in.
    package static func openWeather(_ data: Data, keys: Set<String>, units: Units, decoder: JSONDecoder) throws(DocumentError)
        -> WeatherDocument?
    {
        do {
            if keys.contains("list") && !keys.contains("current") {
                let air = try AirPollution.decode(data, decoder: decoder)
                guard let quality = air.airQuality else {
                    throw DocumentError.wrongShape("an Air Pollution document with an empty `list`")
                }
                return .airQuality(quality, at: air.coord, provider: nil)
            }
            if !keys.isDisjoint(with: ["current", "hourly", "daily", "minutely", "timezone"]) {
                let oneCall = try OneCall.decode(data, decoder: decoder)
                guard Place.isOnEarth(lat: oneCall.lat, lon: oneCall.lon) else {
                    throw DocumentError.invalid(path: "lat", problem: "\(oneCall.lat),\(oneCall.lon) is not a point on Earth")
                }
                guard oneCall.hasWeather else {
                    throw DocumentError.nothingToShow("this One Call document has no `current`, `hourly` or `daily` data to show")
                }
                return .forecast(oneCall.forecast(from: units), at: Coordinate(lon: oneCall.lon, lat: oneCall.lat), provider: .openWeather)
            }
        } catch let error as DocumentError {
            throw error
        } catch {
            throw DocumentError(error)
        }
        return nil
    }
}
