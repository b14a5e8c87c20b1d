import Foundation
import Testing

@testable import WeatherCore

@Suite struct SessionTests {
    func session() throws -> Session {
        Session(state: SessionState(data: try Fixtures.london()))
    }

    @Test func startsOnTheCityTabWithNoSheet() throws {
        let s = try session()
        #expect(s.state.tab == .city)
        #expect(s.state.sheet == nil)
        #expect(s.state.units == .metric && s.state.format == .text)
    }

    @Test(arguments: [
        ("tab now", WeatherTab.now), ("show hourly", .hourly), ("forecast", .forecast),
        ("TAB Pollution", .pollution), ("  city  ", .city), ("Show NOW", .now)
    ])
    func everySpellingOfATabSwitchesAndRenders(line: String, tab: WeatherTab) throws {
        var s = try session()
        // A tab change is remembered; staying on the city tab changes nothing to save.
        #expect(s.handle(line: line) == (tab == .city ? [] : [.saveState]) + [.render(.tab(tab))])
        #expect(s.state.tab == tab)
    }

    @Test func unitsChangeReRendersWithoutLoading() throws {
        var s = try session()
        _ = s.handle(line: "tab forecast")
        #expect(s.handle(line: "units imperial") == [.saveState, .hint("Units: imperial."), .render(.tab(.forecast))])
        #expect(s.state.units == .imperial)
        #expect(s.handle(line: "units") == [.render(.setting(name: "units", value: "imperial"))])
    }

    @Test func formatIsForThisRunOnlyNotSavedAndConfirmedAsAHint() throws {
        var s = try session()
        #expect(s.handle(line: "format json") == [.hint("Format: json (for this run only).")])
        #expect(s.savedState.format == nil, "the format is never saved")
        #expect(s.state.format == .json)
        #expect(s.handle(line: "format") == [.render(.setting(name: "format", value: "json"))])
    }

    /// Ctrl-C and Ctrl-D reach the session as events, not as a `cancel` typed for the user:
    /// Ctrl-C closes the sheet silently, Ctrl-D closes it as an empty answer does; at the
    /// prompt neither changes anything.
    @Test func interruptAndEndOfInputCloseTheSheet() throws {
        var s = try session()
        #expect(s.interrupt() == [])
        #expect(s.endOfInputInSheet() == [])
        #expect(s.state.sheet == nil && !s.state.finished && s.state.tab == .city)
        _ = s.handle(line: "location")
        #expect(s.interrupt() == [])
        #expect(s.state.sheet == nil)
        _ = s.handle(line: "location")
        #expect(s.endOfInputInSheet() == [.hint("Location unchanged: still London, England, GB.")])
        #expect(s.state.sheet == nil && !s.state.finished)
        #expect(s.state.data?.place.name == "London")
    }

    @Test func theSheetOpensTakesALineAndClosesOnEmptyOrCancel() throws {
        var s = try session()
        let opened = s.handle(line: "location")
        #expect(s.state.sheet == .location)
        #expect(opened == [.hint("Change location (now London, England, GB): type a place, or an empty line or `cancel` to keep it.")])
        // While open, a line is a place, not a command.
        #expect(s.handle(line: "") == [.hint("Location unchanged: still London, England, GB.")])
        #expect(s.state.sheet == nil)
        _ = s.handle(line: "location")
        #expect(s.handle(line: "CANCEL") == [.hint("Location unchanged: still London, England, GB.")])
        #expect(s.state.sheet == nil)
        #expect(s.state.data?.place.name == "London")
    }

