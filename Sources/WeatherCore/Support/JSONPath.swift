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
    /// `.` alone is the whole document, as jq has it.
    package init?(_ text: String) {
        var parts: [Part] = []
        if text == "." {
            self.parts = []
            return
        }
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
    package struct Scanner {
        package let bytes: [UInt8]
        package var index = 0

        package var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

        package mutating func skipSpace() {
            while let byte, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF {
                index += 1
            }
        }

        /// Past a string starting at its opening quote; returns its text between the quotes,
        /// its escapes read (`"t\u00e9mp"` is `témp`, `"a\"b"` is `a"b`).
        package mutating func skipString() -> String {
            let start = index + 1
            let escaped = passString()
            let raw = bytes[start..<min(index - 1, bytes.count)]
            return escaped ? Scanner.unescaped(raw) : String(decoding: raw, as: UTF8.self)
        }

        /// Past a string starting at its opening quote, without reading it.
        /// - Returns: whether it holds an escape.
        @discardableResult
        package mutating func passString() -> Bool {
            index += 1
            var escaped = false
            while let byte, byte != UInt8(ascii: "\"") {
                if byte == UInt8(ascii: "\\") { escaped = true }
                index += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            return escaped
        }

        /// A JSON string's text with its escapes read; an escape that is not one is kept as written.
        package static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var i = raw.startIndex
            /// The 4 hex digits at `at`, or nil.
            func hex(_ at: Int) -> UInt32? {
                guard at + 4 <= raw.endIndex else { return nil }
                return UInt32(String(decoding: raw[at..<at + 4], as: UTF8.self), radix: 16)
            }
            while i < raw.endIndex {
                let byte = raw[i]
                guard byte == UInt8(ascii: "\\"), i + 1 < raw.endIndex else {
                    out.append(byte)
                    i += 1
                    continue
                }
                let code = raw[i + 1]
                i += 2
                switch code {
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex(i) else {
                        out += [UInt8(ascii: "\\"), code]
                        continue
                    }
                    i += 4
                    // A surrogate pair: `\ud83c\udf27` is one character.
                    if (0xD800..<0xDC00).contains(scalar), i + 6 <= raw.endIndex, raw[i] == UInt8(ascii: "\\"),
                        raw[i + 1] == UInt8(ascii: "u"), let low = hex(i + 2), (0xDC00..<0xE000).contains(low)
                    {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: out.append(code)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// Past the value starting here (and not the space after it).
        package mutating func skipValue() {
            guard let first = byte else { return }
            if first == UInt8(ascii: "\"") {
                passString()
                return
            }
            guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
                while let byte, !",}] \n\r\t".utf8.contains(byte) { index += 1 }
                return
            }
            var depth = 0
            while let byte {
                switch byte {
                case UInt8(ascii: "\""): passString()
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
        package mutating func enterMember(_ key: String) -> Bool {
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
        package mutating func enterItem(_ number: Int) -> Bool {
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
