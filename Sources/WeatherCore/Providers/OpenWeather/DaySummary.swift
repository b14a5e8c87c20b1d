import CoreModel
import CoreSupport
import FoundationEssentials

/// An answer of One Call 3.0's daily aggregation (`/onecall/day_summary`) in standard units
/// (kelvin, m/s): the day's temperatures by part of day, its afternoon's humidity, pressure and
/// clouds, total precipitation and strongest wind. Every part is optional: what is absent shows
/// as `—`.
package struct DaySummary: Decodable, Equatable, Sendable {
    package var date: String
    /// `+01:00`, the offset the day was aggregated in.
    package var tz: String?
    package var temperature: Temperature?
    package var humidity: Aggregate?
    package var pressure: Aggregate?
    package var cloudCover: Aggregate?
    package var precipitation: Aggregate?
    package var wind: Aggregate?

    enum CodingKeys: String, SnakeCaseKey {
        case date, tz, temperature, humidity, pressure, cloudCover, precipitation, wind
    }

    package struct Temperature: Decodable, Equatable, Sendable {
        package var min: Double?
        package var max: Double?
        package var morning: Double?
        package var afternoon: Double?
        package var evening: Double?
        package var night: Double?
    }

    /// One of the day's aggregates, as each names its value: `{"afternoon": 68}` (humidity,
    /// pressure, clouds), `{"total": 2.5}` (precipitation), `{"max": {"speed", "direction"}}` (wind).
    package struct Aggregate: Decodable, Equatable, Sendable {
        package var afternoon: Double?
        package var total: Double?
        /// The strongest wind: m/s and the degrees it came from, as the model's wind is keyed.
        package var max: Forecast.Wind?
    }

    /// `+01:00` in seconds; 0 when absent or unreadable.
    package var offsetSeconds: Int {
        guard let tz, tz.count == 6, let sign = tz.first, sign == "+" || sign == "-",
            let hours = Int(tz.dropFirst().prefix(2)), let minutes = Int(tz.suffix(2))
        else { return 0 }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The day in the model (°C, m/s, hPa, mm), for `date` as asked.
    package func day(_ asked: CivilDate) -> DatedDay {
        func celsius(_ kelvin: Double?) -> Double? { kelvin.flatMap { $0.isFinite ? $0 - 273.15 : nil } }
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        var day = DatedDay(date: CivilDate(iso: date) ?? asked, row: 0)
        day.high = celsius(temperature?.max)
        day.low = celsius(temperature?.min)
        day.temperatures = Forecast.PartsOfDay(
            morning: celsius(temperature?.morning), day: celsius(temperature?.afternoon), evening: celsius(temperature?.evening),
            night: celsius(temperature?.night))
        day.precipitation = finite(precipitation?.total).map { max(0, $0) }
        day.humidity = finite(humidity?.afternoon)
        day.pressure = finite(pressure?.afternoon)
        day.clouds = finite(cloudCover?.afternoon)
        day.wind = Forecast.Wind(speed: finite(wind?.max?.speed), direction: finite(wind?.max?.direction))
        return day
    }
}
