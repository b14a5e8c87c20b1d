/// Temperatures as the tabs print them, coloured along the temperature scale when colour is on.
extension TabRenderer {
    /// `8.1 °C`, in its colour.
    func degrees(_ kelvin: Double?) -> String {
        style.temperature(readings.temperature(kelvin), kelvin: kelvin)
    }

    /// `8°` for lists, padded on the left to `width` columns, in its colour.
    func shortDegrees(_ kelvin: Double?, width: Int) -> String {
        style.temperature(TextWidth.padLeft(readings.shortTemperature(kelvin), to: width), kelvin: kelvin)
    }
}
