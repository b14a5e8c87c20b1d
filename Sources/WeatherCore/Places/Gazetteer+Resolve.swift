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

    /// Resolves a place name (`Paris`, `Paris, TX`, `Paris, Texas, US`) by exact name only.
    package func resolve(_ query: String) -> Resolution {
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
