import CoreLanguage
import CoreModel
import CoreSupport

/// `ask TEXT` (or a line read as a question): the text, and whether only the exit status is
/// wanted (`ask -q`: 0 yes, 1 no, 2 cannot answer).
package struct AskRequest: Equatable, Sendable {
    package var text: String
    package var quiet: Bool

    package init(text: String, quiet: Bool = false) {
        (self.text, self.quiet) = (text, quiet)
    }
}

/// A question on its way to an answer: understood, with the places it needs, while their
/// weather is fetched (another place is fetched as `location` would, without moving there).
package struct PendingQuestion: Equatable, Sendable {
    package var request: AskRequest
    package var reading: QuestionReading
    /// The place asked about and, for `is Paris warmer than London`, the other one.
    package var place: Place
    package var otherPlace: Place?
    /// Their weather, once had.
    package var data: WeatherData?
    package var otherData: WeatherData?

    package init(request: AskRequest, reading: QuestionReading, place: Place, otherPlace: Place? = nil) {
        (self.request, self.reading, self.place, self.otherPlace) = (request, reading, place, otherPlace)
    }
}

/// What a question was answered with: the verdict, the figures that decide it, the rule that
/// turned them into the verdict, and where they came from.
package struct QuestionAnswer: Equatable, Sendable {
    /// The first word of the answer.
    package enum Verdict: String, Codable, Sendable {
        case yes, no, likely, unlikely
        /// A number (how warm, how much): the first figure.
        case value
        /// A time (sunrise, when rain starts): the first figure's time.
        case time
        /// Nothing in the window decides it (`when will it rain` when it will not).
        case none

        /// `ask -q`'s exit status: 0 for yes, 1 for no.
        package var quietStatus: Int32 {
            switch self {
            case .yes, .likely, .value, .time: return 0
            case .no, .unlikely, .none: return 1
            }
        }
    }

    /// What a figure measures, which decides its unit and how it is written.
    package enum Measure: String, Codable, Sendable {
        case temperature, feelsLike, chance, rain, snow, windSpeed, windGust, clouds, visibility, humidity, uv, airIndex
        case sunrise, sunset, moonPhase, high, low
    }

    /// Where a figure sits in the data: the current reading, an hour (index into the hours), a
    /// day (index into the days), the air quality.
    package enum Row: Equatable, Sendable {
        case current
        case hour(Int)
        case day(Int)
        case air
    }

    /// One number that decides the answer, in wxsh's model units (°C, m/s, mm, 0–1, %, m).
    package struct Figure: Equatable, Sendable {
        package var measure: Measure
        package var row: Row
        package var time: Int64
        package var value: Double
        /// Which place's data (0 the place asked about, 1 the other of a comparison) and, for a
        /// comparison against another time, which window (0 asked, 1 against).
        package var side: Int

        package init(_ measure: Measure, row: Row, time: Int64, value: Double, side: Int = 0) {
            (self.measure, self.row, self.time, self.value, self.side) = (measure, row, time, value, side)
        }
    }

    /// The rule that decided, by its name in `help ask`.
    package enum Rule: String, Codable, Sendable {
        case precipitation, snow, storm, umbrella, coat, sunscreen, run, bike, washing, wind, gust, sun, cloud, fog
        case highest, lowest, average, current, first, compareHigh, compareRain, compareWind, sunTimes, moon, airIndex
    }

    package var request: AskRequest
    package var reading: QuestionReading
    package var place: Place
    package var otherPlace: Place?
    package var window: QuestionWindow
    package var againstWindow: QuestionWindow?
    package var verdict: Verdict
    package var figures: [Figure]
    package var rule: Rule
    /// The data answered from, for `explain` and the source line.
    package var data: WeatherData
    package var otherData: WeatherData?
    /// Set when the window reaches past what the data holds: the data's last hour.
    package var reachesTo: Int64?
    /// Set when the window runs past the forecast's last day, which is answered for the days
    /// held: that day.
    package var heldTo: Int64?

    package init(
        request: AskRequest, reading: QuestionReading, place: Place, window: QuestionWindow, verdict: Verdict, figures: [Figure],
        rule: Rule, data: WeatherData
    ) {
        (self.request, self.reading, self.place, self.window) = (request, reading, place, window)
        (self.verdict, self.figures, self.rule, self.data) = (verdict, figures, rule, data)
    }
}
