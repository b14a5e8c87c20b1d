/// The air at a point at one time: a 1–5 index and the pollutants' concentrations, whatever
/// provider it came from.
package struct AirQuality: Codable, Equatable, Sendable {
    package var time: Int64
    /// 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor.
    package var index: Int
    /// Open-Meteo's European AQI (0–500), shown beside the 1–5 index; OpenWeather has none.
    package var europeanIndex: Int? = nil
    package var components: Components

    /// The index's name, such as `Fair`.
    package var indexName: String { AirQuality.label(index) }

    /// Concentrations in μg/m³; nil where the provider has none.
    package struct Components: Codable, Equatable, Sendable {
        package var co: Double? = nil
        package var no: Double? = nil
        package var no2: Double? = nil
        package var o3: Double? = nil
        package var so2: Double? = nil
        package var pm2_5: Double? = nil
        package var pm10: Double? = nil
        package var nh3: Double? = nil

        package init(
            co: Double? = nil, no: Double? = nil, no2: Double? = nil, o3: Double? = nil, so2: Double? = nil, pm2_5: Double? = nil,
            pm10: Double? = nil, nh3: Double? = nil
        ) {
            self.co = co
            self.no = no
            self.no2 = no2
            self.o3 = o3
            self.so2 = so2
            self.pm2_5 = pm2_5
            self.pm10 = pm10
            self.nh3 = nh3
        }
    }

    /// The index's name, or "Unknown" outside 1…5.
    package static func label(_ index: Int) -> String {
        // translatable: air
        switch index {
        case 1: return "Good"
        case 2: return "Fair"
        case 3: return "Moderate"
        case 4: return "Poor"
        case 5: return "Very Poor"
        default: return "Unknown"
        }
        // end translatable
    }

    package init(time: Int64, index: Int, europeanIndex: Int? = nil, components: Components) {
        self.time = time
        self.index = index
        self.europeanIndex = europeanIndex
        self.components = components
    }
}
