extension Gazetteer {
    /// A place a question names, as typed or with a declension undone (`Warszawie` as Warszawa,
    /// `Москве` as Москва): each of the language's endings is tried, longest first, and the first
    /// name the gazetteer knows wins; of several places with that name, the best ranked.
    package func questionPlace(_ name: String, endings: [(ending: String, nominative: String)]) -> GazetteerPlace? {
        var tries = [name]
        let lower = name.lowercased()
        for (ending, nominative) in endings where lower.hasSuffix(ending) && lower.count > ending.count + 1 {
            tries.append(String(name.dropLast(ending.count)) + nominative)
        }
        for each in tries {
            switch resolve(each) {
            case .found(let place): return place
            case .ambiguous(let places): if let first = places.first { return first }
            case .notFound: continue
            }
        }
        return nil
    }
}
