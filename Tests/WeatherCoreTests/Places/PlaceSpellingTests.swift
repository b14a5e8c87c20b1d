import Testing

@testable import WeatherCore

/// Places by the names people type: Japanese and Chinese names without (or with) their
/// administrative suffix, German transliterations, suggestions in the script typed, offline.
@Suite struct PlaceSpellingTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    func found(_ query: String) -> GazetteerPlace? {
        if case .found(let place) = gazetteer.resolve(query) { return place }
        return nil
    }

    @Test(arguments: [
        ("東京", "Tokyo", "JP"), ("大阪", "Osaka", "JP"), ("横浜", "Yokohama", "JP"), ("名古屋", "Nagoya", "JP"),
        ("福岡", "Fukuoka", "JP"), ("上海", "Shanghai", "CN"), ("上海市", "Shanghai", "CN"), ("广州", "Guangzhou", "CN"),
        ("Muenchen", "Munich", "DE"), ("München", "Munich", "DE"), ("Zurich", "Zürich", "CH"), ("Zürich", "Zürich", "CH"),
        ("Duesseldorf", "Düsseldorf", "DE")
    ])
    func resolvesAsTyped(query: String, name: String, country: String) throws {
        let place = try #require(found(query), "\(query): \(gazetteer.resolve(query))")
        #expect(place.name == name)
        #expect(place.countryCode == country)
    }

    @Test func aUniquePrefixResolvesAsSearchFindsIt() throws {
        let place = try #require(found("名古"), "\(gazetteer.resolve("名古"))")
        #expect(place.name == "Nagoya")
        #expect(gazetteer.resolve("Lond") == .notFound, "London, Londonderry, …: not unique")
    }

    @Test func suggestionsComeByTheNearestNameInTheScriptTyped() {
        #expect(gazetteer.didYouMeanNames("Müncen").first == "München, DE")
        #expect(gazetteer.didYouMeanNames("Muncen").first == "München, DE")
        let cjk = gazetteer.didYouMeanNames("大坂")
        #expect(!cjk.isEmpty)
        #expect(cjk.allSatisfy { PlaceScript.of(name: String($0.split(separator: ",")[0])) == .ideographic }, "\(cjk)")
    }

    @Test func umlautsFromTheirTransliteration() {
        #expect(PlaceSpellings.umlauted("Muenchen") == "München")
        #expect(PlaceSpellings.umlauted("Koeln") == "Köln")
        #expect(PlaceSpellings.umlauted("Uelzen") == "Uelzen")
        #expect(found("Michael")?.name != "Michäl", "a name found as typed is not respelt")
    }
}
