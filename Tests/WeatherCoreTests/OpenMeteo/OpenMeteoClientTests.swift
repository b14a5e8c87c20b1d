import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// The Open-Meteo client against a closure transport: the URLs it asks, what it makes of
/// errors, and its pause after a 429.
@Suite struct OpenMeteoClientTests {
    /// Requests seen, and a clock the test moves.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [URL] = []
        private var time = Date(timeIntervalSince1970: 1_795_465_800)
        func add(_ url: URL) {
            lock.lock()
            urls.append(url)
            lock.unlock()
        }
        var seen: [URL] {
            lock.lock()
            defer { lock.unlock() }
            return urls
        }
        var now: Date {
            lock.lock()
            defer { lock.unlock() }
            return time
        }
        func advance(_ seconds: TimeInterval) {
            lock.lock()
            time += seconds
            lock.unlock()
        }
    }

    static let services = OpenMeteoServices.standard

    func client(_ recorder: Recorder, answer: @escaping @Sendable (URL) -> HTTPResponse) -> OpenMeteoClient {
        OpenMeteoClient(
            services: Self.services,
            transport: HTTPTransport { request in
                recorder.add(request.url)
                return answer(request.url)
            }, now: { recorder.now })
    }

    static func fixture(_ name: String) -> Data { Fixtures.data("Tests/Fixtures/open-meteo/\(name)") }

    @Test func asksEachServiceOnItsOwnHostWithTheParametersWxshNeeds() async throws {
        let recorder = Recorder()
        let client = client(recorder) { url in
            HTTPResponse(
                status: 200, body: url.path == "/v1/forecast" ? Self.fixture("forecast-paris.json") : Self.fixture("air-quality-paris.json")
            )
        }
        guard case .success(let (weather, _)) = await client.weather(lat: 48.8534, lon: 2.3488) else {
            Issue.record("the fetch failed")
            return
        }
        #expect(weather.provider == .openMeteo)
        #expect(weather.air?.index == 2)
        let forecast = try #require(recorder.seen.first { $0.path == "/v1/forecast" })
        #expect(forecast.host == "api.open-meteo.com")
        let query = forecast.query ?? ""
        for part in [
            "latitude=48.8534", "longitude=2.3488", "timezone=auto", "timeformat=unixtime", "wind_speed_unit=ms",
            "forecast_hours=48", "forecast_days=8"
        ] {
            #expect(query.contains(part), "\(part) in \(query)")
        }
        let air = try #require(recorder.seen.first { $0.path == "/v1/air-quality" })
        #expect(air.host == "air-quality-api.open-meteo.com")
        #expect((air.query ?? "").contains("european_aqi"))
        _ = await client.geocode("Concordia Station")
        let search = try #require(recorder.seen.first { $0.path == "/v1/search" })
        #expect(search.host == "geocoding-api.open-meteo.com")
        #expect(search.query == "name=Concordia%20Station&count=10&language=en&format=json")
        #expect(recorder.seen.count == 3)
    }

    @Test func aRejectedRequestSaysOpenMeteosReason() async {
        let client = client(Recorder()) { _ in HTTPResponse(status: 400, body: Self.fixture("error-400.json")) }
        guard case .failure(let failure) = await client.weather(lat: 91, lon: 0) else {
            Issue.record("a 400 succeeded")
            return
        }
        #expect(
            failure.message
                == "Open-Meteo refused the request to /v1/forecast (400: Latitude must be in range of -90 to 90°. Given: 91.): check the place, and OPEN_METEO_API_URL"
        )
    }

    @Test func after429NothingIsAskedOfThatServiceFor60Seconds() async {
        let recorder = Recorder()
        let client = client(recorder) { url in
            url.path == "/v1/search"
                ? HTTPResponse(status: 429, body: Self.fixture("error-429.json"))
                : HTTPResponse(status: 200, body: Self.fixture("search-paris.json"))
        }
        guard case .failure(let first) = await client.geocode("Paris") else {
            Issue.record("a 429 succeeded")
            return
        }
        #expect(first.message.english.contains("(429)") && first.message.english.contains("60 s"), "\(first.message)")
        recorder.advance(59)
        guard case .failure(let second) = await client.geocode("Paris") else {
            Issue.record("no pause")
            return
        }
        #expect(second.message.english.contains("waits 1 s more"), "\(second.message)")
        #expect(recorder.seen.count == 1, "no request while paused")
        recorder.advance(2)
        _ = await client.geocode("Paris")
        #expect(recorder.seen.count == 2, "asked again after 60 s")
    }

    @Test func serverErrorsAndBrokenAnswersAreOneLineEach() async {
        let server = client(Recorder()) { _ in HTTPResponse(status: 500, body: Data("{\"error\":true}".utf8)) }
        if case .failure(let failure) = await server.weather(lat: 1, lon: 2) {
            #expect(failure.message == "Open-Meteo had a server error (500) answering /v1/forecast: try `refresh` again in a minute")
        } else {
            Issue.record("a 500 succeeded")
        }
        let cut = client(Recorder()) { _ in HTTPResponse(status: 200, body: Self.fixture("forecast-paris.json").prefix(500)) }
        if case .failure(let failure) = await cut.weather(lat: 1, lon: 2) {
            #expect(failure.message.english.hasPrefix("Open-Meteo's answer from /v1/forecast could not be read ("), "\(failure.message)")
            #expect(!failure.message.english.contains("\n"))
        } else {
            Issue.record("a truncated answer succeeded")
        }
        let refused = OpenMeteoClient(
            services: Self.services, transport: HTTPTransport { _ throws(TransportError) in throw .cannotConnect },
            now: { Date(timeIntervalSince1970: 0) })
        if case .failure(let failure) = await refused.geocode("Paris") {
            #expect(failure.message == "geocoding-api.open-meteo.com refused the connection: check OPEN_METEO_API_URL, or try again later")
        } else {
            Issue.record("a refused connection succeeded")
        }
        let slow = OpenMeteoClient(
            services: Self.services, transport: HTTPTransport { _ throws(TransportError) in throw .timedOut(.total) },
            now: { Date(timeIntervalSince1970: 0) })
        if case .failure(let failure) = await slow.weather(lat: 1, lon: 2) {
            #expect(failure.message == "the answer from api.open-meteo.com took longer than 30 s and was abandoned: try `refresh` later")
        } else {
            Issue.record("a slow answer succeeded")
        }
    }

    @Test func openMeteoAPIURLReplacesSchemeHostAndPortOfAllThree() throws {
        #expect(try OpenMeteoServices.from(environment: [:]).get() == .standard)
        let local = try OpenMeteoServices.from(environment: ["OPEN_METEO_API_URL": "http://127.0.0.1:8080"]).get()
        #expect(local.forecast == local.airQuality && local.airQuality == local.geocoding)
        #expect(
            OpenMeteoEndpoint.search(name: "x").url(local).absoluteString
                == "http://127.0.0.1:8080/v1/search?name=x&count=10&language=en&format=json")
        for bad in ["", "  ", "ftp://example.com", "127.0.0.1:8080", "http://h/v2", "http://h?x=1", "http://u@h"] {
            guard case .failure(let error) = OpenMeteoServices.from(environment: ["OPEN_METEO_API_URL": bad]) else {
                Issue.record("`\(bad)` was accepted")
                continue
            }
            #expect(error.message.english.hasPrefix("OPEN_METEO_API_URL is "), "\(error.message)")
        }
    }
}
