import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import CoreProviders
@testable import WeatherCore

/// The next hour from both providers' answers, as the fake servers give them at a fixed time for
/// places whose minute data is dry, starts raining, stops raining, rains throughout, or is
/// absent: the now tab, `rain`, `format line` and both JSON views, whole, in `Golden/nowcast/`.
@Suite struct NowcastGoldenTests {
    /// Wed 25 Nov 2026, 16:30:30 UTC: not on a quarter hour, so the steps' alignment shows.
    static let now = Date(timeIntervalSince1970: 1_795_624_230)
    static let base = URL(string: "http://memory")!

    /// The shape each place has in `FakeNowcast`.
    static let places: [(shape: String, name: String, country: String)] = [
        ("dry", "Zürich", "CH"), ("starting", "Paris", "FR"), ("stopping", "London", "GB"), ("throughout", "Tokyo", "JP"),
        ("none", "Kampala", "UG")
    ]

    static func data(_ provider: ProviderID, name: String, country: String) throws -> WeatherData {
        let fake = try #require(FakePlace.all.first { $0.name == name && $0.country == country })
        let server = try FakeOpenWeatherServer(clock: { NowcastGoldenTests.now })
        let url =
            provider == .openWeather
            ? OpenWeatherEndpoint.weather(lat: fake.lat, lon: fake.lon).url(
                base: base, key: try #require(APIKey(FakeOpenWeatherServer.defaultKey)))
            : OpenMeteoEndpoint.forecast(lat: fake.lat, lon: fake.lon).url(
                OpenMeteoServices(oneHost: base))
        let answer = server.answer(url)
        #expect(answer.status == 200)
        guard case .forecast(let forecast, _, _) = try WeatherDocument.decode(answer.body) else {
            throw GoldenProblem.notAForecast
        }
        let place = Place(name: fake.name, country: fake.country, state: fake.state, lat: fake.lat, lon: fake.lon, timeZone: fake.zone)
        return WeatherData(
            place: place, forecast: forecast, air: nil, source: .live, fetchedAt: Int64(now.timeIntervalSince1970),
            origin: url.path, provider: provider)
    }

    enum GoldenProblem: Error { case notAForecast }

    /// Every view the nowcast appears in, one after another.
    static func views(_ data: WeatherData, width: Int = 80) -> String {
        let style = RenderStyle(width: width, color: false, unicode: true, zoneNames: ZoneNames([:]))
        let renderer = TabRenderer(data: data, units: .metric, style: style)
        return [
            "$ now", renderer.text(.now), "$ rain", renderer.rainText(), "$ format line; now", renderer.line(.now),
            "$ format line; rain", renderer.rainLine(), "$ format json; now", renderer.json(.now).serialized,
            "$ format json; rain", renderer.rainJSON().serialized
        ].joined(separator: "\n") + "\n"
    }

    @Test(arguments: [ProviderID.openWeather, .openMeteo])
    func everyShapeFromEachProvider(provider: ProviderID) throws {
        for place in Self.places {
            let text = Self.views(try Self.data(provider, name: place.name, country: place.country))
            let name = "nowcast/\(provider.rawValue)-\(place.shape).txt"
            if let difference = Golden.check(text, name: name, folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    @Test func rainAtFortyAndOneHundredSixtyColumns() throws {
        for width in [40, 160] {
            let data = try Self.data(.openWeather, name: "Tokyo", country: "JP")
            let style = RenderStyle(width: width, color: false, unicode: width > 40, zoneNames: ZoneNames([:]))
            let text = TabRenderer(data: data, units: .metric, style: style).rainText() + "\n"
            if let difference = Golden.check(text, name: "nowcast/rain-tokyo-\(width).txt", folder: Fixtures.goldenFolder) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    /// The words each shape is summed up in, from the model alone.
    @Test func summariesSayWhenRainStartsAndStops() {
        let clock = { (t: Int64) in "t\(t)" }
        func minutes(_ values: [Double]) -> [Forecast.Minute] {
            values.enumerated().map { Forecast.Minute(time: Int64($0.offset) * 60, intensity: $0.element) }
        }
        #expect(Nowcast(minutes: minutes([0, 0, 0]), now: 0)?.summary(time: clock) == "dry")
        #expect(Nowcast(minutes: minutes([0, 0, 0]), now: 0)?.shortForm(time: clock, unicode: true) == nil)
        let starting = Nowcast(minutes: minutes([0, 0.05, 1.5, 2, 0]), now: 0)
        #expect(starting?.summary(time: clock) == "rain from t120 (in 2 min) until t240, heaviest 2.0 mm/h")
        #expect(starting?.shortForm(time: clock, unicode: true) == "☔ in 2 min")
        let stopping = Nowcast(minutes: minutes([1, 1, 0, 0]), now: 30)
        #expect(stopping?.summary(time: clock) == "rain now, stopping about t120")
        #expect(stopping?.shortForm(time: clock, unicode: false) == "rain until t120")
        #expect(Nowcast(minutes: minutes([9, 8]), now: 0)?.summary(time: clock) == "rain throughout, heaviest 9.0 mm/h")
        #expect(Nowcast(minutes: minutes([1, 1]), now: 500) == nil, "minutes all past")
        #expect(Nowcast(minutes: nil, now: 0) == nil && Nowcast(minutes: [], now: 0) == nil)
        #expect([Nowcast.band(1), Nowcast.band(2.5), Nowcast.band(7.6), Nowcast.band(7.7)] == ["light", "moderate", "moderate", "heavy"])
    }

    /// A cache file or document from before minute data still loads, with no nowcast.
    @Test func aForecastWithoutMinuteDataStillDecodes() throws {
        var forecast = try Fixtures.london().forecast
        forecast.nextHour = nil
        let encoded = try JSONEncoder().encode(forecast)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(!text.contains("nextHour"))
        let decoded = try JSONDecoder().decode(Forecast.self, from: encoded)
        #expect(decoded.nextHour == nil)
    }

    @Test func helpRainAndTheCommand() throws {
        let text = HelpText.text(topic: "rain", style: RenderStyle(width: 80))
        if let difference = Golden.check(text + "\n", name: "help-rain.txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
        var session = Session(state: SessionState(data: try Fixtures.london()))
        #expect(session.handle(line: "rain") == [.render(.rain)])
        #expect(session.handle(line: "rain now") == [.error("rain: takes no argument")])
    }
}
