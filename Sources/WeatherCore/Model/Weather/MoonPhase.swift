import CoreLanguage

/// The moon's phase by name, from One Call's `moon_phase` fraction of the lunar cycle.
///
/// The four principal phases are instants (0 and 1 new moon, 0.25 first quarter, 0.5 full moon,
/// 0.75 last quarter). A daily reading is named after one when that instant falls within half a
/// day of it, so the day it happens on carries its name; the days between are crescents and gibbous.
package enum MoonPhase: String, CaseIterable, Sendable {
    // translatable: moon
    case newMoon = "new moon"
    case waxingCrescent = "waxing crescent"
    case firstQuarter = "first quarter"
    case waxingGibbous = "waxing gibbous"
    case fullMoon = "full moon"
    case waningGibbous = "waning gibbous"
    case lastQuarter = "last quarter"
    case waningCrescent = "waning crescent"
    // end translatable

    /// The length of a lunar cycle in days (the mean synodic month).
    package static let synodicMonth = 29.530588853

    /// How far from a principal phase, as a fraction of the cycle, still carries its name: half a day.
    package static let principalBand = 0.5 / synodicMonth

    /// The phase for a fraction of the cycle; values outside 0…1 are taken modulo 1.
    /// - Returns: nil for a value that is not a number.
    package init?(fraction: Double) {
        guard fraction.isFinite else { return nil }
        var f = fraction.truncatingRemainder(dividingBy: 1)
        if f < 0 { f += 1 }
        let band = MoonPhase.principalBand
        switch f {
        case ...band, (1 - band)...: self = .newMoon
        case ..<(0.25 - band): self = .waxingCrescent
        case ...(0.25 + band): self = .firstQuarter
        case ..<(0.5 - band): self = .waxingGibbous
        case ...(0.5 + band): self = .fullMoon
        case ..<(0.75 - band): self = .waningGibbous
        case ...(0.75 + band): self = .lastQuarter
        default: self = .waningCrescent
        }
    }

    /// The name as a sentence starts it: `Waxing crescent`.
    package var sentence: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The name as a sentence starts it, in a language: `Zunehmende Sichel`.
    package func sentence(in words: Words) -> String {
        let name = words.word(rawValue, context: "moon")
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
