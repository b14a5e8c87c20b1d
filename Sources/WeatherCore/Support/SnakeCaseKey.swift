/// Coding keys whose JSON names are their case names in snake case (`feelsLike` is `feels_like`),
/// as the weather services spell them, so a wire type lists its keys once instead of mapping
/// each two-word name by hand. Only for names whose capitals each start a word; the raw value is
/// the case name, as Swift gives it to the cases of a `String` enum.
protocol SnakeCaseKey: CodingKey, CaseIterable, RawRepresentable<String> {}

extension SnakeCaseKey {
    /// The case name with each capital letter turned into `_` and its lower case.
    var stringValue: String {
        var name = ""
        for character in rawValue {
            if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
        }
        return name
    }

    init?(stringValue: String) {
        guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }
        self = key
    }

    var intValue: Int? { nil }

    init?(intValue: Int) { nil }
}
