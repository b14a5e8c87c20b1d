extension GazetteerPlace {
    /// The place as a JSON object with the keys of wxsh's `place` objects, plus population and time zone.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(name)), ("country", .string(countryCode))]
        if let division { pairs.append(("state", .string(division))) }
        pairs += [
            ("lat", .number(lat)), ("lon", .number(lon)),
            ("population", .int(population)), ("timezone", .string(timeZone))
        ]
        return .object(pairs)
    }
}
