import CoreSupport

/// One entry of a response's `weather` array: OpenWeather's condition code, group and text.
///
/// The description is free text from the API and is shown as it comes (no closed enum), so a
/// condition wxsh has never seen is still displayed.
package struct WeatherCondition: Codable, Equatable, Sendable {
    package var id: Int
    package var main: String
    package var description: String
    /// The icon code such as `10d` (day) or `01n` (night).
    package var icon: String

    package init(id: Int, main: String, description: String, icon: String) {
        self.id = id
        self.main = main
        self.description = description
        self.icon = icon
    }

    enum CodingKeys: String, CodingKey { case id, main, description, icon }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        main = try c.decodeIfPresent(String.self, forKey: .main) ?? ""
        description = try c.decodeIfPresent(String.self, forKey: .description) ?? main
        icon = try c.decodeIfPresent(String.self, forKey: .icon) ?? ""
    }
}

extension WeatherCondition {
    /// The description with its first letter capitalised, safe to print.
    package var sentence: String {
        let text = TerminalSafety.sanitize(description.isEmpty ? main : description)
        guard let first = text.first else { return "—" }
        return first.uppercased() + text.dropFirst()
    }
}

extension Array where Element == WeatherCondition {
    /// The main condition (the API lists the most significant first).
    package var primary: WeatherCondition? { first }
}
