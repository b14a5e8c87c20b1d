import Foundation

/// A calendar date written `YYYY-MM-DD`, read strictly (four, two and two digits, a real day),
/// with the few sums the fakes' dated answers need. Arithmetic is done in GMT, so it never
/// meets a daylight-saving gap.
public struct FakeDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    static let gmt: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }()

    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        guard let date = FakeDate.gmt.date(from: DateComponents(year: year, month: month, day: day)),
            FakeDate.gmt.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The date of an instant in `zone`.
    public init(_ instant: Date, in zone: TimeZone = TimeZone(identifier: "GMT")!) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    var gmtStart: Date { FakeDate.gmt.date(from: DateComponents(year: year, month: month, day: day))! }

    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// 1 for 1 January, up to 366.
    public var dayOfYear: Int { FakeDate.gmt.ordinality(of: .day, in: .year, for: gmtStart) ?? 1 }

    public func adding(days: Int = 0, months: Int = 0) -> FakeDate {
        FakeDate(FakeDate.gmt.date(byAdding: DateComponents(month: months, day: days), to: gmtStart)!)
    }

    /// The unix time of this date's local midnight in `zone`.
    public func midnight(in zone: TimeZone) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? gmtStart
        return Int64(calendar.startOfDay(for: start).timeIntervalSince1970)
    }

    /// Every date from `self` to `last`, both included.
    func through(_ last: FakeDate) -> [FakeDate] {
        var dates: [FakeDate] = []
        var date = self
        while date <= last {
            dates.append(date)
            date = date.adding(days: 1)
        }
        return dates
    }

    public static func < (a: FakeDate, b: FakeDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

extension FakeOpenMeteo {
    /// One day as the fake's `/v1/archive` and dated `/v1/forecast` send it, whatever the place.
    ///
    /// With d the day of the year and s = cos(2π(d − 196)/365.25) (1 in mid-July, −1 in mid-January):
    /// - `high` = 10 + 9s + 0.3·(d mod 5), `low` = high − 6 − (d mod 3) (°C, one decimal);
    /// - a day is wet when d mod 4 = 0: then `water` = 0.5 + 0.7·(d mod 9) mm, else 0; a wet day
    ///   with `high` < 3 °C is snowy (`rain` 0, `snowfall` = 0.7·water cm), otherwise `rain` = water;
    /// - `precipitation` (`precipitation_sum`) is water, but **null on every 13th of a month**;
    /// - `weatherCode`: 73 snowy, 63 wet with water ≥ 4 mm, 61 wet, else 0, 2, 3, 45 by (d / 4) mod 4;
    /// - `windMax` = 3 + 0.7·(d mod 9) m/s, `gustMax` = 1.7·windMax (one decimal, in m/s; the answer
    ///   converts to the asked `wind_speed_unit`, km/h by default), `windDirection` = 37d mod 360;
    /// - `sunrise` = (6.5 − 1.5s) h and `sunset` = (18 + 3s) h after local midnight, whole minutes;
    /// - forecast only: `uvIndexMax` = max(0.5, 4 + 3.5s), `precipitationProbabilityMax` =
    ///   60 + d mod 40 when wet, else 7d mod 30.
    public struct ArchiveDay: Equatable, Sendable {
        public let date: String
        public let weatherCode: Int
        public let high: Double
        public let low: Double
        public let precipitation: Double?
        public let rain: Double
        public let snowfall: Double
        public let windMax: Double
        public let gustMax: Double
        public let windDirection: Int
        /// Seconds after local midnight.
        public let sunrise: Int
        public let sunset: Int
        public let uvIndexMax: Double
        public let precipitationProbabilityMax: Int
        /// The day's water in mm (what `precipitation` is when it is not null).
        public let water: Double
        let season: Double
    }

    /// The daily values the fake sends for `isoDate` (`YYYY-MM-DD`), nil for a malformed date.
    public static func archiveDay(_ isoDate: String) -> ArchiveDay? {
        FakeDate(isoDate).map(archiveDay)
    }

    static func archiveDay(_ date: FakeDate) -> ArchiveDay {
        let d = date.dayOfYear
        let s = cos(2 * Double.pi * Double(d - 196) / 365.25)
        let high = round1(10 + 9 * s + 0.3 * Double(d % 5))
        let low = round1(high - 6 - Double(d % 3))
        let wet = d % 4 == 0
        let water = wet ? round1(0.5 + 0.7 * Double(d % 9)) : 0
        let snowy = wet && high < 3
        let code = snowy ? 73 : wet ? (water >= 4 ? 63 : 61) : [0, 2, 3, 45][(d / 4) % 4]
        let wind = round1(3 + 0.7 * Double(d % 9))
        return ArchiveDay(
            date: date.description, weatherCode: code, high: high, low: low, precipitation: date.day == 13 ? nil : water,
            rain: snowy ? 0 : water, snowfall: snowy ? round2(water * 0.7) : 0, windMax: wind, gustMax: round1(wind * 1.7),
            windDirection: (d * 37) % 360, sunrise: Int((6.5 - 1.5 * s) * 60) * 60, sunset: Int((18 + 3 * s) * 60) * 60,
            uvIndexMax: round1(max(0.5, 4 + 3.5 * s)), precipitationProbabilityMax: wet ? 60 + d % 40 : (d * 7) % 30,
            water: water, season: s)
    }

    /// One hour of `isoDate` as the fake sends it in `hourly`, by Open-Meteo variable name (wind
    /// in m/s; `weather_code`, `relative_humidity_2m`, `cloud_cover`, `is_day`, … whole numbers
    /// as Double). Hour h counts from local midnight; f = (1 − cos(2π(h − 3)/24))/2 (0 at 03:00,
    /// 1 at 15:00): temperature = low + (high − low)·f, humidity = 90 − 30f, wind = windMax·(0.5 + 0.5f).
    /// A wet day's water falls in four equal parts at 02, 08, 14 and 20 h, so the hours add up
    /// to the day.
    public static func archiveHour(_ isoDate: String, hour: Int) -> [String: Double]? {
        guard let date = FakeDate(isoDate), (0..<24).contains(hour) else { return nil }
        return archiveHour(archiveDay(date), dayOfYear: date.dayOfYear, hour: hour)
    }

    static func archiveHour(_ day: ArchiveDay, dayOfYear d: Int, hour h: Int) -> [String: Double] {
        let f = (1 - cos(2 * Double.pi * Double(h - 3) / 24)) / 2
        let temperature = round1(day.low + (day.high - day.low) * f)
        let humidity = (90 - 30 * f).rounded()
        let cloud = Double((d * 11 + h * 7) % 101)
        let falling = day.water > 0 && h % 6 == 2
        let water = falling ? round2(day.water / 4) : 0
        let snowy = day.snowfall > 0
        let wind = round1(day.windMax * (0.5 + 0.5 * f))
        let isDay = (7..<19).contains(h)
        let code = falling ? day.weatherCode : cloud < 20 ? 0 : cloud < 50 ? 1 : cloud < 85 ? 2 : 3
        return [
            "temperature_2m": temperature, "relative_humidity_2m": humidity, "apparent_temperature": round1(temperature - 1.5),
            "dew_point_2m": round1(temperature - (100 - humidity) / 5), "weather_code": Double(code), "cloud_cover": cloud,
            "pressure_msl": Double(1005 + (d + h) % 15), "wind_speed_10m": wind, "wind_gusts_10m": round1(wind * 1.7),
            "wind_direction_10m": Double((day.windDirection + 5 * h) % 360), "precipitation": water,
            "rain": snowy ? 0 : water, "snowfall": snowy ? round2(water * 0.7) : 0, "is_day": isDay ? 1 : 0,
            "visibility": 24140, "uv_index": isDay ? round1(day.uvIndexMax / 2) : 0,
            "precipitation_probability": day.water > 0 ? 70 : 10
        ]
    }

    /// A daily variable's value for a day (nil: JSON null), wind in m/s.
    static func dailyValue(_ variable: String, _ day: ArchiveDay, midnight: Int64) -> Any? {
        switch variable {
        case "weather_code": return day.weatherCode
        case "temperature_2m_max": return day.high
        case "temperature_2m_min": return day.low
        case "precipitation_sum": return day.precipitation
        case "rain_sum": return day.rain
        case "snowfall_sum": return day.snowfall
        case "wind_speed_10m_max": return day.windMax
        case "wind_gusts_10m_max": return day.gustMax
        case "wind_direction_10m_dominant": return day.windDirection
        case "sunrise": return midnight + Int64(day.sunrise)
        case "sunset": return midnight + Int64(day.sunset)
        case "uv_index_max": return day.uvIndexMax
        case "precipitation_probability_max": return day.precipitationProbabilityMax
        default: return nil
        }
    }

    /// The unit Open-Meteo labels a variable with.
    static func unit(of variable: String, speed: String) -> String {
        switch variable {
        case "time", "sunrise", "sunset": return "unixtime"
        case "weather_code": return "wmo code"
        case "precipitation_sum", "rain_sum", "precipitation", "rain": return "mm"
        case "snowfall_sum", "snowfall": return "cm"
        case "relative_humidity_2m", "cloud_cover", "precipitation_probability", "precipitation_probability_max": return "%"
        case "pressure_msl": return "hPa"
        case "visibility": return "m"
        case "is_day", "uv_index", "uv_index_max": return ""
        case "wind_direction_10m", "wind_direction_10m_dominant": return "°"
        default: return variable.contains("wind") ? speed : "°C"
        }
    }

    /// A speed given in m/s, in the unit asked for (`wind_speed_unit`; km/h by default).
    static func speed(_ metresPerSecond: Double, _ request: FakeRequest) -> Double {
        switch request.query["wind_speed_unit"] {
        case "ms": return metresPerSecond
        case "mph": return round2(metresPerSecond * 3.6 / 1.609344)
        case "kn": return round2(metresPerSecond * 3.6 / 1.852)
        default: return round2(metresPerSecond * 3.6)
        }
    }

    static func speedUnit(_ request: FakeRequest) -> String {
        ["ms": "m/s", "mph": "mp/h", "kn": "kn"][request.query["wind_speed_unit"] ?? ""] ?? "km/h"
    }

    static func round1(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    static func round2(_ value: Double) -> Double { FakeOpenWeatherData.round2(value) }
}
