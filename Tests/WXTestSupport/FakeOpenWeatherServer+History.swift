import Foundation

/// One Call 3.0's dated paths (https://openweathermap.org/api/one-call-3): the daily aggregation
/// `/data/3.0/onecall/day_summary?lat&lon&date=YYYY-MM-DD[&tz=±HH:MM][&units]` and the time
/// machine `/data/3.0/onecall/timemachine?lat&lon&dt=UNIX[&units]`, answered in the documented
/// shapes, kelvin and m/s unless `units=metric` (°C) or `imperial` (°F, mph). The key is checked
/// as on `/data/3.0/onecall` (401), then `lat`/`lon`, then the date.
///
/// Values come from the date alone (`daySummary`, `timeMachine`), so tests can say what wxsh must
/// show. Errors are OpenWeather's 400 body `{"cod":"400","message":…,"parameters":[…]}`:
/// - `date` missing or not a real `YYYY-MM-DD`, `dt` missing or not a whole number: `Invalid date
///   format` (the message of the documented example);
/// - `date` before 1979-01-02 or after the server's today (GMT) + 18 months: `date is out of the
///   allowed range from 1979-01-02 to 2028-05-29` (the fake's words: the page names the range only);
/// - `dt` before 1979-01-01 00:00 UTC or more than 4 days after the server's now: `requested time
///   is out of the allowed range from 1979-01-01 to 4 days ahead` (the fake's words);
/// - `tz` not `±HH:MM`: `Invalid tz format`.
extension FakeOpenWeatherServer.Path {
    public static let daySummary = "/data/3.0/onecall/day_summary"
    public static let timeMachine = "/data/3.0/onecall/timemachine"
    public static let history = [daySummary, timeMachine]
}

extension FakeOpenWeatherServer {
    /// A day as `day_summary` sends it (kelvin, m/s). With d the day of the year and
    /// s = cos(2π(d − 196)/365.25): max = 284.15 + 9s + 0.25·(d mod 7), min = max − 6.5 −
    /// 0.5·(d mod 4), morning = min + 1.2, afternoon = max − 0.6, evening = (min + max)/2 + 0.8,
    /// night = min + 0.4 (two decimals); humidity 55 + d mod 30 %; cloud cover 13d mod 101 %;
    /// precipitation 0.6 + 0.9·(d mod 10) mm when d mod 3 = 0, else 0; pressure 1000 + d mod 30 hPa;
    /// wind max 2.5 + 0.8·(d mod 11) m/s from 29d mod 360°.
    public struct DaySummary: Equatable, Sendable {
        public let date: String
        public let min, max, morning, afternoon, evening, night: Double
        public let humidity: Int
        public let cloudCover: Int
        public let precipitation: Double
        public let pressure: Int
        public let windMax: Double
        public let windDirection: Int
    }

    /// One hour as `timemachine` sends it (kelvin, m/s): with f = (1 − cos(2π(h − 3)/24))/2 for
    /// the local hour h, temp = min + (max − min)·f of the local day's `DaySummary`, feels_like =
    /// temp − 1.2, humidity = min(100, summary + 25(1 − f)), dew_point = temp − (100 − humidity)/5,
    /// wind = windMax·(0.4 + 0.4f); sunrise and sunset as Open-Meteo's `archiveDay`; weather 500
    /// (light rain) on a wet day from 12 to 18 h, else 800–804 by the cloud cover.
    public struct TimeMachineHour: Equatable, Sendable {
        public let dt, sunrise, sunset: Int64
        public let temp, feelsLike, dewPoint, windSpeed: Double
        public let pressure, humidity, clouds, windDeg, weatherID: Int
        public let main, description, icon: String
    }

    /// What `day_summary` sends for `isoDate`, nil for a malformed date.
    public static func daySummary(_ isoDate: String) -> DaySummary? {
        guard let date = FakeDate(isoDate) else { return nil }
        let d = date.dayOfYear
        let s = cos(2 * Double.pi * Double(d - 196) / 365.25)
        let r = FakeOpenWeatherData.round2
        let high = r(284.15 + 9 * s + 0.25 * Double(d % 7))
        let low = r(high - 6.5 - 0.5 * Double(d % 4))
        return DaySummary(
            date: date.description, min: low, max: high, morning: r(low + 1.2), afternoon: r(high - 0.6),
            evening: r((low + high) / 2 + 0.8), night: r(low + 0.4), humidity: 55 + d % 30, cloudCover: (13 * d) % 101,
            precipitation: d % 3 == 0 ? r(0.6 + 0.9 * Double(d % 10)) : 0, pressure: 1000 + d % 30,
            windMax: r(2.5 + 0.8 * Double(d % 11)), windDirection: (29 * d) % 360)
    }

