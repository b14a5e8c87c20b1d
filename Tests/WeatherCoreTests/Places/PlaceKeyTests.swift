import Foundation
import Testing

@testable import WeatherCore

@Suite struct PlaceKeyTests {
    @Test func fixtureIsThere() {
        #expect(GazetteerFixture.normalisationCases().count >= 50)
    }

    /// The generator made the keys in the file with the same cases: both sides must give the fixture's key.
    @Test(arguments: GazetteerFixture.normalisationCases())
    func agreesWithTheGenerator(_ example: GazetteerFixture.NormalisationCase) {
        #expect(PlaceKey.normalize(example.text) == example.key)
    }

    @Test func titledCapitalisesEachWord() {
        #expect(PlaceKey.titled("new york city") == "New York City")
        #expect(PlaceKey.titled("") == "")
    }

    /// Real names normalised here find their place: Swift's keys match the generator's on the data itself.
    @Test func sampledPlacesAreFoundByTheirOwnName() throws {
        let gazetteer = try GazetteerFixture.open()
        var missing: [String] = []
        for index in stride(from: 0, to: gazetteer.count, by: 97) {
            guard let place = gazetteer.place(at: index) else { continue }
            let found = gazetteer.search(place.name, limit: 200)
            if !found.contains(place) { missing.append(place.displayName) }
        }
        #expect(missing.isEmpty, "not found by their own name: \(missing.prefix(20))")
    }
}
