import FoundationEssentials
import WeatherCore

/// Asks Open-Meteo's three services (no key), turning every failure into one line a person can
/// act on; the forecast and air quality come back in the model (`Forecast`, `AirQuality`).
struct OpenMeteoClient: WeatherProvider {
    var services: OpenMeteoServices
    var transport: HTTPTransport
    var connectTimeout: TimeInterval
    var totalTimeout: TimeInterval
    var now: @Sendable () -> Date
    let courtesy: OpenMeteoCourtesy
    /// When every request must have its answer (a batch's places share the batch's): a request
    /// sent later waits only what is left. Nil: each waits its `totalTimeout`.
    var deadline: ContinuousClock.Instant?

    var id: ProviderID { .openMeteo }

    func prepareToAsk() { transport.prepare() }

    init(
        services: OpenMeteoServices, transport: HTTPTransport, now: @escaping @Sendable () -> Date,
        courtesy: OpenMeteoCourtesy = OpenMeteoCourtesy(), connectTimeout: TimeInterval = OpenWeatherClient.defaultConnectTimeout,
        totalTimeout: TimeInterval = OpenWeatherClient.defaultTotalTimeout
    ) {
        self.services = services
        self.transport = transport
        self.now = now
        self.courtesy = courtesy
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
    }

    func geocode(_ name: String) async -> Result<[GeocodedPlace], FetchFailure> {
        let trimmed = name.trimmingWhitespace()
        if trimmed.isEmpty { return .success([]) }
        switch await get(.search(name: trimmed), as: OpenMeteoSearch.self) {
        case .failure(let error): return .failure(error.failure)
        case .success(let answer):
            return .success(OpenMeteoAnswer.places(answer))
        }
    }

    func weather(lat: Double, lon: Double) async -> Result<(FetchedWeather, FetchedBodies), FetchFailure> {
        let started = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let forecastEndpoint = OpenMeteoEndpoint.forecast(lat: lat, lon: lon)
        let airEndpoint = OpenMeteoEndpoint.airQuality(lat: lat, lon: lon)
        async let forecastResult = getWithAnswer(forecastEndpoint, as: OpenMeteoForecast.self)
        async let airResult = getWithAnswer(airEndpoint, as: OpenMeteoAirQuality.self)
        let (forecast, air) = await (forecastResult, airResult)
        return assemble(
            at: Coordinate(lat: lat, lon: lon), started: started, forecast: forecast.map { ($0.0, $0.1.body) },
            air: air.map { ($0.0, $0.1.body) }
        ).map { weather, bodies in
            var bodies = bodies
            if bodies.forecast != nil, case .success(let (_, answer)) = forecast {
                bodies.forecastOrigin = origin(forecastEndpoint, answer)
            }
            if bodies.air != nil, case .success(let (_, answer)) = air { bodies.airOrigin = origin(airEndpoint, answer) }
            return (weather, bodies)
        }
    }

    /// Where an answer came from, for `explain`: the request, its status, now.
    func origin(_ endpoint: OpenMeteoEndpoint, _ answer: HTTPResponse) -> AnswerOrigin {
        AnswerOrigin(
            arrival: .live, url: endpoint.url(services).absoluteString, status: answer.status,
            receivedAt: Int64(now().timeIntervalSince1970.rounded(.down)))
    }

