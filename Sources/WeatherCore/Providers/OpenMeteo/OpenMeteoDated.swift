import CoreModel
import CoreSupport
import FoundationEssentials

/// An answer for dates, from the historical weather API (`/v1/archive`) or the forecast API asked
/// with `start_date` and `end_date`: the place's zone, `daily` (and `hourly` for one day) with their
/// `*_units`, as asked with `timeformat=unixtime` and `timezone=auto`.
///
/// Bounded as it is decoded: at most 400 days and 25 × 16 hours are kept.
package struct OpenMeteoDated: Decodable, Equatable, Sendable {
    package var utcOffsetSeconds: Int?
    package var timezone: String?
    package var daily: OpenMeteoColumns?
    package var dailyUnits: [String: String]?
    package var hourly: OpenMeteoColumns?
    package var hourlyUnits: [String: String]?

    /// The most days one answer is read for (`history` asks at most 366).
    package static let maximumDays = 400

    enum CodingKeys: String, SnakeCaseKey {
        case utcOffsetSeconds, timezone, daily, dailyUnits, hourly, hourlyUnits
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        utcOffsetSeconds = ExternalBounds.offset(try? c.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds))
        timezone = ExternalBounds.tzZoneName(try? c.decodeIfPresent(String.self, forKey: .timezone))
        daily = try c.decodeIfPresent(OpenMeteoColumns.self, forKey: .daily)?.prefix(OpenMeteoDated.maximumDays)
        dailyUnits = try? c.decodeIfPresent([String: String].self, forKey: .dailyUnits)
        hourly = try c.decodeIfPresent(OpenMeteoColumns.self, forKey: .hourly)?.prefix(25 * 16)
        hourlyUnits = try? c.decodeIfPresent([String: String].self, forKey: .hourlyUnits)
    }

    /// The days of the answer that fall in `range`, each with what the answer has for it.
    package func days(in range: DateRange) -> [DatedDay] {
        guard let daily else { return [] }
        let units = OpenMeteoUnits(dailyUnits)
        let offset = utcOffsetSeconds ?? 0
        return daily.time.indices.compactMap { i -> DatedDay? in
            // Each row's time is the local midnight that begins the day.
            let date = CivilDate(epoch: daily.time[i], offset: offset)
            guard range.contains(date) else { return nil }
            let value = { (name: String) in daily.value(name, at: i) }
            var day = DatedDay(date: date, row: i)
            day.high = units.celsius("temperature_2m_max", value("temperature_2m_max"))
            day.low = units.celsius("temperature_2m_min", value("temperature_2m_min"))
            day.precipitation = units.millimetres("precipitation_sum", value("precipitation_sum")).map { max(0, $0) }
            day.rain = units.millimetres("rain_sum", value("rain_sum")).map { max(0, $0) }
            day.snow = units.millimetres("snowfall_sum", value("snowfall_sum")).map { max(0, $0) }
            day.wind = Forecast.Wind(
                speed: units.metresPerSecond("wind_speed_10m_max", value("wind_speed_10m_max")),
                direction: value("wind_direction_10m_dominant"),
                gust: units.metresPerSecond("wind_gusts_10m_max", value("wind_gusts_10m_max")))
            day.conditions = WMOWeatherCode.condition(value("weather_code"), isDay: true).map { [$0] } ?? []
            day.chance = value("precipitation_probability_max").map { min(max($0, 0), 100) / 100 }
            day.sunrise = value("sunrise").map { Int64($0) }
            day.sunset = value("sunset").map { Int64($0) }
            return day
        }
    }

    /// The hours of the answer, when it has them.
    package var hours: [Forecast.Reading] {
        guard let hourly else { return [] }
        let units = OpenMeteoUnits(hourlyUnits)
        return hourly.time.indices.compactMap { i in
            OpenMeteoForecast.reading(units, time: hourly.time[i]) { hourly.value($0, at: i) }
        }
    }
}
