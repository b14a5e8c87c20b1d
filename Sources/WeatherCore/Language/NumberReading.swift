/// Numbers as a person types them in a language (`3,5`, `10.000`, `10 000`, `１０００`), read without
/// guessing: the language's own reading first, the English form where it cannot mean anything
/// else, and a refusal naming both readings where it can.
///
/// - Languages with a decimal comma (de fr es it pt nl pl ru uk) read `,` as the decimal and `.`
///   or a space as grouping (`10.000` is ten thousand, `1.234,5` is 1234.5); the English form is
///   read when that fails (`3.5` and `1,234.5`: a `.` not followed by exactly three digits).
/// - Languages with a decimal point (en ja zh) read the English form (`10.000` is ten); a number
///   that is only a number with a decimal comma (`1.234,5`) is refused, naming both readings.
package enum NumberReading {
    /// Why a number is not read.
    package enum Refusal: Error, Equatable {
        /// Not a number in any form.
        case unreadable
        /// A number in another language's form: what it would be read as, in English form
        /// (`1234.5` with a decimal comma, `1.2345` with a decimal point).
        case ambiguous([String])
    }

    /// `text` with full-width digits, letters and punctuation (`１０００`, `３．５％`, `￥`) and the
    /// ideographic space written as their ASCII (and `¥`, `£`) forms, as a Japanese or Chinese
    /// keyboard types them.
    package static func halfWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x3000 }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E: out.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
            case 0x3000: out.append(" ")
            case 0xFFE5: out.append("¥")
            case 0xFFE1: out.append("£")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// The value of `token` (ASCII digits, `.`, `,` and single spaces between digits) as a person
    /// writing `language` means it.
    package static func read(_ token: String, in language: Language) -> Result<Double, Refusal> {
        let parts = split(token)
        if NumberWords.of(language).decimalSeparator == "," {
            if let value = value(parts, decimal: ",", grouping: [".", " "]) ?? value(parts, decimal: ".", grouping: [",", " "]) {
                return .success(value)
            }
            return .failure(.unreadable)
        }
        if let value = value(parts, decimal: ".", grouping: [",", " "]) { return .success(value) }
        // A number only with a decimal comma: say both ways it could be meant.
        guard parts.separators.contains(","), parts.separators.contains("."),
            let comma = text(parts, decimal: ",", grouping: [".", " "])
        else { return .failure(.unreadable) }
        let point = parts.separators.filter { $0 == "." }.count == 1 ? token.filter { $0 != "," && $0 != " " } : nil
        return .failure(.ambiguous([comma] + (point.map { [$0] } ?? [])))
    }

    /// Digit runs and the separators between them (`1.234,5`: `1` `234` `5`, `.` `,`).
    private struct Parts {
        var runs: [Substring] = [""]
        var separators: [Character] = []
    }

    private static func split(_ token: String) -> Parts {
        var parts = Parts()
        var start = token.startIndex
        for index in token.indices where !token[index].isNumber {
            parts.runs[parts.runs.count - 1] = token[start..<index]
            parts.separators.append(token[index])
            parts.runs.append("")
            start = token.index(after: index)
        }
        parts.runs[parts.runs.count - 1] = token[start...]
        return parts
    }

    private static func value(_ parts: Parts, decimal: Character, grouping: Set<Character>) -> Double? {
        text(parts, decimal: decimal, grouping: grouping).flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The number in English form (`1234.5`) when `parts` is one with this decimal separator and
    /// these grouping characters: groups of three after a first group of one to three digits, one
    /// kind of grouping, the decimal last; `12.` and `.5` as in English.
    private static func text(_ parts: Parts, decimal: Character, grouping: Set<Character>) -> String? {
        var separators = parts.separators
        var fraction: Substring?
        if separators.last == decimal {
            separators.removeLast()
            fraction = parts.runs.last
        }
        let groups = parts.runs.prefix(separators.count + 1)
        guard let first = groups.first, Set(separators).count <= 1, separators.allSatisfy(grouping.contains) else { return nil }
        if !separators.isEmpty {
            guard (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let integer = groups.joined()
        guard !integer.isEmpty || !(fraction ?? "").isEmpty, integer.count <= 30, (fraction ?? "").count <= 30 else { return nil }
        return (integer.isEmpty ? "0" : integer) + "." + (fraction.map { $0.isEmpty ? "0" : String($0) } ?? "0")
    }
}
