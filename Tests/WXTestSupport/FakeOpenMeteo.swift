import Foundation

/// The fake server's Open-Meteo side: `/v1/forecast`, `/v1/air-quality`, `/v1/search` and
/// `/v1/archive` (with the forecast's dated form: FakeOpenMeteo+Dated.swift),
/// answering in the shapes of Open-Meteo's documentation (see Tests/Fixtures/open-meteo/SOURCES.md)
/// for the server's clock, with Open-Meteo's error bodies for bad parameters. Comma-separated
/// coordinates (up to 100 points) are answered with a list, one document per point, as Open-Meteo does.
///
/// Values are simple and fixed per place (the place's `warmer` is added to every temperature),
/// so tests can say exactly what wxsh must show. Wind is sent in the unit asked for
/// (`wind_speed_unit`, km/h by default), as the real service does.
public enum FakeOpenMeteo {
    public enum Path {
        public static let forecast = "/v1/forecast"
        public static let airQuality = "/v1/air-quality"
        public static let search = "/v1/search"
        /// The historical weather API (archive-api.open-meteo.com; here on the same host).
        public static let archive = "/v1/archive"
        public static let all = [forecast, airQuality, search, archive]
    }

    /// Open-Meteo's body for too many requests (sent with 429).
    public static let limitExceeded = "{\"error\":true,\"reason\":\"Minutely API request limit exceeded. Please try again in one minute.\"}"
    /// An Open-Meteo body for a bad parameter (sent with 400).
    public static func badRequest(_ reason: String) -> String {
        "{\"error\":true,\"reason\":\"\(reason)\"}"
    }

    /// What the fake's Paris shows now, in the units the service sends by default.
    public enum Now {
        public static let temperature = 12.3
        public static let humidity = 71.0
        public static let windKilometresPerHour = 15.1
        public static let windDirection = 240.0
        public static let gustKilometresPerHour = 32.4
    }

