import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// The client against the fake OpenWeather server on 127.0.0.1: real HTTP, through libcurl.
@Suite struct OpenWeatherClientTests {
    typealias Path = FakeOpenWeatherServer.Path

    // MARK: - Geocoding

    @Test(arguments: [
        ("San Francisco", "San Francisco", "US"),
        ("São Paulo", "São Paulo", "BR"),
        ("Zürich", "Zürich", "CH"),
        ("東京", "東京", "JP"),
        ("Paris, TX, US", "Paris,TX,US", "US"),
        ("Kampala", "Kampala", "UG")
    ])
    func geocodeSendsAwkwardNamesIntact(query: String, received: String, country: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let places = try await APITest.client(server).geocode(query)
        #expect(places.first?.country == country)
        let request = try #require(server.requests.first)
        #expect(request.path == Path.geocode)
        #expect(request.query["q"] == received)
        #expect(request.query["limit"] == "5")
        #expect(request.query["appid"] == FakeOpenWeatherServer.defaultKey)
        #expect(Set(request.query.keys) == ["q", "limit", "appid"])
    }

    @Test(arguments: ["A&B", "#1", "C++", "a=b", "Nowhere"])
    func geocodeSendsSyntaxCharactersAsText(query: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let places = try await APITest.client(server).geocode(query)
        #expect(places.isEmpty)
        #expect(server.count() == 1)
        #expect(server.requests.first?.query["q"] == query)
        #expect(Set(server.requests.first?.query.keys.map { $0 } ?? []) == ["q", "limit", "appid"])
    }

