import CoreLanguage
import CoreModel
import CoreSupport

extension GazetteerPlace {
    /// The place as a JSON object with the keys of wxsh's `place` objects, plus population and time zone.
    public var jsonValue: JSONValue { jsonValue(in: .en) }

    /// The same with `local_name` after `name` when the language names it differently, as `Place.json(in:)`.
    package func jsonValue(in language: Language) -> JSONValue {
        // A place's JSON is always an object; its keys come first, in its order.
        guard case .object(var pairs) = Place(self).json(in: language) else { return .null }
        pairs += [("population", .int(population)), ("timezone", .string(timeZone))]
        return .object(pairs)
    }
}
