import CoreLanguage
import CoreModel

/// The weather app's state: its tab, the open sheet, the data on screen and where it came
/// from, and the user's choices.
package struct WeatherState: Equatable, Sendable {
    package var tab: WeatherTab = .city
    /// The change-location sheet, when open (the app's modal sheet).
    package var sheet: Sheet?
    /// Whether the sheet stays open for another try after a place or number it cannot use:
    /// at a terminal, yes; in a script, whose next lines are commands, it closes instead.
    package var sheetWaitsAfterAMistake = true
    /// The data every tab shows; nil only when even the bundled data could not be read.
    package var data: WeatherData?
    /// The weather of dates last fetched (`day DATE`, `day 12`, `history`, `forecast 16`).
    package var dated: DatedWeather?
    /// Whether the last view shown was drawn from `dated`, so that `raw` shows its answers.
    package var datedShown = false
    /// The last question's answer, which `explain` just after it explains.
    package var answer: QuestionAnswer?
    /// Whether the last view shown was that answer.
    package var answerShown = false
    /// Why there is no data, said whenever a tab needs it.
    package var dataProblem: Phrase?
    package var units: Units = .metric
    /// The wind speed unit chosen with `wind`; nil follows `units`.
    package var wind: WindUnit?
    /// The places of the numbered list shown last (`search`, `places`), for `location N` and a bare `N`.
    package var pickList: [Place]?
    package var mode: Mode = .live
    /// Whether views draw charts, bars and pictures (`charts on|off`).
    package var charts = true
    /// Whether output taller than the terminal goes through `$PAGER` (`pager on|off`).
    package var pager = true
    /// The big weather picture (`icons auto|image|art|emoji`).
    package var icons: IconChoice = .auto
    /// How far across `map` draws, in km (`map wider`, `map closer`); for this run.
    package var mapSpanKm = MapPicture.defaultSpanKm
    /// The user's saved places, in order.
    package var places: [Place] = []
    /// Whether an OpenWeather API key is configured (the key itself never enters the state).
    package var keySet = false
    /// What `key` alone says: whether a key is set and where from, never the key.
    package var keySummary: Phrase = "no API key is set"
    /// Where weather comes from.
    package var provider: ProviderID = .openWeather
    /// Whether Open-Meteo can be asked (false when OPEN_METEO_API_URL is unusable).
    package var openMeteoReady = true
    /// Why live data is off for this run whatever the key (a bad `OPENWEATHER_API_URL`), said
    /// instead of "no key" when a fetch is wanted.
    package var liveDataProblem: Phrase?
    /// A place to show once it can be fetched: the last place of the previous run, while the
    /// bundled data stands in for it.
    package var wantedPlace: Place?
    /// When showing data last tried and failed to fetch it by itself, so that a script or a
    /// session without a network says so once rather than at every command (`refresh` still asks).
    package var automaticFetchFailed: AutomaticFetchFailure?
    /// The language places are named in, in messages as in views (the root's `lang`, once its
    /// words are read).
    package var language: Language = .en
    /// Whether live data can be fetched: live mode, and a key for OpenWeather.
    package var canFetch: Bool { mode == .live && (provider == .openMeteo ? openMeteoReady : keySet) }
}

/// A fetch the session started by itself (stale or bundled data about to be shown) that failed.
package struct AutomaticFetchFailure: Equatable, Sendable {
    /// Where from, and for which place: another provider or place is tried at once.
    package var provider: ProviderID
    package var place: Place
    /// When, in seconds since 1970.
    package var at: Int64

    package init(provider: ProviderID, place: Place, at: Int64) {
        self.provider = provider
        self.place = place
        self.at = at
    }
}

/// A modal sheet over the tabs, which takes the next line of input.
public enum Sheet: Equatable, Sendable {
    /// "Change location": the next line is a place.
    case location
    /// Several places match: the next line is the number of one.
    case choosePlace([Place])
}

extension WeatherState {
    /// The wind speed unit in effect: the one chosen, else the units' own.
    package var windUnit: WindUnit { wind ?? WindUnit.following(units) }
}