    @Test func geocodeFindsEveryPlaceOfAName() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let client = APITest.client(server)
        #expect(try await client.geocode("Paris").map(\.country) == ["FR", "US"])
        #expect(try await client.geocode("London").map(\.country) == ["GB", "CA"])
        #expect(try await client.geocode("London", limit: 1).count == 1)
        #expect(try await client.geocode("   ").isEmpty)
        #expect(server.count(Path.geocode) == 3)
    }

    // MARK: - Weather

    @Test func weatherFetchesOneCallAndAirQualityOnce() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let (lat, lon) = APITest.sanFrancisco
        let fetched = try await APITest.client(server).weather(lat: lat, lon: lon)
        #expect(fetched.forecast.timeZone == "America/Los_Angeles")
        #expect(fetched.forecast.utcOffset == TimeZone(identifier: "America/Los_Angeles")!.secondsFromGMT(for: Date()))
        #expect(fetched.forecast.hours.count == 48)
        #expect(fetched.forecast.days.count == 8)
        #expect(fetched.forecast.nextHour?.count == 61, "San Francisco's next hour is dry, minute by minute")
        #expect(fetched.forecast.nextHour?.allSatisfy { $0.intensity == 0 } == true)
        #expect(fetched.forecast.alerts.isEmpty)
        #expect(fetched.air?.index == 2)
        #expect(fetched.airProblem == nil)
        #expect(!fetched.isFallback && fetched.note == nil)
        #expect(fetched.origin.hasSuffix("appid=REDACTED"))
        #expect(!fetched.origin.contains(APITest.key.value))
        #expect(server.counts == [Path.oneCall: 1, Path.airPollution: 1])
        let oneCall = try #require(server.requests.first { $0.path == Path.oneCall })
        #expect(oneCall.query["exclude"] == nil)
        #expect(oneCall.query["units"] == nil)
        #expect(oneCall.query["lat"] == "37.779" && oneCall.query["lon"] == "-122.4199")
        #expect(oneCall.headers["user-agent"]?.hasPrefix("wxsh/") == true)
        #expect(oneCall.headers["cookie"] == nil)
    }

    @Test func oneCallAndAirQualityAreFetchedConcurrently() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        // Neither answer is sent until both requests have arrived: sequential fetches would
        // time out at the barrier and get a 500.
        server.holdResponses(untilArrivals: 2, timeout: 3)
        let fetched = try await APITest.client(server).weather(lat: 51.5073, lon: -0.1276)
        #expect(!server.barrierTimedOut)
        #expect(fetched.air != nil)
        #expect(fetched.forecast.timeZone == "Europe/London")
    }

    @Test func aSequentialFetchWouldBeCaughtByTheBarrier() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.holdResponses(untilArrivals: 2, timeout: 0.5)
        let error = await APITest.error { try await APITest.client(server).geocode("London") }
        #expect(error == .server(status: 500, path: Path.geocode))
        #expect(server.barrierTimedOut)
    }

    @Test func noKeyMeansNoRequest() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let client = APITest.client(server, key: nil)
        #expect(await APITest.error { try await client.weather(lat: 1, lon: 2) } == .noKey)
        #expect(await APITest.error { try await client.geocode("London") } == .noKey)
        #expect(server.count() == 0)
        #expect(APIError.noKey.message.english.contains("key YOUR_KEY") && APIError.noKey.message.english.contains("OPENWEATHER_API_KEY"))
    }

    @Test func aWrongKeyIsRejectedByTheServer() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let wrong = APIKey("00000000000000000000000000000000")!
        let error = await APITest.error { try await APITest.client(server, key: wrong).weather(lat: 1, lon: 2) }
        #expect(error == .invalidKey)
    }

    @Test func outOfRangeCoordinatesAreReportedWithTheServersReason() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let error = await APITest.error { try await APITest.client(server).weather(lat: 95, lon: 2) }
        #expect(error == .rejected(status: 400, path: Path.oneCall, detail: "wrong latitude"))
    }

    // MARK: - Every failure class

    static let failures: [(FakeMisbehaviour, String, APIError)] = [
        (.invalidKey, Path.oneCall, .invalidKey),
        (.notFound, Path.oneCall, .notFound(path: Path.oneCall)),
        (.quota, Path.oneCall, .quota(retryAfter: 30)),
        (.quota, Path.geocode, .quota(retryAfter: 30)),
        (.serverError(500), Path.oneCall, .server(status: 500, path: Path.oneCall)),
        (.serverError(502), Path.oneCall, .server(status: 502, path: Path.oneCall)),
        (.serverError(503), Path.geocode, .server(status: 503, path: Path.geocode)),
        (.huge(bytes: 50 * 1024 * 1024, declaredLength: true), Path.oneCall, .tooLarge(limit: 1024 * 1024)),
        (.huge(bytes: 50 * 1024 * 1024, declaredLength: false), Path.oneCall, .tooLarge(limit: 1024 * 1024)),
        (.dropConnection, Path.oneCall, .connectionLost(host: "127.0.0.1:PORT")),
        (.closeMidBody, Path.oneCall, .connectionLost(host: "127.0.0.1:PORT")),
        (
            .status(418, body: "{\"cod\":418,\"message\":\"I'm a teapot\"}"), Path.oneCall,
            .rejected(status: 418, path: Path.oneCall, detail: "I'm a teapot")
        )
    ]

    @Test(arguments: failures)
    func everyFailureBecomesOneActionableLine(misbehaviour: FakeMisbehaviour, path: String, expected: APIError) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(misbehaviour, on: path)
        let client = APITest.client(server, maximumBodySize: 1024 * 1024)
        let error = await APITest.error {
            if path == Path.geocode { _ = try await client.geocode("London") } else { _ = try await client.weather(lat: 1, lon: 2) }
        }
        let expectedHere: APIError =
            expected == .connectionLost(host: "127.0.0.1:PORT") ? .connectionLost(host: "127.0.0.1:\(server.port)") : expected
        #expect(error == expectedHere)
        let message = try #require(error?.message)
        #expect(APITest.saysWhatToDo(message.english), "no advice in: \(message)")
        #expect(!message.english.contains(APITest.key.value))
        #expect(!message.english.contains("\n"))
    }

    @Test(arguments: [(Path.oneCall, "current.dt"), (Path.airPollution, "list[0].main.aqi"), (Path.geocode, "(top level)")])
    func aBodyOfTheWrongShapeNamesWhereItIsWrong(path: String, where location: String) async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.wrongShape, on: path)
        let client = APITest.client(server)
        if path == Path.airPollution {
            // Air quality failing alone keeps the weather and says why.
            let fetched = try await client.weather(lat: 1, lon: 2)
            #expect(fetched.air == nil)
            #expect(fetched.airProblem?.english.contains(location) == true)
            return
        }
        let error = await APITest.error {
            if path == Path.geocode { _ = try await client.geocode("London") } else { _ = try await client.weather(lat: 1, lon: 2) }
        }
        guard case .badResponse(let where_, let problem) = error else {
            Issue.record("expected badResponse, got \(String(describing: error))")
            return
        }
        #expect(where_ == path)
        #expect(problem.english.contains(location), "\(problem)")
    }

    @Test func aBodyThatIsNotJSONIsABadResponse() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.notJSON, on: Path.oneCall)
        let error = await APITest.error { try await APITest.client(server).weather(lat: 1, lon: 2) }
        guard case .badResponse(let path, let problem) = error else {
            Issue.record("expected badResponse, got \(String(describing: error))")
            return
        }
        #expect(path == Path.oneCall)
        #expect(problem.english.contains("not valid JSON"))
        #expect(error.map { APITest.saysWhatToDo($0.message.english) } == true)
    }

    @Test func serverTextIsSanitizedShortenedAndScrubbedOfTheKey() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let key = APITest.key.value
        let noisy = "bad \\u001b[31mred\\u001b[0m appid=\(key) " + String(repeating: "x", count: 300)
        server.misbehave(.status(400, body: "{\"cod\":400,\"message\":\"\(noisy)\"}"), on: Path.oneCall)
        let error = try #require(await APITest.error { try await APITest.client(server).weather(lat: 1, lon: 2) })
        guard case .rejected(400, _, let detail?) = error else {
            Issue.record("expected rejected(400), got \(error)")
            return
        }
        #expect(!detail.contains("\u{1B}"))
        #expect(detail.contains("^[[31mred"))
        #expect(!detail.contains(key))
        #expect(detail.contains("appid=REDACTED"))
        #expect(detail.count <= APIError.maximumDetailLength)
    }

    // MARK: - Network failures

    @Test func anUnresolvableNameIsADNSFailure() async throws {
        // A label over 63 bytes cannot be put in a DNS query, so the resolver fails locally
        // without sending anything (unlike `nonexistent.invalid`, which a resolver may forward).
        let host = String(repeating: "x", count: 64) + ".invalid"
        let client = APITest.client(baseURL: URL(string: "https://\(host)")!)
        let error = await APITest.error { try await client.weather(lat: 1, lon: 2) }
        #expect(error == .dnsFailure(host: host))
        #expect(error.map { APITest.saysWhatToDo($0.message.english) && $0.message.english.contains(host) } == true)
        #expect(error?.message.english.contains(APITest.key.value) == false)
    }

    @Test func aRedirectIsItsOwnClassAndNeverFollowed() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.redirect(to: "/moved?appid=\(APITest.key.value)"), on: Path.geocode)
        let error = await APITest.error { try await APITest.client(server).geocode("London") }
        let location = "\(server.baseURL.absoluteString)/moved?appid=REDACTED"
        #expect(error == .redirect(status: 302, location: location))
        #expect(
            error?.message
                == "OpenWeather answered with a redirect (302) to \(location); wxsh does not follow redirects: check OPENWEATHER_API_URL")
        #expect(server.count() == 1)
    }

    @Test func aMalformedURLIsSaidPlainly() async throws {
        let client = APITest.client(baseURL: URL(string: "http://127.0.0.1:99999")!)
        let error = await APITest.error { try await client.geocode("London") }
        guard case .badURL = error else {
            Issue.record("expected badURL, got \(String(describing: error))")
            return
        }
        let message = try #require(error?.message)
        #expect(message.english.hasPrefix("the request's URL cannot be used ("), "\(message)")
        #expect(message.english.hasSuffix("): check OPENWEATHER_API_URL"), "\(message)")
        #expect(!message.english.contains(APITest.key.value))
    }

    @Test func aClosedPortIsARefusedConnection() async throws {
        let port = try APITest.closedPort()
        let client = APITest.client(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        let error = await APITest.error { try await client.geocode("London") }
        #expect(error == .connectionRefused(host: "127.0.0.1:\(port)"))
        #expect(error.map { APITest.saysWhatToDo($0.message.english) } == true)
    }

    @Test func aServerThatDoesNotAnswerHitsTheTotalTimeout() async throws {
        // Connected at once, then nothing: the total deadline (not the connect one) runs out.
        let server = try APITest.server()
        defer { server.stop() }
        server.delay(5)
        let client = APITest.client(server, connectTimeout: 0.5, totalTimeout: 1.5)
        let started = Date()
        let error = await APITest.error { try await client.weather(lat: 1, lon: 2) }
        #expect(error == .timedOut(.total, seconds: 1.5, host: "127.0.0.1:\(server.port)"))
        #expect(Date().timeIntervalSince(started) < 3.5)
        #expect(error?.message.english.contains("1.5 s") == true)
        // Both requests were abandoned, not left running.
        #expect(await APITest.eventually { server.abandonedConnections == 2 })
    }

    @Test func aTricklingAnswerHitsTheTotalTimeout() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.trickle(interval: 0.2), on: Path.geocode)
        let client = APITest.client(server, connectTimeout: 0.5, totalTimeout: 1)
        let started = Date()
        let error = await APITest.error { try await client.geocode("London") }
        #expect(error == .timedOut(.total, seconds: 1, host: "127.0.0.1:\(server.port)"))
        #expect(Date().timeIntervalSince(started) < 3.5)
        #expect(await APITest.eventually { server.abandonedConnections == 1 })
    }

    // MARK: - Cancel

    @Test func cancellingAFetchReturnsPromptlyAndHangsUp() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.delay(10)
        let client = APITest.client(server, connectTimeout: 20, totalTimeout: 30)
        let (lat, lon) = APITest.sanFrancisco
        let task = Task { await APITest.error { try await client.weather(lat: lat, lon: lon) } }
        #expect(await APITest.eventually { server.count() == 2 })
        let cancelled = Date()
        task.cancel()
        let error = await task.value
        let elapsed = Date().timeIntervalSince(cancelled)
        #expect(error == .cancelled)
        // The requirement is 100 ms; the bound is generous for a loaded two-core machine.
        #expect(elapsed < 1.0, "cancel took \(elapsed) s")
        #expect(await APITest.eventually { server.abandonedConnections == 2 })
    }

    @Test func aTaskCancelledBeforeItStartsMakesNoRequest() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let client = APITest.client(server)
        let task = Task { () -> APIError? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await APITest.error { try await client.geocode("London") }
        }
        #expect(await task.value == .cancelled)
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.count() == 0)
    }

    // MARK: - One Call 3.0 not subscribed

    @Test func withoutAOneCallSubscriptionTheFree25DataIsUsed() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.oneCallSubscription, on: Path.oneCall)
        let (lat, lon) = APITest.sanFrancisco
        let fetched = try await APITest.client(server).weather(lat: lat, lon: lon)
        #expect(fetched.isFallback)
        #expect(fetched.note == FetchedWeather.fallbackNote)
        #expect(fetched.origin.contains("/data/2.5/weather?") && fetched.origin.hasSuffix("appid=REDACTED"))
        let forecast = fetched.forecast
        #expect(forecast.timeZone == nil)
        #expect(forecast.utcOffset == TimeZone(identifier: "America/Los_Angeles")!.secondsFromGMT(for: Date()))
        let hourly = forecast.hours
        #expect(hourly.count == 40)
        #expect(zip(hourly, hourly.dropFirst()).allSatisfy { $1.time - $0.time == 10_800 })
        let daily = forecast.days
        #expect(daily.count == 5)
        #expect(daily.allSatisfy { $0.low <= $0.high && $0.conditions.first?.icon.hasSuffix("d") == true })
        let clock = LocalTime(zoneIdentifier: nil, fallbackOffset: forecast.utcOffset)
        #expect(daily.map { clock.components($0.time).hour } == [12, 12, 12, 12, 12])
        #expect(Set(daily.map { clock.isoDate($0.time) }).count == 5)
        #expect(forecast.current != nil && fetched.air != nil)
        #expect(server.counts == [Path.oneCall: 1, Path.airPollution: 1, Path.currentWeather: 1, Path.forecast: 1])
        // The message for status says what happened; an APIError for it also says what to do.
        #expect(APIError.subscriptionRequired.message.english.contains("One Call by Call"))
    }

    @Test func aFailingFallbackReportsItsOwnError() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.oneCallSubscription, on: Path.oneCall)
        server.misbehave(.quota, on: Path.forecast)
        let error = await APITest.error { try await APITest.client(server).weather(lat: 1, lon: 2) }
        #expect(error == .quota(retryAfter: 30))
    }

    @Test func anInvalidKeyIsNotMistakenForAMissingSubscription() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.invalidKey, on: Path.oneCall)
        #expect(await APITest.error { try await APITest.client(server).weather(lat: 1, lon: 2) } == .invalidKey)
        #expect(server.count(Path.currentWeather) == 0)
    }

    // MARK: - Air quality alone failing

    @Test func weatherIsKeptWhenOnlyAirQualityFails() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        server.misbehave(.serverError(502), on: Path.airPollution)
        let fetched = try await APITest.client(server).weather(lat: 1, lon: 2)
        #expect(fetched.forecast.hours.count == 48)
        #expect(fetched.air == nil)
        #expect(fetched.airProblem?.english.contains("502") == true)
    }
}
