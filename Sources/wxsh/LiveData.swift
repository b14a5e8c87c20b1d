import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WeatherCore
import WeatherIO

/// The network side of the shell: the key, the client, the cache, and running their async work
/// from the synchronous command loop so that Ctrl-C cancels it within a few milliseconds.
final class LiveData {
    let keyStore: APIKeyStore
    let cache: ResponseCache
    private(set) var fetcher: WeatherFetcher
    private(set) var lookup: KeyLookup
    let baseURL: URL
    /// Set when OPENWEATHER_API_URL is not usable; said once, at start.
    let baseURLProblem: String?

    init(environment: [String: String], paths: XDGPaths) {
        keyStore = APIKeyStore(environment: environment, paths: paths)
        cache = ResponseCache(paths: paths)
        switch OpenWeatherEndpoint.baseURL(environment: environment) {
        case .success(let url): baseURL = url; baseURLProblem = nil
        case .failure(let error): baseURL = OpenWeatherEndpoint.defaultBaseURL; baseURLProblem = error.message
        }
        lookup = keyStore.load()
        fetcher = WeatherFetcher(client: nil, cache: cache)
        fetcher = WeatherFetcher(client: makeClient(lookup.key), cache: cache)
    }

    private func makeClient(_ key: APIKey?) -> OpenWeatherClient? {
        guard let key, baseURLProblem == nil else { return nil }
        return OpenWeatherClient(baseURL: baseURL, key: key, transport: .live)
    }

    /// Saves a key and uses it from now on (unless the environment's key wins).
    func store(_ key: APIKey) -> Result<(keySet: Bool, summary: String, saved: String), SimpleMessage> {
        do {
            let saved = try keyStore.save(key)
            lookup = keyStore.load()
            fetcher = WeatherFetcher(client: makeClient(lookup.key), cache: cache)
            return .success((lookup.key != nil, lookup.summary, saved.summary))
        } catch {
            return .failure(SimpleMessage(error.message))
        }
    }

    /// Waits for the cache files being written. - Returns: why any could not be.
    func finishWriting() -> [String] {
        LiveData.wait { [cache] in await cache.finishWriting() }
    }

    /// The cached weather for a place, however old, for `places`.
    func cached(_ place: Place) -> WeatherData? { LiveData.cached(place, in: cache) }

    static func cached(_ place: Place, in cache: ResponseCache) -> WeatherData? {
        LiveData.wait { await cache.lookup(lat: place.lat, lon: place.lon, now: Date())?.weather.weatherData(place: place, source: .cache) }
    }

    /// Runs async work to completion, cancelling it if Ctrl-C is pressed meanwhile.
    ///
    /// The thread sleeps in poll() until the work is done or Ctrl-C's self-pipe has a byte:
    /// no CPU while waiting, and a cancel within a few milliseconds.
    /// - Returns: the result, and whether it was interrupted.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> (T, interrupted: Bool) {
        let box = ResultBox<T>()
        let task = Task { box.set(await work()) }
        var interrupted = false
        while true {
            if let value = box.value { return (value, interrupted) }
            if !interrupted, interruptReceived != 0 {
                interrupted = true
                task.cancel()
                continue
            }
            // Once cancelled, only the work's end is waited for (the pipe keeps its byte).
            box.waitForValue(orReadable: interrupted ? -1 : interruptPipe.read)
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
