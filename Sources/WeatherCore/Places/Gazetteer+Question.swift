extension Gazetteer {
    /// A place a question names, as typed or with a declension undone (`Warszawie` as Warszawa,
    /// `Москве` as Москва). Of the places these name exactly (a place's own name or one of its
    /// other names), the one with the most people: `w Łodzi` is Łódź (undone by `odzi>ódź`), not
    /// Lodi, California, which has `Łodzi` among its other names. Only when none is exact, the
    /// first looser match (another spelling, a prefix), as typed first; of several places with
    /// one name, the best ranked.
    package func questionPlace(_ name: String, endings: [(ending: String, nominative: String)]) -> GazetteerPlace? {
        var tries = [name]
        let lower = name.lowercased()
        // The stem may be one letter when the ending brings its own (`Łodzi`: Ł + odzi>ódź).
        for (ending, nominative) in endings where lower.hasSuffix(ending) && lower.count > ending.count {
            let undone = String(name.dropLast(ending.count)) + nominative
            if undone.count >= 3 { tries.append(undone) }
        }
        func first(_ resolution: Resolution) -> GazetteerPlace? {
            switch resolution {
            case .found(let place): return place
            case .ambiguous(let places): return places.first
            case .notFound: return nil
            }
        }
        var best: GazetteerPlace?
        for each in tries {
            if let place = first(resolveExactly(each)), place.population > best?.population ?? -1 { best = place }
        }
        if let best { return best }
        for each in tries {
            if let place = first(resolve(each)) { return place }
        }
        return nil
    }
}
