/// The weather app's five tabs, in the app's order.
package enum WeatherTab: String, CaseIterable, Codable, Sendable {
    case city, now, hourly, forecast, pollution

    /// The tab's title as the app shows it.
    package var title: String {
        switch self {
        case .city: return "City"
        case .now: return "Weather Now"
        case .hourly: return "Hourly"
        case .forecast: return "Forecast"
        case .pollution: return "Pollution"
        }
    }
}
