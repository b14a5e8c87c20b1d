import CoreLanguage
/// An OpenWeather API key that cannot leak by accident: printing, interpolating, dumping or
/// reflecting it shows `APIKey(REDACTED)`; only `value` gives the key, for the request URL.
package struct APIKey: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself. Use it only to build a request URL or to save it.
    package let value: String

    /// The longest key accepted (OpenWeather's are 32 hexadecimal digits).
    package static let maximumLength = 200

    /// A key from text, trimmed; nil when the text is not a plausible key (see `problem(with:)`).
    package init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        guard APIKey.problem(with: trimmed) == nil else { return nil }
        value = trimmed
    }

    /// Why text cannot be a key, or nil when it can: keys are ASCII letters and digits only.
    /// The text itself never appears in the answer.
    package static func problem(with text: String) -> Phrase? {
        let trimmed = text.trimmingWhitespace()
        // translatable:
        if trimmed.isEmpty { return "the key is empty" }
        if trimmed.utf8.count > maximumLength { return "the key is too long (over \(maximumLength) characters)" }
        // end translatable
        // Only what a URL carries unchanged: a key with `+`, `%` or `/` would be encoded in the
        // request and escape the redaction of recorded URLs and bodies.
        if !trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) {
            // translatable:
            return "a key is letters and digits only, without spaces or other characters"
        }
        // end translatable
        return nil
    }

    /// Whether the key has the shape of OpenWeather's keys: 32 hexadecimal digits.
    package var looksLikeOpenWeatherKey: Bool {
        value.utf8.count == 32 && value.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
    }

    package var description: String { "APIKey(\(OpenWeatherEndpoint.redactedValue))" }
    package var debugDescription: String { description }
    package var customMirror: Mirror { Mirror(self, children: [Mirror.Child]()) }
}
