import FoundationEssentials

/// The providers' answers as they came, kept beside the data decoded from them so that `raw`
/// can show where each number on screen comes from.
///
/// A class, so that copying the session's state copies a reference, not the bytes. Any two are
/// equal: the answers are attached to the data, not part of what it is, so the same weather
/// read back from the cache (with its answers) equals the weather fetched.
package final class RawAnswers: Equatable, Sendable {
    /// The forecast document (One Call, Open-Meteo's forecast).
    package let forecast: Data?
    /// The air quality document (Air Pollution, Open-Meteo's air quality).
    package let air: Data?
    /// Where the forecast document came from, for `explain`; nil when not kept.
    package let forecastOrigin: AnswerOrigin?
    /// Where the air quality document came from; nil when not kept.
    package let airOrigin: AnswerOrigin?

    package init(forecast: Data?, air: Data?, forecastOrigin: AnswerOrigin? = nil, airOrigin: AnswerOrigin? = nil) {
        self.forecast = forecast
        self.air = air
        self.forecastOrigin = forecastOrigin
        self.airOrigin = airOrigin
    }

    /// The same answers, known to come from a recording (`--replay`).
    package var replayed: RawAnswers {
        RawAnswers(
            forecast: forecast, air: air, forecastOrigin: forecastOrigin?.replayed ?? AnswerOrigin(arrival: .replay),
            airOrigin: airOrigin?.replayed ?? AnswerOrigin(arrival: .replay))
    }

    /// The same answers from a recording, each said to come from the URL `recorded` gives for
    /// the one asked (the URL as recorded, not today's base URL).
    package func replayed(recorded: (String) -> String?) -> RawAnswers {
        func origin(_ kept: AnswerOrigin?) -> AnswerOrigin {
            var origin = kept?.replayed ?? AnswerOrigin(arrival: .replay)
            if let url = origin.url, let recorded = recorded(url) { origin.url = AnswerOrigin.masked(recorded) }
            return origin
        }
        return RawAnswers(forecast: forecast, air: air, forecastOrigin: origin(forecastOrigin), airOrigin: origin(airOrigin))
    }

    /// No answer kept.
    package static let none = RawAnswers(forecast: nil, air: nil)

    package static func == (lhs: RawAnswers, rhs: RawAnswers) -> Bool {
        true
    }
}
