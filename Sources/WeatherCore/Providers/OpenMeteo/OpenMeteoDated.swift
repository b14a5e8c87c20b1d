import CoreModel
import CoreSupport
import FoundationEssentials

/// An answer for dates, from the historical weather API (`/v1/archive`) or the forecast API asked
/// with `start_date` and `end_date`: the place's zone, and `daily` (and `hourly` for one day), each
/// with the units of its `*_units`, as asked with `timeformat=unixtime` and `timezone=auto`.
///
/// Bounded as it is decoded: at most 400 days and 25 × 16 hours are kept.
package struct OpenMeteoDated: Decodable, Equatable, Sendable {
    /// The zone's name and its offset from UTC in seconds, as the answer says them.
    package var zone: (name: String?, offset: Int?)
    package var daily: OpenMeteoTable?
    package var hourly: OpenMeteoTable?

    /// The most days one answer is read for (`history` asks at most 366).
    package static let maximumDays = 400
    /// The most hours kept: a day's, asked for 16 days at most.
    package static let maximumHours = 25 * 16

    package init(zone: (name: String?, offset: Int?), daily: OpenMeteoTable?, hourly: OpenMeteoTable?) {
        (self.zone, self.daily, self.hourly) = (zone, daily, hourly)
    }

    enum CodingKeys: String, SnakeCaseKey {
        case utcOffsetSeconds, timezone, daily, dailyUnits, hourly, hourlyUnits
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = ExternalBounds.tzZoneName(try? c.decodeIfPresent(String.self, forKey: .timezone))
        let offset = ExternalBounds.offset(try? c.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds))
        func table(_ key: CodingKeys, _ unitsKey: CodingKeys, rows: Int) throws -> OpenMeteoTable? {
            try c.decodeIfPresent(OpenMeteoColumns.self, forKey: key).map {
                OpenMeteoTable(
                    columns: $0.prefix(rows), units: OpenMeteoUnits(try? c.decodeIfPresent([String: String].self, forKey: unitsKey)))
            }
        }
        self.init(
            zone: (name, offset), daily: try table(.daily, .dailyUnits, rows: OpenMeteoDated.maximumDays),
            hourly: try table(.hourly, .hourlyUnits, rows: OpenMeteoDated.maximumHours))
    }

    package static func == (a: OpenMeteoDated, b: OpenMeteoDated) -> Bool {
        a.zone == b.zone && a.daily == b.daily && a.hourly == b.hourly
    }

    /// The days of the answer that fall in `range`, each with what the answer has for it.
    package func days(in range: DateRange) -> [DatedDay] {
        guard let daily else { return [] }
        let offset = zone.offset ?? 0
        let high = daily.column("temperature_2m_max", daily.units.celsius)
        let low = daily.column("temperature_2m_min", daily.units.celsius)
        let precipitation = daily.column("precipitation_sum", daily.units.millimetres)
        let rain = daily.column("rain_sum", daily.units.millimetres)
        let snow = daily.column("snowfall_sum", daily.units.millimetres)
        let speed = daily.column("wind_speed_10m_max", daily.units.metresPerSecond)
        let gust = daily.column("wind_gusts_10m_max", daily.units.metresPerSecond)
        let direction = daily.column("wind_direction_10m_dominant")
        let code = daily.column("weather_code")
        let chance = daily.column("precipitation_probability_max")
        let sunrise = daily.column("sunrise")
        let sunset = daily.column("sunset")
        func at(_ values: [Double?], _ i: Int) -> Double? { values.indices.contains(i) ? values[i] : nil }
        var conditions: [Double: [WeatherCondition]] = [:]
        var days: [DatedDay] = []
        days.reserveCapacity(min(daily.columns.time.count, range.count))
        for (i, time) in daily.columns.time.enumerated() {
            // Each row's time is the local midnight that begins the day.
            let date = CivilDate(epoch: time, offset: offset)
            guard range.contains(date) else { continue }
            var day = DatedDay(date: date, row: i)
            day.high = at(high, i)
            day.low = at(low, i)
            day.precipitation = at(precipitation, i).map { max(0, $0) }
            day.rain = at(rain, i).map { max(0, $0) }
            day.snow = at(snow, i).map { max(0, $0) }
            day.wind = Forecast.Wind(speed: at(speed, i), direction: at(direction, i), gust: at(gust, i))
            if let weather = at(code, i) {
                let condition = conditions[weather] ?? (WMOWeatherCode.condition(weather, isDay: true).map { [$0] } ?? [])
                conditions[weather] = condition
                day.conditions = condition
            }
            day.chance = at(chance, i).map { min(max($0, 0), 100) / 100 }
            day.sunrise = at(sunrise, i).map { Int64($0) }
            day.sunset = at(sunset, i).map { Int64($0) }
            days.append(day)
        }
        return days
    }

    /// The hours of the answer, when it has them.
    package var hours: [Forecast.Reading] {
        guard let hourly else { return [] }
        return hourly.columns.time.indices.compactMap { i in
            OpenMeteoForecast.reading(hourly.units, time: hourly.columns.time[i]) { hourly.columns.value($0, at: i) }
        }
    }
}

/// A section of an Open-Meteo answer (`daily`, `hourly`): its columns and the units they are in.
package struct OpenMeteoTable: Equatable, Sendable {
    package var columns: OpenMeteoColumns
    package var units: OpenMeteoUnits

    package init(columns: OpenMeteoColumns, units: OpenMeteoUnits) {
        (self.columns, self.units) = (columns, units)
    }

    /// A column's finite values, converted by `convert` (`units.celsius`, …) when given: its unit
    /// is looked up once for the whole column, not once a row (a year's days read 4,000 values).
    package func column(_ name: String, _ convert: ((String, Double?) -> Double?)? = nil) -> [Double?] {
        guard let values = columns.values[name] else { return [] }
        let (scale, offset) = convert.map { units.linear(name, $0) } ?? (1, 0)
        return values.map { value in value.flatMap { $0.isFinite ? $0 * scale + offset : nil } }
    }
}
