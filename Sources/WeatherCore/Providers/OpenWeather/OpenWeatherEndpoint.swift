import CoreLanguage
import CoreModel
import CoreSupport
import FoundationEssentials

/// The OpenWeather requests wxsh makes, and how each becomes a URL, so that every URL is built
/// (and percent-encoded, and redacted) in one place.
///
/// No `units` parameter is sent: answers come in the API's `standard` units (kelvin, m/s),
/// which the provider maps into the model, so changing units never costs a request.
package enum OpenWeatherEndpoint: Equatable, Sendable {
    /// `/geo/1.0/direct?q=…&limit=…`: places matching a name.
    case geocode(query: String, limit: Int)
    /// `/data/3.0/onecall?lat=…&lon=…`: current, minutely (the nowcast), hourly, daily and alerts.
    case weather(lat: Double, lon: Double)
    /// `/data/2.5/air_pollution?lat=…&lon=…`: the air quality now.
    case airPollution(lat: Double, lon: Double)
    /// `/data/2.5/weather?lat=…&lon=…`: the free current weather (One Call fallback).
    case currentWeather(lat: Double, lon: Double)
    /// `/data/2.5/forecast?lat=…&lon=…`: the free 5-day, 3-hourly forecast (One Call fallback).
    case forecast(lat: Double, lon: Double)
    /// `/data/3.0/onecall/day_summary?lat=…&lon=…&date=YYYY-MM-DD`: one day's aggregates, from 1979.
    case daySummary(lat: Double, lon: Double, date: CivilDate)

    /// `https://api.openweathermap.org`, used unless `OPENWEATHER_API_URL` says otherwise.
    package static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    /// The path after the base URL.
    package var path: String {
        switch self {
        case .geocode: return "/geo/1.0/direct"
        case .weather: return "/data/3.0/onecall"
        case .airPollution: return "/data/2.5/air_pollution"
        case .currentWeather: return "/data/2.5/weather"
        case .forecast: return "/data/2.5/forecast"
        case .daySummary: return "/data/3.0/onecall/day_summary"
        }
    }

    /// The query parameters, in order, without the key.
    package var parameters: [(String, String)] {
        switch self {
        case .geocode(let query, let limit):
            return [("q", OpenWeatherEndpoint.normalizedQuery(query)), ("limit", String(limit))]
        case .weather(let lat, let lon), .airPollution(let lat, let lon), .currentWeather(let lat, let lon), .forecast(let lat, let lon):
            return OpenWeatherEndpoint.coordinates(lat, lon)
        case .daySummary(let lat, let lon, let date):
            return OpenWeatherEndpoint.coordinates(lat, lon) + [("date", date.iso)]
        }
    }

    /// The full URL: the base (with any path prefix it has), the path, the parameters, `lang`
    /// for the answers that carry text (summaries, alerts, descriptions) in a language other
    /// than English, and `appid`.
    package func url(base: URL, key: APIKey, language: Language = .en) -> URL {
        var text = base.absoluteString
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<cut]) }
        while text.hasSuffix("/") { text.removeLast() }
        var parameters = parameters
        if carriesText, let code = OpenWeatherEndpoint.languageCode(language) { parameters.append(("lang", code)) }
        let query = (parameters + [("appid", key.value)])
            .map { "\(OpenWeatherEndpoint.percentEncode($0.0))=\(OpenWeatherEndpoint.percentEncode($0.1))" }
            .joined(separator: "&")
        // Only ASCII that URL accepts is left after encoding, so this cannot fail for a valid base.
        return URL(string: text + path + "?" + query) ?? base
    }

    /// Whether the answer has text OpenWeather translates (`lang`): the forecasts, not places
    /// (whose local names come with them anyway) or air quality (numbers only).
    package var carriesText: Bool {
        switch self {
        case .weather, .currentWeather, .forecast: return true
        case .geocode, .airPollution, .daySummary: return false
        }
    }

    /// OpenWeather's code for `language` (its own list: `pt_br`, `ua`, `zh_cn`); nil for English,
    /// its default, so that English requests stay as they were.
    package static func languageCode(_ language: Language) -> String? {
        switch language {
        case .en: return nil
        case .pt: return "pt_br"
        case .uk: return "ua"
        case .zh: return "zh_cn"
        default: return language.rawValue
        }
    }

    // MARK: - Encoding

    /// Percent-encodes every byte of the UTF-8 (in NFC) except RFC 3986's unreserved characters
    /// `A–Z a–z 0–9 - . _ ~`, so `&`, `#`, `+`, `=`, spaces and non-ASCII letters can never be
    /// read as syntax (URLComponents leaves `+`, `=` and `&`-like characters in place).
    package static func percentEncode(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for byte in value.canonicallyComposed.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = "0123456789ABCDEF".utf8
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(Unicode.Scalar(hex[hex.index(hex.startIndex, offsetBy: Int(byte >> 4))]))
                out.unicodeScalars.append(Unicode.Scalar(hex[hex.index(hex.startIndex, offsetBy: Int(byte & 0xF))]))
            }
        }
        return out
    }

    /// `Paris, TX, US` as the Geocoding API documents it: `Paris,TX,US`.
    package static func normalizedQuery(_ query: String) -> String {
        query.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimming(.whitespaces) }
            .joined(separator: ",")
    }

    /// `lat` and `lon` to 4 decimals (about 11 m), never in exponent form.
    package static func coordinates(_ lat: Double, _ lon: Double) -> [(String, String)] {
        [("lat", Measure.trimmed(lat, decimals: 4)), ("lon", Measure.trimmed(lon, decimals: 4))]
    }

    // MARK: - Redaction

    /// What replaces the key wherever a URL is shown.
    package static let redactedValue = KeyRedaction.redactedValue

    /// The URL as text with the `appid` value replaced by `REDACTED`: the only way a request URL
    /// may be shown, logged or stored.
    package static func redacted(_ url: URL) -> String {
        redacted(url.absoluteString)
    }

    /// Text with every `appid=…` query value replaced by `REDACTED` (`KeyRedaction`).
    package static func redacted(_ text: String) -> String { KeyRedaction.redacted(text) }
}

extension OpenWeatherEndpoint {
    /// The base URL from `OPENWEATHER_API_URL`, or the default when it is unset.
    /// - Returns: the URL, or why the variable's value cannot be used (the shell should say so
    ///   rather than silently send the key somewhere else).
    package static func baseURL(environment: [String: String]) -> Result<URL, BaseURLError> {
        URLVariable.check("OPENWEATHER_API_URL", in: environment).map { $0 ?? defaultBaseURL }
    }
}

/// Why a base URL variable (`OPENWEATHER_API_URL`, …) cannot be used.
package struct BaseURLError: Error, Equatable, Sendable {
    package let message: Phrase
}
