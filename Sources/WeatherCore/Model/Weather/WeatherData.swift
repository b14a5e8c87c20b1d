import FoundationEssentials

/// Where the data on screen came from.
package enum DataSource: String, Codable, Sendable {
    /// The London files shipped with wxsh.
    case bundled
    /// A document the user loaded with `load FILE`.
    case file
    /// Fetched from OpenWeather just now.
    case live
    /// An earlier live result, kept on disk.
    case cache
}

/// Everything wxsh shows for one place: forecasts, air quality, and their provenance.
///
/// The forecast is in °C and m/s whatever units it was fetched or loaded in, so rendering in
/// any units is a pure conversion.
package struct WeatherData: Equatable, Sendable {
    package var place: Place
    package var forecast: Forecast
    package var air: AirQuality?
    package var source: DataSource
    /// When the data was fetched or loaded, in seconds since 1970; nil for bundled data.
    package var fetchedAt: Int64?
    /// The file or URL it came from, for `status`.
    package var origin: String?
    /// Something `status` should say about it, such as the One Call 2.5 fallback.
    package var note: String?
    /// The service the data came from (bundled London is OpenWeather's).
    package var provider: ProviderID = .openWeather
    /// The answers it was decoded from, as they came, for `raw`; nil when not kept.
    package var raw = RawAnswers.none

    /// The clock of the place the data is for.
    package var localTime: LocalTime {
        LocalTime(zoneIdentifier: forecast.timeZone, fallbackOffset: forecast.utcOffset)
    }

    package init(
        place: Place, forecast: Forecast, air: AirQuality? = nil, source: DataSource, fetchedAt: Int64? = nil, origin: String? = nil,
        note: String? = nil, provider: ProviderID = .openWeather, raw: RawAnswers = RawAnswers.none
    ) {
        self.place = place
        self.forecast = forecast
        self.air = air
        self.source = source
        self.fetchedAt = fetchedAt
        self.origin = origin
        self.note = note
        self.provider = provider
        self.raw = raw
    }
}
