import CoreState

/// `rain`: the next hour or two of precipitation, from the provider's minute data.
package enum RainCommand {
    package static let rain = CommandDescriptor(
        app: .weather, name: "rain", usage: "rain",
        summary: "the next hour or two of rain, and when it starts or stops",
        details: """
            Shows the precipitation the provider expects over the next hour (OpenWeather: each \
            minute for 61 minutes) or two (Open-Meteo: 15-minute steps, real in Central Europe \
            and North America, interpolated elsewhere) as a chart over a time axis in the \
            place's own time, in three named bands: light under 2.5 mm/h, moderate 2.5 to 7.6, \
            heavy above 7.6. Under it, the same summary as the now tab's `Next hour` line: dry, \
            rain from HH:MM (in N min) until HH:MM, rain now and stopping about HH:MM, or rain \
            throughout. Some places, and loaded 2.5 documents, have no minute data: it says so.
            """,
        parse: { $0.none(.weather(.rain)) })
}
