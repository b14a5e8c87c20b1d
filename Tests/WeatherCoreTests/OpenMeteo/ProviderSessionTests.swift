import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// The provider in the session: shown, switched, saved only when chosen, and what it allows.
@Suite struct ProviderSessionTests {
    func session(
        provider: ProviderID, keySet: Bool = false, remembered: SavedState = SavedState(),
        flag: Bool = false
    ) throws -> Session {
        var state = SessionState(data: try Fixtures.london(), keySet: keySet)
        state.provider = provider
        return Session(
            state: state, services: SessionServices(gazetteer: { .failure(.missing(path: "places.wxg")) }, now: { 1_795_465_800 }),
            remembered: remembered, forThisRunOnly: flag ? [.provider] : [])
    }

    @Test func openMeteoFetchesWithoutAKeyAndOpenWeatherDoesNot() throws {
        var meteo = try session(provider: .openMeteo)
        #expect(meteo.state.canFetch)
        #expect(
            meteo.handle(line: "tab now") == [.saveState, .fetchWeather(try Fixtures.london().place, .freshen(.tab(.now)))],
            "bundled data is replaced at once")
        var weather = try session(provider: .openWeather)
        #expect(!weather.state.canFetch)
        #expect(
            weather.handle(line: "refresh") == [
                .error(
                    ErrorReport(
                        "refresh: fetching live weather from OpenWeather needs an API key: set OPENWEATHER_API_KEY or type `key KEY`, or type `provider open-meteo`, which needs none",
                        kind: .unauthorized))
            ])
        meteo = try session(provider: .openMeteo)
        var broken = meteo.state
        broken.openMeteoReady = false
        var unusable = Session(state: broken)
        #expect(
            unusable.handle(line: "refresh") == [
                .error(ErrorReport("refresh: Open-Meteo cannot be asked until OPEN_METEO_API_URL is fixed", kind: .unauthorized))
            ])
    }

    @Test func switchingSavesTheChoiceAndFetchesTheCurrentPlace() throws {
        var s = try session(provider: .openWeather)
        #expect(s.handle(line: "provider") == [.render(.setting(name: "provider", value: "openweather"))])
        #expect(s.savedState.provider == nil, "the default choice is not saved")
        let london = try Fixtures.london().place
        #expect(
            s.handle(line: "provider open-meteo") == [
                .saveState, .render(.setting(name: "provider", value: "open-meteo")),
                .fetchWeather(london, .freshen(.tab(.city)))
            ])
        #expect(s.savedState.provider == .openMeteo)
        #expect(
            s.handle(line: "provider OpenMeteo") == [.saveState, .render(.setting(name: "provider", value: "open-meteo"))],
            "no change, no fetch")
        let back = s.handle(line: "provider openweather")
        #expect(
            back.contains(
                .hint(
                    "Note: fetching live weather from OpenWeather needs an API key: set OPENWEATHER_API_KEY or type `key KEY`, or type `provider open-meteo`, which needs none."
                )))
        #expect(!back.contains { if case .fetchWeather = $0 { return true } else { return false } })
        if case .failure(let error) = CommandParser.parse("provider metoffice") {
            #expect(error.text.english.contains("`metoffice` is not one of openweather, open-meteo"))
        } else {
            Issue.record("an unknown provider was accepted")
        }
    }

    @Test func aFlagIsForOneRunAndAKeyMeansOpenWeatherOnlyWithoutAChoice() throws {
        var flagged = try session(provider: .openMeteo, remembered: SavedState(provider: .openWeather), flag: true)
        #expect(flagged.savedState.provider == .openWeather, "the saved choice stays")
        _ = flagged.keyStored(.success((keySet: true, summary: "set")), saved: "saved")
        #expect(flagged.state.provider == .openMeteo, "the flag wins for this run")
        var fresh = try session(provider: .openMeteo)
        _ = fresh.keyStored(.success((keySet: true, summary: "set")), saved: "saved")
        #expect(fresh.state.provider == .openWeather, "with no choice made, a key means OpenWeather, as at the next start")
        var chosen = try session(provider: .openMeteo)
        _ = chosen.handle(line: "provider open-meteo")
        _ = chosen.keyStored(.success((keySet: true, summary: "set")), saved: "saved")
        #expect(chosen.state.provider == .openMeteo, "a choice made stays")
    }

    @Test func stateFilesWithAndWithoutAProviderAreRead() throws {
        let old = try SavedState.decode(Data(#"{"version":1,"units":"imperial"}"#.utf8)).get()
        #expect(old.provider == nil && old.ignored.isEmpty)
        let chosen = try SavedState.decode(Data(#"{"version":1,"provider":"open-meteo"}"#.utf8)).get()
        #expect(chosen.provider == .openMeteo)
        let unknown = try SavedState.decode(Data(#"{"version":1,"provider":"metoffice","units":"metric"}"#.utf8)).get()
        #expect(unknown.provider == nil && unknown.units == .metric && unknown.ignored == ["the provider"])
        #expect(String(decoding: SavedState(provider: .openMeteo).encoded(), as: UTF8.self).contains(#""provider" : "open-meteo""#))
    }

    @Test func theCacheKeepsEachProvidersAnswersApart() async throws {
        let cache = ResponseCache(folder: nil)
        let now = Date(timeIntervalSince1970: 1_795_465_800)
        let london = try Fixtures.london()
        let meteo = FetchedWeather(forecast: london.forecast, air: nil, fetchedAt: now, origin: "x", provider: .openMeteo)
        await cache.store(meteo, lat: 51.5, lon: -0.12, now: now)
        #expect(await cache.lookup(lat: 51.5, lon: -0.12, provider: .openMeteo, now: now)?.weather.provider == .openMeteo)
        #expect(await cache.lookup(lat: 51.5, lon: -0.12, provider: .openWeather, now: now) == nil)
        #expect(ResponseCache.key(lat: 51.5, lon: -0.12, provider: .openMeteo) == "open-meteo_51.50,-0.12")
        #expect(ResponseCache.key(lat: 51.5, lon: -0.12) == "51.50,-0.12", "OpenWeather's files keep their old names")
        let old = #"{"forecastBody":{"lat":1,"lon":2},"isFallback":false,"fetchedAt":1795465800,"origin":"o"}"#
        #expect(
            try ResponseCache.decoder().decode(FetchedWeather.self, from: Data(old.utf8)).provider == .openWeather,
            "an older cache file is OpenWeather's")
    }

    @Test func testRunsNeverReachBeyondLoopback() throws {
        let environment = TemporaryHome().environment()
        for variable in ["OPEN_METEO_API_URL", "OPENWEATHER_API_URL"] {
            let url = try #require(environment[variable].flatMap(URL.init(string:)), "\(variable) is set")
            #expect(url.host == "127.0.0.1", "\(variable)")
        }
    }
}
