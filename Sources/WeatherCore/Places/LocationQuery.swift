import CoreLanguage
import CoreSupport

/// What the user typed after `location`, checked before anything is looked up: a coordinate,
/// `here`, or a place name (possibly narrowed: `Paris, FR`, `Paris, TX, US`).
package enum LocationQuery: Equatable, Sendable {
    /// `LAT,LON` in decimal degrees ("51.5,-0.12", "51.5, -0.12", "51.5 -0.12").
    case coordinates(lat: Double, lon: Double)
    /// `here`: the place guessed from the system time zone.
    case here
    /// A name, trimmed, inner spaces collapsed, commas written `, `.
    case name(String)

    /// The longest place name accepted.
    package static let maximumLength = 100

    /// Validates typed text: trimmed, spaces collapsed, at most 100 characters, no control
    /// characters, and at least one letter unless it is `LAT,LON` within range.
    package static func parse(_ text: String) -> Result<LocationQuery, LocationQueryError> {
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .joined(separator: " ")
        if collapsed.isEmpty { return .failure(.empty) }
        if collapsed.count > maximumLength { return .failure(.tooLong(collapsed.count)) }
        if collapsed.unicodeScalars.contains(where: TerminalSafety.isUnsafe) { return .failure(.controlCharacters) }
        if collapsed.lowercased() == "here" { return .success(.here) }
        if let (latText, lonText) = numberPair(collapsed), let lat = Double(latText), let lon = Double(lonText) {
            guard (-90...90).contains(lat) else { return .failure(.latitudeOutOfRange(latText)) }
            guard (-180...180).contains(lon) else { return .failure(.longitudeOutOfRange(lonText)) }
            return .success(.coordinates(lat: lat, lon: lon))
        }
        guard collapsed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else {
            return .failure(.noLetters(collapsed))
        }
        let parts = collapsed.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        if parts.count > 3 || parts.contains(where: \.isEmpty) { return .failure(.badCommas) }
        return .success(.name(parts.joined(separator: ", ")))
    }

    /// The two numbers of "A,B", "A, B" or "A B", as typed; nil unless the text is exactly that.
    private static func numberPair(_ text: String) -> (String, String)? {
        let separators: Set<Character> = [",", " ", "\t"]
        let parts = text.split(whereSeparator: { separators.contains($0) })
        guard parts.count == 2, text.filter({ $0 == "," }).count <= 1,
            parts.allSatisfy(isDecimal)
        else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// An optionally signed decimal number without exponent: `-0.12`, `+51`, `.5`.
    private static func isDecimal(_ token: Substring) -> Bool {
        var body = token
        if let sign = body.first, sign == "-" || sign == "+" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, pieces.contains(where: { !$0.isEmpty }) else { return false }
        return pieces.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

/// Why `location` cannot use what was typed.
package enum LocationQueryError: Error, Equatable, Sendable {
    case empty
    case tooLong(Int)
    case controlCharacters
    case noLetters(String)
    case badCommas
    /// The latitude as typed.
    case latitudeOutOfRange(String)
    /// The longitude as typed.
    case longitudeOutOfRange(String)

    /// One sentence saying what is wrong and what is accepted.
    package var message: Phrase {
        switch self {
        // translatable:
        case .empty: return "type a place name (Paris, FR) or LAT,LON (48.85,2.35)"
        case .tooLong(let n): return "a place name is at most \(LocationQuery.maximumLength) characters (this one has \(n))"
        case .controlCharacters: return "a place name cannot contain control characters"
        case .noLetters(let text):
            return
                "`\(TerminalSafety.sanitize(String(text.prefix(40))))` is not a place: a name needs a letter; coordinates are written `LAT,LON`, e.g. `51.5,-0.12`"
        case .badCommas: return "write a place as `Name`, `Name, CC` or `Name, State, CC`"
        case .latitudeOutOfRange(let value): return "latitude \(value) is out of range: it must be between -90 and 90"
        case .longitudeOutOfRange(let value): return "longitude \(value) is out of range: it must be between -180 and 180"
        // end translatable
        }
    }
}
