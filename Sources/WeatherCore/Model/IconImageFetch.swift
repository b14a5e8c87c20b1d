/// What wxsh did this run about a condition icon's image (OpenWeather's Image call): where it
/// asked, what came back, or that the image was read from the cache; what `explain icon` says.
package struct IconImageFetch: Equatable, Sendable {
    /// Where the image came from.
    package enum Source: String, Sendable {
        /// Asked for now (or answered from the recording under `--replay`).
        case live, replay
        /// Read from `$XDG_CACHE_HOME/wxsh/icons`, asked for in an earlier run.
        case cache
        /// Asked for, but no PNG came back: the art or glyph is drawn instead.
        case failed
    }

    /// The image's address: `https://openweathermap.org/img/wn/10d@2x.png`.
    package var url: String
    /// The HTTP status; nil when no answer came, or for a cached image.
    package var status: Int?
    /// The image's size.
    package var bytes: Int?
    package var source: Source

    package init(url: String, status: Int? = nil, bytes: Int? = nil, source: Source) {
        self.url = url
        self.status = status
        self.bytes = bytes
        self.source = source
    }
}
