import CoreModel

/// Weather built from OpenWeather's documents as they come (in `standard` units).
extension WeatherData {
    package init(
        place: Place, oneCall: OneCall, air: AirPollution?, source: DataSource,
        fetchedAt: Int64? = nil, origin: String? = nil, note: String? = nil, provider: ProviderID = .openWeather
    ) {
        self.init(
            place: place, forecast: oneCall.forecast(), air: air?.airQuality, source: source, fetchedAt: fetchedAt,
            origin: origin, note: note, provider: provider)
    }
}
