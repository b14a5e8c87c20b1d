import CoreLanguage

/// A populated place from the bundled gazetteer: what wxsh needs to name it and to fetch its weather.
public struct GazetteerPlace: Sendable, Equatable, Hashable, Codable {
    /// The place's own name as GeoNames spells it ("Zürich").
    public let name: String
    /// The first-level division (state, province, region) it lies in, when known ("Texas").
    public let division: String?
    /// ISO 3166-1 alpha-2 code of its country ("CH").
    public let countryCode: String
    /// Latitude in degrees, north positive.
    public let lat: Double
    /// Longitude in degrees, east positive.
    public let lon: Double
    /// Inhabitants as GeoNames counts them; 0 when unknown.
    public let population: Int
    /// The IANA time zone the place keeps ("Europe/Zurich").
    public let timeZone: String
    /// The place's names in other languages, by language code (`"ru": "Москва"`): only those that
    /// differ from `name`, which is the English one. Empty when the gazetteer has none, or when
    /// the place came from a list that does not need them (completions).
    public var names: [String: String] = [:]
    /// The division's names in other languages, by language code (`"de": "Bayern"`), as `names`.
    public var divisionNames: [String: String] = [:]

    /// Name, division and country, so that two places of one name can be told apart: "Paris, Île-de-France, FR".
    public var displayName: String { displayName(in: .en) }

    /// The same with the place's and the division's names in `language` where the gazetteer has
    /// them: "Москва, Москва, RU", "München, Bayern, DE".
    package func displayName(in language: Language, separator: String = ", ") -> String {
        [localName(language), localDivision(language), countryCode].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: separator)
    }

    /// The place's name in `language`, else its own.
    package func localName(_ language: Language) -> String {
        language == .en ? name : names[language.rawValue] ?? name
    }

    /// The division's name in `language`, else its own; `nil` when the division has no name.
    package func localDivision(_ language: Language) -> String? {
        guard let division, language != .en else { return division }
        return divisionNames[language.rawValue] ?? division
    }
}
