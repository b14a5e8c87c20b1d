import CoreLanguage

/// What the next hour or two hold, from the provider's minute-by-minute (OpenWeather) or
/// 15-minute (Open-Meteo) precipitation: dry, rain starting, rain stopping, or rain throughout.
///
/// Pure: `now` is the data's own time (its current reading), never the machine's clock, and
/// times are shown through the formatter the caller passes (the place's local time).
package struct Nowcast: Equatable, Sendable {
    /// The steps from the one holding `now` on, earliest first.
    package let minutes: [Forecast.Minute]
    /// The time the summary counts from.
    package let now: Int64
    /// When rain starts: the first wet step (its start is before `now` when it rains now).
    package let starts: Int64?
    /// When the first spell of rain stops: the first dry step after it; nil when it does not
    /// stop in the data (or never starts).
    package let ends: Int64?
    /// The heaviest intensity, mm/h (0 when dry).
    package let peak: Double

    /// Rain lighter than this (mm/h) counts as dry: the providers report traces of 0.01.
    package static let wetThreshold = 0.1
    /// The upper limits of light and moderate rain, mm/h (the usual bands; above is heavy).
    package static let lightLimit = 2.5
    package static let moderateLimit = 7.6

    /// The nowcast of `minutes` seen from `now`; nil when there is no step from `now` on.
    package init?(minutes all: [Forecast.Minute]?, now: Int64) {
        guard let all, !all.isEmpty else { return nil }
        let step = all.count > 1 ? max(1, all[1].time - all[0].time) : 60
        let minutes = all.filter { $0.time + step > now }
        guard !minutes.isEmpty else { return nil }
        self.minutes = minutes
        self.now = now
        let wet = minutes.map { ($0.intensity ?? 0) >= Nowcast.wetThreshold }
        let first = wet.firstIndex(of: true)
        starts = first.map { minutes[$0].time }
        ends = first.flatMap { start in wet[start...].firstIndex(of: false).map { minutes[$0].time } }
        peak = minutes.compactMap(\.intensity).filter(\.isFinite).max().map { max(0, $0) } ?? 0
    }

    /// Whether it rains in the step holding `now`.
    package var rainingNow: Bool { starts.map { $0 <= now } ?? false }

    /// Whole minutes from `now` until rain starts.
    package var minutesUntilRain: Int? {
        guard let starts, starts > now else { return nil }
        return Int(((Double(starts - now)) / 60).rounded())
    }

    /// `dry`, `rain from 21:46 (in 20 min) until 22:16, heaviest 1.5 mm/h`, `rain now,
    /// stopping about 21:40`, `rain throughout, heaviest 0.4 mm/h`.
    package func summary(time: (Int64) -> String, words: Words = .english) -> String {
        guard let starts else { return words("dry") }
        let peak = words.number(Nowcast.intensity(peak))
        if rainingNow {
            guard let ends else { return words("rain throughout, heaviest \(peak) mm/h") }
            return words("rain now, stopping about \(time(ends))")
        }
        let minutes = minutesUntilRain ?? 0
        guard let ends else { return words("rain from \(time(starts)) (in \(minutes) min), heaviest \(peak) mm/h") }
        return words("rain from \(time(starts)) (in \(minutes) min) until \(time(ends)), heaviest \(peak) mm/h")
    }

    /// The short form for one-line views: `☔ in 20 min`, `☔ until 21:40`, `☔ now`; nil when dry.
    package func shortForm(time: (Int64) -> String, unicode: Bool, words: Words = .english) -> String? {
        guard starts != nil else { return nil }
        let mark = unicode ? "☔" : words("rain")
        if !rainingNow { return mark + " " + words("in \(minutesUntilRain ?? 0) min") }
        guard let ends else { return mark + " " + words("now") }
        return mark + " " + words("until \(time(ends))")
    }

    /// The band an intensity (mm/h) falls in.
    package static func band(_ value: Double) -> String {
        value < lightLimit ? "light" : value <= moderateLimit ? "moderate" : "heavy"
    }

    /// `1.5`, `0.25` → `0.3`: one decimal.
    package static func intensity(_ value: Double) -> String { Measure.fixed(value, decimals: 1) }
}
