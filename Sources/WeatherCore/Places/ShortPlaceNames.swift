/// Common short forms of place names, understood when they stand alone (`NYC`, `LA`, `DC`).
/// After a comma they are left to the qualifier rules, where `LA` and `DC` are state codes
/// (`Shreveport, LA`) and `UK`, `USA`, `UAE` name countries.
package enum ShortPlaceNames {
    /// Short forms of cities, by normalised text, and the full name they stand for.
    package static let cities: [String: String] = [
        "nyc": "New York City, NY, US",
        "la": "Los Angeles, CA, US",
        "sf": "San Francisco, CA, US",
        "dc": "Washington, DC, US",
        "washington dc": "Washington, DC, US",
        "washington d c": "Washington, DC, US"
    ]

    /// Short forms of countries, with their ISO code and a place to suggest in them.
    package static let countries: [String: (code: String, example: String)] = [
        "uk": ("GB", "London, UK"),
        "usa": ("US", "New York City, USA"),
        "uae": ("AE", "Dubai, UAE")
    ]

    /// The full name a short form standing alone stands for; nil for anything else.
    package static func expanded(_ text: String) -> String? {
        guard !text.contains(",") else { return nil }
        return cities[PlaceKey.normalize(text)]
    }

    /// The country a short form standing alone names (`UK`), which is not a place to show.
    package static func country(_ text: String) -> (code: String, example: String)? {
        guard !text.contains(",") else { return nil }
        return countries[PlaceKey.normalize(text)]
    }
}
