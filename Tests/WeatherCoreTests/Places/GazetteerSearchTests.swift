import Foundation
import Testing

@testable import WeatherCore

@Suite struct GazetteerSearchTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    @Test func holdsAtLeast230000Places() {
        #expect(gazetteer.count >= 230_000)
    }

    @Test func zuriFindsZurichFirst() throws {
        let first = try #require(gazetteer.search("zuri").first)
        #expect(first.name == "Zürich")
        #expect(first.countryCode == "CH")
        #expect(first.timeZone == "Europe/Zurich")
    }

    @Test(arguments: [
        ("sao paulo", "São Paulo", "BR"), ("SÃO PAULO", "São Paulo", "BR"), ("zurich", "Zürich", "CH"),
        ("ZÜRICH", "Zürich", "CH"), ("krakow", "Kraków", "PL"), ("lodz", "Łódź", "PL"),
        ("malmo", "Malmö", "SE"), ("Munich", "Munich", "DE"), ("tromso", "Tromsø", "NO")
    ])
    func foldsCaseAndDiacritics(query: String, name: String, country: String) throws {
        let first = try #require(gazetteer.search(query).first)
        #expect(first.name == name)
        #expect(first.countryCode == country)
    }

    @Test(arguments: [
        ("München", "Munich", "DE"), ("Cologne", "Köln", "DE"), ("Peking", "Beijing", "CN"),
        ("Lisboa", "Lisbon", "PT"), ("Moskva", "Moscow", "RU"), ("Bombay", "Mumbai", "IN"),
        ("Kiev", "Kyiv", "UA"), ("Firenze", "Florence", "IT")
    ])
    func findsAlternateNames(query: String, name: String, country: String) throws {
        let first = try #require(gazetteer.search(query).first)
        #expect(first.name == name)
        #expect(first.countryCode == country)
    }

    @Test func exactMatchesComeBeforePrefixMatches() throws {
        let names = gazetteer.search("Paris", limit: 10).map(\.name)
        #expect(names.first == "Paris")
        // Parys (South Africa) has "Paris" as an alternate name: an exact match too.
        let lastExact = try #require(names.lastIndex { $0 == "Paris" || $0 == "Parys" })
        let firstPrefix = names.firstIndex { $0 != "Paris" && $0 != "Parys" } ?? names.count
        #expect(lastExact < firstPrefix)
        // It matters: a district whose name only starts with "Paris" has more people than Paris, Texas.
        let district = try #require(gazetteer.search("Paris 1").first)
        let texas = try #require(gazetteer.search("Paris, TX").first)
        #expect(district.population > texas.population)
        #expect(names.contains("Paris") && names.firstIndex(of: district.name).map { $0 > lastExact } ?? true)
    }

    @Test func exactMatchesAreRankedByPopulation() {
        let results = gazetteer.search("Springfield", limit: 10).filter { $0.name == "Springfield" }
        #expect(results.count >= 5)
        #expect(results.map(\.population) == results.map(\.population).sorted(by: >))
    }

    @Test func resultsAreDistinctAndLimited() {
        for query in ["San", "a", "Par", "New York", "St"] {
            for limit in [1, 3, 10, 40] {
                let results = gazetteer.search(query, limit: limit)
                #expect(results.count <= limit)
                #expect(Set(results).count == results.count, "duplicates for \(query) limit \(limit)")
            }
        }
        #expect(gazetteer.search("San", limit: 10).count == 10)
    }

    @Test(arguments: [
        ("Paris, TX", "Texas", "US"), ("Paris, Texas", "Texas", "US"), ("Paris, Texas, US", "Texas", "US"),
        ("Paris, tex", "Texas", "US"), ("paris,texas,usa", "Texas", "US"), ("Paris, France", "Île-de-France", "FR"),
        ("Paris, FR", "Île-de-France", "FR"), ("Paris, FRA", "Île-de-France", "FR"),
        ("London, CA", "Ontario", "CA"), ("London, ON", "Ontario", "CA"), ("London, Ontario, CA", "Ontario", "CA"),
        ("London, UK", "England", "GB"), ("London, England", "England", "GB"), ("Sydney, NSW", "New South Wales", "AU"),
        ("Portland, ME", "Maine", "US"), ("Portland, OR", "Oregon", "US"), ("Campinas, SP", "São Paulo", "BR")
    ])
    func qualifiersNarrowTheName(query: String, division: String, country: String) throws {
        let first = try #require(gazetteer.search(query).first, "nothing for \(query)")
        #expect(first.division == division)
        #expect(first.countryCode == country)
    }

    @Test func qualifiersFilterEveryResult() {
        let results = gazetteer.search("San, US", limit: 10)
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0.countryCode == "US" })
        #expect(gazetteer.search("Paris, Narnia").isEmpty)
        #expect(gazetteer.search("Paris, Texas, FR").isEmpty)
        #expect(gazetteer.search("Paris, a, b, c").isEmpty)
    }

    @Test(arguments: ["", "   ", ",", ",,,", "%%%", "'", "--", "zzzzqqqxj", "\u{1B}[31m", "😀", ", TX"])
    func emptyOrGarbageFindsNothing(query: String) {
        #expect(gazetteer.search(query).isEmpty)
        #expect(gazetteer.completions(prefix: query).isEmpty)
        #expect(gazetteer.resolve(query) == .notFound)
    }

    @Test func nonPositiveLimitsGiveNothing() {
        #expect(gazetteer.search("Paris", limit: 0).isEmpty)
        #expect(gazetteer.search("Paris", limit: -3).isEmpty)
        #expect(gazetteer.completions(prefix: "Par", limit: 0).isEmpty)
    }

    @Test func veryLongQueriesAreHarmless() {
        let long = String(repeating: "Paris ", count: 2000)
        #expect(gazetteer.search(long).isEmpty)
        #expect(gazetteer.resolve(long) == .notFound)
    }

    /// The generator's precomputed lists for short prefixes rank exactly as a scan of the keys does.
    @Test func precomputedPrefixListsMatchAScan() {
        let file = gazetteer.file
        #expect(file.heavyPrefixCount > 50)
        for index in 0..<file.heavyPrefixCount {
            let offset = file.heavyPrefixes.lowerBound + index * GazetteerFile.heavyPrefixSize
            guard let prefix = file.string(at: file.load(UInt32.self, at: offset, in: file.heavyPrefixes)) else {
                Issue.record("prefix \(index) unreadable")
                continue
            }
            let query = PlaceNameQuery(prefix)
            #expect(query.prefixKey == Array(prefix.utf8), "keys are normalised already: \(prefix)")
            let fast = gazetteer.rankedRecords(for: query, limit: 10)
            let scanned = gazetteer.rankedRecords(for: query, limit: 10, precomputed: false)
            #expect(fast == scanned, "prefix \(prefix)")
        }
    }

    @Test func aTrailingSpaceEndsTheWord() {
        let withSpace = gazetteer.search("San ", limit: 10)
        #expect(withSpace.count == 10)
        #expect(withSpace.first?.name == "San", "a place named just San is an exact match")
        #expect(gazetteer.completions(prefix: "San ").allSatisfy { PlaceKey.normalize($0.text).hasPrefix("san ") })
        #expect(gazetteer.completions(prefix: "San").contains { !PlaceKey.normalize($0.text).hasPrefix("san ") })
        #expect(gazetteer.completions(prefix: "st. p").allSatisfy { PlaceKey.normalize($0.text).hasPrefix("st p") })
    }

    @Test func placeAtIndexIsOrderedByPopulation() throws {
        let first = try #require(gazetteer.place(at: 0))
        let second = try #require(gazetteer.place(at: 1))
        #expect(first.population >= second.population)
        #expect(gazetteer.place(at: -1) == nil)
        #expect(gazetteer.place(at: gazetteer.count) == nil)
    }
}
