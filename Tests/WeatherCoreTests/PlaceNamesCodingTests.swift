import Foundation
import Testing

@testable import WeatherCore

/// `Place.names` in the state file: written only when known, and never the reason a place is lost.
@Suite struct PlaceNamesCodingTests {
    let named = Place(
        name: "Moscow", country: "RU", state: "Moscow", lat: 55.75, lon: 37.62, timeZone: "Europe/Moscow",
        names: ["ru": "Москва", "de": "Moskau"])
    let bare = Place(name: "London", country: "GB", state: "England", lat: 51.51, lon: -0.13)

    @Test func stateRoundTripWithAndWithoutNames() throws {
        let state = SavedState(place: named, places: [named, bare])
        let back = try SavedState.decode(state.encoded()).get()
        #expect(back == state)
        #expect(back.place?.names == ["ru": "Москва", "de": "Moskau"])
        #expect(back.places?.last?.names == nil)
        let text = String(decoding: state.encoded(), as: UTF8.self)
        #expect(text.contains(#""names" : {"#))
        // A place without names is written as before: no `names` key at all.
        let old = String(decoding: try JSONEncoder().encode(bare), as: UTF8.self)
        #expect(!old.contains("names"))
    }

    @Test func anOlderStateFileWithoutNamesStillReads() throws {
        let old = #"{"version":1,"place":{"name":"Oslo","country":"NO","lat":59.91,"lon":10.75}}"#
        let state = try SavedState.decode(Data(old.utf8)).get()
        #expect(state.place?.name == "Oslo")
        #expect(state.place?.names == nil)
        #expect(state.ignored.isEmpty)
    }

    @Test(arguments: [#""names":"Москва""#, #""names":["ru","Москва"]"#, #""names":{"ru":7}"#, #""names":null"#])
    func aDamagedNamesFieldKeepsThePlace(field: String) throws {
        let place = #"{"name":"Moscow","country":"RU","lat":55.75,"lon":37.62,\#(field)}"#
        let json = #"{"version":1,"place":\#(place),"places":[\#(place)]}"#
        let state = try SavedState.decode(Data(json.utf8)).get()
        #expect(state.place?.name == "Moscow")
        #expect(state.place?.names == nil)
        #expect(state.places?.count == 1)
        #expect(state.ignored.isEmpty)
    }

    /// The machine interface is unchanged: `names` is not part of a place's JSON object.
    @Test func thePlaceJSONObjectHasNoNames() {
        var unnamed = named
        unnamed.names = nil
        #expect(named.json == unnamed.json)
    }
}
