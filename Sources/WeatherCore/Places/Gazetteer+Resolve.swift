extension Gazetteer {
    /// What a typed place name comes to, so that `location` can skip the geocoding request when it may.
    package enum Resolution: Sendable, Equatable {
        /// One place has that name, or this one has at least `dominanceFactor` times the people of
        /// any other that has it (an alternate name counting as a twentieth of its place's people, as
        /// in the ranking).
        case found(GazetteerPlace)
        /// Several comparable places, best first (at most `ambiguityLimit`): the user picks one.
        case ambiguous([GazetteerPlace])
        /// No place has exactly that name (a prefix is not enough): ask the geocoder if online.
        case notFound
    }

    /// How many times more people the first place needs than any other of its name to be taken without asking.
    package static let dominanceFactor = 10
    /// How many places an ambiguous answer lists at most.
    package static let ambiguityLimit = 9

    /// Resolves a place name (`Paris`, `Paris, TX`, `Paris, Texas, US`) as people type it: the
    /// exact name; else the name as it is spelt in other ways (`東京` for 東京都, `上海市` for 上海,
    /// `Muenchen` for München, see `PlaceSpellings`); else a prefix only one name starts with,
    /// as `search` finds it.
    package func resolve(_ query: String) -> Resolution {
        let exact = resolveExactly(query)
        guard exact == .notFound else { return exact }
        var found: [Resolution] = []
        for spelling in PlaceSpellings.variants(of: query) {
            let resolution = resolveExactly(spelling)
            if resolution != .notFound && !found.contains(resolution) { found.append(resolution) }
        }
        if found.count == 1, let only = found.first { return only }
        if !found.isEmpty {
            // Two spellings name different places (`大阪` as 大阪市 and 大阪府): the user picks.
            var places: [GazetteerPlace] = []
            for resolution in found {
                switch resolution {
                case .found(let place): places.append(place)
                case .ambiguous(let list): places += list
                case .notFound: break
                }
            }
            return .ambiguous(Array(places.prefix(Self.ambiguityLimit)))
        }
        // A prefix that only one name starts with (`名古` for 名古屋市).
        guard !query.contains(","), PlaceKey.normalize(query).count >= 2 else { return .notFound }
        let names = completions(prefix: query, limit: 2)
        guard names.count == 1, let name = names.first?.text, name != query else { return .notFound }
        return resolveExactly(name)
    }

    /// Resolves a place name by exact name only.
    package func resolveExactly(_ query: String) -> Resolution {
        let parsed = PlaceNameQuery(query)
        guard !parsed.key.isEmpty, !parsed.isUnmatchable else { return .notFound }
        let test = parsed.divisionTest(in: file)
        guard let walker = file.firstKey(notLessThan: parsed.key), walker.key == parsed.key else { return .notFound }
        // Postings come best first (the ranking's order), so the scan stops as soon as the answer
        // is known: the list is full, or the one place found so far outweighs every posting left.
        // A common name then reads a few records, not hundreds scattered across the file.
        var ranked = RankedRecords(capacity: Self.ambiguityLimit)
        let factor = UInt64(Self.dominanceFactor)
        file.forEachPosting(of: walker) { posting in
            let score = score(of: posting)
            if ranked.records.count == Self.ambiguityLimit { return false }
            if ranked.records.count == 1, let best = ranked.scores.first, best > 0, best >= factor * score { return false }
            if let test, !test.allows(file.divisionIndex(ofRecord: posting.record), in: file) { return true }
            ranked.offer(posting.record, score: score)
            return true
        }
        let places = ranked.records.compactMap(place(at:))
        guard let first = places.first, let firstScore = ranked.scores.first else { return .notFound }
        // Judged on the ranking score, so an alternate name ("Pari" for Paris) must outweigh
        // another place's own name ("Pari", Brazil) as much as a population would.
        let largestOther = ranked.scores.dropFirst().max() ?? 0
        if places.count == 1 || (firstScore > 0 && firstScore >= factor * largestOther) {
            return .found(first)
        }
        return .ambiguous(Array(places.prefix(Self.ambiguityLimit)))
    }
}
