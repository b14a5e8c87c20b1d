import Foundation

extension OneCall {
    /// The most days the free 2.5 forecast covers.
    static let fallbackDays = 5
    /// The most 3-hour steps the free 2.5 forecast has.
    static let fallbackSteps = 40

    /// A One Call document built from the free 2.5 endpoints, so every tab still has data when a
    /// key has no One Call 3.0 subscription.
    ///
    /// `current` comes from `/data/2.5/weather`; `hourly` is the 3-hourly forecast as it is (up
    /// to 40 steps); `daily` is up to 5 local days aggregated from those steps and the current
    /// observation: lowest and highest temperature, the most significant condition (in its day
    /// icon), the highest chance of precipitation, summed rain and snow, the midday values for
    /// the rest. There is no zone name, only the 2.5 offset; UV index is absent; dew points are
    /// computed from temperature and humidity.
    /// - Parameters:
    ///   - lat: the requested latitude, used when the answers carry no coordinates.
    ///   - lon: the requested longitude.
    static func fromFreeEndpoints(
        current: CurrentWeatherResponse, forecast: ForecastResponse,
        lat: Double, lon: Double
    ) -> OneCall {
        let offset = current.timezone ?? forecast.city?.timezone ?? 0
        let steps = Array(forecast.list.sorted { $0.dt < $1.dt }.prefix(fallbackSteps))
        let now = OneCall.Current(
            dt: current.dt, sunrise: current.sys?.sunrise, sunset: current.sys?.sunset,
            temp: current.main.temp, feelsLike: current.main.feelsLike, pressure: current.main.pressure,
            humidity: current.main.humidity,
            dewPoint: OneCall.dewPoint(kelvin: current.main.temp, humidity: current.main.humidity),
            uvi: nil, clouds: current.clouds?.all, visibility: current.visibility,
            windSpeed: current.wind?.speed, windDeg: current.wind?.deg, windGust: current.wind?.gust,
            weather: current.weather, rain: current.rain, snow: current.snow)
        let hourly = steps.map { step in
            OneCall.Hourly(
                dt: step.dt, temp: step.main.temp, feelsLike: step.main.feelsLike, pressure: step.main.pressure,
                humidity: step.main.humidity,
                dewPoint: OneCall.dewPoint(kelvin: step.main.temp, humidity: step.main.humidity),
                uvi: nil, clouds: step.clouds?.all, visibility: step.visibility, windSpeed: step.wind?.speed,
                windDeg: step.wind?.deg, windGust: step.wind?.gust, weather: step.weather, pop: step.pop,
                rain: step.rain, snow: step.snow)
        }
        return OneCall(
            lat: current.coord?.lat ?? forecast.city?.coord?.lat ?? lat,
            lon: current.coord?.lon ?? forecast.city?.coord?.lon ?? lon,
            timezone: nil, timezoneOffset: offset, current: now, minutely: nil, hourly: hourly,
            daily: dailyFromSteps(current: current, steps: steps, offset: offset), alerts: nil)
    }

    /// One reading that goes into a day: a forecast step, or the current observation.
    private struct Reading {
        var dt: Int64
        var temp: Double
        var low: Double
        var high: Double
        var feelsLike: Double?
        var pressure: Double?
        var humidity: Double?
        var clouds: Double?
        var windSpeed: Double?
        var windDeg: Double?
        var windGust: Double?
        var weather: [WeatherCondition]
        var pop: Double?
        /// Millimetres in this step; nil for the current observation, which would count twice.
        var rain: Double?
        var snow: Double?
    }

