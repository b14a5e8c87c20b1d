import Foundation
import Testing

@testable import CorePlaces
@testable import WeatherCore

@Suite struct GazetteerPlaceTests {
    let paris = GazetteerPlace(
        name: "Paris", division: "Île-de-France", countryCode: "FR", lat: 48.85341, lon: 2.3488,
        population: 2_138_551, timeZone: "Europe/Paris"
    )

    @Test func displayNameShowsDivisionAndCountry() {
        #expect(paris.displayName == "Paris, Île-de-France, FR")
        let noDivision = GazetteerPlace(
            name: "Singapore", division: nil, countryCode: "SG", lat: 1.28967, lon: 103.85007,
            population: 5_638_700, timeZone: "Asia/Singapore"
        )
        #expect(noDivision.displayName == "Singapore, SG")
    }

    @Test func jsonUsesThePlaceKeys() {
        #expect(
            paris.jsonValue.serialized
                == #"{"name":"Paris","country":"FR","state":"Île-de-France","lat":48.85341,"lon":2.3488,"population":2138551,"timezone":"Europe/Paris"}"#
        )
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(paris)
        #expect(try JSONDecoder().decode(GazetteerPlace.self, from: data) == paris)
    }
}
