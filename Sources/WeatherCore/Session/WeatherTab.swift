/// The weather app's five tabs, in the app's order.
public enum WeatherTab: String, CaseIterable, Codable, Sendable {
    case city, now, hourly, forecast, pollution

    /// The tab's title as the app shows it.
    public var title: String {
        switch self {
        case .city: return "City"
        case .now: return "Weather Now"
        case .hourly: return "Hourly"
        case .forecast: return "Forecast"
        case .pollution: return "Pollution"
        }
    }
}
