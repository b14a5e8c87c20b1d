import FoundationEssentials

/// Letter abbreviations of time zones (PST, CEST, BST), by zone and UTC offset: what the shell
/// read from the system's zone database for the zones it shows.
package struct ZoneNames: Equatable, Sendable {
    /// Per IANA zone, the abbreviation of each UTC offset (seconds east) the zone uses now.
    package var abbreviations: [String: [Int: String]]

    package init(_ abbreviations: [String: [Int: String]] = [:]) {
        self.abbreviations = abbreviations
    }
}

/// Reads the abbreviations of a compiled zone file (TZif, RFC 8536): pure, from its bytes.
package enum TZif {
    /// The largest zone file read; real ones are a few kilobytes.
    package static let maximumSize = 256 * 1024

    /// The zone's abbreviations by UTC offset: the current rule's (the version 2+ footer, such as
    /// `PST8PDT,M3.2.0,M11.1.0`) over those of its latest transitions. Only abbreviations in
    /// letters are kept (`+03` is an offset, not a name). Nil when the bytes are not a TZif file.
    package static func abbreviations(_ data: Data) -> [Int: String]? {
        let bytes = [UInt8](data)
        guard bytes.count >= 44, bytes[0..<4].elementsEqual(Array("TZif".utf8)) else { return nil }
        guard let first = block(bytes, at: 0, timeSize: 4) else { return nil }
        var names = first.names
        if bytes[4] >= UInt8(ascii: "2"), let second = block(bytes, at: first.end, timeSize: 8) {
            names = second.names
            if let footer = footerRule(bytes, from: second.end) {
                names.merge(footer) { _, rule in rule }
            }
        }
        return names
    }

    /// Where the parts of one header and data block lie (RFC 8536, section 3), checked to fit.
    package struct Layout {
        package let timecnt: Int, typecnt: Int, charcnt: Int
        /// Offsets of the transition times, their type indices, the types (6 bytes each), the names.
        package let times: Int, indices: Int, types: Int, chars: Int
        /// Where the block ends (the next block or the footer starts).
        package let end: Int

        package init?(_ bytes: [UInt8], at start: Int, timeSize: Int) {
            guard start + 44 <= bytes.count, bytes[start..<start + 4].elementsEqual(Array("TZif".utf8)) else { return nil }
            func count(_ index: Int) -> Int { Int(TZif.bigEndian32(bytes, start + 20 + 4 * index)) }
            let (isutcnt, isstdcnt, leapcnt) = (count(0), count(1), count(2))
            (timecnt, typecnt, charcnt) = (count(3), count(4), count(5))
            times = start + 44
            indices = times + timecnt * timeSize
            types = indices + timecnt
            chars = types + typecnt * 6
            end = chars + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
            guard typecnt > 0, end <= bytes.count else { return nil }
        }

        /// The UTC offset (seconds east) of local time type `type`.
        package func offset(ofType type: Int, in bytes: [UInt8]) -> Int {
            Int(Int32(bitPattern: TZif.bigEndian32(bytes, types + type * 6)))
        }
    }

    /// One header and data block: the offsets' names, and where the block ends.
    private static func block(_ bytes: [UInt8], at start: Int, timeSize: Int) -> (names: [Int: String], end: Int)? {
        guard let layout = Layout(bytes, at: start, timeSize: timeSize) else { return nil }
        let (timecnt, typecnt, charcnt) = (layout.timecnt, layout.typecnt, layout.charcnt)
        let (indices, types, chars, end) = (layout.indices, layout.types, layout.chars, layout.end)
        func name(ofType type: Int) -> (Int, String)? {
            guard type < typecnt else { return nil }
            let entry = types + type * 6
            let offset = Int(Int32(bitPattern: bigEndian32(bytes, entry)))
            let index = Int(bytes[entry + 5])
            guard index < charcnt else { return nil }
            let text = bytes[(chars + index)..<(chars + charcnt)].prefix { $0 != 0 }
            return (offset, String(decoding: text, as: UTF8.self))
        }
        // Every type, then the types transitions use in order: the latest use of an offset wins.
        // Each type's name is made once and the transitions only say which type was used last
        // (a String per transition of Europe/London cost 1.8 M instructions a start).
        let typeNames = (0..<typecnt).map { type in name(ofType: type).flatMap { isName($0.1) ? $0 : nil } }
        var lastUse = [Int](repeating: -1, count: typecnt)
        for transition in 0..<timecnt {
            let type = Int(bytes[indices + transition])
            if type < typecnt, typeNames[type] != nil { lastUse[type] = transition }
        }
        var names: [Int: String] = [:]
        for type in (0..<typecnt).sorted(by: { (lastUse[$0], $0) < (lastUse[$1], $1) }) {
            if let (offset, text) = typeNames[type] { names[offset] = text }
        }
        return (names, end)
    }

    /// The footer's POSIX TZ string (`CET-1CEST,M3.5.0,M10.5.0/3`): standard and daylight names.
    private static func footerRule(_ bytes: [UInt8], from start: Int) -> [Int: String]? {
        guard start < bytes.count, bytes[start] == 0x0A else { return nil }
        let text = bytes[(start + 1)...].prefix { $0 != 0x0A }
        return rule(String(decoding: text, as: UTF8.self))
    }

    /// The names of a POSIX TZ string's standard and daylight time, by UTC offset.
    package static func rule(_ text: String) -> [Int: String]? {
        var rest = Substring(text)
        guard let standard = abbreviation(&rest), let west = offset(&rest) else { return nil }
        var names: [Int: String] = [:]
        if isName(standard) { names[-west] = standard }
        if let daylight = abbreviation(&rest) {
            let daylightWest = rest.first == "," || rest.isEmpty ? west - 3600 : (offset(&rest) ?? west - 3600)
            if isName(daylight) { names[-daylightWest] = daylight }
        }
        return names
    }

    /// `PST` or `<+03>` at the start of `text`, consumed.
    package static func abbreviation(_ text: inout Substring) -> String? {
        if text.first == "<" {
            guard let close = text.firstIndex(of: ">") else { return nil }
            let name = String(text[text.index(after: text.startIndex)..<close])
            text = text[text.index(after: close)...]
            return name
        }
        let name = text.prefix { $0.isASCII && $0.isLetter }
        guard name.count >= 3 else { return nil }
        text = text.dropFirst(name.count)
        return String(name)
    }

    /// `8`, `-1`, `3:30`, `+5:45:00` at the start of `text` (hours west of UTC), consumed, in seconds.
    package static func offset(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { break }
            parts.append(value)
            text = text.dropFirst(digits.count)
            guard text.first == ":" else { break }
            text = text.dropFirst()
        }
        guard !parts.isEmpty else { return nil }
        let seconds = parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
        return sign * seconds
    }

    /// Letters only, 3 to 6 of them: an abbreviation such as `NZST` (not `+03` or `-0330`).
    package static func isName(_ text: String) -> Bool {
        (3...6).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    package static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
