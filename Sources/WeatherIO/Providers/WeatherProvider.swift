import FoundationEssentials
import WeatherCore

/// A source of weather: the three things it offers, each answering with what wxsh shows or one
/// line saying why not.
///
/// The forecast and the air quality are fetched together (`weather`), so that a place costs one
/// round trip; air quality failing alone leaves `airProblem` set and the weather shown.
protocol WeatherProvider: Sendable {
    var id: ProviderID { get }
    /// `OpenWeather`, `Open-Meteo`.
    var displayName: String { get }
    /// The line its data must be shown with, if its licence asks for one.
    var attribution: Phrase? { get }
    /// Places called `name`, best first; empty when none.
    func geocode(_ name: String) async -> Result<[GeocodedPlace], FetchFailure>
    /// The forecast and air quality at a point, in the model, with the answers' bodies for the cache.
    func weather(lat: Double, lon: Double) async -> Result<(FetchedWeather, FetchedBodies), FetchFailure>
    /// The forecast and air quality at several points, an answer per point in their order;
    /// `arrived` is called once for each point as its answer comes.
    func weather(at points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    /// Says a request is sure to follow: the transport gets ready meanwhile (`HTTPTransport.prepare`).
    func prepareToAsk()
}

extension WeatherProvider {
    var displayName: String { id.displayName }
    var attribution: Phrase? { id.attribution }

    /// Every point on its own request, all at once (the transport keeps to 6 connections a host).
    func weather(at points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    {
        await oneByOne(points, arrived: arrived)
    }

    /// `weather(lat:lon:)` for each point, concurrently, answers in the points' order.
    func oneByOne(_ points: [Coordinate], arrived: @escaping @Sendable () -> Void) async
        -> [Result<(FetchedWeather, FetchedBodies), FetchFailure>]
    {
        await withTaskGroup(of: (Int, Result<(FetchedWeather, FetchedBodies), FetchFailure>).self) { group in
            for (index, point) in points.enumerated() {
                group.addTask { (index, await weather(lat: point.lat, lon: point.lon)) }
            }
            var answers = [Result<(FetchedWeather, FetchedBodies), FetchFailure>](repeating: .failure(.cancelled), count: points.count)
            for await (index, answer) in group {
                answers[index] = answer
                arrived()
            }
            return answers
        }
    }
}

/// OpenWeather (One Call 3.0 with the free 2.5 fallback) as a provider.
struct OpenWeatherProvider: WeatherProvider {
    let client: OpenWeatherClient

    init(client: OpenWeatherClient) { self.client = client }

    var id: ProviderID { .openWeather }

    func prepareToAsk() { client.transport.prepare() }

    func geocode(_ name: String) async -> Result<[GeocodedPlace], FetchFailure> {
        do {
            return .success(try await client.geocode(name))
        } catch {
            return .failure(error == .cancelled ? .cancelled : error.failure)
        }
    }

    func weather(lat: Double, lon: Double) async -> Result<(FetchedWeather, FetchedBodies), FetchFailure> {
        do {
            let (weather, bodies) = try await client.weatherAndBodies(lat: lat, lon: lon)
            return .success((weather, bodies))
        } catch {
            return .failure(error == .cancelled ? .cancelled : error.failure)
        }
    }
}
