import CoreLanguage
import CoreState

/// A figure a weather tab shows, the model value it is drawn from and where each provider's
/// answer has it: the table `explain` reads.
package struct ExplainFigure: Sendable {
    /// The key the tab's JSON uses (`feels_like`), which `explain` also takes.
    package let key: FigureKey
    /// The label as the tab shows it, in English (the catalog's key).
    package let label: Phrase
    package let quantity: Quantity
    package let field: Field

    /// What kind of number it is, which decides its conversion and its formatting.
    package enum Quantity: Sendable {
        /// `21.4 °C`: one decimal, the unit after it.
        case temperature
        /// `21°`: whole degrees, for rows.
        case shortTemperature
        case speed, direction, percent, pressure, distance, uvIndex, time
        /// Probability of precipitation: `40%`.
        case chance
        /// OpenWeather's 1–5 air quality index and its name.
        case airIndex
        /// Open-Meteo's European AQI.
        case europeanIndex
        /// A pollutant in μg/m³ with two decimals.
        case concentration
        /// The next hour's precipitation, summarised.
        case nextHour
        /// Rain or snow: `1.2 mm`.
        case millimetres
        /// The moon's phase, 0–1, and its name.
        case moonPhase
        /// The conditions in words (`Light rain`).
        case conditions
        /// The conditions' icon code (`10d`), drawn as its glyph or image.
        case icon
        /// The observation's local date, time and zone.
        case dateTime
        /// The place's name.
        case place
    }

    /// Where the answers have it: the field's name in OpenWeather's answer and in Open-Meteo's.
    package enum Field: Sendable {
        /// `current.temp` / `current.temperature_2m`.
        case current(openWeather: String, openMeteo: String)
        /// Today's: `daily[0].temp.max` / `daily.temperature_2m_max[0]`.
        case today(openWeather: String, openMeteo: String)
        /// Sunrise and sunset: `current.sunrise` / `daily.sunrise[0]`.
        case sun(String)
        /// Hour row N: `hourly[N-1].temp` / `hourly.temperature_2m[N-1]`.
        case hour(openWeather: String, openMeteo: String)
        /// Forecast row N: `daily[N-1].temp.max` / `daily.temperature_2m_max[N-1]`.
        case day(openWeather: String, openMeteo: String)
        /// A pollutant: `list[0].components.pm2_5` / `current.pm2_5`; nil where the provider has none.
        case component(openWeather: String, openMeteo: String?)
        /// `list[0].main.aqi`; Open-Meteo's is worked out from `current`'s pollutants.
        case airIndex
        /// `current.european_aqi` (Open-Meteo only).
        case europeanIndex
        /// `minutely` / `minutely_15.precipitation`.
        case nextHour
        /// `current.weather[0].description` / `current.weather_code`.
        case conditions
        /// `current.weather[0].icon` / `current.weather_code` and `current.is_day`.
        case icon
        /// `current.dt` and `timezone_offset` / `current.time` and `utc_offset_seconds`.
        case observed
        /// `lat` and `lon` / `latitude` and `longitude`: the answer has only the coordinates.
        case place
    }

    package init(_ key: FigureKey, _ label: Phrase, _ quantity: Quantity, _ field: Field) {
        self.key = key
        self.label = label
        self.quantity = quantity
        self.field = field
    }

    // MARK: - The tables

    // translatable: (first) — each figure's label, said in the session's language
    package static let temperature = ExplainFigure(
        .temperature, "Temperature", .temperature, .current(openWeather: "temp", openMeteo: "temperature_2m"))
    package static let feelsLike = ExplainFigure(
        .feelsLike, "Feels like", .temperature, .current(openWeather: "feels_like", openMeteo: "apparent_temperature"))
    package static let high = ExplainFigure(.high, "High", .temperature, .today(openWeather: "temp.max", openMeteo: "temperature_2m_max"))
    package static let low = ExplainFigure(.low, "Low", .temperature, .today(openWeather: "temp.min", openMeteo: "temperature_2m_min"))
    package static let humidity = ExplainFigure(
        .humidity, "Humidity", .percent, .current(openWeather: "humidity", openMeteo: "relative_humidity_2m"))
    package static let pressure = ExplainFigure(
        .pressure, "Pressure", .pressure, .current(openWeather: "pressure", openMeteo: "pressure_msl"))

    /// The city tab's figures, in its order: the header, the conditions line, the readings.
    package static let city: [ExplainFigure] = [
        ExplainFigure(.place, "Place", .place, .place),
        ExplainFigure(.time, "Date", .dateTime, .observed),
        ExplainFigure(.icon, "Icon", .icon, .icon),
        ExplainFigure(.conditions, "Conditions", .conditions, .conditions),
        temperature, humidity, pressure
    ]

    /// The now tab's figures, in its order.
    package static let now: [ExplainFigure] = [
        temperature, feelsLike, high, low,
        ExplainFigure(.windSpeed, "Wind", .speed, .current(openWeather: "wind_speed", openMeteo: "wind_speed_10m")),
        ExplainFigure(.windDirection, "Direction", .direction, .current(openWeather: "wind_deg", openMeteo: "wind_direction_10m")),
        ExplainFigure(.windGust, "Gusts", .speed, .current(openWeather: "wind_gust", openMeteo: "wind_gusts_10m")),
        humidity, pressure,
        ExplainFigure(.visibility, "Visibility", .distance, .current(openWeather: "visibility", openMeteo: "visibility")),
        ExplainFigure(.uvi, "UV index", .uvIndex, .current(openWeather: "uvi", openMeteo: "uv_index")),
        ExplainFigure(.dewPoint, "Dew point", .temperature, .current(openWeather: "dew_point", openMeteo: "dew_point_2m")),
        ExplainFigure(.clouds, "Clouds", .percent, .current(openWeather: "clouds", openMeteo: "cloud_cover")),
        ExplainFigure(.sunrise, "Sunrise", .time, .sun("sunrise")),
        ExplainFigure(.sunset, "Sunset", .time, .sun("sunset")),
        ExplainFigure(.nextHour, "Next hour", .nextHour, .nextHour)
    ]
    // end translatable

    /// The pollution tab's figures, in its order.
    package static let pollution: [ExplainFigure] =
        [
            temperature, feelsLike, high, low,
            ExplainFigure(.aqi, "Air quality", .airIndex, .airIndex),
            ExplainFigure(.europeanAQI, "European AQI", .europeanIndex, .europeanIndex)
        ]
        + [
            (FigureKey.co, "CO", "carbon_monoxide"), (.no, "NO", nil), (.no2, "NO2", "nitrogen_dioxide"), (.o3, "O3", "ozone"),
            (.so2, "SO2", "sulphur_dioxide"), (.pm2_5, "PM2.5", "pm2_5"), (.pm10, "PM10", "pm10"), (.nh3, "NH3", "ammonia")
        ].map { key, label, openMeteo in
            ExplainFigure(key, "\(label)", .concentration, .component(openWeather: key.rawValue, openMeteo: openMeteo))
        }

    /// An hour row's figures (`explain hourly N FIGURE`).
    // translatable: (first)
    package static let hour: [ExplainFigure] = [
        ExplainFigure(.time, "Time", .time, .hour(openWeather: "dt", openMeteo: "time")),
        ExplainFigure(.temperature, "Temperature", .shortTemperature, .hour(openWeather: "temp", openMeteo: "temperature_2m")),
        ExplainFigure(.pop, "Chance of precipitation", .chance, .hour(openWeather: "pop", openMeteo: "precipitation_probability"))
    ]

    /// A forecast row's figures (`explain day N FIGURE`).
    package static let day: [ExplainFigure] = [
        ExplainFigure(.pop, "Chance of precipitation", .chance, .day(openWeather: "pop", openMeteo: "precipitation_probability_max")),
        ExplainFigure(.low, "Low", .shortTemperature, .day(openWeather: "temp.min", openMeteo: "temperature_2m_min")),
        ExplainFigure(.high, "High", .shortTemperature, .day(openWeather: "temp.max", openMeteo: "temperature_2m_max"))
    ]
    // end translatable

    /// The figures of `tab`, or of a row of it.
    package static func figures(tab: WeatherTab, row: ExplainQuery.Row?) -> [ExplainFigure] {
        switch row {
        case .hour?: return hour
        case .day?: return day
        case nil:
            switch tab {
            case .city: return city
            case .now: return now
            case .pollution: return pollution
            case .hourly, .forecast: return []
            }
        }
    }

    /// Whether `name` (any case; `_`, `-` and spaces alike) names this figure: its key or its label
    /// in English or in `words`' language.
    package func isNamed(_ name: String, words: Words) -> Bool {
        let wanted = ExplainFigure.normalised(name)
        return ([key.rawValue, label.english, words(label)] + fieldNames).contains { ExplainFigure.normalised($0) == wanted }
    }

    /// The field's names in the providers' answers (`temp`, `temperature_2m`, `wind_deg`), which
    /// `explain` takes too.
    package var fieldNames: [String] {
        switch field {
        case .current(let openWeather, let openMeteo), .today(let openWeather, let openMeteo), .hour(let openWeather, let openMeteo),
            .day(let openWeather, let openMeteo):
            return [openWeather, openMeteo]
        case .component(_, let openMeteo): return openMeteo.map { [$0] } ?? []
        case .sun(let name): return [name]
        case .airIndex, .europeanIndex, .nextHour: return []
        case .conditions: return ["description", "weather", "weather_code"]
        case .icon: return ["icon_url", "image"]
        case .observed: return ["dt", "date", "timezone_offset", "utc_offset_seconds"]
        case .place: return ["name", "lat", "lon", "location"]
        }
    }

    package static func normalised(_ text: String) -> String {
        text.lowercased().map { $0 == "_" || $0 == "-" ? " " : $0 }.reduce(into: "") { $0.append($1) }
            .split(separator: " ").joined(separator: " ")
    }
}
