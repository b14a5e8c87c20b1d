/// The colours wxsh paints with: one temperature scale, the air quality levels and alerts, as
/// 24-bit or 256-colour foreground escapes. Mid-tones only (no pure white or black, no
/// background fills), so that text reads on light and dark terminals alike.
package enum Palette {
    package struct Colour: Equatable, Sendable {
        package let red: UInt8, green: UInt8, blue: UInt8

        package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Stops of the temperature scale in °C: blue at and below 0, through green, to red at and above 30.
    package static let temperatureStops: [(celsius: Double, colour: Colour)] = [
        (0, Colour(70, 120, 230)),
        (9, Colour(40, 165, 200)),
        (17, Colour(60, 175, 75)),
        (23, Colour(205, 180, 40)),
        (27, Colour(235, 135, 40)),
        (30, Colour(215, 55, 50))
    ]

    /// The colour of a temperature, interpolated between the stops and clamped at both ends.
    package static func temperature(celsius: Double) -> Colour {
        let stops = temperatureStops
        guard celsius.isFinite, celsius > stops[0].celsius else { return stops[0].colour }
        for (lower, upper) in zip(stops, stops.dropFirst()) where celsius <= upper.celsius {
            let t = (celsius - lower.celsius) / (upper.celsius - lower.celsius)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            return Colour(
                mix(lower.colour.red, upper.colour.red), mix(lower.colour.green, upper.colour.green),
                mix(lower.colour.blue, upper.colour.blue))
        }
        return stops[stops.count - 1].colour
    }

    /// The air quality index 1…5: green, yellow, orange, red, purple.
    package static func aqi(_ index: Int) -> Colour? {
        [1: Colour(40, 170, 70), 2: Colour(205, 180, 40), 3: Colour(235, 130, 35), 4: Colour(215, 50, 50), 5: Colour(150, 70, 175)][index]
    }

    package static let alert = Colour(215, 50, 50)

    /// The nearest colour of xterm's 6×6×6 cube (indices 16…231).
    package static func ansi256(_ colour: Colour) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        return 16 + 36 * nearest(colour.red) + 6 * nearest(colour.green) + nearest(colour.blue)
    }

    /// The escape that sets the foreground to `colour`: `38;2;R;G;B` in 24-bit, else `38;5;N`.
    package static func foreground(_ colour: Colour, truecolor: Bool) -> String {
        truecolor ? "\u{1B}[38;2;\(colour.red);\(colour.green);\(colour.blue)m" : "\u{1B}[38;5;\(ansi256(colour))m"
    }
}
