import CoreFinance
import CoreLanguage
import CoreModel
import CorePlaces
import CoreProviders
import CoreSupport

/// What `fetchDated` asks for: the days, at a place, and what to show once they are known.
package struct DatedRequest: Equatable, Sendable {
    package var place: Place
    package var range: DateRange
    /// Whether the hours are wanted too (one day's view).
    package var hourly: Bool
    /// The place's own date now, which decides what is past.
    package var today: CivilDate
    package var then: View
    /// A question waiting for these days (`ask` about a past date), answered when they come.
    package var question: PendingQuestion?

    package init(place: Place, range: DateRange, hourly: Bool, today: CivilDate, then: View) {
        self.place = place
        self.range = range
        self.hourly = hourly
        self.today = today
        self.then = then
    }
}

/// What the shell must do after the session handled some input. The session decides; the
/// shell carries it out (prints, reads files, fetches, exits).
package enum Effect: Equatable, Sendable {
    /// Print a view on standard output.
    case render(View)
    /// Print a short note for a person at a terminal; scripts do not see it.
    case hint(Phrase)
    /// The command failed: print this one line on standard error (with `--format json`, one
    /// JSON object saying its kind).
    case error(ErrorReport)
    /// Read a file and hand its bytes back through `Session.fileRead`.
    case readFile(path: String, units: Units)
    /// Look a name up with the Geocoding API; answer with `Session.geocoded`.
    case geocode(String)
    /// Get the weather and air quality for a place (live, or from the cache when offline or
    /// when fresh); answer with `Session.fetched`.
    case fetchWeather(Place, FetchPurpose)
    /// Get the weather for several places at once (`places`), each as `fetchWeather` would
    /// (`refresh`: even when fresh); answer with `Session.placesFetched`.
    case fetchPlaces([Place], refresh: Bool)
    /// Get the weather of a span of dates (kept answers first); answer with `Session.datedFetched`.
    case fetchDated(DatedRequest)
    /// Save an API key in the config file; answer with `Session.keyStored`.
    case storeKey(APIKey)
    /// Something the user should know that is not a failure: one line on standard error.
    case warning(Phrase)
    /// What should survive a restart changed: save `Session.savedState`.
    case saveState
    /// Read the catalog of a language `lang` chose; answer with `Session.languageRead`.
    case readLanguage(Language)
    /// Wait, or write the screen to a file (`pause`, `snapshot`).
    case demo(DemoCommand)
    /// Leave the shell.
    case quit
}

/// Why weather is being fetched, which decides what is shown after.
package enum FetchPurpose: Equatable, Sendable {
    /// A new place (`location`, `places N`, the choice sheet): the city tab is shown.
    case change
    /// `refresh`: fetch even if the cache is fresh, then show the current tab.
    case refresh
    /// The data on screen is stale: fetch, then show this view.
    case freshen(View)
    /// A question about a place not on screen: its weather, to answer with; the session stays
    /// where it is.
    case ask(PendingQuestion)
}

/// Something the presenter can render from the session's state.
package enum View: Equatable, Sendable {
    case tab(WeatherTab)
    /// The hourly tab listing every 3rd hour (`hourly compact`).
    case compactHourly
    /// Every weather alert for the place, in full.
    case alerts
    /// The next hour or two of precipitation (`rain`).
    case rain
    /// `help`, or `help TOPIC`.
    case help(topic: String?)
    case status
    /// A setting's current value, such as `units` alone.
    case setting(name: String, value: String)
    /// The finance calculator's open tab, with its fields.
    case financeTab
    /// A line saying what a command did, such as a solved figure.
    case message(Phrase)
    /// What a finance command did (a solved figure, what to set next), in the view's language.
    case financeMessage(FinanceOutcome)
    /// The places that match a search.
    case searchResults(query: String, places: [GazetteerPlace])
    /// The change-location sheet's numbered list of places to choose from.
    case placeChoices([Place])
    /// The saved places, with what is known of their weather.
    case savedPlaces([SavedPlaceSummary])
    /// Forecast day N (1-based) in detail.
    case day(Int)
    /// A day of the dated weather in detail, by its date; with its number when it is a forecast
    /// day beyond the eight the forecast holds (`day 12`).
    case datedDay(CivilDate, number: Int?)
    /// The dated weather as one row a day, a chart and totals (`history`).
    case history(DateRange)
    /// The forecast tab with the dated weather's days (`forecast 16`).
    case longForecast(Int)
    /// The area around the place (`map`).
    case map(MapPicture)
    /// The session's state machine (`states`), or the part asked for, with the path taken so far,
    /// and the machine itself (worked out above the renderers, which only draw it).
    case states(DiagramRequest, MachinePath, MachineDiagram)
    /// The provider's answer behind the current tab (`raw`).
    case raw(JSONPath?)
    /// Where a figure on the current tab comes from (`explain`), or the tab's figures.
    case explain(ExplainQuery)
    /// The answer to a question (`ask`).
    case answer(QuestionAnswer)
    /// `ask -q`: nothing shown; the run ends with this status (0 yes, 1 no, 2 cannot answer).
    case quietAnswer(Int32)
    /// After an answer, `explain`: each deciding figure traced to its field, and the rule.
    case explainAnswer
}

/// A saved place and its weather for `places`: what is known of it, or why it could not be had.
package struct SavedPlaceSummary: Equatable, Sendable {
    package let place: Place
    /// The last known weather (just fetched, or cached); nil when there is none.
    package let data: WeatherData?
    /// Why this command's fetch failed, in one line; the row shows it.
    package let error: Phrase?

    package init(place: Place, data: WeatherData?, error: Phrase? = nil) {
        self.place = place
        self.data = data
        self.error = error
    }

    /// °C, when known.
    package var temperature: Double? { data?.forecast.current?.temperature }
    package var conditions: String? { data?.forecast.current?.conditions.first?.description }
    package var icon: String? { data?.forecast.current?.conditions.first?.icon }
    /// When the weather was fetched, seconds since 1970; nil for bundled data.
    package var fetchedAt: Int64? { data?.fetchedAt }
    package var source: DataSource? { data?.source }
}
