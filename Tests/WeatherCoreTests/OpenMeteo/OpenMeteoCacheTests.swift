import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// Open-Meteo's cache files hold the answers as they came (for a batch, each place's own element
/// of the list), not the model encoded again, and read back as the fetch was; files of the
/// format before (the model, with or without the answers after it) are still read, and a
/// damaged one is dropped without a word. A fetch that needs the network gets its transport
/// ready first, and only then.
@Suite struct OpenMeteoCacheTests {
    typealias Recorder = OpenMeteoClientTests.Recorder

    static let points = OpenMeteoBatchTests.points

    /// The three points fetched in one batch, with their bodies.
    static func batch() async throws -> [(FetchedWeather, FetchedBodies)] {
        let client = OpenMeteoClientTests().client(Recorder(), answer: OpenMeteoBatchTests.answer)
        return try await client.weather(at: points) {}.map { try $0.get() }
    }

    static func file(_ folder: APITestFolder, _ point: Coordinate) -> String {
        let key = ResponseCache.key(lat: point.lat, lon: point.lon, provider: .openMeteo)
        return folder.paths.cache + "/weather_" + key.replacingOccurrences(of: ",", with: "_") + ".json"
    }

    /// A document as `raw` shows it from a file: without the white space after it.
    static func trimmed(_ document: Data) -> Data {
        Data(document.reversed().drop { [0x20, 0x0A, 0x0D, 0x09].contains($0) }.reversed())
    }

