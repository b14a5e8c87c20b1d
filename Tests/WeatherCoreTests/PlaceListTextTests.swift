import Foundation
import Testing

@testable import CorePlaces
@testable import WeatherCore

/// `search` results and the `places` list: one row a place when it fits, else the details on an
/// indented second line; numbers right-aligned; names from outside shown inert.
@Suite struct PlaceListTextTests {
    let zurich = GazetteerPlace(
        name: "Zürich", division: "Zurich", countryCode: "CH", lat: 47.36667, lon: 8.55,
        population: 415_367, timeZone: "Europe/Zurich")
    let long = GazetteerPlace(
        name: "Llanfairpwllgwyngyll", division: "Wales", countryCode: "GB", lat: 53.2209,
        lon: -4.2066, population: 3_107, timeZone: "Europe/London")

    @Test func searchRowsFitOrWrapAtTheWidth() {
        let places = Array(repeating: zurich, count: 9) + [long]
        let wide = PlaceListText.search(query: "z", places: places, style: RenderStyle(width: 80))
        #expect(
            wide == (1...9).map { " \($0)  Zürich, Zurich, CH  pop. 415,367 · 47.37°N 8.55°E\n" }.joined()
                + "10  Llanfairpwllgwyngyll, Wales, GB  pop. 3,107 · 53.22°N 4.21°W")
        let narrow = PlaceListText.search(query: "z", places: [zurich, long], style: RenderStyle(width: 40))
        #expect(
            narrow == """
                1  Zürich, Zurich, CH
                   pop. 415,367 · 47.37°N 8.55°E
                2  Llanfairpwllgwyngyll, Wales, GB
                   pop. 3,107 · 53.22°N 4.21°W
                """)
    }
}
