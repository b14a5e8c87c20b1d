import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// The answers for dates on disk: a past span's for good, a span reaching today for 10 minutes,
/// a wider answer covering a narrower ask, at most `limit` files with the oldest dropped first,
/// and a damaged file dropped without a word.
@Suite struct DatedCacheTests {
    static let london = Coordinate(lat: 51.5085, lon: -0.1257)
    static func date(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }
    static let march = DateRange(date("2023-03-01"), date("2023-03-31"))

    static func answer(_ range: DateRange, _ body: String = #"{"daily":{"time":[]}}"#) -> DatedAnswer {
        DatedAnswer(
            body: Data(body.utf8), origin: AnswerOrigin(arrival: .live, url: "https://archive-api.open-meteo.com/v1/archive", status: 200),
            range: range)
    }

    @Test func aPastSpanIsKeptForGoodAndCoversAnyPartOfIt() async throws {
        let folder = try APITestFolder()
        let cache = DatedCache(folder: folder.paths.cache)
        await cache.store(
            .openMeteo, Self.london, Self.march, hourly: false, source: .archive, answer: Self.answer(Self.march), final: true, now: 1_000)
        // Another process, years later: the file answers.
        let later = DatedCache(folder: folder.paths.cache)
        let week = DateRange(Self.date("2023-03-06"), Self.date("2023-03-12"))
        let kept = try #require(await later.lookup(.openMeteo, Self.london, week, hourly: false, now: 2_000_000_000))
        #expect(kept.range == Self.march && kept.source == .archive)
        #expect(kept.answer.origin.arrival == .cache && kept.answer.origin.status == 200)
        #expect(kept.answer.body == Self.answer(Self.march).body)
        // A day's hours are not in a span's answer; the other provider's answers are apart.
        #expect(await later.lookup(.openMeteo, Self.london, DateRange(Self.date("2023-03-14")), hourly: true, now: 2_000) == nil)
        #expect(await later.lookup(.openWeather, Self.london, week, hourly: false, now: 2_000) == nil)
        #expect(
            await later.lookup(
                .openMeteo, Self.london, DateRange(Self.date("2023-02-28"), Self.date("2023-03-02")), hourly: false, now: 2_000) == nil)
    }

    @Test func aSpanReachingTodayIsGoodForTenMinutes() async throws {
        let folder = try APITestFolder()
        let cache = DatedCache(folder: folder.paths.cache)
        let ahead = DateRange(Self.date("2026-11-28"), Self.date("2026-12-13"))
        await cache.store(
            .openMeteo, Self.london, ahead, hourly: false, source: .forecast, answer: Self.answer(ahead), final: false, now: 1_000)
        #expect(await cache.lookup(.openMeteo, Self.london, ahead, hourly: false, now: 1_000 + 599)?.source == .forecast)
        #expect(await cache.lookup(.openMeteo, Self.london, ahead, hourly: false, now: 1_000 + 600) == nil)
    }

    @Test func atMostLimitFilesAreKeptTheOldestDroppedFirst() async throws {
        let folder = try APITestFolder()
        let cache = DatedCache(folder: folder.paths.cache, limit: 2)
        let days = ["2023-03-01", "2023-03-02", "2023-03-03"].map { DateRange(Self.date($0)) }
        for (index, day) in days.enumerated() {
            await cache.store(
                .openMeteo, Self.london, day, hourly: true, source: .archive, answer: Self.answer(day), final: true, now: 1_000)
            // Modification times a second apart, so that which is oldest is plain.
            let path = folder.paths.cache + "/days/" + DatedCache.name(.openMeteo, Self.london, day, hourly: true)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(1_000 + index))], ofItemAtPath: path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.paths.cache + "/days").sorted()
        #expect(names.count == 2, "\(names)")
        #expect(await cache.lookup(.openMeteo, Self.london, days[0], hourly: true, now: 2_000) == nil, "the oldest is gone")
        #expect(await cache.lookup(.openMeteo, Self.london, days[2], hourly: true, now: 2_000) != nil)
    }

    @Test func aDamagedFileIsDroppedAndNotUsed() async throws {
        let folder = try APITestFolder()
        let cache = DatedCache(folder: folder.paths.cache)
        await cache.store(
            .openMeteo, Self.london, Self.march, hourly: false, source: .archive, answer: Self.answer(Self.march), final: true, now: 1_000)
        let path = folder.paths.cache + "/days/" + DatedCache.name(.openMeteo, Self.london, Self.march, hourly: false)
        try Data("wxsh-days 1\nnot json\n{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(await DatedCache(folder: folder.paths.cache).lookup(.openMeteo, Self.london, Self.march, hourly: false, now: 2_000) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