    @Test func anInvalidPlaceKeepsTheSheetOpen() throws {
        var s = try session()
        _ = s.handle(line: "location")
        let effects = s.handle(line: "12345")
        #expect(
            effects.first
                == .error("location: `12345` is not a place: a name needs a letter; coordinates are written `LAT,LON`, e.g. `51.5,-0.12`"))
        #expect(s.state.sheet == .location)
        _ = s.handle(line: "91,0")
        #expect(s.state.sheet == .location)
    }

    /// In a script the next lines are commands: the sheet closes after an answer it cannot
    /// use rather than take them all as places. `quit` leaves from the sheet either way.
    @Test func inAScriptAMistakeClosesTheSheet() throws {
        var state = SessionState(data: try Fixtures.london())
        state.sheetWaitsAfterAMistake = false
        var s = Session(state: state)
        _ = s.handle(line: "location")
        #expect(
            s.handle(line: "12345") == [
                .error("location: `12345` is not a place: a name needs a letter; coordinates are written `LAT,LON`, e.g. `51.5,-0.12`"),
                .hint("Location unchanged: still London, England, GB.")
            ])
        #expect(s.state.sheet == nil)
        #expect(s.handle(line: "tab now") == [.saveState, .render(.tab(.now))], "the next line is a command again")
        _ = s.handle(line: "location")
        #expect(s.handle(line: "Quit") == [.quit])
        #expect(s.state.sheet == nil && s.state.finished)
    }

    @Test func offlineTheShownPlaceNeedsNoData() throws {
        var state = SessionState(data: try Fixtures.london(), mode: .offline)
        state.tab = .forecast
        var s = Session(state: state)
        let london = try #require(s.state.data?.place)
        #expect(
            s.fetched(london, purpose: .change, result: .failure(FetchFailure("no data is available offline"))) == [.render(.tab(.city))])
        #expect(s.state.tab == .city)
        let paris = Place(name: "Paris", country: "FR", lat: 48.85, lon: 2.35)
        #expect(
            s.fetched(paris, purpose: .change, result: .failure(FetchFailure("no data is available offline for Paris"))) == [
                .error(ErrorReport("location: no data is available offline for Paris", kind: .network))
            ])
    }

    @Test func withoutPlaceListOrKeyANameIsRefusedAndTheSheetStaysOpen() throws {
        var s = try session()
        _ = s.handle(line: "location")
        let effects = s.handle(line: "San Francisco")
        #expect(
            effects == [
                .error(
                    ErrorReport(
                        "location: no place called `San Francisco` is in the place list, and looking further needs an API key (see `help key`) or `provider open-meteo`; check the name, or `search San Francisco` lists places that start with it",
                        kind: .notFound)),
                .hint("Type another place, or an empty line to cancel.")
            ])
        #expect(s.state.sheet == .location)
        #expect(s.state.data?.place.name == "London")
    }

    @Test func quitFinishes() throws {
        var s = try session()
        #expect(s.handle(line: "exit") == [.quit])
        #expect(s.state.finished)
    }

    @Test func commentsAndBlankLinesDoNothing() throws {
        var s = try session()
        #expect(s.handle(line: "# a comment") == [])
        #expect(s.handle(line: "   ") == [])
    }

    @Test func loadAsksForTheFileThenShowsIt() throws {
        var s = try session()
        _ = s.handle(line: "tab now")
        #expect(s.handle(line: "load weather.json metric") == [.readFile(path: "weather.json", units: .metric)])
        #expect(s.handle(line: "load my file.json") == [.readFile(path: "my file.json", units: .standard)])
        let effects = s.fileRead(path: "d.json", units: .standard, result: .success(Fixtures.docs("onecall-3.0.json")), now: 1_700_000_000)
        #expect(effects == [.render(.tab(.now))])
        #expect(s.state.data?.source == .file)
        #expect(s.state.data?.origin == "d.json")
        #expect(s.state.data?.fetchedAt == 1_700_000_000)
        #expect(s.state.data?.place.lat == 33.44)
        #expect(s.state.data?.air == nil, "air quality for London does not belong to Texas")
    }

    @Test func loadingInMetricStoresKelvin() throws {
        var s = try session()
        let doc = #"{"lat":51.5073219,"lon":-0.1276474,"current":{"dt":1,"temp":10,"feels_like":8,"wind_speed":2,"weather":[]}}"#
        _ = s.fileRead(path: "m.json", units: .metric, result: .success(Data(doc.utf8)), now: 0)
        #expect(s.state.data?.forecast.current?.temperature == 10, "held in °C")
        #expect(s.state.data?.forecast.current?.wind.speed == 2)
        #expect(s.state.data?.place.name == "London", "the same point keeps its name")
        #expect(s.state.data?.air != nil, "and its air quality")
    }

    @Test func aBadFileKeepsThePreviousData() throws {
        var s = try session()
        let before = s.state.data
        let effects = s.fileRead(
            path: "bad.json", units: .standard, result: .success(Data(#"{"lat":1,"lon":2,"current":{"dt":1}}"#.utf8)), now: 0)
        #expect(effects == [.error(ErrorReport("load: bad.json: at current.temp: required value is missing", kind: .invalidData))])
        #expect(s.state.data == before)
        let missing = s.fileRead(path: "nope.json", units: .standard, result: .failure(.notFound), now: 0)
        #expect(missing == [.error(ErrorReport("load: nope.json: no such file", kind: .file))])
        #expect(s.state.data == before)
    }

    @Test func loadingAirPollutionShowsThePollutionTab() throws {
        var s = try session()
        // The documentation's sample, moved 10 km from London: it belongs to London.
        let near = String(decoding: Fixtures.docs("air-pollution.json"), as: UTF8.self)
            .replacingOccurrences(of: "[\n    50.0,\n    50.0\n  ]", with: "[-0.05,51.55]")
        try #require(near.contains("-0.05,51.55"))
        let effects = s.fileRead(path: "air.json", units: .standard, result: .success(Data(near.utf8)), now: 5)
        #expect(effects == [.render(.tab(.pollution))])
        #expect(s.state.tab == .pollution)
        #expect(s.state.data?.air?.index == 4)
    }

    @Test func withoutDataTabsSayWhy() {
        var s = Session(state: SessionState(data: nil, dataProblem: "the bundled London data was not found"))
        #expect(
            s.handle(line: "tab now") == [
                .saveState,
                .error(
                    ErrorReport(
                        "no weather data to show: the bundled London data was not found; `load FILE` reads a One Call document",
                        kind: .offline))
            ])
        #expect(s.state.tab == .now)
    }

    @Test(arguments: [
        ("tabb", "unknown command `tabb`; did you mean `tab`?"),
        ("hlep", "unknown command `hlep`; did you mean `help`?"),
        ("frobnicate", "unknown command `frobnicate`; type `help` for the list"),
        ("tab", "tab: which tab? one of city, now, hourly, forecast, pollution"),
        ("tab nwo", "tab: `nwo` is not one of city, now, hourly, forecast, pollution; did you mean `now`?"),
        ("units kelvin", "units: `kelvin` is not one of metric, imperial, standard"),
        ("format xml", "format: `xml` is not one of text, json, line"),
        ("city now", "city: takes no argument; did you mean `tab city`?"),
        ("status please", "status: takes no argument"),
        ("exit 3", "quit: takes no argument"),
        ("places 1 2", "places: `places N` takes one number"),
        ("places list all", "places: `places list` takes no argument"),
        ("load", "load: which file? usage: load FILE [metric|imperial|standard]"),
        ("search", "search: what should I search for? e.g. `search zurich`"),
        ("help frob", "help: no command called `frob`; type `help` for the list"),
        ("\u{1B}[2Jtab", "unknown command `^[[2Jtab`; type `help` for the list")
    ])
    func badInputGetsOneClearLine(line: String, message: String) throws {
        var s = try session()
        let before = s.state
        #expect(s.handle(line: line) == [.error(ErrorReport(.verbatim(message)))])
        #expect(s.state == before)
    }

    @Test func veryLongLinesAreRefused() throws {
        var s = try session()
        let effects = s.handle(line: String(repeating: "x", count: 10_000))
        #expect(effects == [.error("line too long (10000 bytes; the limit is 4096)")])
    }
}

@Suite struct DayCommandTests {
    @Test func dayNRendersOrSaysWhichDaysThereAre() throws {
        var s = Session(state: SessionState(data: try Fixtures.london()))
        #expect(s.handle(line: "day 2") == [.render(.day(2))])
        #expect(s.handle(line: "DAY 8") == [.render(.day(8))])
        #expect(s.handle(line: "day 0") == [.error("day: choose a day from 1 (today) to 8")])
        #expect(s.handle(line: "day 9") == [.error("day: OpenWeather's forecast has 8 days; `provider open-meteo` goes to day 16")])
        #expect(s.handle(line: "day 17") == [.error("day: choose a day from 1 (today) to 8")])
        #expect(s.handle(line: "day") == [.error("day: which day? a number from 1 (today) to 16, or a date such as 2023-03-14")])
        #expect(s.handle(line: "day two") == [.error("day: `two` is not a date; try 2023-03-14, yesterday or 14 March 2023")])
        var short = try Fixtures.london()
        short.forecast.days = Array(short.forecast.days.prefix(5))
        var five = Session(state: SessionState(data: short))
        #expect(five.handle(line: "day 6") == [.error("day: choose a day from 1 (today) to 5")])
        short.forecast.days = []
        var none = Session(state: SessionState(data: short))
        #expect(none.handle(line: "day 1") == [.error("day: there is no daily forecast in this data")])
    }
}

/// Live data is shown as it is for ten minutes and fetched again after: the rule the cache
/// follows too (`Freshness`).
@Suite struct FreshnessTests {
    func fetches(age: Int64) throws -> Bool {
        var data = try Fixtures.london()
        data.source = .live
        data.fetchedAt = 1_000_000
        let now = 1_000_000 + age
        var s = Session(
            state: SessionState(data: data, mode: .live, keySet: true),
            services: SessionServices(gazetteer: { .failure(.notAGazetteer) }, now: { now }))
        return s.handle(line: "tab now").contains { if case .fetchWeather = $0 { true } else { false } }
    }

    @Test func tenMinutesIsTheLimit() throws {
        let fetched = try [0, 599, 600, -5].map { try fetches(age: $0) }
        #expect(fetched == [false, false, true, true], "at 600 s, and from the future (the clock moved back), it is fetched")
    }

    @Test func theCacheFollowsTheSameRule() {
        #expect(Freshness.isFresh(age: 599.9) && !Freshness.isFresh(age: 600) && !Freshness.isFresh(age: -1))
    }
}
