import CoreSupport

/// Temperatures as the tabs print them, coloured along the temperature scale when colour is on.
extension TabRenderer {
    /// `8.1 °C`, in its colour.
    package func degrees(_ celsius: Double?) -> String {
        style.temperature(readings.temperature(celsius), celsius: celsius)
    }

    /// `8°` for lists, padded on the left to `width` columns, in its colour.
    package func shortDegrees(_ celsius: Double?, width: Int) -> String {
        style.temperature(TextWidth.padLeft(readings.shortTemperature(celsius), to: width), celsius: celsius)
    }
}
