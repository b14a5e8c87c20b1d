import FoundationEssentials
import WeatherCore

/// Fetches places, weather and air quality from OpenWeather, turning every failure into an
/// `APIError` a person can act on.
///
/// A value type with its dependencies passed in (base URL, key, transport, clock), so the
/// shell passes libcurl's transport and tests a fake server's or a closure.
package struct OpenWeatherClient: Sendable {
    package var baseURL: URL
    /// Nil when no key is configured: every call then throws `.noKey` without a request.
    package var key: APIKey?
    package var transport: HTTPTransport
    /// Seconds to connect and receive the status line.
    package var connectTimeout: TimeInterval
    /// Seconds for a whole exchange.
    package var totalTimeout: TimeInterval
    /// The clock, given by the caller (the core does not read one): stamps what was fetched.
    package var now: @Sendable () -> Date
    /// The language OpenWeather writes its text in (summaries, alerts): `lang=`; English sends none.
    package var language: Language = .en

    package init(
        baseURL: URL = OpenWeatherEndpoint.defaultBaseURL, key: APIKey?,
        transport: HTTPTransport, connectTimeout: TimeInterval = OpenWeatherClient.defaultConnectTimeout,
        totalTimeout: TimeInterval = OpenWeatherClient.defaultTotalTimeout, now: @escaping @Sendable () -> Date
    ) {
        self.baseURL = baseURL
        self.key = key
        self.transport = transport
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.now = now
    }

    /// Seconds to make a connection (TCP and TLS), as the documentation says.
    package static let defaultConnectTimeout: TimeInterval = 10
    /// Seconds for a whole exchange, body included, as the documentation says.
    package static let defaultTotalTimeout: TimeInterval = 30

    /// How many places a search asks for (the Geocoding API's maximum).
    package static let geocodeLimit = 5

    // MARK: - Calls

    /// Places matching a name such as `Paris`, `Paris, FR` or `Paris, TX, US`, best first; an
    /// empty list when none match.
    package func geocode(_ query: String, limit: Int = OpenWeatherClient.geocodeLimit) async throws(APIError) -> [GeocodedPlace] {
        let trimmed = query.trimmingWhitespace()
        if trimmed.isEmpty { return [] }
        let endpoint = OpenWeatherEndpoint.geocode(query: trimmed, limit: min(max(limit, 1), OpenWeatherClient.geocodeLimit))
        return try OpenWeatherAnswer.places(try await body(endpoint), path: endpoint.path, clean: clean)
    }

    /// The weather and air quality at a point, fetched concurrently.
    ///
    /// When One Call 3.0 answers that the key needs a separate subscription, the free 2.5
    /// current weather and forecast are fetched instead and converted (see `isFallback`).
    /// When only the air quality fails, the weather is still returned, with `airProblem` set.
    package func weather(lat: Double, lon: Double) async throws(APIError) -> FetchedWeather {
        try await weatherAndBodies(lat: lat, lon: lon).weather
    }

    /// `weather(lat:lon:)`, with the answers' bodies as they came, so that the cache can keep
    /// them without encoding the documents again.
    package func weatherAndBodies(lat: Double, lon: Double) async throws(APIError) -> (weather: FetchedWeather, bodies: FetchedBodies) {
        guard let key else { throw .noKey }
        // Whole seconds: exact in every representation of Date, so a cached copy compares equal.
        let started = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let main = OpenWeatherEndpoint.weather(lat: lat, lon: lon)
        let airEndpoint = OpenWeatherEndpoint.airPollution(lat: lat, lon: lon)
        async let mainResult = fetchAnswer(main)
        async let airResult = fetchAnswer(airEndpoint)

        let forecast: Forecast
        var bodies = FetchedBodies()
        var origin = OpenWeatherEndpoint.redacted(main.url(base: baseURL, key: key, language: language))
        var isFallback = false
        switch await mainResult {
        case .success(let answer):
            forecast = try OpenWeatherAnswer.forecast(answer.body, path: main.path, clean: clean)
            bodies.forecast = answer.body
            bodies.forecastOrigin = answerOrigin(main, answer)
        case .failure(.subscriptionRequired):
            let current = OpenWeatherEndpoint.currentWeather(lat: lat, lon: lon)
            let steps = OpenWeatherEndpoint.forecast(lat: lat, lon: lon)
            async let currentResult = fetch(current)
            async let stepsResult = fetch(steps)
            let currentBody = try await currentResult.get()
            let stepsBody = try await stepsResult.get()
            forecast = try OpenWeatherAnswer.fallbackForecast(
                current: (currentBody, current.path), forecast: (stepsBody, steps.path), clean: clean)
            origin = OpenWeatherEndpoint.redacted(current.url(base: baseURL, key: key, language: language))
            isFallback = true
        case .failure(let error):
            throw error
        }

        var air: AirQuality?
        var airProblem: Phrase?
        do throws(APIError) {
            let answer = try await airResult.get()
            air = try OpenWeatherAnswer.airQuality(answer.body, path: airEndpoint.path, clean: clean)
            if air == nil {
                airProblem = "OpenWeather has no air quality data for this place"
            } else {
                bodies.air = answer.body
                bodies.airOrigin = answerOrigin(airEndpoint, answer)
            }
        } catch .cancelled {
            throw .cancelled
        } catch {
            airProblem = "air quality: \(error.message)"
        }
        let weather = FetchedWeather(
            forecast: forecast, air: air, airProblem: airProblem, isFallback: isFallback,
            note: isFallback ? FetchedWeather.fallbackNote : nil, fetchedAt: started, origin: origin)
        return (weather, isFallback ? FetchedBodies() : bodies)
    }

    // MARK: - One request

    /// `body` as a value, for `async let`.
    func fetch(_ endpoint: OpenWeatherEndpoint) async -> Result<Data, APIError> {
        do {
            return .success(try await body(endpoint))
        } catch {
            return .failure(error)
        }
    }

    /// `answer` as a value, for `async let`.
    func fetchAnswer(_ endpoint: OpenWeatherEndpoint) async -> Result<HTTPResponse, APIError> {
        do {
            return .success(try await answer(endpoint))
        } catch {
            return .failure(error)
        }
    }

    /// Where an answer came from, for `explain`: the request with its key masked, its status, now.
    func answerOrigin(_ endpoint: OpenWeatherEndpoint, _ answer: HTTPResponse) -> AnswerOrigin? {
        guard let key else { return nil }
        return AnswerOrigin(
            arrival: .live, url: OpenWeatherEndpoint.redacted(endpoint.url(base: baseURL, key: key)), status: answer.status,
            receivedAt: Int64(now().timeIntervalSince1970.rounded(.down)))
    }

    /// Requests one endpoint and returns the body of a successful answer.
    func body(_ endpoint: OpenWeatherEndpoint) async throws(APIError) -> Data {
        try await answer(endpoint).body
    }

    /// Requests one endpoint and returns a successful answer.
    func answer(_ endpoint: OpenWeatherEndpoint) async throws(APIError) -> HTTPResponse {
        guard let key else { throw .noKey }
        let url = endpoint.url(base: baseURL, key: key, language: language)
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(url: url, connectTimeout: connectTimeout, totalTimeout: totalTimeout))
        } catch {
            throw apiError(error, url: url, key: key)
        }
        if Task.isCancelled { throw .cancelled }
        guard (200...299).contains(response.status) else {
            throw OpenWeatherClient.statusError(response, path: endpoint.path, key: key)
        }
        return response
    }

    /// Outside text made safe for a message, with this client's key redacted.
    func clean(_ text: String) -> String {
        guard let key else { return APIError.clean(OpenWeatherEndpoint.redacted(text)) }
        return OpenWeatherClient.scrub(text, key: key)
    }

    /// The error for a status outside 2xx, from the status and the body OpenWeather sent with it.
    static func statusError(_ response: HTTPResponse, path: String, key: APIKey) -> APIError {
        let body = try? JSONDecoder().decode(APIErrorBody.self, from: response.body)
        switch response.status {
        case 401:
            if let message = body?.message, message.lowercased().contains("subscription") { return .subscriptionRequired }
            return .invalidKey
        case 300...399:
            return .redirect(status: response.status, location: response.location.map { scrub($0, key: key) })
        case 404:
            return .notFound(path: path)
        case 429:
            return .quota(retryAfter: response.retryAfter)
        case 500...599:
            return .server(status: response.status, path: path)
        default:
            return .rejected(status: response.status, path: path, detail: body?.message.map { scrub($0, key: key) })
        }
    }

    /// The error for a transport failure, naming the host (never the URL, which holds the key).
    func apiError(_ error: TransportError, url: URL, key: APIKey) -> APIError {
        APIError(
            error, host: OpenWeatherClient.hostDescription(url), connectTimeout: connectTimeout,
            totalTimeout: totalTimeout, clean: { OpenWeatherClient.scrub($0, key: key) })
    }

    /// `api.openweathermap.org` or `127.0.0.1:8080`, safe to print.
    static func hostDescription(_ url: URL) -> String {
        let host = url.host ?? "the server"
        let shown = url.port.map { "\(host):\($0)" } ?? host
        return TerminalSafety.sanitize(shown)
    }

    /// Outside text made safe for a message: no key, no `appid` value, no control characters, short.
    static func scrub(_ text: String, key: APIKey) -> String {
        var safe = OpenWeatherEndpoint.redacted(text)
        safe = safe.replacingEvery(key.value, with: OpenWeatherEndpoint.redactedValue)
        return APIError.clean(safe)
    }
}
