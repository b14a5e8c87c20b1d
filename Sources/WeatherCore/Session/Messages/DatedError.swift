import CoreLanguage
import CoreModel
import CoreState
import CoreSupport

/// Why `day`, `history` or `forecast 16` cannot show a date: said before any request.
package enum DatedError: TypedMessage, Equatable {
    /// The data holds no daily forecast at all.
    case noDailyForecast
    /// `day 9` to `day 16` with OpenWeather, which has 8 days.
    case openWeatherDays
    /// `day N` beyond the days there are (`last`).
    case dayOutOfRange(last: Int)
    /// `history N UNIT` with N below 1 or too large.
    case historyCount
    /// `history FROM TO` with the later date first.
    case historyOrder(from: CivilDate, to: CivilDate)
    /// `history` reaching today or later.
    case historyAhead
    /// More days than OpenWeather's 31 a command.
    case openWeatherHistoryTooLong(days: Int)
    /// More than a year at a time.
    case historyTooLong(days: Int)
    /// `forecast 16` with OpenWeather.
    case openWeatherForecast
    /// A date text too long to read, after `command`.
    case dateTooLong(command: String)
    /// A date the calendar lacks (`2023-02-30`).
    case noSuchDay(command: String, year: Int, month: Int, day: Int)
    /// A text that is no date at all.
    case notADate(command: String, text: String)
    /// Before Open-Meteo's archive begins.
    case beforeArchive(command: String)
    /// Before OpenWeather's day summaries begin.
    case beforeDaySummaries(command: String)
    /// After the forecast's last day (`last`, day `number`).
    case afterForecast(command: String, last: CivilDate, number: Int)

    package var phrase: Phrase {
        switch self {
        case .noDailyForecast: return "day: there is no daily forecast in this data"
        case .openWeatherDays: return "day: OpenWeather's forecast has 8 days; `provider open-meteo` goes to day 16"
        case .dayOutOfRange(let last): return "day: choose a day from 1 (today) to \(last)"
        case .historyCount: return "history: give a number of days, weeks or months from 1, such as `history 2 weeks`"
        case .historyOrder(let from, let to): return "history: \(from.iso) is after \(to.iso); give the earlier date first"
        case .historyAhead: return "history: it covers days before today; `forecast 16` and `day N` show the days ahead"
        case .openWeatherHistoryTooLong(let days):
            return
                "history: OpenWeather takes a call a day, so at most 31 days a command (this is \(days)); shorten the range or `provider open-meteo`"
        case .historyTooLong(let days): return "history: at most a year (366 days) at a time, this is \(days); ask for shorter ranges"
        case .openWeatherForecast: return "forecast: OpenWeather's forecast has 8 days; `provider open-meteo` goes to 16"
        case .dateTooLong(let command): return "\(command): that is too long to be a date"
        case .noSuchDay(let command, let year, let month, let day):
            return "\(command): \(CivilTime.four(year))-\(CivilTime.two(month))-\(CivilTime.two(day)) is not a day of the calendar"
        case .notADate(let command, let text):
            return "\(command): `\(TerminalSafety.sanitize(text))` is not a date; try 2023-03-14, yesterday or 14 March 2023"
        case .beforeArchive(let command): return "\(command): Open-Meteo's archive begins on 1940-01-01"
        case .beforeDaySummaries(let command):
            return "\(command): OpenWeather's day summaries begin on 1979-01-02; `provider open-meteo` goes back to 1940"
        case .afterForecast(let command, let last, let number): return "\(command): the forecast ends on \(last.iso) (day \(number))"
        }
    }
}

extension Effect {
    /// A usage error saying why a date cannot be shown.
    package static func error(_ message: DatedError) -> Effect { .error(ErrorReport(message.phrase)) }
}
