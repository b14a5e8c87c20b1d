import FoundationEssentials

/// An environment variable that replaces a service's base URL (`OPENWEATHER_API_URL`,
/// `OPEN_METEO_API_URL`), checked once when wxsh starts so that a bad value is said at once, by
/// name, and no request is ever made with it.
package enum URLVariable {
    /// The variable's URL: nil when it is unset (the caller uses its default).
    /// - Returns: a failure naming the variable when it is set but empty, unparsable, not
    ///   http or https, without a host, or carrying a query, fragment or user name. An empty
    ///   value never means the default.
    package static func check(_ name: String, in environment: [String: String]) -> Result<URL?, BaseURLError> {
        guard let raw = environment[name] else { return .success(nil) }
        let text = raw.trimmingWhitespace()
        guard !text.isEmpty else {
            return .failure(
                BaseURLError(message: "\(name) is set but empty: unset it to use the real service, or give an http:// or https:// URL"))
        }
        let shown = APIError.clean(OpenWeatherEndpoint.redacted(text))
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            return .failure(BaseURLError(message: "\(name) is `\(shown)`, not an http:// or https:// URL with a host name"))
        }
        if url.query != nil || url.fragment != nil || url.user != nil {
            return .failure(
                BaseURLError(message: "\(name) is `\(shown)`: give only the scheme, host, port and path, like https://example.org"))
        }
        return .success(url)
    }
}