    @Test func aBatchedPlaceIsCachedAroundItsOwnAnswersAndReadsBackTheSame() async throws {
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        let fetched = try await Self.batch()
        for (point, (weather, bodies)) in zip(Self.points, fetched) {
            await cache.storeInBackground(weather, bodies: bodies, lat: point.lat, lon: point.lon, now: weather.fetchedAt)
        }
        #expect(await cache.finishWriting().isEmpty)
        let reader = ResponseCache(paths: folder.paths)
        for (point, (weather, bodies)) in zip(Self.points, fetched) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.file(folder, point)))
            let forecast = try #require(bodies.forecast)
            let air = try #require(bodies.air)
            #expect(bytes.range(of: Data(#""forecastAnswer":"#.utf8) + forecast) != nil, "the element as it came")
            #expect(bytes.range(of: Data(#""airAnswer":"#.utf8) + air) != nil)
            #expect(bytes.range(of: Data(#""forecast":"#.utf8)) == nil, "no model encoded beside it")
            let hit = try #require(await reader.lookup(lat: point.lat, lon: point.lon, provider: .openMeteo, now: weather.fetchedAt))
            #expect(hit.weather == weather)
            #expect(hit.weather.forecast == weather.forecast && hit.weather.air == weather.air && hit.weather.provider == .openMeteo)
            #expect(hit.weather.raw.forecast == Self.trimmed(forecast) && hit.weather.raw.air == Self.trimmed(air))
            #expect(await reader.lookup(lat: point.lat, lon: point.lon, provider: .openWeather, now: weather.fetchedAt) == nil)
        }
    }

    @Test func aPlaceWithoutAirQualityKeepsItsProblem() async throws {
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        let (fetched, bodies) = try #require(try await Self.batch().first)
        var weather = fetched
        weather.air = nil
        weather.airProblem = "air quality: Open-Meteo said \"no\""
        weather.note = "a note"
        let point = Self.points[0]
        await cache.storeInBackground(
            weather, bodies: FetchedBodies(forecast: bodies.forecast, air: nil), lat: point.lat, lon: point.lon, now: weather.fetchedAt)
        #expect(await cache.finishWriting().isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.file(folder, point)))
        #expect(bytes.range(of: Data(#""airAnswer":null"#.utf8)) != nil)
        let hit = try #require(
            await ResponseCache(paths: folder.paths).lookup(lat: point.lat, lon: point.lon, provider: .openMeteo, now: .now))
        #expect(hit.weather == weather && hit.weather.airProblem == weather.airProblem && hit.weather.note == "a note")
        #expect(hit.weather.raw.air == nil)
    }

    /// Files written before: the model encoded, with the answers after it, or alone.
    @Test(arguments: [true, false])
    func aFileOfTheFormatBeforeIsStillRead(withAnswers: Bool) async throws {
        let folder = try APITestFolder()
        let (weather, bodies) = try #require(try await Self.batch().first)
        let point = Self.points[0]
        let key = ResponseCache.key(lat: point.lat, lon: point.lon, provider: .openMeteo)
        let model = try ResponseCache.encoder().encode(
            ResponseCache.Envelope(version: ResponseCache.formatVersion, key: key, weather: weather))
        let old = withAnswers ? CachedAnswers.adding(bodies, to: model, provider: .openMeteo) : model
        try FileManager.default.createDirectory(atPath: folder.paths.cache, withIntermediateDirectories: true)
        try old.write(to: URL(fileURLWithPath: Self.file(folder, point)))
        let cache = ResponseCache(paths: folder.paths)
        let hit = try #require(await cache.lookup(lat: point.lat, lon: point.lon, provider: .openMeteo, now: weather.fetchedAt))
        #expect(hit.weather == weather && hit.weather.forecast == weather.forecast && hit.weather.air == weather.air)
        #expect(hit.weather.raw.forecast == (withAnswers ? bodies.forecast.map(Self.trimmed) : nil))
        #expect(cache.takeReadProblems().isEmpty)
    }

    @Test(arguments: [
        #"{"key":"KEY","version":2,"weather":{"forecastAnswer":{"latitude":"north"},"airAnswer":null,"isFallback":false,"fetchedAt":1,"origin":"o","provider":"open-meteo"}}"#,
        #"{"key":"KEY","version":2,"weather":{"forecastAnswer":{"latitude":1,"longitude":2},"airAnswer":null,"isFallback":false,"fetchedAt":1,"origin":"o","provider":"open-meteo"}}"#,
        #"{"key":"KEY","version":1,"weather":{"forecastAnswer":FORECAST,"airAnswer":null,"isFallback":false,"fetchedAt":1,"origin":"o","provider":"open-meteo"}}"#,
        #"{"key":"another","version":2,"weather":{"forecastAnswer":FORECAST,"airAnswer":null,"isFallback":false,"fetchedAt":1,"origin":"o","provider":"open-meteo"}}"#,
        #"{"key":"KEY","version":2,"weather":{"forecastAnswer":FORECAST,"airAnswer":{"latitude":"x"},"isFallback":false,"fetchedAt":1,"origin":"o","provider":"open-meteo"}}"#,
        #"{"key":"KEY","version":2,"weather":{"forecastAnswer":FORECAST,"airAnswer":null,"fetchedAt":1,"origin":"o"}}"#,
        #"{"key":"KEY","version":2,"weather":{"forecastAnswer":FORECAST"#
    ])
    func anUnusableFileIsDroppedNotAnError(template: String) async throws {
        let folder = try APITestFolder()
        let point = Self.points[0]
        let key = ResponseCache.key(lat: point.lat, lon: point.lon, provider: .openMeteo)
        let forecast = String(decoding: OpenMeteoBatchTests.forecast, as: UTF8.self)
        let contents = template.replacingOccurrences(of: "KEY", with: key).replacingOccurrences(of: "FORECAST", with: forecast)
        try FileManager.default.createDirectory(atPath: folder.paths.cache, withIntermediateDirectories: true)
        let path = Self.file(folder, point)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let cache = ResponseCache(paths: folder.paths)
        #expect(await cache.lookup(lat: point.lat, lon: point.lon, provider: .openMeteo, now: .now) == nil)
        #expect(cache.takeReadProblems().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path), "removed, to be fetched again")
    }

    /// The transport is told a request is coming (libcurl's loads on its own thread) when the
    /// first place needs one, once; not when the cache or the mode answers every place.
    @Test func theTransportIsPreparedOnlyWhenARequestWillBeMade() async throws {
        let recorder = Recorder()
        let prepared = Locked(0)
        let client = OpenMeteoClient(
            services: OpenMeteoClientTests.services,
            transport: HTTPTransport(prepare: { prepared.withLock { $0 += 1 } }) { request in
                #expect(prepared.withLock { $0 } > 0, "prepared before the first request")
                recorder.add(request.url)
                return OpenMeteoBatchTests.answer(request.url)
            }, now: { recorder.now })
        let fetcher = WeatherFetcher(
            provider: .openMeteo, client: client, unavailable: "", cache: ResponseCache(folder: nil), now: { recorder.now })
        let places = Self.points.enumerated().map { Place(name: "P\($0.offset)", country: "FR", lat: $0.element.lat, lon: $0.element.lon) }
        _ = await fetcher.weather(for: places, mode: .offline, refresh: false) {}
        #expect(prepared.withLock { $0 } == 0 && recorder.seen.isEmpty)
        let first = await fetcher.weather(for: places, mode: .live, refresh: false) {}
        #expect(first.allSatisfy { (try? $0.get()) != nil })
        #expect(prepared.withLock { $0 } == 1 && recorder.seen.count == 2)
        _ = await fetcher.weather(for: places, mode: .live, refresh: false) {}
        #expect(prepared.withLock { $0 } == 1 && recorder.seen.count == 2, "all fresh: no request, nothing prepared")
    }
}