    private static func dailyFromSteps(current: CurrentWeatherResponse, steps: [ForecastResponse.Entry], offset: Int) -> [Daily] {
        var readings = steps.map { step in
            Reading(
                dt: step.dt, temp: step.main.temp,
                low: min(step.main.temp, step.main.tempMin ?? step.main.temp),
                high: max(step.main.temp, step.main.tempMax ?? step.main.temp),
                feelsLike: step.main.feelsLike, pressure: step.main.pressure, humidity: step.main.humidity,
                clouds: step.clouds?.all, windSpeed: step.wind?.speed, windDeg: step.wind?.deg,
                windGust: step.wind?.gust, weather: step.weather, pop: step.pop,
                rain: step.rain?.millimetres, snow: step.snow?.millimetres)
        }
        // The observation's temp_min/temp_max spread over stations, not over the day: only temp counts.
        readings.append(
            Reading(
                dt: current.dt, temp: current.main.temp, low: current.main.temp, high: current.main.temp,
                feelsLike: current.main.feelsLike, pressure: current.main.pressure, humidity: current.main.humidity,
                clouds: current.clouds?.all, windSpeed: current.wind?.speed, windDeg: current.wind?.deg,
                windGust: current.wind?.gust, weather: current.weather, pop: nil, rain: nil, snow: nil))

        let dayOf = { (dt: Int64) -> Int64 in OneCall.floorDiv(dt + Int64(offset), 86_400) }
        let today = dayOf(current.dt)
        let grouped = Dictionary(grouping: readings.filter { dayOf($0.dt) >= today }, by: { dayOf($0.dt) })
        return grouped.keys.sorted().prefix(fallbackDays).compactMap { day -> Daily? in
            guard let all = grouped[day]?.sorted(by: { $0.dt < $1.dt }), !all.isEmpty else { return nil }
            let start = day * 86_400 - Int64(offset)
            let nearest = { (hour: Int64) -> Reading? in
                let target = start + hour * 3600
                let best = all.min { abs($0.dt - target) < abs($1.dt - target) }
                return best.flatMap { abs($0.dt - target) <= 5400 ? $0 : nil }
            }
            let midday = all.min { abs($0.dt - (start + 43_200)) < abs($1.dt - (start + 43_200)) } ?? all[0]
            let rain = all.compactMap(\.rain).reduce(0, +)
            let snow = all.compactMap(\.snow).reduce(0, +)
            let pops = all.compactMap(\.pop)
            let isToday = day == today
            return Daily(
                dt: start + 43_200,
                sunrise: isToday ? current.sys?.sunrise : nil, sunset: isToday ? current.sys?.sunset : nil,
                temp: Temperatures(
                    day: midday.temp, min: all.map(\.low).min() ?? midday.temp,
                    max: all.map(\.high).max() ?? midday.temp,
                    night: nearest(0)?.temp, eve: nearest(18)?.temp, morn: nearest(6)?.temp),
                feelsLike: FeelsLike(
                    day: midday.feelsLike, night: nearest(0)?.feelsLike,
                    eve: nearest(18)?.feelsLike, morn: nearest(6)?.feelsLike),
                pressure: midday.pressure, humidity: midday.humidity,
                dewPoint: OneCall.dewPoint(kelvin: midday.temp, humidity: midday.humidity),
                windSpeed: all.compactMap(\.windSpeed).max(), windDeg: midday.windDeg,
                windGust: all.compactMap(\.windGust).max(),
                weather: OneCall.mostSignificant(all, midday: midday.dt).map { [$0] } ?? [],
                clouds: midday.clouds, pop: pops.max(),
                rain: rain > 0 ? Precipitation(millimetres: OneCall.round2(rain), hours: 24) : nil,
                snow: snow > 0 ? Precipitation(millimetres: OneCall.round2(snow), hours: 24) : nil,
                uvi: nil)
        }
    }

    /// The condition that best sums up a day: the most severe group (thunderstorm, snow, rain,
    /// drizzle, mist and the like, clouds, clear), the heaviest within it, the one nearest midday
    /// on a tie; its icon in the day variant, as One Call's daily icons are.
    private static func mostSignificant(_ readings: [Reading], midday: Int64) -> WeatherCondition? {
        let candidates = readings.compactMap { reading in reading.weather.first.map { ($0, reading.dt) } }
        let best = candidates.max { a, b in
            let (ra, rb) = (severity(a.0.id), severity(b.0.id))
            if ra != rb { return ra < rb }
            return abs(a.1 - midday) > abs(b.1 - midday)
        }
        guard var condition = best?.0 else { return nil }
        if condition.icon.hasSuffix("n") { condition.icon = String(condition.icon.dropLast()) + "d" }
        return condition
    }

    /// A rank for an OpenWeather condition code: the group first, then the code within it.
    private static func severity(_ id: Int) -> Int {
        let group: Int
        switch id / 100 {
        case 2: group = 6
        case 6: group = 5
        case 5: group = 4
        case 3: group = 3
        case 7: group = 2
        case 8: group = id == 800 ? 0 : 1
        default: group = 0
        }
        return group * 1000 + id % 1000
    }

    /// The dew point (kelvin) from temperature and relative humidity, by the Magnus formula
    /// (within about 0.4 K between -45 °C and 60 °C).
    static func dewPoint(kelvin: Double, humidity: Double?) -> Double? {
        guard let humidity, humidity > 0, humidity <= 100, kelvin.isFinite else { return nil }
        let celsius = kelvin - 273.15
        let gamma = log(humidity / 100) + 17.62 * celsius / (243.12 + celsius)
        return round2(243.12 * gamma / (17.62 - gamma) + 273.15)
    }

    static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }
}
