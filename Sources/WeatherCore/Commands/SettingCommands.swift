import CoreModel
import CoreState
import CoreSupport

/// The weather app's settings: each shows its value alone and sets it with one word.
package enum SettingCommands {
    /// `units [metric|imperial|standard]`
    package static let units = CommandDescriptor.choosing(
        Units.self, app: .weather, name: "units",
        summary: "change units and re-render",
        details: """
            metric: °C, m/s, km, hPa. imperial: °F, mph, miles, inHg. standard: kelvin, m/s, km, hPa.
            Changing units converts the data already loaded; it costs no request. `units` alone \
            shows the current units. The units are kept across runs.
            """,
        command: { .weather(.units($0)) })

    /// `wind [m/s|km/h|mph|kn]`
    package static let wind = CommandDescriptor(
        app: .weather, name: "wind", usage: "wind [m/s|km/h|mph|kn]",
        summary: "the unit wind speeds are shown in",
        details: """
            Shows every wind speed (the now tab, `day N`, JSON's `wind_speed` with its `wind_unit`) \
            in metres per second, kilometres per hour, miles per hour or knots. Until one is chosen \
            it follows `units` (mph for imperial, m/s otherwise). The choice is kept across runs; \
            `wind` alone shows it.
            """,
        completions: WindUnit.allCases.map(\.symbol),
        parse: { arguments in
            guard let text = arguments.text else { return .success(.weather(.wind(nil))) }
            guard let unit = WindUnit(name: text) else {
                let shown = TerminalSafety.sanitize(String(text.prefix(40)))
                return .failure(arguments.error(.notAWindUnit(shown, units: WindUnit.allCases.map(\.symbol))))
            }
            return .success(.weather(.wind(unit)))
        })

    /// `mode [live|offline]`
    package static let mode = CommandDescriptor.choosing(
        Mode.self, app: .weather, name: "mode",
        summary: "fetch live data, or never touch the network",
        details: """
            `mode offline` never touches the network: every place shows the bundled data or its \
            last live result, with its age. `mode live` fetches (with an API key). When the \
            network is down, wxsh shows cached data and tries again on the next command that needs \
            data. The mode is kept across runs; `--offline` sets it for one run.
            """,
        command: { .weather(.mode($0)) })

    /// `charts [on|off]`
    package static let charts = CommandDescriptor.onOff(
        app: .weather, name: "charts",
        summary: "show the setting, or draw charts and bars (on) or leave them out (off)",
        details: """
            `charts off` leaves out the hourly chart and the forecast's bars, for screen readers \
            and plain logs; `charts on` (the default) draws them again. Saved between runs.
            """,
        command: { .weather(.charts($0)) })

    /// `icons [auto|image|art|emoji]`
    package static let icons = CommandDescriptor.choosing(
        IconChoice.self, app: .weather, name: "icons",
        summary: "show the setting, or choose the big weather picture",
        details: """
            The city, now and pollution tabs show a big picture of the weather: OpenWeather's own \
            image where the terminal shows images (kitty, Ghostty, iTerm2, WezTerm; not in tmux or \
            screen, not in pipes) and wxsh's own ASCII art elsewhere (`auto`, the default); `image` \
            or `art` choose one, `emoji` shows none (the emoji stay in the rows). Saved between runs.
            """,
        command: { .weather(.icons($0)) })

    /// `pager [on|off]`
    package static let pager = CommandDescriptor.onOff(
        app: .weather, name: "pager",
        summary: "show the setting, or page output taller than the terminal (on) or not (off)",
        details: """
            At a terminal, output taller than the screen goes through `$PAGER` (`less -FRX` when \
            PAGER is unset; an empty PAGER or `cat` pages nothing), as git does; never in pipes. \
            `pager off` prints everything straight, as `--no-pager` does for one run. Saved between runs.
            """,
        command: { .weather(.pager($0)) })

    /// `provider [openweather|open-meteo]`
    package static let provider = CommandDescriptor(
        app: .weather, name: "provider", usage: "provider [openweather|open-meteo]",
        summary: "show or switch where weather comes from",
        details: """
            `provider` alone names the weather provider. `provider open-meteo` switches to \
            Open-Meteo, which needs no key (weather data by Open-Meteo.com, CC BY 4.0); \
            `provider openweather` to OpenWeather, which needs an API key (see `key`). The choice \
            is kept across runs, and in live mode the current place is fetched again from the new \
            provider. With no choice saved, wxsh uses OpenWeather when a key is set, else \
            Open-Meteo; `--provider` chooses for one run.
            """,
        completions: ProviderID.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else { return .success(.weather(.provider(nil))) }
            if let provider = ProviderID.named(text) { return .success(.weather(.provider(provider))) }
            return arguments.choice(text, of: ProviderID.self).map { .weather(.provider($0)) }
        })
}
