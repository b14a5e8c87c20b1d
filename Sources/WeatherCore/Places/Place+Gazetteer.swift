import CoreModel

/// Places made from the gazetteer's records.
extension Place {
    /// A place from the gazetteer, with its names in other languages.
    public init(_ place: GazetteerPlace) {
        self.init(
            name: place.name, country: place.countryCode, state: place.division, lat: place.lat, lon: place.lon,
            timeZone: place.timeZone, names: place.names.isEmpty ? nil : place.names,
            stateNames: place.divisionNames.isEmpty ? nil : place.divisionNames)
    }

    /// A point named after the nearest known place: "near Kampala, UG".
    public static func near(_ place: GazetteerPlace, lat: Double, lon: Double) -> Place {
        Place(name: "near \(place.name)", country: place.countryCode, lat: lat, lon: lon, timeZone: place.timeZone)
    }
}
