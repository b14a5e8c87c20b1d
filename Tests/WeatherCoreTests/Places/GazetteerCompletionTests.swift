import Foundation
import Testing

@testable import WeatherCore

@Suite struct GazetteerCompletionTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    @Test func sanFCompletesToSanFrancisco() throws {
        let completions = gazetteer.completions(prefix: "San F")
        #expect(completions.first?.text == "San Francisco")
        let sanFrancisco = try #require(completions.first { $0.text == "San Francisco" })
        #expect(sanFrancisco.places.first?.division == "California")
        #expect(sanFrancisco.places.count > 1, "several places share the name, to list on the second Tab")
        #expect(completions.contains { $0.text == "San Fernando" })
    }

    @Test func namesAreDistinct() {
        for prefix in ["San", "Spring", "Par", "A", "New", "Zur"] {
            let texts = gazetteer.completions(prefix: prefix, limit: 20).map(\.text)
            #expect(texts.count == 20 || prefix == "Zur")
            #expect(Set(texts.map(PlaceKey.normalize)).count == texts.count, "\(prefix): \(texts)")
        }
    }

    @Test func everyCompletionStartsWithWhatWasTyped() {
        for prefix in ["san f", "SAO", "zur", "Mün", "st. p"] {
            let key = PlaceKey.normalize(prefix)
            for completion in gazetteer.completions(prefix: prefix) {
                #expect(PlaceKey.normalize(completion.text).hasPrefix(key), "\(prefix) → \(completion.text)")
                #expect(!completion.places.isEmpty)
            }
        }
    }

    @Test func aFullNameComesFirst() {
        let completions = gazetteer.completions(prefix: "paris")
        #expect(completions.first?.text == "Paris")
        #expect(completions.first?.places.first?.countryCode == "FR")
    }

    @Test func placesAreToldApartByDivisionAndCountry() throws {
        let paris = try #require(gazetteer.completions(prefix: "Paris").first)
        let labels = paris.places.map(\.displayName)
        #expect(labels.contains("Paris, Île-de-France, FR"))
        #expect(labels.contains("Paris, Texas, US"))
    }
}
