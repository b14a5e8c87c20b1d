import FoundationEssentials
import WeatherCore

/// The providers' answers kept in a cache file, for `raw` in a later run: OpenWeather's file is
/// built around its answers (`forecastBody`, `airBody`); Open-Meteo's holds the model, with the
/// answers added at its end (`forecastAnswer`, `airAnswer`), which reading the model ignores.
enum CachedAnswers {
    /// `file` with Open-Meteo's answers added before its last `}`; as it is for OpenWeather's
    /// (already built around them) or when there are none.
    static func adding(_ bodies: FetchedBodies, to file: Data, provider: ProviderID) -> Data {
        guard provider == .openMeteo, let forecast = bodies.forecast, file.last == UInt8(ascii: "}") else { return file }
        var out = file.dropLast()
        out.append(contentsOf: #","forecastAnswer":"#.utf8)
        out.append(forecast)
        if let air = bodies.air {
            out.append(contentsOf: #","airAnswer":"#.utf8)
            out.append(air)
        }
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }

    /// The answers a cache file holds (none when it holds none).
    static func read(_ file: Data, provider: ProviderID) -> RawAnswers {
        let (forecastKey, airKey) = provider == .openWeather ? ("forecastBody", "airBody") : ("forecastAnswer", "airAnswer")
        guard let forecast = value(of: forecastKey, in: file) else { return .none }
        let air = value(of: airKey, in: file).flatMap { $0.elementsEqual("null".utf8) ? nil : $0 }
        return RawAnswers(forecast: forecast, air: air)
    }

    /// The bytes of the JSON value after the first `"KEY":` in `file` (a key's quotes inside a
    /// string are escaped, so never match).
    static func value(of key: String, in file: Data) -> Data? {
        let bytes = [UInt8](file)
        let pattern = Array("\"\(key)\":".utf8)
        guard bytes.count > pattern.count,
            let start = (0...(bytes.count - pattern.count)).first(where: { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) })
        else { return nil }
        var index = start + pattern.count
        let begin = index
        var depth = 0
        var strings = JSONStringState()
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if strings.take(byte) {
                // A string alone is the whole value once it closes.
                if !strings.inString && depth == 0 { return Data(bytes[begin..<index]) }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return Data(bytes[begin..<(index - 1)]) }
                depth -= 1
                if depth == 0 { return Data(bytes[begin..<index]) }
            case UInt8(ascii: ","):
                if depth == 0 { return Data(bytes[begin..<(index - 1)]) }
            default: break
            }
        }
        return nil
    }
}
