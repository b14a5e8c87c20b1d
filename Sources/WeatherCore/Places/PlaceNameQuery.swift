import CoreSupport

/// A typed place name split into the name and what narrows it: "Paris, TX", "Paris, Texas, US".
///
/// With one qualifier it may name the country (ISO code, ISO3 code or name) or the division
/// (its name or the start of it, its GeoNames code such as `TX`, or its postal abbreviation such
/// as `ON`); with two, the first names the division and the second the country.
package struct PlaceNameQuery {
    /// The normalised name part.
    package let key: [UInt8]
    /// What names must start with: the key, plus a space when the name ends in one (or in a hyphen
    /// or full stop) and nothing follows it, so that `San ` looks for `San Francisco`, not `Sandy`.
    package let prefixKey: [UInt8]
    /// The normalised qualifiers, at most two; empty ones are dropped.
    package let qualifiers: [String]
    /// The qualifiers as typed, uppercased, for comparing with codes.
    package let codes: [String]

    package init(_ text: String) {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let name = parts.isEmpty ? "" : parts.removeFirst()
        let normalized = PlaceKey.normalize(name)
        key = Array(normalized.utf8)
        let kept = parts.map { $0.trimming(.whitespaces) }.filter { !PlaceKey.normalize($0).isEmpty }
        qualifiers = kept.map(PlaceKey.normalize)
        codes = kept.map { $0.uppercased() }
        let endsInSeparator = !normalized.isEmpty && PlaceKey.normalize(name + "a") == normalized + " a"
        prefixKey = endsInSeparator && parts.isEmpty ? key + [UInt8(ascii: " ")] : key
    }

    /// More than two qualifiers: nothing can match.
    package var isUnmatchable: Bool { qualifiers.count > 2 }

    /// Per division index, whether a place in that division passes the qualifiers; `nil` when there are none.
    package func divisionMask(in file: GazetteerFile) -> [Bool]? {
        guard !isUnmatchable else { return Array(repeating: false, count: file.divisionCount) }
        return divisionTest(in: file).map { test in (0..<file.divisionCount).map { test.allows($0, in: file) } }
    }

    /// What the qualifiers ask of a place's division, worked out once, so that a lookup that
    /// reads a few places asks about their divisions alone; `nil` when there are no qualifiers.
    package func divisionTest(in file: GazetteerFile) -> DivisionTest? {
        guard let last = qualifiers.indices.last else { return nil }
        return DivisionTest(
            countries: Self.countryMask(qualifiers[last], code: codes[last], in: file), key: Array(qualifiers[0].utf8),
            code: Array(codes[0].utf8), needsBoth: qualifiers.count == 2)
    }

    /// The qualifiers as a test of divisions: in a country they name, and (with two qualifiers)
    /// or (with one) named by them.
    package struct DivisionTest {
        package let countries: [Bool]
        package let key: [UInt8]
        package let code: [UInt8]
        package let needsBoth: Bool

        package func allows(_ index: Int, in file: GazetteerFile) -> Bool {
            guard let division = file.division(index) else { return false }
            let inCountry = division.country < countries.count && countries[division.country]
            // Two qualifiers: in the country and named by the first. One: in that country, or named by it.
            if needsBoth && !inCountry { return false }
            if !needsBoth && inCountry { return true }
            return PlaceNameQuery.divisionMatches(division, key: key, code: code, in: file)
        }
    }

    /// Which countries a qualifier names: by ISO code, ISO3 code, name, or a common short form.
    private static func countryMask(_ key: String, code: String, in file: GazetteerFile) -> [Bool] {
        let aliases = [
            "uk": "GB", "britain": "GB", "great britain": "GB", "usa": "US", "america": "US",
            "united states of america": "US", "holland": "NL",
            "uae": "AE", "united arab emirates": "AE"
        ]
        let codeBytes = Array((aliases[key] ?? code).utf8)
        let keyBytes = Array(key.utf8)
        return (0..<file.countryCount).map { index in
            guard let country = file.country(index) else { return false }
            return country.code == codeBytes || country.iso3 == codeBytes
                || file.compareString(at: country.key, with: keyBytes) == 0
        }
    }

    /// Whether a division is the one a qualifier names: full name, start of the name (3+ letters), code, abbreviation.
    private static func divisionMatches(
        _ division: GazetteerFile.Division, key: [UInt8], code: [UInt8], in file: GazetteerFile
    ) -> Bool {
        // A missing abbreviation (`none`) compares as unequal to anything.
        if file.compareString(at: division.codes.code, with: code) == 0 { return true }
        if file.compareString(at: division.codes.abbreviation, with: code) == 0 { return true }
        guard let range = file.stringBytes(at: division.key), key.count <= range.count else { return false }
        if key.count == range.count { return GazetteerFile.compare(file.bytes.buffer, range, key) == 0 }
        guard key.count >= 3 else { return false }
        let head = range.lowerBound..<range.lowerBound + key.count
        return GazetteerFile.compare(file.bytes.buffer, head, key) == 0
    }
}
