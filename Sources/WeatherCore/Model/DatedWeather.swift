import CoreSupport
import FoundationEssentials

/// Where the weather of a given date comes from.
package enum DatedSource: String, Codable, Equatable, Sendable {
    /// Open-Meteo's historical weather API (ERA5 reanalysis), 1940 to about five days ago.
    case archive
    /// Open-Meteo's forecast API asked for dates: the last 92 days and the next 16.
    case forecast
    /// OpenWeather One Call 3.0's daily aggregation, one call a day, from 1979.
    case daySummary = "day_summary"

    /// How the source is named under the data: `ERA5 reanalysis via Open-Meteo`.
    package var credit: String {
        switch self {
        case .archive: return "ERA5 reanalysis via Open-Meteo"
        case .forecast: return "Open-Meteo forecast"
        case .daySummary: return "OpenWeather day summary"
        }
    }
}

/// One day of a dated answer: what the source has for it, and nothing it does not (absent is nil,
/// shown as `—`).
package struct DatedDay: Codable, Equatable, Sendable {
    /// The day in the place's own calendar.
    package var date: CivilDate
    /// The row of the answer's arrays (Open-Meteo) it was read from, for `explain`.
    package var row: Int
    /// °C.
    package var high: Double?
    package var low: Double?
    /// °C by part of day (OpenWeather's day summary).
    package var temperatures = Forecast.PartsOfDay()
    /// mm over the day.
    package var precipitation: Double?
    package var rain: Double?
    /// mm of water (Open-Meteo's snowfall in cm is converted).
    package var snow: Double?
    /// The day's strongest wind and gust, m/s, and its dominant direction.
    package var wind = Forecast.Wind()
    /// 0…1, the day's highest chance of precipitation (the forecast API's days only).
    package var chance: Double?
    /// % (the afternoon's, for OpenWeather).
    package var humidity: Double?
    /// hPa.
    package var pressure: Double?
    /// %.
    package var clouds: Double?
    package var conditions: [WeatherCondition] = []
    package var sunrise: Int64?
    package var sunset: Int64?

    package init(date: CivilDate, row: Int) {
        self.date = date
        self.row = row
    }
}

/// One answer behind dated weather: its body as it came (for `raw`) and where it came from.
package struct DatedAnswer: Equatable, Sendable {
    package var body: Data
    package var origin: AnswerOrigin
    /// The dates it covers.
    package var range: DateRange

    package init(body: Data, origin: AnswerOrigin, range: DateRange) {
        (self.body, self.origin, self.range) = (body, origin, range)
    }
}

/// A span of days, both ends included.
package struct DateRange: Codable, Hashable, Sendable {
    package var from: CivilDate
    package var to: CivilDate

    package init(_ from: CivilDate, _ to: CivilDate) {
        (self.from, self.to) = (from, to)
    }

    /// One day.
    package init(_ day: CivilDate) { self.init(day, day) }

    /// How many days, both ends counted.
    package var count: Int { CivilDate.days(from: from, to: to) + 1 }

    /// Every day, in order.
    package var days: [CivilDate] { (0..<max(0, count)).map { from.adding(days: $0) } }

    package func contains(_ date: CivilDate) -> Bool { from <= date && date <= to }

    package func covers(_ other: DateRange) -> Bool { from <= other.from && other.to <= to }
}

/// The weather of a span of dates at a place: days (and hours, for one day, where the source has
/// them), from one source, with the answers it was read from.
package struct DatedWeather: Equatable, Sendable {
    package var place: Place
    package var provider: ProviderID
    package var source: DatedSource
    package var range: DateRange
    /// The days the source has, in order; a date it lacks is absent.
    package var days: [DatedDay]
    /// The hours of a one-day answer; empty when the source has none.
    package var hours: [Forecast.Reading]
    package var timeZone: String?
    package var utcOffset: Int
    /// The answers, in the order of their dates.
    package var answers: [DatedAnswer]
    /// Requests this cost (0 when the cache answered).
    package var requests: Int

    package init(
        place: Place, provider: ProviderID, source: DatedSource, range: DateRange, days: [DatedDay], hours: [Forecast.Reading] = [],
        timeZone: String?, utcOffset: Int, answers: [DatedAnswer], requests: Int
    ) {
        self.place = place
        self.provider = provider
        self.source = source
        self.range = range
        self.days = days
        self.hours = hours
        self.timeZone = timeZone
        self.utcOffset = utcOffset
        self.answers = answers
        self.requests = requests
    }

    /// The day for `date`, when the source has it.
    package func day(_ date: CivilDate) -> DatedDay? { days.first { $0.date == date } }

    /// The answer `date` was read from.
    package func answer(for date: CivilDate) -> DatedAnswer? { answers.first { $0.range.contains(date) } }

    /// The same weather, limited to `range`.
    package func limited(to range: DateRange) -> DatedWeather {
        var copy = self
        copy.range = range
        copy.days = days.filter { range.contains($0.date) }
        copy.hours = range.count == 1 ? hours.filter { CivilDate(epoch: $0.time, offset: utcOffset) == range.from } : []
        copy.answers = answers.filter { $0.range.from <= range.to && range.from <= $0.range.to }
        return copy
    }
}
