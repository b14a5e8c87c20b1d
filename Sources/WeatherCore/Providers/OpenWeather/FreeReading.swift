import CoreModel

/// The weather at one moment as both free 2.5 endpoints send it: a `/data/2.5/weather` answer
/// and each step of `/data/2.5/forecast` carry these fields alike, at their top level.
///
/// Everything but `dt` and `main.temp` may be missing; absent `weather` reads as none.
package struct FreeReading: Decodable, Equatable, Sendable {
    package var dt: Int64
    package var main: CurrentWeatherResponse.Main
    package var weather: [WeatherCondition]
    package var clouds: CurrentWeatherResponse.Clouds?
    package var wind: CurrentWeatherResponse.Wind?
    /// Metres.
    package var visibility: Double?
    package var rain: Precipitation?
    package var snow: Precipitation?

    enum CodingKeys: String, CodingKey { case dt, main, weather, clouds, wind, visibility, rain, snow }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        dt = try c.decode(Int64.self, forKey: .dt)
        main = try c.decode(CurrentWeatherResponse.Main.self, forKey: .main)
        weather = try c.decodeIfPresent([WeatherCondition].self, forKey: .weather) ?? []
        clouds = try c.decodeIfPresent(CurrentWeatherResponse.Clouds.self, forKey: .clouds)
        wind = try c.decodeIfPresent(CurrentWeatherResponse.Wind.self, forKey: .wind)
        visibility = try c.decodeIfPresent(Double.self, forKey: .visibility)
        rain = try c.decodeIfPresent(Precipitation.self, forKey: .rain)
        snow = try c.decodeIfPresent(Precipitation.self, forKey: .snow)
    }
}
