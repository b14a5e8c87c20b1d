/// Coding keys whose JSON names are their case names in snake case (`feelsLike` is `feels_like`),
/// as the weather services spell them, so a wire type lists its keys once instead of mapping
/// each two-word name by hand. Only for names whose capitals each start a word; the raw value is
/// the case name, as Swift gives it to the cases of a `String` enum.
package protocol SnakeCaseKey: CodingKey, CaseIterable, RawRepresentable<String> {}

extension SnakeCaseKey {
    /// The case name with each ASCII capital turned into `_` and its lower case. Written into
    /// one buffer: `JSONDecoder` asks for it at every field, and building it by `Character`
    /// doubled the time to decode a One Call document from the cache.
    package var stringValue: String {
        let name = rawValue.utf8
        return String(unsafeUninitializedCapacity: name.count * 2) { buffer in
            var end = 0
            for byte in name {
                if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                    buffer[end] = UInt8(ascii: "_")
                    buffer[end + 1] = byte + 32
                    end += 2
                } else {
                    buffer[end] = byte
                    end += 1
                }
            }
            return end
        }
    }

    package init?(stringValue: String) {
        guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }
        self = key
    }

    package var intValue: Int? { nil }

    package init?(intValue: Int) { nil }
}
