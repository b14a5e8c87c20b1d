import CoreLanguage
import FoundationEssentials

/// The offline list of the world's populated places, so that wxsh can find a place without a geocoding request.
///
/// Opening maps the file (in WeatherIO) and checks its header; every lookup then reads only the few pages it
/// needs. Queries are matched on their normalised form (case, diacritics and punctuation do not
/// matter), exact names before names that merely start with the query, and more populous places
/// first. An alternate name (an exonym such as "Cologne" for Köln) ranks as if the place had a
/// twentieth of its people, so that it does not push aside another place's own name.
package struct Gazetteer: Sendable {
    /// How much more a place's own name weighs than one of its alternate names.
    package static let alternatePenalty: UInt64 = 20
    /// How many places the precomputed lists of a short prefix hold.
    package static let heavyListLength = 32

    package let file: GazetteerFile

    /// Reads a gazetteer from bytes in memory.
    /// - Throws: `GazetteerError` when the bytes are not a complete gazetteer of this version.
    package init(data: Data) throws {
        file = try GazetteerFile(bytes: GazetteerBytes(copying: data))
    }

    /// Reads a gazetteer from bytes its caller holds, such as a mapped file (WeatherIO's
    /// `Gazetteer(contentsOf:)`): nothing is read until a lookup needs it. `releasePages` is called
    /// by `releaseResidentPages()`; `close` once, when no gazetteer uses the bytes any more (also
    /// when this initializer throws).
    /// - Throws: `GazetteerError` when the bytes are not a complete gazetteer of this version.
    package init(
        holding buffer: UnsafeRawBufferPointer, releasePages: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        close: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) throws {
        file = try GazetteerFile(bytes: GazetteerBytes(holding: buffer, releasePages: releasePages, close: close))
    }

    /// Lets go of the file's pages that lookups have made resident (a mapped file only); call it
    /// when lookups are done for a while, such as after each command.
    package func releaseResidentPages() {
        file.bytes.releaseResidentPages()
    }

    /// How many places the gazetteer holds.
    package var count: Int { file.placeCount }

    /// The place of rank `index` (0 is the most populous), with its local names; `nil` outside `0..<count`.
    package func place(at index: Int) -> GazetteerPlace? {
        place(at: index, withNames: true)
    }

    /// The place of rank `index`; without its local names when `withNames` is false, for lists
    /// that only show the places (completions), so that they read no pages of the names.
    package func place(at index: Int, withNames: Bool) -> GazetteerPlace? {
        guard let record = file.record(index) else { return nil }
        let division = file.division(record.division)
        let country = division.flatMap { file.country($0.country) }
        return GazetteerPlace(
            name: file.string(at: record.nameOffset) ?? "",
            division: division.flatMap { file.string(at: $0.name) },
            countryCode: country.map { String(decoding: $0.code, as: UTF8.self) } ?? "",
            lat: record.lat,
            lon: record.lon,
            population: record.population,
            timeZone: file.zoneName(record.zone) ?? "",
            names: withNames ? localNames(ofRecord: index) : [:],
            divisionNames: withNames ? localNames(ofDivision: record.division) : [:]
        )
    }

    // MARK: - Search

    /// The places that match `query` best: exact names first, then names starting with it, each by population.
    ///
    /// `query` is a name, optionally narrowed: `Name, CC`, `Name, State` or `Name, State, CC`, where
    /// State is a division's name, the start of it, or its code (`Paris, TX`).
    /// - Returns: at most `limit` distinct places.
    package func search(_ query: String, limit: Int = 10) -> [GazetteerPlace] {
        rankedRecords(for: PlaceNameQuery(query), limit: limit).compactMap(place(at:))
    }

    /// Records matching `query`, exact matches first, distinct, best first.
    /// - Parameter precomputed: use the file's lists for short prefixes (false only to check them).
    package func rankedRecords(for query: PlaceNameQuery, limit: Int, precomputed: Bool = true) -> [Int] {
        guard limit > 0, !query.key.isEmpty, !query.isUnmatchable else { return [] }
        let mask = query.divisionMask(in: file)
        if let mask, !mask.contains(true) { return [] }
        var exact = RankedRecords(capacity: limit)
        if let current = file.firstKey(notLessThan: query.key), current.key == query.key {
            offerPostings(of: current, within: mask, to: &exact)
        }
        var walker = file.firstKey(notLessThan: query.prefixKey)
        if var current = walker, current.key == query.key {
            walker = current.advance(in: file) ? current : nil
        }

        var prefixed = RankedRecords(capacity: limit + exact.records.count)
        if precomputed, mask == nil, limit + exact.records.count <= Self.heavyListLength,
            let list = file.heavyList(for: query.prefixKey)
        {
            for index in list {
                guard let (posting, _) = file.heavyItem(index) else { continue }
                prefixed.offer(posting.record, score: score(of: posting))
            }
        } else {
            while var current = walker, current.keyStarts(with: query.prefixKey) {
                offerPostings(of: current, within: mask, to: &prefixed)
                walker = current.advance(in: file) ? current : nil
            }
        }

        var result = exact.records
        for record in prefixed.records where result.count < limit && !result.contains(record) {
            result.append(record)
        }
        return result
    }

    /// Offers every place filed under the walker's key to `ranked`, with its score, leaving out
    /// those outside the divisions `mask` allows (nil: every division).
    package func offerPostings(of walker: KeyWalker, within mask: [Bool]?, to ranked: inout RankedRecords) {
        file.forEachPosting(of: walker) { posting in
            if let mask {
                let division = file.divisionIndex(ofRecord: posting.record)
                guard division < mask.count, mask[division] else { return true }
            }
            ranked.offer(posting.record, score: score(of: posting))
            return true
        }
    }

    /// A posting's rank: the population, times `alternatePenalty` for a place's own name.
    @inline(__always)
    package func score(of posting: GazetteerFile.Posting) -> UInt64 {
        let population = UInt64(file.population(posting.record))
        return posting.isAlternate ? population : population * Self.alternatePenalty
    }

    // MARK: - Completion

    /// Names that complete `prefix`, for Tab: each distinct name once, with the places of that name.
    ///
    /// The names by their most populous place, the name typed in full first among equals; a
    /// place's name in `language` (`Wien`, `Nürnberg` in German) ranks as its own name does,
    /// and is written as the language writes it.
    /// - Returns: at most `limit` names; each lists at most 10 places, most populous first.
    package func completions(prefix: String, limit: Int = 20, language: Language = .en) -> [GazetteerCompletion] {
        let query = PlaceNameQuery(prefix)
        let key = query.prefixKey
        guard limit > 0, !key.isEmpty, query.qualifiers.isEmpty, !prefix.contains(",") else { return [] }
        var best = RankedKeys(capacity: limit)
        var walker = file.firstKey(notLessThan: key)
        var exactFirst: RankedKeys.Entry?
        if var current = walker, current.key == key {
            if let posting = file.postings(of: current).first {
                exactFirst = .init(key: current.key, score: score(of: posting), posting: posting)
            }
            walker = current.advance(in: file) ? current : nil
        }
        if limit <= Self.heavyListLength, let list = file.heavyList(for: key) {
            for index in list {
                guard let (posting, keyOffset) = file.heavyItem(index),
                    let range = file.stringBytes(at: keyOffset)
                else { continue }
                let itemKey = Array(file.bytes.buffer[range])
                best.offer(.init(key: itemKey, score: score(of: posting), posting: posting))
            }
        } else {
            while var current = walker, current.keyStarts(with: key) {
                var first: GazetteerFile.Posting?
                file.forEachPosting(of: current) {
                    first = $0
                    return false
                }
                if let first { best.offer(.init(key: current.key, score: score(of: first), posting: first)) }
                walker = current.advance(in: file) ? current : nil
            }
        }
        var entries = (exactFirst.map { [$0] } ?? []) + best.entries
        var localNames = [String?](repeating: nil, count: entries.count)
        if language != .en {
            // The user's own name of a place is no lesser alternate: it ranks as the place's name.
            for index in entries.indices {
                let entry = entries[index]
                guard entry.posting.isAlternate, let name = self.localNames(ofRecord: entry.posting.record)[language.rawValue],
                    Array(PlaceKey.normalize(name).utf8) == entry.key
                else { continue }
                localNames[index] = name
                entries[index] = .init(key: entry.key, score: entry.score * Self.alternatePenalty, posting: entry.posting)
            }
        }
        // By score, the name typed in full first among equals: a hamlet called `Ko` does not
        // stand before Köln for `Kö`, but München does before Münchenstein.
        let order = entries.indices.sorted { (entries[$0].score, $1) > (entries[$1].score, $0) }
        entries = order.map { entries[$0] }
        localNames = order.map { localNames[$0] }
        return entries.prefix(limit).enumerated().map { index, entry in
            var places: [GazetteerPlace] = []
            if let walker = file.firstKey(notLessThan: entry.key), walker.key == entry.key {
                for posting in file.postings(of: walker).prefix(10) {
                    if let place = place(at: posting.record, withNames: false) { places.append(place) }
                }
            }
            let text = localNames[index] ?? displayText(of: entry.posting, key: entry.key)
            return GazetteerCompletion(text: text, places: places)
        }
    }

    /// How a matched name is shown: the place's own name, the alternate's spelling, or the key in title case.
    package func displayText(of posting: GazetteerFile.Posting, key: [UInt8]) -> String {
        if !posting.isAlternate, let record = file.record(posting.record), let name = file.string(at: record.nameOffset) {
            return name
        }
        if let display = posting.display, let text = file.string(at: display) { return text }
        return PlaceKey.titled(String(decoding: key, as: UTF8.self))
    }
}
