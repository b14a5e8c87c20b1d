import FoundationEssentials

/// A small, strict JSON reader for the documents wxsh reads most (One Call): bytes to a tree,
/// with numbers kept as their text until a field asks for them.
///
/// It is the fast path only. Whatever it is not sure of — invalid UTF-8, a duplicate key, a
/// number it would have to guess at, nesting over `JSONLimits.maximumDepth` — makes it give up
/// (nil), and the caller decodes with `JSONDecoder`, which also words every error. So a document
/// either reads the same both ways or is read by `JSONDecoder` alone (the fuzz harness checks it).
package enum JSONTree: Equatable {
    case null
    case bool(Bool)
    /// A number, and its value as an integer when it is written as one and fits.
    case number(Double, Int64?)
    case string(String)
    case array([JSONTree])
    case object(JSONObject)

    /// The tree of a whole document, or nil when the fast path gives up.
    package static func parse(_ data: Data) -> JSONTree? {
        // Invalid UTF-8 (which decoding would replace): JSONDecoder refuses it, in its own words.
        guard String(decoding: data, as: UTF8.self).utf8.count == data.count else { return nil }
        return data.withUnsafeBytes { raw -> JSONTree? in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            guard let tree = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.index == reader.bytes.count ? tree : nil
        }
    }

    /// Reads bytes by position; every read is bounds-checked through `current`.
    package struct Reader {
        package let bytes: UnsafeBufferPointer<UInt8>
        package var index = 0

        package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        package mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        package mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// The text of `bytes[from..<to]` (valid UTF-8: checked for the whole document).
        package func text(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }

        package mutating func value(depth: Int) -> JSONTree? {
            guard depth <= JSONLimits.maximumDepth else { return nil }
            skipSpace()
            switch current {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONTree.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        package mutating func object(depth: Int) -> JSONTree? {
            index += 1
            var object = JSONObject()
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth + 1), object.add(key, member),
                    let closed = endOfItem(closing: UInt8(ascii: "}"))
                else { return nil }
                if closed { return .object(object) }
            }
        }

        package mutating func array(depth: Int) -> JSONTree? {
            index += 1
            var items: [JSONTree] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                guard let closed = endOfItem(closing: UInt8(ascii: "]")) else { return nil }
                if closed { return .array(items) }
            }
        }

        /// After a member or an item: a comma goes on (false), the closing bracket ends the
        /// object or array (true), anything else is not JSON (nil).
        package mutating func endOfItem(closing: UInt8) -> Bool? {
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                return false
            case closing:
                index += 1
                return true
            default: return nil
            }
        }

        /// A string from its opening quote; escapes decoded, surrogate pairs joined.
        package mutating func string() -> String? {
            index += 1
            var from = index
            var text = ""
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    let whole = text.isEmpty ? self.text(from, index) : text + self.text(from, index)
                    index += 1
                    return whole
                case UInt8(ascii: "\\"):
                    text += self.text(from, index)
                    index += 1
                    guard let escaped = current else { return nil }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): text += "\""
                    case UInt8(ascii: "\\"): text += "\\"
                    case UInt8(ascii: "/"): text += "/"
                    case UInt8(ascii: "b"): text += "\u{8}"
                    case UInt8(ascii: "f"): text += "\u{C}"
                    case UInt8(ascii: "n"): text += "\n"
                    case UInt8(ascii: "r"): text += "\r"
                    case UInt8(ascii: "t"): text += "\t"
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        text.unicodeScalars.append(scalar)
                    default: return nil
                    }
                    from = index
                default:
                    guard byte >= 0x20 else { return nil }
                    index += 1
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (after the `u`), a surrogate pair's second half included.
        package mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xD800...0xDBFF).contains(high) {
                guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)
        }

        package mutating func hex4() -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexValue(byte) else { return nil }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        package static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: its value, and as an integer when it is one.
        package mutating func number() -> JSONTree? {
            let start = index
            let negative = current == UInt8(ascii: "-")
            if negative { index += 1 }
            guard let first = current, Self.isDigit(first) else { return nil }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            var point: Int?
            if current == UInt8(ascii: ".") {
                point = index
                index += 1
                guard let byte = current, Self.isDigit(byte) else { return nil }
                skipDigits()
            }
            var exponent = false
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                exponent = true
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let byte = current, Self.isDigit(byte) else { return nil }
                skipDigits()
            }
            // Most numbers here are short: times and percentages (integers), temperatures and
            // speeds (a few decimals). Read from the bytes, they come out as `Int64(text)` and
            // `Double(text)` would have them: at most 15 digits fit a Double exactly, and one
            // division by an exact power of ten rounds correctly; -0 stays -0.0.
            let digits = index - start - (negative ? 1 : 0) - (point == nil ? 0 : 1)
            if !exponent, digits <= 15 {
                var magnitude: Int64 = 0
                for position in (negative ? start + 1 : start)..<index where position != point {
                    magnitude = magnitude * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
                }
                guard let point else {
                    let value = negative ? -magnitude : magnitude
                    return .number(negative && magnitude == 0 ? -0.0 : Double(value), value)
                }
                let value = Double(magnitude) / Self.powersOfTen[index - point - 1]
                return .number(negative ? -value : value, nil)
            }
            let written = text(start, index)
            guard let value = Double(written) else { return nil }
            // A value too small for a Double reads as zero here, where JSONDecoder refuses it.
            if value == 0, written.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
                return nil
            }
            return .number(value, point == nil && !exponent ? Int64(written) : nil)
        }

        /// 10⁰ … 10¹⁵, each exact as a Double.
        package static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

        package mutating func skipDigits() {
            while let byte = current, Self.isDigit(byte) { index += 1 }
        }

        package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}

