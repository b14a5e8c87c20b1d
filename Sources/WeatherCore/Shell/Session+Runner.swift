import CoreFinance
import CoreLanguage
import CoreModel
import CoreProviders
import CoreSession
import CoreState
import FoundationEssentials

/// What the runner found at start that the session's state depends on: the key and the
/// providers, whether a person is at a terminal, and the last run's place's cached data.
package struct StartFacts {
    /// Whether live OpenWeather data can be had (a key, and a usable `OPENWEATHER_API_URL`).
    package var keySet: Bool
    /// What `key` alone says.
    package var keySummary: Phrase
    /// Why live data is off for this run whatever the key (a bad `OPENWEATHER_API_URL`).
    package var liveDataProblem: Phrase?
    /// Whether Open-Meteo can be asked (a usable `OPEN_METEO_API_URL`).
    package var openMeteoReady: Bool
    /// The provider when none was chosen: OpenWeather when a key is found, else Open-Meteo.
    package var defaultProvider: ProviderID
    /// Whether a person types at a terminal: the sheet then waits after a mistake.
    package var interactive: Bool
    /// The newest cached weather for a place, from any provider (the last run's place).
    package var cachedWeather: (Place) -> WeatherData?
    /// The language LC_ALL, LC_MESSAGES or LANG asks for.
    package var environmentLanguage: Language = .en

    package init(
        keySet: Bool, keySummary: Phrase, liveDataProblem: Phrase?, openMeteoReady: Bool, defaultProvider: ProviderID,
        interactive: Bool, cachedWeather: @escaping (Place) -> WeatherData?
    ) {
        self.keySet = keySet
        self.keySummary = keySummary
        self.liveDataProblem = liveDataProblem
        self.openMeteoReady = openMeteoReady
        self.defaultProvider = defaultProvider
        self.interactive = interactive
        self.cachedWeather = cachedWeather
    }
}

/// The runner's events that are not a line typed: the start of a run, and a fetch Ctrl-C
/// stopped. The runner carries out what they return and changes no state itself.
extension Session {
    /// The session a run starts with: what was saved last time, the command line's choices for
    /// this run only, what the runner found; and the last run's place, from its cached data if
    /// there is some, else fetched once it can be (the bundled data stands in meanwhile).
    package init(
        bundled data: WeatherData?, dataProblem: Phrase?, saved: SavedState, invocation: Invocation, currency: Currency,
        facts: StartFacts, services: SessionServices
    ) {
        var (state, forThisRunOnly) = SessionState.starting(
            data: data, dataProblem: dataProblem, saved: saved, invocation: invocation, currency: currency,
            defaultProvider: facts.defaultProvider, environmentLanguage: facts.environmentLanguage)
        state.weather.openMeteoReady = facts.openMeteoReady
        state.weather.keySet = facts.keySet
        state.weather.liveDataProblem = facts.liveDataProblem
        state.weather.sheetWaitsAfterAMistake = facts.interactive
        state.weather.keySummary = facts.keySummary
        if let last = saved.place, let bundled = state.weather.data, !last.isSamePlace(as: bundled.place) {
            if let cached = facts.cachedWeather(last) {
                state.weather.data = cached
            } else if state.weather.canFetch {
                state.weather.wantedPlace = last
            }
        }
        self.init(state: state, services: services, remembered: saved, forThisRunOnly: forThisRunOnly)
    }

    /// Ctrl-C stopped a lookup at the prompt: "cancelled", and the state as its result leaves
    /// it (an open sheet closes), with nothing else said.
    package mutating func geocodeInterrupted(_ name: String, result: Result<[GeocodedPlace], FetchFailure>) -> [Effect] {
        [.warning("cancelled")] + Session.quietened(geocoded(name, result: result), keepViews: false)
    }

    /// Ctrl-C stopped a fetch at the prompt: "cancelled", and the state as its result leaves it
    /// (a failure keeps the data on screen). A fetch of stale data was skipped: what there is
    /// is shown.
    package mutating func fetchInterrupted(_ place: Place, purpose: FetchPurpose, result: Result<FetchedPlace, FetchFailure>)
        -> [Effect]
    {
        let skipped: Bool = if case .freshen = purpose { true } else { false }
        return [.warning("cancelled")] + Session.quietened(fetched(place, purpose: purpose, result: result), keepViews: skipped)
    }

    /// The effects of an interrupted request without what it would have said or shown.
    package static func quietened(_ effects: [Effect], keepViews: Bool) -> [Effect] {
        effects.filter {
            switch $0 {
            case .render: return keepViews
            case .hint, .error, .warning: return false
            default: return true
            }
        }
    }
}
