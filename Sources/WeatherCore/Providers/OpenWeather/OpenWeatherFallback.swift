import CoreModel
import FoundationEssentials

/// OpenWeather's free 2.5 answers as a forecast, so every tab still has data when a key has no
/// One Call 3.0 subscription.
///
/// `current` comes from `/data/2.5/weather`; `hours` is the 3-hourly forecast as it is (up to 40
/// steps); `days` is up to 5 local days aggregated from those steps and the current observation:
/// lowest and highest temperature, the most significant condition (in its day icon), the highest
/// chance of precipitation, summed rain and snow, the midday values for the rest. There is no
/// zone name, only the 2.5 offset; UV index is absent; dew points are worked out from temperature
/// and humidity.
package enum OpenWeatherFallback {
    /// The most days the free 2.5 forecast covers.
    package static let days = 5
    /// The most 3-hour steps the free 2.5 forecast has.
    package static let steps = 40

    package static func forecast(current: CurrentWeatherResponse, forecast: ForecastResponse) -> Forecast {
        let offset = current.timezone ?? forecast.city?.timezone ?? 0
        let steps = Array(forecast.list.sorted { $0.dt < $1.dt }.prefix(Self.steps))
        var now = current.reading
        now.sunrise = current.sys?.sunrise
        now.sunset = current.sys?.sunset
        // The observation's temp_min/temp_max spread over stations, not over the day: only temp
        // counts; its rain is the last hour's, which the steps already cover.
        var observed = Sample(reading: now, low: now.temperature, high: now.temperature)
        observed.reading.rain = nil
        observed.reading.snow = nil
        let samples = steps.map { Sample($0) } + [observed]
        return Forecast(
            timeZone: nil, utcOffset: offset, current: now, hours: steps.map(\.reading),
            days: days(samples, today: current, offset: offset))
    }

    /// One reading that goes into a day, with the extremes it stands for.
    package struct Sample {
        package var reading: Forecast.Reading
        package var low: Double
        package var high: Double

        package init(reading: Forecast.Reading, low: Double, high: Double) {
            self.reading = reading
            self.low = low
            self.high = high
        }

        package init(_ step: ForecastResponse.Entry) {
            let reading = step.reading
            let celsius = { (kelvin: Double) in kelvin - 273.15 }
            self.init(
                reading: reading, low: min(reading.temperature, celsius(step.main.tempMin ?? step.main.temp)),
                high: max(reading.temperature, celsius(step.main.tempMax ?? step.main.temp)))
        }
    }

    package static func days(_ samples: [Sample], today current: CurrentWeatherResponse, offset: Int) -> [Forecast.Day] {
        let dayOf = { (time: Int64) -> Int64 in floorDiv(time + Int64(offset), 86_400) }
        let today = dayOf(current.dt)
        let grouped = Dictionary(grouping: samples.filter { dayOf($0.reading.time) >= today }, by: { dayOf($0.reading.time) })
        return grouped.keys.sorted().prefix(Self.days).compactMap { day -> Forecast.Day? in
            guard let all = grouped[day]?.sorted(by: { $0.reading.time < $1.reading.time }), !all.isEmpty else { return nil }
            let start = day * 86_400 - Int64(offset)
            let nearest = { (hour: Int64) -> Forecast.Reading? in
                let target = start + hour * 3600
                let best = all.min { abs($0.reading.time - target) < abs($1.reading.time - target) }
                return best.flatMap { abs($0.reading.time - target) <= 5400 ? $0.reading : nil }
            }
            let midday = (all.min { abs($0.reading.time - (start + 43_200)) < abs($1.reading.time - (start + 43_200)) } ?? all[0]).reading
            let readings = all.map(\.reading)
            let rain = readings.compactMap(\.rain).reduce(0, +)
            let snow = readings.compactMap(\.snow).reduce(0, +)
            let isToday = day == today
            return Forecast.Day(
                time: start + 43_200, low: all.map(\.low).min() ?? midday.temperature,
                high: all.map(\.high).max() ?? midday.temperature,
                temperatures: Forecast.PartsOfDay(
                    morning: nearest(6)?.temperature, day: midday.temperature, evening: nearest(18)?.temperature,
                    night: nearest(0)?.temperature),
                feelsLike: Forecast.PartsOfDay(
                    morning: nearest(6)?.feelsLike, day: midday.feelsLike, evening: nearest(18)?.feelsLike,
                    night: nearest(0)?.feelsLike),
                sunrise: isToday ? current.sys?.sunrise : nil, sunset: isToday ? current.sys?.sunset : nil,
                pressure: midday.pressure, humidity: midday.humidity,
                dewPoint: dewPoint(celsius: midday.temperature, humidity: midday.humidity),
                wind: Forecast.Wind(
                    speed: readings.compactMap(\.wind.speed).max(), direction: midday.wind.direction,
                    gust: readings.compactMap(\.wind.gust).max()),
                conditions: mostSignificant(readings, midday: midday.time).map { [$0] } ?? [],
                clouds: midday.clouds, precipitationChance: readings.compactMap(\.precipitationChance).max(),
                rain: rain > 0 ? round2(rain) : nil, snow: snow > 0 ? round2(snow) : nil)
        }
    }

    /// The condition that best sums up a day: the most severe group (thunderstorm, snow, rain,
    /// drizzle, mist and the like, clouds, clear), the heaviest within it, the one nearest midday
    /// on a tie; its icon in the day variant, as One Call's daily icons are.
    package static func mostSignificant(_ readings: [Forecast.Reading], midday: Int64) -> WeatherCondition? {
        let candidates = readings.compactMap { reading in reading.conditions.first.map { ($0, reading.time) } }
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
    package static func severity(_ id: Int) -> Int {
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

    package static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    package static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }
}

extension FreeReading {
    /// The reading in °C, with a dew point worked out (2.5 has none).
    package func reading(chance: Double?) -> Forecast.Reading {
        let celsius = { (kelvin: Double) in kelvin - 273.15 }
        let temperature = celsius(main.temp)
        return Forecast.Reading(
            time: dt, temperature: temperature, feelsLike: main.feelsLike.map(celsius), pressure: main.pressure,
            humidity: main.humidity, dewPoint: OpenWeatherFallback.dewPoint(celsius: temperature, humidity: main.humidity),
            clouds: clouds?.all, visibility: visibility, wind: Forecast.Wind(speed: wind?.speed, direction: wind?.deg, gust: wind?.gust),
            conditions: weather, precipitationChance: chance, rain: rain?.millimetres, snow: snow?.millimetres)
    }
}

extension CurrentWeatherResponse {
    /// The observation; `/weather` has no chance of precipitation.
    package var reading: Forecast.Reading { values.reading(chance: nil) }
}

extension ForecastResponse.Entry {
    package var reading: Forecast.Reading { values.reading(chance: pop) }
}
