/// The sections of a `places.wxg` file and bounds-checked reads from them.
///
/// Opening checks only the header and the section table (no pass over the entries), so it costs
/// the same whatever the file's size. Every later read checks its offset against the section it
/// belongs to: a damaged file gives wrong or missing answers, never a crash. The format is
/// described in `scripts/make-gazetteer.py`, which writes it.
package struct GazetteerFile: Sendable {
    package static let magic: [UInt8] = Array("wxshgaz\0".utf8)
    package static let version = 2
    package static let recordSize = 16
    package static let divisionSize = 20
    package static let countrySize = 16
    package static let zoneSize = 8
    package static let heavyPrefixSize = 12
    package static let heavyItemSize = 12
    package static let gridColumns = 360
    package static let gridCells = 180 * 360
    package static let none: UInt32 = 0xFFFF_FFFF

    package let bytes: GazetteerBytes
    package let placeCount: Int
    package let strings: Range<Int>
    package let records: Range<Int>
    package let divisions: Range<Int>
    package let countries: Range<Int>
    package let zones: Range<Int>
    package let keys: Range<Int>
    package let keyBlocks: Range<Int>
    package let heavyPrefixes: Range<Int>
    package let heavyItems: Range<Int>
    package let gridStarts: Range<Int>
    package let gridRecords: Range<Int>
    /// The local names: where each record's entries start, and the entries (GazetteerFile+LocalNames.swift).
    package let localNameSections: (index: Range<Int>, entries: Range<Int>)
    /// The divisions' local names, as the records' (empty in a file without them).
    package let divisionNameSections: (index: Range<Int>, entries: Range<Int>)

    package var divisionCount: Int { divisions.count / Self.divisionSize }
    package var countryCount: Int { countries.count / Self.countrySize }
    package var blockCount: Int { keyBlocks.count / 4 }
    package var heavyPrefixCount: Int { heavyPrefixes.count / Self.heavyPrefixSize }

    /// Validates the header and section table of `bytes`.
    /// - Throws: `GazetteerError.notAGazetteer`, `.unsupportedVersion` or `.corrupt`.
    package init(bytes: GazetteerBytes) throws {
        self.bytes = bytes
        let buffer = bytes.buffer
        guard buffer.count >= 24, Array(buffer[0..<8]) == Self.magic else { throw GazetteerError.notAGazetteer }
        let version = Int(Self.load(UInt32.self, buffer, 8))
        guard version == Self.version else {
            throw GazetteerError.unsupportedVersion(found: version, supported: Self.version)
        }
        let sectionCount = Int(Self.load(UInt32.self, buffer, 12))
        placeCount = Int(Self.load(UInt32.self, buffer, 16))
        guard sectionCount <= 64, 24 + 12 * sectionCount <= buffer.count else {
            throw GazetteerError.corrupt("the section table is cut off")
        }
        // Tags and bounds (start, end): a dictionary of them cost 200,000 instructions to set up.
        var tags: [String] = []
        var bounds: [Int] = []
        for i in 0..<sectionCount {
            let entry = 24 + 12 * i
            let tag = String(decoding: buffer[entry..<entry + 4], as: UTF8.self)
            let offset = Int(Self.load(UInt32.self, buffer, entry + 4))
            let length = Int(Self.load(UInt32.self, buffer, entry + 8))
            guard offset <= buffer.count, length <= buffer.count - offset else {
                throw GazetteerError.corrupt("section \(tag) ends past the end of the file (\(buffer.count) bytes)")
            }
            tags.append(tag)
            bounds += [offset, offset + length]
        }
        func table(_ tag: String) -> Range<Int>? { tags.lastIndex(of: tag).map { bounds[2 * $0]..<bounds[2 * $0 + 1] } }
        // Every section is padded to 8 bytes, the last one too: a file shorter than that is cut off.
        let end = tags.indices.filter { tags.lastIndex(of: tags[$0]) == $0 }.map { bounds[2 * $0 + 1] }.max() ?? 0
        guard buffer.count >= (end + 7) & ~7 else { throw GazetteerError.corrupt("the file is cut off after \(buffer.count) bytes") }
        func section(_ tag: String, multipleOf size: Int) throws -> Range<Int> {
            guard let range = table(tag) else { throw GazetteerError.corrupt("section \(tag) is missing") }
            guard range.count % size == 0 else { throw GazetteerError.corrupt("section \(tag) has a partial entry") }
            return range
        }
        strings = try section("STRS", multipleOf: 1)
        records = try section("RECS", multipleOf: Self.recordSize)
        divisions = try section("DIVS", multipleOf: Self.divisionSize)
        countries = try section("CTRY", multipleOf: Self.countrySize)
        zones = try section("TZON", multipleOf: Self.zoneSize)
        keys = try section("KEYS", multipleOf: 1)
        keyBlocks = try section("KIDX", multipleOf: 4)
        heavyPrefixes = try section("HVYP", multipleOf: Self.heavyPrefixSize)
        heavyItems = try section("HVYL", multipleOf: Self.heavyItemSize)
        gridStarts = try section("GRDC", multipleOf: 4)
        gridRecords = try section("GRDR", multipleOf: 4)
        let localNameIndex = try section("NIDX", multipleOf: 4)
        localNameSections = (localNameIndex, try section("NAMS", multipleOf: 1))
        // Division names came later: a file without them names divisions in English only.
        if table("DNIX") != nil || table("DNAM") != nil {
            divisionNameSections = (try section("DNIX", multipleOf: 4), try section("DNAM", multipleOf: 1))
        } else {
            divisionNameSections = (0..<0, 0..<0)
        }
        guard records.count == placeCount * Self.recordSize else {
            throw GazetteerError.corrupt("\(records.count / Self.recordSize) records for \(placeCount) places")
        }
        guard gridStarts.count == (Self.gridCells + 1) * 4, gridRecords.count == placeCount * 4 else {
            throw GazetteerError.corrupt("the place grid does not match the place count")
        }
        guard Int(Self.load(UInt32.self, buffer, gridStarts.upperBound - 4)) == placeCount else {
            throw GazetteerError.corrupt("the place grid does not end with the place count")
        }
        guard !localNameIndex.isEmpty, localNameIndex.count <= (placeCount + 1) * 4 else {
            throw GazetteerError.corrupt("the local-name index does not match the place count")
        }
    }

    // MARK: - Raw reads

    @inline(__always)
    package static func load<T: FixedWidthInteger>(_ type: T.Type, _ buffer: UnsafeRawBufferPointer, _ offset: Int) -> T {
        T(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// The integer at `offset`, or 0 when it would lie outside `section`.
    @inline(__always)
    package func load<T: FixedWidthInteger>(_ type: T.Type, at offset: Int, in section: Range<Int>) -> T {
        guard offset >= section.lowerBound, offset <= section.upperBound - MemoryLayout<T>.size else { return 0 }
        return Self.load(T.self, bytes.buffer, offset)
    }

    @inline(__always)
    package func byte(at offset: Int, in section: Range<Int>) -> UInt8 {
        guard section.contains(offset) else { return 0 }
        return bytes.buffer[offset]
    }

    /// A LEB128 number at `offset` and the offset after it; `nil` when it runs past `section`.
    @inline(__always)
    package func leb128(at offset: Int, in section: Range<Int>) -> (value: Int, next: Int)? {
        var value = 0
        var shift = 0
        var position = offset
        while position < section.upperBound, position >= section.lowerBound, shift < 63 {
            let b = bytes.buffer[position]
            value |= Int(b & 0x7F) << shift
            position += 1
            if b < 0x80 { return (value, position) }
            shift += 7
        }
        return nil
    }

    // MARK: - Strings

    /// The bytes of the pooled string at `offset`; `nil` for the "none" offset or a damaged one.
    package func stringBytes(at offset: UInt32) -> Range<Int>? {
        guard offset != Self.none, let (length, start) = leb128(at: strings.lowerBound + Int(offset), in: strings),
            length <= strings.upperBound - start
        else { return nil }
        return start..<start + length
    }

    /// The pooled string at `offset`.
    package func string(at offset: UInt32) -> String? {
        stringBytes(at: offset).map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes.buffer[$0]), as: UTF8.self) }
    }

    /// Compares the pooled string at `offset` with `other`, bytewise (the order the keys are sorted in);
    /// a missing string sorts first.
    package func compareString(at offset: UInt32, with other: [UInt8]) -> Int {
        guard let range = stringBytes(at: offset) else { return -1 }
        return Self.compare(bytes.buffer, range, other)
    }

    /// Bytewise three-way comparison of `buffer[range]` with `other`.
    package static func compare(_ buffer: UnsafeRawBufferPointer, _ range: Range<Int>, _ other: [UInt8]) -> Int {
        let n = min(range.count, other.count)
        for i in 0..<n {
            let a = buffer[range.lowerBound + i]
            let b = other[i]
            if a != b { return a < b ? -1 : 1 }
        }
        return range.count == other.count ? 0 : (range.count < other.count ? -1 : 1)
    }

    // MARK: - Records

    /// One place's fields as stored.
    package struct Record {
        package let lat: Double
        package let lon: Double
        package let division: Int
        package let population: Int
        package let nameOffset: UInt32
        package let zone: Int
    }

    /// The record at `index` (0 is the most populous place); `nil` outside the table.
    package func record(_ index: Int) -> Record? {
        guard let offset = row(index, of: records, size: Self.recordSize) else { return nil }
        let packed = load(UInt64.self, at: offset, in: records)
        let word = load(UInt32.self, at: offset + 12, in: records)
        return Record(
            lat: Double(Int(packed & 0x1FF_FFFF) - 9_000_000) / 100_000,
            lon: Double(Int((packed >> 25) & 0x3FF_FFFF) - 18_000_000) / 100_000,
            division: Int(packed >> 51),
            population: Int(load(UInt32.self, at: offset + 8, in: records)),
            nameOffset: word & 0x7F_FFFF,
            zone: Int(word >> 23)
        )
    }

    /// The population of the place at `index`, without decoding the rest.
    @inline(__always)
    package func population(_ index: Int) -> Int {
        Int(load(UInt32.self, at: records.lowerBound + index * Self.recordSize + 8, in: records))
    }

    /// The division index of the place at `index`, without decoding the rest.
    @inline(__always)
    package func divisionIndex(ofRecord index: Int) -> Int {
        Int(load(UInt64.self, at: records.lowerBound + index * Self.recordSize, in: records) >> 51)
    }

    // MARK: - Divisions, countries, time zones

    /// A first-level division as stored: pooled strings for its name and search key, and the two
    /// short forms it answers to, its code and its postal abbreviation (`none` where it has none).
    package struct Division {
        package let country: Int
        package let name: UInt32
        package let key: UInt32
        package let codes: (code: UInt32, abbreviation: UInt32)
    }

    package func division(_ index: Int) -> Division? {
        guard let offset = row(index, of: divisions, size: Self.divisionSize) else { return nil }
        return Division(
            country: Int(load(UInt16.self, at: offset, in: divisions)),
            name: load(UInt32.self, at: offset + 4, in: divisions),
            key: load(UInt32.self, at: offset + 8, in: divisions),
            codes: (load(UInt32.self, at: offset + 12, in: divisions), load(UInt32.self, at: offset + 16, in: divisions))
        )
    }

    /// A country as stored: its ISO codes as uppercase ASCII bytes, and pooled name and key.
    package struct Country {
        package let code: [UInt8]
        package let iso3: [UInt8]
        package let name: UInt32
        package let key: UInt32
    }

    package func country(_ index: Int) -> Country? {
        guard let offset = row(index, of: countries, size: Self.countrySize) else { return nil }
        let buffer = bytes.buffer
        return Country(
            code: Array(buffer[offset..<offset + 2]),
            iso3: Array(buffer[offset + 2..<offset + 5]).filter { $0 != 0 },
            name: load(UInt32.self, at: offset + 8, in: countries),
            key: load(UInt32.self, at: offset + 12, in: countries)
        )
    }

    package func zoneName(_ index: Int) -> String? {
        row(index, of: zones, size: Self.zoneSize).flatMap { string(at: load(UInt32.self, at: $0, in: zones)) }
    }

    /// The most populous record in the time zone named `name`.
    package func topRecord(inZone name: String) -> Int? {
        rowNamed(Array(name.utf8), in: zones, size: Self.zoneSize).map { Int(load(UInt32.self, at: $0 + 4, in: zones)) }
    }

    // MARK: - Tables

    /// The absolute offset of row `index` of a table of `size`-byte rows; nil outside the table.
    package func row(_ index: Int, of table: Range<Int>, size: Int) -> Int? {
        guard index >= 0, index < table.count / size else { return nil }
        return table.lowerBound + index * size
    }

    /// The absolute offset of the row whose first word, a pooled string, is `key`, found by binary
    /// search in a table of `size`-byte rows sorted by that string; nil when no row has it.
    package func rowNamed(_ key: [UInt8], in table: Range<Int>, size: Int) -> Int? {
        var low = 0
        var high = table.count / size
        while low < high {
            let mid = (low + high) / 2
            let offset = table.lowerBound + mid * size
            let order = compareString(at: load(UInt32.self, at: offset, in: table), with: key)
            if order == 0 { return offset }
            if order < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    // MARK: - Keys

    /// The absolute offset of key block `index`, never past the end of the keys.
    package func blockStart(_ index: Int) -> Int {
        min(keys.upperBound, keys.lowerBound + Int(load(UInt32.self, at: keyBlocks.lowerBound + index * 4, in: keyBlocks)))
    }

    /// A walker whose current item is the first key not less than `key`; `nil` past the last key.
    package func firstKey(notLessThan key: [UInt8]) -> KeyWalker? {
        // The last block whose first key is less than `key` holds the answer, or the next block does.
        var low = 0
        var high = blockCount
        while low < high {
            let mid = (low + high) / 2
            let start = blockStart(mid)
            let length = Int(byte(at: start + 1, in: keys))
            let first = min(start + 2, keys.upperBound)
            let range = first..<max(first, min(start + 2 + length, keys.upperBound))
            if Self.compare(bytes.buffer, range, key) < 0 { low = mid + 1 } else { high = mid }
        }
        var walker = KeyWalker(start: blockStart(max(0, low - 1)), end: keys.upperBound)
        while walker.advance(in: self) {
            if !walker.key.lexicographicallyPrecedes(key) { return walker }
        }
        return nil
    }

    /// A posting: one place behind a key.
    package struct Posting {
        package let record: Int
        package let isAlternate: Bool
        /// The alternate name's own spelling in the string pool, when it is not just the key in title case.
        package let display: UInt32?
    }

    /// The postings of the walker's current item, best first.
    package func postings(of walker: KeyWalker) -> [Posting] {
        var result: [Posting] = []
        result.reserveCapacity(walker.postingCount)
        forEachPosting(of: walker) {
            result.append($0)
            return true
        }
        return result
    }

    /// Calls `body` with each posting of the walker's current item until it returns false.
    @inline(__always)
    package func forEachPosting(of walker: KeyWalker, _ body: (Posting) -> Bool) {
        var position = walker.postingsStart
        for _ in 0..<walker.postingCount {
            guard let (value, next) = leb128(at: position, in: keys) else { return }
            position = next
            var display: UInt32?
            if value & 2 != 0 {
                guard let (offset, after) = leb128(at: position, in: keys) else { return }
                position = after
                display = UInt32(truncatingIfNeeded: offset)
            }
            guard value >= 0, value >> 2 < placeCount else { continue }
            if !body(Posting(record: value >> 2, isAlternate: value & 1 != 0, display: display)) { return }
        }
    }

    // MARK: - Heavy prefixes

    /// The precomputed best postings (keys strictly longer than `prefix`) for a prefix that many keys share.
    package func heavyList(for prefix: [UInt8]) -> Range<Int>? {
        guard let offset = rowNamed(prefix, in: heavyPrefixes, size: Self.heavyPrefixSize) else { return nil }
        let first = Int(load(UInt32.self, at: offset + 4, in: heavyPrefixes))
        let count = Int(load(UInt32.self, at: offset + 8, in: heavyPrefixes))
        let itemCount = heavyItems.count / Self.heavyItemSize
        guard first <= itemCount, count <= itemCount - first else { return nil }
        return first..<first + count
    }

    /// Item `index` of the heavy-prefix lists: the posting and its key in the string pool.
    package func heavyItem(_ index: Int) -> (posting: Posting, key: UInt32)? {
        let offset = heavyItems.lowerBound + index * Self.heavyItemSize
        let word = load(UInt32.self, at: offset, in: heavyItems)
        let display = load(UInt32.self, at: offset + 4, in: heavyItems)
        let record = Int(word & 0x7FFF_FFFF)
        guard record < placeCount else { return nil }
        return (
            Posting(record: record, isAlternate: word >> 31 != 0, display: display == Self.none ? nil : display),
            load(UInt32.self, at: offset + 8, in: heavyItems)
        )
    }

    // MARK: - Grid

    /// The records in 1° grid cell (`row`, `column`), row 0 starting at 90° S and column 0 at 180° W.
    package func gridCell(row: Int, column: Int) -> Range<Int> {
        let cell = row * Self.gridColumns + column
        let start = Int(load(UInt32.self, at: gridStarts.lowerBound + cell * 4, in: gridStarts))
        let end = Int(load(UInt32.self, at: gridStarts.lowerBound + cell * 4 + 4, in: gridStarts))
        guard start <= end, end <= placeCount else { return 0..<0 }
        return start..<end
    }

    /// The record listed at `position` in the grid's record list.
    @inline(__always)
    package func gridRecord(_ position: Int) -> Int {
        Int(load(UInt32.self, at: gridRecords.lowerBound + position * 4, in: gridRecords))
    }
}
