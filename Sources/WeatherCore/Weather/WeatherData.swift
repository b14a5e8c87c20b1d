import Foundation

/// Where the data on screen came from.
public enum DataSource: String, Codable, Sendable {
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
/// Values are held in `standard` units (kelvin, m/s) whatever units they were fetched or loaded
/// in, so rendering in any units is a pure conversion.
public struct WeatherData: Equatable, Sendable {
    public var place: Place
    public var oneCall: OneCall
    public var air: AirPollution?
    public var source: DataSource
    /// When the data was fetched or loaded, in seconds since 1970; nil for bundled data.
    public var fetchedAt: Int64?
    /// The file or URL it came from, for `status`.
    public var origin: String?
    /// Something `status` should say about it, such as the One Call 2.5 fallback.
    public var note: String?
    /// The service the data came from (bundled London is OpenWeather's).
    public var provider: ProviderID

    public init(
        place: Place, oneCall: OneCall, air: AirPollution?, source: DataSource,
        fetchedAt: Int64? = nil, origin: String? = nil, note: String? = nil, provider: ProviderID = .openWeather
    ) {
        self.provider = provider
        self.place = place
        self.oneCall = oneCall
        self.air = air
        self.source = source
        self.fetchedAt = fetchedAt
        self.origin = origin
        self.note = note
    }

    /// The clock of the place the data is for.
    public var localTime: LocalTime {
        LocalTime(zoneIdentifier: oneCall.timezone, fallbackOffset: oneCall.timezoneOffset ?? 0)
    }
}

extension OneCall {
    /// The same document with temperatures in kelvin and speeds in m/s, from a document in `units`.
    public func convertedToStandard(from units: Units) -> OneCall {
        guard units != .standard else { return self }
        let t = units.kelvin
        let s = units.metresPerSecond
        var copy = self
        if var c = copy.current {
            c.temp = t(c.temp)
            c.feelsLike = c.feelsLike.map(t)
            c.dewPoint = c.dewPoint.map(t)
            c.windSpeed = c.windSpeed.map(s)
            c.windGust = c.windGust.map(s)
            copy.current = c
        }
        copy.hourly = copy.hourly?.map { h in
            var h = h
            h.temp = t(h.temp)
            h.feelsLike = h.feelsLike.map(t)
            h.dewPoint = h.dewPoint.map(t)
            h.windSpeed = h.windSpeed.map(s)
            h.windGust = h.windGust.map(s)
            return h
        }
        copy.daily = copy.daily?.map { d in
            var d = d
            d.temp = OneCall.Temperatures(
                day: d.temp.day.map(t), min: t(d.temp.min), max: t(d.temp.max),
                night: d.temp.night.map(t), eve: d.temp.eve.map(t), morn: d.temp.morn.map(t))
            if let f = d.feelsLike {
                d.feelsLike = OneCall.FeelsLike(day: f.day.map(t), night: f.night.map(t), eve: f.eve.map(t), morn: f.morn.map(t))
            }
            d.dewPoint = d.dewPoint.map(t)
            d.windSpeed = d.windSpeed.map(s)
            d.windGust = d.windGust.map(s)
            return d
        }
        return copy
    }
}
