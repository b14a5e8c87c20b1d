import CoreSupport

/// Where one answer came from, for `explain`: the request, when it was answered, its status and
/// how it reached wxsh.
package struct AnswerOrigin: Equatable, Sendable {
    /// How the answer reached wxsh.
    package enum Arrival: String, Equatable, Sendable {
        case live, cache, replay, bundled, file
    }

    package var arrival: Arrival
    /// The request's URL with the key replaced by `…`, or the file's path; nil when not kept.
    package var url: String?
    /// The HTTP status; nil when there was no request or it was not kept.
    package var status: Int?
    /// When the answer was received (or the file read), seconds since 1970; nil when not known.
    package var receivedAt: Int64?
    /// The units an OpenWeather document is in: `standard` (kelvin) when the request had no
    /// `units=`, or what `load FILE UNITS` said.
    package var units: Units

    package init(arrival: Arrival, url: String? = nil, status: Int? = nil, receivedAt: Int64? = nil, units: Units = .standard) {
        self.arrival = arrival
        self.url = url.map(AnswerOrigin.masked)
        self.status = status
        self.receivedAt = receivedAt
        self.units = units
    }

    /// The same answer, now known to come from a recording.
    package var replayed: AnswerOrigin {
        var copy = self
        copy.arrival = .replay
        return copy
    }

    /// `url` with any key (`appid=…`, `apikey=…`) shown as `…`.
    package static func masked(_ url: String) -> String {
        let redacted = KeyRedaction.redacted(url)
        return redacted.replacingEvery("=" + KeyRedaction.redactedValue, with: "=…")
    }
}
