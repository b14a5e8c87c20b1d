/// Wind directions as the 16 points of the compass.
public enum Compass {
    static let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
                         "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// The 16-point name for a bearing in degrees (any value; it is taken modulo 360).
    public static func point(degrees: Double) -> String {
        guard degrees.isFinite else { return "—" }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        let index = Int((d / 22.5).rounded()) % 16
        return points[index]
    }
}
