import CoreModel

extension OpenMeteoAirQuality {
    /// The air now, with OpenWeather's 1–5 index worked out from the concentrations and
    /// Open-Meteo's European AQI beside it; nil when the answer has no pollutant the index can be
    /// worked out from. Open-Meteo has no NO; ammonia may be null.
    package func airQuality() -> AirQuality? {
        guard let current else { return nil }
        let components = AirQuality.Components(
            co: current["carbon_monoxide"], no: nil, no2: current["nitrogen_dioxide"], o3: current["ozone"],
            so2: current["sulphur_dioxide"], pm2_5: current["pm2_5"], pm10: current["pm10"], nh3: current["ammonia"])
        guard let index = OpenMeteoAirQuality.index(components) else { return nil }
        let european = current["european_aqi"].flatMap { $0 >= 0 && $0 < 10_000 ? Int($0.rounded()) : nil }
        return AirQuality(time: current.time, index: index, europeanIndex: european, components: components)
    }

    /// OpenWeather's published breakpoints in μg/m³: below the first value is 1 (Good), at or
    /// above the last is 5 (Very Poor).
    package static func breakpoints(_ c: AirQuality.Components) -> [(Double?, [Double])] {
        [
            (c.so2, [20, 80, 250, 350]),
            (c.no2, [40, 70, 150, 200]),
            (c.pm10, [20, 50, 100, 200]),
            (c.pm2_5, [10, 25, 50, 75]),
            (c.o3, [60, 100, 140, 180]),
            (c.co, [4400, 9400, 12400, 15400])
        ]
    }

    /// The 1–5 index: the worst of the pollutants present; nil when none is.
    package static func index(_ components: AirQuality.Components) -> Int? {
        var worst: Int?
        for (concentration, limits) in breakpoints(components) {
            guard let value = concentration else { continue }
            let level = (limits.firstIndex { value < $0 } ?? limits.count) + 1
            worst = max(worst ?? 0, level)
        }
        return worst
    }
}
