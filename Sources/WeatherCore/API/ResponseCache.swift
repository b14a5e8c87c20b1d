import Foundation

/// Keeps fetched weather per place, in memory and in `$XDG_CACHE_HOME/wxsh/`, so tab switches,
/// `units` and revisiting a place within 10 minutes cost no request, and stale data can still be
/// shown (with its age) when the network is down.
///
/// Places are keyed by their coordinates rounded to 2 decimals (about 1 km). Each place is one
/// JSON file holding the fetch time and the parsed answer, written atomically with mode 0600; a
/// file that cannot be read back is removed and ignored. Nothing stored holds the API key (the
/// origin URL is redacted).
public actor ResponseCache {
    /// The cache folder; nil keeps the cache in memory only.
    public let folder: String?
    /// Seconds a fetch stays fresh.
    public let freshness: TimeInterval
    /// Seconds after which a file is deleted when the cache is next written.
    public let retention: TimeInterval

    private var memory: [String: FetchedWeather] = [:]

    /// The largest cache file read back.
    static let maximumFileSize = 8 * 1024 * 1024
    static let formatVersion = 1

    public init(folder: String?, freshness: TimeInterval = 600, retention: TimeInterval = 7 * 86_400) {
        self.folder = folder
        self.freshness = freshness
        self.retention = retention
    }

    /// The cache for wxsh's XDG folders: `$XDG_CACHE_HOME/wxsh`.
    public init(paths: XDGPaths) {
        self.init(folder: paths.cache)
    }

    // MARK: - Keys

    /// `51.51,-0.13`: the place's key, its coordinates rounded half away from zero to 2 decimals.
    public static func key(lat: Double, lon: Double) -> String {
        "\(hundredths(lat)),\(hundredths(lon))"
    }

    /// `-0.13` from -0.1257; never `-0.00`.
    static func hundredths(_ value: Double) -> String {
        guard value.isFinite else { return "nan" }
        let cents = Int64((value * 100).rounded(.toNearestOrAwayFromZero))
        let sign = cents < 0 ? "-" : ""
        let whole = abs(cents) / 100
        let fraction = abs(cents) % 100
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The file for a key: `weather_51.51_-0.13.json`.
    func path(forKey key: String) -> String? {
        folder.map { "\($0)/weather_\(key.replacingOccurrences(of: ",", with: "_")).json" }
    }

    // MARK: - Lookup and store

    /// The cached weather for a place, with its age; nil when there is none (or it is unreadable).
    /// - Parameter now: the current time (injected, so tests control age).
    public func lookup(lat: Double, lon: Double, now: Date) -> CacheHit? {
        let key = ResponseCache.key(lat: lat, lon: lon)
        let weather: FetchedWeather
        if let remembered = memory[key] {
            weather = remembered
        } else if let loaded = readFile(key: key) {
            memory[key] = loaded
            weather = loaded
        } else {
            return nil
        }
        let age = now.timeIntervalSince(weather.fetchedAt)
        // A fetch "from the future" (the clock moved back) is usable but never fresh.
        let isFresh = age >= 0 && age < freshness
        return CacheHit(weather: weather, age: max(0, age), isFresh: isFresh)
    }

    /// Keeps a fetch for its place, in memory and on disk.
    /// - Returns: why the file could not be written, or nil; the memory copy is kept either way.
    @discardableResult
    public func store(_ weather: FetchedWeather, lat: Double, lon: Double, now: Date) -> String? {
        let key = ResponseCache.key(lat: lat, lon: lon)
        memory[key] = weather
        guard let folder, let path = path(forKey: key) else { return nil }
        let envelope = Envelope(version: ResponseCache.formatVersion, key: key, weather: weather)
        do {
            let data = try ResponseCache.encoder().encode(envelope)
            try AtomicFile.makeFolder(folder, mode: 0o700)
            try AtomicFile.write(data, to: path, mode: 0o600)
        } catch let error as AtomicFile.Failure {
            return "the cache could not be saved: \(TerminalSafety.sanitize(error.message))"
        } catch {
            return "the cache could not be saved: \(TerminalSafety.sanitize(String(describing: error)))"
        }
        prune(now: now)
        return nil
    }

    /// Forgets a place, in memory and on disk.
    public func remove(lat: Double, lon: Double) {
        let key = ResponseCache.key(lat: lat, lon: lon)
        memory[key] = nil
        if let path = path(forKey: key) { unlink(path) }
    }

    /// Deletes cache files older than `retention` (by modification time).
    func prune(now: Date) {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix("weather_") && name.hasSuffix(".json") {
            let path = folder + "/" + name
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { continue }
            if now.timeIntervalSince(modified) > retention { unlink(path) }
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
        guard let path = path(forKey: key) else { return nil }
        guard let contents = try? AtomicFile.read(path, limit: ResponseCache.maximumFileSize) else {
            // Missing is nil without throwing; unreadable or oversized throws: drop it.
            if FileManager.default.fileExists(atPath: path) { unlink(path) }
            return nil
        }
        guard JSONLimits.check(contents.data, numbers: true) == nil,
              let envelope = try? ResponseCache.decoder().decode(Envelope.self, from: contents.data),
              envelope.version == ResponseCache.formatVersion, envelope.key == key else {
            unlink(path)
            return nil
        }
        return envelope.weather
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
public struct CacheHit: Equatable, Sendable {
    public var weather: FetchedWeather
    /// Seconds since it was fetched.
    public var age: TimeInterval
    /// Younger than the cache's freshness (10 minutes): show it without fetching.
    public var isFresh: Bool

    /// `4 min old`, `2 h 5 min old`: for anything shown from the cache.
    public var ageDescription: String {
        let seconds = Int(age)
        if seconds < 60 { return "less than a minute old" }
        if seconds < 3600 { return "\(seconds / 60) min old" }
        if seconds < 2 * 86_400 { return "\(seconds / 3600) h \(seconds % 3600 / 60) min old" }
        return "\(seconds / 86_400) days old"
    }
}
