import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WeatherCore
import WeatherIO

/// The network side of the shell: the key, the providers' clients, the cache, and running their async work
/// from the synchronous command loop so that Ctrl-C cancels it within a few milliseconds.
final class LiveData {
    let keyStore: APIKeyStore
    let cache: ResponseCache
    private(set) var lookup: KeyLookup
    let baseURL: URL
    /// Set when OPENWEATHER_API_URL is not usable; said once, at start.
    let baseURLProblem: String?
    /// Open-Meteo's client; nil when OPEN_METEO_API_URL is not usable (`openMeteoProblem` says why).
    let openMeteo: OpenMeteoClient?
    let openMeteoProblem: String?

    init(environment: [String: String], paths: XDGPaths?) {
        keyStore = APIKeyStore(environment: environment, paths: paths)
        cache = ResponseCache(paths: paths)
        switch OpenWeatherEndpoint.baseURL(environment: environment) {
        case .success(let url): baseURL = url; baseURLProblem = nil
        case .failure(let error): baseURL = OpenWeatherEndpoint.defaultBaseURL; baseURLProblem = error.message
        }
        switch OpenMeteoServices.from(environment: environment) {
        case .success(let services):
            openMeteo = OpenMeteoClient(services: services, transport: .live, now: { Date() })
            openMeteoProblem = nil
        case .failure(let error):
            openMeteo = nil
            openMeteoProblem = error.message
        }
        lookup = keyStore.load()
    }

    /// Gets weather from `provider`, or says why it cannot.
    func fetcher(for provider: ProviderID) -> WeatherFetcher {
        switch provider {
        case .openWeather:
            var client: OpenWeatherProvider?
            if let key = lookup.key, baseURLProblem == nil {
                client = OpenWeatherProvider(client: OpenWeatherClient(baseURL: baseURL, key: key, transport: .live, now: { Date() }))
            }
            return WeatherFetcher(provider: .openWeather, client: client, unavailable: baseURLProblem ?? APIError.noKey.message,
                                  cache: cache, now: { Date() })
        case .openMeteo:
            return WeatherFetcher(provider: .openMeteo, client: openMeteo,
                                  unavailable: openMeteoProblem.map { "\($0); Open-Meteo cannot be asked until it is fixed" } ?? "",
                                  cache: cache, now: { Date() })
        }
    }

    /// Saves a key and uses it from now on (unless the environment's key wins).
    func store(_ key: APIKey) -> Result<(keySet: Bool, summary: String, saved: String), SimpleMessage> {
        do {
            let saved = try keyStore.save(key)
            lookup = keyStore.load()
            return .success((lookup.key != nil, lookup.summary, saved.summary))
        } catch {
            return .failure(SimpleMessage(error.message))
        }
    }

    /// Waits for the cache files being written. - Returns: why any could not be.
    func finishWriting() -> [String] {
        LiveData.wait { [cache] in await cache.finishWriting() }
    }

    /// The newest cached weather for a place from any provider, however old, for `places`.
    func cached(_ place: Place) -> WeatherData? { LiveData.cached(place, in: cache) }

    static func cached(_ place: Place, in cache: ResponseCache) -> WeatherData? {
        LiveData.wait {
            var newest: FetchedWeather?
            for provider in ProviderID.allCases {
                if let hit = await cache.lookup(lat: place.lat, lon: place.lon, provider: provider, now: Date()),
                   hit.weather.fetchedAt > (newest?.fetchedAt ?? .distantPast) {
                    newest = hit.weather
                }
            }
            return newest?.weatherData(place: place, source: .cache)
        }
    }

    /// Runs async work to completion, cancelling it if Ctrl-C is pressed meanwhile.
    ///
    /// The thread sleeps in poll() until the work is done or Ctrl-C's self-pipe has a byte:
    /// no CPU while waiting, and a cancel within a few milliseconds.
    /// - Returns: the result, and whether it was interrupted.
    /// With a spinner, the thread also wakes to draw it: first after 150 ms, then every 100 ms.
    static func run<T: Sendable>(spinner: Spinner? = nil, _ work: @escaping @Sendable () async -> T) -> (T, interrupted: Bool) {
        let box = ResultBox<T>()
        let task = Task { box.set(await work()) }
        var interrupted = false
        let started = Spinner.milliseconds()
        var nextFrame = started + Int64(ProgressLine.delayMilliseconds)
        defer { spinner?.finish() }
        while true {
            if let value = box.value { return (value, interrupted) }
            if !interrupted, interruptReceived != 0 || terminationSignal != 0 {
                interrupted = true
                task.cancel()
                continue
            }
            var timeout: Int32 = -1
            if let spinner, !interrupted {
                let now = Spinner.milliseconds()
                if now >= nextFrame {
                    spinner.tick()
                    nextFrame = now + Int64(ProgressLine.frameMilliseconds)
                }
                timeout = Int32(max(1, nextFrame - now))
            }
            // Once cancelled, only the work's end is waited for (the pipe keeps its byte).
            box.waitForValue(orReadable: interrupted ? -1 : interruptPipe.read, timeoutMilliseconds: timeout)
            if !interrupted { Signals.dropStaleWakeUps() }
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
