import CoreModel
import CoreSupport
import FoundationEssentials

extension DatedDay {
    /// The day as a forecast day (its time the place's local noon), so the tabs' parts draw it;
    /// nil without both a high and a low, which a forecast day cannot lack.
    package func forecastDay(offset: Int) -> Forecast.Day? {
        guard let high, let low else { return nil }
        return Forecast.Day(
            time: noon(offset: offset), low: low, high: high, temperatures: temperatures, sunrise: sunrise, sunset: sunset,
            pressure: pressure, humidity: humidity, wind: wind, conditions: conditions, clouds: clouds, precipitationChance: chance,
            rain: rain, snow: snow)
    }

    /// The place's local noon on the day, seconds since 1970.
    package func noon(offset: Int) -> Int64 { Int64(date.daysSince1970) * 86_400 - Int64(offset) + 12 * 3600 }
}

extension DatedWeather {
    /// The weather as the tabs' renderers take it: its days (those with a high and a low) as the
    /// forecast's, its hours, its first answer behind it for `raw` and `explain`.
    package var weatherData: WeatherData { weatherData(withDays: true) }

    /// The same, without the days when they are not wanted (`history` draws its own).
    package func weatherData(withDays: Bool) -> WeatherData {
        let forecast = Forecast(
            timeZone: timeZone, utcOffset: utcOffset, current: nil, hours: hours,
            days: withDays ? days.compactMap { $0.forecastDay(offset: utcOffset) } : [])
        let first = answers.first
        return WeatherData(
            place: place, forecast: forecast, source: requests == 0 ? .cache : .live, fetchedAt: first?.origin.receivedAt,
            origin: first?.origin.url, note: source.rawValue, provider: provider,
            raw: RawAnswers(forecast: answersBody, air: nil, forecastOrigin: first?.origin))
    }

    /// The answers' bodies as `raw` shows them: the one answer, or several as one JSON list.
    package var answersBody: Data? {
        guard answers.count > 1 else { return answers.first?.body }
        var list = Data("[".utf8)
        for (index, answer) in answers.enumerated() {
            if index > 0 { list.append(UInt8(ascii: ",")) }
            list.append(answer.body)
        }
        list.append(UInt8(ascii: "]"))
        return list
    }
}
