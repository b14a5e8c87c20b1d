import FoundationEssentials
import WeatherCore

/// Gets the weather of a span of dates: from the kept answers when they cover it, from the
/// provider otherwise, in as few requests as `DatedPlan` says; offline, only what is kept.
struct DatedFetcher: Sendable {
    var provider: ProviderID
    var openMeteo: OpenMeteoClient?
    var openWeather: OpenWeatherClient?
    /// Why the provider cannot be asked, in one line.
    var unavailable: Phrase
    var cache: DatedCache
    var now: @Sendable () -> Date

    private var seconds: Int64 { Int64(now().timeIntervalSince1970) }

    /// The weather of `range` at `place` (hours too for one day when `hourly`), `today` being the
    /// place's own date.
    func weather(_ place: Place, range: DateRange, hourly: Bool, today: CivilDate, mode: Mode) async -> Result<DatedWeather, FetchFailure> {
        let point = Coordinate(lat: place.lat, lon: place.lon)
        let hourly = hourly && provider == .openMeteo
        var answers: [(part: DatedPlan.Part, answer: DatedAnswer?)] = []
        if provider == .openMeteo, let kept = await cache.lookup(provider, point, range, hourly: hourly, now: seconds) {
            answers = [(DatedPlan.Part(kept.source, kept.range), kept.answer)]
        } else {
            for part in DatedPlan.parts(provider, range: range, today: today) {
                let kept = await cache.lookup(provider, point, part.range, hourly: hourly, now: seconds)
                answers.append((part, kept?.answer))
            }
        }
        let missing = answers.indices.filter { answers[$0].answer == nil }
        if !missing.isEmpty {
            if mode == .offline {
                let span = range.count == 1 ? range.from.iso : "\(range.from.iso) to \(range.to.iso)"
                return .failure(FetchFailure("no weather for \(span) is kept offline; `mode live` fetches it", kind: .offline))
            }
            let fetched = await ask(missing.map { answers[$0].part }, at: point, hourly: hourly)
            for (slot, result) in zip(missing, fetched) {
                switch result {
                case .failure(let failure): return .failure(failure)
                case .success(let answer): answers[slot].answer = answer
                }
            }
        }
        let found = answers.compactMap { item in item.answer.map { (part: item.part, answer: $0) } }
        let weather =
            provider == .openMeteo
            ? DatedPlan.openMeteo(found, place: place, range: range, requests: missing.count)
            : DatedPlan.openWeather(found.map(\.answer), place: place, range: range, requests: missing.count)
        // Only answers that could be read are kept.
        if case .success = weather {
            for slot in missing {
                guard let answer = answers[slot].answer else { continue }
                let part = answers[slot].part
                await cache.store(
                    provider, point, part.range, hourly: hourly, source: part.source, answer: answer,
                    final: DatedPlan.isFinal(part.range, today: today), now: seconds)
            }
        }
        return weather
    }

    /// Asks for every part at once; the answers in the parts' order.
    private func ask(_ parts: [DatedPlan.Part], at point: Coordinate, hourly: Bool) async -> [Result<DatedAnswer, FetchFailure>] {
        let openMeteo = openMeteo
        let openWeather = openWeather
        let unavailable = unavailable
        return await withTaskGroup(of: (Int, Result<DatedAnswer, FetchFailure>).self) { group in
            for (index, part) in parts.enumerated() {
                group.addTask {
                    if let openMeteo {
                        return (index, await openMeteo.dated(DatedPlan.endpoint(part, at: point, hourly: hourly), range: part.range))
                    }
                    if let openWeather {
                        return (index, await openWeather.daySummary(lat: point.lat, lon: point.lon, date: part.range.from))
                    }
                    return (index, .failure(FetchFailure(unavailable, kind: .unauthorized)))
                }
            }
            var results = [Result<DatedAnswer, FetchFailure>](repeating: .failure(.cancelled), count: parts.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
    }
}

extension OpenMeteoClient {
    /// One request for dates: its answer as it came, with where it came from.
    func dated(_ endpoint: OpenMeteoEndpoint, range: DateRange) async -> Result<DatedAnswer, FetchFailure> {
        switch await sendAnswer(endpoint) {
        case .failure(let error): return .failure(error.failure)
        case .success(let answer):
            // Read once, when the days are assembled (`DatedPlan.openMeteo`), which says if it cannot be.
            return .success(DatedAnswer(body: answer.body, origin: origin(endpoint, answer), range: range))
        }
    }
}

extension OpenWeatherClient {
    /// One day's summary: its answer as it came, with where it came from.
    func daySummary(lat: Double, lon: Double, date: CivilDate) async -> Result<DatedAnswer, FetchFailure> {
        let endpoint = OpenWeatherEndpoint.daySummary(lat: lat, lon: lon, date: date)
        switch await fetchAnswer(endpoint) {
        case .failure(let error): return .failure(error == .cancelled ? .cancelled : error.failure)
        case .success(let answer):
            guard (try? JSONDecoder().decode(DaySummary.self, from: answer.body)) != nil else {
                return .failure(FetchFailure("OpenWeather's day summary for \(date.iso) could not be read", kind: .invalidData))
            }
            return .success(
                DatedAnswer(
                    body: answer.body, origin: answerOrigin(endpoint, answer) ?? AnswerOrigin(arrival: .live), range: DateRange(date)))
        }
    }
}
