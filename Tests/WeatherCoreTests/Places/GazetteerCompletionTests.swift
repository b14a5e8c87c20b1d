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
    /// Issue 47: Tab in German never turns what was typed into another place. A name typed in
    /// full stays (`München`, never `Münchenstein`); the place's German name is offered as its
    /// own name is (`Nürnberg`, not the dialect `Nürnbarg`; `Wien` before `Wiesbaden`).
    @Test(arguments: [
        ("München", Completer.Action.bell), ("münchen", .bell), ("Wien", .bell),
        ("Nürnb", .replace(replacing: 5, with: "Nürnberg")), ("Kö", .replace(replacing: 2, with: "Köln")),
        ("Wie", .replace(replacing: 3, with: "Wien"))
    ])
    func germanTabKeepsThePlaceTyped(typed: String, action: Completer.Action) {
        let completion = Completer.placeCompletion(typed, gazetteer.completions(prefix: typed, language: .de))
        #expect(Completer.action(for: completion, typed: typed, secondPress: false) == action)
    }

    /// Whatever the language, a completion only extends what was typed, and a name typed in full
    /// that ranks first is never replaced by a longer one.
    @Test(arguments: Language.allCases)
    func aCompletionOnlyExtendsWhatWasTyped(language: Language) {
        for typed in ["München", "Nürnb", "Wie", "Kö", "Paris", "San F", "Zür", "Москва", "東京"] {
            let completion = Completer.placeCompletion(typed, gazetteer.completions(prefix: typed, language: language))
            for candidate in completion.candidates {
                #expect(candidate.text.hasPrefix(typed), "\(language) \(typed) → \(candidate.text)")
            }
            if let first = gazetteer.completions(prefix: typed, language: language).first,
                PlaceKey.normalize(first.text) == PlaceKey.normalize(typed)
            {
                #expect(Completer.action(for: completion, typed: typed, secondPress: false) == .bell, "\(language) \(typed)")
            }
        }
    }
}
