import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// `$XDG_STATE_HOME/wxsh/state.json`: read at start, written atomically under a lock after
/// every change. A damaged file is moved aside and a newer wxsh's file is never overwritten.
final class StateStore {
    let path: String
    /// Set when the file belongs to a newer wxsh, or cannot be read: nothing is written this session.
    private(set) var readOnly = false
    /// False when there is no home folder: nothing is read or written.
    private let available: Bool
    private var saveFailureReported = false

    init(directory: String?) {
        path = (directory ?? "") + "/state.json"
        available = directory != nil
        readOnly = directory == nil
    }

    /// Reads the saved state.
    /// - Returns: the state (nil when there is none to use) and a warning to print once, if any.
    func load(now: Date = Date()) -> (SavedState?, Phrase?) {
        guard available else { return (nil, nil) }
        let data: Data
        switch FileBytes.read(path, limit: 16 * 1024 * 1024).map(\.data) {
        case .failure(.notFound): return (nil, nil)
        case .failure(let error):
            // Saving would replace places that are only unreadable: keep the file as it is.
            readOnly = true
            return (nil, "cannot read \(path): \(error.message); it is left as it is and nothing will be saved this session")
        case .success(let bytes): data = bytes
        }
        switch SavedState.decode(data) {
        case .success(let state) where !state.ignored.isEmpty:
            // The rest is used, and saving would drop the damaged parts: keep the file as it was.
            let copy = path + ".corrupt-" + StateStore.timestamp(now)
            let kept = (try? AtomicFile.write(data, to: copy, mode: 0o600)) != nil
            let said: Phrase =
                state.ignored.count == 1
                ? "\(path): \(list: state.ignored) could not be read and was left out"
                : "\(path): \(list: state.ignored) could not be read and were left out"
            return (state, kept ? "\(said); the file as it was is kept in \(copy)" : said)
        case .success(let state):
            return (state, nil)
        case .failure(.newerVersion(let version)):
            readOnly = true
            return (
                nil, "\(path) was written by a newer wxsh (format \(version)); it is left as it is and nothing will be saved this session"
            )
        case .failure(.damaged(let reason)):
            let aside = path + ".corrupt-" + StateStore.timestamp(now)
            if rename(path, aside) == 0 {
                return (nil, "\(path) was damaged (\(reason)); it was moved to \(aside) and wxsh starts from defaults")
            }
            readOnly = true
            return (nil, "\(path) is damaged (\(reason)) and could not be moved aside; nothing will be saved this session")
        }
    }

    /// Writes the state atomically, holding the lock so two wxsh processes never interleave;
    /// `merge` combines ours with what is on disk now (another process may have saved since).
    /// - Returns: what was written (nil if nothing was), and a warning the first time saving fails.
    func save(_ merge: (SavedState?) -> SavedState) -> (SavedState?, Phrase?) {
        guard !readOnly else { return (nil, nil) }
        let directory = Path.parent(path)
        do { try AtomicFile.makeFolder(directory, mode: 0o700) } catch { return (nil, reportOnce(error.message)) }
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return (nil, reportOnce("cannot lock \(path): \(String(cString: strerror(errno)))")) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(lock, LOCK_UN) }
        var onDisk: SavedState?
        if case .success(let data) = FileBytes.read(path, limit: 16 * 1024 * 1024).map(\.data) {
            switch SavedState.decode(data) {
            case .success(let state): onDisk = state
            case .failure(.newerVersion(let version)):
                readOnly = true
                return (nil, "\(path) was written meanwhile by a newer wxsh (format \(version)); it is left as it is")
            case .failure(.damaged): onDisk = nil
            }
        }
        let state = merge(onDisk)
        do {
            try AtomicFile.write(state.encoded(), to: path, mode: 0o600)
            return (state, nil)
        } catch {
            return (nil, reportOnce(error.message))
        }
    }

    private func reportOnce(_ message: Phrase) -> Phrase? {
        guard !saveFailureReported else { return nil }
        saveFailureReported = true
        return "could not save the session (\(message)); changes will not survive a restart"
    }

    /// `20261121T081500Z`
    static func timestamp(_ date: Date) -> String {
        let c = LocalTime(zoneIdentifier: "UTC", fallbackOffset: 0).components(Int64(date.timeIntervalSince1970))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(c.year)\(two(c.month))\(two(c.day))T\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
    }
}
