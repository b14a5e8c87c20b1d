import Foundation
import Testing

@testable import WeatherCore

/// Places found by their names in other languages, and carrying those names for the views.
@Suite struct GazetteerLocalNamesTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixture.open()
    }

    /// A local name resolves offline to the place, as an alternate name would.
    @Test(arguments: [
        ("München", "Munich", "DE"), ("Londres", "London", "GB"), ("東京都", "Tokyo", "JP"), ("Москва", "Moscow", "RU"),
        ("Варшава", "Warsaw", "PL"), ("北京", "Beijing", "CN"), ("Londyn", "London", "GB"), ("Мюнхен", "Munich", "DE")
    ])
    func aLocalNameResolvesOffline(query: String, name: String, country: String) {
        guard case .found(let place) = gazetteer.resolve(query) else {
            Issue.record("expected \(name), \(country) for \(query), got \(gazetteer.resolve(query))")
            return
        }
        #expect(place.name == name)
        #expect(place.countryCode == country)
    }

    @Test func searchFindsMoscowByItsRussianName() {
        let found = gazetteer.search("Москва")
        #expect(found.first?.name == "Moscow")
        #expect(found.first?.countryCode == "RU")
        // A prefix in Cyrillic finds it too, as a Latin prefix would.
        #expect(gazetteer.search("Моск").contains { $0.name == "Moscow" && $0.countryCode == "RU" })
    }

    @Test func completionsOfferTheLocalName() {
        let completions = gazetteer.completions(prefix: "Моск")
        #expect(completions.contains { $0.text == "Москва" && $0.places.first?.name == "Moscow" })
    }

    @Test func aPlaceFromTheGazetteerHasItsNames() throws {
        let moscow = try #require(gazetteer.search("Moscow, RU").first)
        #expect(moscow.names["ru"] == "Москва")
        #expect(moscow.names["de"] == "Moskau")
        #expect(moscow.names["ja"] == "モスクワ")
        #expect(moscow.names["en"] == nil, "English is the place's own name")
        let place = Place(moscow)
        #expect(place.names?["uk"] == "Москва")
        // A name equal to the place's own is not stored: Berlin is Berlin in German.
        let berlin = try #require(gazetteer.search("Berlin, DE").first)
        #expect(berlin.names["de"] == nil)
        #expect(berlin.names["ru"] == "Берлин")
    }

    @Test func displayNameInALanguage() throws {
        let moscow = Place(try #require(gazetteer.search("Moscow, RU").first))
        // The division is named in the language too where GeoNames names it; Moscow's division
        // repeats its English name, so English leaves it out, but not Russian, which names it.
        #expect(moscow.displayName(in: .ru) == "Москва, Москва, RU")
        #expect(moscow.displayName(in: .ja) == "モスクワ, RU", "no Japanese name for the division: left out as in English")
        #expect(moscow.displayName(in: .en) == moscow.displayName)
        #expect(moscow.displayName == "Moscow, RU")
        #expect(moscow.localName(.en) == "Moscow")
        let munich = Place(try #require(gazetteer.search("Munich, DE").first))
        #expect(munich.displayName(in: .de) == "München, Bayern, DE")
        #expect(munich.displayName(in: .ja) == "ミュンヘン, バイエルン州, DE")
        #expect(munich.displayName(in: .en) == "Munich, Bavaria, DE")
        // Without names every language shows the name it has.
        let bare = Place(name: "Tokyo", country: "JP", state: "Tokyo", lat: 35.69, lon: 139.69)
        #expect(bare.displayName(in: .ja) == "Tokyo, JP")
        #expect(bare.localName(.zh) == "Tokyo")
    }

    /// A place saved before places carried names gets them from the gazetteer record at its point.
    @Test func withLocalNamesNamesAnOldSavedPlace() throws {
        let saved = Place(name: "Moscow", country: "RU", state: "Moscow", lat: 55.7522, lon: 37.6156)
        let named = gazetteer.withLocalNames(saved)
        #expect(named.names?["ru"] == "Москва")
        #expect(named.isSamePlace(as: saved) && named.name == saved.name && named.state == saved.state)
        // Another name, country or point: no names borrowed from a neighbour.
        #expect(gazetteer.withLocalNames(Place(name: "Home", country: "RU", lat: 55.7522, lon: 37.6156)).names == nil)
        #expect(gazetteer.withLocalNames(Place(name: "Moscow", country: "US", lat: 55.7522, lon: 37.6156)).names == nil)
        #expect(gazetteer.withLocalNames(Place(name: "Moscow", country: "RU", lat: 55.9, lon: 37.6156)).names == nil)
        // Names already known are kept.
        let kept = Place(name: "Moscow", country: "RU", lat: 55.7522, lon: 37.6156, names: ["ru": "Москва!"])
        #expect(gazetteer.withLocalNames(kept).names == ["ru": "Москва!"])
        // Edges of the grid do not trap.
        #expect(gazetteer.withLocalNames(Place(name: "Pole", country: "", lat: 90, lon: 180)).names == nil)
        #expect(gazetteer.withLocalNames(Place(name: "Pole", country: "", lat: -90, lon: -180)).names == nil)
    }

    /// Divisions carry their names in other languages, from the same catalogs as the places'.
    @Test(arguments: [
        ("Munich, DE", "de", "Bayern"), ("Cologne, DE", "de", "Nordrhein-Westfalen"), ("Sapporo, JP", "ja", "北海道"),
        ("Tokyo, JP", "ja", "東京都"), ("Munich, DE", "ru", "Бавария"), ("Los Angeles, US", "de", "Kalifornien")
    ])
    func aDivisionHasItsLocalName(query: String, language: String, division: String) throws {
        let found = try #require(gazetteer.search(query).first)
        #expect(found.divisionNames[language] == division)
        let place = Place(found)
        #expect(place.stateNames?[language] == division)
        #expect(place.localState(try #require(Language(rawValue: language))) == division)
        #expect(place.localState(.en) == found.division, "English is the division's own name")
    }

    /// A place saved without its division's names gets them with the place's.
    @Test func withLocalNamesNamesTheDivisionToo() throws {
        let saved = Place(name: "Munich", country: "DE", state: "Bavaria", lat: 48.13743, lon: 11.57549, names: ["de": "München"])
        let named = gazetteer.withLocalNames(saved)
        #expect(named.stateNames?["de"] == "Bayern")
        #expect(named.names == ["de": "München"], "names already known are kept")
        #expect(named.displayName(in: .de) == "München, Bayern, DE")
    }

    /// The progress line names the place as the heading will.
    @Test func theProgressLineNamesThePlaceInTheLanguage() throws {
        let munich = Place(try #require(gazetteer.search("Munich, DE").first))
        let german = try LanguageGoldenTests.words(.de)
        #expect(ProgressLine(for: .fetchWeather(munich, .change), unicode: true, words: german)?.text == "Lade München, Bayern, DE…")
        #expect(ProgressLine(for: .fetchWeather(munich, .change), unicode: false)?.text == "Fetching Munich, Bavaria, DE...")
    }
}
