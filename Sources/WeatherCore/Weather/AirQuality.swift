/// OpenWeather's air quality index, 1 (Good) to 5 (Very Poor).
public enum AirQuality {
    /// The index's name, or "Unknown" outside 1…5.
    public static func label(_ aqi: Int) -> String {
        switch aqi {
        case 1: return "Good"
        case 2: return "Fair"
        case 3: return "Moderate"
        case 4: return "Poor"
        case 5: return "Very Poor"
        default: return "Unknown"
        }
    }
}
