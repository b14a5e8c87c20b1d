/// Why `location` cannot use what was typed.
public enum LocationQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// The latitude as typed.
    case latitudeOutOfRange(String)
    /// The longitude as typed.
    case longitudeOutOfRange(String)

    public var description: String {
        switch self {
        case .empty:
            return "no place given: type a name (Paris, FR) or LAT,LON (48.85,2.35)"
        case .latitudeOutOfRange(let value):
            return "latitude \(value) is out of range: it must be between -90 and 90"
        case .longitudeOutOfRange(let value):
            return "longitude \(value) is out of range: it must be between -180 and 180"
        }
    }
}
