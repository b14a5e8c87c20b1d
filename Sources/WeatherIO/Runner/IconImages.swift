import FoundationEssentials
import WeatherCore

/// OpenWeather's icon images for terminals that show images: fetched once per icon code from
/// `OPENWEATHER_ICON_URL` (default https://openweathermap.org/img/wn), kept in the XDG cache
/// (`$XDG_CACHE_HOME/wxsh/icons/CODE@2x.png`) and in memory; never fetched offline. A failure is remembered for
/// the run and the art is shown instead.
final class IconImages {
    static let defaultBase = URL(string: "https://openweathermap.org/img/wn")!
    let base: URL?
    let folder: String?
    private var known: [String: Data] = [:]
    private var failed: Set<String> = []
    /// What was done for each icon code this run, for `explain icon`.
    private(set) var fetches: [String: IconImageFetch] = [:]
    let transport: HTTPTransport
    let interrupts: any InterruptSource
    /// `replay` under `--replay`: the transport answers from the recording.
    let source: IconImageFetch.Source

    init(
        environment: [String: String], cacheFolder: String?, transport: HTTPTransport, interrupts: any InterruptSource,
        source: IconImageFetch.Source = .live
    ) {
        self.transport = transport
        self.interrupts = interrupts
        self.source = source
        switch URLVariable.check("OPENWEATHER_ICON_URL", in: environment) {
        case .success(let url): base = url ?? IconImages.defaultBase
        case .failure: base = nil
        }
        folder = cacheFolder.map { $0 + "/icons" }
    }

    /// The PNG for icon `code` (`10d`), or nil when there is none to show.
    func png(_ code: String, offline: Bool) -> Data? {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        if let data = known[code] { return data }
        guard !failed.contains(code) else { return nil }
        let file = folder.map { "\($0)/\(code)@2x.png" }
        let address = (base ?? IconImages.defaultBase).appendingPathComponent("\(code)@2x.png")
        if let file, let data = try? FileBytes.read(file, limit: 1 << 20).get().data, InlineImage.isPNG(data) {
            known[code] = data
            fetches[code] = IconImageFetch(url: address.absoluteString, bytes: data.count, source: .cache)
            return data
        }
        guard !offline, let base else {
            failed.insert(code)
            return nil
        }
        let url = base.appendingPathComponent("\(code)@2x.png")
        let (result, _) = LiveData.run(interrupts: interrupts) { [transport] () -> (status: Int?, body: Data?) in
            guard let response = try? await transport.send(HTTPRequest(url: url, connectTimeout: 5, totalTimeout: 10)) else {
                return (nil, nil)
            }
            return (response.status, response.status == 200 && InlineImage.isPNG(response.body) ? response.body : nil)
        }
        guard let data = result.body else {
            failed.insert(code)
            fetches[code] = IconImageFetch(url: url.absoluteString, status: result.status, source: .failed)
            return nil
        }
        fetches[code] = IconImageFetch(url: url.absoluteString, status: result.status, bytes: data.count, source: source)
        known[code] = data
        if let folder, let file {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? AtomicFile.write(data, to: file, mode: 0o600, durable: false)
        }
        return data
    }
}
