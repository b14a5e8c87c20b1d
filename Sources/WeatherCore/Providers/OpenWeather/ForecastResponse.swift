/// A 5 day / 3 hour Forecast API 2.5 response (`/data/2.5/forecast`): up to 40 entries three
/// hours apart, the free source of wxsh's hourly and daily views when One Call 3.0 is not enabled.
///
/// `cod` arrives as the string `"200"` and `message` as a number here; neither is needed, so
/// neither is decoded. Entries' `rain` and `snow` are `{"3h": mm}`.
struct ForecastResponse: Decodable, Equatable, Sendable {
    var list: [Entry]
    var city: City?

    enum CodingKeys: String, CodingKey { case list, city }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        list = ExternalBounds.list(try c.decode([Entry].self, forKey: .list), limit: ExternalBounds.hours)
        city = try c.decodeIfPresent(City.self, forKey: .city)
    }

    /// The forecast for one 3-hour step.
    struct Entry: Decodable, Equatable, Sendable {
        var dt: Int64
        var main: CurrentWeatherResponse.Main
        var weather: [WeatherCondition]
        var clouds: CurrentWeatherResponse.Clouds?
        var wind: CurrentWeatherResponse.Wind?
        var visibility: Double?
        /// Probability of precipitation, 0 to 1.
        var pop: Double?
        var rain: Precipitation?
        var snow: Precipitation?

        enum CodingKeys: String, CodingKey { case dt, main, weather, clouds, wind, visibility, pop, rain, snow }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            dt = try c.decode(Int64.self, forKey: .dt)
            main = try c.decode(CurrentWeatherResponse.Main.self, forKey: .main)
            weather = try c.decodeIfPresent([WeatherCondition].self, forKey: .weather) ?? []
            clouds = try c.decodeIfPresent(CurrentWeatherResponse.Clouds.self, forKey: .clouds)
            wind = try c.decodeIfPresent(CurrentWeatherResponse.Wind.self, forKey: .wind)
            visibility = try c.decodeIfPresent(Double.self, forKey: .visibility)
            pop = try c.decodeIfPresent(Double.self, forKey: .pop)
            rain = try c.decodeIfPresent(Precipitation.self, forKey: .rain)
            snow = try c.decodeIfPresent(Precipitation.self, forKey: .snow)
        }
    }

    /// The place the forecast is for.
    struct City: Decodable, Equatable, Sendable {
        var name: String?
        var coord: Coordinate?
        var country: String?
        /// Seconds east of UTC.
        var timezone: Int?
        var sunrise: Int64?
        var sunset: Int64?

        enum CodingKeys: String, CodingKey { case name, coord, country, timezone, sunrise, sunset }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .name))
            coord = try c.decodeIfPresent(Coordinate.self, forKey: .coord)
            country = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .country))
            timezone = ExternalBounds.offset(try c.decodeIfPresent(Int.self, forKey: .timezone))
            sunrise = try c.decodeIfPresent(Int64.self, forKey: .sunrise)
            sunset = try c.decodeIfPresent(Int64.self, forKey: .sunset)
        }
    }
}
