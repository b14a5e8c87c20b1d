import FoundationEssentials
import WeatherCore

/// Gets weather for a place the way the shell needs it: from the cache when that is enough, from
/// the provider otherwise, and from an older cached copy when it cannot be reached.
///
/// The rules: offline never touches the network; without a client (OpenWeather with no key) only the cache can answer; a
/// fresh cached copy (under 10 minutes) costs no request unless a refresh was asked for; a
/// failed fetch falls back to any cached copy and says how old it is.
struct WeatherFetcher: Sendable {
    /// The provider asked.
    var provider: ProviderID
    /// Its client; nil when it cannot be asked (no key, a bad URL): `unavailable` says why.
    var client: (any WeatherProvider)?
    /// Why there is no client, in one line.
    var unavailable: Phrase
    var cache: ResponseCache
    var now: @Sendable () -> Date
    /// The language notes name places in.
    var language: Language = .en

    init(
        provider: ProviderID, client: (any WeatherProvider)?, unavailable: Phrase, cache: ResponseCache,
        now: @escaping @Sendable () -> Date
    ) {
        self.provider = provider
        self.client = client
        self.unavailable = unavailable
        self.cache = cache
        self.now = now
    }

    /// OpenWeather through `client`, or only the cache when no key is set.
    init(client: OpenWeatherClient?, cache: ResponseCache, now: @escaping @Sendable () -> Date = Date.init) {
        self.init(
            provider: .openWeather, client: client.map(OpenWeatherProvider.init), unavailable: APIError.noKey.message, cache: cache,
            now: now)
    }

    /// Weather for `place`, and notes to tell the user (cached data's age, a partial answer).
    func weather(for place: Place, mode: Mode, refresh: Bool) async -> Result<FetchedPlace, FetchFailure> {
        switch await answerLocally(place, mode: mode, refresh: refresh) {
        case .answered(let result): return result
        case .ask(let client, let hit): return await finish(place, hit: hit, answer: await client.weather(lat: place.lat, lon: place.lon))
        }
    }

    /// Weather for several places, in their order: what the cache answers costs nothing, and the
    /// rest is asked of the provider together (Open-Meteo: in one request per service).
    /// `arrived` is called once for each place as its answer is known.
    func weather(for places: [Place], mode: Mode, refresh: Bool, arrived: @escaping @Sendable () -> Void) async
        -> [Result<FetchedPlace, FetchFailure>]
    {
        var results = [Result<FetchedPlace, FetchFailure>](repeating: .failure(.cancelled), count: places.count)
        var asked: [(index: Int, hit: CacheHit?)] = []
        var askedClient: (any WeatherProvider)?
        for (index, place) in places.enumerated() {
            switch await answerLocally(place, mode: mode, refresh: refresh) {
            case .answered(let result):
                results[index] = result
                arrived()
            case .ask(let client, let hit):
                // The first place that needs a request: libcurl loads on its own thread while the
                // cache answers for the rest (it took 15 ms before the requests could leave).
                if askedClient == nil { client.prepareToAsk() }
                asked.append((index, hit))
                askedClient = client
            }
        }
        guard let askedClient, !asked.isEmpty else { return results }
        let answers = await askedClient.weather(
            at: asked.map { Coordinate(lat: places[$0.index].lat, lon: places[$0.index].lon) }, arrived: arrived)
        for (slot, answer) in zip(asked, answers) {
            results[slot.index] = await finish(places[slot.index], hit: slot.hit, answer: answer)
        }
        return results
    }

    /// What the cache (or the mode) answers without a request, or the client to ask.
    private enum LocalAnswer {
        case answered(Result<FetchedPlace, FetchFailure>)
        case ask(any WeatherProvider, hit: CacheHit?)
    }

    private func answerLocally(_ place: Place, mode: Mode, refresh: Bool) async -> LocalAnswer {
        let hit = await cache.lookup(lat: place.lat, lon: place.lon, provider: provider, now: now())
        if mode == .offline {
            guard let hit else {
                return .answered(
                    .failure(
                        FetchFailure(
                            "no data is available offline for \(place.displayName(in: language)); `mode live` fetches it", kind: .offline)))
            }
            return .answered(fromCache(hit, place: place, because: nil))
        }
        guard let client else {
            if let hit {
                return .answered(fromCache(hit, place: place, because: provider == .openWeather ? "no API key is set" : unavailable))
            }
            return .answered(.failure(FetchFailure(unavailable, kind: .unauthorized)))
        }
        if let hit, hit.isFresh, !refresh {
            return .answered(fromCache(hit, place: place, because: nil))
        }
        return .ask(client, hit: hit)
    }

    /// Fresh cached data is what a fetch would have shown: no notice. Older data, or data shown
    /// because something went wrong, is said (status always says where data came from).
    private func fromCache(_ hit: CacheHit, place: Place, because reason: Phrase?, failed: FetchFailure? = nil) -> Result<
        FetchedPlace, FetchFailure
    > {
        var notes: [Phrase] = []
        if let reason {
            notes.append("\(reason); showing cached data for \(place.displayName(in: language)) (\(hit.ageDescription))")
        } else if !hit.isFresh {
            notes.append("showing cached data for \(place.displayName(in: language)) (\(hit.ageDescription))")
        }
        return .success(
            FetchedPlace(
                data: hit.weather.weatherData(place: place, source: .cache, note: hit.weather.note), notes: notes,
                fetchFailure: failed))
    }

    /// The provider's answer for `place`: cached and shown, or its failure (over older cached data when there is some).
    private func finish(_ place: Place, hit: CacheHit?, answer: Result<(FetchedWeather, FetchedBodies), FetchFailure>) async
        -> Result<FetchedPlace, FetchFailure>
    {
        switch answer {
        case .success(let (answer, bodies)):
            var fetched = answer
            fetched.raw = RawAnswers(bodies)
            var notes: [Phrase] = []
            // The file is written while the caller shows the data; `cache.finishWriting()` says if it failed.
            await cache.storeInBackground(fetched, bodies: bodies, lat: place.lat, lon: place.lon, now: now())
            if let problem = fetched.airProblem { notes.append(problem) }
            if fetched.isFallback, let note = fetched.note { notes.append(Phrase(stringLiteral: note)) }
            return .success(FetchedPlace(data: fetched.weatherData(place: place, source: .live, note: fetched.note), notes: notes))
        case .failure(let failure):
            if failure.isCancellation { return .failure(failure) }
            if let hit { return fromCache(hit, place: place, because: failure.message, failed: failure) }
            return .failure(failure)
        }
    }

    /// Places called `name`, from the provider's geocoding (or its answer of the last 10 minutes).
    func geocode(_ name: String, mode: Mode) async -> Result<[GeocodedPlace], FetchFailure> {
        if mode == .offline {
            return .failure(FetchFailure("no place called `\(TerminalSafety.sanitize(name))` is known offline", kind: .notFound))
        }
        guard let client else { return .failure(FetchFailure(unavailable, kind: .unauthorized)) }
        if let answer = await cache.geocoded(name, provider: provider, now: now()) { return .success(answer) }
        let result = await client.geocode(name)
        if case .success(let answer) = result { await cache.storeGeocoded(answer, for: name, provider: provider, now: now()) }
        return result
    }
}
