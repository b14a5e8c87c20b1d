import Foundation

/// Open-Meteo's answers for dates: the historical weather API (`/v1/archive`,
/// https://open-meteo.com/en/docs/historical-weather-api) and the forecast API asked for
/// `start_date`/`end_date` instead of `forecast_days`. Both send, for exactly the dates asked,
/// `daily` (and `hourly` when asked) with only the variables asked, each beside `time` (local
/// midnights, or every hour from them, as unix seconds), with their `*_units`. The values come
/// from the date alone (`archiveDay`, `archiveHour`: the same for every place, so tests can say
/// what wxsh must show); every 13th of a month has `precipitation_sum: null`.
///
/// Allowed dates, by the server's clock in GMT ("today"): the archive from 1940-01-01 to today − 5
/// days, the forecast from today − 92 days to today + 15 days. Outside them, Open-Meteo's 400
/// `Parameter 'start_date' is out of allowed range from 1940-01-01 to 2026-11-24` (or `'end_date'`);
/// an end before the start: `End-date must be larger or equals than start-date`; a date that is
/// not `YYYY-MM-DD` or not a real day: `Invalid date`; one of the two missing: `Parameter
/// 'start_date' and 'end_date' must be set`.
extension FakeOpenMeteo {
    /// `/v1/archive`'s daily variables the fake can answer.
    static let archiveDailyVariables: Set<String> = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum", "rain_sum", "snowfall_sum",
        "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant", "sunrise", "sunset"
    ]
    /// `/v1/archive`'s hourly variables the fake can answer.
    static let archiveHourlyVariables: Set<String> = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "weather_code", "cloud_cover", "pressure_msl",
        "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "precipitation", "rain", "snowfall", "dew_point_2m", "is_day"
    ]

    /// The variables that are speeds, sent in the unit asked for.
    static let speedVariables: Set<String> = ["wind_speed_10m_max", "wind_gusts_10m_max", "wind_speed_10m", "wind_gusts_10m"]

    /// The first and last dates a path allows, for the server's clock.
    static func allowedDates(_ path: String, now: Date) -> ClosedRange<FakeDate> {
        let today = FakeDate(now)
        if path == Path.archive { return FakeDate("1940-01-01")!...today.adding(days: -5) }
        return today.adding(days: -92)...today.adding(days: 15)
    }

    /// The answer for `/v1/archive`, or for `/v1/forecast` with `start_date` or `end_date`; nil
    /// for any other request (the forecast without dates keeps its own answer).
    static func datedRoute(_ request: FakeRequest, now: Date) -> FakeReply? {
        let archive = request.path == Path.archive
        guard archive || (request.path == Path.forecast && (request.query["start_date"] != nil || request.query["end_date"] != nil))
        else { return nil }
        guard let latitudes = request.query["latitude"], let longitudes = request.query["longitude"] else {
            return .json(400, badRequest("Parameter 'latitude' and 'longitude' must be set"))
        }
        let lats = latitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let lons = longitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard lats.count == lons.count else {
            return .json(400, badRequest("Parameter 'latitude' and 'longitude' must have the same number of elements"))
        }
        guard lats.count <= 100 else { return .json(400, badRequest("Only up to 100 locations can be requested at once")) }
        let daily = archive ? archiveDailyVariables : dailyVariables.union(["rain_sum", "snowfall_sum"])
        let hourly = archive ? archiveHourlyVariables : forecastVariables
        for (part, allowed) in [("hourly", hourly), ("daily", daily)] {
            for variable in (request.query[part] ?? "").split(separator: ",").map(String.init) where !allowed.contains(variable) {
                return .json(
                    400,
                    badRequest(
                        "Cannot initialize \(part == "daily" ? "Daily" : "Weather")Variable from invalid String value \(variable) for key \(part)"
                    ))
            }
        }
        guard let startText = request.query["start_date"], let endText = request.query["end_date"] else {
            return .json(400, badRequest("Parameter 'start_date' and 'end_date' must be set"))
        }
        guard let start = FakeDate(startText), let end = FakeDate(endText) else { return .json(400, badRequest("Invalid date")) }
        let allowed = allowedDates(request.path, now: now)
        for (name, date) in [("start_date", start), ("end_date", end)] where !allowed.contains(date) {
            return .json(
                400, badRequest("Parameter '\(name)' is out of allowed range from \(allowed.lowerBound) to \(allowed.upperBound)"))
        }
        guard start <= end else { return .json(400, badRequest("End-date must be larger or equals than start-date")) }
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
            answers.append(dated(request, dates: start.through(end), lat: lat, lon: lon, zone: zone, now: now))
        }
        return lats.count == 1 ? .object(answers[0]) : .object(answers)
    }

    /// One point's document: the header, then `daily` and `hourly` with only the variables asked.
    static func dated(_ request: FakeRequest, dates: [FakeDate], lat: Double, lon: Double, zone: TimeZone, now: Date) -> [String: Any] {
        var object = header(lat: lat, lon: lon, zone: zone, now: now)
        let speedUnit = speedUnit(request)
        let days = dates.map(archiveDay)
        let midnights = dates.map { $0.midnight(in: zone) }
        let dailyAsked = (request.query["daily"] ?? "").split(separator: ",").map(String.init)
        if !dailyAsked.isEmpty {
            var columns: [String: Any] = ["time": midnights]
            var units = ["time": "unixtime"]
            for variable in dailyAsked {
                units[variable] = unit(of: variable, speed: speedUnit)
                columns[variable] = zip(days, midnights).map { day, midnight -> Any in
                    guard let value = dailyValue(variable, day, midnight: midnight) else { return NSNull() }
                    if let speed = value as? Double, speedVariables.contains(variable) { return self.speed(speed, request) }
                    return value
                }
            }
            object["daily_units"] = units
            object["daily"] = columns
        }
        let hourlyAsked = (request.query["hourly"] ?? "").split(separator: ",").map(String.init)
        if !hourlyAsked.isEmpty {
            let hours = zip(zip(dates, days), midnights).flatMap { pair, midnight in
                (0..<24).map { hour in
                    (time: midnight + Int64(hour) * 3600, values: archiveHour(pair.1, dayOfYear: pair.0.dayOfYear, hour: hour))
                }
            }
            var columns: [String: Any] = ["time": hours.map(\.time)]
            var units = ["time": "unixtime"]
            for variable in hourlyAsked {
                units[variable] = unit(of: variable, speed: speedUnit)
                columns[variable] = hours.map { hour -> Any in
                    let value = hour.values[variable] ?? 0
                    if speedVariables.contains(variable) { return speed(value, request) }
                    let whole = ["weather_code", "relative_humidity_2m", "cloud_cover", "wind_direction_10m", "is_day"]
                    return whole.contains(variable) || variable == "precipitation_probability" ? Int(value) as Any : value
                }
            }
            object["hourly_units"] = units
            object["hourly"] = columns
        }
        return object
    }
}
