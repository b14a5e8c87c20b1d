import CoreLanguage
import CoreModel
import CorePlaces
import FoundationEssentials

/// What the session may consult that is not its own state: the place directory and the
/// machine's time zone. Passed in as values so tests can give their own.
package struct SessionServices: Sendable {
    /// The offline gazetteer, opened on first use (nothing is read for a session that never
    /// looks a place up).
    package var gazetteer: @Sendable () -> Result<Gazetteer, GazetteerError>
    /// The system's IANA time zone (`TZ`, else `/etc/localtime`), for `location here`.
    package var systemTimeZone: @Sendable () -> String?
    /// The last data fetched for a place, however old, from the cache: for `places`.
    package var cachedWeather: @Sendable (Place) -> WeatherData?
    /// The current time in seconds since 1970, to judge the age of data. The executable passes
    /// the system's clock; the core never reads one.
    package var now: @Sendable () -> Int64
    /// A language's question words (`lang/CODE.ask`), read on first use; nil when missing.
    package var questionWords: @Sendable (Language) -> QuestionWords?

    /// A fixed moment for sessions given no clock (tests, fuzzing): 2026-01-01 00:00 UTC, so
    /// that what they judge old or fresh does not change with the day they run.
    package static let fixedMoment: Int64 = 1_767_225_600

    package init(
        gazetteer: @escaping @Sendable () -> Result<Gazetteer, GazetteerError>,
        systemTimeZone: @escaping @Sendable () -> String? = { nil },
        cachedWeather: @escaping @Sendable (Place) -> WeatherData? = { _ in nil },
        now: @escaping @Sendable () -> Int64 = { SessionServices.fixedMoment },
        questionWords: @escaping @Sendable (Language) -> QuestionWords? = { _ in nil }
    ) {
        self.gazetteer = gazetteer
        self.systemTimeZone = systemTimeZone
        self.cachedWeather = cachedWeather
        self.now = now
        self.questionWords = questionWords
    }

    /// No gazetteer and no zone: place names go to the geocoder alone.
    package static let none = SessionServices(gazetteer: { .failure(.missing(path: "places.wxg")) })
}
