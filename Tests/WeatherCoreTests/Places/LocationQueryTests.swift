import Testing
@testable import WeatherCore

@Suite struct LocationQueryTests {
    @Test(arguments: [
        ("51.5,-0.12", 51.5, -0.12), ("51.5, -0.12", 51.5, -0.12), (" 51.5 , -0.12 ", 51.5, -0.12),
        ("51.5 -0.12", 51.5, -0.12), ("-33.87,151.21", -33.87, 151.21), ("+0.3476,32.5825", 0.3476, 32.5825),
        ("90,180", 90, 180), ("-90,-180", -90, -180), ("0,0", 0, 0), (".5,-.5", 0.5, -0.5),
    ])
    func coordinates(text: String, lat: Double, lon: Double) throws {
        #expect(try LocationQuery.parse(text) == .coordinates(lat: lat, lon: lon))
    }

    @Test(arguments: [
        ("91,0", LocationQueryError.latitudeOutOfRange("91")),
        ("-90.5, 10", .latitudeOutOfRange("-90.5")),
        ("10,180.01", .longitudeOutOfRange("180.01")),
        ("0 -999", .longitudeOutOfRange("-999")),
    ])
    func outOfRangeIsAnError(text: String, error: LocationQueryError) {
        #expect(throws: error) { try LocationQuery.parse(text) }
        #expect(error.description.contains("out of range"))
    }

    @Test(arguments: ["Paris", "Paris, TX", "Paris, Texas, US", "1,2,3", "1e5,2", "51.5N,0.12W", "12", "-", "St. 5, 6"])
    func anythingElseIsAName(text: String) throws {
        #expect(try LocationQuery.parse(text) == .name(text))
    }

    @Test func namesAreTrimmed() throws {
        #expect(try LocationQuery.parse("  San Francisco \n") == .name("San Francisco"))
    }

    @Test(arguments: ["here", "HERE", " Here "])
    func here(text: String) throws {
        #expect(try LocationQuery.parse(text) == .here)
    }

    @Test(arguments: ["", "   ", "\n"])
    func emptyIsAnError(text: String) {
        #expect(throws: LocationQueryError.empty) { try LocationQuery.parse(text) }
    }
}
