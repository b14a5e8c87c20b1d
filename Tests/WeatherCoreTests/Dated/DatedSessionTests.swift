import Foundation
import Testing

@testable import WeatherCore

/// `day N` beyond the eighth day, `day DATE` and `history` in the session: every date is checked
/// before any request, and what cannot be had is one line saying what can.
@Suite struct DatedSessionTests {
    /// London's bundled data, with the session's clock on 2026-11-28 at noon UTC.
    static let now: Int64 = 1_795_867_200

    func session(_ provider: ProviderID) throws -> Session {
        var state = SessionState(data: try Fixtures.london())
        state.weather.provider = provider
        state.weather.mode = .live
        var services = SessionServices.none
        services.now = { DatedSessionTests.now }
        return Session(state: state, services: services)
    }

    static func fetch(_ range: DateRange, hourly: Bool, then view: View) throws -> Effect {
        let data = try Fixtures.london()
        return .fetchDated(
            DatedRequest(
                place: data.place, range: range, hourly: hourly, today: CivilDate(year: 2026, month: 11, day: 28)!, then: view))
    }

    static func date(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    @Test func aPastDateIsOneFetchOfThatDayWithItsHours() throws {
        var s = try session(.openMeteo)
        let day = Self.date("2023-03-14")
        #expect(s.handle(line: "day 2023-03-14") == [try Self.fetch(DateRange(day), hourly: true, then: .datedDay(day, number: nil))])
        #expect(s.handle(line: "day 14 March 2023") == [try Self.fetch(DateRange(day), hourly: true, then: .datedDay(day, number: nil))])
        let yesterday = Self.date("2026-11-27")
        #expect(
            s.handle(line: "day yesterday") == [try Self.fetch(DateRange(yesterday), hourly: true, then: .datedDay(yesterday, number: nil))]
        )
    }

    @Test func daysNineToSixteenAreFetchedWithOpenMeteoAndRefusedWithOpenWeather() throws {
        var meteo = try session(.openMeteo)
        let twelfth = Self.date("2026-12-09")
        #expect(meteo.handle(line: "day 12") == [try Self.fetch(DateRange(twelfth), hourly: true, then: .datedDay(twelfth, number: 12))])
        #expect(meteo.handle(line: "day 17") == [.error("day: choose a day from 1 (today) to 16")])
        var weather = try session(.openWeather)
        #expect(weather.handle(line: "day 12") == [.error("day: OpenWeather's forecast has 8 days; `provider open-meteo` goes to day 16")])
    }

    @Test func aHistoryRangeIsOneFetchAndOpenWeatherSaysItsCallsFirst() throws {
        var meteo = try session(.openMeteo)
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        #expect(meteo.handle(line: "history 2023-03-01 2023-03-31") == [try Self.fetch(march, hourly: false, then: .history(march))])
        let weeks = DateRange(Self.date("2026-11-14"), Self.date("2026-11-27"))
        #expect(meteo.handle(line: "history 2 weeks") == [try Self.fetch(weeks, hourly: false, then: .history(weeks))])
        var weather = try session(.openWeather)
        #expect(
            weather.handle(line: "history 2023-03-01 2023-03-31") == [
                .warning("history: fetching 31 days from OpenWeather: 31 day summary calls"),
                try Self.fetch(march, hourly: false, then: .history(march))
            ])
    }

    @Test(arguments: [
        ("day 1939-12-31", "day: Open-Meteo's archive begins on 1940-01-01"),
        ("day 2026-12-14", "day: the forecast ends on 2026-12-13 (day 16)"),
        ("day 2023-02-30", "day: 2023-02-30 is not a day of the calendar"),
        ("day 0", "day: choose a day from 1 (today) to 16"),
        ("history 2023-03-31 2023-03-01", "history: 2023-03-31 is after 2023-03-01; give the earlier date first"),
        ("history 2022-01-01 2023-03-01", "history: at most a year (366 days) at a time, this is 425; ask for shorter ranges"),
        ("history 2026-11-01 2026-12-01", "history: it covers days before today; `forecast 16` and `day N` show the days ahead"),
        ("history 0 days", "history: give a number of days, weeks or months from 1, such as `history 2 weeks`"),
        ("history 3 fortnights", "history: `fortnights` is not days, weeks or months"),
        ("history", "history: which days? `history FROM TO` or `history N days|weeks|months`"),
        ("forecast 17", "forecast: takes a number of days, up to 16 (`forecast 16`)")
    ])
    func badDatesAreOneLineAndNoRequest(line: String, message: String) throws {
        var s = try session(.openMeteo)
        let before = s.state
        #expect(s.handle(line: line) == [.error(ErrorReport(.verbatim(message)))])
        #expect(s.state == before)
    }

    @Test func openWeatherBeginsIn1979AndTakes31DaysAtMost() throws {
        var s = try session(.openWeather)
        #expect(
            s.handle(line: "day 1975-06-01") == [
                .error("day: OpenWeather's day summaries begin on 1979-01-02; `provider open-meteo` goes back to 1940")
            ])
        #expect(
            s.handle(line: "history 2023-03-01 2023-04-01") == [
                .error(
                    "history: OpenWeather takes a call a day, so at most 31 days a command (this is 32); shorten the range or `provider open-meteo`"
                )
            ])
    }

    @Test func aTenKilobyteDateIsRefusedBeforeItIsRead() throws {
        var s = try session(.openMeteo)
        #expect(s.handle(line: "day " + String(repeating: "2", count: 4_000)) == [.error("day: that is too long to be a date")])
    }

    @Test func aDayOfTheLoadedForecastIsShownAsItsRow() throws {
        var s = try session(.openMeteo)
        let data = try Fixtures.london()
        let second = CivilDate(epoch: data.forecast.days[1].time, offset: data.forecast.utcOffset)
        // The bundled data is older than 10 minutes, so it is fetched again first, as `day 2` does.
        #expect(s.handle(line: "day \(second.iso)") == s.handle(line: "day 2"))
    }

    @Test func datedWeatherHeldIsShownAgainWithoutARequest() throws {
        var s = try session(.openMeteo)
        let march = DateRange(Self.date("2023-03-01"), Self.date("2023-03-31"))
        let request = DatedRequest(
            place: try Fixtures.london().place, range: march, hourly: false, today: Self.date("2026-11-28"), then: .history(march))
        let weather = DatedWeather(
            place: request.place, provider: .openMeteo, source: .archive, range: march, days: [], timeZone: "Europe/London",
            utcOffset: 0, answers: [], requests: 1)
        #expect(s.datedFetched(request, result: .success(weather)) == [.render(.history(march))])
        let week = DateRange(Self.date("2023-03-06"), Self.date("2023-03-12"))
        #expect(s.handle(line: "history 2023-03-06 2023-03-12") == [.render(.history(week))])
        #expect(s.state.weather.dated?.range == week)
    }
}