    /// One point's weather from its forecast and air-quality answers (asked alone or in a batch):
    /// the forecast must have temperatures; air quality failing alone leaves `airProblem` set.
    func assemble(
        at point: Coordinate, started: Date, forecast forecastResult: Result<(OpenMeteoForecast, Data), OpenMeteoError>,
        air airResult: Result<(OpenMeteoAirQuality, Data), OpenMeteoError>
    ) -> Result<(FetchedWeather, FetchedBodies), FetchFailure> {
        let forecast: OpenMeteoForecast
        var bodies = FetchedBodies()
        switch forecastResult {
        case .success(let (document, body)): (forecast, bodies.forecast) = (document, body)
        case .failure(let error): return .failure(error.failure)
        }
        let weatherForecast = forecast.forecast()
        guard !weatherForecast.isEmpty else {
            return .failure(
                OpenMeteoError.badResponse(
                    path: OpenMeteoEndpoint.forecast(lat: point.lat, lon: point.lon).path,
                    problem: "it has no temperatures now, by the hour or by the day"
                ).failure)
        }
        var air: AirQuality?
        var airProblem: Phrase?
        switch airResult {
        case .success(let (document, body)):
            air = document.airQuality()
            bodies.air = air == nil ? nil : body
            if air == nil { airProblem = "Open-Meteo has no air quality data for this place" }
        case .failure(.cancelled):
            return .failure(.cancelled)
        case .failure(let error):
            airProblem = "air quality: \(error.message)"
        }
        // The point, not the long list of variables, which `status` would print in full.
        let coordinates = OpenMeteoEndpoint.coordinates(point.lat, point.lon).map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        let origin =
            OpenMeteoEndpoint.forecast(lat: point.lat, lon: point.lon).url(services).absoluteString
            .prefix { $0 != "?" } + "?" + coordinates
        let weather = FetchedWeather(
            forecast: weatherForecast, air: air, airProblem: airProblem, fetchedAt: started,
            origin: origin, provider: .openMeteo)
        return .success((weather, bodies))
    }

    /// Sends one request, unless its service asked for a pause, and decodes a successful answer.
    func get<T: Decodable & Sendable>(_ endpoint: OpenMeteoEndpoint, as type: T.Type) async -> Result<T, OpenMeteoError> {
        await getWithBody(endpoint, as: type).map(\.0)
    }

    /// `get`, with the answer's body as it came (for `raw`).
    func getWithBody<T: Decodable & Sendable>(_ endpoint: OpenMeteoEndpoint, as type: T.Type) async -> Result<(T, Data), OpenMeteoError> {
        await getWithAnswer(endpoint, as: type).map { ($0.0, $0.1.body) }
    }

    /// `get`, with the whole answer (its status, for `explain`, and its body, for `raw`).
    func getWithAnswer<T: Decodable & Sendable>(_ endpoint: OpenMeteoEndpoint, as type: T.Type) async -> Result<
        (T, HTTPResponse), OpenMeteoError
    > {
        await sendAnswer(endpoint).flatMap { answer in
            OpenMeteoAnswer.decode(answer.body, as: type, path: endpoint.path).map { ($0, answer) }
        }
    }

    /// Sends one request, unless its service asked for a pause: a successful answer's body.
    func send(_ endpoint: OpenMeteoEndpoint) async -> Result<Data, OpenMeteoError> {
        await sendAnswer(endpoint).map(\.body)
    }

    /// Sends one request, unless its service asked for a pause: a successful answer.
    func sendAnswer(_ endpoint: OpenMeteoEndpoint) async -> Result<HTTPResponse, OpenMeteoError> {
        let path = endpoint.path
        if let seconds = courtesy.wait(for: path, now: now()) { return .failure(.pausing(path: path, seconds: seconds)) }
        let url = endpoint.url(services)
        let response: HTTPResponse
        do {
            var total = totalTimeout
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline).components
                total = max(0.001, min(total, Double(left.seconds) + Double(left.attoseconds) / 1e18))
            }
            response = try await transport.send(
                HTTPRequest(url: url, connectTimeout: min(connectTimeout, total), totalTimeout: total))
        } catch {
            if error == .cancelled { return .failure(.cancelled) }
            return .failure(.network(networkError(error, url: url)))
        }
        if Task.isCancelled { return .failure(.cancelled) }
        guard (200...299).contains(response.status) else {
            let reason = OpenMeteoAnswer.reason(response.body)
            switch response.status {
            case 429:
                courtesy.pauseAfterTooManyRequests(path, now: now())
                return .failure(.tooManyRequests(path: path))
            case 404: return .failure(.notFound(path: path))
            case 500...599: return .failure(.server(status: response.status, path: path))
            default: return .failure(.rejected(status: response.status, path: path, reason: reason))
            }
        }
        return .success(response)
    }

    /// The network failure, naming the host as for OpenWeather.
    func networkError(_ error: TransportError, url: URL) -> APIError {
        APIError(
            error, host: OpenWeatherClient.hostDescription(url), connectTimeout: connectTimeout,
            totalTimeout: totalTimeout, clean: APIError.clean)
    }
}
