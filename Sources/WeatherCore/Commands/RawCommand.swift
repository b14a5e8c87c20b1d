import CoreState
import CoreSupport

/// `raw`: the provider's answer behind the current tab, as it came.
package enum RawCommand {
    package static let descriptor = CommandDescriptor(
        app: .weather, name: "raw", usage: "raw [PATH]",
        summary: "the provider's answer behind the current tab, as indented JSON",
        details: """
            Prints the JSON document the current tab is drawn from, indented, and nothing else: \
            the forecast answer on the weather tabs, the air quality answer on the pollution tab \
            (OpenWeather's or Open-Meteo's, the bundled London files, or a file read with `load`). \
            Keys and numbers are as the provider sent them, so `wxsh -c raw | jq .current` shows \
            where each number on screen comes from (every command prints its own view: run `raw` \
            on its own to pipe it; the place and tab are kept between runs). The API key is never \
            in it. \
            With `format json` the document is printed on one line.
            `raw PATH` prints only the part at PATH, written as jq writes it: `raw current.temp`, \
            `raw hourly[0]`, `raw daily.temperature_2m_max[2]`, `raw list[0].components.pm2_5`. \
            A path that is not in the answer is an error naming the first part missing.
            """,
        parse: { arguments in
            guard let text = arguments.text else { return .success(.weather(.raw(nil))) }
            guard let path = JSONPath(text) else {
                let shown = TerminalSafety.sanitize(String(text.prefix(60)))
                return .failure(arguments.error(.notAPath(shown)))
            }
            return .success(.weather(.raw(path)))
        })
}
