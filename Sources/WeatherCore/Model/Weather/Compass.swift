/// Wind directions as the 16 points of the compass.
package enum Compass {
    // translatable: compass
    package static let points = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
        "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"
    ]
    // end translatable

    /// The 16-point name for a bearing in degrees (any value; it is taken modulo 360).
    package static func point(degrees: Double) -> String {
        guard degrees.isFinite else { return "—" }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        let index = Int((d / 22.5).rounded()) % 16
        return points[index]
    }

    /// An arrow the way the wind blows (a wind from the north-east is `↙`); in ASCII, the point.
    package static func arrow(degrees: Double, unicode: Bool) -> String {
        guard unicode else { return point(degrees: degrees) }
        guard degrees.isFinite else { return "—" }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        return ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"][Int((d / 45).rounded()) % 8]
    }
}
