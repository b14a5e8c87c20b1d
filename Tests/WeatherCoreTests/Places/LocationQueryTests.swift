import Testing

@testable import WeatherCore

@Suite struct LocationQueryTests {
    @Test(arguments: [
        ("51.5,-0.12", 51.5, -0.12), ("51.5, -0.12", 51.5, -0.12), (" 51.5 , -0.12 ", 51.5, -0.12),
        ("51.5 -0.12", 51.5, -0.12), ("-33.87,151.21", -33.87, 151.21), ("+0.3476,32.5825", 0.3476, 32.5825),
        ("90,180", 90, 180), ("-90,-180", -90, -180), ("0,0", 0, 0), (".5,-.5", 0.5, -0.5)
    ])
    func coordinates(text: String, lat: Double, lon: Double) {
        #expect(LocationQuery.parse(text) == .success(.coordinates(lat: lat, lon: lon)))
    }

    @Test(arguments: [
        ("Paris", "Paris"), ("  San   Francisco \n", "San Francisco"), ("Paris,FR", "Paris, FR"),
        ("Paris , TX , US", "Paris, TX, US"), ("São Paulo", "São Paulo"), ("東京", "東京"),
        ("51.5N,0.12W", "51.5N, 0.12W"), ("1e5,2", "1e5, 2"), ("St. 5, 6", "St. 5, 6")
    ])
    func names(text: String, name: String) {
        #expect(LocationQuery.parse(text) == .success(.name(name)))
    }

    @Test(arguments: ["here", "HERE", " Here "])
    func here(text: String) {
        #expect(LocationQuery.parse(text) == .success(.here))
    }

    @Test(arguments: [
        ("", LocationQueryError.empty), ("   ", .empty), ("\n", .empty),
        ("12345", .noLetters("12345")), ("!!!", .noLetters("!!!")), ("1,2,3", .noLetters("1,2,3")),
        ("91,0", .latitudeOutOfRange("91")), ("-90.5, 10", .latitudeOutOfRange("-90.5")),
        ("10,180.01", .longitudeOutOfRange("180.01")), ("0 -999", .longitudeOutOfRange("-999")),
        ("a,b,c,d", .badCommas), ("Paris,", .badCommas),
        (String(repeating: "a", count: 101), .tooLong(101)), ("Lon\u{1B}don", .controlCharacters)
    ])
    func refused(text: String, error: LocationQueryError) {
        #expect(LocationQuery.parse(text) == .failure(error))
        #expect(!error.message.isEmpty)
    }
}
