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

extension Gazetteer {
    /// Whether `resolveExactly(name)` finds a place: a question written without spaces asks this
    /// of every span of two to eight characters, nearly all no key at all, so a name without a
    /// qualifier is first looked for by its key alone (one normalisation, no place read).
    package func isExactName(_ name: String) -> Bool {
        if !name.utf8.contains(UInt8(ascii: ",")) {
            let key = Array(PlaceKey.normalize(name).utf8)
            guard !key.isEmpty, let walker = file.firstKey(notLessThan: key), walker.key == key else { return false }
        }
        return resolveExactly(name) != .notFound
    }
}

extension Gazetteer {
    /// Whether some place's name starts with `text`: its key starts with the text's key (an empty
    /// key starts every name). The keys are in order, so the first key not less than the text's
    /// is the only one to look at.
    package func hasName(startingWith text: String) -> Bool {
        let key = Array(PlaceKey.normalize(text).utf8)
        guard !key.isEmpty else { return true }
        guard let walker = file.firstKey(notLessThan: key) else { return false }
        return walker.key.starts(with: key)
    }
}
