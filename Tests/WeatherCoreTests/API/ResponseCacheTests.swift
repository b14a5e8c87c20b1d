import Foundation
import Testing
import WXTestSupport

@testable import CoreModel
@testable import CoreProviders
@testable import WeatherCore
@testable import WeatherIO

@Suite struct ResponseCacheTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// A small fetch, as the client would return it.
    static func sample(fetchedAt: Date = ResponseCacheTests.fetchedAt, temp: Double = 281.21) -> FetchedWeather {
        let current = OneCall.Current(
            dt: 1_700_000_000, sunrise: 1_699_990_000, temp: temp, feelsLike: 278.46,
            weather: [WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10n")],
            rain: Precipitation(millimetres: 0.21, hours: 1))
        let daily = OneCall.Daily(
            dt: 1_700_000_000, temp: OneCall.Temperatures(day: 280.1, min: 276.3, max: 283.9),
            rain: Precipitation(millimetres: 2.5, hours: 24))
        let oneCall = OneCall(
            lat: 51.5085, lon: -0.1257, timezone: "Europe/London", timezoneOffset: 0, current: current,
            hourly: [OneCall.Hourly(dt: 1_700_000_000, temp: 280.9, pop: 0.2)], daily: [daily])
        let air = AirPollution(
            coord: .init(lon: -0.1257, lat: 51.5085),
            list: [.init(dt: 1_700_000_000, main: .init(aqi: 2), components: .init(co: 230.31, pm2_5: 12.03))])
        return FetchedWeather(
            oneCall: oneCall, air: air, fetchedAt: fetchedAt,
            origin: "https://api.openweathermap.org/data/3.0/onecall?lat=51.5085&lon=-0.1257&exclude=minutely&appid=REDACTED")
    }

    @Test(arguments: [
        (51.5085, -0.1257, "51.51,-0.13"),
        (-0.001, 0.004, "0.00,0.00"),
        (-33.456, 151.2049, "-33.46,151.20"),
        (0.005, -0.005, "0.01,-0.01"),
        (90, -180, "90.00,-180.00"),
        (1e300, 9.3e16, "nan,nan")
    ])
    func placesAreKeyedByCoordinatesToTwoDecimals(lat: Double, lon: Double, key: String) {
        #expect(ResponseCache.key(lat: lat, lon: lon) == key)
    }

    @Test func aFetchIsFreshForTenMinutesThenStaleButUsable() async throws {
        let cache = ResponseCache(folder: nil)
        let weather = Self.sample()
        await cache.store(weather, lat: 51.5085, lon: -0.1257, now: Self.fetchedAt)
        let fresh = try #require(await cache.lookup(lat: 51.5085, lon: -0.1257, now: Self.fetchedAt.addingTimeInterval(599)))
        #expect(fresh.isFresh && fresh.age == 599 && fresh.weather == weather)
        #expect(fresh.ageDescription == "9 min old")
        let stale = try #require(await cache.lookup(lat: 51.5085, lon: -0.1257, now: Self.fetchedAt.addingTimeInterval(601)))
        #expect(!stale.isFresh && stale.age == 601)
        let old = try #require(await cache.lookup(lat: 51.5085, lon: -0.1257, now: Self.fetchedAt.addingTimeInterval(3 * 86_400)))
        #expect(!old.isFresh && old.ageDescription == "3 days old")
    }

    @Test func geocodingAnswersAreKeptForTenMinutesWhateverTheCase() async {
        let cache = ResponseCache(folder: nil)
        let answer = [GeocodedPlace(name: "Concordia Station", lat: -75.1, lon: 123.33, country: "AQ")]
        await cache.storeGeocoded(answer, for: "Concordia Station", now: Self.fetchedAt)
        #expect(await cache.geocoded("concordia station", now: Self.fetchedAt.addingTimeInterval(599)) == answer)
        #expect(await cache.geocoded("Concordia Station", now: Self.fetchedAt.addingTimeInterval(600)) == nil)
        #expect(await cache.geocoded("Concordia", now: Self.fetchedAt) == nil)
    }

    @Test func aFetchFromTheFutureIsNeverFresh() async throws {
        let cache = ResponseCache(folder: nil)
        await cache.store(Self.sample(), lat: 1, lon: 2, now: Self.fetchedAt)
        let hit = try #require(await cache.lookup(lat: 1, lon: 2, now: Self.fetchedAt.addingTimeInterval(-3600)))
        #expect(!hit.isFresh && hit.age == 0)
    }

    @Test func nearbyPointsShareAnEntryAndOthersDoNot() async throws {
        let cache = ResponseCache(folder: nil)
        await cache.store(Self.sample(), lat: 51.5085, lon: -0.1257, now: Self.fetchedAt)
        #expect(await cache.lookup(lat: 51.514, lon: -0.1251, now: Self.fetchedAt) != nil)
        #expect(await cache.lookup(lat: 51.516, lon: -0.1257, now: Self.fetchedAt) == nil)
        #expect(await cache.lookup(lat: 51.5085, lon: 0.1257, now: Self.fetchedAt) == nil)
    }

    @Test func entriesSurviveARestartExactly() async throws {
        let folder = try APITestFolder()
        let weather = Self.sample()
        let first = ResponseCache(paths: folder.paths)
        #expect(await first.store(weather, lat: 51.5085, lon: -0.1257, now: Self.fetchedAt) == nil)
        let second = ResponseCache(paths: folder.paths)
        let hit = try #require(await second.lookup(lat: 51.51, lon: -0.13, now: Self.fetchedAt.addingTimeInterval(60)))
        #expect(hit.weather == weather)
        #expect(hit.isFresh)
    }

    /// With a folder, memory keeps only the last `memoryLimit` places (a place looked up again
    /// counts as recent); the others come back from their files. Without one, memory keeps all.
    @Test func memoryKeepsTheRecentPlacesAndTheFilesTheRest() async throws {
        let folder = try APITestFolder()
        let onDisk = ResponseCache(paths: folder.paths)
        let inMemory = ResponseCache(folder: nil)
        let points = (0..<6).map { (lat: Double($0), lon: 10.0) }
        for cache in [onDisk, inMemory] {
            for (index, point) in points.enumerated() {
                await cache.store(Self.sample(), lat: point.lat, lon: point.lon, now: Self.fetchedAt)
                if index == 3 { _ = await cache.lookup(lat: 0, lon: 10, now: Self.fetchedAt) }  // the first, used again
            }
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.paths.cache) {
            try FileManager.default.removeItem(atPath: folder.paths.cache + "/" + name)
        }
        var kept: [Double] = []
        for point in points where await onDisk.lookup(lat: point.lat, lon: point.lon, now: Self.fetchedAt) != nil {
            kept.append(point.lat)
        }
        #expect(ResponseCache.memoryLimit == 4)
        #expect(kept == [0, 3, 4, 5])
        for point in points {
            #expect(await inMemory.lookup(lat: point.lat, lon: point.lon, now: Self.fetchedAt) != nil)
        }
    }

    @Test func cacheFilesArePrivateAndAtomic() async throws {
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        await cache.store(Self.sample(), lat: 51.5085, lon: -0.1257, now: Self.fetchedAt)
        let cacheFolder = folder.paths.cache
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(names == ["weather_51.51_-0.13.json"])  // no temporary file left behind
        #expect(try Self.mode(cacheFolder) == 0o700)
        #expect(try Self.mode(cacheFolder + "/" + names[0]) == 0o600)
    }

    @Test(arguments: [
        Data("{not json".utf8), Data(), Data("{\"version\":1,\"key\":\"51.51,-0.13\"}".utf8),
        Data("{\"version\":99,\"key\":\"51.51,-0.13\",\"weather\":{}}".utf8)
    ])
    func aCorruptFileIsIgnoredAndRemoved(contents: Data) async throws {
        let folder = try APITestFolder()
        let path = folder.paths.cache + "/weather_51.51_-0.13.json"
        try FileManager.default.createDirectory(atPath: folder.paths.cache, withIntermediateDirectories: true)
        try contents.write(to: URL(fileURLWithPath: path))
        let cache = ResponseCache(paths: folder.paths)
        #expect(await cache.lookup(lat: 51.5085, lon: -0.1257, now: Self.fetchedAt) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFileForAnotherPlaceIsNotBelieved() async throws {
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        await cache.store(Self.sample(), lat: 10, lon: 20, now: Self.fetchedAt)
        let from = folder.paths.cache + "/weather_10.00_20.00.json"
        let to = folder.paths.cache + "/weather_51.51_-0.13.json"
        try FileManager.default.moveItem(atPath: from, toPath: to)
        #expect(await ResponseCache(paths: folder.paths).lookup(lat: 51.51, lon: -0.13, now: Self.fetchedAt) == nil)
    }

    @Test func oldFilesArePrunedWhenTheCacheIsWritten() async throws {
        let folder = try APITestFolder()
        let cache = ResponseCache(folder: folder.paths.cache, retention: 86_400)
        await cache.store(Self.sample(), lat: 10, lon: 20, now: Self.fetchedAt)
        let old = folder.paths.cache + "/weather_10.00_20.00.json"
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 86_400)], ofItemAtPath: old)
        await cache.store(Self.sample(), lat: 30, lon: 40, now: Date())
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: folder.paths.cache + "/weather_30.00_40.00.json"))
    }

    @Test func aLiveFetchIsCachedWithoutTheKey() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        server.misbehave(.oneCallSubscription, on: FakeOpenWeatherServer.Path.oneCall)
        let fetched = try await APITest.client(server).weather(lat: 35.68, lon: 139.76)
        await cache.store(fetched, lat: 35.68, lon: 139.76, now: fetched.fetchedAt)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.paths.cache + "/weather_35.68_139.76.json"))
        #expect(!bytes.isEmpty)
        #expect(bytes.range(of: Data(APITest.key.value.utf8)) == nil)
        let reread = try #require(await ResponseCache(paths: folder.paths).lookup(lat: 35.68, lon: 139.76, now: fetched.fetchedAt))
        #expect(reread.weather == fetched)
        #expect(reread.weather.isFallback && reread.weather.note == FetchedWeather.fallbackNote)
    }

    @Test func aFetchIsCachedAroundItsOwnBodiesAndReadsBackTheSame() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let folder = try APITestFolder()
        let cache = ResponseCache(paths: folder.paths)
        let (fetched, bodies) = try await APITest.client(server).weatherAndBodies(lat: 35.68, lon: 139.76)
        let oneCallBody = try #require(bodies.forecast)
        #expect(bodies.air != nil)
        await cache.storeInBackground(fetched, bodies: bodies, lat: 35.68, lon: 139.76, now: fetched.fetchedAt)
        #expect(await cache.finishWriting().isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.paths.cache + "/weather_35.68_139.76.json"))
        #expect(bytes.range(of: oneCallBody) != nil)
        #expect(bytes.range(of: Data(APITest.key.value.utf8)) == nil)
        let reread = try #require(await ResponseCache(paths: folder.paths).lookup(lat: 35.68, lon: 139.76, now: fetched.fetchedAt))
        #expect(reread.weather == fetched)
    }

    @Test func aCacheThatCannotBeWrittenSaysSoAndKeepsTheMemoryCopy() async throws {
        let folder = try APITestFolder()
        let blocker = folder.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let cache = ResponseCache(folder: blocker + "/wxsh")
        let problem = await cache.store(Self.sample(), lat: 1, lon: 2, now: Self.fetchedAt)
        #expect(problem?.english.contains("cache could not be saved") == true)
        #expect(await cache.lookup(lat: 1, lon: 2, now: Self.fetchedAt) != nil)
        // With no files to fall back on, memory keeps every place, past `memoryLimit`.
        for lat in 10..<16 { await cache.store(Self.sample(), lat: Double(lat), lon: 2, now: Self.fetchedAt) }
        #expect(await cache.lookup(lat: 1, lon: 2, now: Self.fetchedAt) != nil)
    }

    @Test func weatherDataCarriesTheFetchForTheSession() {
        let weather = Self.sample()
        let place = Place(name: "London", country: "GB", lat: 51.5085, lon: -0.1257)
        let data = weather.weatherData(place: place, source: .cache)
        #expect(data.source == .cache && data.fetchedAt == 1_700_000_000 && data.origin == weather.origin)
        #expect(data.forecast == weather.forecast && data.air == weather.air)
    }

    static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
}
