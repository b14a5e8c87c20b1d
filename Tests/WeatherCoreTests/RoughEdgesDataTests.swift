import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore
@testable import WeatherIO

/// Issue 17's rough edges in data and rendering: bounds at decoding, cache notices, zone
/// abbreviations, inHg, icon glyphs.
@Suite struct RoughEdgesDataTests {
    // MARK: - 13. data from outside is bounded

    @Test func externalDataIsBoundedAtDecodingNamesZonesOffsetsAndCounts() throws {
        let longName = String(repeating: "N", count: 1_000_000)
        let longZone = "Europe/" + String(repeating: "z", count: 100_000)
        let hours = (0..<60).map { #"{"dt":\#($0),"temp":280}"# }.joined(separator: ",")
        let days = (0..<12).map { #"{"dt":\#($0),"temp":{"day":280,"min":279,"max":281}}"# }.joined(separator: ",")
        let json =
            #"{"lat":1,"lon":2,"timezone":"\#(longZone)","timezone_offset":100000000000,"hourly":[\#(hours)],"daily":[\#(days)],"alerts":[{"event":"\#(String(repeating: "E", count: 5000))","sender_name":"\#(String(repeating: "S", count: 5000))"}]}"#
        let oneCall = try JSONDecoder().decode(OneCall.self, from: Data(json.utf8))
        #expect(oneCall.timezone == nil, "a 100 KB zone name is dropped, not echoed")
        #expect(oneCall.timezoneOffset == nil, "an offset beyond ±18 h is dropped")
        #expect(oneCall.hourly?.count == 48 && oneCall.daily?.count == 8)
        #expect(oneCall.alerts?.first?.event.count == 200 && oneCall.alerts?.first?.senderName?.count == 200)
        let ok = try JSONDecoder().decode(
            OneCall.self, from: Data(#"{"lat":1,"lon":2,"timezone":"Asia/Kolkata","timezone_offset":-64800}"#.utf8))
        #expect(ok.timezone == "Asia/Kolkata" && ok.timezoneOffset == -64800, "values within the bounds are kept")

        let places = (0..<25).map { _ in
            #"{"name":"\#(longName)","lat":1,"lon":2,"country":"XX","state":"\#(String(repeating: "s", count: 300))"}"#
        }
        let geocoded = try JSONDecoder().decode([GeocodedPlace].self, from: Data("[\(places.joined(separator: ","))]".utf8))
        #expect(geocoded[0].name.count == 200 && geocoded[0].state?.count == 200)
        #expect(ExternalBounds.list(geocoded, limit: ExternalBounds.placesPerSearch).count == 10)

        let current = try JSONDecoder().decode(
            CurrentWeatherResponse.self, from: Data(#"{"dt":1,"main":{"temp":280},"timezone":99999999,"name":"\#(longName)"}"#.utf8))
        #expect(current.timezone == nil && current.name?.count == 200)
        let list = (0..<70).map { #"{"dt":\#($0),"main":{"temp":280},"weather":[]}"# }.joined(separator: ",")
        let forecast = try JSONDecoder().decode(
            ForecastResponse.self, from: Data(#"{"list":[\#(list)],"city":{"name":"\#(longName)","timezone":-70000}}"#.utf8))
        #expect(forecast.list.count == 48 && forecast.city?.name?.count == 200 && forecast.city?.timezone == nil)
    }

    @Test func geocodingAnswersAreBoundedToTenPlacesPerSearchAndShortNames() async throws {
        let server = try APITest.server()
        defer { server.stop() }
        let place = #"{"name":"\#(String(repeating: "A", count: 10_000))","lat":1,"lon":2,"country":"XX"}"#
        let body = "[" + Array(repeating: place, count: 25).joined(separator: ",") + "]"
        server.misbehave(.status(200, body: body), on: FakeOpenWeatherServer.Path.geocode)
        let found = try await APITest.client(server).geocode("Atlantis")
        #expect(found.count == ExternalBounds.placesPerSearch)
        #expect(found.allSatisfy { $0.name.count == ExternalBounds.nameLength })
    }

    @Test func boundingHelpersAreSmallAndShared() {
        #expect(ExternalBounds.name("Zürich") == "Zürich")
        #expect(ExternalBounds.name(String(repeating: "é", count: 300)).count == 200)
        #expect(ExternalBounds.zoneName("") == nil && ExternalBounds.zoneName("America/Argentina/Buenos_Aires") != nil)
        #expect(ExternalBounds.offset(18 * 3600) == 18 * 3600 && ExternalBounds.offset(-18 * 3600 - 1) == nil)
        #expect(ExternalBounds.list([1, 2, 3], limit: 2) == [1, 2])
    }

    // MARK: - 21. cache notices

    @Test func cacheNoticesOnlyWhenOlderThanTenMinutesOrAFetchFailed() async throws {
        let cache = ResponseCache(folder: nil)
        let fetchedAt = ResponseCacheTests.fetchedAt
        await cache.store(ResponseCacheTests.sample(), lat: 51.5085, lon: -0.1257, now: fetchedAt)
        let place = Place(name: "London", country: "GB", lat: 51.5085, lon: -0.1257)
        func fetcher(after seconds: TimeInterval, client: OpenWeatherClient? = nil) -> WeatherFetcher {
            WeatherFetcher(client: client, cache: cache, now: { fetchedAt.addingTimeInterval(seconds) })
        }
        let fresh = try await fetcher(after: 180).weather(for: place, mode: .offline, refresh: false).get()
        #expect(fresh.notes.isEmpty && fresh.fetchFailure == nil, "3 minutes old: nothing to say")
        #expect(fresh.data.source == .cache)
        let old = try await fetcher(after: 1200).weather(for: place, mode: .offline, refresh: false).get()
        #expect(old.notes == ["showing cached data for London, GB (20 min old)"])
        // Notes name the place in the session's language, as its tab heading does.
        var japanese = fetcher(after: 1200)
        japanese.language = .ja
        let named = Place(
            name: "London", country: "GB", state: "England", lat: 51.5085, lon: -0.1257, names: ["ja": "ロンドン"],
            stateNames: ["ja": "イングランド"])
        let noted = try await japanese.weather(for: named, mode: .offline, refresh: false).get()
        #expect(noted.notes == ["showing cached data for ロンドン, イングランド, GB (20 min old)"])
        // A failed fetch is said, even when the copy is fresh.
        let client = APITest.client(baseURL: URL(string: "http://127.0.0.1:\(try APITest.closedPort())")!)
        let failed = try await fetcher(after: 60, client: client).weather(for: place, mode: .live, refresh: true).get()
        let notes = failed.notes.map(\.english)
        #expect(notes.count == 1 && notes[0].hasSuffix("; showing cached data for London, GB (1 min old)"), "\(notes)")
        #expect(failed.fetchFailure != nil)
    }

    // MARK: - 25. zone abbreviations

    @Test func zoneAbbreviationsFromThePosixRuleOrTheOffset() {
        #expect(TZif.rule("PST8PDT,M3.2.0,M11.1.0") == [-28800: "PST", -25200: "PDT"])
        #expect(TZif.rule("CET-1CEST,M3.5.0,M10.5.0/3") == [3600: "CET", 7200: "CEST"])
        #expect(TZif.rule("GMT0BST,M3.5.0/1,M10.5.0") == [0: "GMT", 3600: "BST"])
        #expect(TZif.rule("JST-9") == [32400: "JST"])
        #expect(TZif.rule("NZST-12NZDT,M9.5.0,M4.1.0/3") == [43200: "NZST", 46800: "NZDT"])
        #expect(TZif.rule("<+0330>-3:30") == [:], "an offset is not a name")
        #expect(TZif.rule("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1") == [:])
        // Named when the database has a name for the offset, else UTC±H[:MM].
        let names = ZoneNames(["America/Los_Angeles": [-28800: "PST", -25200: "PDT"]])
        let la = LocalTime(zoneIdentifier: "America/Los_Angeles", fallbackOffset: 0).naming(with: names)
        #expect(la.zoneName(1_673_000_000) == "PST" && la.zoneName(1_690_000_000) == "PDT")
        #expect(LocalTime(zoneIdentifier: "Asia/Kolkata", fallbackOffset: 0).zoneName(0) == "UTC+5:30")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: -12600).zoneName(0) == "UTC-3:30")
        #expect(LocalTime(zoneIdentifier: nil, fallbackOffset: 0).zoneName(0) == "UTC")
        #expect(TZif.abbreviations(Data("not a zone file".utf8)) == nil)
        #expect(TZif.abbreviations(Data()) == nil)
    }

    @Test(
        arguments: [
            ("America/Los_Angeles", -28800, "PST", -25200, "PDT"),
            ("Europe/Paris", 3600, "CET", 7200, "CEST"),
            ("Europe/London", 0, "GMT", 3600, "BST"),
            ("Asia/Tokyo", 32400, "JST", nil, nil),
            ("Pacific/Auckland", 43200, "NZST", 46800, "NZDT")
        ] as [(String, Int, String, Int?, String?)])
    func zoneAbbreviationsReadFromTheSystemTZifFiles(
        zone: String, standardOffset: Int, standard: String,
        daylightOffset: Int?, daylight: String?
    ) throws {
        let path = "/usr/share/zoneinfo/" + zone
        try #require(FileManager.default.fileExists(atPath: path), "tzdata is needed: \(path)")
        let data = try #require(FileManager.default.contents(atPath: path))
        let names = try #require(TZif.abbreviations(data))
        #expect(names[standardOffset] == standard, "\(names)")
        if let daylightOffset { #expect(names[daylightOffset] == daylight, "\(names)") }
        // A numeric abbreviation (`+0530`-style) is never kept.
        #expect(names.values.allSatisfy { $0.allSatisfy(\.isLetter) })
    }

    // MARK: - 26. inHg

    @Test func imperialPressureInInchesOfMercuryWithTwoDecimals() {
        #expect(Readings(units: .imperial, unicode: true).pressure(1013.25) == "29.92 inHg")
        #expect(Readings(units: .metric, unicode: true).pressure(1013.25) == "1013 hPa")
        #expect(Readings(units: .standard, unicode: true).pressure(1013.25) == "1013 hPa")
        #expect(Readings(units: .imperial, unicode: true).pressureValue(1013.25) == .number(29.921243566))
    }

    // MARK: - 27. icon glyphs

    @Test func iconGlyphsConsistentDayAndNightAcrossFamilies() {
        let suns: Set<String> = ["☀️", "🌤️", "⛅", "🌦️"]
        for family in ["01", "02", "03", "04", "09", "10", "11", "13", "50"] {
            #expect(!suns.contains(WeatherIcon.glyph(family + "n", unicode: true)), "\(family)n shows a sun at night")
        }
        // Few clouds (02) is never shown cloudier than scattered clouds (03), by day or by night.
        let overcast = "☁️"
        #expect(WeatherIcon.glyph("02n", unicode: true) != overcast)
        #expect(WeatherIcon.glyph("03n", unicode: true) == overcast && WeatherIcon.glyph("04n", unicode: true) == overcast)
        #expect(WeatherIcon.glyph("02d", unicode: true) == "🌤️" && WeatherIcon.glyph("03d", unicode: true) == "⛅")
        #expect(WeatherIcon.glyph("02n", unicode: true) == "🌙")
    }
}
