import CoreModel
import CoreState
import FoundationEssentials

/// Where a figure is in its provider's answer, and the unit the answer gives it in.
extension Explainer {
    package var openMeteo: Bool { data.provider == .openMeteo }

    /// The figure's path in the answer, as `raw PATH` takes it; nil where the answer has none.
    package func path(_ figure: ExplainFigure, row: ExplainQuery.Row?, document: Data?) -> String? {
        switch figure.field {
        case .current(let openWeather, let openMeteo):
            return self.openMeteo ? "current.\(openMeteo)" : "current.\(openWeather)"
        case .today(let openWeather, let openMeteo):
            guard let today = data.forecast.days.first else { return nil }
            let index = openMeteoIndex("daily", time: today.time - 12 * 3600, guess: 0, in: document)
            return self.openMeteo ? "daily.\(openMeteo)[\(index)]" : "daily[0].\(openWeather)"
        case .sun(let name):
            // Open-Meteo's sunrise and sunset now are the first day's.
            return openMeteo ? "daily.\(name)[0]" : "current.\(name)"
        case .hour(let openWeather, let openMeteo):
            guard case .hour(let number)? = row, let hour = hour(row) else { return nil }
            let index = openMeteoIndex("hourly", time: hour.time, guess: number - 1, in: document)
            return self.openMeteo ? "hourly.\(openMeteo)[\(index)]" : "hourly[\(number - 1)].\(openWeather)"
        case .day(let openWeather, let openMeteo):
            guard case .day(let number)? = row, let day = day(row) else { return nil }
            if data.note == DatedSource.daySummary.rawValue {
                // OpenWeather's day summary: one day, its temperatures under `temperature`.
                return ["temp.max": "temperature.max", "temp.min": "temperature.min"][openWeather]
            }
            let index = openMeteoIndex("daily", time: day.time - 12 * 3600, guess: number - 1, in: document)
            return self.openMeteo ? "daily.\(openMeteo)[\(index)]" : "daily[\(number - 1)].\(openWeather)"
        case .component(let openWeather, let openMeteo):
            return self.openMeteo ? openMeteo.map { "current.\($0)" } : "list[0].components.\(openWeather)"
        case .airIndex:
            return openMeteo ? "current" : "list[0].main.aqi"
        case .europeanIndex:
            return openMeteo ? "current.european_aqi" : nil
        case .nextHour:
            return openMeteo ? "minutely_15.precipitation" : "minutely"
        case .conditions:
            return openMeteo ? "current.weather_code" : "current.weather[0].description"
        case .icon:
            return openMeteo ? "current.weather_code" : "current.weather[0].icon"
        case .observed:
            return openMeteo ? "current.time" : "current.dt"
        case .place:
            return openMeteo ? "latitude" : "lat"
        }
    }

    /// The other fields a figure is made from: whether it is day (the icon's `d` or `n`), the
    /// offset from UTC, the longitude.
    package func morePaths(_ figure: ExplainFigure) -> [String] {
        switch figure.field {
        case .icon: return openMeteo ? ["current.is_day"] : []
        case .observed: return [openMeteo ? "utc_offset_seconds" : "timezone_offset"]
        case .place: return [openMeteo ? "longitude" : "lon"]
        default: return []
        }
    }

    /// The row of Open-Meteo's `section` whose `time` is `time`: `guess` when it is (the usual
    /// case), else the first that is; `guess` when none is.
    package func openMeteoIndex(_ section: String, time wanted: Int64, guess: Int, in document: Data?) -> Int {
        guard openMeteo, let document else { return guess }
        func time(at index: Int) -> Int64? { Explainer.text(at: "\(section).time[\(index)]", in: document).flatMap { Int64($0) } }
        if time(at: guess) == wanted { return guess }
        var index = 0
        while index < 1000, let found = time(at: index) {
            if found == wanted { return index }
            index += 1
        }
        return guess
    }

    /// The unit the answer gives the figure in, and where that is said: Open-Meteo's
    /// `current_units` (or `hourly_units`, `daily_units`); for OpenWeather, the request's units
    /// (none sent: kelvin and m/s) or those `load` read the file in.
    package func rawUnit(_ figure: ExplainFigure, row: ExplainQuery.Row?, document: Data?) -> (unit: String, source: String)? {
        if openMeteo {
            let variable: (section: String, name: String)?
            switch figure.field {
            case .current(_, let name), .component(_, let name?): variable = ("current", name)
            case .today(_, let name), .day(_, let name): variable = ("daily", name)
            case .sun(let name): variable = ("daily", name)
            case .hour(_, let name): variable = ("hourly", name)
            case .europeanIndex: variable = ("current", "european_aqi")
            case .nextHour: variable = ("minutely_15", "precipitation")
            case .observed: variable = ("current", "time")
            case .conditions, .icon: variable = ("current", "weather_code")
            case .component(_, nil), .airIndex, .place: variable = nil
            }
            guard let variable, let document else { return nil }
            let path = "\(variable.section)_units.\(variable.name)"
            return Explainer.text(at: path, in: document).map { ($0, path) }
        }
        let origin = origin(air: isAir(figure))
        let units = origin.units
        let source =
            origin.arrival == .file
            ? "`load` read the file as \(units.rawValue)"
            : units == .standard ? "no `units=` in the request: OpenWeather's standard units" : "the request's `units=\(units.rawValue)`"
        let documented = "as OpenWeather documents it"
        switch figure.quantity {
        case .temperature, .shortTemperature: return (units == .standard ? "K" : units.temperatureSymbol, source)
        case .speed: return (units == .imperial ? "mph" : "m/s", source)
        case .direction: return ("°", documented)
        case .percent: return ("%", documented)
        case .pressure: return ("hPa", documented)
        case .distance: return ("m", documented)
        case .uvIndex: return ("UV index", documented)
        case .time: return ("unix seconds", documented)
        case .chance: return ("0–1", documented)
        case .airIndex: return ("1–5", documented)
        case .europeanIndex: return nil
        case .concentration: return ("μg/m³", documented)
        case .nextHour: return ("mm/h", documented)
        case .millimetres: return ("mm", documented)
        case .moonPhase: return ("0–1", documented)
        case .dateTime: return ("unix seconds", documented)
        case .conditions, .icon, .place: return nil
        }
    }
}

extension ExplainFigure {
    /// Open-Meteo's names of the pollutants OpenWeather's index is worked out from, with the
    /// index's limits (as `OpenMeteoAirQuality.breakpoints` has them, in its order).
    package static var openMeteoPollutants: [String] {
        ["sulphur_dioxide", "nitrogen_dioxide", "pm10", "pm2_5", "ozone", "carbon_monoxide"]
    }
}
