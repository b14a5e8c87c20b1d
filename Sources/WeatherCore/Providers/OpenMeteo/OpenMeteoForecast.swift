import CoreSupport
import FoundationEssentials

/// An answer of Open-Meteo's forecast service (`/v1/forecast`), as asked for with
/// `timeformat=unixtime` and `timezone=auto`: the point, its zone and offset, and `current`,
/// `hourly` and `daily` with their `*_units`.
///
/// Bounded as it is decoded: at most 48 hours and 8 days are kept, a zone name over 64
/// characters and an offset beyond ±18 h are dropped.
package struct OpenMeteoForecast: Decodable, Equatable, Sendable {
    package var latitude: Double
    package var longitude: Double
    package var utcOffsetSeconds: Int?
    package var timezone: String?
    package var timezoneAbbreviation: String?
    package var current: OpenMeteoValues?
    package var currentUnits: [String: String]?
    package var hourly: OpenMeteoColumns?
    package var hourlyUnits: [String: String]?
    package var daily: OpenMeteoColumns?
    package var dailyUnits: [String: String]?
    /// `precipitation` in 15-minute steps (mm in each step), for the next two hours.
    package var minutely15: OpenMeteoColumns?

    enum CodingKeys: String, SnakeCaseKey {
        case latitude, longitude, utcOffsetSeconds, timezone, timezoneAbbreviation
        case current, currentUnits, hourly, hourlyUnits, daily, dailyUnits
        case minutely15 = "minutely_15"
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try c.decode(Double.self, forKey: .latitude)
        longitude = try c.decode(Double.self, forKey: .longitude)
        utcOffsetSeconds = ExternalBounds.offset(try? c.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds))
        timezone = ExternalBounds.tzZoneName(try? c.decodeIfPresent(String.self, forKey: .timezone))
        timezoneAbbreviation = (try? c.decodeIfPresent(String.self, forKey: .timezoneAbbreviation)).flatMap { $0.count <= 16 ? $0 : nil }
        current = try c.decodeIfPresent(OpenMeteoValues.self, forKey: .current)
        currentUnits = try? c.decodeIfPresent([String: String].self, forKey: .currentUnits)
        hourly = try c.decodeIfPresent(OpenMeteoColumns.self, forKey: .hourly)?.prefix(ExternalBounds.hours)
        hourlyUnits = try? c.decodeIfPresent([String: String].self, forKey: .hourlyUnits)
        daily = try c.decodeIfPresent(OpenMeteoColumns.self, forKey: .daily)?.prefix(ExternalBounds.days)
        dailyUnits = try? c.decodeIfPresent([String: String].self, forKey: .dailyUnits)
        // Optional, and never fatal: the nowcast is left out rather than the whole answer.
        minutely15 = (try? c.decodeIfPresent(OpenMeteoColumns.self, forKey: .minutely15))?.prefix(8)
    }
}

/// An answer of Open-Meteo's air quality service (`/v1/air-quality`) with `current` values in μg/m³.
package struct OpenMeteoAirQuality: Decodable, Equatable, Sendable {
    package var latitude: Double
    package var longitude: Double
    package var current: OpenMeteoValues?

    enum CodingKeys: String, CodingKey { case latitude, longitude, current }
}

/// An answer of Open-Meteo's geocoding service (`/v1/search`): `results` is absent when nothing matches.
package struct OpenMeteoSearch: Decodable, Equatable, Sendable {
    package var results: [Result]

    enum CodingKeys: String, CodingKey { case results }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var kept: [Result] = []
        if c.contains(.results), (try? c.decodeNil(forKey: .results)) != true {
            var list = try c.nestedUnkeyedContainer(forKey: .results)
            while !list.isAtEnd, kept.count < ExternalBounds.placesPerSearch {
                kept.append(try list.decode(Result.self))
            }
        }
        results = kept
    }

    /// One place found.
    package struct Result: Decodable, Equatable, Sendable {
        package var name: String
        package var latitude: Double
        package var longitude: Double
        package var countryCode: String?
        package var country: String?
        package var admin1: String?
        package var timezone: String?
        package var population: Int?

        enum CodingKeys: String, SnakeCaseKey { case name, latitude, longitude, countryCode, country, admin1, timezone, population }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = ExternalBounds.name(try c.decode(String.self, forKey: .name))
            latitude = try c.decode(Double.self, forKey: .latitude)
            longitude = try c.decode(Double.self, forKey: .longitude)
            countryCode = (try? c.decodeIfPresent(String.self, forKey: .countryCode)).map(ExternalBounds.name)
            country = (try? c.decodeIfPresent(String.self, forKey: .country)).map(ExternalBounds.name)
            admin1 = (try? c.decodeIfPresent(String.self, forKey: .admin1)).map(ExternalBounds.name)
            timezone = ExternalBounds.tzZoneName(try? c.decodeIfPresent(String.self, forKey: .timezone))
            population = try? c.decodeIfPresent(Int.self, forKey: .population)
        }
    }
}

/// Open-Meteo's error body: `{"error": true, "reason": "…"}`.
package struct OpenMeteoErrorBody: Decodable {
    package var error: Bool?
    package var reason: String?
}
