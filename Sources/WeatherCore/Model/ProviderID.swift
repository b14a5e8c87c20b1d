import CoreLanguage
import CoreSupport
import FoundationEssentials

/// Which service weather comes from. Saved in the state file by its raw value.
package enum ProviderID: String, Codable, CaseIterable, Sendable {
    /// OpenWeather's One Call 3.0 (with the free 2.5 fallback): needs an API key.
    case openWeather = "openweather"
    /// Open-Meteo's forecast, air quality and geocoding services: no key.
    case openMeteo = "open-meteo"

    /// `OpenWeather`, `Open-Meteo`.
    package var displayName: String {
        switch self {
        case .openWeather: return "OpenWeather"
        case .openMeteo: return "Open-Meteo"
        }
    }

    /// The line text views end with when the data came from this provider, if its licence asks for one.
    /// In the language where it is shown: the licence asks for the credit, not for its English.
    package var attribution: Phrase? {
        switch self {
        case .openWeather: return nil
        // translatable:
        case .openMeteo: return "Weather data by Open-Meteo.com (CC BY 4.0)"
        // end translatable
        }
    }

    /// The provider a name given by the user means (`open-meteo`, `openmeteo`, `OpenWeather`…).
    package static func named(_ text: String) -> ProviderID? {
        let key = text.trimmingWhitespace().lowercased().replacingEvery("_", with: "-")
        switch key {
        case "openweather", "open-weather", "owm": return .openWeather
        case "open-meteo", "openmeteo", "meteo": return .openMeteo
        default: return nil
        }
    }

    /// `openweather or open-meteo`, for messages.
    package static let choices = allCases.map(\.rawValue).joined(separator: " or ")
}
