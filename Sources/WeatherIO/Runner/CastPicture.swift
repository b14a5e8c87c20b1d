import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--cast FILE.svg`: what the terminal showed, kept until the run ends and then drawn as an
/// animated SVG (`SVGCast`) and written whole, so a stopped run leaves no half a picture.
final class CastPicture: Sendable {
    private let path: String
    private let columns: Int
    private let rows: Int
    private let title: String?
    private let look: SVGCast.Look
    private let events = Locked<[SVGCast.Event]>([])
    /// How many events there were when the first view had been written: the poster frame.
    private let poster = Locked<Int?>(nil)

    private init(path: String, columns: Int, rows: Int, title: String?, look: SVGCast.Look) {
        self.path = path
        self.columns = columns
        self.rows = rows
        self.title = title
        self.look = look
    }

    /// Whether FILE names an SVG picture (`….svg`, any case).
    static func wanted(for path: String) -> Bool { path.lowercased().hasSuffix(".svg") }

    /// Checks that FILE can be written (its folder exists; it is not a folder) without
    /// creating it. - Returns: the picture to fill, or why FILE cannot be written.
    static func open(_ path: String, columns: Int, rows: Int, title: String?, look: SVGCast.Look) -> Result<CastPicture, SimpleMessage> {
        if let problem = SnapshotFile.problem(path, what: "the cast") { return .failure(SimpleMessage(problem)) }
        return .success(CastPicture(path: path, columns: columns, rows: rows, title: title, look: look))
    }

    func add(_ time: Double, _ text: String) {
        events.withLock { $0.append((time, text)) }
    }

    /// A view has just been written: the first one is the poster frame.
    func viewShown() {
        let count = events.withLock { $0.count }
        poster.withLock { $0 = $0 ?? count }
    }

    /// Draws the picture and writes it. - Returns: why it could not be written, or nil.
    func write() -> Phrase? {
        let events = events.withLock { $0 }
        // With no view at all, the last screen is the poster.
        let poster = poster.withLock { $0 } ?? events.count
        let svg = SVGCast.animated(
            events: events, columns: columns, rows: rows, title: title, idleLimit: Double(CastFile.idleTimeLimit), look: look,
            poster: poster)
        return SnapshotFile.write(svg, to: path, what: "the cast")
    }
}

/// Writing an SVG picture (`snapshot`, `--cast FILE.svg`) whole or not at all, by the writer
/// of every file wxsh writes on request (`LineFile`): a device or a FIFO is written directly.
enum SnapshotFile {
    /// Why FILE cannot be written, checked before anything is drawn; nil when it can be.
    static func problem(_ path: String, what: Phrase) -> Phrase? {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return LineFile.problem(what, path, errno: EISDIR) }
            // Not a regular file (a device, a FIFO): opened and written directly, wherever it is.
            if (info.st_mode & S_IFMT) != S_IFREG || LineFile.descriptor(named: path) != nil { return nil }
        }
        let folder = SameFile.split(path).folder
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return LineFile.problem(what, path, errno: ENOENT) }
        guard access(folder, W_OK) == 0 else { return LineFile.problem(what, path, errno: errno) }
        return nil
    }

    /// Writes `svg` to FILE: through a temporary file renamed over it, or directly into a file
    /// that is not a regular one.
    /// - Returns: why it could not be written (nothing is left behind then), or nil.
    static func write(_ svg: String, to path: String, what: Phrase) -> Phrase? {
        if let problem = problem(path, what: what) { return problem }
        return LineFile.write(svg, to: path, what: what, mode: 0o644)
    }
}
