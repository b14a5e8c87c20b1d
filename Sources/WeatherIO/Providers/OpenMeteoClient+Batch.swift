import FoundationEssentials
import WeatherCore

/// Several points in one round trip: Open-Meteo takes comma-separated coordinates (up to 100 a
/// request) and answers a list, so `places` asks for every stale place with one forecast and one
/// air-quality request. A batch that fails as a whole (a status, the network, an answer that is
/// not a list of one document a point) is asked again one point at a time, so that each place
/// that still fails keeps its own reason.
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

    /// At most 100 points: one forecast and one air-quality request, or one by one if either fails.
    private func weather(batch points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    {
        // One point is asked as `location` asks it: Open-Meteo answers a single point with an object.
        guard points.count > 1 else { return await oneByOne(points, arrived: arrived) }
        let started = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        async let forecastResult = getList(.forecasts(points), count: points.count)
        async let airResult = getList(.airQualities(points), count: points.count)
        let (forecasts, airs) = await (forecastResult, airResult)
        switch (forecasts, airs) {
        case (.success(let forecasts), .success(let airs)):
            // Each place's documents are decoded at once, on every core: they all arrive together.
            let forecastPath = OpenMeteoEndpoint.forecasts(points).path
            let airPath = OpenMeteoEndpoint.airQualities(points).path
            return await withTaskGroup(of: (Int, Result<(FetchedWeather, FetchedBodies), FetchFailure>).self) { group in
                for index in points.indices {
                    group.addTask {
                        let (forecast, air) = (forecasts[index], airs[index])
                        let weather = assemble(
                            at: points[index], started: started,
                            forecast: OpenMeteoAnswer.decode(forecast, as: OpenMeteoForecast.self, path: forecastPath).map {
                                ($0, forecast)
                            },
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
        case (.failure(.cancelled), _), (_, .failure(.cancelled)):
            return points.map { _ in .failure(.cancelled) }
        default:
            return await oneByOne(points, arrived: arrived)
        }
    }

    /// One request for several points, its answer cut into one document per point.
    private func getList(_ endpoint: OpenMeteoEndpoint, count: Int) async -> Result<[Data], OpenMeteoError> {
        await send(endpoint).flatMap { body in OpenMeteoAnswer.elements(body, count: count, path: endpoint.path) }
    }
}
