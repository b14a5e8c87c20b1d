/// How long fetched weather (and a geocoder's answer) is shown without fetching it again: the
/// one rule the session and the cache both follow.
package enum Freshness {
    /// Ten minutes, in seconds.
    package static let seconds: Int64 = 600
    /// How long the session waits, after failing to fetch stale data by itself, before it tries
    /// again by itself: a minute (`refresh` asks at once).
    package static let retryAfterFailureSeconds: Int64 = 60

    /// Whether data `age` seconds old is fresh. Data "from the future" (the clock moved back)
    /// is usable but never fresh.
    package static func isFresh(age: Double) -> Bool {
        age >= 0 && age < Double(seconds)
    }
}