    static let forecastVariables: Set<String> = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "weather_code", "cloud_cover",
        "pressure_msl", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "visibility", "dew_point_2m",
        "uv_index", "precipitation_probability", "precipitation", "rain", "snowfall"
    ]
    static let dailyVariables: Set<String> = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "uv_index_max",
        "precipitation_sum", "precipitation_probability_max", "wind_speed_10m_max", "wind_gusts_10m_max",
        "wind_direction_10m_dominant"
    ]
    static let airVariables: Set<String> = [
        "pm10", "pm2_5", "carbon_monoxide", "nitrogen_dioxide", "sulphur_dioxide", "ozone", "ammonia", "european_aqi", "us_aqi"
    ]

    /// The answer for an Open-Meteo path, or nil for any other path.
    static func route(_ request: FakeRequest, now: Date) -> FakeReply? {
        guard Path.all.contains(request.path) else { return nil }
        // `/v1/archive`, and `/v1/forecast` asked for dates (FakeOpenMeteo+Dated.swift).
        if let reply = datedRoute(request, now: now) { return reply }
        if request.path == Path.search {
            let name = request.query["name"]?.trimmingCharacters(in: .whitespaces) ?? ""
            if name.isEmpty { return .json(400, badRequest("Parameter 'name' is required")) }
            let count = request.query["count"].flatMap { Int($0) } ?? 10
            guard (1...100).contains(count) else { return .json(400, badRequest("Parameter count must be between 1 and 100.")) }
            let found = FakePlace.matching(name, limit: count)
            if found.isEmpty { return .object(["generationtime_ms": 0.4] as [String: Any]) }
            return .object(["results": found.map(searchJSON), "generationtime_ms": 0.6] as [String: Any])
        }
        guard let latitudes = request.query["latitude"], let longitudes = request.query["longitude"] else {
            return .json(400, badRequest("Parameter 'latitude' and 'longitude' must be set"))
        }
        let lats = latitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let lons = longitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard lats.count == lons.count else {
            return .json(400, badRequest("Parameter 'latitude' and 'longitude' must have the same number of elements"))
        }
        guard lats.count <= 100 else { return .json(400, badRequest("Only up to 100 locations can be requested at once")) }
        let known = request.path == Path.forecast ? forecastVariables : airVariables
        for part in ["current", "hourly", "daily"] {
            let allowed = part == "daily" ? dailyVariables : known
            for variable in (request.query[part] ?? "").split(separator: ",").map(String.init) where !allowed.contains(variable) {
                return .json(
                    400,
                    badRequest(
                        "Cannot initialize \(part == "daily" ? "Daily" : "Weather")Variable from invalid String value \(variable) for key \(part)"
                    ))
            }
        }
        // One point: an object. Several (comma-separated): a list, one object per point in order.
        var answers: [[String: Any]] = []
        for (latText, lonText) in zip(lats, lons) {
            guard let lat = Double(latText), (-90...90).contains(lat) else {
                return .json(400, badRequest("Latitude must be in range of -90 to 90°. Given: \(latText)."))
            }
            guard let lon = Double(lonText), (-180...180).contains(lon) else {
                return .json(400, badRequest("Longitude must be in range of -180 to 180°. Given: \(lonText)."))
            }
            let place = FakePlace.near(lat: lat, lon: lon)
            let zone = request.query["timezone"] == "auto" ? FakeOpenWeatherData.zone(for: place, lon: lon) : TimeZone(identifier: "GMT")!
            answers.append(
                request.path == Path.airQuality
                    ? air(request, lat: lat, lon: lon, place: place, zone: zone, now: now)
                    : forecast(request, lat: lat, lon: lon, place: place, zone: zone, now: now))
        }
        return lats.count == 1 ? .object(answers[0]) : .object(answers)
    }

    static func searchJSON(_ place: FakePlace) -> [String: Any] {
        var object: [String: Any] = [
            "id": place.id, "name": place.name, "latitude": FakeOpenWeatherData.round4(place.lat),
            "longitude": FakeOpenWeatherData.round4(place.lon), "elevation": 42.0, "feature_code": "PPLC",
            "country_code": place.country, "timezone": place.zone, "population": 1_000_000 + place.id % 1000,
            "country": place.country == "FR" ? "France" : place.country
        ]
        if let state = place.state { object["admin1"] = state }
        return object
    }

    /// Wind in the unit asked for: `ms`, `mph`, `kn`, else km/h.
    static func wind(_ kilometresPerHour: Double, _ request: FakeRequest) -> (Double, String) {
        switch request.query["wind_speed_unit"] {
        case "ms": return (FakeOpenWeatherData.round2(kilometresPerHour / 3.6), "m/s")
        case "mph": return (FakeOpenWeatherData.round2(kilometresPerHour / 1.609344), "mp/h")
        case "kn": return (FakeOpenWeatherData.round2(kilometresPerHour / 1.852), "kn")
        default: return (kilometresPerHour, "km/h")
        }
    }

    static func header(lat: Double, lon: Double, zone: TimeZone, now: Date) -> [String: Any] {
        [
            "latitude": FakeOpenWeatherData.round4(lat), "longitude": FakeOpenWeatherData.round4(lon),
            "generationtime_ms": 0.123, "utc_offset_seconds": zone.secondsFromGMT(for: now),
            "timezone": zone.identifier, "timezone_abbreviation": zone.abbreviation(for: now) ?? "GMT", "elevation": 42.0
        ]
    }

    static let codes = [0, 1, 2, 3, 45, 51, 61, 63, 80, 95, 71, 3]

    static func forecast(_ request: FakeRequest, lat: Double, lon: Double, place: FakePlace?, zone: TimeZone, now: Date) -> [String: Any] {
        let warmer = place?.warmer ?? 0
        let epoch = Int64(now.timeIntervalSince1970)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        func isDay(_ time: Int64) -> Int {
            let hour = calendar.component(.hour, from: Date(timeIntervalSince1970: TimeInterval(time)))
            return (7..<19).contains(hour) ? 1 : 0
        }
        var object = header(lat: lat, lon: lon, zone: zone, now: now)
        let (speed, speedUnit) = wind(Now.windKilometresPerHour, request)
        let (gust, _) = wind(Now.gustKilometresPerHour, request)
        let currentTime = epoch - epoch % 900
        if request.query["current"] != nil {
            object["current_units"] = [
                "time": "unixtime", "interval": "seconds", "temperature_2m": "°C", "relative_humidity_2m": "%",
                "apparent_temperature": "°C", "wind_speed_10m": speedUnit, "wind_gusts_10m": speedUnit,
                "pressure_msl": "hPa", "visibility": "m", "dew_point_2m": "°C", "rain": "mm", "snowfall": "cm"
            ]
            object["current"] =
                [
                    "time": currentTime, "interval": 900, "temperature_2m": FakeOpenWeatherData.round2(Now.temperature + warmer),
                    "relative_humidity_2m": Now.humidity, "apparent_temperature": FakeOpenWeatherData.round2(10.9 + warmer),
                    "is_day": isDay(currentTime), "weather_code": 3, "cloud_cover": 88.0, "pressure_msl": 1012.4,
                    "wind_speed_10m": speed, "wind_direction_10m": Now.windDirection, "wind_gusts_10m": gust,
                    "visibility": 24140.0, "dew_point_2m": FakeOpenWeatherData.round2(7.1 + warmer), "uv_index": 1.2,
                    "precipitation": 0.0, "rain": 0.0, "snowfall": 0.0
                ] as [String: Any]
        }
        let hours = min(max(Int(request.query["forecast_hours"] ?? "") ?? 168, 1), 384)
        if request.query["hourly"] != nil {
            let start = epoch - epoch % 3600
            let times = (0..<hours).map { start + Int64($0) * 3600 }
            let temps = times.indices.map { FakeOpenWeatherData.round2(Now.temperature + warmer + 3 * sin(Double($0) / 24 * 2 * .pi)) }
            object["hourly_units"] = [
                "time": "unixtime", "temperature_2m": "°C", "wind_speed_10m": speedUnit, "wind_gusts_10m": speedUnit,
                "precipitation_probability": "%", "rain": "mm", "snowfall": "cm", "visibility": "m"
            ]
            object["hourly"] =
                [
                    "time": times, "temperature_2m": temps,
                    "relative_humidity_2m": times.indices.map { 60 + $0 % 30 },
                    "apparent_temperature": temps.map { FakeOpenWeatherData.round2($0 - 1.5) },
                    "is_day": times.map(isDay), "weather_code": times.indices.map { codes[$0 % codes.count] },
                    "cloud_cover": times.indices.map { ($0 * 7) % 100 }, "pressure_msl": times.indices.map { 1010 + Double($0 % 5) },
                    "wind_speed_10m": times.indices.map { _ in speed }, "wind_direction_10m": times.indices.map { ($0 * 15) % 360 },
                    "wind_gusts_10m": times.indices.map { _ in gust }, "visibility": times.indices.map { _ in 24140.0 },
                    "dew_point_2m": temps.map { FakeOpenWeatherData.round2($0 - 5) }, "uv_index": times.map { isDay($0) == 1 ? 2.5 : 0.0 },
                    "precipitation_probability": times.indices.map { ($0 * 11) % 100 },
                    "precipitation": times.indices.map { $0 % 6 == 4 ? 0.4 : 0.0 }, "rain": times.indices.map { $0 % 6 == 4 ? 0.4 : 0.0 },
                    "snowfall": times.indices.map { _ in 0.0 }
                ] as [String: Any]
        }
        if request.query["minutely_15"] != nil {
            let steps = min(max(Int(request.query["forecast_minutely_15"] ?? "") ?? 8, 1), 96)
            if let minutes = FakeNowcast.shape(for: place).minutely15(from: epoch, steps: steps) {
                object["minutely_15_units"] = ["time": "unixtime", "precipitation": "mm"]
                object["minutely_15"] = minutes
            }
        }
        let days = min(max(Int(request.query["forecast_days"] ?? "") ?? 7, 1), 16)
        if request.query["daily"] != nil {
            let midnights = (0..<days).map { FakeOpenWeatherData.midnight(epoch, days: $0, in: zone) }
            object["daily_units"] = [
                "time": "unixtime", "temperature_2m_max": "°C", "temperature_2m_min": "°C", "sunrise": "unixtime",
                "sunset": "unixtime", "precipitation_sum": "mm", "precipitation_probability_max": "%",
                "wind_speed_10m_max": speedUnit, "wind_gusts_10m_max": speedUnit, "wind_direction_10m_dominant": "°"
            ]
            object["daily"] =
                [
                    "time": midnights, "weather_code": midnights.indices.map { codes[($0 * 5) % codes.count] },
                    "temperature_2m_max": midnights.indices.map { FakeOpenWeatherData.round2(15.2 + warmer + Double($0 % 3)) },
                    "temperature_2m_min": midnights.indices.map { FakeOpenWeatherData.round2(6.4 + warmer - Double($0 % 2)) },
                    "sunrise": midnights.map { $0 + 7 * 3600 + 1800 }, "sunset": midnights.map { $0 + 17 * 3600 + 600 },
                    "uv_index_max": midnights.indices.map { 2.0 + Double($0 % 4) },
                    "precipitation_sum": midnights.indices.map { $0 % 3 == 1 ? 3.2 : 0.0 },
                    "precipitation_probability_max": midnights.indices.map { ($0 * 23) % 100 },
                    "wind_speed_10m_max": midnights.indices.map { _ in gust }, "wind_gusts_10m_max": midnights.indices.map { _ in gust },
                    "wind_direction_10m_dominant": midnights.indices.map { ($0 * 40) % 360 }
                ] as [String: Any]
        }
        return object
    }

    /// Paris's air now: PM2.5 at 11.4 μg/m³ makes the index 2 (Fair); every other pollutant is Good.
    static func air(_ request: FakeRequest, lat: Double, lon: Double, place: FakePlace?, zone: TimeZone, now: Date) -> [String: Any] {
        let epoch = Int64(now.timeIntervalSince1970)
        var object = header(lat: lat, lon: lon, zone: zone, now: now)
        object["current_units"] = [
            "time": "unixtime", "interval": "seconds", "pm10": "μg/m³", "pm2_5": "μg/m³", "carbon_monoxide": "μg/m³",
            "nitrogen_dioxide": "μg/m³", "sulphur_dioxide": "μg/m³", "ozone": "μg/m³", "ammonia": "μg/m³",
            "european_aqi": "EAQI", "us_aqi": "USAQI"
        ]
        let europe = (35...72).contains(lat) && (-25...45).contains(lon)
        object["current"] =
            [
                "time": epoch - epoch % 3600, "interval": 3600, "pm10": 18.2, "pm2_5": 11.4, "carbon_monoxide": 210.0,
                "nitrogen_dioxide": 22.5, "sulphur_dioxide": 3.1, "ozone": 55.0, "ammonia": europe ? 1.2 as Any : NSNull(),
                "european_aqi": 35, "us_aqi": 48
            ] as [String: Any]
        return object
    }
}
