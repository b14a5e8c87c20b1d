import CoreFinance
import CoreLanguage
import CoreModel
import CoreSession
import CoreState

extension SessionState {
    /// The state a run starts in: what was saved last time, with the command line's choices on
    /// top for this run only.
    /// - Returns: the state, and which settings the command line set (not to be saved).
    package static func starting(
        data: WeatherData?, dataProblem: Phrase?, saved: SavedState, invocation: Invocation,
        currency: Currency, defaultProvider: ProviderID = .openWeather, environmentLanguage: Language = .en
    ) -> (SessionState, Set<Session.Setting>) {
        var state = SessionState(data: data, dataProblem: dataProblem)
        if let finance = saved.finance { state.finance = finance }
        state.currency = currency
        state.weather.tab = saved.tab ?? .city
        state.weather.places = saved.places ?? []
        state.weather.units = invocation.units ?? saved.units ?? .metric
        // The output format is for one run: a format saved by an older wxsh is read and ignored.
        state.format = invocation.format ?? .text
        state.trace = invocation.trace
        state.weather.wind = saved.wind
        state.weather.mode = invocation.offline ? .offline : (saved.mode ?? .live)
        state.weather.charts = saved.charts ?? true
        state.weather.pager = saved.pager ?? true
        state.weather.icons = saved.icons ?? .auto
        state.weather.provider = invocation.provider ?? saved.provider ?? defaultProvider
        // --lang, then the saved choice, then LC_ALL, LC_MESSAGES, LANG.
        state.lang = invocation.lang ?? saved.lang ?? environmentLanguage
        var forThisRunOnly: Set<Session.Setting> = []
        if invocation.units != nil { forThisRunOnly.insert(.units) }
        if invocation.format != nil { forThisRunOnly.insert(.format) }
        if invocation.offline { forThisRunOnly.insert(.mode) }
        if invocation.provider != nil { forThisRunOnly.insert(.provider) }
        return (state, forThisRunOnly)
    }
}
