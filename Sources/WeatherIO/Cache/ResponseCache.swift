import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps fetched weather per place, in memory and in `$XDG_CACHE_HOME/wxsh/`, so tab switches,
/// `units` and revisiting a place within 10 minutes cost no request, and stale data can still be
/// shown (with its age) when the network is down.
///
/// Places are keyed by their coordinates rounded to 2 decimals (about 1 km). Each place is one
/// JSON file holding the fetch time and the provider's answers as they came (`CachedAnswers`),
/// written atomically with mode 0600; a damaged file is removed and ignored, one that cannot be
/// read (permissions, size) is said and left alone. Nothing stored holds the API key (the
/// origin URL is redacted).
actor ResponseCache {
    /// The cache folder; nil keeps the cache in memory only.
    let folder: String?
    /// Seconds after which a file is deleted when the cache is next written.
    let retention: TimeInterval

    /// The places fetched or read most recently, decoded. With a folder only the last
    /// `memoryLimit` stay (the files hold the rest, a millisecond away); without one, or once a
    /// file could not be written, all.
    private var memory: [String: FetchedWeather] = [:]
    /// The keys in `memory`, least recently used first.
    private var recent: [String] = []
    /// How many decoded places stay in memory when there is a folder: the place shown and the
    /// few around it, so a session through 20 places keeps 4 documents, not 20 (about 40 KB each).
    static let memoryLimit = 4
    /// Set when a file could not be written: memory then keeps every place, as without a folder.
    private var filesFailed = false
    /// Geocoding answers by query (in memory only), so going back to a place only the geocoder
    /// knows costs no request either.
    private var geocodings: [String: (answer: [GeocodedPlace], at: Date)] = [:]
    /// Files being written by `storeInBackground`, each giving why it could not be, or nil.
    private var writes: [Task<Phrase?, Never>] = []
    /// Keys whose files `storeInBackground` has not written yet: kept in memory until they are,
    /// so that a lookup meanwhile (`places` then `location 2`) finds them without a file.
    private var unwritten: Set<String> = []
    /// The places whose file could not be read: it is neither read again, nor replaced, nor pruned.
    private var unreadable: Set<String> = []
    /// What could not be read, to be said once (`takeReadProblems`).
    private nonisolated let readProblems = Locked<[Phrase]>([])

    /// The largest cache file read back.
    static let maximumFileSize = 8 * 1024 * 1024
    static let formatVersion = 2

    init(folder: String?, retention: TimeInterval = 7 * 86_400) {
        self.folder = folder
        self.retention = retention
    }

    /// The cache for wxsh's XDG folders: `$XDG_CACHE_HOME/wxsh`.
    init(paths: XDGPaths?) {
        self.init(folder: paths?.cache)
    }

    // MARK: - Keys

    /// `51.51,-0.13`: the place's key, its coordinates rounded half away from zero to 2 decimals.
    /// Open-Meteo's answers are kept apart from OpenWeather's: `open-meteo_51.51,-0.13`.
    static func key(lat: Double, lon: Double, provider: ProviderID = .openWeather) -> String {
        let prefix = provider == .openWeather ? "" : provider.rawValue + "_"
        return "\(prefix)\(hundredths(lat)),\(hundredths(lon))"
    }

    /// `-0.13` from -0.1257; never `-0.00`. Values beyond any coordinate share one key
    /// rather than overflow.
    static func hundredths(_ value: Double) -> String {
        guard value.isFinite, abs(value) <= 1_000 else { return "nan" }
        let cents = Int64((value * 100).rounded(.toNearestOrAwayFromZero))
        let sign = cents < 0 ? "-" : ""
        let whole = abs(cents) / 100
        let fraction = abs(cents) % 100
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The file for a key: `weather_51.51_-0.13.json`.
    func path(forKey key: String) -> String? {
        folder.map { "\($0)/weather_\(key.replacingEvery(",", with: "_")).json" }
    }

    // MARK: - Lookup and store

    /// The cached weather for a place, with its age; nil when there is none (or it is unreadable).
    /// - Parameter now: the current time (injected, so tests control age).
    func lookup(lat: Double, lon: Double, provider: ProviderID = .openWeather, now: Date) -> CacheHit? {
        let key = ResponseCache.key(lat: lat, lon: lon, provider: provider)
        let weather: FetchedWeather
        if let remembered = memory[key] {
            remember(remembered, key: key)
            weather = remembered
        } else if let loaded = readFile(key: key), loaded.provider == provider {
            remember(loaded, key: key)
            weather = loaded
        } else {
            return nil
        }
        let age = now.timeIntervalSince(weather.fetchedAt)
        return CacheHit(weather: weather, age: max(0, age), isFresh: Freshness.isFresh(age: age))
    }

    /// Keeps a fetch for its place, in memory and on disk.
    /// - Returns: why the file could not be written, or nil; the memory copy is kept either way.
    @discardableResult
    func store(_ weather: FetchedWeather, lat: Double, lon: Double, now: Date) -> Phrase? {
        let key = ResponseCache.key(lat: lat, lon: lon, provider: weather.provider)
        remember(weather, key: key)
        return write(weather, key: key, now: now)
    }

    /// Keeps a fetch in memory at once and writes its file on the side, so that the caller can
    /// show the data meanwhile (encoding and writing take a millisecond or two);
    /// `finishWriting()` waits for the files.
    /// - Parameter bodies: the answers as they came, if the caller has them: the file is then built
    ///   around them rather than by encoding the documents again (a 20 KB encoding per fetch).
    func storeInBackground(
        _ weather: FetchedWeather, bodies: FetchedBodies = FetchedBodies(),
        lat: Double, lon: Double, now: Date
    ) {
        let key = ResponseCache.key(lat: lat, lon: lon, provider: weather.provider)
        remember(weather, key: key)
        guard folder != nil else { return }
        // Built off the actor, so that the files of a `places` are made side by side and beside
        // the caller's rendering (a file without its answers is the model's encoding, 7 M
        // instructions for an Open-Meteo place); only writing the bytes waits its turn here.
        unwritten.insert(key)
        let encoded = Task.detached { Result { try ResponseCache.contents(weather, bodies: bodies, key: key) } }
        writes.append(
            Task {
                let contents = await encoded.value
                defer { self.unwritten.remove(key) }
                return self.write(contents, key: key, now: now)
            })
    }

    /// Keeps a place's weather in memory as the most recent, letting the least recent go past
    /// `memoryLimit` when a folder holds them.
    private func remember(_ weather: FetchedWeather, key: String) {
        memory[key] = weather
        recent.removeAll { $0 == key }
        recent.append(key)
        while folder != nil, !filesFailed, recent.count > ResponseCache.memoryLimit,
            let oldest = recent.firstIndex(where: { !unwritten.contains($0) })
        {
            memory[recent.remove(at: oldest)] = nil
        }
    }

    /// The cache files found unreadable since the last call, each said once.
    nonisolated func takeReadProblems() -> [Phrase] {
        readProblems.withLock { problems in
            defer { problems = [] }
            return problems
        }
    }

    /// Waits for the files `storeInBackground` is writing.
    /// - Returns: why any could not be written.
    func finishWriting() async -> [Phrase] {
        var problems: [Phrase] = []
        while !writes.isEmpty {
            let pending = writes
            writes = []
            for write in pending {
                if let problem = await write.value { problems.append(problem) }
            }
        }
        return problems
    }

    /// Writes a place's file. - Returns: why it could not be written, or nil.
    private func write(_ weather: FetchedWeather, bodies: FetchedBodies = FetchedBodies(), key: String, now: Date) -> Phrase? {
        write(Result { try ResponseCache.contents(weather, bodies: bodies, key: key) }, key: key, now: now)
    }

    /// A cache file's bytes: built around the answers as they came when it can be (no
    /// `JSONEncoder`, which took 7 M instructions for an Open-Meteo place), else encoded.
    private static func contents(_ weather: FetchedWeather, bodies: FetchedBodies, key: String) throws -> Data {
        if let file = CachedAnswers.file(weather, bodies: bodies, key: key) { return file }
        let envelope = Envelope(version: ResponseCache.formatVersion, key: key, weather: weather)
        return CachedAnswers.adding(bodies, to: try ResponseCache.encoder().encode(envelope), provider: weather.provider)
    }

    private func write(_ contents: Result<Data, any Error>, key: String, now: Date) -> Phrase? {
        guard let folder, let path = path(forKey: key), !unreadable.contains(key) else { return nil }
        do {
            let data = try contents.get()
            try AtomicFile.makeFolder(folder, mode: 0o700)
            // Not fsynced: a cache file lost in a crash costs one request, and one cut short is
            // found unreadable and removed. The flush cost 0.5–5 ms per location change.
            try AtomicFile.write(data, to: path, mode: 0o600, durable: false)
        } catch let error as AtomicFile.Failure {
            filesFailed = true
            return "the cache could not be saved: \(error.message)"
        } catch {
            filesFailed = true
            return "the cache could not be saved: \(TerminalSafety.sanitize(String(describing: error)))"
        }
        prune(now: now)
        return nil
    }

    /// The Geocoding API's answer for `query` (case ignored) if it is fresh, else nil.
    func geocoded(_ query: String, provider: ProviderID = .openWeather, now: Date) -> [GeocodedPlace]? {
        guard let entry = geocodings[provider.rawValue + " " + query.lowercased()] else { return nil }
        let age = now.timeIntervalSince(entry.at)
        return Freshness.isFresh(age: age) ? entry.answer : nil
    }

    /// Keeps the Geocoding API's answer for `query`.
    func storeGeocoded(_ answer: [GeocodedPlace], for query: String, provider: ProviderID = .openWeather, now: Date) {
        geocodings[provider.rawValue + " " + query.lowercased()] = (answer, now)
    }

    /// Forgets a place, in memory and on disk.
    func remove(lat: Double, lon: Double) {
        for provider in ProviderID.allCases {
            let key = ResponseCache.key(lat: lat, lon: lon, provider: provider)
            memory[key] = nil
            recent.removeAll { $0 == key }
            if let path = path(forKey: key) { unlink(path) }
        }
    }

    /// Deletes cache files older than `retention` (by modification time).
    func prune(now: Date) {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let kept = Set(unreadable.compactMap { path(forKey: $0) })
        for name in names where name.hasPrefix("weather_") && name.hasSuffix(".json") {
            let path = folder + "/" + name
            if kept.contains(path) { continue }
            // stat(2), not FileManager's attributes, which also look up the owner's user and
            // group names in /etc/passwd and /etc/group for every file.
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
                let modified = TimeInterval(info.st_mtimespec.tv_sec)
            #else
                let modified = TimeInterval(info.st_mtim.tv_sec)
            #endif
            if now.timeIntervalSince1970 - modified > retention { unlink(path) }
        }
    }

    // MARK: - Files

    /// What a cache file holds.
    struct Envelope: Codable {
        var version: Int
        var key: String
        var weather: FetchedWeather
    }

    private func readFile(key: String) -> FetchedWeather? {
        guard let path = path(forKey: key), !unreadable.contains(key) else { return nil }
        let contents: (data: Data, mode: mode_t)
        do {
            guard let found = try AtomicFile.read(path, limit: ResponseCache.maximumFileSize) else { return nil }
            contents = found
        } catch {
            // Unreadable or oversized: said once, and left as it is (`unreadable`).
            unreadable.insert(key)
            readProblems.withLock {
                $0.append("\(error.message); that cached weather is not used and the file is left as it is")
            }
            return nil
        }
        guard JSONLimits.check(contents.data, numbers: true) == nil else {
            unlink(path)
            return nil
        }
        // Open-Meteo's files are read from the answers they hold, as a fetch reads them.
        if key.hasPrefix(ProviderID.openMeteo.rawValue + "_") {
            switch CachedAnswers.openMeteo(contents.data, key: key) {
            case .weather(let weather): return weather
            case .unusable:
                unlink(path)
                return nil
            case .noAnswers: break
            }
        }
        guard let envelope = try? ResponseCache.decoder().decode(Envelope.self, from: contents.data),
            envelope.version == ResponseCache.formatVersion, envelope.key == key
        else {
            unlink(path)
            return nil
        }
        var weather = envelope.weather
        weather.raw = CachedAnswers.read(contents.data, provider: weather.provider)
        return weather
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

/// Weather found in the cache, and how old it is.
struct CacheHit: Equatable, Sendable {
    var weather: FetchedWeather
    /// Seconds since it was fetched.
    var age: TimeInterval
    /// `Freshness.isFresh`: show it without fetching.
    var isFresh: Bool

    /// `4 min old`, `2 h 5 min old`: for anything shown from the cache.
    var ageDescription: Phrase {
        let seconds = Int(age)
        if seconds < 60 { return "less than a minute old" }
        if seconds < 3600 { return "\(seconds / 60) min old" }
        if seconds < 2 * 86_400 { return "\(seconds / 3600) h \(seconds % 3600 / 60) min old" }
        return "\(seconds / 86_400) days old"
    }
}
