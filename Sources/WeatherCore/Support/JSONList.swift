import FoundationEssentials

/// The elements of a JSON list, each as the bytes it came as: a batched Open-Meteo answer is cut
/// into one document per place, so each place's cache file and `raw` keep what the service sent.
package enum JSONList {
    /// The bytes of each element of the top-level array in `data`, or nil when `data` is not an
    /// array (blank space around it allowed). Only the structure is followed (strings, nesting and
    /// commas); whether each element is valid JSON is the decoder's to judge.
    package static func elements(_ data: Data) -> [Data]? {
        let bytes = [UInt8](data)
        var index = 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var elements: [Data] = []
        var start = index
        var depth = 0
        var string = JSONStringState()
        func close() -> Bool {
            let element = bytes[start..<index].drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            guard !element.isEmpty else { return false }
            elements.append(Data(element))
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if !string.take(byte) {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        guard close() else { return nil }
                        start = index + 1
                    }
                case UInt8(ascii: "]"):
                    if depth == 0 {
                        // `[]` is an empty list; `[1,]` is not JSON.
                        if !close() && !elements.isEmpty { return nil }
                        index += 1
                        skipSpace()
                        return index == bytes.count ? elements : nil
                    }
                    depth -= 1
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
