import Foundation
import Testing

@testable import WeatherCore

@Suite struct GazetteerResolveTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    /// Paris, France (about 2.1 million) has far more than ten times the people of Paris, Texas (about 25,000).
    @Test func parisGoesStraightToFrance() throws {
        guard case .found(let place) = gazetteer.resolve("Paris") else {
            Issue.record("expected Paris, France, got \(gazetteer.resolve("Paris"))")
            return
        }
        #expect(place.countryCode == "FR")
        #expect(place.displayName == "Paris, Île-de-France, FR")
    }

    @Test(arguments: ["Paris, TX", "Paris, Texas", "Paris, Texas, US", "paris, tx, us"])
    func parisTexasIsFound(query: String) throws {
        guard case .found(let place) = gazetteer.resolve(query) else {
            Issue.record("expected one place for \(query), got \(gazetteer.resolve(query))")
            return
        }
        #expect(place.division == "Texas")
        #expect(place.timeZone == "America/Chicago")
    }

    @Test func londonCanadaIsOntario() throws {
        switch gazetteer.resolve("London, CA") {
        case .found(let place):
            #expect(place.division == "Ontario")
            #expect(place.countryCode == "CA")
        default:
            Issue.record("expected London, Ontario")
        }
    }

    @Test func comparablePlacesAreListed() throws {
        guard case .ambiguous(let places) = gazetteer.resolve("Springfield") else {
            Issue.record("expected a list for Springfield")
            return
        }
        #expect(places.count >= 2 && places.count <= Gazetteer.ambiguityLimit)
        #expect(places.allSatisfy { $0.name == "Springfield" })
        #expect(places[0].population < Gazetteer.dominanceFactor * places[1].population)
    }

    @Test func alternateNameOfAFarBiggerCityDominates() {
        guard case .found(let place) = gazetteer.resolve("Bombay") else {
            Issue.record("expected Mumbai, got \(gazetteer.resolve("Bombay"))")
            return
        }
        #expect(place.name == "Mumbai")
    }

    /// Köln is known as Cologne, but Cologne, Italy, bears the name itself: the user chooses.
    @Test(arguments: [("Cologne", "Köln", "Cologne"), ("Pari", "Paris", "Pari")])
    func alternateNameAgainstAnOwnNameIsAChoice(query: String, first: String, second: String) {
        guard case .ambiguous(let places) = gazetteer.resolve(query) else {
            Issue.record("expected a choice for \(query), got \(gazetteer.resolve(query))")
            return
        }
        #expect(places.map(\.name).prefix(2) == [first, second])
    }

    @Test(arguments: ["San F", "Springfiel", "Xyzzyville", "Paris, Narnia"])
    func prefixesAndUnknownNamesAreNotFound(query: String) {
        #expect(gazetteer.resolve(query) == .notFound)
    }

    /// `resolve` stops reading postings once its answer is known; over the 300 most populous
    /// places' names, alone and with their country or division, it answers as a scan of every
    /// posting does. (Checked to fail when it stops at the first place found.)
    @Test func stoppingEarlyAnswersAsAFullScanDoes() {
        var checked = 0
        for index in 0..<300 {
            guard let place = gazetteer.place(at: index) else { continue }
            let queries = [place.name, "\(place.name), \(place.countryCode)", place.division.map { "\(place.name), \($0)" }]
            for query in queries.compactMap({ $0 }) {
                #expect(gazetteer.resolve(query) == fullScan(query), "\(query)")
                checked += 1
            }
        }
        #expect(checked > 800)
    }

    /// The answer from every posting of the name, ranked, without stopping early.
    private func fullScan(_ query: String) -> Gazetteer.Resolution {
        let parsed = PlaceNameQuery(query)
        guard !parsed.key.isEmpty, !parsed.isUnmatchable,
            let walker = gazetteer.file.firstKey(notLessThan: parsed.key), walker.key == parsed.key
        else { return .notFound }
        var ranked = RankedRecords(capacity: 64)
        gazetteer.offerPostings(of: walker, within: parsed.divisionMask(in: gazetteer.file), to: &ranked)
        let places = ranked.records.compactMap(gazetteer.place(at:))
        guard let first = places.first, let best = ranked.scores.first else { return .notFound }
        let other = ranked.scores.dropFirst().max() ?? 0
        if places.count == 1 || (best > 0 && best >= UInt64(Gazetteer.dominanceFactor) * other) { return .found(first) }
        return .ambiguous(Array(places.prefix(Gazetteer.ambiguityLimit)))
    }
}
