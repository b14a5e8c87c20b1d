import CoreFinance
import CoreLanguage
import CoreModel
import CoreSupport

/// The two apps wxsh hosts, each with its tabs: the weather app and the finance calculator.
public enum AppKind: String, CaseIterable, Codable, Sendable {
    case weather, finance
}

/// A command the user typed, parsed and validated: one of the root's own, or one for the app
/// that owns it.
package enum Command: Equatable, Sendable {
    /// `help` or `help TOPIC`.
    case help(topic: String?)
    /// `app weather|finance`
    case app(AppKind)
    /// `format` alone shows the current format.
    case format(OutputFormat?)
    case status
    case quit
    /// `states [text|dot|mermaid] [weather|finance|path]`: the state machine, or a part of it.
    case states(DiagramRequest)
    /// `trace` alone shows it; `trace on|off` turns it on or off.
    case trace(Bool?)
    /// `lang` alone shows the language; `lang CODE` changes it.
    case lang(Language?)
    /// `pause`, `snapshot`: carried out by the runner as they are.
    case demo(DemoCommand)
    /// A command of the weather app (`key` too, which the weather app's provider needs).
    case weather(WeatherCommand)
    /// A command of the finance calculator.
    case finance(FinanceCommand)
}

/// A command the weather app handles.
package enum WeatherCommand: Equatable, Sendable {
    case tab(WeatherTab)
    /// `hourly compact`: the hourly tab listing every 3rd hour.
    case hourlyCompact
    /// `alerts`: every weather alert in full.
    case alerts
    /// `rain`: the next hour or two of precipitation in detail.
    case rain
    /// `charts` alone shows the setting; `charts on|off` draws pictures or leaves them out.
    case charts(Bool?)
    /// `pager` alone shows the setting; `pager on|off` lets tall output go through `$PAGER` or not.
    case pager(Bool?)
    /// `icons` alone shows the setting; `icons auto|image|art|emoji` chooses the big picture.
    case icons(IconChoice?)
    /// `map`, `map wider` (×2), `map closer` (÷2): the area around the place.
    case map(zoom: Double)
    /// `location` alone opens the sheet; with text it changes place.
    case location(String?)
    case search(String)
    /// `units` alone shows the current units.
    case units(Units?)
    case refresh
    /// A file to load, and the units its numbers are in (the API's default, `standard`, if not said).
    case load(path: String, units: Units)
    /// `places`, `places add [PLACE]`, `places remove N|NAME`, `places N`.
    case places(PlacesAction)
    /// `mode` alone shows it; `mode live|offline` sets it.
    case mode(Mode?)
    /// `day N`: one forecast day in detail.
    case day(Int)
    /// `day DATE`: any date's weather, as typed (read in the session's language).
    case dayOn(String)
    /// `history FROM TO`, `history N days|weeks|months`.
    case history(HistoryQuery)
    /// `forecast 16`: the forecast tab with as many days as asked.
    case longForecast(Int)
    /// `key` alone says whether a key is set; `key KEY` saves one.
    case key(String?)
    /// `provider` alone shows it; `provider openweather|open-meteo` switches.
    case provider(ProviderID?)
    /// A bare number: entry N of the numbered list shown last (`search`, `places`).
    case pick(Int)
    /// `wind` alone shows the wind speed unit; `wind km/h` sets it.
    case wind(WindUnit?)
    /// `raw [PATH]`: the provider's answer behind the current tab, or the part at PATH.
    case raw(JSONPath?)
    /// `explain [FIGURE]`, `explain hourly N FIGURE`, `explain day N FIGURE`: where a number on the tab comes from.
    case explain(ExplainQuery)
    /// `ask QUESTION`, or a line that reads as a question: answered from the forecast.
    case ask(AskRequest)
}

/// A command the finance calculator handles.
package enum FinanceCommand: Equatable, Sendable {
    /// A finance tab (`tab loan`, or `loan` alone).
    case tab(FinanceTab)
    /// `set FIELD VALUE`; the core finance parser reads both.
    case set(field: String, value: String)
    /// `clear` (the open tab's fields) or `clear FIELD`.
    case clear(field: String?)
    /// `solve FIELD`
    case solve(field: String)
    /// `show years|payments`
    case showTime(FinanceTimeUnit)
}

/// The span `history` was asked for, as typed.
package enum HistoryQuery: Equatable, Sendable {
    /// `history FROM TO`: two dates.
    case between(String, String)
    /// `history N days|weeks|months`: back from yesterday.
    case back(Int, HistoryUnit)
}

/// The unit of `history N UNIT`.
package enum HistoryUnit: String, CaseIterable, Equatable, Sendable {
    case days, weeks, months
}

/// What `places` was asked to do.
package enum PlacesAction: Equatable, Sendable {
    case list
    /// `places refresh`: the list, with every place fetched even when fresh.
    case refresh
    /// Save the current place, or the one named.
    case add(String?)
    /// By number or by name.
    case remove(String)
    /// Switch to saved place N.
    case show(Int)
}
