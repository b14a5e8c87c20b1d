import CoreModel
import CoreSupport

/// A 5 day / 3 hour Forecast API 2.5 response (`/data/2.5/forecast`): up to 40 entries three
/// hours apart, the free source of wxsh's hourly and daily views when One Call 3.0 is not enabled.
///
/// `cod` arrives as the string `"200"` and `message` as a number here; neither is needed, so
/// neither is decoded. Entries' `rain` and `snow` are `{"3h": mm}`.
package struct ForecastResponse: Decodable, Equatable, Sendable {
    package var list: [Entry]
    package var city: City?

    enum CodingKeys: String, CodingKey { case list, city }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        list = ExternalBounds.list(try c.decode([Entry].self, forKey: .list), limit: ExternalBounds.hours)
        city = try c.decodeIfPresent(City.self, forKey: .city)
    }

    /// The forecast for one 3-hour step.
    @dynamicMemberLookup
    package struct Entry: Decodable, Equatable, Sendable {
        package var values: FreeReading
        /// Probability of precipitation, 0 to 1.
        package var pop: Double?

        enum CodingKeys: String, CodingKey { case pop }

        package init(from decoder: any Decoder) throws {
            values = try FreeReading(from: decoder)
            pop = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Double.self, forKey: .pop)
        }

        @inlinable

        package subscript<T>(dynamicMember field: KeyPath<FreeReading, T>) -> T { values[keyPath: field] }
    }

    /// The place the forecast is for.
    package struct City: Decodable, Equatable, Sendable {
        package var name: String?
        package var coord: Coordinate?
        package var country: String?
        /// Seconds east of UTC.
        package var timezone: Int?
        package var sunrise: Int64?
        package var sunset: Int64?

        enum CodingKeys: String, CodingKey { case name, coord, country, timezone, sunrise, sunset }

        package init(from decoder: any Decoder) throws {
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
