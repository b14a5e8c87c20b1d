/// Where wxsh keeps its files, following the XDG base directory specification.
public struct XDGPaths: Equatable, Sendable {
    /// `$XDG_CONFIG_HOME/wxsh`: the API key.
    public let config: String
    /// `$XDG_STATE_HOME/wxsh`: history and session state.
    public let state: String
    /// `$XDG_CACHE_HOME/wxsh`: cached responses.
    public let cache: String

    /// Resolves the folders from the environment; relative XDG values are ignored, as the
    /// specification requires.
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        config = base("XDG_CONFIG_HOME", ".config") + "/wxsh"
        state = base("XDG_STATE_HOME", ".local/state") + "/wxsh"
        cache = base("XDG_CACHE_HOME", ".cache") + "/wxsh"
    }

    public var historyFile: String { state + "/history" }
}
