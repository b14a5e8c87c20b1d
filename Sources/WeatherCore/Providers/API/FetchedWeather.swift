import CoreLanguage
import CoreModel
import FoundationEssentials

/// What one live fetch for a place brought back: the forecast, the air quality, and how they
/// were obtained, ready to show and to cache.
///
/// The cache keeps it as JSON: the model's forecast and air quality, or the answers' own bodies
/// (`forecastBody`, `airBody`) where the provider reads them back (`FetchedBodies`).
package struct FetchedWeather: Codable, Equatable, Sendable {
    package var forecast: Forecast
    /// Nil when the air quality fetch failed while the weather succeeded; see `airProblem`.
    package var air: AirQuality?
    /// Why there is no air quality, in one line, when `air` is nil.
    package var airProblem: Phrase?
    /// True when One Call 3.0 was not available and the free 2.5 endpoints were used instead
    /// (hourly is 3-hourly, forecast is 5 days).
    package var isFallback: Bool
    /// A line for `status` about how the data was obtained, such as the fallback.
    package var note: String?
    /// When the fetch started.
    package var fetchedAt: Date
    /// The main request's URL with the key redacted, for `status`.
    package var origin: String
    /// Where it came from; files written before there were two providers are OpenWeather's.
    package var provider: ProviderID
    /// The answers as they came, for `raw`: kept in memory, not in the cache's files.
    package var raw = RawAnswers.none

    package init(
        forecast: Forecast, air: AirQuality?, airProblem: Phrase? = nil, isFallback: Bool = false,
        note: String? = nil, fetchedAt: Date, origin: String, provider: ProviderID = .openWeather
    ) {
        self.provider = provider
        self.forecast = forecast
        self.air = air
        self.airProblem = airProblem
        self.isFallback = isFallback
        self.note = note
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// The note shown in `status` when the 2.5 fallback supplied the data.
    package static let fallbackNote = "One Call 3.0 is not enabled for this key: showing the free 2.5 data (3-hourly, 5 days)"

    /// The session's view of this fetch for `place`, from the network (`.live`) or the cache (`.cache`).
    package func weatherData(place: Place, source: DataSource, note: String? = nil) -> WeatherData {
        WeatherData(
            place: place, forecast: forecast, air: air, source: source,
            fetchedAt: Int64(fetchedAt.timeIntervalSince1970.rounded(.down)), origin: origin, note: note,
            provider: provider, raw: raw)
    }

    enum CodingKeys: String, CodingKey { case forecast, air, airProblem, isFallback, note, fetchedAt, origin, provider }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let bodies = try FetchedWeather.openWeatherBodies(decoder) {
            (forecast, air) = bodies
        } else {
            forecast = try c.decode(Forecast.self, forKey: .forecast)
            air = try c.decodeIfPresent(AirQuality.self, forKey: .air)
        }
        airProblem = try c.decodeIfPresent(Phrase.self, forKey: .airProblem)
        isFallback = try c.decode(Bool.self, forKey: .isFallback)
        note = try c.decodeIfPresent(String.self, forKey: .note)
        fetchedAt = try c.decode(Date.self, forKey: .fetchedAt)
        origin = try c.decode(String.self, forKey: .origin)
        provider = try c.decodeIfPresent(ProviderID.self, forKey: .provider) ?? .openWeather
    }
}

/// The bodies of a fetch's answers as they came, for the cache to keep as they are: nil where
/// there is none to keep (the converted 2.5 fallback, air quality that is not shown).
package struct FetchedBodies: Equatable, Sendable {
    /// OpenWeather's One Call answer.
    package var forecast: Data?
    /// OpenWeather's Air Pollution answer.
    package var air: Data?
    /// The requests they answered (URL with the key masked, status, when), for `explain`.
    package var forecastOrigin: AnswerOrigin?
    package var airOrigin: AnswerOrigin?

    package init(forecast: Data? = nil, air: Data? = nil) {
        self.forecast = forecast
        self.air = air
    }
}

extension RawAnswers {
    /// The answers of a fetch.
    package convenience init(_ bodies: FetchedBodies) {
        self.init(forecast: bodies.forecast, air: bodies.air, forecastOrigin: bodies.forecastOrigin, airOrigin: bodies.airOrigin)
    }
}
