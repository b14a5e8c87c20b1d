import CoreModel
import CoreSupport
import FoundationEssentials

/// The four Open-Meteo services wxsh asks, and how each request becomes a URL.
///
/// Wind comes in m/s (`wind_speed_unit=ms`), times as unix seconds, in the place's own zone
/// (`timezone=auto`); 48 hours and 8 days are asked for, as wxsh shows. `forecasts` and
/// `airQualities` ask for several points in one request (comma-separated coordinates, the other
/// parameters shared), which Open-Meteo answers with a list, one document per point in order.
package enum OpenMeteoEndpoint: Equatable, Sendable {
    case forecast(lat: Double, lon: Double)
    case airQuality(lat: Double, lon: Double)
    case forecasts([Coordinate])
    case airQualities([Coordinate])
    case search(name: String)
    /// Days of the historical weather API (`/v1/archive`, ERA5), with their hours when `hourly`.
    case archive(lat: Double, lon: Double, range: DateRange, hourly: Bool)
    /// Days of the forecast API asked for by date (the last 92 days and the next 16).
    case forecastDates(lat: Double, lon: Double, range: DateRange, hourly: Bool)

    /// The most points Open-Meteo takes in one request.
    package static let pointsPerRequest = 100

    /// The service's path, the same on every host.
    package var path: String {
        switch self {
        case .forecast, .forecasts, .forecastDates: return "/v1/forecast"
        case .archive: return "/v1/archive"
        case .airQuality, .airQualities: return "/v1/air-quality"
        case .search: return "/v1/search"
        }
    }

    package static let currentVariables =
        "temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,visibility,dew_point_2m,uv_index,precipitation,rain,snowfall"
    package static let hourlyVariables =
        "temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,visibility,dew_point_2m,uv_index,precipitation_probability,precipitation,rain,snowfall"
    package static let dailyVariables =
        "weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,uv_index_max,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,wind_gusts_10m_max,wind_direction_10m_dominant"
    /// A dated day's variables, which the archive and the forecast API both have.
    package static let datedDailyVariables =
        "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,rain_sum,snowfall_sum,wind_speed_10m_max,wind_gusts_10m_max,wind_direction_10m_dominant,sunrise,sunset"
    /// A range's variables (`history`, `forecast 16`): what its rows, chart and totals show, and no
    /// more, since Open-Meteo counts a request by its variables and a year of them is read at once.
    package static let rangeDailyVariables = "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,wind_speed_10m_max"
    /// A dated day's hours.
    package static let datedHourlyVariables =
        "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,precipitation,rain,snowfall,dew_point_2m"
    package static let airVariables = "pm10,pm2_5,carbon_monoxide,nitrogen_dioxide,sulphur_dioxide,ozone,ammonia,european_aqi,us_aqi"

    /// Whether the request goes to the historical weather API.
    package var isArchive: Bool {
        if case .archive = self { return true }
        return false
    }

    /// The query parameters, in order.
    package var parameters: [(String, String)] {
        switch self {
        case .forecast(let lat, let lon): return OpenMeteoEndpoint.coordinates(lat, lon) + OpenMeteoEndpoint.forecastOptions
        case .forecasts(let points): return OpenMeteoEndpoint.coordinates(points) + OpenMeteoEndpoint.forecastOptions
        case .airQuality(let lat, let lon): return OpenMeteoEndpoint.coordinates(lat, lon) + OpenMeteoEndpoint.airOptions
        case .airQualities(let points): return OpenMeteoEndpoint.coordinates(points) + OpenMeteoEndpoint.airOptions
        case .archive(let lat, let lon, let range, let hourly), .forecastDates(let lat, let lon, let range, let hourly):
            // The archive has no chance of precipitation; the forecast's days do.
            let daily =
                (hourly ? OpenMeteoEndpoint.datedDailyVariables : OpenMeteoEndpoint.rangeDailyVariables)
                + (isArchive ? "" : ",precipitation_probability_max")
            return OpenMeteoEndpoint.coordinates(lat, lon) + [("start_date", range.from.iso), ("end_date", range.to.iso)]
                + [("daily", daily)] + (hourly ? [("hourly", OpenMeteoEndpoint.datedHourlyVariables)] : [])
                + [("timezone", "auto"), ("timeformat", "unixtime"), ("wind_speed_unit", "ms")]
        case .search(let name):
            return [("name", name), ("count", String(ExternalBounds.placesPerSearch)), ("language", "en"), ("format", "json")]
        }
    }

    /// What a forecast request asks for beside the point(s).
    package static let forecastOptions = [
        ("current", currentVariables), ("hourly", hourlyVariables), ("daily", dailyVariables), ("timezone", "auto"),
        ("timeformat", "unixtime"), ("wind_speed_unit", "ms"), ("forecast_hours", "48"), ("forecast_days", "8"),
        // The next two hours in 15-minute steps, for the nowcast (`rain`).
        ("minutely_15", "precipitation"), ("forecast_minutely_15", "8")
    ]

    /// What an air-quality request asks for beside the point(s).
    package static let airOptions = [("current", airVariables), ("timezone", "auto"), ("timeformat", "unixtime")]

    /// How many calls Open-Meteo counts the request as: a request of more than 10 variables or
    /// more than 14 days counts as several (its terms: the variables over 10, times the days over 14).
    package var weight: Double? {
        guard case .archive = self else {
            if case .forecastDates = self { return OpenMeteoWeight.of(parameters) }
            return nil
        }
        return OpenMeteoWeight.of(parameters)
    }

    /// The full URL on the service's host.
    package func url(_ services: OpenMeteoServices) -> URL {
        let base: URL
        switch self {
        case .forecast, .forecasts, .forecastDates: base = services.forecast
        case .archive: base = services.archive
        case .airQuality, .airQualities: base = services.airQuality
        case .search: base = services.geocoding
        }
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let query = parameters.map { "\(OpenWeatherEndpoint.percentEncode($0.0))=\(OpenWeatherEndpoint.percentEncode($0.1))" }
            .joined(separator: "&")
        return URL(string: text + path + "?" + query) ?? base
    }

    package static func coordinates(_ lat: Double, _ lon: Double) -> [(String, String)] {
        [("latitude", Measure.trimmed(lat, decimals: 4)), ("longitude", Measure.trimmed(lon, decimals: 4))]
    }

    /// Several points: the latitudes, then the longitudes, each comma-separated in the same order.
    package static func coordinates(_ points: [Coordinate]) -> [(String, String)] {
        [
            ("latitude", points.map { Measure.trimmed($0.lat, decimals: 4) }.joined(separator: ",")),
            ("longitude", points.map { Measure.trimmed($0.lon, decimals: 4) }.joined(separator: ","))
        ]
    }
}

