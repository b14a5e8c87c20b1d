extension GazetteerPlace {
    /// The place as a JSON object with the keys of wxsh's `place` objects, plus population and time zone.
    public var jsonValue: JSONValue { jsonValue(in: .en) }

    /// The same with `local_name` after `name` when the language names it differently, as `Place.json(in:)`.
    package func jsonValue(in language: Language) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(name))]
        let local = localName(language)
        if local != name { pairs.append(("local_name", .string(local))) }
        pairs.append(("country", .string(countryCode)))
        if let division { pairs.append(("state", .string(division))) }
        pairs += [
            ("lat", .number(lat)), ("lon", .number(lon)),
            ("population", .int(population)), ("timezone", .string(timeZone))
        ]
        return .object(pairs)
    }
}
