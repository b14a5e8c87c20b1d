/// Numbers as CLDR writes them in each language (`-1.234,56`, `1 234,56`), made from wxsh's plain
/// ASCII number text, byte by byte, without a `NumberFormatter`: it runs for every number drawn.
///
/// Grouping is off unless asked for: wxsh's English writes pressure and years as `1013` and `2023`,
/// and groups only big counts such as a population (`1,234,567`).
package struct NumberWords: Sendable, Equatable {
    /// `.` or `,`.
    package let decimalSeparator: String
    /// `,`, `.`, U+202F (French) or U+00A0 (Polish, Russian, Ukrainian).
    package let groupingSeparator: String
    /// The fewest digits CLDR lets stand before the first separator: 2 where `1234` stays whole
    /// but `12.345` is grouped (Spanish, Italian, Polish), else 1.
    package let minimumGroupingDigits: Int
    private let decimalBytes: [UInt8]
    private let groupingBytes: [UInt8]
    /// The decimal separator is `.`, as in the plain text, so ungrouped text stays as it is.
    private let keepsPoint: Bool

    package init(decimal: String, grouping: String, minimumGroupingDigits: Int = 1) {
        decimalSeparator = decimal
        groupingSeparator = grouping
        self.minimumGroupingDigits = minimumGroupingDigits
        decimalBytes = Array(decimal.utf8)
        groupingBytes = Array(grouping.utf8)
        keepsPoint = decimal == "."
    }

    private static let pointComma = NumberWords(decimal: ".", grouping: ",")
    private static let commaPoint = NumberWords(decimal: ",", grouping: ".")
    private static let commaPointFrom5 = NumberWords(decimal: ",", grouping: ".", minimumGroupingDigits: 2)
    private static let commaNarrowSpace = NumberWords(decimal: ",", grouping: "\u{202F}")
    private static let commaSpace = NumberWords(decimal: ",", grouping: "\u{00A0}")
    private static let commaSpaceFrom5 = NumberWords(decimal: ",", grouping: "\u{00A0}", minimumGroupingDigits: 2)

    /// How `language` writes numbers, as CLDR (and Foundation's `NumberFormatter`) has it.
    package static func of(_ language: Language) -> NumberWords {
        switch language {
        case .en, .ja, .zh: pointComma
        case .de, .pt, .nl: commaPoint
        case .es, .it: commaPointFrom5
        case .fr: commaNarrowSpace
        case .ru, .uk: commaSpace
        case .pl: commaSpaceFrom5
        }
    }

    /// `plain` with each number in it (`-1234.56`, `9.4`, `1013`) written as this language writes
    /// it; the rest of the text as it was.
    ///
    /// A number is a run of ASCII digits with at most one `.` between digits; runs such as `1.2.3`
    /// or `12.` are left alone. A sign before a number stays `-`, as CLDR's are for these languages.
    /// - Parameter grouping: whether to separate thousands (`1.234.567`): on for big counts, off
    ///   (the default) for pressure, years and most measures.
    package func localized(_ plain: String, grouping: Bool = false) -> String {
        if keepsPoint && !grouping { return plain }
        var plain = plain
        return plain.withUTF8 { bytes in rewrite(bytes, grouping: grouping) } ?? plain
    }

    /// The rewritten bytes, or nil when no number in them changes.
    private func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, grouping: Bool) -> String? {
        let point = UInt8(ascii: ".")
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            var points = 0
            var pointAt = -1
            while index < bytes.count, isDigit(bytes[index]) || bytes[index] == point {
                if bytes[index] == point {
                    points += 1
                    pointAt = index
                }
                index += 1
            }
            guard points <= 1, isDigit(bytes[index - 1]) else { continue }
            let integerEnd = points == 1 ? pointAt : index
            let digits = integerEnd - start
            let groups = grouping && digits >= 3 + minimumGroupingDigits
            guard groups || (points == 1 && !keepsPoint) else { continue }
            if out.isEmpty { out.reserveCapacity(bytes.count + 8) }
            out.append(contentsOf: bytes[copied..<start])
            if groups {
                var lead = digits % 3
                if lead == 0 { lead = 3 }
                out.append(contentsOf: bytes[start..<start + lead])
                var group = start + lead
                while group < integerEnd {
                    out.append(contentsOf: groupingBytes)
                    out.append(contentsOf: bytes[group..<group + 3])
                    group += 3
                }
            } else {
                out.append(contentsOf: bytes[start..<integerEnd])
            }
            if points == 1 {
                out.append(contentsOf: decimalBytes)
                out.append(contentsOf: bytes[pointAt + 1..<index])
            }
            copied = index
        }
        guard copied > 0 else { return nil }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }
}