    /// What `timemachine` sends for the instant `dt` at a place in `zone`.
    public static func timeMachine(dt: Int64, zone: TimeZone) -> TimeMachineHour {
        let instant = Date(timeIntervalSince1970: TimeInterval(dt))
        let date = FakeDate(instant, in: zone)
        let summary = daySummary(date.description)!
        let sun = FakeOpenMeteo.archiveDay(date)
        let midnight = date.midnight(in: zone)
        let hour = Double(dt - midnight) / 3600
        let f = (1 - cos(2 * Double.pi * (hour - 3) / 24)) / 2
        let r = FakeOpenWeatherData.round2
        let temp = r(summary.min + (summary.max - summary.min) * f)
        let humidity = min(100, summary.humidity + Int((25 * (1 - f)).rounded()))
        let (sunrise, sunset) = (midnight + Int64(sun.sunrise), midnight + Int64(sun.sunset))
        let night = dt < sunrise || dt >= sunset ? "n" : "d"
        let sky: (Int, String, String, String) =
            summary.precipitation > 0 && (12..<18).contains(hour)
            ? (500, "Rain", "light rain", "10")
            : summary.cloudCover < 11
                ? (800, "Clear", "clear sky", "01")
                : summary.cloudCover < 25
                    ? (801, "Clouds", "few clouds", "02")
                    : summary.cloudCover < 51
                        ? (802, "Clouds", "scattered clouds", "03")
                        : summary.cloudCover < 85 ? (803, "Clouds", "broken clouds", "04") : (804, "Clouds", "overcast clouds", "04")
        return TimeMachineHour(
            dt: dt, sunrise: sunrise, sunset: sunset, temp: temp, feelsLike: r(temp - 1.2),
            dewPoint: r(temp - Double(100 - humidity) / 5), windSpeed: r(summary.windMax * (0.4 + 0.4 * f)),
            pressure: summary.pressure, humidity: humidity, clouds: summary.cloudCover, windDeg: summary.windDirection,
            weatherID: sky.0, main: sky.1, description: sky.2, icon: sky.3 + night)
    }

    /// The history paths' answers, after the key and `lat`/`lon` were checked.
    func historyRoute(_ request: FakeRequest, lat: Double, lon: Double, now: Date) -> FakeReply {
        let zone = FakeOpenWeatherData.zone(for: FakePlace.near(lat: lat, lon: lon), lon: lon)
        let units = ["metric", "imperial"].contains(request.query["units"] ?? "") ? request.query["units"]! : "standard"
        let temperature = { (kelvin: Double) -> Double in
            switch units {
            case "metric": return FakeOpenWeatherData.round2(kelvin - 273.15)
            case "imperial": return FakeOpenWeatherData.round2((kelvin - 273.15) * 9 / 5 + 32)
            default: return kelvin
            }
        }
        let speed = { (metres: Double) in units == "imperial" ? FakeOpenWeatherData.round2(metres * 2.236936) : metres }
        if request.path == Path.timeMachine {
            guard let dt = request.query["dt"].flatMap({ Int64($0) }) else {
                return .json(400, FakeErrorBodies.badRequest("Invalid date format", parameter: "dt"))
            }
            guard dt >= 283_996_800, dt <= Int64(now.timeIntervalSince1970) + 4 * 86_400 else {
                return .json(
                    400,
                    FakeErrorBodies.badRequest(
                        "requested time is out of the allowed range from 1979-01-01 to 4 days ahead", parameter: "dt"))
            }
            let hour = Self.timeMachine(dt: dt, zone: zone)
            let entry: [String: Any] = [
                "dt": hour.dt, "sunrise": hour.sunrise, "sunset": hour.sunset, "temp": temperature(hour.temp),
                "feels_like": temperature(hour.feelsLike), "pressure": hour.pressure, "humidity": hour.humidity,
                "dew_point": temperature(hour.dewPoint), "clouds": hour.clouds, "visibility": 10_000,
                "wind_speed": speed(hour.windSpeed), "wind_deg": hour.windDeg,
                "weather": [["id": hour.weatherID, "main": hour.main, "description": hour.description, "icon": hour.icon]]
            ]
            return .object(
                [
                    "lat": FakeOpenWeatherData.round4(lat), "lon": FakeOpenWeatherData.round4(lon), "timezone": zone.identifier,
                    "timezone_offset": zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(dt))), "data": [entry]
                ] as [String: Any])
        }
        guard let date = request.query["date"].flatMap(FakeDate.init) else {
            return .json(400, FakeErrorBodies.badRequest("Invalid date format", parameter: "date"))
        }
        let (first, last) = (FakeDate("1979-01-02")!, FakeDate(now).adding(months: 18))
        guard first <= date, date <= last else {
            return .json(
                400, FakeErrorBodies.badRequest("date is out of the allowed range from \(first) to \(last)", parameter: "date"))
        }
        let offset: Int
        if let tz = request.query["tz"] {
            guard let parsed = Self.offset(tz) else { return .json(400, FakeErrorBodies.badRequest("Invalid tz format", parameter: "tz")) }
            offset = parsed
        } else {
            offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(date.midnight(in: zone) + 12 * 3600)))
        }
        let day = Self.daySummary(date.description)!
        return .object(
            [
                "lat": FakeOpenWeatherData.round4(lat), "lon": FakeOpenWeatherData.round4(lon),
                "tz": (offset < 0 ? "-" : "+") + String(format: "%02d:%02d", abs(offset) / 3600, abs(offset) % 3600 / 60),
                "date": date.description, "units": units, "cloud_cover": ["afternoon": day.cloudCover],
                "humidity": ["afternoon": day.humidity], "precipitation": ["total": day.precipitation],
                "temperature": [
                    "min": temperature(day.min), "max": temperature(day.max), "afternoon": temperature(day.afternoon),
                    "night": temperature(day.night), "evening": temperature(day.evening), "morning": temperature(day.morning)
                ],
                "pressure": ["afternoon": day.pressure], "wind": ["max": ["speed": speed(day.windMax), "direction": day.windDirection]]
            ] as [String: Any])
    }

    /// `±HH:MM` in seconds east of UTC.
    static func offset(_ text: String) -> Int? {
        let characters = Array(text)
        guard characters.count == 6, characters[0] == "+" || characters[0] == "-", characters[3] == ":",
            let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[4...5])),
            (characters[1...2] + characters[4...5]).allSatisfy({ $0.isASCII && $0.isNumber }), hours <= 14, minutes < 60
        else { return nil }
        return (characters[0] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
