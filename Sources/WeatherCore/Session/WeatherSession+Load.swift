import CoreModel
import CorePlaces
import CoreState
import CoreSupport
import FoundationEssentials

/// Showing what `load` read: a forecast replaces the data on screen, air quality joins it.
extension WeatherSession {
    /// Shows a forecast read from `path` for the point `at`, named after the place on screen
    /// when it is the same point, else "near X" from the gazetteer.
    /// - Parameter raw: the file's bytes, for `raw`.
    /// - Parameter units: the units the file was read in (for `explain`).
    package mutating func showLoaded(
        _ forecast: Forecast, at point: Coordinate, provider: ProviderID, path: String, now: Int64, raw: Data, units: Units = .standard
    ) -> [Effect] {
        var place = Place.coordinates(lat: point.lat, lon: point.lon)
        if let nearest = (try? services.gazetteer().get())?.nearest(lat: point.lat, lon: point.lon) {
            place = Place.near(nearest.place, lat: point.lat, lon: point.lon)
        }
        var air: AirQuality?
        var rawAir: Data?
        var airOrigin: AnswerOrigin?
        if let previous = state.data, previous.place.isNear(lat: point.lat, lon: point.lon) {
            place = previous.place
            // Air quality from the other provider is not shown beside this one's weather.
            if previous.provider == provider { (air, rawAir, airOrigin) = (previous.air, previous.raw.air, previous.raw.airOrigin) }
        }
        let origin = AnswerOrigin(arrival: .file, url: path, receivedAt: now, units: units)
        state.data = WeatherData(
            place: place, forecast: forecast, air: air, source: .file,
            fetchedAt: now, origin: path, provider: provider,
            raw: RawAnswers(forecast: raw, air: rawAir, forecastOrigin: origin, airOrigin: airOrigin))
        state.dataProblem = nil
        return renderTab()
    }

    /// Shows an air quality document beside the weather on screen.
    /// - Parameter provider: the provider it came from, when it is not the weather's.
    package mutating func showLoaded(_ air: AirQuality, at point: Coordinate?, provider: ProviderID?, path: String, now: Int64, raw: Data)
        -> [Effect]
    {
        let shownPath = TerminalSafety.sanitize(path)
        guard var current = state.data else {
            return [.error(.airBeforeForecast(path: shownPath))]
        }
        // Air quality for another place is refused, naming both, rather than shown as this one's.
        if let point, let refusal = airPlaceMismatch(lat: point.lat, lon: point.lon, shownPath: shownPath) {
            return [.error(ErrorReport(refusal))]
        }
        current.air = air
        current.source = .file
        current.fetchedAt = now
        current.origin = path
        current.raw = RawAnswers(
            forecast: current.raw.forecast, air: raw, forecastOrigin: current.raw.forecastOrigin,
            airOrigin: AnswerOrigin(arrival: .file, url: path, receivedAt: now))
        if let provider { current.provider = provider }
        state.data = current
        if state.tab != .pollution { state.tab = .pollution }
        return [.render(.tab(.pollution))]
    }
}
