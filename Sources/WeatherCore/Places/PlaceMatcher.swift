import CoreModel

/// The one way a typed name is matched to places, for `places add` and `places remove` alike:
/// case, accents and punctuation do not matter, and the gazetteer's alternate names count
/// (`Zurich` is `Zürich`, `Cologne` is `Köln`).
package struct PlaceMatcher {
    /// The gazetteer; without it only the saved names themselves can match.
    package let gazetteer: Gazetteer?

    /// What a name comes to in the gazetteer (exact names, alternate names and short forms
    /// such as `NYC` included).
    package func resolve(_ text: String) -> Gazetteer.Resolution {
        gazetteer?.resolve(ShortPlaceNames.expanded(text) ?? text) ?? .notFound
    }

    /// The saved places a name (or `Name, CC`) means: those whose own name or full name it is,
    /// else those at the place the gazetteer gives for it.
    package func indices(of text: String, in places: [Place]) -> [Int] {
        let key = PlaceKey.normalize(text)
        guard !key.isEmpty else { return [] }
        let byName = places.indices.filter {
            PlaceKey.normalize(places[$0].name) == key || PlaceKey.normalize(places[$0].displayName) == key
        }
        if !byName.isEmpty { return byName }
        let candidates: [GazetteerPlace]
        switch resolve(text) {
        case .found(let place): candidates = [place]
        case .ambiguous(let found): candidates = found
        case .notFound: candidates = []
        }
        return places.indices.filter { index in
            candidates.contains { places[index].isNear(lat: $0.lat, lon: $0.lon) }
        }
    }

    package init(gazetteer: Gazetteer?) {
        self.gazetteer = gazetteer
    }
}
