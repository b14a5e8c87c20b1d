import Foundation
import Testing
import WXTestSupport
import WeatherIO

@testable import WeatherCore

/// The fake server answers like OpenWeather, so that passing tests mean something.
@Suite struct FakeOpenWeatherServerTests {
    typealias Path = FakeOpenWeatherServer.Path

    static func get(_ server: FakeOpenWeatherServer, _ pathAndQuery: String) async throws -> HTTPResponse {
        try await HTTPTransport.curl().send(HTTPRequest(url: URL(string: server.baseURL.absoluteString + pathAndQuery)!))
    }

    static let key = FakeOpenWeatherServer.defaultKey

    @Test func itListensOnLoopbackAtAnEphemeralPort() throws {
        let server = try APITest.server()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.baseURL.host == "127.0.0.1")
    }

    @Test(arguments: ["", "&appid=", "&appid=wrong"])
    func aMissingOrWrongKeyGetsTheReal401(appid: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let response = try await Self.get(server, "\(Path.oneCall)?lat=1&lon=2\(appid)")
        #expect(response.status == 401)
        let body = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
        #expect(body.code == 401 && body.message?.hasPrefix("Invalid API key") == true)
    }

    @Test(arguments: [
        ("\(Path.oneCall)?lat=91&lon=2", "wrong latitude"),
        ("\(Path.oneCall)?lat=1&lon=-181", "wrong longitude"),
        ("\(Path.currentWeather)?lat=abc&lon=2", "wrong latitude"),
        ("\(Path.airPollution)?lon=2", "Nothing to geocode"),
        ("\(Path.geocode)?limit=5", "Nothing to geocode"),
        ("\(Path.oneCall)?lat=1&lon=2&exclude=weekly", "weekly is not a valid value for exclude")
    ])
    func badParametersGetA400(query: String, message: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let response = try await Self.get(server, "\(query)&appid=\(Self.key)")
        #expect(response.status == 400)
        #expect(try JSONDecoder().decode(APIErrorBody.self, from: response.body).message == message)
    }

    @Test(arguments: FakePlace.all)
    func oneCallAnswersAreForThePlaceAndItsZone(place: FakePlace) async throws {
        let now = Date(timeIntervalSince1970: 1_795_249_034)
        let server = try APITest.server(clock: { now })
        defer { server.stop() }
        let response = try await Self.get(server, "\(Path.oneCall)?lat=\(place.lat)&lon=\(place.lon)&appid=\(Self.key)")
        #expect(response.status == 200)
        let oneCall = try OneCall.decode(response.body)
        let zone = try #require(TimeZone(identifier: place.zone))
        #expect(oneCall.timezone == place.zone)
        #expect(oneCall.timezoneOffset == zone.secondsFromGMT(for: now))
        #expect(oneCall.current?.dt == 1_795_249_034)
        // Kampala is the place with no minute data (`FakeNowcast.none`).
        #expect(oneCall.minutely?.count == (place.name == "Kampala" ? nil : 61))
        #expect(oneCall.hourly?.count == 48)
        #expect(oneCall.hourly?.first?.dt == Int64(1_795_249_034) / 3600 * 3600)
        let daily = try #require(oneCall.daily)
        #expect(daily.count == 8)
        let clock = LocalTime(zoneIdentifier: place.zone, fallbackOffset: 0)
        #expect(daily.allSatisfy { clock.components($0.dt).hour == 12 })
        #expect(clock.isoDate(daily[0].dt) == clock.isoDate(1_795_249_034))
        if let sunrise = oneCall.current?.sunrise {
            #expect(clock.isoDate(sunrise) == clock.isoDate(1_795_249_034))
        }
        #expect((oneCall.alerts != nil) == (place.country == "GB"))
    }

    @Test func theFree25AnswersHaveTheRealShape() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let (lat, lon) = APITest.sanFrancisco
        let weather = try await Self.get(server, "\(Path.currentWeather)?lat=\(lat)&lon=\(lon)&appid=\(Self.key)")
        let current = try JSONDecoder().decode(CurrentWeatherResponse.self, from: weather.body)
        #expect(current.name == "San Francisco" && current.sys?.country == "US")
        #expect(current.timezone == TimeZone(identifier: "America/Los_Angeles")!.secondsFromGMT(for: Date()))
        let forecastResponse = try await Self.get(server, "\(Path.forecast)?lat=\(lat)&lon=\(lon)&appid=\(Self.key)")
        let forecast = try JSONDecoder().decode(ForecastResponse.self, from: forecastResponse.body)
        #expect(forecast.list.count == 40)
        #expect(forecast.list.allSatisfy { $0.dt % 10_800 == 0 })
        let raw = try #require(try JSONSerialization.jsonObject(with: forecastResponse.body) as? [String: Any])
        #expect(raw["cod"] as? String == "200")
    }

    /// `--reuse-answers` (the benchmark's): an answer is built once per request and minute of the
    /// server's clock; without it every request gets one built afresh.
    @Test func answersAreReusedWithinAMinuteOnlyWhenAsked() async throws {
        let seconds = Locked(1_700_000_000.0)  // a minute begins at 1,699,999,980
        let server = try APITest.server(clock: { Date(timeIntervalSince1970: seconds.withLock { $0 }) })
        defer { server.stop() }
        let query = "\(Path.oneCall)?lat=48.85&lon=2.35&appid=\(Self.key)"
        func body(at time: Double) async throws -> Data {
            seconds.withLock { $0 = time }
            return try await Self.get(server, query).body
        }
        let fresh = try await body(at: 1_700_000_000)
        #expect(try await body(at: 1_700_000_010) != fresh)
        server.reusesAnswers = true
        let kept = try await body(at: 1_700_000_020)
        #expect(try await body(at: 1_700_000_030) == kept)
        let elsewhere = try await Self.get(server, query.replacingOccurrences(of: "lat=48.85", with: "lat=48.86")).body
        #expect(elsewhere != kept, "another request is its own")
        #expect(try await body(at: 1_700_000_040) != kept, "a new minute builds a new answer")
    }

    @Test func misbehaviourCanBeLimitedToAPathAndACount() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.quota, on: Path.oneCall, times: 1)
        let oneCall = "\(Path.oneCall)?lat=1&lon=2&appid=\(Self.key)"
        #expect(try await Self.get(server, "\(Path.airPollution)?lat=1&lon=2&appid=\(Self.key)").status == 200)
        #expect(try await Self.get(server, oneCall).status == 429)
        #expect(try await Self.get(server, oneCall).status == 200)
        #expect(server.counts == [Path.oneCall: 2, Path.airPollution: 1])
        server.resetLog()
        #expect(server.count() == 0)
    }

    @Test(arguments: [502, 503])
    func gatewayErrorsAreHTMLPages(status: Int) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.serverError(status))
        let response = try await Self.get(server, "\(Path.geocode)?q=x&appid=\(Self.key)")
        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self).contains("<center>openresty</center>"))
    }

    @Test func stoppingEndsDelayedAnswersAndClosesThePort() async throws {
        let server = try APITest.server()
        server.delay(30)
        let port = server.port
        let task = Task { await OpenWeatherClientTests.firstError(server) }
        #expect(await APITest.eventually { server.count() == 1 })
        let started = Date()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(server.openConnections == 0)
        #expect(await task.value == .connectionLost(host: "127.0.0.1:\(port)"))
        let refused = await APITest.error { try await APITest.client(baseURL: URL(string: "http://127.0.0.1:\(port)")!).geocode("x") }
        #expect(refused == .connectionRefused(host: "127.0.0.1:\(port)"))
    }
}

extension OpenWeatherClientTests {
    /// The error of a geocode request to the server, for tests that stop it midway.
    static func firstError(_ server: FakeOpenWeatherServer) async -> APIError? {
        await APITest.error { try await APITest.client(server, connectTimeout: 20, totalTimeout: 30).geocode("London") }
    }
}
