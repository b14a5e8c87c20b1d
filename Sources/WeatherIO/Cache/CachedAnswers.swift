import FoundationEssentials
import WeatherCore

/// The providers' answers kept in a cache file, as they came: each file is built around its
/// answers (OpenWeather's `forecastBody` and `airBody`, Open-Meteo's `forecastAnswer` and
/// `airAnswer`, for a batch each place's own element of the list) rather than by encoding the
/// model they were read into, and is read back from them. Open-Meteo's files from before held
/// the model with the answers added at its end; they are read from the answers too.
enum CachedAnswers {
    /// The keys a provider's answers have in its files: the forecast's, the air quality's.
    static func keys(_ provider: ProviderID) -> (forecast: String, air: String) {
        provider == .openWeather ? ("forecastBody", "airBody") : ("forecastAnswer", "airAnswer")
    }

    /// The file `ResponseCache.Envelope` would encode to (its documents read from the same
    /// bytes), built around the answers' own bodies; nil unless there is a body for each
    /// document the fetch holds (the converted 2.5 fallback has none).
    static func file(_ weather: FetchedWeather, bodies: FetchedBodies, key: String) -> Data? {
        guard let forecast = bodies.forecast, !weather.isFallback, (weather.air == nil) == (bodies.air == nil) else { return nil }
        let (forecastKey, airKey) = keys(weather.provider)
        var data = Data()
        data.reserveCapacity(forecast.count + (bodies.air?.count ?? 0) + 512)
        func append(_ text: String) { data.append(contentsOf: text.utf8) }
        append("{\"key\":\(JSONValue.string(key).serialized),\"version\":\(ResponseCache.formatVersion),\"weather\":{\"\(forecastKey)\":")
        data.append(forecast)
        append(",\"\(airKey)\":")
        if let air = bodies.air { data.append(air) } else { append("null") }
        if let problem = weather.airProblem { append(",\"airProblem\":\(JSONValue.string(problem.english).serialized)") }
        append(",\"isFallback\":false")
        if let note = weather.note { append(",\"note\":\(JSONValue.string(note).serialized)") }
        append(",\"fetchedAt\":\(JSONValue.number(weather.fetchedAt.timeIntervalSince1970).serialized)")
        append(",\"origin\":\(JSONValue.string(weather.origin).serialized)")
        // OpenWeather's files never said their provider (files without one are OpenWeather's).
        if weather.provider != .openWeather { append(",\"provider\":\(JSONValue.string(weather.provider.rawValue).serialized)") }
        append("}}")
        return data
    }

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

    /// What an Open-Meteo file holds beside its answers.
    struct Facts: Decodable {
        var version: Int
        var key: String
        var weather: Weather

        struct Weather: Decodable {
            var airProblem: Phrase?
            var isFallback: Bool
            var note: String?
            var fetchedAt: Date
            var origin: String
            var provider: ProviderID?
        }
    }

    /// How an Open-Meteo file reads from its answers.
    enum Reading {
        /// Its weather, read from the answers as a fetch reads them.
        case weather(FetchedWeather)
        /// It holds no answers (the model only): read it as the model.
        case noAnswers
        /// It is damaged, of another version, or another place's.
        case unusable
    }

    /// An Open-Meteo cache file read from its answers, decoded as a fetch decodes them (so the
    /// weather is the same, and `JSONDecoder` reads only the few other fields).
    static func openMeteo(_ file: Data, key: String) -> Reading {
        let answers = read(file, provider: .openMeteo)
        guard let forecastBody = answers.forecast else { return .noAnswers }
        guard let facts = try? ResponseCache.decoder().decode(Facts.self, from: file),
            facts.version == ResponseCache.formatVersion, facts.key == key,
            case .success(let document) = OpenMeteoAnswer.decode(forecastBody, as: OpenMeteoForecast.self, path: "/v1/forecast")
        else { return .unusable }
        let forecast = document.forecast()
        guard !forecast.isEmpty else { return .unusable }
        var air: AirQuality?
        if let airBody = answers.air {
            guard case .success(let document) = OpenMeteoAnswer.decode(airBody, as: OpenMeteoAirQuality.self, path: "/v1/air-quality")
            else { return .unusable }
            air = document.airQuality()
        }
        let told = facts.weather
        var weather = FetchedWeather(
            forecast: forecast, air: air, airProblem: told.airProblem, isFallback: told.isFallback, note: told.note,
            fetchedAt: told.fetchedAt, origin: told.origin, provider: told.provider ?? .openWeather)
        weather.raw = answers
        return .weather(weather)
    }

    /// The answers a cache file holds (none when it holds none).
    static func read(_ file: Data, provider: ProviderID) -> RawAnswers {
        let (forecastKey, airKey) = keys(provider)
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
