import FoundationEssentials
import WeatherCore

/// Several points in one round trip: Open-Meteo takes comma-separated coordinates (up to 100 a
/// request) and answers a list, so `places` asks for every stale place with one forecast and one
/// air-quality request. A batch that fails as a whole (a status, the network, an answer that is
/// not a list of one document a point), or is slow, is asked one point at a time too, so that
/// each place that fails keeps its own reason, within the batch's one deadline.
extension OpenMeteoClient {
    func weather(at points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    {
        let size = OpenMeteoEndpoint.pointsPerRequest
        let batches = stride(from: 0, to: points.count, by: size).map { Array(points[$0..<min($0 + size, points.count)]) }
        return await withTaskGroup(of: (Int, [Result<(FetchedWeather, FetchedBodies), FetchFailure>]).self) { group in
            for (index, batch) in batches.enumerated() {
                group.addTask { (index, await weather(batch: batch, arrived: arrived)) }
            }
            var answers = [[Result<(FetchedWeather, FetchedBodies), FetchFailure>]](repeating: [], count: batches.count)
            for await (index, answer) in group { answers[index] = answer }
            return answers.flatMap { $0 }
        }
    }

    /// How long a batch may go unanswered before its places are also asked one by one.
    static let askEachAfter: Duration = .seconds(3)

    /// What a batch's tasks bring back.
    private enum Outcome: Sendable {
        case batch(Result<[Data], OpenMeteoError>, Result<[Data], OpenMeteoError>)
        case askEach
        case each([Result<(FetchedWeather, FetchedBodies), FetchFailure>])
    }

    /// At most 100 points: one forecast and one air-quality request. A batch that fails, or has
    /// not answered after `askEachAfter` (one slow point holds up the whole answer), has its
    /// places asked one by one as well, alongside it; every request of the batch shares one
    /// deadline, so a place waits its 30 s once, never again after the batch timed out, and
    /// the healthy places show as soon as they answer.
    private func weather(batch points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    {
        // One point is asked as `location` asks it: Open-Meteo answers a single point with an object.
        guard points.count > 1 else { return await oneByOne(points, arrived: arrived) }
        let started = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        var client = self
        client.deadline = deadline ?? ContinuousClock.now + .milliseconds(Int64(totalTimeout * 1000))
        let timed = client
        return await withTaskGroup(of: Outcome.self, returning: [Result<(FetchedWeather, FetchedBodies), FetchFailure>].self) {
            group in
            group.addTask { await timed.batchOutcome(points) }
            group.addTask { await OpenMeteoClient.askEachLater() }
            var askingEach = false
            var batchFailed = false
            while let outcome = await group.next() {
                var startEach = false
                switch outcome {
                case .batch(.success(let forecasts), .success(let airs)):
                    group.cancelAll()
                    let quiet: @Sendable () -> Void = {}
                    return await timed.assemble(
                        points, started: started, forecasts: forecasts, airs: airs, arrived: askingEach ? quiet : arrived)
                case .batch(.failure(.cancelled), _), .batch(_, .failure(.cancelled)):
                    group.cancelAll()
                    return points.map { _ in .failure(.cancelled) }
                case .batch:
                    batchFailed = true
                    startEach = true
                case .askEach:
                    startEach = !batchFailed && !Task.isCancelled
                case .each(let answers):
                    group.cancelAll()
                    return answers
                }
                if startEach && !askingEach {
                    askingEach = true
                    group.addTask { await timed.eachOutcome(points, arrived: arrived) }
                }
            }
            return points.map { _ in .failure(.cancelled) }
        }
    }

    /// The batch's two requests, sent together.
    private func batchOutcome(_ points: [Coordinate]) async -> Outcome {
        async let forecastResult = getList(.forecasts(points), count: points.count)
        async let airResult = getList(.airQualities(points), count: points.count)
        let (forecasts, airs) = await (forecastResult, airResult)
        return .batch(forecasts, airs)
    }

    /// Every place alone.
    private func eachOutcome(_ points: [Coordinate], arrived: @escaping @Sendable () -> Void) async -> Outcome {
        .each(await oneByOne(points, arrived: arrived))
    }

    /// The signal to ask each place alone too, `askEachAfter` from now.
    private static func askEachLater() async -> Outcome {
        try? await Task.sleep(for: askEachAfter)
        return .askEach
    }

    /// Each place's weather from a batch's two answers, decoded at once on every core (they all
    /// arrive together).
    private func assemble(
        _ points: [Coordinate], started: Date, forecasts: [Data], airs: [Data], arrived: @escaping @Sendable () -> Void
    ) async -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>] {
        let forecastPath = OpenMeteoEndpoint.forecasts(points).path
        let airPath = OpenMeteoEndpoint.airQualities(points).path
        return await withTaskGroup(of: (Int, Result<(FetchedWeather, FetchedBodies), FetchFailure>).self) { group in
            for index in points.indices {
                group.addTask {
                    let (forecast, air) = (forecasts[index], airs[index])
                    let weather = assemble(
                        at: points[index], started: started,
                        forecast: OpenMeteoAnswer.decode(forecast, as: OpenMeteoForecast.self, path: forecastPath).map { ($0, forecast) },
                        air: OpenMeteoAnswer.decode(air, as: OpenMeteoAirQuality.self, path: airPath).map { ($0, air) })
                    return (index, weather)
                }
            }
            var answers = [Result<(FetchedWeather, FetchedBodies), FetchFailure>](repeating: .failure(.cancelled), count: points.count)
            for await (index, answer) in group {
                answers[index] = answer
                arrived()
            }
            return answers
        }
    }

    /// One request for several points, its answer cut into one document per point.
    private func getList(_ endpoint: OpenMeteoEndpoint, count: Int) async -> Result<[Data], OpenMeteoError> {
        await send(endpoint).flatMap { body in OpenMeteoAnswer.elements(body, count: count, path: endpoint.path) }
    }
}
