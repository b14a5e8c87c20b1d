import Foundation
import Testing

@testable import WeatherCore

/// Places as the session uses them: search, resolution before any request, the choice sheet,
/// coordinates and `here` named from the gazetteer, completion.
@Suite struct PlacesInSessionTests {
    static let gazetteer = try? GazetteerFixture.open()

    func session(keySet: Bool = true, mode: Mode = .live, zone: String? = "Europe/Paris") throws -> Session {
        let gazetteer = try #require(Self.gazetteer)
        var state = SessionState(data: try Fixtures.london(), mode: mode, keySet: keySet)
        state.tab = .forecast
        return Session(state: state, services: SessionServices(gazetteer: { .success(gazetteer) }, systemTimeZone: { zone }))
    }

    func fetchedPlace(_ effects: [Effect]) -> Place? {
        for case .fetchWeather(let place, _) in effects { return place }
        return nil
    }

    @Test func searchListsZurichFirst() throws {
        var s = try session()
        let effects = s.handle(line: "search zuri")
        guard case .render(.searchResults(let query, let places)) = effects.first else {
            Issue.record("\(effects)")
            return
        }
        #expect(query == "zuri")
        #expect(places.count == 10)
        #expect(places.first?.name == "Zürich" && places.first?.countryCode == "CH")
    }

    @Test func parisGoesStraightToFranceWithoutARequest() throws {
        var s = try session()
        let place = try #require(fetchedPlace(s.handle(line: "location Paris")))
        #expect(place.displayName == "Paris, Île-de-France, FR")
        #expect(place.timeZone == "Europe/Paris")
        let texas = try #require(fetchedPlace(s.handle(line: "location Paris, TX")))
        #expect(texas.displayName == "Paris, Texas, US")
        let london = try #require(fetchedPlace(s.handle(line: "location London")))
        #expect(london.country == "GB")
    }

    @Test func comparablePlacesOpenTheChoiceSheet() throws {
        var s = try session()
        let effects = s.handle(line: "location Springfield")
        guard case .render(.placeChoices(let places)) = effects.first else {
            Issue.record("\(effects)")
            return
        }
        #expect(places.count > 1 && places.allSatisfy { $0.name == "Springfield" })
        #expect(s.state.sheet == .choosePlace(places))
        #expect(s.handle(line: "0") == [.error("location: type a number from 1 to \(places.count), or an empty line to cancel")])
        #expect(s.handle(line: "two") == [.error("location: type a number from 1 to \(places.count), or an empty line to cancel")])
        #expect(s.handle(line: "2") == [.fetchWeather(places[1], .change)])
        _ = s.fetched(places[1], purpose: .change, result: .failure(FetchFailure("offline")))
        #expect(s.state.sheet == nil)
        _ = s.handle(line: "location Springfield")
        #expect(s.handle(line: "") == [.hint("Location unchanged: still London, England, GB.")])
    }

