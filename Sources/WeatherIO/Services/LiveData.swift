import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The network side of the shell: the key, the providers' clients and the cache. (The runner's
/// `LiveData.run` waits for their async work so that Ctrl-C cancels it within a few milliseconds.)
final class LiveData {
    let keyStore: APIKeyStore
    let cache: ResponseCache
    /// The answers for dates (`day DATE`, `history`).
    let datedCache: DatedCache
    private(set) var lookup: KeyLookup
    let baseURL: URL
    /// Set when OPENWEATHER_API_URL is not usable; said once, at start.
    let baseURLProblem: Phrase?
    /// Open-Meteo's client; nil when OPEN_METEO_API_URL is not usable (`openMeteoProblem` says why).
    let openMeteo: OpenMeteoClient?
    let openMeteoProblem: Phrase?
    /// How requests are sent, and the clock that stamps and ages what they bring.
    let transport: HTTPTransport
    let now: @Sendable () -> Date
    /// Seconds to connect and for a whole exchange (`timeouts(environment:)`).
    let timeouts: (connect: TimeInterval, total: TimeInterval)

    init(
        environment: [String: String], paths: XDGPaths?, transport: HTTPTransport = .live,
        now: @escaping @Sendable () -> Date = { Date() }, keepsFiles: Bool = true, key: KeyLookup? = nil
    ) {
        self.transport = transport
        self.now = now
        timeouts = Self.timeouts(environment: environment)
        keyStore = APIKeyStore(environment: environment, paths: paths)
        cache = ResponseCache(folder: keepsFiles ? paths?.cache : nil)
        datedCache = DatedCache(folder: keepsFiles ? paths?.cache : nil)
        switch OpenWeatherEndpoint.baseURL(environment: environment) {
        case .success(let url):
            baseURL = url
            baseURLProblem = nil
        case .failure(let error):
            baseURL = OpenWeatherEndpoint.defaultBaseURL
            baseURLProblem = error.message
        }
        switch OpenMeteoServices.from(environment: environment) {
        case .success(let services):
            openMeteo = OpenMeteoClient(
                services: services, transport: transport, now: now, connectTimeout: timeouts.connect, totalTimeout: timeouts.total)
            openMeteoProblem = nil
        case .failure(let error):
            openMeteo = nil
            openMeteoProblem = error.message
        }
        lookup = key ?? keyStore.load()
    }

    /// The documented limits, 10 s to connect and 30 s in all, unless `WXSH_TEST_TIMEOUTS` says
    /// `CONNECT,TOTAL` in seconds (each over 0 and at most the documented one): the tests of slow
    /// servers set it, so that an answer just past the connect limit is waited for in 1.5 s, not
    /// 11. Anything else in it is ignored.
    static func timeouts(environment: [String: String]) -> (connect: TimeInterval, total: TimeInterval) {
        let documented = (connect: OpenWeatherClient.defaultConnectTimeout, total: OpenWeatherClient.defaultTotalTimeout)
        guard let text = environment["WXSH_TEST_TIMEOUTS"] else { return documented }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let connect = TimeInterval(String(parts[0])), let total = TimeInterval(String(parts[1])),
            connect > 0, total > 0, connect <= documented.connect, total <= documented.total
        else { return documented }
        return (connect, total)
    }

    /// Gets weather from `provider`, or says why it cannot; OpenWeather's text (summaries,
    /// alerts) is asked for in `language`, and places are named in it.
    func fetcher(for provider: ProviderID, language: Language = .en) -> WeatherFetcher {
        var fetcher: WeatherFetcher
        switch provider {
        case .openWeather:
            fetcher = WeatherFetcher(
                provider: .openWeather, client: openWeatherClient(language: language).map(OpenWeatherProvider.init),
                unavailable: unavailable(.openWeather), cache: cache, now: now)
        case .openMeteo:
            fetcher = WeatherFetcher(provider: .openMeteo, client: openMeteo, unavailable: unavailable(.openMeteo), cache: cache, now: now)
        }
        fetcher.language = language
        return fetcher
    }

    /// Gets the weather of dates from `provider`, or says why it cannot.
    func datedFetcher(for provider: ProviderID) -> DatedFetcher {
        DatedFetcher(
            provider: provider, openMeteo: provider == .openMeteo ? openMeteo : nil,
            openWeather: provider == .openWeather ? openWeatherClient(language: .en) : nil, unavailable: unavailable(provider),
            cache: datedCache, now: now)
    }

    /// OpenWeather's client, asking for text in `language`; nil without a key or with a bad URL.
    private func openWeatherClient(language: Language) -> OpenWeatherClient? {
        guard let key = lookup.key, baseURLProblem == nil else { return nil }
        var client = OpenWeatherClient(
            baseURL: baseURL, key: key, transport: transport, connectTimeout: timeouts.connect, totalTimeout: timeouts.total, now: now)
        client.language = language
        return client
    }

    /// Why `provider` cannot be asked, for when it cannot.
    private func unavailable(_ provider: ProviderID) -> Phrase {
        switch provider {
        case .openWeather: return baseURLProblem ?? APIError.noKey.message
        case .openMeteo: return openMeteoProblem.map { "\($0); Open-Meteo cannot be asked until it is fixed" } ?? ""
        }
    }

    /// Saves a key and uses it from now on (unless the environment's key wins).
    func store(_ key: APIKey) -> Result<(keySet: Bool, summary: Phrase, saved: Phrase), SimpleMessage> {
        do {
            let saved = try keyStore.save(key)
            lookup = keyStore.load()
            return .success((lookup.key != nil, lookup.summary, saved.summary))
        } catch {
            return .failure(SimpleMessage(error.message))
        }
    }

    /// Waits for the cache files being written. - Returns: why any could not be.
    func finishWriting() -> [Phrase] {
        LiveData.wait { [cache] in await cache.finishWriting() }
    }

    /// The newest cached weather for a place from any provider, however old, for `places`.
    func cached(_ place: Place) -> WeatherData? { LiveData.cached(place, in: cache, now: now) }

    static func cached(_ place: Place, in cache: ResponseCache, now: @escaping @Sendable () -> Date = { Date() }) -> WeatherData? {
        LiveData.wait {
            var newest: FetchedWeather?
            for provider in ProviderID.allCases {
                if let hit = await cache.lookup(lat: place.lat, lon: place.lon, provider: provider, now: now()),
                    hit.weather.fetchedAt > (newest?.fetchedAt ?? .distantPast)
                {
                    newest = hit.weather
                }
            }
            return newest?.weatherData(place: place, source: .cache)
        }
    }

    /// Runs quick async work (no network) and waits for it.
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        Task { box.set(await work()) }
        while true {
            if let value = box.value { return value }
            box.waitForValue(orReadable: -1)
        }
    }
}
