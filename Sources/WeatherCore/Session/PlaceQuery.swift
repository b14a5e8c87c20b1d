/// A place as the user typed it, checked before anything is looked up.
public enum PlaceQuery: Equatable, Sendable {
    /// A name, possibly narrowed: `Paris`, `Paris, FR`, `Paris, TX, US`.
    case name(String)
    /// `LAT,LON` in decimal degrees.
    case coordinates(lat: Double, lon: Double)

    /// The longest place name accepted.
    public static let maximumLength = 100

    /// Validates a typed place: trimmed, inner spaces collapsed, at most 100 characters, with
    /// at least one letter unless it is `LAT,LON` within range.
    /// - Returns: the query, or the reason it is refused.
    public static func parse(_ text: String) -> Result<PlaceQuery, PlaceQueryError> {
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        if collapsed.isEmpty { return .failure(.empty) }
        if collapsed.count > maximumLength { return .failure(.tooLong(collapsed.count)) }
        if collapsed.unicodeScalars.contains(where: TerminalSafety.isUnsafe) { return .failure(.controlCharacters) }
        let parts = collapsed.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        if parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]), lat.isFinite, lon.isFinite {
            guard (-90...90).contains(lat) else { return .failure(.latitudeOutOfRange(lat)) }
            guard (-180...180).contains(lon) else { return .failure(.longitudeOutOfRange(lon)) }
            return .success(.coordinates(lat: lat, lon: lon))
        }
        guard collapsed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else {
            return .failure(.noLetters(collapsed))
        }
        if parts.count > 3 || parts.contains(where: \.isEmpty) { return .failure(.badCommas) }
        return .success(.name(parts.joined(separator: ", ")))
    }
}

/// Why a typed place was refused.
public enum PlaceQueryError: Error, Equatable, Sendable {
    case empty
    case tooLong(Int)
    case controlCharacters
    case noLetters(String)
    case badCommas
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)

    public var message: String {
        switch self {
        case .empty: return "type a place name, or `LAT,LON`"
        case .tooLong(let n): return "a place name is at most \(PlaceQuery.maximumLength) characters (this one has \(n))"
        case .controlCharacters: return "a place name cannot contain control characters"
        case .noLetters(let text):
            return "`\(TerminalSafety.sanitize(String(text.prefix(40))))` is not a place: a name needs a letter; coordinates are written `LAT,LON`, e.g. `51.5,-0.12`"
        case .badCommas: return "write a place as `Name`, `Name, CC` or `Name, State, CC`"
        case .latitudeOutOfRange(let v): return "latitude \(Measure.trimmed(v, decimals: 6)) is out of range (-90 to 90)"
        case .longitudeOutOfRange(let v): return "longitude \(Measure.trimmed(v, decimals: 6)) is out of range (-180 to 180)"
        }
    }
}