    @Test func unknownNamesGoToTheGeocoderOnlyWhenOnline() throws {
        var online = try session()
        #expect(online.handle(line: "location Xyzzyville") == [.geocode("Xyzzyville")])
        var offline = try session(mode: .offline)
        #expect(
            offline.handle(line: "location Xyzzyville") == [
                .error(
                    ErrorReport(
                        "location: no place called `Xyzzyville` is known offline; check the name, or `search Xyzzyville` lists places that start with it",
                        kind: .notFound))
            ])
        var keyless = try session(keySet: false)
        #expect(
            keyless.handle(line: "location Xyzzyville").first
                == .error(
                    ErrorReport(
                        "location: no place called `Xyzzyville` is in the place list, and looking further needs an API key (see `help key`) or `provider open-meteo`; check the name, or `search Xyzzyville` lists places that start with it",
                        kind: .notFound)))
    }

    @Test func geocoderAnswers() throws {
        var s = try session()
        _ = s.handle(line: "location")
        #expect(
            s.geocoded("Atlantis", result: .success([])).first
                == .error(
                    ErrorReport(
                        "location: no place called `Atlantis` was found; did you mean Atlantis, ZA or Atlantis, US or Atlantic, US?",
                        kind: .notFound)))
        #expect(s.state.sheet == .location, "the sheet stays open for another try")
        let one = GeocodedPlace(name: "Smalltown", lat: 1, lon: 2, country: "XX", state: "North")
        #expect(s.geocoded("Smalltown", result: .success([one, one])) == [.fetchWeather(Place(one), .change)])
        let other = GeocodedPlace(name: "Smalltown", lat: 10, lon: 20, country: "YY")
        let effects = s.geocoded("Smalltown", result: .success([one, other]))
        #expect(effects == [.render(.placeChoices([Place(one), Place(other)]))])
        #expect(
            s.geocoded("X", result: .failure(FetchFailure("the API key was rejected"))) == [
                .error(ErrorReport("location: the API key was rejected", kind: .network))
            ])
        #expect(s.state.sheet == nil)
    }

    @Test func coordinatesAreNamedAfterTheNearestPlace() throws {
        var s = try session()
        let place = try #require(fetchedPlace(s.handle(line: "location 0.3476,32.5825")))
        #expect(place.displayName == "near Kampala, UG")
        #expect(place.lat == 0.3476 && place.lon == 32.5825)
    }

    @Test func hereUsesTheSystemTimeZone() throws {
        var s = try session(zone: "Europe/Paris")
        let effects = s.handle(line: "location here")
        #expect(
            effects.first
                == .hint(
                    "Using Paris, Île-de-France, FR, the largest place in this machine's time zone (Europe/Paris): an approximation, as there is no GPS here."
                ))
        #expect(fetchedPlace(effects)?.name == "Paris")
        var unknown = try session(zone: nil)
        #expect(
            unknown.handle(line: "location here") == [
                .error("location: this machine's time zone is not known (set TZ, e.g. TZ=Europe/London)")
            ])
    }

    @Test func fetchedDataReplacesEverythingAndShowsTheCity() throws {
        var s = try session()
        var data = try Fixtures.london()
        data.source = .live
        let paris = Place(name: "Paris", country: "FR", lat: 48.85, lon: 2.35, timeZone: "Europe/Paris")
        let effects = s.fetched(paris, purpose: .change, result: .success(FetchedPlace(data: data)))
        #expect(effects.suffix(2) == [.saveState, .render(.tab(.city))])
        #expect(
            effects.first
                == .hint(
                    "Note: the place list puts Paris, FR in Europe/Paris, but OpenWeather says Europe/London; times follow OpenWeather."))
        #expect(s.state.tab == .city && s.state.data?.place == paris && s.state.data?.source == .live)
        let before = s.state.data
        #expect(
            s.fetched(paris, purpose: .change, result: .failure(FetchFailure("OpenWeather did not answer within 30 s"))) == [
                .error(ErrorReport("location: OpenWeather did not answer within 30 s", kind: .network))
            ])
        #expect(s.state.data == before)
    }

    @Test func loadedDocumentsAreNamedAfterTheNearestPlace() throws {
        var s = try session()
        _ = s.fileRead(path: "d.json", units: .standard, result: .success(Fixtures.docs("onecall-3.0.json")), now: 0)
        let name = try #require(s.state.data?.place.displayName)
        #expect(name.hasPrefix("near ") && name.hasSuffix(", US"), "\(name)")
    }

    @Test func completingPlaceNames() throws {
        let gazetteer = try #require(Self.gazetteer)
        let lookup: (String) -> [GazetteerCompletion] = { gazetteer.completions(prefix: $0, limit: 20) }
        let completion = Completer.complete("location San F", places: lookup)
        #expect(completion.replacing == 5)
        #expect(completion.candidates.first?.text == "San Francisco")
        #expect(Completer.action(for: completion, typed: "San F", secondPress: false) == .replace(replacing: 5, with: "San Francisco"))
        let again = Completer.complete("location San Francisco", places: lookup)
        guard case .list(let entries) = Completer.action(for: again, typed: "San Francisco", secondPress: true) else {
            Issue.record("the second Tab should list")
            return
        }
        #expect(entries.contains("San Francisco, California, US"))
        #expect(entries.contains { $0.hasPrefix("San Francisco, ") && !$0.hasSuffix(", US") })
        #expect(Completer.complete("location   zuri", places: lookup).candidates.first?.text == "zurich", "in the spelling typed")
        #expect(Completer.complete("location Kö", places: lookup).candidates.allSatisfy { $0.text.hasPrefix("Kö") })
        // Commands still complete by common prefix.
        let command = Completer.complete("tab fo")
        #expect(Completer.action(for: command, typed: "fo", secondPress: false) == .replace(replacing: 2, with: "forecast "))
        #expect(Completer.action(for: Completer.complete("help lo"), typed: "lo", secondPress: false) == .bell)
        #expect(Completer.action(for: Completer.complete("help lo"), typed: "lo", secondPress: true) == .list(["load", "location"]))
        #expect(Completer.action(for: Completer.complete("zzz"), typed: "zzz", secondPress: true) == .bell)
    }
}
