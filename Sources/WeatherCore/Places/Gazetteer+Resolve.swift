extension Gazetteer {
    /// What a typed place name comes to, so that `location` can skip the geocoding request when it may.
    package enum Resolution: Sendable, Equatable {
        /// Exactly one place has that name.
        case unique(GazetteerPlace)
        /// Several have it, but this one has at least `dominanceFactor` times the people of any other
        /// (an alternate name counting as a twentieth of its place's people, as in the ranking).
        case dominant(GazetteerPlace)
        /// Several comparable places, best first (at most `ambiguityLimit`): the user picks one.
        case ambiguous([GazetteerPlace])
        /// No place has exactly that name (a prefix is not enough): ask the geocoder if online.
        case notFound
    }

    /// How many times more people the first place needs than any other of its name to be taken without asking.
    package static let dominanceFactor = 10
    /// How many places an ambiguous answer lists at most.
    package static let ambiguityLimit = 9

    /// Resolves a place name (`Paris`, `Paris, TX`, `Paris, Texas, US`) by exact name only.
    package func resolve(_ query: String) -> Resolution {
        let parsed = PlaceNameQuery(query)
        guard !parsed.key.isEmpty, !parsed.isUnmatchable else { return .notFound }
        let mask = parsed.divisionMask(in: file)
        guard let walker = file.firstKey(notLessThan: parsed.key), walker.key == parsed.key else { return .notFound }
        var ranked = RankedRecords(capacity: 64)
        offerPostings(of: walker, within: mask, to: &ranked)
        let places = ranked.records.compactMap(place(at:))
        guard let first = places.first, let firstScore = ranked.scores.first else { return .notFound }
        if places.count == 1 { return .unique(first) }
        // Judged on the ranking score, so an alternate name ("Pari" for Paris) must outweigh
        // another place's own name ("Pari", Brazil) as much as a population would.
        let largestOther = ranked.scores.dropFirst().max() ?? 0
        if firstScore > 0, firstScore >= UInt64(Self.dominanceFactor) * largestOther {
            return .dominant(first)
        }
        return .ambiguous(Array(places.prefix(Self.ambiguityLimit)))
    }
}
