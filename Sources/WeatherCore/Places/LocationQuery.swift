import Foundation

/// What the user typed after `location`: a coordinate, `here`, or a place name to resolve.
public enum LocationQuery: Equatable, Sendable {
    /// `LAT,LON` in decimal degrees ("51.5,-0.12", "51.5, -0.12", "51.5 -0.12").
    case coordinates(lat: Double, lon: Double)
    /// `here`: the place guessed from the system time zone.
    case here
    /// Anything else, trimmed: a name, possibly narrowed (`Paris, TX, US`).
    case name(String)

    /// Tells a coordinate from a name; a pair of numbers out of range is an error, not a name.
    /// - Throws: `LocationQueryError` for empty text or an impossible latitude or longitude.
    public static func parse(_ text: String) throws(LocationQueryError) -> LocationQuery {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        if trimmed.lowercased() == "here" { return .here }
        guard let (latText, lonText) = numberPair(trimmed),
              let lat = Double(latText), let lon = Double(lonText) else {
            return .name(trimmed)
        }
        guard (-90...90).contains(lat) else { throw .latitudeOutOfRange(latText) }
        guard (-180...180).contains(lon) else { throw .longitudeOutOfRange(lonText) }
        return .coordinates(lat: lat, lon: lon)
    }

    /// The two numbers of "A,B", "A, B" or "A B", as typed; `nil` unless the text is exactly that.
    private static func numberPair(_ text: String) -> (String, String)? {
        let separators: Set<Character> = [",", " ", "\t"]
        let parts = text.split(whereSeparator: { separators.contains($0) })
        guard parts.count == 2, text.filter({ $0 == "," }).count <= 1,
              parts.allSatisfy(isDecimal) else { return nil }
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
