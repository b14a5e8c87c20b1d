import CoreModel
import CoreState

/// A stored property of one of wxsh's Swift types that a figure's value is decoded into (the
/// provider's wire type) or kept in (wxsh's own model): what a student's "decoded into a Swift
/// struct" looks like in wxsh.
package struct SwiftProperty: Equatable, Sendable {
    /// How it is reached from the decoded value: `OneCall.current.windGust`.
    package let path: String
    /// The type that declares it, nested types with dots (`OneCall.Reading`).
    package let owner: String
    /// The property's name and its declared type: `windGust`, `Double?`.
    package let name: String
    package let type: String

    package init(_ path: String, owner: String, _ name: String, _ type: String) {
        self.path = path
        self.owner = owner
        self.name = name
        self.type = type
    }

    /// `OneCall.current.windGust: Double?`
    package var text: String { "\(path): \(type)" }

    /// Whether the type says the value may be missing (`Double?`, `[…]?`).
    package var isOptional: Bool { type.hasSuffix("?") }
}

/// The Swift properties each figure is decoded into and kept in.
extension Explainer {
    /// `feels_like` as Swift names it: `feelsLike` (the decoders' `SnakeCaseKey`).
    package static func camel(_ name: String) -> String {
        let parts = name.split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func rowIndex(_ row: ExplainQuery.Row?) -> Int {
        switch row {
        case .hour(let number)?, .day(let number)?: return number - 1
        case nil: return 0
        }
    }

    /// The property of the provider's wire type (`OneCall`, `AirPollution`, `OpenMeteoForecast`).
    package func wireProperties(_ figure: ExplainFigure, row: ExplainQuery.Row?) -> [SwiftProperty] {
        let index = rowIndex(row)
        if openMeteo {
            let air = isAir(figure)
            let root = air ? "OpenMeteoAirQuality" : "OpenMeteoForecast"
            func current(_ name: String) -> SwiftProperty {
                SwiftProperty("\(root).current.values[\"\(name)\"]", owner: "OpenMeteoValues", "values", "[String: Double]")
            }
            func forecast(_ name: String, _ type: String) -> SwiftProperty {
                SwiftProperty("\(root).\(name)", owner: "OpenMeteoForecast", name, type)
            }
            func column(_ section: String, _ name: String) -> SwiftProperty {
                SwiftProperty("\(root).\(section).values[\"\(name)\"]", owner: "OpenMeteoColumns", "values", "[String: [Double?]]")
            }
            switch figure.field {
            case .current(_, let name): return [current(name)]
            case .today(_, let name), .day(_, let name): return [column("daily", name)]
            case .sun(let name): return [column("daily", name)]
            case .hour(_, let name):
                if name == "time" { return [SwiftProperty("\(root).hourly.time", owner: "OpenMeteoColumns", "time", "[Int64]")] }
                return [column("hourly", name)]
            case .component(_, let name?): return [current(name)]
            case .component(_, nil): return []
            case .airIndex: return [SwiftProperty("\(root).current", owner: "OpenMeteoAirQuality", "current", "OpenMeteoValues?")]
            case .europeanIndex: return [current("european_aqi")]
            case .nextHour: return [SwiftProperty("\(root).minutely15", owner: "OpenMeteoForecast", "minutely15", "OpenMeteoColumns?")]
            case .conditions: return [current("weather_code")]
            case .icon: return [current("weather_code"), current("is_day")]
            case .observed:
                return [
                    SwiftProperty("\(root).current.time", owner: "OpenMeteoValues", "time", "Int64"), forecast("utcOffsetSeconds", "Int?")
                ]
            case .place: return [forecast("latitude", "Double"), forecast("longitude", "Double")]
            }
        }
        func reading(_ at: String, _ name: String) -> SwiftProperty {
            let swift = Explainer.camel(name)
            let type: String
            switch swift {
            case "temp": type = "Double"
            case "dt": type = "Int64"
            case "sunrise", "sunset": type = "Int64?"
            default: type = "Double?"
            }
            return SwiftProperty("OneCall.\(at).\(swift)", owner: "OneCall.Reading", swift, type)
        }
        func daily(_ name: String) -> SwiftProperty {
            if name.hasPrefix("temp.") {
                let end = String(name.dropFirst(5))
                return SwiftProperty("OneCall.daily[\(index)].temp.\(end)", owner: "OneCall.Temperatures", end, "Double")
            }
            return SwiftProperty(
                "OneCall.daily[\(index)].\(Explainer.camel(name))", owner: "OneCall.Daily", Explainer.camel(name), "Double?")
        }
        let condition = SwiftProperty("OneCall.current.weather", owner: "OneCall.Reading", "weather", "[WeatherCondition]?")
        switch figure.field {
        case .current(let name, _): return [reading("current", name)]
        case .today(let name, _): return [daily(name)]
        case .day(let name, _): return [daily(name)]
        case .sun(let name): return [reading("current", name)]
        case .hour(let name, _): return [reading("hourly[\(index)]", name)]
        case .component(let name, _):
            return [SwiftProperty("AirPollution.list[0].components.\(name)", owner: "AirQuality.Components", name, "Double?")]
        case .airIndex: return [SwiftProperty("AirPollution.list[0].main.aqi", owner: "AirPollution.Main", "aqi", "Int")]
        case .europeanIndex: return []
        case .nextHour: return [SwiftProperty("OneCall.minutely", owner: "OneCall", "minutely", "[Minutely]?")]
        case .conditions:
            return [condition, SwiftProperty("OneCall.current.weather[0].description", owner: "WeatherCondition", "description", "String")]
        case .icon: return [condition, SwiftProperty("OneCall.current.weather[0].icon", owner: "WeatherCondition", "icon", "String")]
        case .observed:
            return [reading("current", "dt"), SwiftProperty("OneCall.timezoneOffset", owner: "OneCall", "timezoneOffset", "Int?")]
        case .place:
            return [
                SwiftProperty("OneCall.lat", owner: "OneCall", "lat", "Double"),
                SwiftProperty("OneCall.lon", owner: "OneCall", "lon", "Double")
            ]
        }
    }

    /// The property of wxsh's own model (`WeatherData`, `Forecast`, `AirQuality`, `Place`) the tab reads.
    package func modelProperties(_ figure: ExplainFigure, row: ExplainQuery.Row?) -> [SwiftProperty] {
        let index = rowIndex(row)
        func reading(_ at: String, _ key: FigureKey) -> SwiftProperty? {
            let base = "Forecast.\(at)"
            switch key {
            case .time: return SwiftProperty("\(base).time", owner: "Forecast.Reading", "time", "Int64")
            case .temperature: return SwiftProperty("\(base).temperature", owner: "Forecast.Reading", "temperature", "Double")
            case .feelsLike, .humidity, .pressure, .visibility, .clouds:
                let name = Explainer.camel(key.rawValue)
                return SwiftProperty("\(base).\(name)", owner: "Forecast.Reading", name, "Double?")
            case .dewPoint: return SwiftProperty("\(base).dewPoint", owner: "Forecast.Reading", "dewPoint", "Double?")
            case .uvi: return SwiftProperty("\(base).uvIndex", owner: "Forecast.Reading", "uvIndex", "Double?")
            case .windSpeed: return SwiftProperty("\(base).wind.speed", owner: "Forecast.Wind", "speed", "Double?")
            case .windDirection: return SwiftProperty("\(base).wind.direction", owner: "Forecast.Wind", "direction", "Double?")
            case .windGust: return SwiftProperty("\(base).wind.gust", owner: "Forecast.Wind", "gust", "Double?")
            case .sunrise, .sunset: return SwiftProperty("\(base).\(key.rawValue)", owner: "Forecast.Reading", key.rawValue, "Int64?")
            case .pop:
                return SwiftProperty("\(base).precipitationChance", owner: "Forecast.Reading", "precipitationChance", "Double?")
            default: return nil
            }
        }
        func day(_ at: Int) -> SwiftProperty? {
            let base = "Forecast.days[\(at)]"
            switch figure.key {
            case .high, .low: return SwiftProperty("\(base).\(figure.key.rawValue)", owner: "Forecast.Day", figure.key.rawValue, "Double")
            case .pop: return SwiftProperty("\(base).precipitationChance", owner: "Forecast.Day", "precipitationChance", "Double?")
            default: return nil
            }
        }
        let condition = SwiftProperty("Forecast.current.conditions", owner: "Forecast.Reading", "conditions", "[WeatherCondition]")
        switch figure.field {
        case .current, .sun: return reading("current", figure.key).map { [$0] } ?? []
        case .hour: return reading("hours[\(index)]", figure.key).map { [$0] } ?? []
        case .today: return day(0).map { [$0] } ?? []
        case .day: return day(index).map { [$0] } ?? []
        case .component:
            let name = figure.key.rawValue
            return [SwiftProperty("WeatherData.air.components.\(name)", owner: "AirQuality.Components", name, "Double?")]
        case .airIndex: return [SwiftProperty("WeatherData.air.index", owner: "AirQuality", "index", "Int")]
        case .europeanIndex: return [SwiftProperty("WeatherData.air.europeanIndex", owner: "AirQuality", "europeanIndex", "Int?")]
        case .nextHour: return [SwiftProperty("Forecast.nextHour", owner: "Forecast", "nextHour", "[Minute]?")]
        case .conditions:
            return [
                condition, SwiftProperty("Forecast.current.conditions[0].description", owner: "WeatherCondition", "description", "String")
            ]
        case .icon: return [condition, SwiftProperty("Forecast.current.conditions[0].icon", owner: "WeatherCondition", "icon", "String")]
        case .observed:
            return [
                SwiftProperty("Forecast.current.time", owner: "Forecast.Reading", "time", "Int64"),
                SwiftProperty("Forecast.utcOffset", owner: "Forecast", "utcOffset", "Int"),
                SwiftProperty("Forecast.timeZone", owner: "Forecast", "timeZone", "String?")
            ]
        case .place:
            return [
                SwiftProperty("WeatherData.place", owner: "WeatherData", "place", "Place"),
                SwiftProperty("WeatherData.place.name", owner: "Place", "name", "String")
            ]
        }
    }
}
