import Foundation

/// The providers' answers as they came, kept beside the data decoded from them so that `raw`
/// can show where each number on screen comes from.
///
/// A class, so that copying the session's state copies a reference, not the bytes; two are equal
/// when they are the same or hold the same bytes.
package final class RawAnswers: Equatable, Sendable {
    /// The forecast document (One Call, Open-Meteo's forecast).
    package let forecast: Data?
    /// The air quality document (Air Pollution, Open-Meteo's air quality).
    package let air: Data?

    package init(forecast: Data?, air: Data?) {
        self.forecast = forecast
        self.air = air
    }

    /// The answers of a fetch, when it kept any.
    package convenience init?(_ bodies: FetchedBodies) {
        guard bodies.forecast != nil || bodies.air != nil else { return nil }
        self.init(forecast: bodies.forecast, air: bodies.air)
    }

    package static func == (lhs: RawAnswers, rhs: RawAnswers) -> Bool {
        lhs === rhs || (lhs.forecast == rhs.forecast && lhs.air == rhs.air)
    }
}
