import CoreModel
import CoreSupport
import FoundationEssentials

/// The bundled London data is OpenWeather's: a One Call and an Air Pollution answer.
extension BundledData {
    /// The forecast and air quality from the two files' bytes.
    /// - Throws: `BundledDataError` naming the file that is not what it should be.
    package static func openWeatherDocuments(
        forecast: Data, airPollution: Data
    ) throws(BundledDataError) -> (Forecast, AirQuality) {
        let weather: OneCall
        let air: AirPollution
        do {
            weather = try OneCall.decode(forecast)
        } catch {
            throw BundledDataError(file: forecastFile, message: DocumentError(error).message)
        }
        guard weather.hasWeather else {
            throw BundledDataError(file: forecastFile, message: "not a One Call document")
        }
        do {
            air = try AirPollution.decode(airPollution)
        } catch {
            throw BundledDataError(file: airPollutionFile, message: DocumentError(error).message)
        }
        guard let quality = air.airQuality else {
            throw BundledDataError(file: airPollutionFile, message: "not an Air Pollution document")
        }
        return (weather.forecast(), quality)
    }
}
