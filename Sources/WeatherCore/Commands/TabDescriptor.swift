import CoreFinance
import CoreState

/// One tab's facts in one place: its name and title, what `help TAB` says, and what its name
/// typed alone does.
package struct TabDescriptor: Sendable {
    package let app: AppKind
    package let name: String
    package let title: String
    /// What `help TAB` says.
    package let help: Help
    /// Words that may follow the tab's name, for completion (`hourly compact`).
    package var completions: [String] = []
    /// Whether a lowercased word names the tab (finance tabs have synonyms: `mortgage`, `lump`).
    package let isNamed: @Sendable (String) -> Bool
    /// The tab's name typed alone (as typed, lowercased), and what follows it.
    package let parse: @Sendable (_ typed: String, _ argument: String?) -> Result<Command, CommandError>

    /// What `help TAB` says: what a weather tab shows, or a finance tab's calculator's own help
    /// (`FinanceRenderer.help`, in the user's currency and width).
    package enum Help: Sendable {
        case shows(String)
        case calculator(FinanceTab)
    }
}

extension TabDescriptor {
    /// A weather tab: its name alone shows it; `hourly compact` lists every 3rd hour.
    package static func weather(_ tab: WeatherTab, shows: String) -> TabDescriptor {
        TabDescriptor(
            app: .weather, name: tab.rawValue, title: tab.title, help: .shows(shows),
            completions: tab == .hourly ? ["compact"] : tab == .forecast ? ["16"] : [],
            isNamed: { $0 == tab.rawValue },
            parse: { typed, argument in
                if tab == .forecast, let argument {
                    guard let days = Int(argument), (1...16).contains(days) else {
                        return .failure(CommandError(command: typed, message: "takes a number of days, up to 16 (`forecast 16`)"))
                    }
                    return .success(.weather(days <= 8 ? .tab(.forecast) : .longForecast(days)))
                }
                if tab == .hourly, let argument {
                    return argument.lowercased() == "compact"
                        ? .success(.weather(.hourlyCompact))
                        : .failure(CommandError(command: typed, message: "the only choice is `compact` (every 3rd hour)"))
                }
                return argument == nil
                    ? .success(.weather(.tab(tab)))
                    : .failure(CommandError(command: typed, message: "takes no argument; did you mean `tab \(typed)`?"))
            })
    }

    /// A finance tab: its name (or a synonym) alone opens it.
    package static func finance(_ tab: FinanceTab) -> TabDescriptor {
        TabDescriptor(
            app: .finance, name: tab.rawValue, title: tab.title, help: .calculator(tab), isNamed: { FinanceTab(name: $0) == tab },
            parse: { typed, argument in
                argument == nil
                    ? .success(.finance(.tab(tab)))
                    : .failure(CommandError(command: typed, message: "takes no argument; did you mean `set`?"))
            })
    }

    /// Every tab of both apps, in each app's order.
    package static let all: [TabDescriptor] =
        WeatherTab.allCases.map { weather($0, shows: weatherTabHelp[$0] ?? "") } + FinanceTab.allCases.map(finance)

    /// What each weather tab shows, for `help TAB`.
    // translatable:
    package static let weatherTabHelp: [WeatherTab: String] = [
        .city: "The place's name, the local date and time of the observation, temperature, humidity, pressure and conditions with an icon.",
        .now:
            "Temperature and conditions, today's high and low, feels-like, wind speed and direction, humidity, pressure, visibility, UV index, dew point, cloud cover, sunrise and sunset.",
        .hourly:
            "The next 48 hours: a chart of the temperature with the chance of precipitation under it, then each hour's local time (with the day where it changes), icon, temperature, conditions and chance of precipitation. `hourly compact` lists every 3rd hour.",
        .forecast:
            "The next 8 days: weekday and date, icon, conditions, chance of precipitation, and a bar from the low to the high on the week's common temperature scale.",
        .pollution:
            "Temperature, conditions, high and low, feels-like, and the air quality index (1 Good to 5 Very Poor) with CO, NO, NO2, O3, SO2, PM2.5, PM10 and NH3 in micrograms per cubic metre."
    ]
    // end translatable
}
