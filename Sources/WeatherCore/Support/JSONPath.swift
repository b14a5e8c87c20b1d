import FoundationEssentials

/// A path into a JSON document as jq writes it: `current.temp`, `hourly[0]`,
/// `daily.temperature_2m_max[2]` (a leading `.` is allowed), for `raw PATH`.
package struct JSONPath: Equatable, Sendable {
    package enum Part: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    package let parts: [Part]

    /// Reads `text`; nil when it is not a path (`a..b`, `[x]`, `[-1]`, `a[`, an empty part).
    package init?(_ text: String) {
        var parts: [Part] = []
        var rest = Substring(text.hasPrefix(".") ? String(text.dropFirst()) : text)
        var first = true
        while !rest.isEmpty || first {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let digits = rest[rest.index(after: rest.startIndex)..<close]
                // Digits only: `Int` would also read `-1` and `+1`, and a negative index has no item
                // (it crashed the scanner's `0..<number`).
                guard !digits.isEmpty, digits.count < 10, digits.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(digits)
                else { return nil }
                parts.append(.index(number))
                rest = rest[rest.index(after: close)...]
            } else {
                if !first {
                    guard rest.first == "." else { return nil }
                    rest = rest.dropFirst()
                }
                let key = rest.prefix { $0 != "." && $0 != "[" && $0 != "]" && !$0.isWhitespace }
                guard !key.isEmpty else { return nil }
                parts.append(.key(String(key)))
                rest = rest.dropFirst(key.count)
            }
            first = false
        }
        self.parts = parts
    }

    /// The path up to and including part `count - 1`, as jq writes it: `current.nothing`.
    package func text(through count: Int) -> String {
        var out = ""
        for part in parts.prefix(count) {
            switch part {
            case .key(let key): out += out.isEmpty ? key : "." + key
            case .index(let index): out += "[\(index)]"
            }
        }
        return out
    }

    /// The span of the value at this path in `document` (a valid JSON document), or how many
    /// parts were found before the first that is missing.
    package func span(in document: Data) -> Result<Range<Int>, Missing> {
        let bytes = [UInt8](document)
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        for (found, part) in parts.enumerated() {
            let located: Bool
            switch part {
            case .key(let key): located = scanner.enterMember(key)
            case .index(let index): located = scanner.enterItem(index)
            }
            if !located { return .failure(Missing(found: found)) }
        }
        let start = scanner.index
        scanner.skipValue()
        return .success(start..<scanner.index)
    }

    /// How far a path was found: `found` parts, then one that is not there.
    package struct Missing: Error, Equatable {
        package let found: Int
    }

    /// Walks a JSON document's bytes without building it, to find a value's span.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF {
                index += 1
            }
        }

        /// Past a string starting at its opening quote; returns its text between the quotes.
        mutating func skipString() -> String {
            let start = index + 1
            index += 1
            while let byte, byte != UInt8(ascii: "\"") { index += byte == UInt8(ascii: "\\") ? 2 : 1 }
            let text = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
            index += 1
            return text
        }

        /// Past the value starting here (and not the space after it).
        mutating func skipValue() {
            guard let first = byte else { return }
            if first == UInt8(ascii: "\"") {
                _ = skipString()
                return
            }
            guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
                while let byte, !",}] \n\r\t".utf8.contains(byte) { index += 1 }
                return
            }
            var depth = 0
            while let byte {
                switch byte {
                case UInt8(ascii: "\""): _ = skipString()
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    index += 1
                    if depth == 0 { return }
                default: index += 1
                }
            }
        }

        /// Into the value of member `key` of the object here; false when there is none.
        mutating func enterMember(_ key: String) -> Bool {
            guard byte == UInt8(ascii: "{") else { return false }
            index += 1
            while true {
                skipSpace()
                guard byte == UInt8(ascii: "\"") else { return false }
                let name = skipString()
                skipSpace()
                guard byte == UInt8(ascii: ":") else { return false }
                index += 1
                skipSpace()
                if name == key { return true }
                skipValue()
                skipSpace()
                guard byte == UInt8(ascii: ",") else { return false }
                index += 1
            }
        }

        /// Into item `number` (from 0) of the array here; false when it is shorter.
        mutating func enterItem(_ number: Int) -> Bool {
            guard number >= 0, byte == UInt8(ascii: "[") else { return false }
            index += 1
            skipSpace()
            guard byte != UInt8(ascii: "]") else { return false }
            for _ in 0..<number {
                skipValue()
                skipSpace()
                guard byte == UInt8(ascii: ",") else { return false }
                index += 1
                skipSpace()
            }
            return byte != nil
        }
    }
}