/// A JSON object's members in the document's order. Objects in the documents wxsh reads have a
/// handful of keys, so a member is found by a scan: building a dictionary for each one (hashing
/// every key) was most of the cost of reading an answer.
package struct JSONObject: Equatable, Sequence {
    package private(set) var members: [(key: String, value: JSONTree)] = []
    /// The keys, once there are too many to scan for a duplicate at every new one.
    private var keys: Set<String>?

    /// Adds a member. - Returns: false when the key is already there (the fast path gives up).
    package mutating func add(_ key: String, _ value: JSONTree) -> Bool {
        if keys != nil {
            guard keys!.insert(key).inserted else { return false }
        } else {
            if members.contains(where: { $0.key == key }) { return false }
            if members.isEmpty { members.reserveCapacity(16) }
            if members.count == 32 { keys = Set(members.map(\.key) + [key]) }
        }
        members.append((key, value))
        return true
    }

    package subscript(key: String) -> JSONTree? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    package var count: Int { members.count }

    package func makeIterator() -> IndexingIterator<[(key: String, value: JSONTree)]> { members.makeIterator() }

    /// The members as a dictionary, each value transformed.
    package func mapValues<T>(_ transform: (JSONTree) throws -> T) rethrows -> [String: T] {
        var result: [String: T] = [:]
        result.reserveCapacity(members.count)
        for member in members { result[member.key] = try transform(member.value) }
        return result
    }

    /// The same members, in any order (as for a dictionary).
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }
}

/// Reading fields of a `JSONTree` as the synthesized `Decodable` conformances would, or giving up.
extension JSONTree {
    /// The fast path gives up on this document.
    package struct GiveUp: Error {
        package init() {}
    }

    /// A member of an object; nil when absent. Throws when this is not an object.
    package func member(_ key: String) throws(GiveUp) -> JSONTree? {
        guard case .object(let members) = self else { throw GiveUp() }
        return members[key]
    }

    /// `decodeIfPresent(Double.self)`: absent or null is nil; anything but a number gives up.
    package func double(_ key: String) throws(GiveUp) -> Double? {
        guard let value = try member(key) else { return nil }
        switch value {
        case .null: return nil
        case .number(let number, _):
            guard number.isFinite else { throw GiveUp() }
            return number
        default: throw GiveUp()
        }
    }

    /// `decodeIfPresent(Int64.self)` for integers written as integers; anything else gives up.
    package func int64(_ key: String) throws(GiveUp) -> Int64? {
        guard let value = try member(key) else { return nil }
        switch value {
        case .null: return nil
        case .number(_, let integer):
            guard let integer else { throw GiveUp() }
            return integer
        default: throw GiveUp()
        }
    }

    package func int(_ key: String) throws(GiveUp) -> Int? {
        guard let value = try int64(key) else { return nil }
        guard let narrowed = Int(exactly: value) else { throw GiveUp() }
        return narrowed
    }

    package func string(_ key: String) throws(GiveUp) -> String? {
        guard let value = try member(key) else { return nil }
        switch value {
        case .null: return nil
        case .string(let text): return text
        default: throw GiveUp()
        }
    }

    /// An array member's items read by `read`; absent or null is nil.
    @inlinable package func list<T>(_ key: String, _ read: (JSONTree) throws(GiveUp) -> T) throws(GiveUp) -> [T]? {
        guard let value = try member(key) else { return nil }
        switch value {
        case .null: return nil
        case .array(let items):
            var out: [T] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try read(item)) }
            return out
        default: throw GiveUp()
        }
    }

    /// An object member read by `read`; absent or null is nil.
    @inlinable package func nested<T>(_ key: String, _ read: (JSONTree) throws(GiveUp) -> T) throws(GiveUp) -> T? {
        guard let value = try member(key) else { return nil }
        if case .null = value { return nil }
        return try read(value)
    }

    /// A required member: absent or null gives up (JSONDecoder words that error).
    @inlinable package static func required<T>(_ value: T?) throws(GiveUp) -> T {
        guard let value else { throw GiveUp() }
        return value
    }
}

/// A document the fast path can read from a `JSONTree`, with `JSONDecoder` behind it for what
/// the fast path gives up on (and for every error message).
package protocol FastDecodable: Decodable {
    /// Reads the document as its `Decodable` conformance would, or gives up.
    init(tree: JSONTree) throws(JSONTree.GiveUp)
}

extension FastDecodable {
    /// The document read by the fast path, or nil when `JSONDecoder` must read it.
    package static func fast(_ data: Data) -> Self? {
        guard let tree = JSONTree.parse(data) else { return nil }
        return try? Self(tree: tree)
    }

    /// Decodes the document: the fast path, else `decoder` (which says what is wrong), made
    /// only then when none is given.
    package static func decode(_ data: Data, decoder: JSONDecoder? = nil) throws -> Self {
        if let fast = fast(data) { return fast }
        return try (decoder ?? JSONDecoder()).decode(Self.self, from: data)
    }
}
