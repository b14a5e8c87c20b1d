import CoreModel

/// An Air Pollution API response (`/data/2.5/air_pollution`).
///
/// The documentation has shown `coord` both as an object and as a `[lon, lat]` array, so both
/// are accepted (`Coordinate`).
package struct AirPollution: Codable, Equatable, Sendable {
    package var coord: Coordinate?
    package var list: [Entry]

    /// Air quality at one time.
    package struct Entry: Codable, Equatable, Sendable {
        package var dt: Int64
        package var main: Main
        package var components: Components
        /// Open-Meteo's European AQI (0–500), shown beside the 1–5 index; OpenWeather has none.
        package var europeanAQI: Int?

        package init(dt: Int64, main: Main, components: Components, europeanAQI: Int? = nil) {
            self.dt = dt
            self.main = main
            self.components = components
            self.europeanAQI = europeanAQI
        }

        enum CodingKeys: String, CodingKey {
            case dt, main, components
            case europeanAQI = "european_aqi"
        }
    }

    /// The air quality index.
    package struct Main: Codable, Equatable, Sendable {
        /// 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor.
        package var aqi: Int

        package init(aqi: Int) { self.aqi = aqi }

        enum CodingKeys: String, CodingKey { case aqi }

        /// The documentation's own sample sends `"aqi": 4.0`; whole numbers are taken either way.
        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if let whole = try? c.decode(Int.self, forKey: .aqi) {
                aqi = whole
            } else {
                let value = try c.decode(Double.self, forKey: .aqi)
                guard value.isFinite, value == value.rounded(), abs(value) < 1000 else {
                    throw DecodingError.dataCorruptedError(forKey: .aqi, in: c, debugDescription: "expected a whole number from 1 to 5")
                }
                aqi = Int(value)
            }
        }
    }

    /// Concentrations in μg/m³, as the model keeps them (the keys are the API's).
    package typealias Components = AirQuality.Components
}
