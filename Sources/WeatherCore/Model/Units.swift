/// The unit systems OpenWeather knows: `standard` (kelvin, m/s), `metric` (°C, m/s), `imperial` (°F, mph).
///
/// wxsh keeps all data in °C and m/s (`Forecast`) and converts when it renders, so changing units
/// costs no request.
package enum Units: String, CaseIterable, Codable, Sendable {
    case metric, imperial, standard

    /// A temperature given in °C, in these units.
    @inlinable
    package func temperature(celsius: Double) -> Double {
        switch self {
        case .standard: return celsius + 273.15
        case .metric: return celsius
        case .imperial: return celsius * 9 / 5 + 32
        }
    }

    /// A temperature in these units, in °C.
    @inlinable
    package func celsius(_ value: Double) -> Double {
        switch self {
        case .standard: return value - 273.15
        case .metric: return value
        case .imperial: return (value - 32) * 5 / 9
        }
    }

    /// A speed given in metres per second, in these units.
    @inlinable
    package func speed(_ metresPerSecond: Double) -> Double {
        self == .imperial ? metresPerSecond / 0.44704 : metresPerSecond
    }

    /// A speed in these units, in metres per second.
    @inlinable
    package func metresPerSecond(_ value: Double) -> Double {
        self == .imperial ? value * 0.44704 : value
    }

    /// A distance given in metres, in km (or miles for imperial).
    @inlinable
    package func distance(_ metres: Double) -> Double {
        self == .imperial ? metres / 1609.344 : metres / 1000
    }

    package var temperatureSymbol: String {
        switch self {
        case .standard: return "K"
        case .metric: return "°C"
        case .imperial: return "°F"
        }
    }

    package var distanceSymbol: String { self == .imperial ? "mi" : "km" }
}

/// The two ways wxsh prints results.
package enum OutputFormat: String, CaseIterable, Codable, Sendable {
    /// `line`: each weather view as one line, for status bars.
    case text, json, line
}

/// The big weather picture (`icons`): OpenWeather's image where the terminal shows images and
/// wxsh's own ASCII art elsewhere (`auto`), always one of them, or none (`emoji` alone).
package enum IconChoice: String, CaseIterable, Codable, Sendable {
    case auto, image, art, emoji

    /// What is shown on a terminal that does (or does not) show images.
    package func resolved(showsImages: Bool) -> IconChoice {
        switch self {
        case .auto, .image: return showsImages ? .image : .art
        case .art, .emoji: return self
        }
    }
}

/// Whether wxsh may use the network.
package enum Mode: String, CaseIterable, Codable, Sendable {
    case live, offline
}
