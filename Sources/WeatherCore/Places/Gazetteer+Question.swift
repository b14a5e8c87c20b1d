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
