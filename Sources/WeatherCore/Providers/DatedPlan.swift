import CoreModel
import CoreSupport
import FoundationEssentials

/// Which requests the weather of a span of dates takes, and how their answers become one
/// `DatedWeather`: pure, so the client only sends what it is told.
///
/// Open-Meteo: the historical weather API (ERA5) for days at least `archiveLag` days old, the
/// forecast API (asked by date) for the last 92 days and the next 16; a span that reaches into
/// both is asked in two requests, never one a day. OpenWeather: one day summary a day.
package enum DatedPlan {
    /// The first day any provider has: Open-Meteo's archive begins in 1940.
    package static let firstDay = CivilDate(year: 1940, month: 1, day: 1)!
    /// OpenWeather's day summary begins on 2 January 1979.
    package static let openWeatherFirstDay = CivilDate(year: 1979, month: 1, day: 2)!
    /// The archive's newest day is this many days before today.
    package static let archiveLag = 5
    /// The forecast API asked by date reaches this many days back.
    package static let forecastPastDays = 92
    /// The most days `day N` reaches with each provider.
    package static func forecastDays(_ provider: ProviderID) -> Int { provider == .openMeteo ? 16 : 8 }
    /// The longest `history` with each provider: a year, or 31 day summaries.
    package static func longestHistory(_ provider: ProviderID) -> Int { provider == .openMeteo ? 366 : 31 }
    /// The first day a provider has.
    package static func firstDay(_ provider: ProviderID) -> CivilDate { provider == .openMeteo ? firstDay : openWeatherFirstDay }

    /// One request of a plan: where from, for which days.
    package struct Part: Equatable, Sendable {
        package var source: DatedSource
        package var range: DateRange

        package init(_ source: DatedSource, _ range: DateRange) {
            self.source = source
            self.range = range
        }
    }

    /// The requests for `range` when the place's today is `today`.
    package static func parts(_ provider: ProviderID, range: DateRange, today: CivilDate) -> [Part] {
        guard provider == .openMeteo else { return range.days.map { Part(.daySummary, DateRange($0)) } }
        let archiveEnd = today.adding(days: -archiveLag)
        if range.to <= archiveEnd { return [Part(.archive, range)] }
        if range.from >= today.adding(days: -forecastPastDays) { return [Part(.forecast, range)] }
        return [Part(.archive, DateRange(range.from, archiveEnd)), Part(.forecast, DateRange(archiveEnd.adding(days: 1), range.to))]
    }

    /// Open-Meteo's request for a part.
    package static func endpoint(_ part: Part, at place: Coordinate, hourly: Bool) -> OpenMeteoEndpoint {
        part.source == .archive
            ? .archive(lat: place.lat, lon: place.lon, range: part.range, hourly: hourly)
            : .forecastDates(lat: place.lat, lon: place.lon, range: part.range, hourly: hourly)
    }

    /// Whether an answer for `range` stays good for ever: every day of it is over.
    package static func isFinal(_ range: DateRange, today: CivilDate) -> Bool { range.to < today }

    /// Open-Meteo's answers (each for the part's range or one that covers it) as one span's weather.
    package static func openMeteo(
        _ answers: [(part: Part, answer: DatedAnswer)], place: Place, range: DateRange, requests: Int
    ) -> Result<DatedWeather, FetchFailure> {
        var days: [DatedDay] = []
        var hours: [Forecast.Reading] = []
        var zone: (String?, Int)?
        for (part, answer) in answers {
            let path = part.source == .archive ? "/v1/archive" : "/v1/forecast"
            switch OpenMeteoDated.read(answer.body, path: path) {
            case .failure(let error): return .failure(error.failure)
            case .success(let document):
                days += document.days(in: part.range)
                if range.count == 1 { hours += document.hours }
                zone = zone ?? (document.zone.name, document.zone.offset ?? 0)
            }
        }
        var weather = DatedWeather(
            place: place, provider: .openMeteo, source: answers.first?.part.source ?? .archive, range: range, days: days,
            hours: [], timeZone: zone?.0, utcOffset: zone?.1 ?? 0, answers: answers.map(\.answer), requests: requests)
        weather.hours = hours.filter { CivilDate(epoch: $0.time, offset: weather.utcOffset) == range.from }
        return .success(weather)
    }

    /// OpenWeather's day summaries (one per day, in order) as one span's weather.
    package static func openWeather(_ answers: [DatedAnswer], place: Place, range: DateRange, requests: Int) -> Result<
        DatedWeather, FetchFailure
    > {
        var days: [DatedDay] = []
        var offset = 0
        for answer in answers {
            guard let summary = try? JSONDecoder().decode(DaySummary.self, from: answer.body) else {
                return .failure(
                    FetchFailure("OpenWeather's day summary for \(answer.range.from.iso) could not be read", kind: .invalidData))
            }
            offset = summary.offsetSeconds
            days.append(summary.day(answer.range.from))
        }
        return .success(
            DatedWeather(
                place: place, provider: .openWeather, source: .daySummary, range: range, days: days, timeZone: nil, utcOffset: offset,
                answers: answers, requests: requests))
    }
}
