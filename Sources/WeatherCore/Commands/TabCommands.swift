import CoreFinance
import CoreState

/// `tab NAME` in each app (a tab's name alone is its `TabDescriptor`'s).
package enum TabCommands {
    /// `tab city|now|hourly|forecast|pollution` (or `show TAB`)
    package static let weather = CommandDescriptor(
        app: .weather, name: "tab", synonyms: ["show"], usage: "tab city|now|hourly|forecast|pollution",
        summary: "switch to a tab and render it",
        details: """
            Switches to a tab and renders it. `show TAB` and the bare tab name do the same.
            So does its name or heading in `lang`'s language: `tab vorhersage`, `tab 予報`.
              city       place, local date and time, temperature, humidity, pressure, conditions
              now        the details: feels-like, high and low, wind, visibility, UV, dew point, sun
              hourly     a chart of the next 48 hours, then each (`hourly compact`: every 3rd)
              forecast   the next 8 days
              pollution  weather with the air quality index and pollutant concentrations
            """,
        completions: WeatherTab.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else {
                return .failure(arguments.error(.whichTab(arguments.command.completions)))
            }
            let (tabName, rest) = text.splitFirstWord()
            if tabName.lowercased() == "hourly", rest.lowercased() == "compact" { return .success(.weather(.hourlyCompact)) }
            return arguments.choice(text, of: WeatherTab.self).map { .weather(.tab($0)) }
        })

    /// `tab savings|compound|loan`
    package static let finance = CommandDescriptor(
        app: .finance, name: "tab", usage: "tab savings|compound|loan",
        summary: "switch to a calculator and show its fields",
        details: """
            Switches to one of the finance calculator's tabs. The bare tab name does the same.
              savings    a lump sum growing with monthly compound interest, no contributions
              compound   savings with an initial sum and a monthly contribution
              loan       a loan or mortgage repaid in equal monthly payments
            """,
        completions: FinanceTab.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else {
                return .failure(arguments.error(.whichTab(arguments.command.completions)))
            }
            if let tab = FinanceTab(name: text) { return .success(.finance(.tab(tab))) }
            if WeatherTab(rawValue: text.lowercased()) != nil {
                return .failure(arguments.error(.weatherTab(text.lowercased())))
            }
            return arguments.choice(text, of: FinanceTab.self).map { .finance(.tab($0)) }
        })
}
