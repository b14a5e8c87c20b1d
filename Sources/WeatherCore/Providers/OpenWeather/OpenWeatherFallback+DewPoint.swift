// The one use of C's math in the free 2.5 answers' conversion: a logarithm.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OpenWeatherFallback {
    /// The dew point (°C) from temperature (°C) and relative humidity, by the Magnus formula
    /// (within about 0.4 K between -45 °C and 60 °C), to a hundredth of a kelvin.
    package static func dewPoint(celsius: Double, humidity: Double?) -> Double? {
        guard let humidity, humidity > 0, humidity <= 100, celsius.isFinite else { return nil }
        let gamma = log(humidity / 100) + 17.62 * celsius / (243.12 + celsius)
        return round2(243.12 * gamma / (17.62 - gamma) + 273.15) - 273.15
    }
}