/// What Open-Meteo counts a request for dates as: a request of more than 10 variables or more
/// than 14 days counts as several calls (variables ÷ 10 times days ÷ 14, each at least 1).
package enum OpenMeteoWeight {
    /// The weight of a request with these parameters; nil unless it asks for dates.
    package static func of(_ parameters: [(String, String)]) -> Double? {
        func value(_ name: String) -> String? { parameters.first { $0.0 == name }?.1 }
        guard let from = value("start_date").flatMap({ CivilDate(iso: $0) }), let to = value("end_date").flatMap({ CivilDate(iso: $0) }),
            from <= to
        else { return nil }
        let variables = ["daily", "hourly", "current"].reduce(0) { total, name in
            total + (value(name).map { $0.split(separator: ",").count } ?? 0)
        }
        return max(1, Double(variables) / 10) * max(1, Double(DateRange(from, to).count) / 14)
    }

    /// The weight of the request a URL makes; nil unless it asks Open-Meteo for dates.
    package static func of(_ url: String) -> Double? {
        guard let query = url.firstIndex(of: "?"), url.contains("/v1/archive") || url.contains("/v1/forecast") else { return nil }
        let pairs = url[url.index(after: query)...].split(separator: "&").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingEvery("%2C", with: ",").replacingEvery("%2c", with: ",")
            }
            return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        }
        return of(pairs)
    }
}

/// Where the three services are: Open-Meteo's own hosts, or one host for all three from
/// `OPEN_METEO_API_URL` (a mirror, or a test's fake server).
package struct OpenMeteoServices: Equatable, Sendable {
    package var forecast: URL
    package var airQuality: URL
    package var geocoding: URL
    /// The historical weather API.
    package var archive: URL

    package static let standard = OpenMeteoServices(
        forecast: URL(string: "https://api.open-meteo.com")!,
        airQuality: URL(string: "https://air-quality-api.open-meteo.com")!,
        geocoding: URL(string: "https://geocoding-api.open-meteo.com")!,
        archive: URL(string: "https://archive-api.open-meteo.com")!)

    /// The services from the environment: `OPEN_METEO_API_URL` replaces the scheme, host and
    /// port of all three; unset means Open-Meteo's own.
    /// - Returns: the services, or why the variable's value cannot be used (set but empty counts).
    package static func from(environment: [String: String]) -> Result<OpenMeteoServices, BaseURLError> {
        guard let raw = environment["OPEN_METEO_API_URL"] else { return .success(.standard) }
        let text = raw.trimmingWhitespace()
        let shown = APIError.clean(text)
        guard !text.isEmpty else {
            return .failure(
                BaseURLError(message: "OPEN_METEO_API_URL is set but empty: unset it, or give a URL like https://api.open-meteo.com"))
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            return .failure(BaseURLError(message: "OPEN_METEO_API_URL is `\(shown)`, not an http:// or https:// URL with a host name"))
        }
        let path = url.path
        if url.query != nil || url.fragment != nil || url.user != nil || !(path.isEmpty || path == "/") {
            return .failure(
                BaseURLError(message: "OPEN_METEO_API_URL is `\(shown)`: give only the scheme, host and port, like http://127.0.0.1:8080"))
        }
        var base = "\(scheme)://\(host)"
        if let port = url.port { base += ":\(port)" }
        guard let one = URL(string: base) else {
            return .failure(BaseURLError(message: "OPEN_METEO_API_URL is `\(shown)`, not a usable URL"))
        }
        return .success(OpenMeteoServices(oneHost: one))
    }
}

extension OpenMeteoServices {
    /// One host for every service (`OPEN_METEO_API_URL`, a test's fake server).
    package init(oneHost: URL) {
        self.init(forecast: oneHost, airQuality: oneHost, geocoding: oneHost, archive: oneHost)
    }
}
