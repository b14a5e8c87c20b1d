import CoreLanguage
import CoreModel
import CoreSupport
import FoundationEssentials

/// A JSON document wxsh can read (`load FILE`), told apart by its shape and read into the model.
package enum WeatherDocument: Equatable, Sendable {
    /// A forecast for a point, from a document in `provider`'s format.
    case forecast(Forecast, at: Coordinate, provider: ProviderID)
    /// Air quality, at the point the document names when it names one; `provider` when it is
    /// known to be other than OpenWeather's format (air quality joins any weather).
    case airQuality(AirQuality, at: Coordinate?, provider: ProviderID?)

    /// The largest document wxsh reads (a full One Call response is about 20 KB).
    package static let maximumSize = 8 * 1024 * 1024

    /// Decodes `data` as a One Call 3.0, an Air Pollution or an Open-Meteo response.
    /// - Parameter units: the units a One Call document is in (Open-Meteo's say their own).
    /// - Throws: `DocumentError` saying what is wrong and where.
    package static func decode(_ file: Data, units: Units = .standard) throws(DocumentError) -> WeatherDocument {
        if file.count > maximumSize { throw .tooLarge(bytes: file.count, limit: maximumSize) }
        // A byte-order mark, as some editors save JSON, is not part of the document.
        let data = file.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(file.dropFirst(3)) : file
        guard let first = data.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else { throw .empty }
        // Not JSON at all (a binary, a text file): said so, before any JSON scan can be misled.
        guard
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
                || [UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n")].contains(first)
        else {
            // translatable:
            throw .notJSON("it does not start as JSON does (with `{`)")
            // end translatable
        }
        if let problem = JSONLimits.check(data, numbers: true) { throw DocumentError(problem) }
        let decoder = JSONDecoder()
        let shape: DocumentShape
        do {
            shape = try decoder.decode(DocumentShape.self, from: data)
        } catch {
            throw DocumentError(error)
        }
        switch shape {
        case .array:
            throw .wrongShape("a JSON array (a Geocoding response?), not a One Call or Air Pollution document")
        case .scalar:
            throw .wrongShape("a single JSON value, not a One Call or Air Pollution document")
        case .object(let keys):
            if keys.contains("cod") && keys.contains("message") && !keys.contains("list") {
                let body = try? decoder.decode(APIErrorBody.self, from: data)
                let code = body?.code.map { "\($0)" } ?? "?"
                // The message is outside text: made safe to print, and cut short.
                throw .apiError("an OpenWeather error response (\(code): \(APIError.clean(body?.message ?? "no message")))")
            }
            if keys.contains("error") && keys.contains("reason") {
                let reason = (try? decoder.decode(OpenMeteoErrorBody.self, from: data))?.reason ?? "no reason"
                throw .apiError("an Open-Meteo error response (\(APIError.clean(reason)))")
            }
            if keys.contains("latitude") && keys.contains("longitude") {
                return try openMeteo(data, decoder: decoder)
            }
            if let document = try openWeather(data, keys: keys, units: units, decoder: decoder) { return document }
            throw .wrongShape("not a One Call or Air Pollution document: expected a `current` or a `list` key at the top level")
        }
    }
}

extension WeatherDocument {
    /// An Open-Meteo answer: a forecast when it has temperatures, air quality when it has
    /// pollutants; it may carry only some variables.
    package static func openMeteo(_ data: Data, decoder: JSONDecoder) throws(DocumentError) -> WeatherDocument {
        do {
            let forecast = try decoder.decode(OpenMeteoForecast.self, from: data)
            guard Place.isOnEarth(lat: forecast.latitude, lon: forecast.longitude) else {
                throw DocumentError.invalid(path: "latitude", problem: "\(forecast.latitude),\(forecast.longitude) is not a point on Earth")
            }
            let weather = forecast.forecast()
            if !weather.isEmpty {
                return .forecast(weather, at: Coordinate(lon: forecast.longitude, lat: forecast.latitude), provider: .openMeteo)
            }
            let air = try decoder.decode(OpenMeteoAirQuality.self, from: data)
            if let quality = air.airQuality() {
                return .airQuality(quality, at: Coordinate(lon: air.longitude, lat: air.latitude), provider: .openMeteo)
            }
        } catch let error as DocumentError {
            throw error
        } catch {
            throw DocumentError(error)
        }
        throw .wrongShape("an Open-Meteo document with neither temperatures nor pollutant concentrations to show")
    }
}

/// What the top level of a JSON document is, without decoding the rest.
package enum DocumentShape: Decodable {
    case object(Set<String>)
    case array
    case scalar

    package struct AnyKey: CodingKey {
        package var stringValue: String
        package var intValue: Int?
        package init(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    package init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(Set(keyed.allKeys.map(\.stringValue)))
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .array
        } else {
            _ = try decoder.singleValueContainer()
            self = .scalar
        }
    }
}

/// Why a document could not be read, in words a person can act on.
package enum DocumentError: Error, Equatable, Sendable {
    case empty
    case tooLarge(bytes: Int, limit: Int)
    /// Not JSON at all, or cut short (and how, when it is known).
    case notJSON(Phrase)
    /// JSON, but not of a kind wxsh reads.
    case wrongShape(String)
    /// An OpenWeather error body rather than data.
    case apiError(String)
    /// A value is missing or of the wrong type at `path` (such as `hourly[3].temp`).
    case invalid(path: String, problem: Phrase)
    /// Objects and arrays nested deeper than `limit` levels.
    case nestedTooDeeply(limit: Int)
    /// A number larger than any weather value, as written.
    case numberOutOfRange(String)
    /// A document of a kind wxsh reads with nothing in it to show, said in full.
    case nothingToShow(String)

    /// The message, without the file name.
    package var message: Phrase {
        switch self {
        case .empty: return "the file is empty"
        case .tooLarge(let bytes, let limit):
            return "the file is too large (\(bytes) bytes; the limit is \(limit / 1024 / 1024) MB)"
        // translatable:
        case .notJSON(let detail): return "not valid JSON: \(detail)"
        // end translatable
        case .wrongShape(let what): return "this is \(what)"
        case .apiError(let what): return "this is \(what)"
        // translatable:
        case .invalid(let path, let problem): return "at \(path): \(problem)"
        case .nestedTooDeeply(let limit): return "the document is nested too deeply (over \(limit) levels)"
        case .numberOutOfRange(let text):
            return "the number \(text) is out of range (no weather value is larger than 10^11)"
        // end translatable
        case .nothingToShow(let what): return .verbatim(what)
        }
    }

    /// Classifies a `DecodingError` (or anything else the decoder threw).
    /// Foundation's own description (English, "The given data was not valid JSON.") is never
    /// shown: the problem is said in wxsh's words, which the catalogs translate.
    package init(_ error: any Error) {
        guard let decoding = error as? DecodingError else {
            self = .notJSON(DocumentError.brokenSyntax)
            return
        }
        switch decoding {
        // translatable:
        case .keyNotFound(let key, let context):
            self = .invalid(path: DocumentError.path(context.codingPath + [key]), problem: "required value is missing")
        case .valueNotFound(let type, let context):
            self = .invalid(path: DocumentError.path(context.codingPath), problem: "expected \(DocumentError.name(of: type)), found null")
        case .typeMismatch(let type, let context):
            self = .invalid(path: DocumentError.path(context.codingPath), problem: "expected \(DocumentError.name(of: type))")
        case .dataCorrupted(let context):
            self =
                context.codingPath.isEmpty
                ? .notJSON(DocumentError.brokenSyntax)
                : .invalid(path: DocumentError.path(context.codingPath), problem: "a value that cannot be read")
        // end translatable
        @unknown default:
            self = .notJSON(DocumentError.brokenSyntax)
        }
    }

    /// What is wrong with a document that JSON's rules do not read.
    static let brokenSyntax: Phrase = "it is cut short or breaks JSON's rules"

    /// `hourly[3].temp`, or `(top level)` for the root.
    package static func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                out += "[\(index)]"
            } else {
                if !out.isEmpty { out += "." }
                out += TerminalSafety.sanitize(key.stringValue)
            }
        }
        return out.isEmpty ? "(top level)" : out
    }

    /// What a value of `type` is called in a message: `a number`, `a list`.
    package static func name(of type: Any.Type) -> Phrase {
        let text = String(describing: type)
        let isList = text.hasPrefix("Array") || text.hasPrefix("[")
        switch type {
        // translatable:
        case is Double.Type, is Int.Type, is Int64.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return isList ? "a list" : "an object"
        // end translatable
        }
    }
}

extension DocumentError {
    /// The error for a broken limit.
    package init(_ problem: JSONLimits.Problem) {
        switch problem {
        case .nestedTooDeeply(let limit): self = .nestedTooDeeply(limit: limit)
        case .numberOutOfRange(let text): self = .numberOutOfRange(text)
        }
    }
}
