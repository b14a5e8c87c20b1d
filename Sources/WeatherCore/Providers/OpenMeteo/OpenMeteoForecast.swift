import Foundation

/// An answer of Open-Meteo's forecast service (`/v1/forecast`), as asked for with
/// `timeformat=unixtime` and `timezone=auto`: the point, its zone and offset, and `current`,
/// `hourly` and `daily` with their `*_units`.
///
/// Bounded as it is decoded: at most 48 hours and 8 days are kept, a zone name over 64
/// characters and an offset beyond ±18 h are dropped.
public struct OpenMeteoForecast: Decodable, Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var utcOffsetSeconds: Int?
    public var timezone: String?
    public var timezoneAbbreviation: String?
    public var current: OpenMeteoValues?
    public var currentUnits: [String: String]?
    public var hourly: OpenMeteoColumns?
    public var hourlyUnits: [String: String]?
    public var daily: OpenMeteoColumns?
    public var dailyUnits: [String: String]?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case timezoneAbbreviation = "timezone_abbreviation"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
    }

    public init(from decoder: any Decoder) throws {
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
    }
}

/// An answer of Open-Meteo's air quality service (`/v1/air-quality`) with `current` values in μg/m³.
public struct OpenMeteoAirQuality: Decodable, Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var current: OpenMeteoValues?

    enum CodingKeys: String, CodingKey { case latitude, longitude, current }
}

/// An answer of Open-Meteo's geocoding service (`/v1/search`): `results` is absent when nothing matches.
public struct OpenMeteoSearch: Decodable, Equatable, Sendable {
    public var results: [Result]

    enum CodingKeys: String, CodingKey { case results }

    public init(from decoder: any Decoder) throws {
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
    public struct Result: Decodable, Equatable, Sendable {
        public var name: String
        public var latitude: Double
        public var longitude: Double
        public var countryCode: String?
        public var country: String?
        public var admin1: String?
        public var timezone: String?
        public var population: Int?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, country, admin1, timezone, population
            case countryCode = "country_code"
        }

        public init(from decoder: any Decoder) throws {
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
struct OpenMeteoErrorBody: Decodable {
    var error: Bool?
    var reason: String?
}
