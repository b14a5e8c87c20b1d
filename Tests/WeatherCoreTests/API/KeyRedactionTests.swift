import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// The key must never appear in anything wxsh could show, log or store: every byte the API
/// layer produces for the shell is gathered here and searched for it.
@Suite struct KeyRedactionTests {
    typealias Path = FakeOpenWeatherServer.Path

    @Test func noOutputOfTheAPILayerContainsTheKey() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        let client = APITest.client(server, connectTimeout: 0.5, totalTimeout: 1, maximumBodySize: 64 * 1024)
        var written: [String] = []

        func record(_ value: some Any) {
            written.append(String(describing: value))
            written.append(String(reflecting: value))
            var dumped = ""
            dump(value, to: &dumped)
            written.append(dumped)
        }

        // Successes, live and from the fallback, and what the cache keeps of them.
        for fallback in [false, true] {
            server.behave()
            if fallback { server.misbehave(.oneCallSubscription, on: Path.oneCall) }
            let fetched = try await client.weather(lat: 35.6828, lon: 139.7595)
            record(fetched)
            written += [fetched.origin, fetched.note ?? "", fetched.airProblem?.english ?? ""]
            await cache.store(fetched, lat: 35.6828, lon: 139.7595, now: fetched.fetchedAt)
        }
        record(try await client.geocode("Tokyo"))
        record(client)

        // Every failure, including server text that quotes the request back.
        let echo = "{\"cod\":400,\"message\":\"bad request /data/3.0/onecall?lat=1&appid=\(APITest.key.value)\"}"
        let failures: [FakeMisbehaviour] = [
            .invalidKey, .notFound, .quota, .serverError(500), .serverError(502), .notJSON, .wrongShape,
            .huge(bytes: 1024 * 1024, declaredLength: false), .dropConnection, .closeMidBody,
            .status(400, body: echo), .trickle(interval: 0.3)
        ]
        for misbehaviour in failures {
            server.behave()
            server.misbehave(misbehaviour, on: Path.oneCall)
            let error = try #require(await APITest.error { try await client.weather(lat: 1, lon: 2) }, "\(misbehaviour)")
            record(error)
            written.append(error.message.english)
        }
        server.behave()
        server.misbehave(.quota, on: Path.airPollution)
        let partial = try await client.weather(lat: 1, lon: 2)
        written.append(partial.airProblem?.english ?? "")
        server.behave()
        server.delay(5)
        let timedOut = try #require(await APITest.error { try await client.geocode("Tokyo") })
        written.append(timedOut.message.english)

        // The key store's words about a key (but not the config file, which holds it by design).
        let store = APIKeyStore(environment: ["OPENWEATHER_API_KEY": APITest.key.value], paths: folder.paths)
        let saved = try store.save(APITest.key)
        let lookup = store.load()
        record(lookup)
        written += [saved.summary.english, lookup.summary.english] + lookup.warnings.map(\.english)

        for file in try FileManager.default.contentsOfDirectory(atPath: folder.paths.cache) {
            written.append(try String(contentsOfFile: folder.paths.cache + "/" + file, encoding: .utf8))
        }

        #expect(written.count > 40)
        let leaks = written.filter { $0.contains(APITest.key.value) }
        #expect(leaks.isEmpty, "the key leaked into: \(leaks.map { String($0.prefix(200)) })")
        // And the bytes the server saw did carry it, so the search would have found a leak.
        #expect(server.requests.allSatisfy { $0.rawQuery.contains(APITest.key.value) })
    }
}
