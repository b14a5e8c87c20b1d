/// Limits on data from outside (the APIs' answers, loaded files, the cache), applied while it is
/// decoded so that nothing unbounded is stored, saved or printed. Small functions, for every
/// provider's documents.
package enum ExternalBounds {
    /// Place, alert and sender names: characters kept.
    package static let nameLength = 200
    /// IANA zone names: longer ones are dropped (a cut name would be another zone, or none).
    package static let zoneNameLength = 64
    /// UTC offsets: ±18 hours, in seconds; others are dropped.
    package static let maximumOffset = 18 * 3600
    /// Hourly forecasts kept.
    package static let hours = 48
    /// Daily forecasts kept.
    package static let days = 8
    /// Places kept from one geocoding answer.
    package static let placesPerSearch = 10

    /// The name, cut to `nameLength` characters.
    package static func name(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: nameLength, limitedBy: text.endIndex) else { return text }
        return String(text[..<end])
    }

    /// The name, if any, cut to `nameLength` characters.
    package static func name(_ text: String?) -> String? { text.map(name) }

    /// The zone name when it has 1 to `zoneNameLength` bytes; nil otherwise.
    package static func zoneName(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.utf8.count <= zoneNameLength else { return nil }
        return text
    }

    /// The zone name when `zoneName` keeps it and it is written in the tz database's alphabet
    /// (ASCII letters and digits, `/`, `_`, `-`, `+`); nil otherwise.
    package static func tzZoneName(_ text: String?) -> String? {
        guard let name = zoneName(text),
            name.unicodeScalars.allSatisfy({
                ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "/_-+".unicodeScalars.contains($0)
            })
        else { return nil }
        return name
    }

    /// The offset (seconds east of UTC) when within ±18 hours; nil otherwise.
    package static func offset(_ seconds: Int?) -> Int? {
        guard let seconds, abs(seconds) <= maximumOffset else { return nil }
        return seconds
    }

    /// At most `limit` items of a list.
    package static func list<T>(_ items: [T], limit: Int) -> [T] {
        items.count > limit ? Array(items.prefix(limit)) : items
    }

    /// At most `limit` items of a list, if there is one.
    package static func list<T>(_ items: [T]?, limit: Int) -> [T]? { items.map { list($0, limit: limit) } }
}
